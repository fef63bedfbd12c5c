/// JavaScript, with JSX always on (so `.jsx` files and React code in `.js` read right).
extension Language {
    /// JavaScript and JSX.
    public static let javascript = Language(
        name: "javascript",
        aliases: ["js", "jsx", "node", "ecmascript"],
        extensions: ["js", "jsx", "mjs", "cjs", "es6"],
        fileNames: ["Jakefile"],
        interpreters: ["node", "nodejs", "deno", "bun"],
        lexer: ECMAScriptLexer(jsx: true, typed: false)
    )
}
