/// A lexer's view of the line it is lexing: the bytes, a position, the state and the token sink.
public struct Cursor {
    /// The whole line, without its `\n` (a `\r` before it stays).
    public internal(set) var line: UnsafeBufferPointer<UInt8>
    /// Where lexing stands.
    public var pos: Int
    /// Where this segment stops: the line's end, or where an embedding boundary was found.
    public var end: Int
    /// The state at `pos`.
    public var state: LineState
    /// Receives tokens with line-relative offsets.
    public let tokens: TokenBuffer
    /// The languages an embedding may name (a Markdown fence's info string): the highlighter's registry.
    public let languages: LanguageRegistry
    /// True after a token that ends a value (identifier, number, string, closing bracket):
    /// the test that tells a regex literal from a division.
    public var valueEnded: Bool = false
    /// The kind the next identifier takes after an introducing keyword (`fn` → function, `class` → type).
    public var introduced: TokenKind? = nil
    /// The line after this one, when the caller has it. A lexer may read it to color this line
    /// (a setext heading's text, known by the underline below it), never to decide the state,
    /// so lexing resumed from any line still reaches the same states.
    public var next: UnsafeBufferPointer<UInt8>? = nil
    /// Bytes read so far by direct lookahead scans (see `Lookahead`).
    var scanned = 0
    /// The indexes lookahead questions are answered from once direct scans have read enough.
    var lookahead: Lookahead? = nil
    /// Whether only blanks stand before `pos` on this line.
    public var isFirstOnLine: Bool {
        // Backwards: only the blanks since the last non-blank are read, where a scan from the
        // line's start would read a long indentation again at every `#` after it.
        var i = pos
        while i > 0, ASCII.isBlank(line[i - 1]) { i -= 1 }
        return i == 0
    }

    public init(line: UnsafeBufferPointer<UInt8>, pos: Int, end: Int, state: LineState, tokens: TokenBuffer,
                languages: LanguageRegistry = .builtIn) {
        self.line = line
        self.pos = pos
        self.end = end
        self.state = state
        self.tokens = tokens
        self.languages = languages
    }

    /// Whether this segment runs to the real end of the line.
    @inline(__always) public var atLineEnd: Bool { end == line.count }

    /// Whether bytes remain in this segment.
    @inline(__always) public var hasMore: Bool { pos < end }

    /// The byte at `i`, or 0 past the segment's end.
    @inline(__always) public func byte(_ i: Int) -> UInt8 { i < end && i >= 0 ? line[i] : 0 }

    /// The byte `offset` places from `pos`, or 0 past the segment's end.
    @inline(__always) public func peek(_ offset: Int = 0) -> UInt8 { byte(pos + offset) }

    /// Whether `bytes` stand at `i` (within the segment).
    @inline(__always) public func matches(_ bytes: [UInt8], at i: Int) -> Bool {
        if i + bytes.count > end { return false }
        var k = 0
        while k < bytes.count {
            if line[i + k] != bytes[k] { return false }
            k += 1
        }
        return true
    }

    /// Whether `bytes` stand at `i`, ignoring ASCII case (`bytes` must be lowercase).
    public func matchesIgnoringCase(_ bytes: [UInt8], at i: Int) -> Bool {
        if i + bytes.count > end { return false }
        for k in 0..<bytes.count where ASCII.lower(line[i + k]) != bytes[k] { return false }
        return true
    }

    /// Records `from..<to` as `kind`.
    @inline(__always) public func emit(_ from: Int, _ to: Int, _ kind: TokenKind) {
        tokens.add(from, to, kind)
    }

    /// Records the rest of the segment as `kind` and moves to its end.
    @inline(__always) public mutating func emitRest(_ kind: TokenKind) {
        tokens.add(pos, end, kind)
        pos = end
    }

    /// Index of the first byte at or after `i` that is not a space or tab.
    @inline(__always) public func skipBlanks(from i: Int) -> Int {
        var j = i
        while j < end, line[j] == UInt8(ascii: " ") || line[j] == UInt8(ascii: "\t") { j += 1 }
        return j
    }

    /// The segment's end, before the `\r` of a CRLF line ending when one stands there.
    @inline(__always) public var endBeforeReturn: Int { end > pos && line[end - 1] == UInt8(ascii: "\r") ? end - 1 : end }

    /// The index past the character starting at `i`: one byte, or a whole UTF-8 sequence.
    @inline(__always) public func characterEnd(at i: Int) -> Int {
        var e = i + 1
        if byte(i) >= 0xC0 { while e < end, line[e] & 0xC0 == 0x80 { e += 1 } }
        return e
    }

    /// The bytes `from..<to` as an array.
    public func bytes(_ from: Int, _ to: Int) -> [UInt8] {
        Array(line[from..<to])
    }
}
