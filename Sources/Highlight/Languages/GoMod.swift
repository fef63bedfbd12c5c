/// Go module files: `go.mod` and `go.work`, and the checksums of `go.sum` and `go.work.sum`.
///
/// Kinds: directives (`module`, `require`, `replace`…) → keyword; module paths and file paths →
/// string; versions (`v1.2.3`, `v0.0.0-2023…-abcdef`, `1.22`) → number; `=>` → operator;
/// brackets → punctuation; `// comments` (and `// indirect`) → comment; go.sum hashes (`h1:…`) → constant.
extension Language {
    /// go.mod, go.work and go.sum.
    public static let goMod = Language(
        name: "go-mod",
        aliases: ["gomod", "go.mod", "go-sum", "gosum", "go-work"],
        extensions: [],
        fileNames: ["go.mod", "go.sum", "go.work", "go.work.sum"],
        interpreters: [],
        lexer: GoModLexer()
    )
}

/// Lexes a line as blank-separated words; every form ends with its line, so there is no state.
private struct GoModLexer: Lexer {
    var carriesState: Bool { false }

    private static let directives = WordTable([(.keyword, [
        "module", "go", "toolchain", "godebug", "require", "replace", "exclude", "retract", "tool", "ignore", "use",
    ])])
    private static let hashPrefix = Array("h1:".utf8)

    func lex(_ c: inout Cursor) -> Transition {
        let p = c.line
        var k = c.skipBlanks(from: c.pos)
        var first = true
        while k < c.end {
            let b = p[k]
            if b == UInt8(ascii: "/"), c.byte(k + 1) == UInt8(ascii: "/") {
                c.emit(k, c.end, .comment)
                break
            }
            if b == UInt8(ascii: "(") || b == UInt8(ascii: ")") || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: ",") {
                c.emit(k, k + 1, .punctuation)
                k = c.skipBlanks(from: k + 1)
                continue
            }
            var e = k
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "`") {
                // A quoted path: `"` with escapes, or a raw backquoted one.
                e += 1
                while e < c.end, p[e] != b { e += p[e] == UInt8(ascii: "\\") && b == UInt8(ascii: "\"") ? 2 : 1 }
                e = min(e + 1, c.end)
                c.emit(k, e, .string)
            } else {
                while e < c.end, !ASCII.isBlank(p[e]), p[e] != UInt8(ascii: ","), p[e] != UInt8(ascii: "]"), p[e] != UInt8(ascii: ")") { e += 1 }
                // A `\r` or form feed is a blank the loop above stops at but `skipBlanks` keeps.
                if e == k { e = c.characterEnd(at: k) }
                c.emit(k, e, kind(c, k, e, first: first))
            }
            first = false
            k = c.skipBlanks(from: e)
        }
        c.pos = c.end
        return .end
    }

    private func kind(_ c: Cursor, _ from: Int, _ to: Int, first: Bool) -> TokenKind {
        let p = c.line
        if first, Self.directives.lookup(p, from, to) != nil { return .keyword }
        if to - from == 2, p[from] == UInt8(ascii: "="), p[from + 1] == UInt8(ascii: ">") { return .operator }
        if c.matches(Self.hashPrefix, at: from) { return .constant }
        let digit = p[from] == UInt8(ascii: "v") ? from + 1 : from
        if digit < to, ASCII.isDigit(p[digit]) { return .number }
        return .string
    }
}
