/// Windows batch files (cmd.exe): `REM` and `::` comments, `:labels`, `%VAR%`, `%~dp0`, `%%i`
/// and delayed `!VAR!` expansion, `^` escapes, redirections, and `echo`'s text left as text.
extension Language {
    /// cmd.exe batch scripts.
    public static let batch = Language(
        name: "batch",
        aliases: ["bat", "cmd", "batchfile", "dosbatch"],
        extensions: ["bat", "cmd"],
        fileNames: [],
        interpreters: [],
        lexer: BatchLexer()
    )
}

/// A line-at-a-time lexer: cmd.exe reads a script line by line, so no state crosses lines but
/// a trailing `^`, which joins the next line to this command (`flags` bit 0).
///
/// Within a line, the lexer knows whether the next word is in command position (at the start,
/// after `(`, `&`, `|`, `&&`, `||`, `do` or `else`): only there is `rem` a comment. `echo`'s
/// arguments are text wherever it stands (`if exist x echo yes`).
private struct BatchLexer: Lexer {

    static let words = WordTable([
        (.keyword, ["if", "else", "for", "in", "do", "goto", "call", "exit", "not", "exist", "defined",
                    "errorlevel", "cmdextversion", "equ", "neq", "lss", "leq", "gtr", "geq", "set", "setlocal",
                    "endlocal", "shift", "enableextensions", "disableextensions", "enabledelayedexpansion",
                    "disabledelayedexpansion"]),
        (.function, ["echo", "cd", "chdir", "pushd", "popd", "start", "title", "color", "mkdir", "md", "rmdir", "rd",
                     "del", "erase", "copy", "xcopy", "robocopy", "move", "ren", "rename", "type", "dir", "cls",
                     "pause", "choice", "timeout", "where", "findstr", "find", "more", "sort", "ver", "path",
                     "prompt", "assoc", "ftype", "date", "time", "vol", "mklink", "attrib", "tasklist", "taskkill",
                     "reg", "sc", "net", "cmd", "powershell"]),
        (.constant, ["nul", "con", "prn", "aux", "on", "off", "eof"]),
    ], ignoresCase: true)

    private static let rem = Array("rem".utf8)
    private static let echo = Array("echo".utf8)
    /// Bytes that end a word: blanks, and what cmd.exe splits commands and arguments at.
    private static let wordStop = ByteSet(" \t\r,;=()&|<>\"%!^")

    func lex(_ c: inout Cursor) -> Transition {
        let wasContinued = c.state.batch.contains(.continued)
        var commandNext = !wasContinued
        if !wasContinued, label(&c) {
            c.state.batch = []
            return .end
        }
        while c.pos < c.end {
            let i = c.skipBlanks(from: c.pos)
            c.pos = i
            guard i < c.end else { break }
            let b = c.line[i]
            if b == UInt8(ascii: "@"), commandNext {  // @ before a command: don't echo it
                c.emit(i, i + 1, .operator)
                c.pos = i + 1
            } else if commandNext, isWord(c, Self.rem, at: i) {
                c.emitRest(.comment)
            } else if isWord(c, Self.echo, at: i), i == 0 || !ASCII.isWord(c.line[i - 1]) {
                c.emit(i, i + 4, .function)
                c.pos = i + 4
                commandNext = text(&c)
            } else {
                commandNext = token(&c)
            }
        }
        if c.atLineEnd { c.state.batch = endsWithCaret(c) ? .continued : [] }
        return .end
    }

    /// `:name` at a line's start is a label; `::` (a label no `goto` can reach) is a comment.
    private func label(_ c: inout Cursor) -> Bool {
        let i = c.skipBlanks(from: 0)
        guard c.byte(i) == UInt8(ascii: ":") else { return false }
        if c.byte(i + 1) == UInt8(ascii: ":") {
            c.pos = i
            c.emitRest(.comment)
            return true
        }
        var j = i + 1
        while j < c.end, !Self.wordStop.contains(c.line[j]), c.line[j] != UInt8(ascii: ":") { j += 1 }
        c.emit(i, j, .function)
        c.pos = j
        if c.pos < c.end {
            // cmd.exe ignores what follows a label; people write notes there.
            c.pos = c.skipBlanks(from: j)
            c.emitRest(.comment)
        }
        return true
    }

