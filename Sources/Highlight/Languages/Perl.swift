/// Perl: POD, heredocs, quote-like operators with any delimiter, regex literals, sigil variables and `__END__`.
extension Language {
    /// Perl 5.
    public static let perl = Language(
        name: "perl",
        aliases: ["pl", "pm", "perl5"],
        extensions: ["pl", "pm", "t", "pod", "psgi", "cgi", "plx", "al", "perl"],
        fileNames: ["cpanfile", "Makefile.PL", "Build.PL", ".perltidyrc", ".perlcriticrc"],
        interpreters: ["perl", "perl5"],
        lexer: PerlLexer()
    )
}

/// Runs the spec scanner and Perl's own modes.
///
/// Strings, `q…`/`m…`/`s…` literals and regexes are all one custom mode: `flags` holds a
/// `PerlLiteralState`, `depth` the bracket nesting.
private struct PerlLexer: Lexer {
    static let literal: UInt8 = SpecScanner.Mode.custom
    /// Between the parts of `s{…}{…}` or `tr[…][…]`: waiting for the second opener.
    static let between: UInt8 = SpecScanner.Mode.custom + 1
    static let pod: UInt8 = SpecScanner.Mode.custom + 2
    static let data: UInt8 = SpecScanner.Mode.custom + 3

    let scanner = SpecScanner(PerlSyntax.spec)

    func lex(_ c: inout Cursor) -> Transition {
        c.valueEnded = c.state.valueEndedBefore
        repeat {
            switch c.state.mode {
            case Self.literal: PerlLiteral.scan(&c)
            case Self.between: PerlLiteral.secondPart(&c)
            case Self.pod:
                if c.pos == 0, c.matches(PerlSyntax.cutWord, at: 0), !ASCII.isWord(c.byte(4)) { c.state.mode = SpecScanner.Mode.code }
                c.emitRest(.doc)
            case Self.data: c.emitRest(.comment)
            case let m where m >= SpecScanner.Mode.custom: c.state.mode = SpecScanner.Mode.code
            default: scanner.scan(&c)
            }
        } while c.pos < c.end
        if c.atLineEnd { scanner.endLine(&c) }
        return .end
    }
}

/// The literal Perl is inside: its opening byte (0 when the closer opens it too), its closing byte
/// and what kind it is. Kept in bits 0–19 of `LineState.flags` (open, close, then `Options`);
/// the bits above are the spec scanner's.
struct PerlLiteralState: Equatable {
    struct Options: OptionSet, Equatable {
        let rawValue: UInt8
        /// `$x` and `@x` inside are variables (not in `q{}` or `'…'`).
        static let interpolates = Options(rawValue: 1)
        static let regex = Options(rawValue: 2)
        /// `s{…}{…}`, `tr/…/…/`: a second part follows the first.
        static let twoParts = Options(rawValue: 4)
        /// Modifier letters may follow the closer (`/x/gi`).
        static let flagsAfter = Options(rawValue: 8)
    }

    var open: UInt8
    var close: UInt8
    var options: Options

    @inline(__always) init(open: UInt8, close: UInt8, options: Options) {
        self.open = open
        self.close = close
        self.options = options
    }

    @inline(__always) init(flags: UInt32) {
        open = UInt8(truncatingIfNeeded: flags)
        close = UInt8(truncatingIfNeeded: flags >> 8)
        options = Options(rawValue: UInt8(truncatingIfNeeded: flags >> 16) & 0xF)
    }

    /// Writes the literal into its bits of `flags`, keeping the others.
    @inline(__always) func store(in flags: inout UInt32) {
        flags = (flags & ~Self.bits) | UInt32(open) | UInt32(close) << 8 | UInt32(options.rawValue) << 16
    }

    /// Clears the literal's bits of `flags`: no literal is open.
    @inline(__always) static func clear(_ flags: inout UInt32) { flags &= ~bits }

    private static let bits: UInt32 = 0x000F_FFFF
}

