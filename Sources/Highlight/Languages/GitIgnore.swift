/// Ignore files: `.gitignore`, `.git/info/exclude`, and the tools that copy their syntax
/// (`.dockerignore`, `.npmignore`, `.prettierignore`…).
///
/// Kinds: patterns → string, with wildcards (`*`, `**`, `?`, `[a-z]`) → operator, `/` →
/// punctuation and `\` escapes → escape; a leading `!` (negation) → operator; `#` at the start
/// of a line → comment.
extension Language {
    /// gitignore-style pattern lists.
    public static let gitIgnore = Language(
        name: "gitignore",
        aliases: ["ignore", "dockerignore", "git-exclude"],
        extensions: ["gitignore", "dockerignore"],
        fileNames: [
            ".gitignore", ".dockerignore", ".npmignore", ".prettierignore", ".eslintignore", ".stylelintignore",
            ".vscodeignore", ".helmignore", ".gcloudignore", ".ignore", ".rgignore", ".fdignore", ".slugignore",
            ".git/info/exclude",
        ],
        interpreters: [],
        lexer: GitIgnoreLexer()
    )
}

/// Lexes one pattern a line; there is no state.
private struct GitIgnoreLexer: Lexer {
    var carriesState: Bool { false }

    func lex(_ c: inout Cursor) -> Transition {
        defer { c.pos = c.end }
        let e = c.endBeforeReturn
        let i = c.pos
        guard i < e else { return .end }
        switch c.line[i] {
        case UInt8(ascii: "#"): c.emit(i, e, .comment)
        case UInt8(ascii: "!"):
            c.emit(i, i + 1, .operator)
            GitPattern.emit(&c, from: i + 1, to: e)
        default: GitPattern.emit(&c, from: i, to: e)
        }
        return .end
    }
}

/// The glob patterns of `.gitignore` and `.gitattributes` lines.
enum GitPattern {
    /// Whether the line from `i` (its first non-blank) to `e` is empty or a `#` comment,
    /// which it colors: the lines git's line-based files skip.
    static func isBlankOrComment(_ c: Cursor, at i: Int, to e: Int) -> Bool {
        guard i < e else { return true }
        guard c.line[i] == UInt8(ascii: "#") else { return false }
        c.emit(i, e, .comment)
        return true
    }

    /// Colors `from..<to` as a pattern: literal runs as strings, wildcards and classes as
    /// operators, `/` as punctuation, `\x` as an escape.
    static func emit(_ c: inout Cursor, from: Int, to: Int) {
        let p = c.line
        var run = from
        var k = from
        // Once a `[` finds no `]` after it, none after it can: later ones do not look again.
        var closes = true
        while k < to {
            let b = p[k]
            var end = k + 1
            let kind: TokenKind
            switch b {
            case UInt8(ascii: "*"), UInt8(ascii: "?"): kind = .operator
            case UInt8(ascii: "/"): kind = .punctuation
            case UInt8(ascii: "\\") where k + 1 < to:
                kind = .escape
                end = min(c.characterEnd(at: k + 1), to)
            case UInt8(ascii: "[") where closes:
                // `[abc]`, `[!a-z]`, `[]x]`: a class, when it closes on this line.
                var j = k + 1
                if j < to, p[j] == UInt8(ascii: "!") || p[j] == UInt8(ascii: "^") { j += 1 }
                if j < to, p[j] == UInt8(ascii: "]") { j += 1 }
                while j < to, p[j] != UInt8(ascii: "]") { j += 1 }
                guard j < to else {
                    closes = false
                    k += 1
                    continue
                }
                kind = .operator
                end = j + 1
            default:
                k += 1
                continue
            }
            c.emit(run, k, .string)
            c.emit(k, end, kind)
            k = end
            run = end
        }
        c.emit(run, to, .string)
    }
}
