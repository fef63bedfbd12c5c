/// PHP: a `.php` file is HTML (lexed by the html language) that `<?php … ?>` and `<?= … ?>`
/// interrupt anywhere; the PHP parts have heredocs, nowdocs, interpolating strings and attributes.
extension Language {
    /// PHP.
    public static let php = Language(
        name: "php",
        aliases: ["php3", "php4", "php5", "php7", "php8"],
        extensions: ["php", "phtml", "php3", "php4", "php5", "php7", "php8", "phps", "inc"],
        fileNames: [],
        interpreters: ["php"],
        lexer: PHPLexer()
    )
}

/// The host half hands the file to html, and its `boundary` stops html (or the JavaScript or CSS
/// inside it) at each `<?`, pushing PHP there; the embedded half lexes PHP until `?>` and pops.
///
/// State of the embedded half: `flags` bit 0 marks it (the host's state is the initial one); bits 1
/// and 2 say a heredoc or nowdoc starts on the next line, its closing marker kept in `delimiter`.
private struct PHPLexer: Lexer {
    enum Mode {
        /// At `<?php`, `<?=` or `<?`.
        static let open: UInt8 = SpecScanner.Mode.custom
        static let doubleQuoted: UInt8 = SpecScanner.Mode.custom + 1
        static let heredoc: UInt8 = SpecScanner.Mode.custom + 2
        static let nowdoc: UInt8 = SpecScanner.Mode.custom + 3
        static let singleQuoted: UInt8 = SpecScanner.Mode.custom + 4
        /// Just after `?>`: back to the host.
        static let close: UInt8 = SpecScanner.Mode.custom + 5
    }


    private static let html = Language.html
    private static let php = Language.php
    private static let phpStart = LineState(mode: Mode.open, flags: PHPFlags.embedded.rawValue)

    let scanner = SpecScanner(Self.spec)

    func lex(_ c: inout Cursor) -> Transition {
        guard c.state.php.contains(.embedded) else {
            // The host: everything is HTML until `boundary` finds a PHP tag.
            return .push(language: Self.html, state: .initial, opaque: false)
        }
        if c.pos == 0, c.state.mode == Mode.heredoc || c.state.mode == Mode.nowdoc { closeHeredoc(&c) }
        while c.pos < c.end {
            switch c.state.mode {
            case Mode.open: openTag(&c)
            case Mode.doubleQuoted: scanInterpolating(&c, closer: UInt8(ascii: "\""))
            case Mode.heredoc: scanInterpolating(&c, closer: nil)
            case Mode.nowdoc: c.emitRest(.string)
            case Mode.singleQuoted: scanSingleQuoted(&c)
            case Mode.close: return .pop
            default: scanner.scan(&c)
            }
        }
        if c.state.mode == Mode.close { return .pop }
        if c.atLineEnd, c.state.mode == SpecScanner.Mode.code, !c.state.php.isDisjoint(with: [.pendingHeredoc, .pendingNowdoc]) {
            c.state.mode = c.state.php.contains(.pendingNowdoc) ? Mode.nowdoc : Mode.heredoc
            c.state.php.subtract([.pendingHeredoc, .pendingNowdoc])
        }
        return .end
    }

    /// PHP interrupts the host's html — and whatever html embeds — at every opening tag.
    func boundary(in line: UnsafeBufferPointer<UInt8>, from: Int, frame: Embedding) -> Boundary? {
        var i = from
        let n = line.count
        while i + 1 < n {
            if line[i] == UInt8(ascii: "<"), line[i + 1] == UInt8(ascii: "?"), Self.opensPHP(line, i) {
                return Boundary(at: i, action: .push(language: Self.php, state: Self.phpStart))
            }
            i += 1
        }
        return nil
    }

    /// `<?php` (then a blank or the line's end), `<?=`, or a short `<?` before a blank; not `<?xml`.
    static func opensPHP(_ line: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        let n = line.count
        guard i + 2 < n else { return true }
        let b = line[i + 2]
        if b == UInt8(ascii: "=") || ASCII.isBlank(b) { return true }
        guard i + 4 < n, ASCII.lower(b) == UInt8(ascii: "p"), ASCII.lower(line[i + 3]) == UInt8(ascii: "h"), ASCII.lower(line[i + 4]) == UInt8(ascii: "p") else {
            return false
        }
        return i + 5 == n || ASCII.isBlank(line[i + 5])
    }

