/// Strings, escapes, block comments and strings whose closer was learned from the text.
extension SpecScanner {
    func scanString(_ c: inout Cursor) {
        let form = storage.strings[Int(c.state.form)]
        let stops = storage.stringStops[Int(c.state.form)]
        let p = c.line
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if !stops.contains(b) { i += 1; continue }
            if b == form.escape, form.interpolation.map({ !c.matches($0.open, at: i) && !$0.leavesBrace(c, at: i) }) ?? true {
                if form.escapeIsLiteral {
                    i = i + 1 < c.end ? c.characterEnd(at: i + 1) : i + 1
                    continue
                }
                c.emit(start, i, form.kind)
                let e = escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                start = i
                continue
            }
            if let v = form.variable, b == v.sigil, let e = v.end(c, i) {
                c.emit(start, i, form.kind)
                c.emit(i, e, .variable)
                i = e
                start = i
                continue
            }
            if let interp = form.interpolation {
                if interp.doubledIsLiteral, (b == interp.open[0] || b == interp.close), c.byte(i + 1) == b {
                    c.emit(start, i, form.kind)
                    c.emit(i, i + 2, .escape)
                    i += 2
                    start = i
                    continue
                }
                if b == interp.open[0], c.matches(interp.open, at: i), c.state.canPush {
                    c.emit(start, i, form.kind)
                    c.emit(i, i + interp.open.count, .punctuation)
                    c.pos = i + interp.open.count
                    c.state.stack.append(StringInterpolationFrame(form: c.state.form, depth: c.state.depth).packed)
                    c.state.depth = 0
                    c.state.mode = Mode.code
                    c.valueEnded = false
                    return
                }
            }
            if b == form.close[0], c.matches(form.close, at: i) {
                let n = form.close.count
                if form.doubledClose, c.matches(form.close, at: i + n) {
                    i += 2 * n
                    continue
                }
                c.emit(start, i + n, form.kind)
                c.pos = i + n
                leaveString(&c)
                c.valueEnded = true
                return
            }
            i += 1
        }
        c.emit(start, c.end, form.kind)
        c.pos = c.end
    }

    func leaveString(_ c: inout Cursor) {
        c.state.mode = Mode.code
        c.state.form = 0
    }

    /// The end of the escape sequence whose backslash stands at `i`.
    public func escapeEnd(_ c: Cursor, _ i: Int) -> Int {
        var j = i + 1
        guard j < c.end else { return j }
        let b = c.line[j]
        j += 1
        switch b {
        case UInt8(ascii: "x"):  // \xHH
            var n = 0
            while n < 2, ASCII.isHexDigit(c.byte(j)) { j += 1; n += 1 }
        case UInt8(ascii: "u"), UInt8(ascii: "U"):  // \uHHHH, \u{…}, \UHHHHHHHH
            if c.byte(j) == UInt8(ascii: "{") {
                var k = j + 1
                while k < c.end, ASCII.isHexDigit(c.line[k]) { k += 1 }
                if c.byte(k) == UInt8(ascii: "}") { j = k + 1 }
            } else {
                var n = 0
                let limit = b == UInt8(ascii: "u") ? 4 : 8
                while n < limit, ASCII.isHexDigit(c.byte(j)) { j += 1; n += 1 }
            }
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var n = 1
            while n < 3, c.byte(j) &- UInt8(ascii: "0") < 8 { j += 1; n += 1 }
        default:
            if b >= 0xC0 { while j < c.end, c.line[j] & 0xC0 == 0x80 { j += 1 } }
        }
        return j
    }

    func scanBlockComment(_ c: inout Cursor) {
        let form = storage.blockComments[Int(c.state.form)]
        let p = c.line
        let close0 = form.close[0]
        let open0 = form.open[0]
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if b == close0, c.matches(form.close, at: i) {
                i += form.close.count
                if c.state.depth == 0 {
                    c.emit(c.pos, i, form.kind)
                    c.pos = i
                    c.state.mode = Mode.code
                    c.state.form = 0
                    SavedDepthFrame.restore(&c)
                    return
                }
                c.state.depth -= 1
                continue
            }
            if form.nests, b == open0, c.matches(form.open, at: i) {
                c.state.depth &+= 1
                i += form.open.count
                continue
            }
            i += 1
        }
        c.emit(c.pos, c.end, form.kind)
        c.pos = c.end
    }

    /// Colors the opener from `start` to `end` as `kind`, passes it, and starts the string or
    /// comment it opens, which ends at `closer`.
    public func enterDelimited(_ c: inout Cursor, from start: Int, to end: Int, closer: [UInt8], kind: TokenKind) {
        c.emit(start, end, kind)
        c.pos = end
        c.state.mode = Mode.delimited
        let isRun = closer.count > 1 && closer.allSatisfy { $0 == closer[0] }
        c.state.form = DelimitedForm(kind: kind, closerIsRun: isRun).packed
        c.state.delimiter = closer
    }

    func scanDelimited(_ c: inout Cursor) {
        let form = DelimitedForm(packed: c.state.form)
        let kind = form.kind
        let closer = c.state.delimiter
        guard let first = closer.first else {
            c.state.mode = Mode.code
            return
        }
        if let i = form.closerIsRun ? Self.run(of: first, count: closer.count, in: c)
            : Self.search(closer, in: c) {
            c.emit(c.pos, i + closer.count, kind)
            c.pos = i + closer.count
            c.state.mode = Mode.code
            c.state.form = 0
            c.state.delimiter = []
            c.valueEnded = true
            return
        }
        c.emit(c.pos, c.end, kind)
        c.pos = c.end
    }

    /// The first place from `c.pos` where `closer` stands. Comparing from each place of its
    /// first byte reads each byte about once: the closers learned from the text (`]==]`, `"##`,
    /// `)delim"`, `$tag$`) hold their first byte nowhere but at their ends, so no comparison
    /// runs over the place the next one starts from.
    private static func search(_ closer: [UInt8], in c: Cursor) -> Int? {
        let first = closer[0]
        var i = c.pos
        while i < c.end {
            if c.line[i] == first, c.matches(closer, at: i) { return i }
            i += 1
        }
        return nil
    }

    /// The first run from `c.pos` of at least `count` `byte`s: the closer of C#'s `""""…`, where a
    /// search comparing from every quote would read each shorter run once per quote in it.
    private static func run(of byte: UInt8, count: Int, in c: Cursor) -> Int? {
        var i = c.pos
        while i < c.end {
            guard c.line[i] == byte else { i += 1; continue }
            var j = i + 1
            while j < c.end, j - i < count, c.line[j] == byte { j += 1 }
            if j - i == count { return i }
            i = j
        }
        return nil
    }
}
