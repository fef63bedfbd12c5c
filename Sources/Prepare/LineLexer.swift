import Highlight

/// Lexes lines one after another, the lexer's state carried from each to the next: a text read
/// a line at a time. A blame's lines are its file's, in order, so lexed this way each has the
/// whole file above it as context.
package struct LineLexer {
    private let highlighter: Highlighter
    private let buffer = TokenBuffer()
    /// The state the next line starts in.
    public private(set) var state = LineState.initial

    public init(language: Language) {
        highlighter = Highlighter(language: language)
    }

    /// The language lexed.
    public var language: Language { highlighter.language }

    /// The tokens of `line` (without its `\n`; offsets into it), lexed from the state the line
    /// before left.
    public mutating func tokens(_ line: ArraySlice<UInt8>) -> [Token] {
        tokens(line, from: state)
    }

    /// The tokens of `line` lexed from `start`; the next line goes on from where it ends.
    public mutating func tokens(_ line: ArraySlice<UInt8>, from start: LineState) -> [Token] {
        buffer.removeAll()
        state = line.withUnsafeBufferPointer { highlighter.lexLine($0, state: start, into: buffer) }
        return Array(buffer.tokens)
    }
}
