/// yaml: stub until its lexer lands.
extension Language {
    /// The yaml language.
    public static let yaml = Language(
        name: "yaml",
        aliases: ["yml"],
        extensions: ["yaml", "yml", "sls"],
        fileNames: [".clang-format", ".clang-tidy", ".gemrc", "CITATION.cff", ".yamllint"],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
