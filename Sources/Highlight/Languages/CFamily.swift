/// What C, C++ and Objective-C share: one lexer that runs a dialect's spec and adds preprocessor
/// directives (continued by a trailing `\`), C++ raw strings and attributes, and Objective-C's `@` words.
///
/// A directive is colored `preprocessor` as a whole, its continuation lines included, except for
/// the string and character literals, the `<header.h>` of an include and the comments inside it.
enum CFamily {
    /// Which language of the family a lexer is for.
    enum Dialect: Sendable {
        case c, cpp, objectiveC
    }

    /// The lexer for `dialect`.
    static func lexer(_ dialect: Dialect) -> any Lexer {
        CFamilyLexer(scanner: SpecScanner(spec(dialect)))
    }

    /// Modes of `LineState.mode` beyond the scanner's.
    fileprivate enum Mode {
        /// Inside a preprocessor directive; `form` 1 means a message (`#error`) with no literals.
        static let directive: UInt8 = SpecScanner.Mode.custom
        /// Inside a `/* */` comment that sits in a directive; the directive resumes after it.
        static let directiveComment: UInt8 = SpecScanner.Mode.custom + 1
    }

    /// Index of the plain `//` form in `spec.lineComments`, used for comments inside directives.
    fileprivate static let slashComment: UInt8 = 2

    /// The spec for `dialect`: comments, literals and words; the lexer adds what a spec cannot say.
    static func spec(_ dialect: Dialect) -> LanguageSpec {
        var spec = LanguageSpec()
        spec.lineComments = [
            LineComment("///", kind: .doc, notFollowedBy: "/", backslashContinues: true),
            LineComment("//!", kind: .doc, backslashContinues: true),
            LineComment("//", backslashContinues: true),
        ]
        spec.blockComments = [
            BlockComment("/**", "*/", kind: .doc, notFollowedBy: "*/"),
            BlockComment("/*!", "*/", kind: .doc),
            BlockComment("/*", "*/"),
        ]
        spec.strings = ["\"", "'", "u8\"", "u\"", "U\"", "L\"", "u8'", "u'", "U'", "L'"].map { open in
            StringForm(open, String(open.last!))
        }
        // C23 and C++14 both take `'` between digits: 1'000'000.
        spec.numbers = NumberGrammar(separator: "'", hexFloats: true)
        spec.operators = ByteSet("+-*/%=<>!&|^~?:")
        spec.punctuation = ByteSet("()[]{},;.")
        spec.typeIntroducers = ["struct", "enum", "union"]
        spec.hooks = [(UInt8(ascii: "#"), Directive.hook), (UInt8(ascii: "{"), endIntroduction)]
        // Comments, strings, raw strings and directives open on bytes, never on a word's kind;
        // a word's kind only colors the word after it (`struct name`, a call).
        spec.wordsKeepState = true
        var keywords = cKeywords
        var types = cTypes
        var constants = cConstants
        switch dialect {
        case .c:
            break
        case .cpp:
            keywords += cppKeywords
            types += ["char8_t", "char16_t", "char32_t", "wchar_t", "nullptr_t", "byte"]
            constants += ["nullptr"]
            spec.typeIntroducers += ["class", "typename", "namespace", "concept"]
            for b in "RuUL".utf8 { spec.hooks.append((b, RawString.hook)) }
            spec.hooks.append((UInt8(ascii: "["), Attribute.hook))
        case .objectiveC:
            spec.strings.append(StringForm("@\"", "\""))
            keywords += objcKeywords
            types += ["id", "instancetype", "SEL", "BOOL", "IMP", "Class", "NSInteger", "NSUInteger", "CGFloat"]
            constants += ["nil", "Nil", "YES", "NO"]
            spec.hooks.append((UInt8(ascii: "@"), AtWord.hook))
            // Classes are capitalized (`NSString`); calls and listed words are decided first.
            spec.capitalizedAreTypes = true
        }
        spec.words = [(.keyword, keywords), (.type, types), (.constant, constants)]
        return spec
    }

