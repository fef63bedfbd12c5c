/// tsx: stub until its lexer lands.
extension Language {
    /// The tsx language.
    public static let tsx = Language(
        name: "tsx",
        aliases: [],
        extensions: ["tsx"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
