/// TypeScript with JSX: `<div>` opens an element, `<T,>` and `<T extends U>` stay generics.
extension Language {
    /// TypeScript with JSX.
    public static let tsx = Language(
        name: "tsx",
        aliases: [],
        extensions: ["tsx"],
        fileNames: [],
        interpreters: [],
        lexer: ECMAScriptLexer(jsx: true, typed: true)
    )
}
