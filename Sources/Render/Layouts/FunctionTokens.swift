import Highlight

/// The function names hunk headers carry (`@@ -1,2 +1,3 @@ static int f(void)`), each lexed as
/// a line of code from the top of a file, with one walker and one token buffer for as long as
/// the language stays the same (a file's headers, most of a log's): made for each header, they
/// cost a third of lexing it.
struct FunctionTokens {
    private let buffer = TokenBuffer()
    private var walker: LineWalker?
    private var language: Language?

    /// The tokens of `text` (one line) in `language`, as `Highlighter.tokens(in:)` finds them;
    /// valid until the next call.
    mutating func tokens(in text: UnsafeBufferPointer<UInt8>, language: Language) -> ArraySlice<Token> {
        if walker == nil || self.language !== language {
            walker = LineWalker(Highlighter(language: language), state: .initial, into: buffer)
            self.language = language
        }
        buffer.removeAll()
        var state = LineState.initial
        walker!.lex(text, state: &state)
        return buffer.tokens
    }
}
