/// rust: stub until its lexer lands.
extension Language {
    /// The rust language.
    public static let rust = Language(
        name: "rust",
        aliases: ["rs"],
        extensions: ["rs"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
