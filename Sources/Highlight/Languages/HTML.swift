/// html: stub until its lexer lands.
extension Language {
    /// The html language.
    public static let html = Language(
        name: "html",
        aliases: ["htm", "xhtml"],
        extensions: ["html", "htm", "xhtml", "shtml", "vue", "svelte"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
