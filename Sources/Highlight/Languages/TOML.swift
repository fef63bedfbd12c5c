/// TOML: tables and arrays of tables (names → type), keys (bare, quoted, dotted → property),
/// basic and literal strings including the multi-line `"""` and `'''` forms, dates and times and
/// numbers (→ number), booleans (→ constant), arrays and inline tables spanning lines, comments.
extension Language {
    /// TOML.
    public static let toml = Language(
        name: "toml",
        aliases: [],
        extensions: ["toml"],
        fileNames: ["Cargo.lock", "Pipfile", "poetry.lock", "uv.lock", "Gopkg.lock"],
        interpreters: [],
        lexer: TOMLLexer()
    )
}

/// Lexes TOML with the nesting of brackets kept across lines, so that a key can be told from a value.
///
/// State: `mode` 0 code, 1 inside `"""`, 2 inside `'''`; `depth` the open `[`/`{` count;
/// `flags` bit n set when bracket n (outermost 0) is a `{`, whose entries start with keys.
private struct TOMLLexer: Lexer {
    private static let keyBytes: ByteSet = {
        var s = ByteSet("_-")
        s.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        s.insert(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        s.insert(UInt8(ascii: "a")...UInt8(ascii: "z"))
        return s
    }()
    private static let numberBytes: ByteSet = {
        var s = ByteSet("_.:+-")
        s.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        s.insert(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        s.insert(UInt8(ascii: "a")...UInt8(ascii: "z"))
        return s
    }()
    private static let words = WordTable([(.constant, ["true", "false"]), (.number, ["inf", "nan"])])

    func lex(_ c: inout Cursor) -> Transition {
        var expectKey = c.state.mode == 0 && c.pos == 0 && !inArray(c.state)
        while c.pos < c.end {
            switch c.state.mode {
            case 1: multiline(&c, quote: UInt8(ascii: "\""))
            case 2: multiline(&c, quote: UInt8(ascii: "'"))
            default: code(&c, expectKey: &expectKey)
            }
        }
        return .end
    }

    /// Whether the innermost open bracket is an array (whose lines hold values, not keys).
    private func inArray(_ s: LineState) -> Bool {
        s.depth > 0 && (s.depth > 32 || !TOMLBrackets(packed: s.flags).isTable(level: Int(s.depth) - 1))
    }

    private func code(_ c: inout Cursor, expectKey: inout Bool) {
        let p = c.line
        let i = c.skipBlanks(from: c.pos)
        c.pos = i
        guard i < c.end else { return }
        let b = p[i]
        if b == UInt8(ascii: "#") {
            c.emitRest(.comment)
            return
        }
        if expectKey {
            if b == UInt8(ascii: "["), c.state.depth == 0 {
                tableHeader(&c)
                return
            }
            if b == UInt8(ascii: "}") || b == UInt8(ascii: ",") { expectKey = false } else {
                key(&c)
                expectKey = false
                return
            }
        }
        switch b {
        case UInt8(ascii: "="):
            c.emit(i, i + 1, .operator)
            c.pos = i + 1
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            if c.state.depth < 32 && b == UInt8(ascii: "{") { TOMLBrackets.setTable(true, level: Int(c.state.depth), in: &c.state.flags) }
            c.state.depth &+= 1
            expectKey = b == UInt8(ascii: "{")
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            if c.state.depth > 0 {
                c.state.depth -= 1
                if c.state.depth < 32 { TOMLBrackets.setTable(false, level: Int(c.state.depth), in: &c.state.flags) }
            }
        case UInt8(ascii: ","):
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            expectKey = c.state.depth > 0 && !inArray(c.state)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            if c.byte(i + 1) == b, c.byte(i + 2) == b {
                c.emit(i, i + 3, .string)
                c.pos = i + 3
                c.state.mode = b == UInt8(ascii: "\"") ? 1 : 2
            } else {
                string(&c)
            }
        default:
            if Self.numberBytes.contains(b) {
                number(&c)
            } else {
                c.pos = i + 1
            }
        }
    }

    /// A key: bare or quoted parts joined by dots, up to `=`.
    private func key(_ c: inout Cursor) {
        let p = c.line
        while c.pos < c.end {
            let i = c.pos
            let b = p[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                let e = quotedEnd(c, i)
                c.emit(i, e, .property)
                c.pos = e
            } else if b == UInt8(ascii: ".") {
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
            } else if Self.keyBytes.contains(b) {
                var j = i + 1
                while j < c.end, Self.keyBytes.contains(p[j]) { j += 1 }
                c.emit(i, j, .property)
                c.pos = j
            } else if ASCII.isBlank(b) {
                c.pos = i + 1
            } else {
                return
            }
        }
    }

    /// `[table.name]` or `[[array.of.tables]]`.
    private func tableHeader(_ c: inout Cursor) {
        let p = c.line
        let open = c.byte(c.pos + 1) == UInt8(ascii: "[") ? 2 : 1
        c.emit(c.pos, c.pos + open, .punctuation)
        c.pos += open
        while c.pos < c.end {
            let i = c.pos
            let b = p[i]
            if b == UInt8(ascii: "]") {
                let close = c.byte(i + 1) == UInt8(ascii: "]") ? 2 : 1
                c.emit(i, i + close, .punctuation)
                c.pos = i + close
                return
            }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                // A quoted key is a string, as in every TOML grammar: `[target.'cfg(unix)'.dependencies]`.
                let e = quotedEnd(c, i)
                c.emit(i, e, .string)
                c.pos = e
            } else if b == UInt8(ascii: ".") {
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
            } else if ASCII.isBlank(b) || b == UInt8(ascii: "#") {
                if b == UInt8(ascii: "#") { return }
                c.pos = i + 1
            } else {
                var j = i + 1
                while j < c.end, !ASCII.isBlank(p[j]), p[j] != UInt8(ascii: "."), p[j] != UInt8(ascii: "]"), p[j] != UInt8(ascii: "\"") { j += 1 }
                c.emit(i, j, .type)
                c.pos = j
            }
        }
    }

    private func quotedEnd(_ c: Cursor, _ i: Int) -> Int {
        let quote = c.line[i]
        var j = i + 1
        while j < c.end, c.line[j] != quote {
            j += quote == UInt8(ascii: "\"") && c.line[j] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(j + 1, c.end)
    }

    /// A one-line basic (`"…"`, with escapes) or literal (`'…'`) string.
    private func string(_ c: inout Cursor) {
        let p = c.line
        let quote = p[c.pos]
        var start = c.pos
        var j = c.pos + 1
        while j < c.end, p[j] != quote {
            if quote == UInt8(ascii: "\""), p[j] == UInt8(ascii: "\\") {
                c.emit(start, j, .string)
                let e = escapeEnd(c, j)
                c.emit(j, e, .escape)
                j = e
                start = e
                continue
            }
            j += 1
        }
        j = min(j + 1, c.end)
        c.emit(start, j, .string)
        c.pos = j
    }

    /// Inside a multi-line string: up to its closer (which may follow one or two quotes of content).
    private func multiline(_ c: inout Cursor, quote: UInt8) {
        let p = c.line
        var start = c.pos
        var j = c.pos
        while j < c.end {
            let b = p[j]
            if b == quote, c.byte(j + 1) == quote, c.byte(j + 2) == quote {
                var e = j + 3
                if c.byte(e) == quote { e += 1 }
                if c.byte(e) == quote { e += 1 }
                c.emit(start, e, .string)
                c.pos = e
                c.state.mode = 0
                return
            }
            if quote == UInt8(ascii: "\""), b == UInt8(ascii: "\\") {
                c.emit(start, j, .string)
                let e = escapeEnd(c, j)
                c.emit(j, e, .escape)
                j = e
                start = e
                continue
            }
            j += 1
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    private func escapeEnd(_ c: Cursor, _ i: Int) -> Int {
        var j = i + 2
        let kind = c.byte(i + 1)
        if kind == UInt8(ascii: "u") || kind == UInt8(ascii: "U") {
            let limit = j + (kind == UInt8(ascii: "u") ? 4 : 8)
            while j < limit, ASCII.isHexDigit(c.byte(j)) { j += 1 }
        } else if kind >= 0xC0 {
            while c.byte(j) & 0xC0 == 0x80 { j += 1 }
        }
        return min(j, c.end)
    }

    /// Numbers, dates and times (`1979-05-27 07:32:00Z` too), `inf`, `nan` and booleans.
    private func number(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        var j = i + 1
        while j < c.end, Self.numberBytes.contains(p[j]) { j += 1 }
        // A date and a time may be separated by a space.
        if j - i == 10, p[i + 4] == UInt8(ascii: "-"), c.byte(j) == UInt8(ascii: " "), ASCII.isDigit(c.byte(j + 1)),
           ASCII.isDigit(c.byte(j + 2)), c.byte(j + 3) == UInt8(ascii: ":") {
            j += 1
            while j < c.end, Self.numberBytes.contains(p[j]) { j += 1 }
        }
        c.pos = j
        var k = i
        if p[k] == UInt8(ascii: "+") || p[k] == UInt8(ascii: "-") { k += 1 }
        if let kind = Self.words.lookup(p, k, j), k == i || kind == .number {
            c.emit(i, j, kind)
        } else if k < j, ASCII.isDigit(p[k]) {
            c.emit(i, j, .number)
        }
    }
}

/// Which of TOML's open brackets are inline tables (`{`) rather than arrays (`[`), for the first 32
/// levels: packed into `LineState.flags` as bit `level`.
struct TOMLBrackets: Equatable {
    private var bits: UInt32

    @inline(__always) init(packed: UInt32) { bits = packed }

    @inline(__always) var packed: UInt32 { bits }

    /// Whether the bracket open at `level` (0–31) is a table.
    @inline(__always) func isTable(level: Int) -> Bool { bits & (1 << UInt32(level)) != 0 }

    @inline(__always) mutating func setTable(_ table: Bool, level: Int) {
        if table { bits |= 1 << UInt32(level) } else { bits &= ~(1 << UInt32(level)) }
    }

    /// Marks the bracket at `level` (0–31) as a table or not in `flags`.
    @inline(__always) static func setTable(_ table: Bool, level: Int, in flags: inout UInt32) {
        var brackets = TOMLBrackets(packed: flags)
        brackets.setTable(table, level: level)
        flags = brackets.packed
    }
}
