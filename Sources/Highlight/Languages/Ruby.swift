/// Ruby: heredocs, `%` literals with nesting, regex literals, `#{}` interpolation, symbols and sigil variables.
extension Language {
    /// Ruby, with Rake, Gemfiles and friends.
    public static let ruby = Language(
        name: "ruby",
        aliases: ["rb", "jruby"],
        extensions: ["rb", "rake", "gemspec", "ru", "rbw", "jbuilder", "podspec", "thor", "rabl", "builder"],
        fileNames: ["Gemfile", "Rakefile", "Guardfile", "Podfile", "Vagrantfile", "Brewfile", "Fastfile", "Capfile",
                    "Dangerfile", "Berksfile", "Steepfile", ".irbrc", ".pryrc", "Gemfile.lock"],
        interpreters: ["ruby", "jruby", "rbx", "macruby", "truffleruby"],
        lexer: RubyLexer()
    )
}

/// Runs the spec scanner and Ruby's own modes: `%`/regex literals, `=begin` comments and `__END__` data.
///
/// A literal keeps a `RubyLiteralFrame` on `LineState.stack` and its bracket nesting in `depth`;
/// a `#{` inside it pushes a `RubyInterpolationFrame` holding that nesting while the code inside
/// counts braces in `depth`.
private struct RubyLexer: Lexer {
    static let literal: UInt8 = SpecScanner.Mode.custom
    static let blockComment: UInt8 = SpecScanner.Mode.custom + 1
    static let data: UInt8 = SpecScanner.Mode.custom + 2

    let scanner = SpecScanner(RubySyntax.spec)

    func lex(_ c: inout Cursor) -> Transition {
        c.valueEnded = c.state.valueEndedBefore
        Self.run(&c, scanner)
        if c.atLineEnd { scanner.endLine(&c) }
        return .end
    }

    /// Lexes to the segment's end in whatever mode the state is in.
    static func run(_ c: inout Cursor, _ scanner: SpecScanner) {
        repeat {
            switch c.state.mode {
            case literal: RubyLiteral.scan(&c)
            case blockComment:
                if c.pos == 0, c.matches(RubySyntax.endWord, at: 0), !ASCII.isWord(c.byte(4)) { c.state.mode = SpecScanner.Mode.code }
                c.emitRest(.comment)
            case data: c.emitRest(.comment)
            case let m where m >= SpecScanner.Mode.custom: c.state.mode = SpecScanner.Mode.code
            default: scanner.scan(&c)
            }
        } while c.pos < c.end
    }
}

/// A `%q{…}` or `/…/` literal open on Ruby's stack: what kind it is, its opening byte (0 when the
/// closer opens it too) and closing byte, and the code's bracket depth to restore after it (up to 255).
/// Packed as bits 31–30 `10`, options in 24–29, open in 16–23, close in 8–15, depth in 0–7.
struct RubyLiteralFrame: Equatable {
    struct Options: OptionSet, Equatable {
        let rawValue: UInt8
        static let interpolates = Options(rawValue: 1)
        static let regex = Options(rawValue: 2)
        /// `%s()`, `%i[]`: symbols.
        static let symbol = Options(rawValue: 4)
    }

    var options: Options
    var open: UInt8
    var close: UInt8
    var outerDepth: UInt8

    @inline(__always) init(options: Options, open: UInt8, close: UInt8, outerDepth: UInt8) {
        self.options = options
        self.open = open
        self.close = close
        self.outerDepth = outerDepth
    }

    /// The literal `packed` holds, or nil when it is an interpolation.
    @inline(__always) init?(packed: UInt32) {
        guard packed & 0xC000_0000 == 0x8000_0000 else { return nil }
        options = Options(rawValue: UInt8(truncatingIfNeeded: packed >> 24) & 0x3F)
        open = UInt8(truncatingIfNeeded: packed >> 16)
        close = UInt8(truncatingIfNeeded: packed >> 8)
        outerDepth = UInt8(truncatingIfNeeded: packed)
    }

