/// Haskell: nested `{- -}` comments, `{-# pragmas #-}`, Haddock, strings with gaps, char literals
/// beside primed names, and `--` comments told apart from operators such as `-->`.
extension Language {
    /// Haskell.
    public static let haskell = Language(
        name: "haskell",
        aliases: ["hs"],
        extensions: ["hs", "hs-boot", "hsc", "lhs-boot"],
        fileNames: [],
        interpreters: ["runhaskell", "runghc", "stack"],
        lexer: HaskellLexer()
    )
}

/// The spec scanner for code, plus two modes of its own: block comments and pragmas
/// (`form` the token kind, `depth` the nesting), and strings (`form` 1 inside a gap
/// that runs from a line-ending `\` to a `\` on a later line).
private struct HaskellLexer: Lexer {
    private enum Mode {
        static let comment = SpecScanner.Mode.custom
        static let string = SpecScanner.Mode.custom + 1
    }

    static let keywords = [
        "case", "class", "data", "default", "deriving", "do", "else", "family", "forall", "foreign", "hiding",
        "if", "import", "in", "infix", "infixl", "infixr", "instance", "let", "mdo", "module", "newtype", "of",
        "proc", "qualified", "rec", "then", "type", "where",
    ]
    private static let keywordTable = WordTable([(.keyword, keywords)])
    private static let symbols = ByteSet("!#$%&*+./<=>?@\\^|-~:")

