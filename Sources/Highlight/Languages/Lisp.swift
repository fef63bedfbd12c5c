/// The Lisps: Common Lisp, Scheme and Racket. One lexer with a word list per dialect: `;`
/// comments, nested `#| |#` block comments, `#;` datum comments (which comment out the next
/// whole form, across lines), `#\x` characters, `#t`/`#:key`/`:key` constants, quoted symbols,
/// `#+feature` reader conditionals, and the name in a form's head colored as a function.
extension Language {
    /// Common Lisp (SBCL, CCL, ECL, CLISP) and ASDF system files.
    public static let commonLisp = Language(
        name: "commonlisp",
        aliases: ["common-lisp", "lisp", "cl"],
        extensions: ["lisp", "lsp", "cl", "asd", "asdf"],
        fileNames: [".sbclrc", ".clisprc"],
        interpreters: ["sbcl", "clisp", "ecl", "ccl"],
        lexer: LispLexer(dialect: .commonLisp)
    )

    /// Scheme (R7RS, Guile, Chicken, Chibi, Gauche, Chez).
    public static let scheme = Language(
        name: "scheme",
        aliases: ["guile", "chicken", "r7rs"],
        extensions: ["scm", "ss", "sld", "sps", "sch"],
        fileNames: [],
        interpreters: ["guile", "csi", "chibi-scheme", "gosh", "scheme", "chez", "petite", "gsi"],
        lexer: LispLexer(dialect: .scheme)
    )

    /// Racket, whose `#lang` line names the language the module is written in.
    public static let racket = Language(
        name: "racket",
        aliases: ["rkt"],
        extensions: ["rkt", "rktl", "rktd"],
        fileNames: [],
        interpreters: ["racket"],
        lexer: LispLexer(dialect: .racket)
    )
}

/// The spec scanner for code, and a mode of its own for `#;` datum comments.
///
/// Datum comment state: `mode` is `Mode.datum`, `depth` the brackets open in the commented form
/// (0 while the form has not started), `form` 1 inside a string in it.
private struct LispLexer: Lexer {
    enum Dialect { case commonLisp, scheme, racket }

    enum Mode {
        static let datum = SpecScanner.Mode.custom
    }

    let scanner: SpecScanner

