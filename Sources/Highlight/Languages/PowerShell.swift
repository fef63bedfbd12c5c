/// PowerShell: here-strings, `<# #>` comments, `$variables` and `$( … )` in strings, backtick
/// escapes, `Verb-Noun` commands, `-eq`-style operators and `[type]` literals.
extension Language {
    /// PowerShell scripts and modules.
    public static let powershell = Language(
        name: "powershell",
        aliases: ["pwsh", "ps1", "posh"],
        extensions: ["ps1", "psm1", "psd1"],
        fileNames: [],
        interpreters: ["pwsh", "powershell"],
        lexer: PowerShellLexer()
    )
}

/// The spec scanner for code, plus the lexer's own expandable strings and here-strings.
///
/// A `$( … )` subexpression pushes `mode to return to << 16 | saved depth` on `LineState.stack`;
/// `depth` counts the parentheses opened inside it.
private struct PowerShellLexer: Lexer {
    enum Mode {
        /// `"…"`: expandable, may span lines.
        static let quoted: UInt8 = SpecScanner.Mode.custom
        /// `@"` … `"@`: expandable here-string.
        static let hereQuoted: UInt8 = SpecScanner.Mode.custom + 1
        /// `@'` … `'@`: literal here-string.
        static let hereLiteral: UInt8 = SpecScanner.Mode.custom + 2
    }

