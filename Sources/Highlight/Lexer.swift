/// A language's lexer: lexes one stretch of one line from a state, emitting tokens and moving the state on.
public protocol Lexer: Sendable {
    /// Lexes `cursor.line[cursor.pos..<cursor.end]` from `cursor.state`, emitting tokens into `cursor`.
    ///
    /// Returns `.end` after reaching `cursor.end` (with `cursor.state` the state there), or stops early
    /// with `cursor.pos` at the switch point to start or finish an embedded language. When
    /// `cursor.atLineEnd` is true the segment runs to the end of the line, and line-scoped
    /// constructs (line comments, single-line strings) must be closed in the returned state.
    func lex(_ cursor: inout Cursor) -> Transition

    /// For a host language: the first place at or after `from` in `line` where the embedded
    /// language described by `frame` ends (or is interrupted), or nil when it runs past this line.
    func boundary(in line: UnsafeBufferPointer<UInt8>, from: Int, frame: Embedding) -> Boundary?

    /// For a host language: whether its boundaries end everything embedded in it, opaque
    /// languages included. A Markdown fence's closing line ends the fence whatever its language
    /// is in (PHP after `<?php`, an unclosed string); HTML's `</script>` does not end PHP inside
    /// the script, which PHP alone ends.
    var boundariesEndOpaque: Bool { get }

    /// Whether the lexer reads `Cursor.next`, the line after the one it lexes (Markdown, for a
    /// setext heading's text); whole texts in other languages are lexed without finding it.
    var readsNextLine: Bool { get }

    /// Whether a line's state can be other than `LineState.initial`: false for a lexer that
    /// closes everything on its line (gettext's strings, `.gitignore`'s patterns), whose lines
    /// lex the same wherever they are read from, so the text above them tells nothing.
    var carriesState: Bool { get }
}

extension Lexer {
    public func boundary(in line: UnsafeBufferPointer<UInt8>, from: Int, frame: Embedding) -> Boundary? { nil }
    public var boundariesEndOpaque: Bool { false }
    public var readsNextLine: Bool { false }
    public var carriesState: Bool { true }
}

/// How a lexer's segment ended.
public enum Transition: Sendable {
    /// The segment was lexed to `cursor.end`.
    case end
    /// An embedded language starts at `cursor.pos` in `state`; `cursor.state` is the host's
    /// state to resume with when it ends.
    case push(language: Language, state: LineState, opaque: Bool)
    /// The current embedded language ends at `cursor.pos`; its host resumes there.
    case pop
}

/// Where a host takes over from the language embedded in it.
public struct Boundary: Sendable {
    /// What happens at the boundary.
    public enum Action: Sendable {
        /// The embedded language ends and the host resumes from its saved state.
        case pop
        /// Another language interrupts (PHP's `<?` inside a `<script>`), and resumes this one when it ends.
        case push(language: Language, state: LineState)
    }

    /// Byte offset in the line.
    public var at: Int
    /// What happens there.
    public var action: Action

    public init(at: Int, action: Action) {
        self.at = at
        self.action = action
    }
}