    /// `enum {` names no type: the brace ends what `enum` or `struct` introduced.
    private static let endIntroduction: LanguageSpec.Hook = { c, _ in
        c.introduced = nil
        return false
    }

    private static let cKeywords = [
        "auto", "break", "case", "const", "continue", "default", "do", "else", "enum", "extern", "for", "goto",
        "if", "inline", "register", "restrict", "return", "sizeof", "static", "struct", "switch", "typedef",
        "union", "volatile", "while", "_Alignas", "_Alignof", "_Atomic", "_Generic", "_Noreturn",
        "_Static_assert", "_Thread_local", "alignas", "alignof", "static_assert", "thread_local", "typeof",
        "typeof_unqual", "constexpr", "_Pragma", "asm", "__asm__", "__attribute__", "__inline", "__inline__",
        "__restrict", "__volatile__", "__extension__", "__declspec",
    ]

    private static let cTypes = [
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "bool",
        "_Complex", "_Imaginary", "_BitInt", "_Decimal32", "_Decimal64", "_Decimal128", "size_t", "ssize_t",
        "ptrdiff_t", "intptr_t", "uintptr_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t",
        "uint32_t", "uint64_t", "intmax_t", "uintmax_t", "max_align_t", "off_t", "pid_t", "time_t", "clock_t",
        "va_list", "FILE", "wchar_t", "char16_t", "char32_t",
    ]

    private static let cConstants = [
        "NULL", "true", "false", "EOF", "__FILE__", "__LINE__", "__func__", "__DATE__", "__TIME__",
        "__STDC__", "__STDC_VERSION__", "__cplusplus", "stdin", "stdout", "stderr", "EXIT_SUCCESS", "EXIT_FAILURE",
    ]

    private static let cppKeywords = [
        "and", "and_eq", "bitand", "bitor", "catch", "class", "compl", "concept", "const_cast", "consteval",
        "constinit", "co_await", "co_return", "co_yield", "decltype", "delete", "dynamic_cast", "explicit",
        "export", "final", "friend", "mutable", "namespace", "new", "noexcept", "not", "not_eq", "operator",
        "or", "or_eq", "override", "private", "protected", "public", "reinterpret_cast", "requires",
        "static_cast", "template", "this", "throw", "try", "typeid", "typename", "using", "virtual", "xor",
        "xor_eq", "import", "module",
    ]

    private static let objcKeywords = [
        "self", "super", "in", "nonatomic", "atomic", "readonly", "readwrite", "strong", "weak", "assign",
        "retain", "unsafe_unretained", "nullable", "nonnull", "null_resettable", "_Nullable", "_Nonnull",
        "__weak", "__strong", "__block", "__kindof", "__bridge", "__bridge_transfer", "__bridge_retained",
        "__autoreleasing", "__unsafe_unretained", "oneway", "bycopy", "byref", "inout",
    ]
}

/// Runs the dialect's spec, and the preprocessor modes the spec cannot express.
private struct CFamilyLexer: Lexer {
    let scanner: SpecScanner

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            switch c.state.mode {
            case CFamily.Mode.directive: Directive.body(&c, scanner)
            case CFamily.Mode.directiveComment: Directive.comment(&c)
            default: scanner.scan(&c)
            }
        }
        if c.atLineEnd {
            switch c.state.mode {
            case CFamily.Mode.directive:
                if !Directive.continues(c) {
                    c.state.mode = SpecScanner.Mode.code
                    c.state.form = 0
                }
            case CFamily.Mode.directiveComment:
                break
            default:
                scanner.endLine(&c)
            }
        }
        return .end
    }
}

/// Preprocessor directives: `#` first on a line, through any lines continued by a trailing `\`.
private enum Directive {
    private static let headerDirectives: [[UInt8]] = ["include", "include_next", "import"].map { Array($0.utf8) }
    private static let messageDirectives: [[UInt8]] = ["error", "warning"].map { Array($0.utf8) }
    /// Bytes that end a run of plain directive text.
    private static let stops = ByteSet("\"'/")