    private let scanner: SpecScanner = {
        var spec = LanguageSpec()
        spec.words = [(.keyword, HaskellLexer.keywords), (.constant, ["True", "False"])]
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "'"))  // primes: x', foldl'
        spec.identifierPart = part
        spec.callsAreFunctions = false
        spec.capitalizedAreTypes = true
        spec.operators = symbols
        spec.punctuation = ByteSet("()[],;{}`")
        var hooks: [(UInt8, LanguageSpec.Hook)] = [
            (UInt8(ascii: "{"), HaskellLexer.openComment), (UInt8(ascii: "\""), HaskellLexer.openString),
            (UInt8(ascii: "'"), HaskellLexer.charLiteral), (UInt8(ascii: "`"), HaskellLexer.infix), (UInt8(ascii: "a"), HaskellLexer.importAs),
        ]
        for b in "!#$%&*+./<=>?@\\^|-~:".utf8 { hooks.append((b, HaskellLexer.symbolRun)) }
        spec.hooks = hooks
        return SpecScanner(spec)
    }()

    func lex(_ c: inout Cursor) -> Transition {
        if c.pos == 0, c.state.mode == SpecScanner.Mode.code { definition(&c) }
        while c.pos < c.end {
            switch c.state.mode {
            case Mode.comment: comment(&c)
            case Mode.string: string(&c)
            case ..<SpecScanner.Mode.custom: scanner.scan(&c)
            default: c.state.mode = SpecScanner.Mode.code
            }
        }
        if c.atLineEnd {
            // A string ends with its line unless a gap carries it over.
            if c.state.mode == Mode.string, c.state.form == 0 { c.state.mode = SpecScanner.Mode.code }
            scanner.endLine(&c)
        }
        return .end
    }

    /// A lowercase name in the first column names a top-level function or value.
    private func definition(_ c: inout Cursor) {
        guard c.end > 0, ASCII.lower(c.line[0]) == c.line[0], ASCII.isLetter(c.line[0]) || c.line[0] == UInt8(ascii: "_") else { return }
        var j = 1
        while j < c.end, ASCII.isWord(c.line[j]) || c.line[j] == UInt8(ascii: "'") { j += 1 }
        guard Self.keywordTable.lookup(c.line, 0, j) == nil else { return }
        // `a --> b = …` and ``a `op` b = …`` define the operator, not `a`.
        let k = c.skipBlanks(from: j)
        if c.byte(k) == UInt8(ascii: "`") { return }
        if Self.symbols.contains(c.byte(k)) {
            var e = k
            while e < c.end, Self.symbols.contains(c.line[e]) { e += 1 }
            let run = e - k
            let first = c.line[k]
            guard (run == 1 && (first == UInt8(ascii: "=") || first == UInt8(ascii: "|"))) || (run == 2 && first == UInt8(ascii: ":") && c.line[k + 1] == UInt8(ascii: ":")) else { return }
        }
        c.emit(0, j, .function)
        c.pos = j
    }

    // MARK: - Hooks

    /// `{-` opens a nested comment, `{-|` a Haddock one, `{-#` a pragma.
    static let openComment: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "-") else { return false }
        let third = c.byte(i + 2)
        let kind: TokenKind = third == UInt8(ascii: "#") ? .preprocessor
            : third == UInt8(ascii: "|") || (third == UInt8(ascii: " ") && c.byte(i + 3) == UInt8(ascii: "|")) ? .doc : .comment
        let n = kind == .preprocessor ? 3 : 2
        c.emit(i, i + n, kind)
        c.pos = i + n
        c.state.mode = Mode.comment
        c.state.form = kind.rawValue
        c.state.depth = 0
        return true
    }

    /// `as` is a keyword in an import (`import qualified Data.Map as M`) and a name elsewhere.
    static let importAs: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "s"), i > 0, ASCII.isBlank(c.line[i - 1]), !ASCII.isWord(c.byte(i + 2)),
              c.byte(i + 2) != UInt8(ascii: "'"), c.matches(importWord, at: 0), ASCII.isBlank(c.byte(6)) else { return false }
        c.emit(i, i + 2, .keyword)
        c.pos = i + 2
        return true
    }

    static let importWord = Array("import".utf8)

    static let openString: LanguageSpec.Hook = { c, _ in
        c.emit(c.pos, c.pos + 1, .string)
        c.pos += 1
        c.state.mode = Mode.string
        c.state.form = 0
        return true
    }

    /// `'a'`, `'\n'`, `'\''`, `'λ'`; any other `'` quotes a name (`'Just`, `''Maybe`) and is an operator.
    static let charLiteral: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        if c.byte(j) == UInt8(ascii: "\\") {
            j += 2
            while j < c.end, j < i + 12, c.line[j] != UInt8(ascii: "'") { j += 1 }
        } else if c.byte(j) >= 0xC0 {
            j += 1
            while c.byte(j) & 0xC0 == 0x80 { j += 1 }
        } else if c.byte(j) != UInt8(ascii: "'"), c.byte(j) >= UInt8(ascii: " ") {
            j += 1
        }
        guard j < c.end, j > i + 1, c.line[j] == UInt8(ascii: "'") else {
            c.emit(i, i + 1, .operator)
            c.pos = i + 1
            return true
        }
        c.emit(i, i + 1, .string)
        if c.line[i + 1] == UInt8(ascii: "\\") { c.emit(i + 1, j, .escape) } else { c.emit(i + 1, j, .string) }
        c.emit(j, j + 1, .string)
        c.pos = j + 1
        c.valueEnded = true
        return true
    }

    /// `` `div` ``: a name used as an infix operator.
    static let infix: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        while j < c.end, ASCII.isWord(c.line[j]) || c.line[j] == UInt8(ascii: "'") || c.line[j] == UInt8(ascii: ".") { j += 1 }
        guard j > i + 1, c.byte(j) == UInt8(ascii: "`") else { return false }
        c.emit(i, j + 1, .operator)
        c.pos = j + 1
        return true
    }

    /// A run of symbol characters: a line comment when it is all dashes (two or more), else an operator.
    static let symbolRun: LanguageSpec.Hook = { c, _ in
        let p = c.line
        let i = c.pos
        var j = i
        var dashes = true
        while j < c.end, symbols.contains(p[j]) {
            if p[j] != UInt8(ascii: "-") { dashes = false }
            j += 1
        }
        if dashes, j - i >= 2 {
            let k = c.skipBlanks(from: j)
            let haddock = k > j && (c.byte(k) == UInt8(ascii: "|") || c.byte(k) == UInt8(ascii: "^") || c.byte(k) == UInt8(ascii: "$") || c.byte(k) == UInt8(ascii: "*"))
            c.emitRest(haddock ? .doc : .comment)
            return true
        }
        if p[i] == UInt8(ascii: "#"), i == 0, ASCII.isLetter(c.byte(1)) {  // CPP: #if, #include
            c.emitRest(.preprocessor)
            return true
        }
        // `Map.insert`, `Data.List`: the dot of a qualified name is punctuation, not composition.
        let qualified = j == i + 1 && p[i] == UInt8(ascii: ".") && i > 0 && ASCII.isWord(p[i - 1]) && ASCII.isLetter(c.byte(j))
            && startsCapitalized(c, before: i)
        c.emit(i, j, qualified ? .punctuation : .operator)
        c.pos = j
        c.valueEnded = false
        return true
    }

    /// Whether the name ending just before `i` starts with a capital letter.
    private static func startsCapitalized(_ c: Cursor, before i: Int) -> Bool {
        var k = i
        while k > 0, ASCII.isWord(c.line[k - 1]) || c.line[k - 1] == UInt8(ascii: "'") { k -= 1 }
        return ASCII.isUpper(c.line[k])
    }

    // MARK: - Custom modes

    private func comment(_ c: inout Cursor) {
        let kind = TokenKind(rawValue: c.state.form) ?? .comment
        let p = c.line
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if kind == .preprocessor {
                if b == UInt8(ascii: "#"), c.byte(i + 1) == UInt8(ascii: "-"), c.byte(i + 2) == UInt8(ascii: "}") {
                    close(&c, at: i + 3, kind)
                    return
                }
            } else if b == UInt8(ascii: "-"), c.byte(i + 1) == UInt8(ascii: "}") {
                if c.state.depth == 0 {
                    close(&c, at: i + 2, kind)
                    return
                }
                c.state.depth -= 1
                i += 2
                continue
            } else if b == UInt8(ascii: "{"), c.byte(i + 1) == UInt8(ascii: "-") {
                c.state.depth &+= 1
                i += 2
                continue
            }
            i += 1
        }
        c.emitRest(kind)
    }

    private func close(_ c: inout Cursor, at end: Int, _ kind: TokenKind) {
        c.emit(c.pos, end, kind)
        c.pos = end
        c.state.mode = SpecScanner.Mode.code
        c.state.form = 0
        c.state.depth = 0
    }

    private func string(_ c: inout Cursor) {
        let p = c.line
        if c.state.form == 1 {  // inside a gap: blanks, then the closing `\`
            let k = c.skipBlanks(from: c.pos)
            if k >= c.end || (p[k] == UInt8(ascii: "\r") && k + 1 == c.end) {
                c.pos = c.end
                return
            }
            c.state.form = 0
            if p[k] == UInt8(ascii: "\\") {
                c.emit(c.pos, k + 1, .escape)
                c.pos = k + 1
            }
        }
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if b == UInt8(ascii: "\"") {
                c.emit(start, i + 1, .string)
                c.pos = i + 1
                c.state.mode = SpecScanner.Mode.code
                c.valueEnded = true
                return
            }
            if b == UInt8(ascii: "\\") {
                c.emit(start, i, .string)
                let next = c.byte(i + 1)
                if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\r") || i + 1 == c.end {
                    let k = c.skipBlanks(from: i + 1)
                    if k >= c.end || (p[k] == UInt8(ascii: "\r") && k + 1 == c.end) {
                        c.emit(i, c.end, .escape)
                        c.pos = c.end
                        c.state.form = 1
                        return
                    }
                    let e = p[k] == UInt8(ascii: "\\") ? k + 1 : i + 1
                    c.emit(i, e, .escape)
                    i = e
                } else {
                    let e = escapeEnd(c, i)
                    c.emit(i, e, .escape)
                    i = e
                }
                start = i
                continue
            }
            i += 1
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// `\n`, `\\`, `\123`, `\x7F`, `\o17`, `\^A`, `\NUL`, `\&`.
    private func escapeEnd(_ c: Cursor, _ i: Int) -> Int {
        let p = c.line
        var j = i + 1
        guard j < c.end else { return j }
        let b = p[j]
        j += 1
        if ASCII.isDigit(b) {
            while j < c.end, ASCII.isDigit(p[j]) { j += 1 }
        } else if b == UInt8(ascii: "x") || b == UInt8(ascii: "o") {
            while j < c.end, ASCII.isHexDigit(p[j]) { j += 1 }
        } else if b == UInt8(ascii: "^") {
            if j < c.end { j += 1 }
        } else if ASCII.isUpper(b) {
            while j < c.end, j < i + 4, ASCII.isUpper(p[j]) || ASCII.isDigit(p[j]) { j += 1 }
        } else if b >= 0xC0 {
            while j < c.end, p[j] & 0xC0 == 0x80 { j += 1 }
        }
        return j
    }
}