/// Quoted text with a learned delimiter: `"…"`, `q{…}`, `m!…!`, `s{…}{…}`, `tr/…/…/`, `/…/`.
private enum PerlLiteral {
    typealias Options = PerlLiteralState.Options

    /// Starts a literal: the opener runs from `c.pos` to `end`, its last byte the delimiter `d`.
    static func enter(_ c: inout Cursor, end: Int, delimiter d: UInt8, options: Options) {
        let close = QuoteLike.closer(of: d)
        let open: UInt8 = close == d ? 0 : d
        c.emit(c.pos, end, options.contains(.regex) ? .regex : .string)
        c.pos = end
        PerlLiteralState(open: open, close: close, options: options).store(in: &c.state.flags)
        c.state.depth = 0
        c.state.mode = PerlLexer.literal
    }

    static func scan(_ c: inout Cursor) {
        var literal = PerlLiteralState(flags: c.state.flags)
        let open = literal.open
        let close = literal.close
        let kind: TokenKind = literal.options.contains(.regex) ? .regex : .string
        let interpolates = literal.options.contains(.interpolates)
        let sigils = interpolates ? (UInt8(ascii: "$"), UInt8(ascii: "@")) : nil
        var start = c.pos
        var i = c.pos
        while true {
            switch QuoteLike.scanText(&c, from: i, start: &start, kind: kind, interpolates: interpolates,
                                      open: open, close: close, asked: sigils) {
            case .end:
                c.emit(start, c.end, kind)
                c.pos = c.end
                return
            case .asked(let at):
                if let e = PerlSyntax.interpolatedVariable(c, at: at) {
                    c.emit(start, at, kind)
                    c.emit(at, e, .variable)
                    i = e
                    start = e
                } else {
                    i = at + 1
                }
            case .closer(let at):
                if literal.options.contains(.twoParts) {
                    literal.options.remove(.twoParts)
                    literal.store(in: &c.state.flags)
                    if open == 0 {  // s/a/b/: the middle delimiter also opens the second part
                        i = at + 1
                        continue
                    }
                    c.emit(start, at + 1, kind)
                    c.pos = at + 1
                    c.state.mode = PerlLexer.between
                    return
                }
                var e = at + 1
                if literal.options.contains(.flagsAfter) { while e < c.end, ASCII.isLetter(c.line[e]) { e += 1 } }
                c.emit(start, e, kind)
                c.pos = e
                PerlLiteralState.clear(&c.state.flags)
                c.state.mode = SpecScanner.Mode.code
                c.valueEnded = true
                return
            }
        }
    }

    /// After `s{…}`: blanks, then the second part's own delimiter.
    static func secondPart(_ c: inout Cursor) {
        let i = c.skipBlanks(from: c.pos)
        c.pos = i
        guard i < c.end else { return }
        let d = c.line[i]
        guard d < 0x80, !ASCII.isWord(d), !ASCII.isBlank(d) else {
            PerlLiteralState.clear(&c.state.flags)
            c.state.mode = SpecScanner.Mode.code
            return
        }
        enter(&c, end: i + 1, delimiter: d, options: PerlLiteralState(flags: c.state.flags).options.subtracting(.twoParts))
    }
}

