/// gettext message catalogs: `.po` translations and `.pot` templates.
///
/// Kinds: `msgid`, `msgstr`, `msgctxt`, `msgid_plural` → keyword, `[0]` → punctuation and
/// number; strings → string with `\n` escapes and printf (`%s`, `%1$d`, `%(name)s`) or brace
/// (`{count}`) placeholders → escape; `#` translator comments → comment, `#.` extracted comments
/// → doc, `#:` references → link, `#,` flags → attribute, `#|` previous messages → comment. A
/// message's text continues on the following lines as more strings.
extension Language {
    /// gettext PO files.
    public static let gettext = Language(
        name: "gettext",
        aliases: ["po", "pot"],
        extensions: ["po", "pot"],
        fileNames: [],
        interpreters: [],
        lexer: GettextLexer()
    )
}

/// Lexes one entry line; strings close on their line, so there is no state.
private struct GettextLexer: Lexer {
    var carriesState: Bool { false }

    private static let keywords = WordTable([(.keyword, ["msgid", "msgstr", "msgctxt", "msgid_plural", "domain"])])
    private static let conversions = ByteSet("diouxXeEfFgGcsaApn%")

    func lex(_ c: inout Cursor) -> Transition {
        let p = c.line
        let e = c.endBeforeReturn
        var k = c.skipBlanks(from: c.pos)
        c.pos = c.end
        guard k < e else { return .end }
        if p[k] == UInt8(ascii: "#") {
            comment(&c, from: k, to: e)
            return .end
        }
        while k < e {
            var w = k
            if p[k] == UInt8(ascii: "\"") {
                w = string(&c, from: k, to: e)
            } else if p[k] == UInt8(ascii: "[") {
                c.emit(k, k + 1, .punctuation)
                w = k + 1
                while w < e, ASCII.isDigit(p[w]) { w += 1 }
                c.emit(k + 1, w, .number)
                if w < e, p[w] == UInt8(ascii: "]") { c.emit(w, w + 1, .punctuation); w += 1 }
            } else {
                while w < e, ASCII.isWord(p[w]) { w += 1 }
                if w == k { w = c.characterEnd(at: k) }
                if let kind = Self.keywords.lookup(p, k, w) { c.emit(k, w, kind) }
            }
            k = c.skipBlanks(from: w)
        }
        return .end
    }

    private func comment(_ c: inout Cursor, from k: Int, to e: Int) {
        switch c.byte(k + 1) {
        case UInt8(ascii: "."): c.emit(k, e, .doc)
        case UInt8(ascii: ":"): c.emit(k, k + 2, .comment); c.emit(c.skipBlanks(from: k + 2), e, .link)
        case UInt8(ascii: ","): c.emit(k, k + 2, .comment); c.emit(c.skipBlanks(from: k + 2), e, .attribute)
        case UInt8(ascii: "|"):
            // `#| msgid "old text"`: the previous message, still marked as a comment.
            c.emit(k, e, .comment)
        default: c.emit(k, e, .comment)
        }
    }

    /// A string from its opening quote at `from`; returns the index past it.
    private func string(_ c: inout Cursor, from: Int, to e: Int) -> Int {
        let p = c.line
        var run = from
        var k = from + 1
        while k < e, p[k] != UInt8(ascii: "\"") {
            var end = k
            if p[k] == UInt8(ascii: "\\"), k + 1 < e {
                end = c.characterEnd(at: k + 1)
            } else if p[k] == UInt8(ascii: "%") {
                end = placeholderEnd(c, k, e)
            } else if p[k] == UInt8(ascii: "{"), ASCII.isLetter(c.byte(k + 1)) || c.byte(k + 1) == UInt8(ascii: "}") || ASCII.isDigit(c.byte(k + 1)) {
                var j = k + 1
                while j < e, ASCII.isWord(p[j]) { j += 1 }
                if j < e, p[j] == UInt8(ascii: "}") { end = j + 1 }
            }
            if end > k {
                c.emit(run, k, .string)
                c.emit(k, end, .escape)
                k = end
                run = k
            } else {
                k += 1
            }
        }
        let close = min(k + 1, e)
        c.emit(run, close, .string)
        return close
    }

    /// `%s`, `%1$d`, `%-5.2f`, `%(name)s`, `%%` at `k`: where it ends, or `k` when none is there.
    private func placeholderEnd(_ c: Cursor, _ k: Int, _ e: Int) -> Int {
        let p = c.line
        var j = k + 1
        if j < e, p[j] == UInt8(ascii: "(") {
            while j < e, p[j] != UInt8(ascii: ")"), p[j] != UInt8(ascii: "\""), p[j] != UInt8(ascii: "%") { j += 1 }
            guard j < e, p[j] == UInt8(ascii: ")") else { return k }
            j += 1
        }
        while j < e, ASCII.isDigit(p[j]) || p[j] == UInt8(ascii: "$") || p[j] == UInt8(ascii: "-") || p[j] == UInt8(ascii: "+") || p[j] == UInt8(ascii: ".") || p[j] == UInt8(ascii: " ") && j == k + 1 || p[j] == UInt8(ascii: "#") { j += 1 }
        while j < e, p[j] == UInt8(ascii: "l") || p[j] == UInt8(ascii: "h") || p[j] == UInt8(ascii: "z") || p[j] == UInt8(ascii: "j") || p[j] == UInt8(ascii: "t") || p[j] == UInt8(ascii: "L") { j += 1 }
        guard j < e, Self.conversions.contains(p[j]) else { return k }
        return j + 1
    }
}
