/// csharp: stub until its lexer lands.
extension Language {
    /// The csharp language.
    public static let csharp = Language(
        name: "csharp",
        aliases: ["c#", "cs"],
        extensions: ["cs", "csx"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