/// The Perl spec and its hooks.
private enum PerlSyntax {
    static let cutWord = Array("=cut".utf8)
    static let endWord = Array("__END__".utf8)
    static let dataWord = Array("__DATA__".utf8)
    /// Punctuation variables: `$_` is a name, these are not (`$!`, `$@`, `$/`, `$0`).
    static let specialVariables = ByteSet("!@/\\,;.&\"0123456789<>[]^+-|?$")
    /// Delimiters a quote-like operator may take after blanks (`q {…}`, `s {…}{…}`).
    static let spacedDelimiters = ByteSet("{([</|!'\"")
    /// Bytes that never open a quote-like operator's text: `s => 1`, `{y}`, `(q, r)`.
    static let notDelimiters = ByteSet("=,;)}]>")

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#")]
        spec.words = [
            (.keyword, ["my", "our", "local", "state", "sub", "package", "use", "no", "require", "if", "elsif", "else",
                        "unless", "while", "until", "for", "foreach", "do", "last", "next", "redo", "return", "goto",
                        "and", "or", "not", "xor", "eq", "ne", "lt", "gt", "le", "ge", "cmp", "defined", "undef",
                        "eval", "BEGIN", "END", "INIT", "CHECK", "UNITCHECK", "DESTROY", "AUTOLOAD", "wantarray"]),
            (.operator, ["x"]),
            (.constant, ["__PACKAGE__", "__FILE__", "__LINE__", "__SUB__", "STDIN", "STDOUT", "STDERR", "ARGV"]),
            (.function, ["print", "printf", "say", "push", "pop", "shift", "unshift", "splice", "join", "split", "map",
                         "grep", "sort", "reverse", "keys", "values", "each", "exists", "delete", "die", "warn",
                         "open", "close", "binmode", "chomp", "chop", "chr", "ord", "lc", "uc", "lcfirst", "ucfirst",
                         "length", "substr", "index", "rindex", "sprintf", "ref", "bless", "scalar", "sleep",
                         "exit", "system", "exec", "abs", "int", "sqrt", "rand", "hex", "oct", "pack", "unpack"]),
        ]
        spec.functionIntroducers = ["sub"]
        spec.typeIntroducers = ["package"]
        spec.remembersValueEnd = true
        spec.operators = ByteSet("+-*/%=<>!&|^~?:.\\")
        spec.punctuation = ByteSet("()[]{},;")
        var hooks: [(UInt8, LanguageSpec.Hook)] = [
            (UInt8(ascii: "\""), quote), (UInt8(ascii: "'"), quote), (UInt8(ascii: "`"), quote), (UInt8(ascii: "/"), slash), (UInt8(ascii: "<"), heredoc), (UInt8(ascii: "$"), sigil),
            (UInt8(ascii: "@"), sigil), (UInt8(ascii: "%"), sigil), (UInt8(ascii: "="), pod), (UInt8(ascii: "_"), dataMarker), (UInt8(ascii: "}"), closeBrace),
        ]
        for b in "mqsty".utf8 { hooks.append((b, quoteLike)) }
        spec.hooks = hooks
        spec.heredocLine = heredocLine
        return spec
    }()

    /// The end of a variable interpolated at `i` in a string (`$name`, `${name}`, `@list`, `$pkg::x`), if any.
    static func interpolatedVariable(_ c: Cursor, at i: Int) -> Int? {
        var j = i + 1
        if c.byte(j) == UInt8(ascii: "{") {
            var k = j + 1
            while k < c.end, ASCII.isWord(c.line[k]) { k += 1 }
            return c.byte(k) == UInt8(ascii: "}") && k > j + 1 ? k + 1 : nil
        }
        if c.line[i] == UInt8(ascii: "$"), ASCII.isDigit(c.byte(j)) {
            while ASCII.isDigit(c.byte(j)) { j += 1 }
            return j
        }
        guard ASCII.isLetter(c.byte(j)) || c.byte(j) == UInt8(ascii: "_") || c.byte(j) == UInt8(ascii: ":") && c.byte(j + 1) == UInt8(ascii: ":") else { return nil }
        return name(c, from: j)
    }

    /// The end of a package-qualified name starting at `j` (`Foo::Bar::baz`).
    static func name(_ c: Cursor, from j: Int) -> Int {
        var k = j
        while k < c.end {
            if ASCII.isWord(c.line[k]) { k += 1; continue }
            if c.line[k] == UInt8(ascii: ":"), c.byte(k + 1) == UInt8(ascii: ":"), ASCII.isWord(c.byte(k + 2)) { k += 2; continue }
            break
        }
        return k
    }

    /// `$x`, `@list`, `%hash`, `$#array`, `${…}`, `$_`, `$!`: variables in code.
    static let sigil: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        let s = c.line[i]
        if s == UInt8(ascii: "%"), c.valueEnded { return false }  // `%` after a value is modulo
        var j = i + 1
        if s == UInt8(ascii: "$"), c.byte(j) == UInt8(ascii: "#"), c.byte(j + 1) == UInt8(ascii: "{") || c.byte(j + 1) == UInt8(ascii: "$") || ASCII.isWord(c.byte(j + 1)) {
            j += 1  // $#array, $#{…}, $#$ref
        }
        while c.byte(j) == UInt8(ascii: "$") { j += 1 }  // $$ref, @$ref
        let b = c.byte(j)
        if ASCII.isWord(b) && b < 0x80 || b == UInt8(ascii: ":") && c.byte(j + 1) == UInt8(ascii: ":") {
            j = name(c, from: j)
        } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "^") {
            j += 1  // ${ … } and @{ … } dereference; ${^NAME}
        } else if s == UInt8(ascii: "$"), j == i + 1, specialVariables.contains(b) {
            j += 1
        } else if j == i + 1 {
            return false
        }
        c.emit(i, j, .variable)
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `"…"` and `` `…` `` interpolate; `'…'` does not. All may span lines.
    static let quote: LanguageSpec.Hook = { c, _ in
        let q = c.line[c.pos]
        PerlLiteral.enter(&c, end: c.pos + 1, delimiter: q, options: q == UInt8(ascii: "'") ? [] : .interpolates)
        return true
    }

    /// `/regex/flags` where an operand is expected (`split /,/`, `=~ /x/`); otherwise division.
    static let slash: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        let next = c.byte(i + 1)
        if c.valueEnded, !(i > 0 && ASCII.isBlank(c.line[i - 1]) && next != 0 && !ASCII.isBlank(next) && next != UInt8(ascii: "=")) {
            return false
        }
        if next == UInt8(ascii: "/") {  // `//` is defined-or; an empty pattern is rare
            c.emit(i, i + 2, .operator)
            c.pos = i + 2
            c.valueEnded = false
            return true
        }
        PerlLiteral.enter(&c, end: i + 1, delimiter: UInt8(ascii: "/"), options: [.interpolates, .regex, .flagsAfter])
        return true
    }

    /// `q{}`, `qq()`, `qw[]`, `qx//`, `m!!`, `qr{}`, `s///`, `s{}{}`, `tr///`, `y///`.
    static let quoteLike: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i
        while j < c.end, j < i + 3, ASCII.isWord(c.line[j]) { j += 1 }
        guard !ASCII.isWord(c.byte(j)) else { return false }
        var options: PerlLiteral.Options
        switch (j - i, c.line[i], c.byte(i + 1)) {
        case (1, UInt8(ascii: "q"), _): options = []                                                       // q
        case (2, UInt8(ascii: "q"), UInt8(ascii: "q")), (2, UInt8(ascii: "q"), UInt8(ascii: "x")): options = .interpolates                        // qq qx
        case (2, UInt8(ascii: "q"), UInt8(ascii: "w")): options = []                                                    // qw
        case (2, UInt8(ascii: "q"), UInt8(ascii: "r")), (1, UInt8(ascii: "m"), _): options = [.interpolates, .regex, .flagsAfter]   // qr m
        case (1, UInt8(ascii: "s"), _): options = [.interpolates, .regex, .flagsAfter, .twoParts]          // s
        case (2, UInt8(ascii: "t"), UInt8(ascii: "r")), (1, UInt8(ascii: "y"), _): options = [.flagsAfter, .twoParts]                // tr y
        default: return false
        }
        // `$x->s(…)` is a method call, not a substitution.
        if i >= 2, c.line[i - 1] == UInt8(ascii: ">"), c.line[i - 2] == UInt8(ascii: "-") { return false }
        var k = j
        if ASCII.isBlank(c.byte(k)) {
            k = c.skipBlanks(from: k)
            guard spacedDelimiters.contains(c.byte(k)) else { return false }
        }
        let d = c.byte(k)
        guard k < c.end, d < 0x80, !ASCII.isWord(d), !ASCII.isBlank(d), !notDelimiters.contains(d) else { return false }
        if d == UInt8(ascii: "'") { options.remove(.interpolates) }
        PerlLiteral.enter(&c, end: k + 1, delimiter: d, options: options)
        return true
    }

    /// `<<"EOT"`, `<<'EOT'`, `<<~EOT`, `<<EOT`, `<<\EOT`: queues a heredoc whose body starts on the next line.
    static let heredoc: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "<") else { return false }
        var j = i + 2
        var options: SpecScanner.HeredocOptions = []
        if c.byte(j) == UInt8(ascii: "~") {
            options.insert(.indented)
            j += 1
        }
        let spaced = c.skipBlanks(from: j)
        if c.byte(spaced) == UInt8(ascii: "\"") || c.byte(spaced) == UInt8(ascii: "'") { j = spaced }
        let q = c.byte(j)
        let terminator: [UInt8]
        let end: Int
        if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") || q == UInt8(ascii: "`") {
            var k = j + 1
            while k < c.end, c.line[k] != q { k += 1 }
            guard k < c.end else { return false }
            terminator = c.bytes(j + 1, k)
            end = k + 1
            if q != UInt8(ascii: "'") { options.insert(.interpolates) }
        } else if q == UInt8(ascii: "\\") || ASCII.isUpper(q) || q == UInt8(ascii: "_") {
            let s = q == UInt8(ascii: "\\") ? j + 1 : j
            var k = s
            while k < c.end, ASCII.isWord(c.line[k]), c.line[k] < 0x80 { k += 1 }
            guard k > s else { return false }
            terminator = c.bytes(s, k)
            end = k
            if q != UInt8(ascii: "\\") { options.insert(.interpolates) }
        } else {
            return false
        }
        c.emit(i, end, .string)
        c.pos = end
        scanner.queueHeredoc(&c, terminator: terminator, options: options)
        c.valueEnded = true
        return true
    }

    /// Colors one interpolating heredoc line: escapes and variables.
    static let heredocLine: LanguageSpec.HeredocLine = { c, scanner in
        let p = c.line
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if b == UInt8(ascii: "\\") {
                c.emit(start, i, .string)
                let e = scanner.escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                start = e
            } else if b == UInt8(ascii: "$") || b == UInt8(ascii: "@"), let e = interpolatedVariable(c, at: i) {
                c.emit(start, i, .string)
                c.emit(i, e, .variable)
                i = e
                start = e
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// `=pod`, `=head1`, `=item`… at the start of a line open POD, which runs to `=cut`.
    static let pod: LanguageSpec.Hook = { c, _ in
        guard c.pos == 0, ASCII.isLetter(c.byte(1)) else { return false }
        c.emitRest(.doc)
        c.state.mode = PerlLexer.pod
        return true
    }

    /// `__END__` or `__DATA__` on a line of its own: the rest of the file is data.
    static let dataMarker: LanguageSpec.Hook = { c, _ in
        guard c.pos == 0 else { return false }
        let n = c.matches(endWord, at: 0) ? 7 : c.matches(dataWord, at: 0) ? 8 : 0
        guard n > 0, c.skipBlanks(from: n) >= c.end || c.byte(c.skipBlanks(from: n)) == UInt8(ascii: "\r") else { return false }
        c.emitRest(.comment)
        c.state.mode = PerlLexer.data
        return true
    }

    /// `}` ends a subscript as often as a block: `$h{n} / 2` divides.
    static let closeBrace: LanguageSpec.Hook = { c, _ in
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        c.valueEnded = true
        return true
    }
}
