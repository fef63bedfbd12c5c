/// Lexes the lines of one text in order, one cursor kept from line to line: what lexing a whole
/// side for its states does a million times on a long history. A cursor holds the token buffer,
/// the registry and the state's arrays: made for each line (as `Highlighter.lexLine`, a walker
/// of one line, does) they took and dropped a dozen reference counts a line, a fifth of the
/// lexing. Here the state stays in the cursor between lines, and is copied out only when asked for.
public struct LineWalker {
    private let highlighter: Highlighter
    private var cursor: Cursor

    /// A walker from `state`, its tokens (offsets by `tokens.base`) appended to `tokens`.
    public init(_ highlighter: Highlighter, state: LineState, into tokens: TokenBuffer) {
        self.highlighter = highlighter
        cursor = Cursor(line: UnsafeBufferPointer(start: nil, count: 0), pos: 0, end: 0, state: state,
                        tokens: tokens, languages: highlighter.languages)
    }

    /// The state at the start of the next line.
    public var state: LineState { cursor.state }

    /// Lexes `line` from `state`, and leaves in `state` the state the line ends in: the state is
    /// moved into the walker and back, not copied (a copy in and one out took and dropped a
    /// state's references, for every line of a hunk); the walker's own state is left as it was.
    /// One walker so serves lines taken here and there (a hunk's lines, each on its side).
    public mutating func lex(_ line: UnsafeBufferPointer<UInt8>, next: UnsafeBufferPointer<UInt8>? = nil, state: inout LineState) {
        swap(&cursor.state, &state)
        lex(line, next: next)
        swap(&cursor.state, &state)
    }

    /// Lexes the next line (without its `\n`); `next`, the line after it when known, may change
    /// this line's tokens (a setext heading's text), never the state.
    public mutating func lex(_ line: UnsafeBufferPointer<UInt8>, next: UnsafeBufferPointer<UInt8>? = nil) {
        // Most lines of most files: one language, lexed to the end in one go.
        if cursor.state.embedding == nil {
            // What a fresh cursor would hold, but the state, which goes on.
            cursor.line = line
            cursor.pos = 0
            cursor.end = line.count
            cursor.valueEnded = false
            cursor.introduced = nil
            cursor.next = next
            cursor.scanned = 0
            cursor.lookahead = nil
            let transition = highlighter.rootLexer.lex(&cursor)
            if case .end = transition { return }
            let (state, pos) = Highlighter.follow(transition, cursor, embedding: nil, current: highlighter.language)
            cursor.state = highlighter.lexEmbedded(line, next: next, state: state, pos: pos, into: cursor.tokens)
        } else {
            cursor.state = highlighter.lexEmbedded(line, next: next, state: cursor.state, pos: 0, into: cursor.tokens)
        }
    }
}
