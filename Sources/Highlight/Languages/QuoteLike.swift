/// Pieces of Perl's `q{…}`/`qq(…)` and Ruby's `%q{…}`/`%Q(…)` literals that follow the same
/// rules in both: the closer a delimiter pairs with, which backslashes are escapes, and the scan
/// of the text up to the closer that balances the opener.
enum QuoteLike {
    /// Where `scanText` stopped.
    enum Stop {
        /// At the closer that balances the opener, at this index.
        case closer(Int)
        /// At one of the bytes the language asked to see (an interpolation's start), at this index.
        case asked(Int)
        /// At the segment's end.
        case end
    }

    /// Scans a literal's text from `i`: passes escapes (coloring them, and the text before them
    /// from `start` as `kind`, as `escape` does), counts nested `open`…`close` pairs in
    /// `c.state.depth`, and stops at the `close` met at depth 0, at `asked.0` or `asked.1` (when
    /// given, and not an `open`), or at the segment's end. `open` is 0 when the closer opens the
    /// literal too.
    @inline(__always) static func scanText(_ c: inout Cursor, from i: Int, start: inout Int, kind: TokenKind,
                                           interpolates: Bool, open: UInt8, close: UInt8,
                                           asked: (UInt8, UInt8)?) -> Stop {
        let p = c.line
        var i = i
        while i < c.end {
            let b = p[i]
            if b == UInt8(ascii: "\\") {
                i = escape(c, at: i, start: &start, kind: kind, interpolates: interpolates, open: open, close: close)
                continue
            }
            if b == close {
                if c.state.depth == 0 { return .closer(i) }
                c.state.depth -= 1
            } else if b == open {
                c.state.depth &+= 1
            } else if let asked, b == asked.0 || b == asked.1 {
                return .asked(i)
            }
            i += 1
        }
        return .end
    }

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