    init(dialect: Dialect) {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment(";")]
        spec.blockComments = [BlockComment("#|", "|#", nests: true)]
        spec.strings = [StringForm("\"", "\"", multiline: true)]
        spec.ignoresCase = dialect == .commonLisp
        spec.words = Self.words(dialect)
        var start = ByteSet("!$%&*+-./<=>?^_~@")
        start.formUnion(ByteSet.identifierStart)
        spec.identifierStart = start
        var part = start
        part.formUnion(ByteSet.identifierPart)
        part.insert(UInt8(ascii: ":"))  // package:symbol
        part.insert(UInt8(ascii: "#"))  // foo#bar
        spec.identifierPart = part
        spec.callsAreFunctions = false
        spec.functionIntroducers = ["defun", "defmacro", "defgeneric", "defmethod", "define-compiler-macro"]
        spec.typeIntroducers = ["defclass", "defstruct", "deftype", "define-condition", "define-record-type", "struct"]
        spec.operators = ByteSet("'`,")
        spec.punctuation = ByteSet("()[]{}")
        spec.numbers = NumberGrammar(separator: nil, hexFloats: false)
        let symbolStart = start
        let keywords = WordTable(spec.words, ignoresCase: true)
        let head: LanguageSpec.Hook = { c, _ in Self.head(&c, symbolStart: symbolStart, keywords: keywords) }
        spec.hooks = [
            (UInt8(ascii: "("), head), (UInt8(ascii: "["), head), (UInt8(ascii: "#"), Self.sharp), (UInt8(ascii: "'"), Self.quote), (UInt8(ascii: ":"), Self.keyword),
            (UInt8(ascii: "-"), Self.signedNumber), (UInt8(ascii: "+"), Self.signedNumber), (UInt8(ascii: ","), Self.unquote),
        ]
        scanner = SpecScanner(spec)
    }

    static func words(_ dialect: Dialect) -> [(TokenKind, [String])] {
        switch dialect {
        case .commonLisp:
            return [
                (.keyword, ["defun", "defmacro", "defvar", "defparameter", "defconstant", "defclass", "defmethod",
                            "defgeneric", "defstruct", "defpackage", "deftype", "define-condition", "in-package",
                            "let", "let*", "flet", "labels", "macrolet", "symbol-macrolet", "lambda", "if", "when",
                            "unless", "cond", "case", "ecase", "ccase", "typecase", "etypecase", "progn", "prog1",
                            "prog2", "block", "return", "return-from", "loop", "do", "do*", "dolist", "dotimes",
                            "setf", "setq", "psetf", "incf", "decf", "push", "pop", "and", "or", "quote", "function",
                            "multiple-value-bind", "destructuring-bind", "handler-case", "handler-bind",
                            "unwind-protect", "ignore-errors", "restart-case", "declare", "declaim", "the", "tagbody",
                            "go", "catch", "throw", "eval-when", "with-open-file", "with-slots", "with-accessors",
                            "&optional", "&rest", "&key", "&body", "&aux", "&allow-other-keys", "&whole",
                            "&environment"]),
                (.constant, ["t", "nil"]),
            ]
        case .scheme, .racket:
            var keywords = ["define", "define-syntax", "define-record-type", "define-values", "lambda", "case-lambda",
                            "let", "let*", "letrec", "letrec*", "let-values", "let*-values", "let-syntax",
                            "letrec-syntax", "named-lambda", "if", "cond", "case", "else", "=>", "when", "unless",
                            "and", "or", "begin", "do", "set!", "quote", "quasiquote", "unquote", "unquote-splicing",
                            "syntax-rules", "syntax-case", "delay", "delay-force", "force", "guard", "parameterize",
                            "import", "export", "library", "define-library", "cond-expand", "include"]
            if dialect == .racket {
                keywords += ["module", "module+", "module*", "require", "provide", "struct", "match", "match-define",
                             "define-syntax-rule", "for", "for/list", "for/vector", "for/hash", "for/fold", "for/and",
                             "for/or", "for/sum", "for*", "for*/list", "for*/fold", "with-handlers", "λ",
                             "define/contract", "->", "->*", "all-defined-out", "only-in", "prefix-in", "rename-out",
                             "contract-out"]
            }
            return [(.keyword, keywords)]
        }
    }

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            if c.state.mode == Mode.datum { datum(&c) } else { scanner.scan(&c) }
        }
        if c.atLineEnd { scanner.endLine(&c) }
        return .end
    }

    /// Bytes that end an atom.
    private static let delimiters = ByteSet(" \t\r\u{0C}()[]{}\"';`,")

    /// The end of the atom starting at `i`.
    private static func atomEnd(_ c: Cursor, from i: Int) -> Int {
        var j = i
        while j < c.end, !delimiters.contains(c.line[j]) { j += 1 }
        return j
    }

    // MARK: - Hooks

    /// `(` or `[`: the symbol heading the form is the function it calls (or a special form's keyword).
    private static func head(_ c: inout Cursor, symbolStart: ByteSet, keywords: WordTable) -> Bool {
        let i = c.pos
        c.emit(i, i + 1, .punctuation)
        let s = i + 1
        c.pos = s
        c.introduced = nil
        guard s < c.end, symbolStart.contains(c.line[s]), !ASCII.isDigit(c.line[s]), !holdsNames(c, at: i) else {
            return true
        }
        let e = atomEnd(c, from: s)
        // A keyword goes back to the scanner, which knows which words introduce names.
        if keywords.lookup(c.line, s, e) == nil { c.emit(s, e, .function); c.pos = e }
        return true
    }

    /// Forms whose next list holds names, not a call: lambda lists and bindings.
    private static let binders = WordTable([(.keyword, [
        "lambda", "λ", "let", "let*", "letrec", "letrec*", "let-values", "let*-values", "flet", "labels", "macrolet",
        "do", "do*", "dolist", "dotimes", "multiple-value-bind", "destructuring-bind", "with-slots", "define-values",
        "case-lambda", "for", "for/list", "for/vector", "for/hash", "for/fold", "for/and", "for/or", "for/sum", "for*",
        "for*/list", "for*/fold", "import", "export", "require", "provide", "defpackage",
    ])], ignoresCase: true)

    /// Forms whose name, and then a list of names, follow: `(defun f (x))`, `(let loop ((i 0)))`.
    private static let definers = WordTable([(.keyword, [
        "defun", "defmacro", "defmethod", "defgeneric", "let", "struct", "define-record-type",
    ])], ignoresCase: true)

    /// Whether the list opening at `i` holds names rather than a call: a lambda list, a `let`'s
    /// bindings or the first binding in them, by the words before it on its line.
    private static func holdsNames(_ c: Cursor, at i: Int) -> Bool {
        var k = skipBlanksBack(c, from: i)
        if k > 0, c.line[k - 1] == UInt8(ascii: "(") || c.line[k - 1] == UInt8(ascii: "[") { k = skipBlanksBack(c, from: k - 1) }
        let e = k
        while k > 0, !delimiters.contains(c.line[k - 1]) { k -= 1 }
        guard e > k else { return false }
        if binders.lookup(c.line, k, e) != nil { return true }
        var m = skipBlanksBack(c, from: k)
        let e2 = m
        while m > 0, !delimiters.contains(c.line[m - 1]) { m -= 1 }
        return e2 > m && definers.lookup(c.line, m, e2) != nil
    }

    private static func skipBlanksBack(_ c: Cursor, from i: Int) -> Int {
        var k = i
        while k > 0, ASCII.isBlank(c.line[k - 1]) { k -= 1 }
        return k
    }

    /// `'sym`: a quoted symbol is data; `'(…)` quotes a list.
    static let quote: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        c.emit(i, i + 1, .operator)
        let e = atomEnd(c, from: i + 1)
        if e > i + 1 { c.emit(i + 1, e, ASCII.isDigit(c.line[i + 1]) ? .number : .constant) }
        c.pos = e
        return true
    }

    /// `,` and `,@` inside a quasiquote.
    static let unquote: LanguageSpec.Hook = { c, _ in
        let e = c.byte(c.pos + 1) == UInt8(ascii: "@") ? c.pos + 2 : c.pos + 1
        c.emit(c.pos, e, .operator)
        c.pos = e
        return true
    }

    /// `:key` (a keyword symbol, which evaluates to itself).
    static let keyword: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        let e = atomEnd(c, from: i + 1)
        guard e > i + 1 else { return false }
        c.emit(i, e, .constant)
        c.pos = e
        return true
    }

    /// `-1`, `+3/4`, `-.5`: a sign starts a number only where an atom starts and a digit follows.
    static let signedNumber: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        let d = c.byte(i + 1) == UInt8(ascii: ".") ? c.byte(i + 2) : c.byte(i + 1)
        guard ASCII.isDigit(d), i == 0 || delimiters.contains(c.line[i - 1]) else { return false }
        let e = atomEnd(c, from: i)
        c.emit(i, e, .number)
        c.pos = e
        return true
    }

    /// The reader's `#` forms.
    static let sharp: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        let b = c.byte(i + 1)
        switch b {
        case UInt8(ascii: "|"):  // #| is the block comment opener
            return false
        case UInt8(ascii: ";"):  // #; comments out the next datum
            c.emit(i, i + 2, .comment)
            c.pos = i + 2
            c.state.mode = Mode.datum
            c.state.depth = 0
            c.state.form = 0
            return true
        case UInt8(ascii: "\\"):  // #\a, #\space, #\x41, #\(
            var e = min(i + 2, c.end)
            if e < c.end {
                e += 1
                while e < c.end, c.line[e] & 0xC0 == 0x80 { e += 1 }
                if ASCII.isLetter(c.line[i + 2]) { e = max(e, atomEnd(c, from: i + 2)) }
            }
            c.emit(i, e, .string)
            c.pos = e
        case UInt8(ascii: "'"):  // #'name: the function named
            c.emit(i, i + 2, .operator)
            let e = atomEnd(c, from: i + 2)
            if e > i + 2 { c.emit(i + 2, e, .function) }
            c.pos = e
        case UInt8(ascii: "+"), UInt8(ascii: "-"):  // #+sbcl, #-(or ccl ecl): read only when the feature holds
            let e = c.byte(i + 2) == UInt8(ascii: "(") ? i + 2 : atomEnd(c, from: i + 2)
            c.emit(i, e, .preprocessor)
            c.pos = e
        case UInt8(ascii: ":"):  // #:uninterned, #:keyword-argument
            let e = atomEnd(c, from: i + 2)
            c.emit(i, e, .constant)
            c.pos = e
        case UInt8(ascii: "!") where i == 0:  // #! shebang (and Racket's #!/ forms)
            c.emitRest(.comment)
        case UInt8(ascii: "l") where c.matches(Array("#lang".utf8), at: i) && i == 0:
            c.emitRest(.preprocessor)
        case UInt8(ascii: "<") where c.byte(i + 2) == UInt8(ascii: "<") && i + 3 < c.end:  // Racket's here string: #<<EOS
            c.emitRest(.string)
            var e = c.end
            if c.line[e - 1] == UInt8(ascii: "\r") { e -= 1 }
            scanner.queueHeredoc(&c, terminator: Array(c.line[(i + 3)..<max(e, i + 3)]), options: [])
        case UInt8(ascii: "("), UInt8(ascii: "["):  // #( vector
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
        default:
            let e = atomEnd(c, from: i + 1)
            guard e > i + 1 else { return false }
            let first = ASCII.lower(b)
            // #x1F, #b101, #o17, #e1.5, #d10, #36r…: numbers; #t, #f, #true, #nil…: constants.
            let second = c.byte(i + 2)
            let radix = first == UInt8(ascii: "x") || first == UInt8(ascii: "b") || first == UInt8(ascii: "o") || first == UInt8(ascii: "e") || first == UInt8(ascii: "i")
                || first == UInt8(ascii: "d")
            let isNumber = ASCII.isDigit(b) || radix && e > i + 2
                && (ASCII.isHexDigit(second) || second == UInt8(ascii: "-") || second == UInt8(ascii: "+") || second == UInt8(ascii: "."))
            c.emit(i, e, isNumber ? .number : ASCII.isLetter(b) ? .constant : .punctuation)
            c.pos = e
        }
        return true
    }

    // MARK: - Datum comments

    /// Inside the form a `#;` comments out: up to the bracket that closes it, or the atom's end.
    private func datum(_ c: inout Cursor) {
        let p = c.line
        var i = c.pos
        if c.state.depth == 0, c.state.form == 0 {
            i = c.skipBlanks(from: i)
            guard i < c.end, p[i] != UInt8(ascii: "\r") else {
                c.emitRest(.comment)
                return
            }
            // Prefixes that belong to the datum: quotes and reader marks.
            while i < c.end, p[i] == UInt8(ascii: "'") || p[i] == UInt8(ascii: "`") || p[i] == UInt8(ascii: ",") || p[i] == UInt8(ascii: "#") { i += 1 }
            let b = c.byte(i)
            if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") {
                c.state.depth = 1
                i += 1
            } else if b == UInt8(ascii: "\"") {
                c.state.form = 2  // a string at the top: the datum ends with it
                i += 1
            } else {
                let e = Self.atomEnd(c, from: i)
                finishDatum(&c, at: max(e, i + 1))
                return
            }
        }
        while i < c.end {
            let b = p[i]
            if c.state.form != 0 {
                if b == UInt8(ascii: "\\") { i += 2; continue }
                if b == UInt8(ascii: "\"") {
                    let topLevel = c.state.form == 2
                    c.state.form = 0
                    if topLevel { finishDatum(&c, at: i + 1); return }
                }
            } else if b == UInt8(ascii: "\"") {
                c.state.form = 1
            } else if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") {
                c.state.depth &+= 1
            } else if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") {
                c.state.depth -= 1
                if c.state.depth == 0 { finishDatum(&c, at: i + 1); return }
            } else if b == UInt8(ascii: "\\"), i > 0, p[i - 1] == UInt8(ascii: "#") {
                i += 2  // #\( is a character, not a bracket
                continue
            }
            i += 1
        }
        c.emitRest(.comment)
    }

    private func finishDatum(_ c: inout Cursor, at e: Int) {
        let end = min(e, c.end)
        c.emit(c.pos, end, .comment)
        c.pos = end
        c.state.mode = SpecScanner.Mode.code
        c.state.depth = 0
        c.state.form = 0
    }
}
