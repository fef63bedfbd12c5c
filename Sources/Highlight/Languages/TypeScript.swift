/// typescript: stub until its lexer lands.
extension Language {
    /// The typescript language.
    public static let typescript = Language(
        name: "typescript",
        aliases: ["ts"],
        extensions: ["ts", "mts", "cts"],
        fileNames: [],
        interpreters: ["ts-node", "tsx"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