    @inline(__always) var packed: UInt32 {
        0x8000_0000 | UInt32(options.rawValue) << 24 | UInt32(open) << 16 | UInt32(close) << 8 | UInt32(outerDepth)
    }
}

/// A `#{` open inside a Ruby literal: the literal's bracket nesting to restore at its `}`.
/// Packed as bits 31–30 `11`, depth in 0–15.
struct RubyInterpolationFrame: Equatable {
    var literalDepth: UInt16

    @inline(__always) init(literalDepth: UInt16) { self.literalDepth = literalDepth }

    @inline(__always) init?(packed: UInt32) {
        guard packed & 0xC000_0000 == 0xC000_0000 else { return nil }
        literalDepth = UInt16(truncatingIfNeeded: packed)
    }

    @inline(__always) var packed: UInt32 { 0xC000_0000 | UInt32(literalDepth) }
}

/// `%w[…]`, `%Q(…)`, `/…/`: literals with learned delimiters, bracket nesting and interpolation.
private enum RubyLiteral {
    typealias Options = RubyLiteralFrame.Options

    static func kind(_ options: Options) -> TokenKind {
        options.contains(.regex) ? .regex : options.contains(.symbol) ? .constant : .string
    }

    /// Starts a literal whose opener runs from `c.pos` to `end` (nested past `LineState.stackLimit`
    /// frames, only the opener is colored).
    static func enter(_ c: inout Cursor, end: Int, open: UInt8, close: UInt8, options: Options) {
        c.emit(c.pos, end, kind(options))
        c.pos = end
        guard c.state.canPush else { return }
        let frame = RubyLiteralFrame(options: options, open: open, close: close, outerDepth: UInt8(min(c.state.depth, 255)))
        c.state.stack.append(frame.packed)
        c.state.depth = 0
        c.state.mode = RubyLexer.literal
    }

    static func scan(_ c: inout Cursor) {
        guard let top = c.state.stack.last, let frame = RubyLiteralFrame(packed: top) else {
            c.state.mode = SpecScanner.Mode.code
            return
        }
        let options = frame.options
        let open = frame.open
        let close = frame.close
        let kind = kind(options)
        let interpolates = options.contains(.interpolates)
        let hash = interpolates ? (UInt8(ascii: "#"), UInt8(ascii: "#")) : nil
        var start = c.pos
        var i = c.pos
        while true {
            switch QuoteLike.scanText(&c, from: i, start: &start, kind: kind, interpolates: interpolates,
                                      open: open, close: close, asked: hash) {
            case .end:
                c.emit(start, c.end, kind)
                c.pos = c.end
                return
            case .asked(let at):
                guard c.byte(at + 1) == UInt8(ascii: "{"), c.state.canPush else {
                    i = at + 1
                    continue
                }
                c.emit(start, at, kind)
                c.emit(at, at + 2, .punctuation)
                c.pos = at + 2
                c.state.stack.append(RubyInterpolationFrame(literalDepth: c.state.depth).packed)
                c.state.depth = 0
                c.state.mode = SpecScanner.Mode.code
                c.valueEnded = false
                return
            case .closer(let at):
                var e = at + 1
                if options.contains(.regex) { while e < c.end, ASCII.isLetter(c.line[e]) { e += 1 } }
                c.emit(start, e, kind)
                c.pos = e
                c.state.stack.removeLast()
                c.state.depth = UInt16(frame.outerDepth)
                c.state.mode = SpecScanner.Mode.code
                c.valueEnded = true
                return
            }
        }
    }

    /// `{` inside a literal's interpolation: counted so the balancing `}` is found.
    static let openBrace: LanguageSpec.Hook = { c, _ in
        guard let top = c.state.stack.last, RubyInterpolationFrame(packed: top) != nil else { return false }
        c.state.depth &+= 1
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        c.valueEnded = false
        return true
    }

