/// Up to 16 bytes held inline: a delimiter the scanner can read without reference counting.
struct InlineBytes: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// How many bytes it holds.
    let count: Int

    init(_ bytes: [UInt8]) {
        precondition(bytes.count <= 16, "a delimiter longer than 16 bytes: \(bytes)")
        count = bytes.count
        for (i, b) in bytes.enumerated() {
            if i < 8 { low |= UInt64(b) << (8 * UInt64(i)) } else { high |= UInt64(b) << (8 * UInt64(i - 8)) }
        }
    }

    /// The byte at `i` (below `count`).
    @inline(__always) subscript(i: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (i < 8 ? low >> (8 * UInt64(i)) : high >> (8 * UInt64(i - 8))))
    }
}

extension Cursor {
    /// Whether `bytes` stand at `i` (within the segment).
    @inline(__always) func matches(_ bytes: InlineBytes, at i: Int) -> Bool {
        if i + bytes.count > end || i < 0 { return false }
        var k = 0
        while k < bytes.count {
            if line[i + k] != bytes[k] { return false }
            k += 1
        }
        return true
    }
}

/// A `LineComment` as the scanner reads it.
struct PackedLineComment: Sendable {
    let open: InlineBytes
    let kind: TokenKind
    let notFollowedBy: ByteSet
    let backslashContinues: Bool
    let needsBoundary: Bool

    init(_ c: LineComment) {
        open = InlineBytes(c.open)
        kind = c.kind
        notFollowedBy = c.notFollowedBy
        backslashContinues = c.backslashContinues
        needsBoundary = c.needsBoundary
    }
}

/// A `BlockComment` as the scanner reads it.
struct PackedBlockComment: Sendable {
    let open: InlineBytes
    let close: InlineBytes
    let nests: Bool
    let kind: TokenKind
    let notFollowedBy: ByteSet
    let atLineStart: Bool

    init(_ c: BlockComment) {
        open = InlineBytes(c.open)
        close = InlineBytes(c.close)
        nests = c.nests
        kind = c.kind
        notFollowedBy = c.notFollowedBy
        atLineStart = c.atLineStart
    }
}

/// An `Interpolation` as the scanner reads it.
struct PackedInterpolation: Sendable {
    let open: InlineBytes
    let close: UInt8
    let nest: UInt8
    let doubledIsLiteral: Bool

    init(_ i: Interpolation) {
        open = InlineBytes(i.open)
        close = i.close
        nest = i.nest
        doubledIsLiteral = i.doubledIsLiteral
    }

    /// Whether the backslash at `i` stands before a brace it cannot escape (`doubledIsLiteral`).
    func leavesBrace(_ c: Cursor, at i: Int) -> Bool {
        doubledIsLiteral && (c.byte(i + 1) == open[0] || c.byte(i + 1) == close)
    }
}

/// A `StringForm` as the scanner reads it.
struct PackedString: Sendable {
    let open: InlineBytes
    let close: InlineBytes
    let kind: TokenKind
    let escape: UInt8?
    let escapeIsLiteral: Bool
    let multiline: Bool
    let interpolation: PackedInterpolation?
    let doubledClose: Bool
    let needsBoundary: Bool
    let lineJoiner: UInt8?
    let variable: StringVariable?

    init(_ s: StringForm) {
        open = InlineBytes(s.open)
        close = InlineBytes(s.close)
        kind = s.kind
        escape = s.escape
        escapeIsLiteral = s.escapeIsLiteral
        multiline = s.multiline
        interpolation = s.interpolation.map(PackedInterpolation.init)
        doubledClose = s.doubledClose
        needsBoundary = s.needsBoundary
        lineJoiner = s.lineJoiner
        variable = s.variable
    }
}
