/// Makefiles (GNU and BSD make): rules, tab-indented recipes, assignments, directives,
/// `define … endef`, `$(VAR)` / `$@` references, and `\` continuation lines.
extension Language {
    /// make.
    public static let make = Language(
        name: "make",
        aliases: ["makefile", "mk", "gnumake", "bsdmake"],
        extensions: ["mk", "mak", "make", "mkfile"],
        fileNames: ["Makefile", "makefile", "GNUmakefile", "BSDmakefile", "Makefile.*", "makefile.*", "Kbuild"],
        interpreters: ["make"],
        lexer: MakeLexer()
    )
}

/// A line-oriented lexer: each logical line is a recipe, comment, directive, assignment or rule.
///
/// State: `mode` says what a continued line continues (or that a `define` body is open, with its
/// nesting in `depth`); `flags` says whether a rule is open for recipe lines; `stack` holds the
/// references (`$(`, `${`) and parentheses still open across a `\` continuation — 1 for `$(`,
/// 2 for `${`, 0 for a plain `(` and 3 for a plain `{`.
private struct MakeLexer: Lexer {
    enum Mode {
        static let line: UInt8 = 0
        static let recipe: UInt8 = SpecScanner.Mode.custom
        static let define: UInt8 = SpecScanner.Mode.custom + 1
        static let comment: UInt8 = SpecScanner.Mode.custom + 2
        static let value: UInt8 = SpecScanner.Mode.custom + 3
    }


    func lex(_ c: inout Cursor) -> Transition {
        let continued = endsWithBackslash(c)
        var next = Mode.line
        switch c.state.mode {
        case Mode.recipe:
            scanText(&c, from: c.pos, recipe: true)
            next = continued ? Mode.recipe : Mode.line
        case Mode.comment:
            c.emitRest(.comment)
            next = continued ? Mode.comment : Mode.line
        case Mode.value:
            next = scanText(&c, from: c.pos, recipe: false) ? Mode.comment : Mode.value
            if !continued { next = Mode.line }
        case Mode.define:
            next = defineLine(&c)
        default:
            next = logicalLine(&c, continued: continued)
        }
        c.pos = c.end
        c.state.mode = next
        if next == Mode.line || next == Mode.define || next == Mode.comment { c.state.stack = [] }
        return .end
    }

    // MARK: - Lines

    /// The first line of a logical line; returns the mode for the next line.
    private func logicalLine(_ c: inout Cursor, continued: Bool) -> UInt8 {
        // A tab starts a recipe line only after a rule; before any, it is mere indentation.
        if c.byte(0) == UInt8(ascii: "\t"), c.state.make.contains(.inRule) {
            scanText(&c, from: 1, recipe: true)
            return continued ? Mode.recipe : Mode.line
        }
        let s = c.skipBlanks(from: c.pos)
        if c.byte(s) == UInt8(ascii: "#") {
            c.pos = s
            c.emitRest(.comment)
            return continued ? Mode.comment : Mode.line
        }
        return statement(&c, from: s, continued: continued)
    }