    /// `}`: closes a brace pair, or the interpolation and so returns to the literal.
    static let closeBrace: LanguageSpec.Hook = { c, _ in
        guard let top = c.state.stack.last, let frame = RubyInterpolationFrame(packed: top) else { return false }
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        c.valueEnded = true
        if c.state.depth > 0 {
            c.state.depth -= 1
        } else {
            c.state.stack.removeLast()
            c.state.depth = frame.literalDepth
            c.state.mode = RubyLexer.literal
        }
        return true
    }

    /// Whether a `/` or `%` here starts a literal: in operand position, or after a blank when no
    /// blank follows (`puts /x/`, `p %w[a]`), as Ruby reads a method call's argument.
    static func operandHere(_ c: Cursor) -> Bool {
        if !c.valueEnded { return true }
        let i = c.pos
        let next = c.byte(i + 1)
        return i > 0 && ASCII.isBlank(c.line[i - 1]) && next != 0 && !ASCII.isBlank(next) && next != UInt8(ascii: "=")
    }

    /// `/regex/flags`.
    static let regexLiteral: LanguageSpec.Hook = { c, _ in
        guard operandHere(c) else { return false }
        enter(&c, end: c.pos + 1, open: 0, close: UInt8(ascii: "/"), options: [.interpolates, .regex])
        return true
    }

    /// `%q{}`, `%Q()`, `%w[]`, `%i[]`, `%r{}`, `%s()`, `%x()`, `%()`.
    static let percentLiteral: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        var type: UInt8 = UInt8(ascii: "Q")  // bare %() is %Q()
        let letter = c.byte(j)
        if RubySyntax.percentTypes.contains(letter), !ASCII.isWord(c.byte(j + 1)) {
            type = letter
            j += 1
        }
        let d = c.byte(j)
        guard d != 0, d < 0x80, !ASCII.isBlank(d), !ASCII.isWord(d), d != UInt8(ascii: "=") || j > i + 1, operandHere(c) else { return false }
        if j == i + 1, !RubySyntax.bareDelimiters.contains(d) { return false }
        let close = QuoteLike.closer(of: d)
        let options: Options
        switch type {
        case UInt8(ascii: "Q"), UInt8(ascii: "W"), UInt8(ascii: "x"): options = .interpolates           // Q W x
        case UInt8(ascii: "I"): options = [.interpolates, .symbol]            // I
        case UInt8(ascii: "i"), UInt8(ascii: "s"): options = .symbol                       // i s
        case UInt8(ascii: "r"): options = [.interpolates, .regex]             // r
        default: options = []                                    // q w
        }
        enter(&c, end: j + 1, open: close == d ? 0 : d, close: close, options: options)
        return true
    }
}

