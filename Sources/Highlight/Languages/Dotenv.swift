/// dotenv files (`.env`, `.env.local`, `.env.production`): `KEY=value` lines as Docker Compose,
/// python-dotenv and the Node loaders read them.
///
/// Kinds: keys → variable, `export` → keyword, `=` → operator; values → string, with `$NAME` and
/// `${NAME:-default}` → variable in unquoted and double-quoted values, and `\n` escapes in
/// double-quoted ones; `#` comments (at a line's start or after a blank) → comment. Quoted
/// values may span lines.
extension Language {
    /// dotenv files.
    public static let dotenv = Language(
        name: "dotenv",
        aliases: ["env", ".env"],
        extensions: ["env"],
        fileNames: [".env", ".env.*", ".flaskenv"],
        interpreters: [],
        lexer: DotenvLexer()
    )
}

/// Lexes `KEY=value` lines. State: `mode` 1 inside a double-quoted value, 2 inside a single-quoted one.
private struct DotenvLexer: Lexer {
    private static let export = Array("export".utf8)

    func lex(_ c: inout Cursor) -> Transition {
        let p = c.line
        let e = c.endBeforeReturn
        defer { c.pos = c.end }
        if c.state.mode != 0 {
            let quote: UInt8 = c.state.mode == 1 ? UInt8(ascii: "\"") : UInt8(ascii: "'")
            c.state = LineState()
            let after = quoted(&c, from: c.pos, to: e, quote: quote, opened: false)
            rest(&c, from: after, to: e)
            return .end
        }
        var k = c.skipBlanks(from: c.pos)
        guard k < e else { return .end }
        if p[k] == UInt8(ascii: "#") {
            c.emit(k, e, .comment)
            return .end
        }
        if c.matches(Self.export, at: k), ASCII.isBlank(c.byte(k + 6)) {
            c.emit(k, k + 6, .keyword)
            k = c.skipBlanks(from: k + 6)
        }
        var w = k
        while w < e, p[w] != UInt8(ascii: "="), p[w] != UInt8(ascii: ":") || c.byte(w + 1) != UInt8(ascii: " "), !ASCII.isBlank(p[w]) { w += 1 }
        c.emit(k, w, .variable)
        w = c.skipBlanks(from: w)
        guard w < e, p[w] == UInt8(ascii: "=") || p[w] == UInt8(ascii: ":") else { return .end }
        c.emit(w, w + 1, .operator)
        let v = c.skipBlanks(from: w + 1)
        guard v < e else { return .end }
        if p[v] == UInt8(ascii: "\"") || p[v] == UInt8(ascii: "'") {
            let after = quoted(&c, from: v, to: e, quote: p[v], opened: true)
            rest(&c, from: after, to: e)
        } else {
            unquoted(&c, from: v, to: e)
        }
        return .end
    }

    /// A quoted value from `from` (its opening quote when `opened`); returns where it closed, or
    /// `to` with the state left inside it.
    private func quoted(_ c: inout Cursor, from: Int, to e: Int, quote: UInt8, opened: Bool) -> Int {
        let p = c.line
        var run = from
        var k = opened ? from + 1 : from
        let double = quote == UInt8(ascii: "\"")
        while k < e {
            let b = p[k]
            if b == quote {
                c.emit(run, k + 1, .string)
                return k + 1
            }
            if double, b == UInt8(ascii: "\\"), k + 1 < e {
                c.emit(run, k, .string)
                let end = c.characterEnd(at: k + 1)
                c.emit(k, end, .escape)
                k = end
                run = k
            } else if double, b == UInt8(ascii: "$"), let end = variableEnd(c, k, e) {
                c.emit(run, k, .string)
                c.emit(k, end, .variable)
                k = end
                run = k
            } else {
                k += 1
            }
        }
        c.emit(run, e, .string)
        c.state.mode = double ? 1 : 2
        return e
    }

    /// An unquoted value: a string to a `#` after a blank, with variables.
    private func unquoted(_ c: inout Cursor, from: Int, to e: Int) {
        let p = c.line
        var run = from
        var k = from
        var last = from
        while k < e {
            let b = p[k]
            if b == UInt8(ascii: "#"), ASCII.isBlank(p[k - 1]) { break }
            if b == UInt8(ascii: "$"), let end = variableEnd(c, k, e) {
                c.emit(run, k, .string)
                c.emit(k, end, .variable)
                k = end
                run = k
                last = k
                continue
            }
            if !ASCII.isBlank(b) { last = k + 1 }
            k += 1
        }
        c.emit(run, max(run, last), .string)
        rest(&c, from: k, to: e)
    }

    /// After a value: only a comment may follow.
    private func rest(_ c: inout Cursor, from: Int, to e: Int) {
        let k = c.skipBlanks(from: from)
        if k < e, c.line[k] == UInt8(ascii: "#") { c.emit(k, e, .comment) }
    }

    /// `$NAME` or `${NAME…}` at `k` (a `$`): where it ends, or nil when no name follows.
    private func variableEnd(_ c: Cursor, _ k: Int, _ e: Int) -> Int? {
        let p = c.line
        if c.byte(k + 1) == UInt8(ascii: "{") {
            var j = k + 2
            // Stopping at the next `$` or quote keeps a line of unclosed `${` linear.
            while j < e, p[j] != UInt8(ascii: "}"), p[j] != UInt8(ascii: "\""), p[j] != UInt8(ascii: "'"), p[j] != UInt8(ascii: "$") { j += 1 }
            return j < e && p[j] == UInt8(ascii: "}") ? j + 1 : nil
        }
        var j = k + 1
        while j < e, ASCII.isLetter(p[j]) || ASCII.isDigit(p[j]) || p[j] == UInt8(ascii: "_") { j += 1 }
        return j > k + 1 ? j : nil
    }
}
