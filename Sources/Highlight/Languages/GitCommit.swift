/// git commit messages as the editor sees them: `COMMIT_EDITMSG`, `MERGE_MSG`, `TAG_EDITMSG`.
///
/// Kinds: the subject line → heading, and its characters past 50 → tag (the themes' red, standing in
/// for a warning); a non-blank second line → tag; body text past 72 characters → tag; `#` lines
/// → comment; trailers (`Signed-off-by: Name <mail>`) → keyword, punctuation, string and link.
/// Below the scissors line `git commit -v` writes (`# ---- >8 ----`) the diff is lexed as a diff.
extension Language {
    /// git commit, merge and tag messages.
    public static let gitCommit = Language(
        name: "git-commit",
        aliases: ["gitcommit", "commit-message"],
        extensions: [],
        fileNames: ["COMMIT_EDITMSG", "MERGE_MSG", "TAG_EDITMSG", "SQUASH_MSG", "EDIT_DESCRIPTION", "NOTES_EDITMSG"],
        interpreters: [],
        lexer: GitCommitLexer()
    )
}

/// Lexes a message line by line; `mode` says which line of the message this is (`Mode`).
private struct GitCommitLexer: Lexer {
    private enum Mode {
        /// Before the subject: blank and comment lines only so far.
        static let start: UInt8 = 0
        /// The line after the subject, which should be blank.
        static let separator: UInt8 = 1
        static let body: UInt8 = 2
        /// Past the scissors line: its comment lines, then the diff.
        static let scissors: UInt8 = 3
        /// The diff is embedded and never ends.
        static let diff: UInt8 = 4
    }

    static let subjectLimit = 50
    static let bodyLimit = 72
    private static let scissors = Array(" >8 ".utf8)
    private static let diffLanguage = Language.diff

    func lex(_ c: inout Cursor) -> Transition {
        let p = c.line
        let i = c.pos
        let e = c.endBeforeReturn
        guard c.state.mode != Mode.diff else {
            c.pos = c.end
            return .end
        }
        if i < e, p[i] == UInt8(ascii: "#") {
            c.emit(i, e, .comment)
            if isScissors(c, from: i, to: e) { c.state.mode = Mode.scissors }
            c.pos = c.end
            return .end
        }
        if c.state.mode == Mode.scissors {
            c.state.mode = Mode.diff
            c.pos = i
            return .push(language: Self.diffLanguage, state: LineState(), opaque: false)
        }
        let blank = c.skipBlanks(from: i) >= e
        c.pos = c.end
        switch c.state.mode {
        case Mode.start:
            guard !blank else { return .end }
            let cut = Self.index(c, from: i, to: e, afterCharacters: Self.subjectLimit)
            c.emit(i, cut, .heading)
            c.emit(cut, e, .tag)
            c.state.mode = Mode.separator
        case Mode.separator:
            c.state.mode = Mode.body
            if !blank { c.emit(i, e, .tag) }
        default:
            if !trailer(&c, from: i, to: e) {
                let cut = Self.index(c, from: i, to: e, afterCharacters: Self.bodyLimit)
                c.emit(cut, e, .tag)
            }
        }
        return .end
    }

    /// `# ------------------------ >8 ------------------------`: the rest is the diff.
    private func isScissors(_ c: Cursor, from i: Int, to e: Int) -> Bool {
        var k = i + 1
        while k + Self.scissors.count <= e {
            if c.matches(Self.scissors, at: k) { return true }
            guard c.line[k] == UInt8(ascii: " ") || c.line[k] == UInt8(ascii: "-") else { return false }
            k += 1
        }
        return false
    }

    /// `Signed-off-by: A U Thor <author@example.com>`, `Fixes: #12`: a dash-joined token, a colon,
    /// a blank and a value. Only tokens ending in `-by` or git's and forges' common ones count,
    /// so a sentence like `Note: this…` stays prose.
    private func trailer(_ c: inout Cursor, from i: Int, to e: Int) -> Bool {
        let p = c.line
        var j = i
        while j < e, ASCII.isLetter(p[j]) || ASCII.isDigit(p[j]) || p[j] == UInt8(ascii: "-") { j += 1 }
        guard j > i, j + 1 < e, p[j] == UInt8(ascii: ":"), p[j + 1] == UInt8(ascii: " "), ASCII.isLetter(p[i]) else { return false }
        let isBy = j - i > 3 && p[j - 3] == UInt8(ascii: "-") && ASCII.lower(p[j - 2]) == UInt8(ascii: "b") && ASCII.lower(p[j - 1]) == UInt8(ascii: "y")
        guard isBy || Self.trailers.lookup(p, i, j) != nil else { return false }
        c.emit(i, j, .keyword)
        c.emit(j, j + 1, .punctuation)
        let v = c.skipBlanks(from: j + 1)
        if let open = (v..<e).first(where: { p[$0] == UInt8(ascii: "<") }), p[e - 1] == UInt8(ascii: ">") {
            var nameEnd = open
            while nameEnd > v, ASCII.isBlank(p[nameEnd - 1]) { nameEnd -= 1 }
            c.emit(v, nameEnd, .string)
            c.emit(open, e, .link)
        } else {
            c.emit(v, e, .string)
        }
        return true
    }

    /// The index just past the first `count` characters (UTF-8 sequences count once) of `from..<to`.
    private static func index(_ c: Cursor, from: Int, to: Int, afterCharacters count: Int) -> Int {
        var seen = 0
        var k = from
        while k < to {
            if c.line[k] & 0xC0 != 0x80 {
                if seen == count { return k }
                seen += 1
            }
            k += 1
        }
        return to
    }

    private static let trailers = WordTable([(.keyword, [
        "Cc", "Fixes", "Closes", "Close", "Resolves", "Refs", "Ref", "See-also", "Link", "Change-Id", "Bug",
        "BREAKING-CHANGE", "Issue", "Related", "Part-of", "Signed-off-by", "Co-authored-by",
    ])], ignoresCase: true)
}
