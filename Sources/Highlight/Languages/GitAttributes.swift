/// `.gitattributes` (and `.git/info/attributes`): a pattern, then attributes set, unset or given values.
///
/// Kinds: the pattern as in `.gitignore` (string, wildcards → operator); attribute names →
/// attribute; `-` (unset) and `!` (unspecified) → operator; `=` → operator and the value →
/// string; `[attr]name` macro definitions → keyword and type; `#` lines → comment.
extension Language {
    /// git attribute files.
    public static let gitAttributes = Language(
        name: "gitattributes",
        aliases: ["git-attributes"],
        extensions: ["gitattributes"],
        fileNames: [".gitattributes", ".git/info/attributes"],
        interpreters: [],
        lexer: GitAttributesLexer()
    )
}

/// Lexes one pattern and its attributes a line; there is no state.
private struct GitAttributesLexer: Lexer {
    var carriesState: Bool { false }

    private static let macro = Array("[attr]".utf8)

    func lex(_ c: inout Cursor) -> Transition {
        defer { c.pos = c.end }
        let p = c.line
        let e = c.endBeforeReturn
        let i = c.skipBlanks(from: c.pos)
        if GitPattern.isBlankOrComment(c, at: i, to: e) { return .end }
        var k = i
        if c.matches(Self.macro, at: i) {
            c.emit(i, i + Self.macro.count, .keyword)
            k = i + Self.macro.count
            while k < e, !ASCII.isBlank(p[k]) { k += 1 }
            c.emit(i + Self.macro.count, k, .type)
        } else if p[i] == UInt8(ascii: "\"") {
            // A quoted pattern, with C-style escapes, may hold blanks.
            k = i + 1
            while k < e, p[k] != UInt8(ascii: "\"") { k += p[k] == UInt8(ascii: "\\") ? 2 : 1 }
            k = min(k + 1, e)
            c.emit(i, k, .string)
        } else {
            while k < e, !ASCII.isBlank(p[k]) { k += 1 }
            GitPattern.emit(&c, from: i, to: k)
        }
        attributes(&c, from: k, to: e)
        return .end
    }

    /// `text eol=lf -diff !merge linguist-vendored`.
    private func attributes(_ c: inout Cursor, from: Int, to e: Int) {
        let p = c.line
        var k = c.skipBlanks(from: from)
        while k < e {
            let start = k
            if p[k] == UInt8(ascii: "-") || p[k] == UInt8(ascii: "!") {
                c.emit(k, k + 1, .operator)
                k += 1
            }
            let name = k
            while k < e, !ASCII.isBlank(p[k]), p[k] != UInt8(ascii: "=") { k += 1 }
            c.emit(name, k, .attribute)
            if k < e, p[k] == UInt8(ascii: "="), p[start] != UInt8(ascii: "-"), p[start] != UInt8(ascii: "!") {
                c.emit(k, k + 1, .operator)
                let value = k + 1
                while k < e, !ASCII.isBlank(p[k]) { k += 1 }
                c.emit(value, k, .string)
            }
            while k < e, !ASCII.isBlank(p[k]) { k += 1 }
            // A form feed is a blank the loops above stop at but `skipBlanks` keeps.
            if k == start { k += 1 }
            k = c.skipBlanks(from: k)
        }
    }
}
