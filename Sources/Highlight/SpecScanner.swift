/// The shared scanner that runs a `LanguageSpec`: one pass over a line's bytes, table-driven.
///
/// State it keeps in `LineState` (modes below 16; custom lexers use 16 and up):
/// - `mode` code, `form` unused; a non-empty `delimiter` is a queue of heredocs waiting for the next line
/// - `mode` block comment, `form` which one, `depth` nesting
/// - `mode` string, `form` which one
/// - `mode` delimited: a string or comment whose closer was learned from the text, kept in `delimiter`;
///   `form` is the `TokenKind` raw value to color it with
/// - `mode` heredoc: body lines until the queue's first terminator
/// - `mode` line comment: a comment continued by a trailing backslash, `form` which one
/// An interpolation (`${` inside a string) pushes `tag | saved depth | form` on `stack`; the code
/// inside counts brackets in `depth` until the balancing closer returns to the string.
public struct SpecScanner: Lexer, Sendable {
    /// Scanner modes in `LineState.mode`.
    public enum Mode {
        public static let code: UInt8 = 0
        public static let blockComment: UInt8 = 1
        public static let string: UInt8 = 2
        public static let delimited: UInt8 = 3
        public static let heredoc: UInt8 = 4
        public static let lineComment: UInt8 = 5
        /// The first mode free for a language's own use.
        public static let custom: UInt8 = 16
    }

    /// Heredoc options, stored with each queued terminator.
    public struct HeredocOptions: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `<<-`: leading tabs before the terminator are allowed.
        public static let stripsTabs = HeredocOptions(rawValue: 1)
        /// `<<~` and friends: any leading whitespace before the terminator is allowed.
        public static let indented = HeredocOptions(rawValue: 2)
        /// The body interpolates (an unquoted terminator).
        public static let interpolates = HeredocOptions(rawValue: 4)
        /// Trailing blanks after the terminator are allowed.
        public static let trailingBlanks = HeredocOptions(rawValue: 8)
    }


    enum Opener: Sendable {
        case line(Int)
        case block(Int)
        case string(Int)
    }

    static let classBlank: UInt8 = 1
    static let classWord: UInt8 = 2
    static let classDigit: UInt8 = 3
    static let classOperator: UInt8 = 4
    static let classPunctuation: UInt8 = 5
    static let classMask: UInt8 = 7
    static let flagIdentifierPart: UInt8 = 8
    static let flagOpener: UInt8 = 16
    static let flagHook: UInt8 = 32

    /// Everything the scanner reads, behind one reference: copying a scanner (as every call
    /// through `any Lexer` may) costs one retain, and hot fields are one load away.
    let storage: Storage

    /// The spec this scanner runs.
    public var spec: LanguageSpec { storage.spec }

    public init(_ spec: LanguageSpec) {
        storage = Storage(spec)
    }

    // MARK: - Lexer

    public func lex(_ c: inout Cursor) -> Transition {
        if storage.remembersValueEnd { c.valueEnded = c.state.valueEndedBefore }
        scan(&c)
        if c.atLineEnd { endLine(&c) }
        return .end
    }

    /// Lexes from `c.pos` to `c.end` in whatever scanner mode the state is in; returns early, with
    /// `c.pos` where it stopped, when a hook switches to a custom mode (16 and up) that the
    /// language's own lexer must handle.
    public func scan(_ c: inout Cursor) {
        var guardPos = -1
        while c.pos < c.end || (c.pos == c.end && c.state.mode == Mode.heredoc && guardPos != c.pos) {
            guardPos = c.pos
            switch c.state.mode {
            case Mode.blockComment: scanBlockComment(&c)
            case Mode.string: scanString(&c)
            case Mode.delimited: scanDelimited(&c)
            case Mode.heredoc: scanHeredocLine(&c)
            case Mode.lineComment: c.emitRest(storage.lineComments[Int(c.state.form)].kind)
            case Mode.code: scanCode(&c)
            default: return
            }
        }
    }

    /// Closes what ends with the line and remembers what carries over.
    public func endLine(_ c: inout Cursor) {
        switch c.state.mode {
        case Mode.string:
            let form = storage.strings[Int(c.state.form)]
            if !form.multiline && !endsWithEscape(c, form) { leaveString(&c) }
        case Mode.lineComment:
            if !endsWithBackslash(c) { c.state.mode = Mode.code; c.state.form = 0 }
        case Mode.code:
            if !c.state.delimiter.isEmpty { c.state.mode = Mode.heredoc }
        default:
            break
        }
        if storage.remembersValueEnd { c.state.valueEndedBefore = c.valueEnded }
    }
}
