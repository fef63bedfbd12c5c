/// INI files and their relatives: git config, EditorConfig, Java properties, systemd units, setup.cfg.
///
/// Kinds: section names (`[core]`, `[remote "origin"]`) → type with brackets as punctuation and a
/// quoted subsection as string; keys → property; `=`/`:` → operator; values → string, except
/// booleans (constant) and numbers; `;` and `#` comments at the start of a line or after a blank.
extension Language {
    /// INI-style configuration files.
    public static let ini = Language(
        name: "ini",
        aliases: ["gitconfig", "editorconfig", "cfg", "conf", "properties", "dosini"],
        extensions: ["ini", "cfg", "conf", "properties", "prefs", "desktop", "service", "socket", "timer", "mount", "target", "inf", "gitconfig", "editorconfig", "npmrc", "pylintrc"],
        fileNames: [".gitconfig", ".gitmodules", ".editorconfig", ".npmrc", ".pylintrc", "setup.cfg", "tox.ini", ".flake8", ".coveragerc", "pytest.ini", "mypy.ini", "config.worktree", ".git/config"],
        interpreters: [],
        lexer: INILexer()
    )
}

/// Lexes INI lines; the only state is a value continued by a trailing backslash (`mode` 1).
private struct INILexer: Lexer {
    private static let constants = WordTable([(.constant, ["true", "false", "yes", "no", "on", "off", "none"])], ignoresCase: true)
    private static let keyStop = ByteSet("=:;#[ \t\r")

    func lex(_ c: inout Cursor) -> Transition {
        let continued = c.state.mode == 1
        c.state = LineState()
        if continued {
            value(&c, from: c.pos)
        } else {
            entry(&c)
        }
        c.pos = c.end
        if c.atLineEnd, endsWithBackslash(c) { c.state.mode = 1 }
        return .end
    }

    private func entry(_ c: inout Cursor) {
        let p = c.line
        let i = c.skipBlanks(from: c.pos)
        guard i < c.end else { return }
        switch p[i] {
        case UInt8(ascii: ";"), UInt8(ascii: "#"):  // ; #
            c.emit(i, c.end, .comment)
        case UInt8(ascii: "["):
            section(&c, from: i)
        default:
            var j = i
            while j < c.end {
                if p[j] == UInt8(ascii: " ") {
                    // Spaces inside a key belong to it; past the run, the key ends if `=` or `:` follows.
                    if endsKey(c, j) { break }
                    while j < c.end, p[j] == UInt8(ascii: " ") { j += 1 }
                } else if Self.keyStop.contains(p[j]) {
                    break
                } else {
                    j += 1
                }
            }
            c.emit(i, j, .property)
            let k = c.skipBlanks(from: j)
            guard k < c.end, p[k] == UInt8(ascii: "=") || p[k] == UInt8(ascii: ":") else {
                comment(&c, from: k)
                return
            }
            c.emit(k, k + 1, .operator)
            value(&c, from: k + 1)
        }
    }

    /// Whether the blank at `j` ends a key: only blanks stand between it and `=`, `:` or the end.
    private func endsKey(_ c: Cursor, _ j: Int) -> Bool {
        let k = c.skipBlanks(from: j)
        return k >= c.end || c.line[k] == UInt8(ascii: "=") || c.line[k] == UInt8(ascii: ":") || c.line[k] == UInt8(ascii: "\r")
    }

    /// `[section]`, `[section.sub]`, `[remote "origin"]`, `[*.{js,py}]`.
    private func section(_ c: inout Cursor, from i: Int) {
        let p = c.line
        c.emit(i, i + 1, .punctuation)
        var j = i + 1
        var start = j
        while j < c.end, p[j] != UInt8(ascii: "]") {
            if p[j] == UInt8(ascii: "\"") {
                var e = j
                while e > start, ASCII.isBlank(p[e - 1]) { e -= 1 }
                c.emit(start, e, .type)
                var k = j + 1
                while k < c.end, p[k] != UInt8(ascii: "\"") { k += p[k] == UInt8(ascii: "\\") ? 2 : 1 }
                k = min(k + 1, c.end)
                c.emit(j, k, .string)
                j = k
                start = k
                continue
            }
            j += 1
        }
        c.emit(start, j, .type)
        guard j < c.end else { return }
        c.emit(j, j + 1, .punctuation)
        comment(&c, from: c.skipBlanks(from: j + 1))
    }

    /// A value from `from`: quoted parts are strings with escapes, a lone boolean or number is
    /// colored as such, and a `;` or `#` after a blank starts a comment.
    private func value(_ c: inout Cursor, from: Int) {
        let p = c.line
        let i = c.skipBlanks(from: from)
        var j = i
        var start = i
        var lastWord = i
        while j < c.end {
            let b = p[j]
            if (b == UInt8(ascii: ";") || b == UInt8(ascii: "#")), j == i || ASCII.isBlank(p[j - 1]) {
                break
            }
            if b == UInt8(ascii: "\"") {
                c.emit(start, j, .string)
                var k = j + 1
                var run = j
                while k < c.end, p[k] != UInt8(ascii: "\"") {
                    if p[k] == UInt8(ascii: "\\"), k + 1 < c.end {
                        // The escaped byte may lead a UTF-8 sequence, which stays whole.
                        var e = k + 2
                        while e < c.end, p[e] & 0xC0 == 0x80, p[k + 1] >= 0xC0 { e += 1 }
                        c.emit(run, k, .string)
                        c.emit(k, e, .escape)
                        k = e
                        run = k
                        continue
                    }
                    k += 1
                }
                k = min(k + 1, c.end)
                c.emit(run, k, .string)
                j = k
                start = k
                continue
            }
            if !ASCII.isBlank(b) { lastWord = j + 1 }
            j += 1
        }
        if start == i, lastWord > i, let kind = scalarKind(c, i, lastWord) {
            c.emit(i, lastWord, kind)
        } else {
            c.emit(start, lastWord, .string)
        }
        comment(&c, from: j)
    }

    private func scalarKind(_ c: Cursor, _ from: Int, _ to: Int) -> TokenKind? {
        if Self.constants.lookup(c.line, from, to) != nil { return .constant }
        var k = from
        if c.line[k] == UInt8(ascii: "-") || c.line[k] == UInt8(ascii: "+") { k += 1 }
        guard k < to else { return nil }
        var dots = 0
        while k < to, ASCII.isDigit(c.line[k]) || (c.line[k] == UInt8(ascii: ".") && dots == 0) {
            if c.line[k] == UInt8(ascii: ".") { dots += 1 }
            k += 1
        }
        return k == to ? .number : nil
    }

    private func comment(_ c: inout Cursor, from: Int) {
        if from < c.end, c.line[from] == UInt8(ascii: ";") || c.line[from] == UInt8(ascii: "#") { c.emit(from, c.end, .comment) }
    }

    private func endsWithBackslash(_ c: Cursor) -> Bool {
        var e = c.end
        if e > 0, c.line[e - 1] == UInt8(ascii: "\r") { e -= 1 }
        return e > 0 && c.line[e - 1] == UInt8(ascii: "\\")
    }
}
