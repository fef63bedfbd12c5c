/// SCSS: CSS with `//` comments, `$variables`, `#{}` interpolation, nesting, `&`, mixins and placeholders.
extension Language {
    /// Sassy CSS (the brace syntax of Sass).
    public static let scss = Language(
        name: "scss",
        aliases: ["sass"],
        extensions: ["scss"],
        fileNames: [],
        interpreters: [],
        lexer: StyleSheetLexer(scss: true)
    )
}
