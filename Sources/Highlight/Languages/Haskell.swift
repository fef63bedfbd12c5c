/// haskell: stub until its lexer lands.
extension Language {
    /// The haskell language.
    public static let haskell = Language(
        name: "haskell",
        aliases: ["hs"],
        extensions: ["hs", "hs-boot", "hsc", "lhs-boot"],
        fileNames: [],
        interpreters: ["runhaskell", "runghc", "stack"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