    let scanner = SpecScanner(Self.spec)

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            switch c.state.mode {
            case Mode.quoted, Mode.hereQuoted: scanExpandable(&c)
            case Mode.hereLiteral: scanHereLiteral(&c)
            default: scanner.scan(&c)
            }
        }
        if c.atLineEnd { scanner.endLine(&c) }
        return .end
    }

    // MARK: - Strings

    /// Whether a here-string's closer (`"@` or `'@`) starts the line at `c.pos`.
    private func closesHereString(_ c: Cursor, _ quote: UInt8) -> Bool {
        c.pos == 0 && c.byte(0) == quote && c.byte(1) == UInt8(ascii: "@")
    }

    private func scanHereLiteral(_ c: inout Cursor) {
        if closesHereString(c, UInt8(ascii: "'")) {
            c.emit(0, 2, .string)
            c.pos = 2
            c.state.mode = SpecScanner.Mode.code
            return
        }
        c.emitRest(.string)
    }

    /// An expandable string or here-string: backtick escapes, `$variables`, `$( … )`, and its closer.
    private func scanExpandable(_ c: inout Cursor) {
        let here = c.state.mode == Mode.hereQuoted
        if here, closesHereString(c, UInt8(ascii: "\"")) {
            c.emit(0, 2, .string)
            c.pos = 2
            c.state.mode = SpecScanner.Mode.code
            return
        }
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "`") {
                c.emit(start, i, .string)
                let e = c.escapeEnd(at: i)
                c.emit(i, e, .escape)
                i = e
                start = i
            } else if b == UInt8(ascii: "\""), !here {
                if c.byte(i + 1) == UInt8(ascii: "\"") {  // "" stands for a quote
                    c.emit(start, i, .string)
                    c.emit(i, i + 2, .escape)
                    i += 2
                    start = i
                    continue
                }
                c.emit(start, i + 1, .string)
                c.pos = i + 1
                c.state.mode = SpecScanner.Mode.code
                return
            } else if b == UInt8(ascii: "$"), Self.startsVariable(c, i) {
                c.emit(start, i, .string)
                c.pos = i
                Self.variable(&c)
                if c.state.mode == SpecScanner.Mode.code { return }
                i = c.pos
                start = i
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    // MARK: - Variables

    static func isName(_ b: UInt8) -> Bool { ASCII.isWord(b) }

    /// Whether `$` at `i` starts a variable or subexpression rather than standing for itself.
    static func startsVariable(_ c: Cursor, _ i: Int) -> Bool {
        let b = c.byte(i + 1)
        return isName(b) || b == UInt8(ascii: "(") || b == UInt8(ascii: "{") || b == UInt8(ascii: "$") || b == UInt8(ascii: "?") || b == UInt8(ascii: "^")
    }

    /// `$name`, `$scope:name`, `${any name}`, `$_`, `$$`, `$?`, or a `$(` subexpression at `c.pos`.
    static func variable(_ c: inout Cursor) {
        let i = c.pos
        let next = c.byte(i + 1)
        if next == UInt8(ascii: "(") {
            c.emit(i, i + 2, .punctuation)
            c.pos = i + 2
            CodeFrame.enter(&c)
            return
        }
        var e = i + 1
        if next == UInt8(ascii: "{") {
            while e < c.end, c.line[e] != UInt8(ascii: "}") { e += c.line[e] == UInt8(ascii: "`") ? 2 : 1 }
            e = min(e + 1, c.end)
        } else if next == UInt8(ascii: "$") || next == UInt8(ascii: "?") || next == UInt8(ascii: "^") {
            e += 1
        } else {
            while e < c.end, isName(c.line[e]) { e += 1 }
            // $env:PATH, $script:count — but not `$a::b` or a trailing `:`.
            if c.byte(e) == UInt8(ascii: ":"), c.byte(e + 1) != UInt8(ascii: ":"), isName(c.byte(e + 1)) {
                e += 1
                while e < c.end, isName(c.line[e]) { e += 1 }
            }
        }
        let isConstant = constants.lookup(c.line, i + 1, e) != nil
        c.emit(i, e, isConstant ? .constant : .variable)
        c.pos = e
        c.valueEnded = true
    }

    static let constants = WordTable([(.constant, ["true", "false", "null"])], ignoresCase: true)

    // MARK: - Spec and hooks

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#", needsBoundary: true)]
        spec.blockComments = [BlockComment("<#", "#>")]
        spec.strings = [StringForm("'", "'", escape: nil, multiline: true, doubledClose: true)]
        spec.operators = ByteSet("=+-*/%!<>|&:")
        spec.punctuation = ByteSet("(){}[];,.")
        var hooks: [(UInt8, LanguageSpec.Hook)] = [
            (UInt8(ascii: "$"), dollar), (UInt8(ascii: "\""), quote), (UInt8(ascii: "@"), at), (UInt8(ascii: "`"), backtick), (UInt8(ascii: "-"), dash),
            (UInt8(ascii: "["), bracket), (UInt8(ascii: "("), CodeFrame.open), (UInt8(ascii: ")"), close),
        ]
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { hooks.append((b, word)) }
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { hooks.append((b, word)) }
        hooks.append((UInt8(ascii: "_"), word))
        spec.hooks = hooks
        return spec
    }()

    static let dollar: LanguageSpec.Hook = { c, _ in
        guard startsVariable(c, c.pos) else { return false }
        variable(&c)
        return true
    }

    static let quote: LanguageSpec.Hook = { c, _ in SharedHooks.openQuote(&c, into: Mode.quoted) }

    /// `@"` and `@'` at a line's end open here-strings; `@name` splats; `@(` and `@{` are punctuation.
    static let at: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        let next = c.byte(i + 1)
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
            // Only blanks may follow; read forwards, up to the first other byte.
            var e = i + 2
            while e < c.end, ASCII.isBlank(c.line[e]) { e += 1 }
            guard e == c.end else { return false }
            c.emit(i, i + 2, .string)
            c.pos = c.end
            c.state.mode = next == UInt8(ascii: "\"") ? Mode.hereQuoted : Mode.hereLiteral
            return true
        }
        if isName(next) {
            var e = i + 1
            while e < c.end, isName(c.line[e]) { e += 1 }
            c.emit(i, e, .variable)
            c.pos = e
            return true
        }
        c.emit(i, i + 1, .punctuation)
        c.pos = i + 1
        return true
    }

    /// A backtick escapes the next byte, or continues the line.
    static let backtick: LanguageSpec.Hook = { c, _ in
        let e = c.escapeEnd(at: c.pos)
        c.emit(c.pos, e, .escape)
        c.pos = e
        return true
    }

    /// `-eq`, `-like`, `-join`… are operators; other `-Name` words are parameters, left plain.
    static let dash: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard ASCII.isLetter(c.byte(i + 1)) else { return false }
        if i > 0, isName(c.line[i - 1]) || c.line[i - 1] == UInt8(ascii: ")") || c.line[i - 1] == UInt8(ascii: "]") { return false }
        var e = i + 1
        while e < c.end, isName(c.line[e]) || c.line[e] == UInt8(ascii: "-") { e += 1 }
        if operatorWords.lookup(c.line, i + 1, e) != nil { c.emit(i, e, .operator) }
        c.pos = e
        c.valueEnded = false
        return true
    }

    static let operatorWords: WordTable = {
        var words = ["is", "isnot", "as", "and", "or", "not", "xor", "band", "bor", "bxor", "bnot", "shl", "shr",
                     "f", "join"]
        for base in ["eq", "ne", "gt", "ge", "lt", "le", "like", "notlike", "match", "notmatch", "contains",
                     "notcontains", "in", "notin", "replace", "split"] {
            words += [base, "c" + base, "i" + base]
        }
        return WordTable([(.operator, words)], ignoresCase: true)
    }()

    /// `[string]`, `[int[]]`, `[System.IO.File]` are types; `[CmdletBinding()]` names an attribute.
    static let bracket: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if i > 0, isName(c.line[i - 1]) || c.line[i - 1] == UInt8(ascii: "]") || c.line[i - 1] == UInt8(ascii: ")") || c.line[i - 1] == UInt8(ascii: "$") {
            return false
        }
        guard ASCII.isLetter(c.byte(i + 1)) else { return false }
        var e = i + 1
        while e < c.end, isName(c.line[e]) || c.line[e] == UInt8(ascii: ".") { e += 1 }
        if c.byte(e) == UInt8(ascii: "(") {
            c.emit(i, i + 1, .punctuation)
            c.emit(i + 1, e, .attribute)
            c.pos = e
            return true
        }
        // The `]` that balances this `[`, with only names, `.`, `,` and spaces before it.
        guard let close = c.closer(of: i), close < c.firstIndex(in: notInType, from: e) ?? c.end else { return false }
        let k = close + 1
        c.emit(i, i + 1, .punctuation)
        c.emit(i + 1, k - 1, .type)
        c.emit(k - 1, k, .punctuation)
        c.pos = k
        c.valueEnded = true
        return true
    }

    /// Bytes a `[type]` literal cannot hold.
    static let notInType: ByteSet = {
        var s = ByteSet(".,[] ")
        for b in UInt8(0)...255 where isName(b) { s.insert(b) }
        return s.inverted
    }()

    /// The `)` at depth 0 inside `$( … )` returns to the string or code around it.
    static let close: LanguageSpec.Hook = { c, _ in CodeFrame.close(&c, valueEnds: true) }

    /// Words: keywords, `Verb-Noun` commands, methods and properties after `.` or `::`.
    static let word: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if i > 0, isName(c.line[i - 1]) || c.line[i - 1] >= 0x80 { return false }
        var e = i + 1
        var dashed = false
        while e < c.end {
            let b = c.line[e]
            if isName(b) { e += 1 } else if b == UInt8(ascii: "-"), isName(c.byte(e + 1)) { dashed = true; e += 1 } else { break }
        }
        c.pos = e
        c.valueEnded = true
        let before = i > 0 ? c.line[i - 1] : 0
        let call = c.byte(e) == UInt8(ascii: "(")
        let owner = i > 1 ? c.line[i - 2] : 0
        let member = (before == UInt8(ascii: ".") && (isName(owner) || owner == UInt8(ascii: ")") || owner == UInt8(ascii: "]") || owner == UInt8(ascii: "}")))
            || (before == UInt8(ascii: ":") && owner == UInt8(ascii: ":"))
        if member {
            c.emit(i, e, call ? .function : .property)
            return true
        }
        if !dashed, let kind = words.lookup(c.line, i, e) {
            c.emit(i, e, kind)
            c.valueEnded = false
            if functionIntroducers.lookup(c.line, i, e) != nil { c.introduced = .function }
            else if typeIntroducers.lookup(c.line, i, e) != nil { c.introduced = .type }
            return true
        }
        if let introduced = c.introduced {
            c.emit(i, e, introduced)
            c.introduced = nil
        } else if dashed || call {
            c.emit(i, e, .function)
        }
        return true
    }

    static let words = WordTable([(.keyword, [
        "begin", "break", "catch", "class", "clean", "continue", "data", "default", "define", "do", "dynamicparam", "else",
        "elseif", "end", "enum", "exit", "filter", "finally", "for", "foreach", "from", "function", "hidden",
        "if", "in", "param", "process", "return", "static", "switch", "throw", "trap", "try", "until", "using",
        "var", "while", "workflow", "parallel", "sequence", "inlinescript", "configuration",
    ])], ignoresCase: true)
    static let functionIntroducers = WordTable([(.keyword, ["function", "filter", "workflow"])], ignoresCase: true)
    static let typeIntroducers = WordTable([(.keyword, ["class", "enum"])], ignoresCase: true)
}
