/// kotlin: stub until its lexer lands.
extension Language {
    /// The kotlin language.
    public static let kotlin = Language(
        name: "kotlin",
        aliases: ["kt", "kts"],
        extensions: ["kt", "kts"],
        fileNames: [],
        interpreters: ["kotlin"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