    /// A directive, assignment, rule, or bare text starting at `start`.
    private func statement(_ c: inout Cursor, from start: Int, continued: Bool) -> UInt8 {
        var s = start
        // A loop, not a call for each: `export export export …` prefixes the statement after it.
        while true {
            var e = s
            while e < c.end, !ASCII.isBlank(c.line[e]), c.line[e] != UInt8(ascii: "("), c.line[e] != UInt8(ascii: ":"), c.line[e] != UInt8(ascii: "=") { e += 1 }
            guard e > s, let _ = Self.directives.lookup(c.line, s, e) else { break }
            c.emit(s, e, .keyword)
            let rest = c.skipBlanks(from: e)
            if c.matches(Self.defineWord, at: s), e - s == 6 {
                let nameEnd = wordEnd(c, rest)
                c.emit(rest, nameEnd, .variable)
                // `define NAME =` (or `:=`, `+=`…) names the flavor of the variable.
                let op = c.skipBlanks(from: nameEnd)
                var opEnd = op
                while opEnd < c.end, [UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "=")].contains(c.line[opEnd]) { opEnd += 1 }
                c.emit(op, opEnd, .operator)
                scanText(&c, from: opEnd, recipe: false)
                c.state.make.remove(.inRule)
                return Mode.define
            }
            if Self.prefixes.lookup(c.line, s, e) != nil, rest < c.end {
                s = rest
                continue
            }
            let commented = scanText(&c, from: rest, recipe: false)
            return continued ? (commented ? Mode.comment : Mode.value) : Mode.line
        }
        // Find the first `=` or `:` outside references: an assignment operator or a rule's colon.
        var i = s
        var depth = 0
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "$"), c.byte(i + 1) == UInt8(ascii: "(") || c.byte(i + 1) == UInt8(ascii: "{") { depth += 1; i += 2; continue }
            if b == UInt8(ascii: "(") || b == UInt8(ascii: "{") { if depth > 0 { depth += 1 } } else if b == UInt8(ascii: ")") || b == UInt8(ascii: "}") { if depth > 0 { depth -= 1 } }
            else if depth == 0, b == UInt8(ascii: "#") || b == UInt8(ascii: ";") { break } else if depth == 0, b == UInt8(ascii: "=") || b == UInt8(ascii: ":") { break }
            i += 1
        }
        let b = c.byte(i)
        if b == UInt8(ascii: "=") || b == UInt8(ascii: ":") {
            var opEnd = i
            while c.byte(opEnd) == UInt8(ascii: ":") { opEnd += 1 }
            let assigns = c.byte(opEnd) == UInt8(ascii: "=")
            if assigns || b == UInt8(ascii: "=") {
                var opStart = i
                if b == UInt8(ascii: "="), opStart > s, [UInt8(ascii: "?"), UInt8(ascii: "+"), UInt8(ascii: "!")].contains(c.line[opStart - 1]) { opStart -= 1 }
                var nameEnd = opStart
                while nameEnd > s, ASCII.isBlank(c.line[nameEnd - 1]) { nameEnd -= 1 }
                c.emit(s, nameEnd, .variable)
                c.state.make.remove(.inRule)
                c.emit(opStart, (assigns ? opEnd : i) + 1, .operator)
                let commented = scanText(&c, from: (assigns ? opEnd : i) + 1, recipe: false)
                return continued ? (commented ? Mode.comment : Mode.value) : Mode.line
            }
            targets(&c, from: s, to: i)
            c.state.make.insert(.inRule)
            c.emit(i, opEnd, .operator)
            // Prerequisites, then an optional `;` recipe on the same line.
            var semicolon = opEnd
            while semicolon < c.end, c.line[semicolon] != UInt8(ascii: ";"), c.line[semicolon] != UInt8(ascii: "#") { semicolon += 1 }
            if c.byte(semicolon) == UInt8(ascii: ";") {
                let end = c.end
                c.end = semicolon
                scanText(&c, from: opEnd, recipe: false)
                c.end = end
                c.emit(semicolon, semicolon + 1, .punctuation)
                scanText(&c, from: semicolon + 1, recipe: true)
                return continued ? Mode.recipe : Mode.line
            }
            let commented = scanText(&c, from: opEnd, recipe: false)
            return continued ? (commented ? Mode.comment : Mode.value) : Mode.line
        }
        let commented = scanText(&c, from: s, recipe: false)
        return continued ? (commented ? Mode.comment : Mode.value) : Mode.line
    }

    /// Target names before a rule's colon are functions; references among them stay variables.
    private func targets(_ c: inout Cursor, from s: Int, to e: Int) {
        // A reference ends at the colon: `$:` is a `$` before the rule's colon, not a variable over it.
        let end = c.end
        c.end = e
        defer { c.end = end }
        var i = s
        while i < e {
            let b = c.line[i]
            if ASCII.isBlank(b) { i += 1; continue }
            if b == UInt8(ascii: "$") {
                c.pos = i
                reference(&c)
                i = max(c.pos, i + 1)
                continue
            }
            var j = i
            while j < e, !ASCII.isBlank(c.line[j]), c.line[j] != UInt8(ascii: "$") { j += 1 }
            c.emit(i, j, .function)
            i = j
        }
    }

    /// A line inside `define … endef`: the body is the variable's value, with its references colored.
    private func defineLine(_ c: inout Cursor) -> UInt8 {
        let s = c.skipBlanks(from: 0)
        let e = wordEnd(c, s)
        if e - s == 5, c.matches(Self.endefWord, at: s) {
            if c.state.depth == 0 {
                c.emit(s, e, .keyword)
                c.pos = e
                let rest = c.skipBlanks(from: e)
                if c.byte(rest) == UInt8(ascii: "#") { c.pos = rest; c.emitRest(.comment) }
                return Mode.line
            }
            c.state.depth -= 1
        } else if e - s == 6, c.matches(Self.defineWord, at: s) {
            c.state.depth &+= 1
        }
        var i = 0
        while i < c.end {
            if c.line[i] == UInt8(ascii: "$") {
                c.pos = i
                reference(&c)
                i = max(c.pos, i + 1)
            } else {
                i += 1
            }
        }
        c.state.stack = []
        return Mode.define
    }

    // MARK: - Text

    /// Lexes value or recipe text from `from` to the segment's end; returns true when it ended in a comment.
    @discardableResult
    private func scanText(_ c: inout Cursor, from: Int, recipe: Bool) -> Bool {
        var i = from
        if recipe {
            // Recipe prefixes: @ (silent), - (ignore errors), + (always run).
            var k = c.skipBlanks(from: i)
            while k < c.end, c.line[k] == UInt8(ascii: "@") || c.line[k] == UInt8(ascii: "-") || c.line[k] == UInt8(ascii: "+") { k += 1 }
            c.emit(c.skipBlanks(from: i), k, .operator)
            i = k
        }
        var quote: UInt8 = 0
        var quoteStart = 0
        // References opened inside the quotes close inside them: `"$(shell date)"`.
        var quoteStack = 0
        while i < c.end {
            let b = c.line[i]
            if quote != 0 {
                if b == quote {
                    c.emit(quoteStart, i + 1, .string)
                    quote = 0
                    i += 1
                } else if (b == UInt8(ascii: ")") || b == UInt8(ascii: "}")), c.state.stack.count > quoteStack {
                    let top = c.state.stack.removeLast()
                    if top == 1 || top == 2 {
                        c.emit(quoteStart, i, .string)
                        c.emit(i, i + 1, .variable)
                        quoteStart = i + 1
                    }
                    i += 1
                } else if b == UInt8(ascii: "$") {
                    c.emit(quoteStart, i, .string)
                    c.pos = i
                    reference(&c)
                    i = max(c.pos, i + 1)
                    quoteStart = i
                } else {
                    i += b == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") ? 2 : 1
                }
                continue
            }
            switch b {
            case UInt8(ascii: "$"):
                c.pos = i
                reference(&c)
                i = max(c.pos, i + 1)
            case UInt8(ascii: "#"):
                if !recipe || i == 0 || ASCII.isBlank(c.line[i - 1]) {
                    c.emit(i, c.end, .comment)
                    return true
                }
                i += 1
            case UInt8(ascii: "\\"):
                let e = c.escapeEnd(at: i)
                // The `\` that continues the line is punctuation, not an escaped character.
                c.emit(i, e, e >= c.end || (c.line[e] == UInt8(ascii: "\r") && e + 1 == c.end) ? .punctuation : .escape)
                i = e
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                if !c.state.stack.isEmpty, c.state.canPush { c.state.stack.append(b == UInt8(ascii: "(") ? 0 : 3) }
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                if let top = c.state.stack.last {
                    c.state.stack.removeLast()
                    if top == 1 || top == 2 { c.emit(i, i + 1, .variable) }
                }
                i += 1
            case UInt8(ascii: ","):
                if !c.state.stack.isEmpty { c.emit(i, i + 1, .punctuation) }
                i += 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                // In a recipe the shell reads quotes; elsewhere a quote starting a word and closed
                // on the line is a string (`V ?= "x"`, `$(shell sh -c '…')`), and `don't` is not.
                if recipe || (i == 0 || Self.startsQuote(c.line[i - 1])) && Self.closes(b, c, after: i) {
                    quote = b
                    quoteStart = i
                    quoteStack = c.state.stack.count
                }
                i += 1
            default:
                if recipe, c.state.stack.isEmpty, ASCII.isLetter(b), i == 0 || Self.startsWord(c.line[i - 1]) {
                    var e = i + 1
                    while e < c.end, ASCII.isWord(c.line[e]) { e += 1 }
                    if let kind = Self.shellWords.lookup(c.line, i, e) { c.emit(i, e, kind) }
                    i = e
                } else {
                    i += 1
                }
            }
        }
        if quote != 0 { c.emit(quoteStart, c.end, .string) }
        return false
    }

    /// A reference at `c.pos` (`$(NAME)`, `${NAME}`, `$(fn args…`, `$@`, `$$x`), leaving `c.pos` after
    /// what it colored; an unfinished `$(` stays open on the stack.
    private func reference(_ c: inout Cursor) {
        let i = c.pos
        let next = c.byte(i + 1)
        if next == UInt8(ascii: "(") || next == UInt8(ascii: "{") {
            let closer: UInt8 = next == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
            var e = i + 2
            while e < c.end, Self.isNameByte(c.line[e]) { e += 1 }
            if c.byte(e) == closer {
                c.emit(i, e + 1, .variable)
                c.pos = e + 1
                return
            }
            if e > i + 2, ASCII.isBlank(c.byte(e)), Self.functions.lookup(c.line, i + 2, e) != nil {
                c.emit(i, i + 2, .variable)
                c.emit(i + 2, e, .function)
            } else {
                c.emit(i, e, .variable)
            }
            if c.state.canPush { c.state.stack.append(next == UInt8(ascii: "(") ? 1 : 2) }
            c.pos = e
            return
        }
        if next == UInt8(ascii: "$") {
            // $$ is a literal dollar; in a recipe `$$name` is a shell variable.
            var e = i + 2
            while e < c.end, ASCII.isWord(c.line[e]) { e += 1 }
            c.emit(i, e, e > i + 2 ? .variable : .escape)
            c.pos = e
            return
        }
        if next != 0, !ASCII.isBlank(next) {
            // `$x` is the variable named x, one character: all of it when it is not ASCII.
            var e = i + 2
            if next >= 0xC0 { while e < min(c.end, i + 5), c.line[e] & 0xC0 == 0x80 { e += 1 } }
            c.emit(i, e, .variable)
            c.pos = e
            return
        }
        c.pos = i + 1
    }

    // MARK: - Helpers

    static func isNameByte(_ b: UInt8) -> Bool {
        ASCII.isWord(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "/") || b == UInt8(ascii: "@") || b == UInt8(ascii: "<") || b == UInt8(ascii: "^") || b == UInt8(ascii: "*")
            || b == UInt8(ascii: "?") || b == UInt8(ascii: "%") || b == UInt8(ascii: "+")
    }

    static func startsWord(_ before: UInt8) -> Bool {
        ASCII.isBlank(before) || before == UInt8(ascii: ";") || before == UInt8(ascii: "&") || before == UInt8(ascii: "|") || before == UInt8(ascii: "(")
    }

    static func startsQuote(_ before: UInt8) -> Bool {
        ASCII.isBlank(before) || before == UInt8(ascii: "=") || before == UInt8(ascii: "(") || before == UInt8(ascii: ",") || before == UInt8(ascii: ":")
    }

    /// Whether the quote `q` at `i` is closed later on the line.
    static func closes(_ q: UInt8, _ c: Cursor, after i: Int) -> Bool {
        var j = i + 1
        while j < c.end {
            if c.line[j] == q { return true }
            j += c.line[j] == UInt8(ascii: "\\") && q == UInt8(ascii: "\"") ? 2 : 1
        }
        return false
    }

    private func wordEnd(_ c: Cursor, _ s: Int) -> Int {
        var e = s
        while e < c.end, !ASCII.isBlank(c.line[e]), c.line[e] != UInt8(ascii: "="), c.line[e] != UInt8(ascii: "#") { e += 1 }
        if e > s, c.line[e - 1] == UInt8(ascii: "\r") { e -= 1 }
        return e
    }

    private func endsWithBackslash(_ c: Cursor) -> Bool {
        var e = c.line.count
        if e > 0, c.line[e - 1] == UInt8(ascii: "\r") { e -= 1 }
        var n = 0
        while e - n - 1 >= 0, c.line[e - n - 1] == UInt8(ascii: "\\") { n += 1 }
        return n % 2 == 1
    }

    static let defineWord = Array("define".utf8)
    static let endefWord = Array("endef".utf8)

    static let directives = WordTable([(.keyword, [
        "ifeq", "ifneq", "ifdef", "ifndef", "else", "endif", "include", "-include", "sinclude", "define",
        "endef", "override", "export", "unexport", "private", "vpath", "undefine", ".include", ".if", ".ifdef",
        ".ifndef", ".else", ".elif", ".endif", ".for", ".endfor", "load", "-load",
    ])])
    /// Directives that may stand before an assignment or another directive.
    static let prefixes = WordTable([(.keyword, ["override", "export", "private", "unexport", "else"])])

    static let functions = WordTable([(.function, [
        "subst", "patsubst", "strip", "findstring", "filter", "filter-out", "sort", "word", "words", "wordlist",
        "firstword", "lastword", "dir", "notdir", "suffix", "basename", "addsuffix", "addprefix", "join",
        "wildcard", "realpath", "abspath", "error", "warning", "info", "shell", "origin", "flavor", "foreach",
        "if", "or", "and", "intcmp", "call", "eval", "file", "value", "let", "guile",
    ])])

    static let shellWords = WordTable([(.keyword, [
        "if", "then", "else", "elif", "fi", "for", "in", "do", "done", "case", "esac", "while", "until",
    ])])
}

/// Make's bit of `LineState.flags`.
struct MakeFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// A rule has been seen, so tab-indented lines are its recipe.
    static let inRule = MakeFlags(rawValue: 1)
}

extension LineState {
    /// `flags` read as `MakeFlags`.
    @inline(__always) var make: MakeFlags {
        get { MakeFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
