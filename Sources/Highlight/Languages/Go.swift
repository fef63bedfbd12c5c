/// go: stub until its lexer lands.
extension Language {
    /// The go language.
    public static let go = Language(
        name: "go",
        aliases: ["golang"],
        extensions: ["go"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
