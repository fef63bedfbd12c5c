/// YAML: keys → property; plain and quoted scalars → string (booleans and null → constant,
/// numbers → number); block scalars (`|`, `>-`, `|2`) whose extent indentation decides → string;
/// anchors and aliases → variable; tags → type; directives → preprocessor; `---`/`...`, `-`, `:`,
/// `?`, block scalar headers and flow brackets → punctuation; `#` after a blank → comment.
extension Language {
    /// YAML.
    public static let yaml = Language(
        name: "yaml",
        aliases: ["yml"],
        extensions: ["yaml", "yml", "sls"],
        fileNames: [".clang-format", ".clang-tidy", ".gemrc", "CITATION.cff", ".yamllint"],
        interpreters: [],
        lexer: YAMLLexer()
    )
}

/// Lexes YAML line by line.
///
/// State: `mode` 0 code, 1 block scalar (lines indented at least `depth` spaces, and blank lines,
/// belong to it; `form` 1 while its first text line, which sets the indentation, is awaited), 2 double-quoted and 3 single-quoted scalar continued on the next line;
/// `flags` the flow-collection nesting (`[`, `{`), kept through quoted scalars.
private struct YAMLLexer: Lexer {
    private enum Mode {
        static let code: UInt8 = 0
        static let blockScalar: UInt8 = 1
        static let doubleQuoted: UInt8 = 2
        static let singleQuoted: UInt8 = 3
    }

    private static let flowIndicators = ByteSet(",[]{}")
    private static let constants = WordTable([(.constant, [
        "true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL", "~",
        "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
        ".inf", ".Inf", ".INF", "-.inf", "-.Inf", "-.INF", "+.inf", ".nan", ".NaN", ".NAN",
    ])])

    /// What one line learns as it goes: where a block scalar would have to be indented past.
    private struct LineFacts {
        /// The column of this line's last key, or of its first token: a block scalar's parent.
        var parent: Int
        /// The indentation a block scalar opened on this line requires, once one is.
        var scalarIndent: (columns: Int, detects: Bool)?
    }

    func lex(_ c: inout Cursor) -> Transition {
        let p = c.line
        var facts = LineFacts(parent: c.skipBlanks(from: c.pos), scalarIndent: nil)
        if c.state.mode == Mode.blockScalar, c.pos == 0 {
            var indent = 0
            while indent < c.end, p[indent] == UInt8(ascii: " ") { indent += 1 }
            let first = c.skipBlanks(from: indent)
            if first >= c.end { return finish(&c, facts) }
            if indent >= Int(c.state.depth), !(indent == 0 && isDocumentMarker(c)) {
                // Without an indentation digit, the first line with text sets the indentation.
                if c.state.form == 1 {
                    c.state.depth = UInt16(clamping: indent)
                    c.state.form = 0
                }
                c.emit(first, c.end, .string)
                c.pos = c.end
                return .end
            }
            c.state = LineState()
        }
        if c.pos == 0, c.state.mode == Mode.code, c.state.flags == 0, c.end > 0 {
            if isDocumentMarker(c) {
                c.emit(0, 3, .punctuation)
                c.pos = 3
                facts.parent = -1
            } else if p[0] == UInt8(ascii: "%") {
                c.emitRest(.preprocessor)
            }
        }
        while c.pos < c.end {
            switch c.state.mode {
            case Mode.doubleQuoted, Mode.singleQuoted: quoted(&c, from: c.pos, opened: false, facts: &facts)
            default: token(&c, &facts)
            }
        }
        return finish(&c, facts)
    }

    private func finish(_ c: inout Cursor, _ facts: LineFacts) -> Transition {
        if c.atLineEnd, let indent = facts.scalarIndent, c.state.mode == Mode.code {
            c.state.mode = Mode.blockScalar
            c.state.depth = UInt16(clamping: max(indent.columns, 0))
            c.state.form = indent.detects ? 1 : 0
        }
        return .end
    }