    /// Starts a directive at `#`: colors `# name`, and an include's `<header>` as a string.
    static let hook: LanguageSpec.Hook = { c, _ in
        guard c.isFirstOnLine else { return false }
        let start = c.pos
        let nameStart = c.skipBlanks(from: start + 1)
        var j = nameStart
        while j < c.end, ASCII.isLetter(c.line[j]) || c.line[j] == UInt8(ascii: "_") { j += 1 }
        c.emit(start, j, .preprocessor)
        c.pos = j
        c.state.mode = CFamily.Mode.directive
        c.state.form = 0
        if names(c, nameStart, j, in: messageDirectives) {
            c.state.form = 1
        } else if names(c, nameStart, j, in: headerDirectives) {
            let open = c.skipBlanks(from: j)
            if c.byte(open) == UInt8(ascii: "<") {
                var close = open + 1
                while close < c.end, c.line[close] != UInt8(ascii: ">") { close += 1 }
                if close < c.end {
                    c.emit(j, open, .preprocessor)
                    c.emit(open, close + 1, .string)
                    c.pos = close + 1
                }
            }
        }
        return true
    }

    private static func names(_ c: Cursor, _ from: Int, _ to: Int, in names: [[UInt8]]) -> Bool {
        names.contains { $0.count == to - from && c.matches($0, at: from) }
    }

    /// Lexes directive text: plain runs are preprocessor, literals and comments keep their own colors.
    static func body(_ c: inout Cursor, _ scanner: SpecScanner) {
        if c.state.form == 1 {
            c.emitRest(.preprocessor)
            return
        }
        let p = c.line
        var i = c.pos
        var number: Range<Int>?
        while i < c.end {
            let b = p[i]
            guard stops.contains(b) else { i += 1; continue }
            if b == UInt8(ascii: "/") {
                let next = c.byte(i + 1)
                if next == UInt8(ascii: "*") {
                    c.emit(c.pos, i, .preprocessor)
                    c.emit(i, i + 2, .comment)
                    c.pos = i + 2
                    c.state.mode = CFamily.Mode.directiveComment
                    return
                }
                if next == UInt8(ascii: "/") {
                    c.emit(c.pos, i, .preprocessor)
                    c.pos = i
                    c.emitRest(.comment)
                    // A `\` at the end continues the comment, and so the directive, onto the next line.
                    if continues(c) {
                        c.state.mode = SpecScanner.Mode.lineComment
                        c.state.form = CFamily.slashComment
                    }
                    return
                }
                i += 1
                continue
            }
            if b == UInt8(ascii: "'"), isDigitSeparator(c, i, run: &number) { i += 1; continue }
            // Objective-C's `@"…"` is one string.
            let open = b == UInt8(ascii: "\"") && i > c.pos && p[i - 1] == UInt8(ascii: "@") ? i - 1 : i
            c.emit(c.pos, open, .preprocessor)
            c.emit(open, i, .string)
            i = literal(&c, scanner, at: i)
            c.pos = i
        }
        c.emit(c.pos, c.end, .preprocessor)
        c.pos = c.end
    }

    /// Whether the `'` at `i` separates digits (`1'024`) rather than opening a character literal
    /// (`u8'a'`): whether the run of word bytes and `'`s it stands in starts with a digit before it.
    ///
    /// `run` keeps the last run found, so the `'`s of one run (`1'2'3'…`) do not each read it again.
    private static func isDigitSeparator(_ c: Cursor, _ i: Int, run: inout Range<Int>?) -> Bool {
        func inRun(_ b: UInt8) -> Bool { ASCII.isWord(b) || b == UInt8(ascii: "'") }
        if run.map({ !$0.contains(i) }) ?? true {
            var k = i
            while k > 0, inRun(c.line[k - 1]) { k -= 1 }
            var e = i + 1
            while e < c.end, inRun(c.line[e]) { e += 1 }
            run = k..<e
        }
        let k = run!.lowerBound
        return k < i && ASCII.isDigit(c.line[k])
    }

