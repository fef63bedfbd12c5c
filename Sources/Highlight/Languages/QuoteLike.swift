/// Pieces of Perl's `q{…}`/`qq(…)` and Ruby's `%q{…}`/`%Q(…)` literals that follow the same
/// rules in both: the closer a delimiter pairs with, and which backslashes are escapes.
enum QuoteLike {
    /// The closer of a literal opened by `d`: the bracket's partner, or `d` itself.
    @inline(__always) static func closer(of d: UInt8) -> UInt8 {
        switch d {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "<"): UInt8(ascii: ">")
        default: d
        }
    }

    /// Passes the backslash at `i` and what it escapes, returning where that ends. It is colored
    /// as an escape (and the literal's text before it as `kind`, with `start` moved past it) in
    /// an interpolating literal, or before a delimiter or a backslash; otherwise it is plain text.
    @inline(__always) static func escape(_ c: Cursor, at i: Int, start: inout Int, kind: TokenKind,
                                         interpolates: Bool, open: UInt8, close: UInt8) -> Int {
        let e = c.escapeEnd(at: i)
        let next = c.byte(i + 1)
        if interpolates || next == close || next == open || next == UInt8(ascii: "\\") {
            c.emit(start, i, kind)
            c.emit(i, e, .escape)
            start = e
        }
        return e
    }
}
