/// Bash and the POSIX-family shells: heredocs, nested `$( … )` inside double quotes, `${…}`
/// expansions, `$'…'` strings, and `#` that is a comment only where a word starts.
extension Language {
    /// bash, sh, zsh and ksh.
    public static let bash = Language(
        name: "bash",
        aliases: ["sh", "shell", "zsh", "ksh", "shell-script"],
        extensions: ["sh", "bash", "zsh", "ksh", "ash", "dash", "bats", "command", "ebuild", "eclass"],
        fileNames: [".bashrc", ".bash_profile", ".bash_logout", ".bash_aliases", ".profile", ".zshrc", ".zshenv", ".zprofile", ".zlogin", ".zlogout", ".kshrc", "PKGBUILD", "APKBUILD", "bashrc", "zshrc"],
        interpreters: ["bash", "sh", "zsh", "ksh", "dash", "ash", "mksh", "busybox"],
        lexer: BashLexer()
    )
}

/// How a host embeds the shell for one command that ends with its line.
enum ShellEmbedding {
    /// The shell's start state for one command: it pops at the end of the first line that does
    /// not continue the command (a Dockerfile's `RUN … \`), whatever it is in.
    static let command: LineState = {
        var state = LineState()
        state.endsWithLine = true
        return state
    }()
}

extension LineState {
    /// Whether the shell lexing in this state ends with the command's line (`ShellEmbedding.command`):
    /// bit 30 of `flags`.
    @inline(__always) var endsWithLine: Bool {
        get { flags & (1 << 30) != 0 }
        set { if newValue { flags |= 1 << 30 } else { flags &= ~(1 << 30) } }
    }
}

/// A nesting open on the shell's stack (`$(…)`, `$((…))`, `${…}`, a backtick): its kind, and the
/// mode and depth to return to after it. Packed as kind in bits 24–31, mode in 16–23, depth in 0–15.
struct BashFrame: Equatable {
    var kind: UInt8
    var mode: UInt8
    var depth: UInt16

    @inline(__always) init(kind: UInt8, mode: UInt8, depth: UInt16) {
        self.kind = kind
        self.mode = mode
        self.depth = depth
    }

    @inline(__always) init(packed: UInt32) {
        kind = UInt8(truncatingIfNeeded: packed >> 24)
        mode = UInt8(truncatingIfNeeded: packed >> 16)
        depth = UInt16(truncatingIfNeeded: packed)
    }

    @inline(__always) var packed: UInt32 { UInt32(kind) << 24 | UInt32(mode) << 16 | UInt32(depth) }
}

/// What `depth` counts inside a shell frame: open parentheses (or braces in `${…}`), and open
/// `case`s in `$(…)`, whose patterns end in `)`. Packed as cases in the high byte, parentheses in the low.
struct BashDepth: Equatable {
    var parentheses: UInt8
    var cases: UInt8

    @inline(__always) init(parentheses: UInt8, cases: UInt8) {
        self.parentheses = parentheses
        self.cases = cases
    }

    @inline(__always) init(packed: UInt16) {
        parentheses = UInt8(truncatingIfNeeded: packed)
        cases = UInt8(truncatingIfNeeded: packed >> 8)
    }

    @inline(__always) var packed: UInt16 { UInt16(cases) << 8 | UInt16(parentheses) }
}

/// The spec scanner for code, plus the lexer's own double-quoted strings and `${…}` words.
///
/// Nesting (`"$(echo "inner")"`, `${x:-$(pwd)}`, backticks) is kept as `BashFrame`s on
/// `LineState.stack`. `depth` (a `BashDepth`) counts what is open inside the innermost frame —
/// parentheses and `case`s in `$( … )`, braces in `${ … }` — so the frame's closer is the one met at depth 0.
private struct BashLexer: Lexer {
    /// Inside `"…"` (or `$"…"`).
    static let quoted: UInt8 = SpecScanner.Mode.custom
    /// Inside `${name…}` after the name and its operator: the word part (`${x:-default}`).
    static let parameterWord: UInt8 = SpecScanner.Mode.custom + 1

    enum Frame {
        static let command: UInt8 = 1     // $( … )
        static let arithmetic: UInt8 = 2  // $(( … ))
        static let parameter: UInt8 = 3   // ${ … }
        static let backtick: UInt8 = 4    // ` … `
    }

