/// swift: stub until its lexer lands.
extension Language {
    /// The swift language.
    public static let swift = Language(
        name: "swift",
        aliases: [],
        extensions: ["swift", "swiftinterface"],
        fileNames: ["Package.swift"],
        interpreters: ["swift"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