    /// `---` or `...` at the start of the line, alone or before a blank.
    private func isDocumentMarker(_ c: Cursor) -> Bool {
        let b = c.byte(0)
        guard b == UInt8(ascii: "-") || b == UInt8(ascii: "."), c.byte(1) == b, c.byte(2) == b else { return false }
        return c.end == 3 || ASCII.isBlank(c.line[3])
    }

    /// Whether the byte after an indicator at `i` lets it stand as one (a blank, the end, or in flow a flow indicator).
    private func indicatorEnds(_ c: Cursor, _ i: Int) -> Bool {
        let next = i + 1
        if next >= c.end { return true }
        let b = c.line[next]
        return ASCII.isBlank(b) || (c.state.flags > 0 && Self.flowIndicators.contains(b))
    }

    private func token(_ c: inout Cursor, _ facts: inout LineFacts) {
        let p = c.line
        let i = c.skipBlanks(from: c.pos)
        c.pos = i
        guard i < c.end else { return }
        let b = p[i]
        let inFlow = c.state.flags > 0
        switch b {
        case UInt8(ascii: "#") where i == 0 || ASCII.isBlank(p[i - 1]):
            c.emitRest(.comment)
        case UInt8(ascii: "-") where !inFlow && indicatorEnds(c, i), UInt8(ascii: "?") where indicatorEnds(c, i), UInt8(ascii: ":") where indicatorEnds(c, i):
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            if c.state.flags < 0xFF { c.state.flags += 1 }
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            if c.state.flags > 0 { c.state.flags -= 1 }
        case UInt8(ascii: ",") where inFlow:
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):  // & anchor, * alias, ! tag
            var j = i + 1
            while j < c.end, !ASCII.isBlank(p[j]), !(inFlow && Self.flowIndicators.contains(p[j])) { j += 1 }
            c.emit(i, j, b == UInt8(ascii: "!") ? .type : .variable)
            c.pos = j
        case UInt8(ascii: "|") where !inFlow, UInt8(ascii: ">") where !inFlow:
            blockScalarHeader(&c, &facts)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            quoted(&c, from: i, opened: true, facts: &facts)
        default:
            plain(&c, &facts)
        }
    }

    /// `|`, `>`, with an indentation digit and a chomping `+`/`-` in either order.
    private func blockScalarHeader(_ c: inout Cursor, _ facts: inout LineFacts) {
        let i = c.pos
        var j = i + 1
        var explicit = 0
        while j < c.end, j < i + 3 {
            let b = c.line[j]
            if b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { j += 1 } else if b &- UInt8(ascii: "1") < 9 { explicit = Int(b - UInt8(ascii: "0")); j += 1 } else { break }
        }
        c.emit(i, j, .punctuation)
        c.pos = j
        facts.scalarIndent = explicit > 0 ? (max(facts.parent, 0) + explicit, false) : (facts.parent + 1, true)
    }

    /// A quoted scalar from `from` (at its opening quote when `opened`); a key when `:` follows.
    private func quoted(_ c: inout Cursor, from: Int, opened: Bool, facts: inout LineFacts) {
        let p = c.line
        let quote: UInt8 = opened ? p[from] : (c.state.mode == Mode.doubleQuoted ? UInt8(ascii: "\"") : UInt8(ascii: "'"))
        var i = opened ? from + 1 : from
        var close = -1
        while i < c.end {
            let b = p[i]
            if b == quote {
                if quote == UInt8(ascii: "'"), c.byte(i + 1) == UInt8(ascii: "'") { i += 2; continue }
                close = i
                break
            }
            i += quote == UInt8(ascii: "\"") && b == UInt8(ascii: "\\") ? 2 : 1
        }
        let end = close < 0 ? c.end : close + 1
        c.state.mode = close < 0 ? (quote == UInt8(ascii: "\"") ? Mode.doubleQuoted : Mode.singleQuoted) : Mode.code
        if opened, close >= 0 {
            let k = c.skipBlanks(from: end)
            if c.byte(k) == UInt8(ascii: ":"), indicatorEnds(c, k) {
                c.emit(from, end, .property)
                c.pos = end
                facts.parent = from
                return
            }
        }
        var start = from
        var j = opened ? from + 1 : from
        while j < min(end, c.end) {
            let b = p[j]
            let escapeEnd: Int
            if quote == UInt8(ascii: "\""), b == UInt8(ascii: "\\") {
                escapeEnd = Self.escapeEnd(c, j)
            } else if quote == UInt8(ascii: "'"), b == UInt8(ascii: "'"), j + 1 < end, c.byte(j + 1) == UInt8(ascii: "'") {
                escapeEnd = j + 2
            } else {
                j += 1
                continue
            }
            c.emit(start, j, .string)
            c.emit(j, escapeEnd, .escape)
            j = escapeEnd
            start = escapeEnd
        }
        c.emit(start, end, .string)
        c.pos = end
    }

    private static func escapeEnd(_ c: Cursor, _ i: Int) -> Int {
        var j = i + 2
        let hex: Int
        switch c.byte(i + 1) {
        case UInt8(ascii: "x"): hex = 2
        case UInt8(ascii: "u"): hex = 4
        case UInt8(ascii: "U"): hex = 8
        default: hex = 0
        }
        var n = 0
        while n < hex, ASCII.isHexDigit(c.byte(j)) { j += 1; n += 1 }
        if c.byte(i + 1) >= 0xC0 { while c.byte(j) & 0xC0 == 0x80 { j += 1 } }
        return min(j, c.end)
    }

    /// A plain scalar: up to `: `, ` #`, the line's end, or in flow a flow indicator.
    private func plain(_ c: inout Cursor, _ facts: inout LineFacts) {
        let p = c.line
        let i = c.pos
        let inFlow = c.state.flags > 0
        var j = i
        var last = i + 1
        var isKey = false
        while j < c.end {
            let b = p[j]
            if b == UInt8(ascii: ":"), j > i, indicatorEnds(c, j) { isKey = true; break }
            if b == UInt8(ascii: "#"), j > i, ASCII.isBlank(p[j - 1]) { break }
            if inFlow, j > i, Self.flowIndicators.contains(b) { break }
            if !ASCII.isBlank(b) { last = j + 1 }
            j += 1
        }
        c.pos = last
        if isKey {
            c.emit(i, last, .property)
            facts.parent = i
        } else {
            c.emit(i, last, scalarKind(c, i, last))
        }
    }

    private func scalarKind(_ c: Cursor, _ from: Int, _ to: Int) -> TokenKind {
        if Self.constants.lookup(c.line, from, to) != nil { return .constant }
        let p = c.line
        var k = from
        if p[k] == UInt8(ascii: "-") || p[k] == UInt8(ascii: "+") { k += 1 }
        if k + 2 < to, p[k] == UInt8(ascii: "0"), p[k + 1] == UInt8(ascii: "x") || p[k + 1] == UInt8(ascii: "o") {
            var m = k + 2
            while m < to, ASCII.isHexDigit(p[m]) || p[m] == UInt8(ascii: "_") { m += 1 }
            return m == to ? .number : .string
        }
        var digits = 0
        var dot = false
        while k < to {
            let b = p[k]
            if ASCII.isDigit(b) { digits += 1 } else if b == UInt8(ascii: "."), !dot { dot = true } else if b != UInt8(ascii: "_") { break }
            k += 1
        }
        if digits > 0, k < to, p[k] | 0x20 == UInt8(ascii: "e") {
            k += 1
            if k < to, p[k] == UInt8(ascii: "+") || p[k] == UInt8(ascii: "-") { k += 1 }
            let start = k
            while k < to, ASCII.isDigit(p[k]) { k += 1 }
            if k == start { return .string }
        }
        return digits > 0 && k == to ? .number : .string
    }
}