    /// Whether the word `word` (lowercase) stands at `i`, ending at a blank, the line's end or
    /// (for `rem.` and `echo.`) a dot or colon.
    private func isWord(_ c: Cursor, _ word: [UInt8], at i: Int) -> Bool {
        guard c.matchesIgnoringCase(word, at: i) else { return false }
        let next = c.byte(i + word.count)
        return i + word.count >= c.end || ASCII.isBlank(next) || next == UInt8(ascii: ".") || next == UInt8(ascii: ":") || next == UInt8(ascii: "(")
            || (word == Self.echo && (next == UInt8(ascii: ">") || next == UInt8(ascii: "|") || next == UInt8(ascii: "&")))
    }

    /// `echo`'s arguments: text with expansions and escapes, up to a redirection or command
    /// separator. Returns whether a command follows.
    private func text(_ c: inout Cursor) -> Bool {
        let p = c.line
        var i = c.pos
        let start = c.skipBlanks(from: i)
        // `echo off`, `echo on`: the switch, not text.
        var j = start
        while j < c.end, ASCII.isLetter(p[j]) { j += 1 }
        if j > start, j - start <= 3, Self.words.lookup(p, start, j) == .constant, c.skipBlanks(from: j) >= c.end
            || c.byte(c.skipBlanks(from: j)) == UInt8(ascii: "\r") {
            c.emit(start, j, .constant)
            c.pos = j
            return false
        }
        while i < c.end {
            let b = p[i]
            if b == UInt8(ascii: "%") || b == UInt8(ascii: "!") || b == UInt8(ascii: "^") {
                let e = expansion(&c, at: i)
                i = max(e, i + 1)
            } else if b == UInt8(ascii: ">") || b == UInt8(ascii: "<") || b == UInt8(ascii: "|") || b == UInt8(ascii: "&") {
                // `1>&2`: the stream's digit belongs to the redirection.
                c.pos = b == UInt8(ascii: ">") && i > start && ASCII.isDigit(p[i - 1]) && (i - 1 == start || ASCII.isBlank(p[i - 2])) ? i - 1 : i
                return token(&c)
            } else if b == UInt8(ascii: ")"), c.state.depth > 0 {
                c.pos = i
                return token(&c)
            } else {
                i += 1
            }
        }
        c.pos = c.end
        return false
    }