    /// Colors the string or character literal opening at `start`; returns where it ends (on this line).
    private static func literal(_ c: inout Cursor, _ scanner: SpecScanner, at start: Int) -> Int {
        let quote = c.line[start]
        var s = start
        var i = start + 1
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "\\") {
                c.emit(s, i, .string)
                let e = scanner.escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                s = i
                continue
            }
            i += 1
            if b == quote { break }
        }
        c.emit(s, i, .string)
        return i
    }

    /// Lexes a `/* */` comment inside a directive, returning to the directive after it.
    static func comment(_ c: inout Cursor) {
        if c.passBlockComment(.comment) { c.state.mode = CFamily.Mode.directive }
    }

    /// Whether the line ends in `\` (before any `\r`), continuing the directive.
    static func continues(_ c: Cursor) -> Bool {
        var e = c.end
        if e > 0, c.line[e - 1] == UInt8(ascii: "\r") { e -= 1 }
        return e > 0 && c.line[e - 1] == UInt8(ascii: "\\")
    }
}

/// C++ raw strings: `R"delim(…)delim"`, with `u8`, `u`, `U` or `L` before the `R`, spanning lines.
private enum RawString {
    static let hook: LanguageSpec.Hook = { c, scanner in
        let start = c.pos
        if start > 0, scanner.spec.identifierPart.contains(c.line[start - 1]) { return false }
        var i = start
        if c.byte(i) == UInt8(ascii: "u"), c.byte(i + 1) == UInt8(ascii: "8") { i += 2 }  // u8
        else if c.byte(i) != UInt8(ascii: "R") { i += 1 }  // u, U, L
        guard c.byte(i) == UInt8(ascii: "R"), c.byte(i + 1) == UInt8(ascii: "\"") else { return false }
        let fence = i + 2
        var j = fence
        // The delimiter: at most 16 bytes, none of them a space, a parenthesis or a backslash.
        while j < c.end, j - fence <= 16 {
            let b = c.line[j]
            if b == UInt8(ascii: "(") { break }
            if b == UInt8(ascii: ")") || b == UInt8(ascii: "\\") || b <= UInt8(ascii: " ") || b >= 0x7F { return false }
            j += 1
        }
        guard c.byte(j) == UInt8(ascii: "("), j - fence <= 16 else { return false }
        scanner.enterDelimited(&c, from: start, to: j + 1, closer: [UInt8(ascii: ")")] + c.bytes(fence, j) + [UInt8(ascii: "\"")], kind: .string)
        return true
    }
}

/// C++11 attributes: `[[nodiscard]]`, `[[deprecated("why")]]`, colored whole when closed on the line.
private enum Attribute {
    private static let closer: [UInt8] = [UInt8(ascii: "]"), UInt8(ascii: "]")]

    static let hook: LanguageSpec.Hook = { c, _ in
        guard c.byte(c.pos + 1) == UInt8(ascii: "["), let i = c.firstIndex(of: closer, from: c.pos + 2) else { return false }
        c.emit(c.pos, i + 2, .attribute)
        c.pos = i + 2
        c.valueEnded = false
        return true
    }
}

/// Objective-C's `@` words: `@interface`, `@end`, `@property`…; `@YES` and `@NO` are constants.
private enum AtWord {
    private static let constants = WordTable([(.constant, ["YES", "NO", "true", "false"])])
    /// Words after which the next identifier names a type.
    private static let introducers = WordTable([(.type, ["interface", "implementation", "protocol", "class"])])

    static let hook: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        var j = start + 1
        guard j < c.end, ASCII.isLetter(c.line[j]) || c.line[j] == UInt8(ascii: "_") else {
            // `@"…"` is a string form; `@[`, `@{`, `@(` and `@42` are boxed literals.
            if c.byte(j) == UInt8(ascii: "\"") { return false }
            c.emit(start, j, .punctuation)
            c.pos = j
            return true
        }
        while j < c.end, ASCII.isWord(c.line[j]), c.line[j] < 0x80 { j += 1 }
        let isConstant = constants.lookup(c.line, start + 1, j) != nil
        c.emit(start, j, isConstant ? .constant : .keyword)
        c.introduced = introducers.lookup(c.line, start + 1, j) != nil ? .type : nil
        c.valueEnded = isConstant
        c.pos = j
        return true
    }
}
