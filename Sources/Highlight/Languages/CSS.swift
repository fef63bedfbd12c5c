/// css: stub until its lexer lands.
extension Language {
    /// The css language.
    public static let css = Language(
        name: "css",
        aliases: [],
        extensions: ["css"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