    private func openTag(_ c: inout Cursor) {
        let i = c.pos
        var e = min(i + 2, c.end)
        if c.byte(e) == UInt8(ascii: "=") { e += 1 } else if ASCII.lower(c.byte(e)) == UInt8(ascii: "p") { e = min(e + 3, c.end) }
        c.emit(i, e, .tag)
        c.pos = e
        c.state.mode = SpecScanner.Mode.code
    }

    // MARK: - Strings

    /// At a heredoc line's start: the closing marker (indentation allowed since PHP 7.3) ends it,
    /// and code may follow on the same line (`EOT;`, `EOT, $b);`).
    private func closeHeredoc(_ c: inout Cursor) {
        let s = c.skipBlanks(from: 0)
        let d = c.state.delimiter
        guard c.matches(d, at: s), !ASCII.isWord(c.byte(s + d.count)) else { return }
        c.emit(s, s + d.count, .string)
        c.pos = s + d.count
        c.state.mode = SpecScanner.Mode.code
        c.state.delimiter = []
    }

    private func scanSingleQuoted(_ c: inout Cursor) {
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "\\"), c.byte(i + 1) == UInt8(ascii: "'") || c.byte(i + 1) == UInt8(ascii: "\\") {
                c.emit(start, i, .string)
                c.emit(i, i + 2, .escape)
                i += 2
                start = i
            } else if b == UInt8(ascii: "'") {
                c.emit(start, i + 1, .string)
                c.pos = i + 1
                c.state.mode = SpecScanner.Mode.code
                return
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// A double-quoted string (ended by `closer`) or a heredoc line: escapes and `$var`, `{$expr}`, `${name}`.
    private func scanInterpolating(_ c: inout Cursor, closer: UInt8?) {
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "\\") {
                c.emit(start, i, .string)
                let e = scanner.escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                start = i
            } else if b == closer {
                c.emit(start, i + 1, .string)
                c.pos = i + 1
                c.state.mode = SpecScanner.Mode.code
                c.valueEnded = true
                return
            } else if b == UInt8(ascii: "$") || b == UInt8(ascii: "{"), let e = interpolation(&c, i) {
                c.emit(start, i, .string)
                if b == UInt8(ascii: "{") {
                    c.emit(i, i + 1, .punctuation)
                    c.emit(i + 1, e - 1, .variable)
                    c.emit(e - 1, e, .punctuation)
                } else {
                    c.emit(i, e, .variable)
                }
                i = e
                start = i
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    private static let closeBrace = ByteSet("}")
    private static let keyEnd = ByteSet("]\"")

    /// The end of an interpolation at `i`: `$name`, `$name->prop`, `$name[key]`, `${name}`, `{$expr}`.
    private func interpolation(_ c: inout Cursor, _ i: Int) -> Int? {
        let b = c.line[i]
        if b == UInt8(ascii: "{"), c.byte(i + 1) == UInt8(ascii: "$") {
            return c.closer(of: i).map { $0 + 1 }
        }
        if b == UInt8(ascii: "$"), c.byte(i + 1) == UInt8(ascii: "{") {
            return c.firstIndex(in: Self.closeBrace, from: i + 2).map { $0 + 1 }
        }
        guard b == UInt8(ascii: "$"), Self.startsName(c.byte(i + 1)) else { return nil }
        var e = Self.nameEnd(c, i + 1)
        if c.byte(e) == UInt8(ascii: "-"), c.byte(e + 1) == UInt8(ascii: ">"), Self.startsName(c.byte(e + 2)) {
            e = Self.nameEnd(c, e + 2)
        } else if c.byte(e) == UInt8(ascii: "["), let k = c.firstIndex(in: Self.keyEnd, from: e + 1), c.line[k] == UInt8(ascii: "]") {
            e = k + 1
        }
        return e
    }

    static func startsName(_ b: UInt8) -> Bool { ASCII.isLetter(b) || b == UInt8(ascii: "_") || b >= 0x80 }

    static func nameEnd(_ c: Cursor, _ from: Int) -> Int {
        var e = from
        while e < c.end, ASCII.isWord(c.line[e]) { e += 1 }
        return e
    }

    // MARK: - Spec and hooks

    static let keywords = [
        "abstract", "and", "as", "break", "case", "catch", "class", "clone", "const", "continue", "declare",
        "default", "do", "echo", "else", "elseif", "empty", "enddeclare", "endfor", "endforeach", "endif",
        "endswitch", "endwhile", "enum", "extends", "final", "finally", "fn", "for", "foreach", "function",
        "global", "goto", "if", "implements", "include", "include_once", "instanceof", "insteadof", "interface",
        "isset", "list", "match", "namespace", "new", "or", "print", "private", "protected", "public",
        "readonly", "require", "require_once", "return", "static", "switch", "throw", "trait", "try", "unset",
        "use", "var", "while", "xor", "yield", "exit", "die", "eval",
    ]
    static let types = [
        "int", "integer", "float", "double", "string", "bool", "boolean", "array", "object", "void", "mixed",
        "never", "iterable", "callable", "self", "parent",
    ]
    static let constants = [
        "true", "false", "null", "__class__", "__dir__", "__file__", "__function__", "__line__", "__method__",
        "__namespace__", "__trait__",
    ]
    static let words = WordTable([(.constant, constants), (.keyword, keywords), (.type, types)], ignoresCase: true)

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.blockComments = [BlockComment("/**", "*/", kind: .doc, notFollowedBy: "/"), BlockComment("/*", "*/")]
        spec.strings = [StringForm("`", "`", multiline: true)]
        spec.words = [(.constant, constants), (.keyword, keywords), (.type, types)]
        spec.ignoresCase = true
        spec.capitalizedAreTypes = true
        spec.functionIntroducers = ["function", "fn"]
        spec.typeIntroducers = ["class", "interface", "trait", "enum", "extends", "implements", "new", "instanceof"]
        spec.operators = ByteSet("+-*/%=<>!&|^~?:@.")
        spec.punctuation = ByteSet("()[]{},;\\")
        var hooks: [(UInt8, LanguageSpec.Hook)] = [
            (UInt8(ascii: "?"), question), (UInt8(ascii: "/"), slash), (UInt8(ascii: "#"), hash), (UInt8(ascii: "$"), dollar), (UInt8(ascii: "\""), doubleQuote),
            (UInt8(ascii: "'"), singleQuote), (UInt8(ascii: "<"), heredoc), (UInt8(ascii: "-"), arrow), (UInt8(ascii: ":"), colon),
        ]
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { hooks.append((b, upper)) }
        spec.hooks = hooks
        return spec
    }()

    /// `?>` closes PHP (the lexer then pops back to html).
    static let question: LanguageSpec.Hook = { c, _ in
        guard c.byte(c.pos + 1) == UInt8(ascii: ">") else { return false }
        c.emit(c.pos, c.pos + 2, .tag)
        c.pos += 2
        c.state.mode = Mode.close
        return true
    }

    /// A line comment ends at the line's end or just before `?>`.
    static func lineComment(_ c: inout Cursor) {
        var e = c.pos
        while e < c.end, !(c.line[e] == UInt8(ascii: "?") && c.byte(e + 1) == UInt8(ascii: ">")) { e += 1 }
        c.emit(c.pos, e, .comment)
        c.pos = e
    }

    static let slash: LanguageSpec.Hook = { c, _ in
        guard c.byte(c.pos + 1) == UInt8(ascii: "/") else { return false }
        lineComment(&c)
        return true
    }

    /// `#[Attribute]` (PHP 8) names an attribute; any other `#` starts a comment.
    static let hash: LanguageSpec.Hook = { c, _ in
        if c.byte(c.pos + 1) == UInt8(ascii: "[") {
            var e = c.pos + 2
            while e < c.end, ASCII.isWord(c.line[e]) || c.line[e] == UInt8(ascii: "\\") { e += 1 }
            c.emit(c.pos, e, .attribute)
            c.pos = e
            return true
        }
        lineComment(&c)
        return true
    }

    static let dollar: LanguageSpec.Hook = { c, _ in
        // A `$` after a `$` is inside a run whose first `$` this hook has tried already: that try
        // read the whole run, and so would this one, each `$` of a long run reading the rest.
        if c.pos > 0, c.line[c.pos - 1] == UInt8(ascii: "$") { return false }
        var s = c.pos + 1
        while c.byte(s) == UInt8(ascii: "$") { s += 1 }  // $$name: a variable variable
        guard startsName(c.byte(s)) else { return false }
        let e = nameEnd(c, s)
        c.emit(c.pos, e, .variable)
        c.pos = e
        c.valueEnded = true
        return true
    }

    static let doubleQuote: LanguageSpec.Hook = { c, _ in SharedHooks.openQuote(&c, into: Mode.doubleQuoted) }

    static let singleQuote: LanguageSpec.Hook = { c, _ in SharedHooks.openQuote(&c, into: Mode.singleQuoted) }

    /// `<<<EOT`, `<<<"EOT"` (heredocs) and `<<<'EOT'` (nowdoc): the body starts on the next line.
    static let heredoc: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "<"), c.byte(i + 2) == UInt8(ascii: "<") else { return false }
        var j = c.skipBlanks(from: i + 3)
        let q = c.byte(j)
        let quoted = q == UInt8(ascii: "\"") || q == UInt8(ascii: "'")
        if quoted { j += 1 }
        guard startsName(c.byte(j)) else { return false }
        var e = nameEnd(c, j)
        let label = c.bytes(j, e)
        if quoted {
            guard c.byte(e) == q else { return false }
            e += 1
        }
        c.emit(i, i + 3, .operator)
        c.emit(c.skipBlanks(from: i + 3), e, .string)
        c.pos = e
        c.state.delimiter = label
        c.state.php.insert(q == UInt8(ascii: "'") ? .pendingNowdoc : .pendingHeredoc)
        return true
    }

    /// `->name` and `?->name`: a property, or a method when called.
    static let arrow: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: ">"), startsName(c.byte(i + 2)) else { return false }
        let e = nameEnd(c, i + 2)
        c.emit(i, i + 2, .operator)
        c.emit(i + 2, e, c.byte(c.skipBlanks(from: e)) == UInt8(ascii: "(") ? .function : .property)
        c.pos = e
        c.valueEnded = true
        return true
    }

    /// `Class::method()`, `Class::CONSTANT`, `Class::class`.
    static let colon: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: ":"), startsName(c.byte(i + 2)) else { return false }
        let e = nameEnd(c, i + 2)
        c.emit(i, i + 2, .operator)
        let kind: TokenKind
        if c.byte(c.skipBlanks(from: e)) == UInt8(ascii: "(") { kind = .function }
        else if words.lookup(c.line, i + 2, e) != nil { kind = .keyword }
        else if isAllCaps(c, i + 2, e) { kind = .constant }
        else { kind = .property }
        c.emit(i + 2, e, kind)
        c.pos = e
        c.valueEnded = true
        return true
    }

    static func isAllCaps(_ c: Cursor, _ s: Int, _ e: Int) -> Bool {
        var letters = 0
        for k in s..<e {
            let b = c.line[k]
            if ASCII.isLetter(b) { if !ASCII.isUpper(b) { return false }; letters += 1 }
            else if !(ASCII.isDigit(b) || b == UInt8(ascii: "_")) { return false }
        }
        return letters > 1 || (letters == 1 && e - s > 1)
    }

    /// `ALL_CAPS` names are constants (`PHP_EOL`, `E_ALL`); other capitalized words are left to the spec.
    static let upper: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if c.introduced != nil || (i > 0 && (ASCII.isWord(c.line[i - 1]) || c.line[i - 1] == UInt8(ascii: "$"))) { return false }
        let e = nameEnd(c, i)
        guard isAllCaps(c, i, e), words.lookup(c.line, i, e) == nil, c.byte(c.skipBlanks(from: e)) != UInt8(ascii: "(") else {
            return false
        }
        c.emit(i, e, .constant)
        c.pos = e
        c.valueEnded = true
        return true
    }
}

/// PHP's bits of `LineState.flags`.
struct PHPFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// PHP runs inside a host (HTML) and returns to it at `?>`.
    static let embedded = PHPFlags(rawValue: 1)
    /// A `<<<EOT` on this line: its body starts on the next.
    static let pendingHeredoc = PHPFlags(rawValue: 2)
    /// A `<<<'EOT'` on this line: its body starts on the next.
    static let pendingNowdoc = PHPFlags(rawValue: 4)
}

extension LineState {
    /// `flags` read as `PHPFlags`.
    @inline(__always) var php: PHPFlags {
        get { PHPFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