/// The Ruby spec and its hooks.
private enum RubySyntax {
    static let endWord = Array("=end".utf8)
    static let beginWord = Array("=begin".utf8)
    static let dataWord = Array("__END__".utf8)
    static let percentTypes = ByteSet("qQwWiIrsx")
    static let bareDelimiters = ByteSet("([{<|!/^")
    static let specialGlobals = ByteSet("!@&~$?<>/\\;,.=:*\"'`+_0123456789")
    static let stringForm = 0

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#")]
        let interpolation = Interpolation("#{", close: "}", nest: "{")
        spec.strings = [
            StringForm("\"", "\"", multiline: true, interpolation: interpolation),
            StringForm("'", "'", multiline: true),
            StringForm("`", "`", multiline: true, interpolation: interpolation),
        ]
        spec.words = [
            (.keyword, ["BEGIN", "END", "alias", "and", "begin", "break", "case", "class", "def", "defined", "do",
                        "else", "elsif", "end", "ensure", "for", "if", "in", "module", "next", "not", "or", "redo",
                        "rescue", "retry", "return", "self", "super", "then", "undef", "unless", "until", "when",
                        "while", "yield", "__method__", "__FILE__", "__LINE__", "__dir__", "__ENCODING__"]),
            (.constant, ["true", "false", "nil"]),
            (.function, ["require", "require_relative", "include", "extend", "prepend", "attr_accessor",
                         "attr_reader", "attr_writer", "private", "protected", "public", "module_function",
                         "raise", "puts", "lambda", "proc", "loop"]),
        ]
        spec.functionIntroducers = ["def"]
        spec.typeIntroducers = ["class", "module"]
        spec.capitalizedAreTypes = true
        spec.remembersValueEnd = true
        spec.operators = ByteSet("+-*/%=<>!&|^~?:")
        spec.punctuation = ByteSet("()[]{},;.")
        spec.hooks = [
            (UInt8(ascii: "{"), RubyLiteral.openBrace), (UInt8(ascii: "}"), RubyLiteral.closeBrace), (UInt8(ascii: "%"), RubyLiteral.percentLiteral),
            (UInt8(ascii: "/"), RubyLiteral.regexLiteral), (UInt8(ascii: "<"), heredoc), (UInt8(ascii: ":"), symbol), (UInt8(ascii: "?"), character),
            (UInt8(ascii: "!"), nameSuffix), (UInt8(ascii: "@"), variable), (UInt8(ascii: "$"), variable), (UInt8(ascii: "="), beginComment), (UInt8(ascii: "_"), dataMarker),
            (UInt8(ascii: "."), member),
        ]
        spec.heredocLine = heredocLine
        return spec
    }()

    /// `<<~EOS`, `<<-EOS`, `<<EOS`, `<<'EOS'`, `<<"EOS"`: queues a heredoc whose body starts on the next line.
    static let heredoc: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "<") else { return false }
        var j = i + 2
        var options: SpecScanner.HeredocOptions = []
        if c.byte(j) == UInt8(ascii: "~") || c.byte(j) == UInt8(ascii: "-") {
            options.insert(.indented)
            j += 1
        }
        let q = c.byte(j)
        let terminator: [UInt8]
        let end: Int
        if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") || q == UInt8(ascii: "`") {
            var k = j + 1
            while k < c.end, c.line[k] != q { k += 1 }
            guard k < c.end, k > j + 1 else { return false }
            terminator = c.bytes(j + 1, k)
            end = k + 1
            if q != UInt8(ascii: "'") { options.insert(.interpolates) }
        } else if spec.identifierStart.contains(q), q < 0x80 {
            // A bare `<<NAME` after a value is a shift unless it reads as an argument (`foo <<EOS`).
            if options.isEmpty, !ASCII.isUpper(q) && q != UInt8(ascii: "_") || c.valueEnded && !(i > 0 && ASCII.isBlank(c.line[i - 1])) {
                return false
            }
            var k = j + 1
            while k < c.end, spec.identifierPart.contains(c.line[k]) { k += 1 }
            terminator = c.bytes(j, k)
            end = k
            options.insert(.interpolates)
        } else {
            return false
        }
        c.emit(i, end, .string)
        c.pos = end
        scanner.queueHeredoc(&c, terminator: terminator, options: options)
        c.valueEnded = true
        return true
    }

    /// Colors one interpolating heredoc line: escapes, and the code inside `#{…}`.
    static let heredocLine: LanguageSpec.HeredocLine = { c, scanner in
        scanner.interpolatedHeredocLine(&c, open: interpolationOpen) { RubyLexer.run(&$0, scanner) }
    }

    static let interpolationOpen = Array("#{".utf8)

    /// `:symbol`, `:"quoted"`, `key: value`, and `::`.
    static let symbol: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        let next = c.byte(i + 1)
        if next == UInt8(ascii: ":") {
            c.emit(i, i + 2, .operator)
            c.pos = i + 2
            c.valueEnded = false
            return true
        }
        if i > 0, spec.identifierPart.contains(c.line[i - 1]) {
            // `key:` in a hash or keyword argument: the name before is uncolored when it is plain.
            guard next == 0 || ASCII.isBlank(next) else { return false }
            var s = i - 1
            while s > 0, spec.identifierPart.contains(c.line[s - 1]) { s -= 1 }
            let lastEnd = c.tokens.tokens.last.map { $0.end - c.tokens.base } ?? Int.min
            guard lastEnd <= s, spec.identifierStart.contains(c.line[s]) else { return false }
            c.emit(s, i + 1, .constant)
            c.pos = i + 1
            c.valueEnded = false
            return true
        }
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
            c.emit(i, i + 1, .string)
            scanner.enterString(&c, form: next == UInt8(ascii: "\"") ? 0 : 1, at: i + 1)
            return true
        }
        var j = i + 1
        while c.byte(j) == UInt8(ascii: "@") || c.byte(j) == UInt8(ascii: "$") { j += 1 }
        guard spec.identifierStart.contains(c.byte(j)) else { return false }
        while j < c.end, spec.identifierPart.contains(c.line[j]) { j += 1 }
        if c.byte(j) == UInt8(ascii: "?") || c.byte(j) == UInt8(ascii: "!") || (c.byte(j) == UInt8(ascii: "=") && !ByteSet("=~>").contains(c.byte(j + 1))) { j += 1 }
        c.emit(i, j, .constant)
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `?a`, `?\n`: a one-character string, where an operand is expected.
    static let character: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        if i > 0, spec.identifierPart.contains(c.line[i - 1]) { return nameSuffix(&c, scanner) }
        guard !c.valueEnded, i + 1 < c.end, !ASCII.isBlank(c.line[i + 1]) else { return false }
        var e = c.line[i + 1] == UInt8(ascii: "\\") ? scanner.escapeEnd(c, i + 1) : i + 2
        while e < c.end, c.line[e] & 0xC0 == 0x80 { e += 1 }
        guard !ASCII.isWord(c.byte(e)) else { return false }
        c.emit(i, e, c.line[i + 1] == UInt8(ascii: "\\") ? .escape : .string)
        c.pos = e
        c.valueEnded = true
        return true
    }

    /// `valid?`, `save!`: the suffix belongs to the method name and takes its color.
    static let nameSuffix: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard i > 0, spec.identifierPart.contains(c.line[i - 1]), c.byte(i + 1) != UInt8(ascii: "=") else { return false }
        if let last = c.tokens.tokens.last, last.end - c.tokens.base == i { c.emit(i, i + 1, last.kind) }
        c.pos = i + 1
        c.valueEnded = true
        return true
    }

    /// `@ivar`, `@@cvar`, `$global`, `$0`, `$!`.
    static let variable: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        if c.line[i] == UInt8(ascii: "@"), c.byte(j) == UInt8(ascii: "@") { j += 1 }
        if spec.identifierStart.contains(c.byte(j)) {
            while j < c.end, spec.identifierPart.contains(c.line[j]) { j += 1 }
        } else if c.line[i] == UInt8(ascii: "$"), specialGlobals.contains(c.byte(j)) {
            j += 1
        } else {
            return false
        }
        c.emit(i, j, .variable)
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `=begin` at the start of a line opens a comment that runs to a line starting `=end`.
    static let beginComment: LanguageSpec.Hook = { c, _ in
        guard c.pos == 0, c.matches(beginWord, at: 0), !ASCII.isWord(c.byte(6)) else { return false }
        c.emitRest(.comment)
        c.state.mode = RubyLexer.blockComment
        return true
    }

    /// `__END__` alone on a line: the rest of the file is data.
    static let dataMarker: LanguageSpec.Hook = { c, _ in
        guard c.pos == 0, c.matches(dataWord, at: 0), c.byte(7) == 0 || c.byte(7) == UInt8(ascii: "\r") else { return false }
        c.emitRest(.comment)
        c.state.mode = RubyLexer.data
        return true
    }

    /// `.name`: a method, colored as a function when called with parentheses or just named by `def self.`.
    static let member: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard spec.identifierStart.contains(c.byte(i + 1)) else { return false }
        var j = i + 2
        while j < c.end, spec.identifierPart.contains(c.line[j]) { j += 1 }
        c.emit(i, i + 1, .punctuation)
        if let kind = c.introduced ?? (c.byte(j) == UInt8(ascii: "(") ? .function : nil) { c.emit(i + 1, j, kind) }
        c.introduced = nil
        c.pos = j
        c.valueEnded = true
        return true
    }
}