    /// One token in code; returns whether the next word is in command position.
    private func token(_ c: inout Cursor) -> Bool {
        let p = c.line
        let i = c.pos
        let b = p[i]
        switch b {
        case UInt8(ascii: "%"), UInt8(ascii: "!"), UInt8(ascii: "^"):  // % ! ^
            let e = expansion(&c, at: i)
            c.pos = max(e, i + 1)
            return false
        case UInt8(ascii: "\""):
            string(&c, at: i)
            return false
        case UInt8(ascii: "("):
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            c.state.depth &+= 1
            return true
        case UInt8(ascii: ")"):
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            if c.state.depth > 0 { c.state.depth -= 1 }
            return false
        case UInt8(ascii: "&"), UInt8(ascii: "|"):  // & && | ||
            let e = c.byte(i + 1) == b ? i + 2 : i + 1
            c.emit(i, e, .operator)
            c.pos = e
            return true
        case UInt8(ascii: ">"), UInt8(ascii: "<"):
            redirection(&c, from: i)
            return false
        case UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: ";"):
            let e = b == UInt8(ascii: "=") && c.byte(i + 1) == UInt8(ascii: "=") ? i + 2 : i + 1
            c.emit(i, e, b == UInt8(ascii: "=") ? .operator : .punctuation)
            c.pos = e
            return false
        case UInt8(ascii: "/") where ASCII.isLetter(c.byte(i + 1)) || c.byte(i + 1) == UInt8(ascii: "?"):  // /a, /b, /?
            var e = i + 2
            while e < c.end, ASCII.isLetter(p[e]) { e += 1 }
            c.emit(i, e, .attribute)
            c.pos = e
            return false
        default:
            return word(&c)
        }
    }

    /// `>`, `>>`, `<`, `2>`, `1>&2`, `2>&1` from `i` (where a stream's digit may stand).
    private func redirection(_ c: inout Cursor, from i: Int) {
        var e = ASCII.isDigit(c.line[i]) ? i + 2 : i + 1
        if c.byte(e) == UInt8(ascii: ">") { e += 1 }
        if c.byte(e) == UInt8(ascii: "&"), ASCII.isDigit(c.byte(e + 1)) { e += 2 }
        c.emit(i, e, .operator)
        c.pos = e
    }

    /// A word: a keyword, a command, a number, a `goto` target, or the name `set` assigns.
    private func word(_ c: inout Cursor) -> Bool {
        let p = c.line
        let i = c.pos
        var j = i + 1
        while j < c.end, !Self.wordStop.contains(p[j]) { j += 1 }
        c.pos = j
        if ASCII.isDigit(p[i]) {
            if j == i + 1, c.byte(j) == UInt8(ascii: ">"), i == 0 || ASCII.isBlank(p[i - 1]) {
                redirection(&c, from: i)
                return false
            }
            var k = i
            while k < j, ASCII.isDigit(p[k]) || (k == i + 1 && (p[k] | 0x20) == UInt8(ascii: "x")) || (k > i + 1 && ASCII.isHexDigit(p[k])) { k += 1 }
            if k == j { c.emit(i, j, .number) }
            return false
        }
        guard let kind = Self.words.lookup(p, i, j) else { return false }
        c.emit(i, j, kind)
        let lower = ASCII.lower(p[i])
        if kind == .keyword {
            if j - i == 4, lower == UInt8(ascii: "g") || lower == UInt8(ascii: "c") { target(&c) }  // goto, call
            if j - i == 3, lower == UInt8(ascii: "s"), p[i + 1] | 0x20 == UInt8(ascii: "e") { assignment(&c) }  // set
            return (j - i == 2 && lower == UInt8(ascii: "d")) || (j - i == 4 && lower == UInt8(ascii: "e") && p[i + 1] | 0x20 == UInt8(ascii: "l"))  // do, else
        }
        return false
    }

    /// The label after `goto` or `call` (`:eof`, `:usage`, `end`); `call` may name a program instead.
    private func target(_ c: inout Cursor) {
        let i = c.skipBlanks(from: c.pos)
        let isCall = ASCII.lower(c.line[c.pos - 4]) == UInt8(ascii: "c")
        guard i < c.end, !isCall || c.line[i] == UInt8(ascii: ":") else { return }
        var j = c.line[i] == UInt8(ascii: ":") ? i + 1 : i
        while j < c.end, !Self.wordStop.contains(c.line[j]) { j += 1 }
        guard j > i, c.line[i] != UInt8(ascii: "%"), c.line[i] != UInt8(ascii: "!") else { return }
        c.emit(i, j, .function)
        c.pos = j
    }

    /// `set NAME=value`, `set /a N+=1`, `set "NAME=value"`: the name is a variable.
    private func assignment(_ c: inout Cursor) {
        var i = c.skipBlanks(from: c.pos)
        while c.byte(i) == UInt8(ascii: "/"), ASCII.isLetter(c.byte(i + 1)) {
            c.emit(i, i + 2, .attribute)
            i = c.skipBlanks(from: i + 2)
        }
        c.pos = i
        let quoted = c.byte(i) == UInt8(ascii: "\"")
        var j = quoted ? i + 1 : i
        while j < c.end, !Self.wordStop.contains(c.line[j]), !ByteSet("+-*/").contains(c.line[j]) { j += 1 }
        guard j > (quoted ? i + 1 : i), j < c.end else { return }
        if quoted {
            // The quotes hold the whole assignment; the name inside is still a variable.
            c.emit(i, i + 1, .string)
            c.emit(i + 1, j, .variable)
            c.pos = j
            string(&c, at: j, opened: true)
        } else {
            c.emit(i, j, .variable)
            c.pos = j
        }
    }

    /// A `"…"` string from `i` (its opening quote, unless `opened`) to the closing quote or the
    /// line's end, with expansions inside colored as variables.
    private func string(_ c: inout Cursor, at i: Int, opened: Bool = false) {
        var start = i
        var k = opened ? i : i + 1
        while k < c.end {
            let b = c.line[k]
            if b == UInt8(ascii: "\"") {
                c.emit(start, k + 1, .string)
                c.pos = k + 1
                return
            }
            if b == UInt8(ascii: "%") || b == UInt8(ascii: "!") {
                let e = expansionEnd(c, at: k)
                if e > k {
                    c.emit(start, k, .string)
                    c.emit(k, e, .variable)
                    start = e
                    k = e
                    continue
                }
            }
            k += 1
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// Colors the expansion or escape at `i` (`%…`, `!…!`, `^x`) and returns its end; `i` when
    /// none stands there.
    private func expansion(_ c: inout Cursor, at i: Int) -> Int {
        if c.line[i] == UInt8(ascii: "^") {  // ^ escapes the next byte, or the line break
            let e = min(i + 2, c.end)
            c.emit(i, e, .escape)
            return e
        }
        let e = expansionEnd(c, at: i)
        if e > i { c.emit(i, e, .variable) }
        return e
    }

    /// The end of `%NAME%`, `%NAME:~0,4%`, `%~dp0`, `%1`, `%*`, `%%i`, `%%~nxf` or `!NAME!` at
    /// `i`, or `i` when none stands there.
    private func expansionEnd(_ c: Cursor, at i: Int) -> Int {
        let p = c.line
        let b = p[i]
        var j = i + 1
        if b == UInt8(ascii: "%") {
            if c.byte(j) == UInt8(ascii: "%") { j += 1 }  // %%i: a for loop's variable in a script
            let doubled = j == i + 2
            if c.byte(j) == UInt8(ascii: "~") {  // %~dp0, %%~nxf: modifier letters, then the digit or loop letter
                j += 1
                while ASCII.isLetter(c.byte(j)) { j += 1 }
                if ASCII.isDigit(c.byte(j)) { return j + 1 }
                return doubled && ASCII.isLetter(c.byte(j - 1)) ? j : i
            }
            if ASCII.isDigit(c.byte(j)) || c.byte(j) == UInt8(ascii: "*") { return j + 1 }
            if doubled { return ASCII.isLetter(c.byte(j)) ? j + 1 : i }
        }
        // %NAME% and !NAME!: up to the same byte, on this line, not across blanks but in edits.
        var k = j
        var inEdit = false
        while k < c.end, p[k] != b {
            if p[k] == UInt8(ascii: ":") { inEdit = true }
            if !inEdit, ASCII.isBlank(p[k]) || p[k] == UInt8(ascii: "\"") { return i }
            k += 1
        }
        guard k < c.end, k > j else { return i }
        return k + 1
    }

    private func endsWithCaret(_ c: Cursor) -> Bool {
        var e = c.end
        if e > 0, c.line[e - 1] == UInt8(ascii: "\r") { e -= 1 }
        return e > 0 && c.line[e - 1] == UInt8(ascii: "^")
    }
}

/// Batch's bit of `LineState.flags`.
struct BatchFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// The previous line ended in `^`, so this one continues its command's arguments.
    static let continued = BatchFlags(rawValue: 1)
}

extension LineState {
    /// `flags` read as `BatchFlags`.
    @inline(__always) var batch: BatchFlags {
        get { BatchFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
