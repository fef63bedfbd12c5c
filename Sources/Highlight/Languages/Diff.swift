/// diff: stub until its lexer lands.
extension Language {
    /// The diff language.
    public static let diff = Language(
        name: "diff",
        aliases: ["patch", "udiff"],
        extensions: ["diff", "patch", "rej"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