    let scanner = SpecScanner(Self.spec)

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            switch c.state.mode {
            case Self.quoted: scanQuoted(&c)
            case Self.parameterWord: scanParameterWord(&c)
            default: scanner.scan(&c)
            }
        }
        if c.atLineEnd {
            scanner.endLine(&c)
            if c.state.endsWithLine, Self.endsCommand(c) { return .pop }
        }
        return .end
    }

    /// For a shell embedded as one command (a Dockerfile's `RUN`): whether it ends with this line,
    /// whatever it is inside — unless the line ends in `\`, is a comment or blank inside the
    /// continuation, or a heredoc's body follows.
    private static func endsCommand(_ c: Cursor) -> Bool {
        if c.state.mode == SpecScanner.Mode.heredoc { return false }
        let first = c.skipBlanks(from: 0)
        if first == c.line.count || c.line[first] == UInt8(ascii: "#") { return false }
        var e = c.line.count
        while e > 0, ASCII.isBlank(c.line[e - 1]) { e -= 1 }
        return c.line[e - 1] != UInt8(ascii: "\\")
    }

    // MARK: - Frames

    static func top(_ c: Cursor) -> UInt8 { BashFrame(packed: c.state.stack.last ?? 0).kind }

    /// Opens a frame and enters code in it; past `LineState.stackLimit` frames, returns false and
    /// leaves the state alone (the text inside reads as if it were not nested).
    @discardableResult
    static func push(_ c: inout Cursor, _ kind: UInt8) -> Bool {
        guard c.state.canPush else { return false }
        c.state.stack.append(BashFrame(kind: kind, mode: c.state.mode, depth: c.state.depth).packed)
        c.state.depth = 0
        c.state.mode = SpecScanner.Mode.code
        return true
    }

    static func pop(_ c: inout Cursor) {
        let frame = BashFrame(packed: c.state.stack.removeLast())
        c.state.mode = frame.mode
        c.state.depth = frame.depth
    }

    // MARK: - Double quotes

    /// Scans a double-quoted stretch: escapes, expansions, and the closing quote.
    private func scanQuoted(_ c: inout Cursor) {
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "\\") {
                let next = c.byte(i + 1)
                if next == UInt8(ascii: "$") || next == UInt8(ascii: "`") || next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") || i + 1 == c.end {
                    c.emit(start, i, .string)
                    c.emit(i, min(i + 2, c.end), .escape)
                    i = min(i + 2, c.end)
                    start = i
                } else {
                    i += 1
                }
            } else if b == UInt8(ascii: "\"") {
                c.emit(start, i + 1, .string)
                c.pos = i + 1
                c.state.mode = Self.top(c) == Frame.parameter ? Self.parameterWord : SpecScanner.Mode.code
                return
            } else if b == UInt8(ascii: "$") || b == UInt8(ascii: "`") {
                let next = c.byte(i + 1)
                if b == UInt8(ascii: "$"), next != UInt8(ascii: "("), next != UInt8(ascii: "{"), Self.nameEnd(c, i + 1) == i + 1 {
                    i += 1  // a `$` that stands for itself
                    continue
                }
                c.emit(start, i, .string)
                c.pos = i
                _ = Self.expansion(&c)
                if c.state.mode != Self.quoted { return }
                i = c.pos
                start = i
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// An expansion at `c.pos` (`$name`, `${`, `$(`, `$((`, a backtick); false when `$` stands for itself.
    static func expansion(_ c: inout Cursor) -> Bool {
        let i = c.pos
        if c.line[i] == UInt8(ascii: "`") {
            if top(c) == Frame.backtick {
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
                pop(&c)
            } else {
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
                push(&c, Frame.backtick)
            }
            return true
        }
        let next = c.byte(i + 1)
        if next == UInt8(ascii: "(") {
            let arithmetic = c.byte(i + 2) == UInt8(ascii: "(")
            let e = i + (arithmetic ? 3 : 2)
            c.emit(i, e, .punctuation)
            c.pos = e
            push(&c, arithmetic ? Frame.arithmetic : Frame.command)
            return true
        }
        if next == UInt8(ascii: "{") {
            var j = i + 2
            if c.byte(j) == UInt8(ascii: "#") || c.byte(j) == UInt8(ascii: "!") { j += 1 }
            j = nameEnd(c, j)
            if c.byte(j) == UInt8(ascii: "["), let k = c.firstIndex(in: subscriptEnd, from: j + 1), c.line[k] == UInt8(ascii: "]") {
                j = k + 1  // ${a[@]}, ${a[i]}
            }
            if c.byte(j) == UInt8(ascii: "}") {
                c.emit(i, j + 1, .variable)
                c.pos = j + 1
                return true
            }
            c.emit(i, j, .variable)
            let o = operatorEnd(c, j)
            c.emit(j, o, .operator)
            c.pos = o
            if push(&c, Frame.parameter) { c.state.mode = parameterWord }
            return true
        }
        let e = nameEnd(c, i + 1)
        guard e > i + 1 else { return false }
        c.emit(i, e, .variable)
        c.pos = e
        return true
    }

    static let subscriptEnd = ByteSet("]}")

    /// The end of the expansion operator after a parameter name (`:-`, `##`, `//`, `^^`…).
    static func operatorEnd(_ c: Cursor, _ j: Int) -> Int {
        let b = c.byte(j)
        switch b {
        case UInt8(ascii: ":"):  // :- := :+ :? or a substring offset
            let n = c.byte(j + 1)
            return n == UInt8(ascii: "-") || n == UInt8(ascii: "=") || n == UInt8(ascii: "+") || n == UInt8(ascii: "?") ? j + 2 : j + 1
        case UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "^"), UInt8(ascii: ","):  // # ## % %% ^ ^^ , ,,
            return c.byte(j + 1) == b ? j + 2 : j + 1
        case UInt8(ascii: "/"):  // / // /# /%
            let n = c.byte(j + 1)
            return n == UInt8(ascii: "/") || n == UInt8(ascii: "#") || n == UInt8(ascii: "%") ? j + 2 : j + 1
        case UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "@"):
            return j + 1
        default:
            return j
        }
    }

    /// The word part of `${…}`: plain text with expansions and quotes, up to the balancing `}`.
    private func scanParameterWord(_ c: inout Cursor) {
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            switch b {
            case UInt8(ascii: "}"):
                if c.state.depth == 0 {
                    c.emit(i, i + 1, .variable)
                    c.pos = i + 1
                    Self.pop(&c)
                    return
                }
                c.state.depth -= 1
                i += 1
            case UInt8(ascii: "{"):
                c.state.depth &+= 1
                i += 1
            case UInt8(ascii: "\\"):
                let e = c.escapeEnd(at: i)
                c.emit(i, e, .escape)
                i = e
            case UInt8(ascii: "\""):
                c.emit(i, i + 1, .string)
                c.pos = i + 1
                c.state.mode = Self.quoted
                return
            case UInt8(ascii: "'"):
                var e = i + 1
                while e < c.end, c.line[e] != UInt8(ascii: "'") { e += 1 }
                e = min(e + 1, c.end)
                c.emit(i, e, .string)
                i = e
            case UInt8(ascii: "$"), UInt8(ascii: "`"):
                c.pos = i
                if Self.expansion(&c) {
                    if c.state.mode != Self.parameterWord { return }
                    i = c.pos
                } else {
                    i += 1
                }
            default:
                i += 1
            }
        }
        c.pos = c.end
    }

    /// The end of a parameter name at `j`: an identifier, a positional digit, or one special character.
    static func nameEnd(_ c: Cursor, _ j: Int) -> Int {
        let b = c.byte(j)
        if ASCII.isLetter(b) || b == UInt8(ascii: "_") {
            var k = j + 1
            while isName(c.byte(k)) { k += 1 }
            return k
        }
        if ASCII.isDigit(b) { return j + 1 }
        // $@ $* $# $? $- $$ $!
        if b == UInt8(ascii: "@") || b == UInt8(ascii: "*") || b == UInt8(ascii: "#") || b == UInt8(ascii: "?") || b == UInt8(ascii: "-") || b == UInt8(ascii: "$") || b == UInt8(ascii: "!") { return j + 1 }
        return j
    }

    @inline(__always) static func isName(_ b: UInt8) -> Bool { ASCII.isLetter(b) || ASCII.isDigit(b) || b == UInt8(ascii: "_") }

    // MARK: - Spec and hooks

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.strings = [
            StringForm("'", "'", escape: nil, multiline: true),
            StringForm("$'", "'", multiline: true),
        ]
        spec.words = [
            (.keyword, ["if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until",
                        "do", "done", "in", "function", "time", "coproc"]),
            (.constant, ["true", "false"]),
            (.function, ["echo", "printf", "read", "cd", "pwd", "pushd", "popd", "dirs", "export", "local",
                         "declare", "typeset", "readonly", "set", "unset", "shift", "source", "alias", "unalias",
                         "eval", "exec", "exit", "return", "trap", "test", "break", "continue", "wait", "kill",
                         "jobs", "bg", "fg", "disown", "getopts", "let", "mapfile", "readarray", "shopt",
                         "ulimit", "umask", "hash", "type", "command", "builtin", "enable", "help", "history",
                         "caller", "compgen", "complete", "compopt", "logout", "suspend", "times", "autoload",
                         "setopt", "unsetopt", "zmodload", "emulate", "print", "whence"]),
        ]
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "-"))  // apt-get, my-func
        spec.identifierPart = part
        spec.functionIntroducers = ["function"]
        spec.operators = ByteSet("|&<>!=")
        spec.punctuation = ByteSet("(){}[];")
        spec.hooks = [
            (UInt8(ascii: "$"), dollar), (UInt8(ascii: "`"), backtick), (UInt8(ascii: "\""), quote), (UInt8(ascii: "#"), hash), (UInt8(ascii: "<"), less),
            (UInt8(ascii: "("), open), (UInt8(ascii: ")"), close), (UInt8(ascii: "\\"), escape),
            (UInt8(ascii: "="), equals), (UInt8(ascii: "-"), dash), (UInt8(ascii: "["), bracket), (UInt8(ascii: "]"), bracket),
            (UInt8(ascii: "+"), arithmetic), (UInt8(ascii: "*"), arithmetic), (UInt8(ascii: "/"), arithmetic), (UInt8(ascii: "%"), arithmetic),
            (UInt8(ascii: "c"), caseWord), (UInt8(ascii: "e"), caseWord),
        ] + (UInt8(ascii: "0")...UInt8(ascii: "9")).map { ($0, digit) }
        spec.heredocLine = heredocLine
        return spec
    }()

    static let dollar: LanguageSpec.Hook = { c, _ in
        let next = c.byte(c.pos + 1)
        if next == UInt8(ascii: "'") { return false }  // $'…', a spec string
        if next == UInt8(ascii: "\"") {
            c.emit(c.pos, c.pos + 2, .string)
            c.pos += 2
            c.state.mode = BashLexer.quoted
            return true
        }
        return expansion(&c)
    }

    static let backtick: LanguageSpec.Hook = { c, _ in expansion(&c) }

    static let quote: LanguageSpec.Hook = { c, _ in SharedHooks.openQuote(&c, into: BashLexer.quoted) }

    /// `#` starts a comment only where a word may start (`a#b` and `$#` are no comments).
    static let hash: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if i == 0 || isWordStart(c.line[i - 1]) {
            c.emitRest(.comment)
            return true
        }
        c.pos = i + 1
        return true
    }

    static func isWordStart(_ before: UInt8) -> Bool {
        ASCII.isBlank(before) || before == UInt8(ascii: ";") || before == UInt8(ascii: "&") || before == UInt8(ascii: "|") || before == UInt8(ascii: "(")
    }

    /// `<<<` is a here-string; `<<WORD`, `<<-WORD`, `<<'WORD'` queue a heredoc.
    static let less: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "<") else { return false }
        if c.byte(i + 2) == UInt8(ascii: "<") {
            c.emit(i, i + 3, .operator)
            c.pos = i + 3
            return true
        }
        if top(c) == Frame.arithmetic { return false }
        var j = i + 2
        let strips = c.byte(j) == UInt8(ascii: "-")
        if strips { j += 1 }
        c.emit(i, j, .operator)
        c.pos = j
        j = c.skipBlanks(from: j)
        var quoted = false
        var word: [UInt8] = []
        var k = j
        while k < c.end {
            let b = c.line[k]
            if b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") {
                quoted = true
                var m = k + 1
                while m < c.end, c.line[m] != b { m += 1 }
                word += c.bytes(k + 1, m)
                k = min(m + 1, c.end)
            } else if b == UInt8(ascii: "\\") {
                quoted = true
                k += 1
            } else if ASCII.isBlank(b) || b == UInt8(ascii: ";") || b == UInt8(ascii: "&") || b == UInt8(ascii: "|") || b == UInt8(ascii: "<") || b == UInt8(ascii: ">")
                        || b == UInt8(ascii: "(") || b == UInt8(ascii: ")") {
                break
            } else {
                word.append(b)
                k += 1
            }
        }
        guard !word.isEmpty else { return true }
        c.emit(j, k, .string)
        c.pos = k
        var options: SpecScanner.HeredocOptions = []
        if strips { options.insert(.stripsTabs) }
        if !quoted { options.insert(.interpolates) }
        scanner.queueHeredoc(&c, terminator: word, options: options)
        return true
    }

    /// Parentheses inside `$(…)` count toward its depth (low byte); the one at depth 0 ends it,
    /// unless a `case` is open there (high byte), whose patterns end in `)`.
    static let open: LanguageSpec.Hook = { c, _ in
        let t = top(c)
        var depth = BashDepth(packed: c.state.depth)
        if t == Frame.command || t == Frame.arithmetic, depth.parentheses < 0xFF {
            depth.parentheses += 1
            c.state.depth = depth.packed
        }
        return false
    }

    static let close: LanguageSpec.Hook = { c, _ in
        let t = top(c)
        guard t == Frame.command || t == Frame.arithmetic else { return false }
        var depth = BashDepth(packed: c.state.depth)
        if depth.parentheses > 0 {
            depth.parentheses -= 1
            c.state.depth = depth.packed
            return false
        }
        if depth.cases > 0 { return false }  // a case pattern's `)`
        let i = c.pos
        var e = i + 1
        if t == Frame.arithmetic, c.byte(e) == UInt8(ascii: ")") { e += 1 }
        c.emit(i, e, .punctuation)
        c.pos = e
        pop(&c)
        return true
    }

    /// `case` and `esac` inside `$(…)` open and close a stretch where `)` ends patterns, not the frame.
    static let caseWord: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard top(c) == Frame.command, i == 0 || isWordStart(c.line[i - 1]), c.byte(i + 4) == 0 || ASCII.isBlank(c.byte(i + 4)) || c.byte(i + 4) == UInt8(ascii: ";") || c.byte(i + 4) == UInt8(ascii: ")") else {
            return false
        }
        var depth = BashDepth(packed: c.state.depth)
        if c.matches(caseBytes, at: i), depth.cases < 0xFF {
            depth.cases += 1
        } else if c.matches(esacBytes, at: i), depth.cases > 0 {
            depth.cases -= 1
        }
        c.state.depth = depth.packed
        return false
    }

    static let caseBytes = Array("case".utf8)
    static let esacBytes = Array("esac".utf8)

    /// A backslash quotes the next byte, or continues the line (then it is punctuation).
    static let escape: LanguageSpec.Hook = { c, _ in
        let e = c.escapeEnd(at: c.pos)
        c.emit(c.pos, e, e >= c.end || (c.line[e] == UInt8(ascii: "\r") && e + 1 == c.end) ? .punctuation : .escape)
        c.pos = e
        return true
    }

    /// A number is a whole word of digits (`exit 1`, `2>&1`, `sleep 0.5`, `n=3`); digits inside
    /// words, globs and patterns (`-[0-9]*)`, `[^0-9]`, `VERSION=0.0.0`, `x86_64`) are text.
    /// Inside `$(( … ))` the scanner reads numbers as it does everywhere.
    static let digit: LanguageSpec.Hook = { c, _ in
        if top(c) == Frame.arithmetic { return false }
        let i = c.pos
        var e = i
        var dots = 0
        while e < c.end, ASCII.isWord(c.line[e]) || c.line[e] == UInt8(ascii: ".") {
            if c.line[e] == UInt8(ascii: ".") { dots += 1 }
            e += 1
        }
        let before = i == 0 ? UInt8(ascii: " ") : c.line[i - 1]
        let after = e == c.end ? UInt8(ascii: " ") : c.line[e]
        let bounded = (isWordStart(before) || before == UInt8(ascii: "=") || before == UInt8(ascii: "<") || before == UInt8(ascii: ">"))
            && (ASCII.isBlank(after) || numberEnds.contains(after))
        var digits = true
        for k in i..<e where !ASCII.isDigit(c.line[k]) && c.line[k] != UInt8(ascii: ".") { digits = false }
        if bounded, digits, dots <= 1, ASCII.isDigit(c.line[e - 1]) { c.emit(i, e, .number) }
        c.pos = e
        return true
    }

    static let numberEnds = ByteSet(";&|()<>")

    /// `NAME=value` and `NAME+=value`: the name is a variable.
    static let equals: LanguageSpec.Hook = { c, _ in
        let eq = c.pos
        var e = eq
        if e > 0, c.line[e - 1] == UInt8(ascii: "+") { e -= 1 }
        var s = e
        while s > 0, isName(c.line[s - 1]) { s -= 1 }
        let free = (c.tokens.tokens.last?.end ?? 0) <= c.tokens.base + s
        if s < e, free, !ASCII.isDigit(c.line[s]), s == 0 || isWordStart(c.line[s - 1]) || c.line[s - 1] == UInt8(ascii: "{") {
            c.emit(s, e, .variable)
        }
        if free || e == eq { c.emit(e, eq + 1, .operator) }
        c.pos = eq + 1
        return true
    }

    /// Options are plain words (`--force`, `-type`), except the test comparisons (`-eq`, `-nt`).
    static let dash: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        if top(c) == Frame.arithmetic { return arithmetic(&c, scanner) }
        guard i == 0 || isWordStart(c.line[i - 1]) else { return false }
        var j = i + 1
        while j < c.end, isName(c.line[j]) || c.line[j] == UInt8(ascii: "-") { j += 1 }
        if j - i == 3, let _ = comparisons.lookup(c.line, i, j) {
            c.emit(i, j, .operator)
        }
        c.pos = j
        return true
    }

    /// Inside `$(( … ))`, `+ - * / %` are operators.
    static let arithmetic: LanguageSpec.Hook = { c, _ in
        guard top(c) == Frame.arithmetic else { return false }
        c.emit(c.pos, c.pos + 1, .operator)
        c.pos += 1
        return true
    }

    static let comparisons = WordTable([(.operator, ["-eq", "-ne", "-lt", "-le", "-gt", "-ge", "-nt", "-ot", "-ef"])])

    /// `[[` and `]]` are reserved words; single brackets are punctuation.
    static let bracket: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        let b = c.line[i]
        guard c.byte(i + 1) == b else { return false }
        let bounded = b == UInt8(ascii: "[") ? (i == 0 || isWordStart(c.line[i - 1])) : (i > 0 && ASCII.isBlank(c.line[i - 1]))
        guard bounded else { return false }
        c.emit(i, i + 2, .keyword)
        c.pos = i + 2
        return true
    }

    /// A body line of an unquoted heredoc: expansions are variables, `\$` and friends escapes.
    static let heredocLine: LanguageSpec.HeredocLine = { c, _ in
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "\\"), c.byte(i + 1) == UInt8(ascii: "$") || c.byte(i + 1) == UInt8(ascii: "`") || c.byte(i + 1) == UInt8(ascii: "\\") {
                c.emit(start, i, .string)
                c.emit(i, i + 2, .escape)
                i += 2
                start = i
            } else if b == UInt8(ascii: "$") {
                var e = i + 1
                let next = c.byte(e)
                if next == UInt8(ascii: "(") || next == UInt8(ascii: "{") {
                    // $( … ) and ${ … } run to their balancing closer on this line.
                    let closer: UInt8 = next == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
                    var depth = 0
                    while e < c.end {
                        if c.line[e] == next { depth += 1 } else if c.line[e] == closer {
                            depth -= 1
                            if depth == 0 { e += 1; break }
                        }
                        e += 1
                    }
                } else {
                    e = nameEnd(c, e)
                }
                if e > i + 1 {
                    c.emit(start, i, .string)
                    c.emit(i, e, .variable)
                    start = e
                    i = e
                } else {
                    i += 1
                }
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }
}
