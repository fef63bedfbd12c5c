/// TypeScript without JSX, where `<T>` is always generics or a type assertion.
extension Language {
    /// TypeScript.
    public static let typescript = Language(
        name: "typescript",
        aliases: ["ts"],
        extensions: ["ts", "mts", "cts"],
        fileNames: [],
        interpreters: ["ts-node", "tsx"],
        lexer: ECMAScriptLexer(jsx: false, typed: true)
    )
}
