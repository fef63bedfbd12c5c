/// One colored span: `length` bytes from byte offset `start`, of one kind.
///
/// Stored in 12 bytes (offsets below 4 GiB), since a file's tokens can number in the millions.
public struct Token: Hashable, Sendable {
    private var offset: UInt32
    private var count: UInt32
    /// What the bytes are.
    public var kind: TokenKind

    public init(start: Int, length: Int, kind: TokenKind) {
        offset = UInt32(truncatingIfNeeded: start)
        count = UInt32(truncatingIfNeeded: length)
        self.kind = kind
    }

    /// Byte offset of the first byte (into the line or the text, as the API says).
    @inline(__always) public var start: Int {
        get { Int(offset) }
        set { offset = UInt32(truncatingIfNeeded: newValue) }
    }

    /// Number of bytes covered; never zero in a finished token list.
    @inline(__always) public var length: Int {
        get { Int(count) }
        set { count = UInt32(truncatingIfNeeded: newValue) }
    }

    /// Byte offset just past the last byte.
    public var end: Int { start + length }
}

/// Collects the tokens a lexer emits, merging touching spans of the same kind and leaving plain text out.
public final class TokenBuffer {
    // Unchecked: `add` runs for every token, and the buffer is never reached from two places at once.
    /// Room for the tokens, the first `count` of them the ones so far: emptied by setting the
    /// count, which an array's `removeAll` took a hundred instructions to do, line after line.
    @exclusivity(unchecked) private var storage: [Token] = []
    @exclusivity(unchecked) private var count = 0
    /// Where the line being lexed starts: the tokens before it are earlier lines', kept in the
    /// same buffer by a caller that gathers many lines (`startLine`), never merged with this
    /// line's or read as its own.
    @exclusivity(unchecked) private var floor = 0
    /// Added to every offset a lexer emits, so line-relative offsets become text offsets.
    @exclusivity(unchecked) public var base: Int = 0
    /// Whether tokens are kept at all: lexing only for the states at line starts keeps none.
    private let keeps: Bool

    public init(capacity: Int = 0) {
        keeps = true
        storage.reserveCapacity(capacity)
    }

    /// Tokens so far (since `startLine`), ordered and non-overlapping.
    @inline(__always) public var tokens: ArraySlice<Token> { storage[floor..<count] }

    /// How many tokens the buffer holds, those of the lines before `startLine` too.
    @inline(__always) public var total: Int { count }

    /// Whether tokens are kept: false for a buffer made to lex for the states alone.
    @inline(__always) public var keepsTokens: Bool { keeps }

    /// A buffer that drops every token: for lexing that wants only the state at each line's end.
    public static func discarding() -> TokenBuffer {
        TokenBuffer(keeps: false)
    }

    private init(keeps: Bool) {
        self.keeps = keeps
    }

    /// Records bytes `start..<end` (line-relative) as `kind`; plain and empty spans are dropped.
    @inline(__always)
    public func add(_ start: Int, _ end: Int, _ kind: TokenKind) {
        guard keeps, end > start, kind != .plain else { return }
        let s = start + base
        if count > floor, storage[count - 1].kind == kind, storage[count - 1].end == s {
            storage[count - 1].length += end - start
        } else if count < storage.count {
            storage[count] = Token(start: s, length: end - start, kind: kind)
            count += 1
        } else {
            storage.append(Token(start: s, length: end - start, kind: kind))
            count += 1
        }
    }

    /// Forgets all tokens, keeping the storage.
    @inline(__always)
    public func removeAll() {
        count = 0
        floor = 0
    }

    /// Starts a line after the tokens so far, which stay: a caller lexing many lines gathers
    /// their tokens here, each line's ending at `total`, with no copy a line.
    @inline(__always)
    public func startLine() {
        floor = count
    }

    /// Moves the tokens from the `start`-th on to the end of `array`, and starts a line where
    /// they were.
    public func moveTokens(from start: Int, to array: inout [Token]) {
        if start < count {
            storage.withUnsafeBufferPointer { array.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<count])) }
        }
        dropTokens(from: start)
    }

    /// Drops the tokens from the `start`-th on, and starts a line where they were.
    @inline(__always)
    public func dropTokens(from start: Int) {
        count = min(count, start)
        floor = count
    }

    /// Hands the tokens over and empties the buffer.
    public func take() -> [Token] {
        if count < storage.count { storage.removeSubrange(count...) }
        let taken = storage
        storage = []
        count = 0
        floor = 0
        return taken
    }
}
