/// dart: stub until its lexer lands.
extension Language {
    /// The dart language.
    public static let dart = Language(
        name: "dart",
        aliases: [],
        extensions: ["dart"],
        fileNames: [],
        interpreters: ["dart"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
