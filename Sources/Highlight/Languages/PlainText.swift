/// Plain text: no tokens at all, for files whose language is unknown.
extension Language {
    /// Text that is not code.
    public static let plainText = Language(name: "text", aliases: ["plain", "plaintext", "txt", "none"],
                                           extensions: ["txt", "text", "log"], lexer: PlainTextLexer())
}

/// The lexer of plain text: skips every line.
struct PlainTextLexer: Lexer {
    var carriesState: Bool { false }

    func lex(_ cursor: inout Cursor) -> Transition {
        cursor.pos = cursor.end
        return .end
    }
}
