/// C (C89 to C23): the C-family lexer with C's words.
extension Language {
    /// C, with its preprocessor.
    public static let c = Language(
        name: "c",
        aliases: ["h"],
        extensions: ["c", "h"],
        fileNames: [],
        interpreters: ["tcc"],
        lexer: CFamily.lexer(.c)
    )
}
