/// javascript: stub until its lexer lands.
extension Language {
    /// The javascript language.
    public static let javascript = Language(
        name: "javascript",
        aliases: ["js", "jsx", "node", "ecmascript"],
        extensions: ["js", "jsx", "mjs", "cjs", "es6"],
        fileNames: ["Jakefile"],
        interpreters: ["node", "nodejs", "deno", "bun"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
