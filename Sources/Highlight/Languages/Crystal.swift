/// Crystal: Ruby-like syntax with `<<-EOS` heredocs (interpolating unless the name is quoted),
/// `#{}` interpolation, `'c'` characters, `:symbols`, `@ivars`, `@[Annotations]`, regex
/// literals, and the `{{ }}`/`{% %}` of macros.
extension Language {
    /// Crystal sources and shard specs' code.
    public static let crystal = Language(
        name: "crystal",
        aliases: ["cr"],
        extensions: ["cr"],
        fileNames: [],
        interpreters: ["crystal"],
        spec: CrystalSyntax.spec
    )
}

/// The Crystal spec and its hooks.
private enum CrystalSyntax {
    static let interpolationOpen = Array("#{".utf8)

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#")]
        let interpolation = Interpolation("#{", close: "}", nest: "{")
        spec.strings = [
            StringForm("\"", "\"", multiline: true, interpolation: interpolation),
            StringForm("`", "`", multiline: true, interpolation: interpolation),
        ]
        spec.words = [
            (.keyword, ["abstract", "alias", "annotation", "as", "as?", "asm", "begin", "break", "case", "class",
                        "def", "do", "else", "elsif", "end", "ensure", "enum", "extend", "for", "fun", "if", "in",
                        "include", "instance_sizeof", "is_a?", "lib", "macro", "module", "next", "of", "offsetof",
                        "out", "pointerof", "private", "protected", "require", "rescue", "responds_to?", "return",
                        "select", "self", "sizeof", "struct", "super", "then", "type", "typeof", "uninitialized",
                        "union", "unless", "until", "verbatim", "when", "while", "with", "yield", "forall"]),
            (.constant, ["true", "false", "nil"]),
            (.function, ["puts", "print", "p", "pp", "raise", "spawn", "getter", "setter", "property", "record",
                         "loop", "sleep"]),
        ]
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "?"))  // empty?, as?
        part.insert(UInt8(ascii: "!"))  // save!
        spec.identifierPart = part
        spec.functionIntroducers = ["def", "fun", "macro"]
        spec.typeIntroducers = ["class", "module", "struct", "enum", "lib", "annotation", "union", "alias"]
        spec.capitalizedAreTypes = true
        spec.remembersValueEnd = true
        spec.operators = ByteSet("+-*/%=<>!&|^~?:")
        spec.hooks = [
            (UInt8(ascii: "<"), heredoc), (UInt8(ascii: "'"), SharedHooks.charLiteral), (UInt8(ascii: ":"), symbol), (UInt8(ascii: "@"), variable), (UInt8(ascii: "/"), regex), (UInt8(ascii: "{"), macroOpen),
            (UInt8(ascii: "%"), macroClose), (UInt8(ascii: "}"), macroBraceClose),
        ]
        spec.heredocLine = { c, scanner in scanner.interpolatedHeredocLine(&c, open: interpolationOpen) }
        return spec
    }()

    /// `<<-EOS` and `<<-'EOS'` (raw): a heredoc whose body starts on the next line and ends at
    /// a line holding the name, indented or not.
    static let heredoc: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "<"), c.byte(i + 2) == UInt8(ascii: "-") else { return false }
        var options: SpecScanner.HeredocOptions = [.indented]
        var j = i + 3
        let quoted = c.byte(j) == UInt8(ascii: "'") || c.byte(j) == UInt8(ascii: "\"")
        if quoted { j += 1 }
        let nameStart = j
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        guard j > nameStart else { return false }
        let terminator = c.bytes(nameStart, j)
        if quoted {
            guard c.byte(j) == c.line[nameStart - 1] else { return false }
            j += 1
        }
        if !quoted || c.line[nameStart - 1] == UInt8(ascii: "\"") { options.insert(.interpolates) }
        scanner.openHeredoc(&c, from: i, to: j, terminator: terminator, options: options)
        return true
    }

    /// `:symbol`, `:"quoted symbol"` and `::`; after a name (`key: value`, `x : Int32`) the
    /// colon is an operator.
    static let symbol: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if c.byte(i + 1) == UInt8(ascii: ":") {
            c.emit(i, i + 2, .operator)
            c.pos = i + 2
            c.valueEnded = false
            return true
        }
        guard i == 0 || !ASCII.isWord(c.line[i - 1]), ByteSet.identifierStart.contains(c.byte(i + 1)) else {
            return false
        }
        var j = i + 2
        while j < c.end, spec.identifierPart.contains(c.line[j]) { j += 1 }
        c.emit(i, j, .constant)
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `@ivar`, `@@cvar`, and `@[Annotation(…)]` (its name).
    static let variable: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if c.byte(i + 1) == UInt8(ascii: "[") {
            var j = i + 2
            while j < c.end, ASCII.isWord(c.line[j]) || c.line[j] == UInt8(ascii: ":") { j += 1 }
            c.emit(i, j, .attribute)
            c.pos = j
            return true
        }
        var j = c.byte(i + 1) == UInt8(ascii: "@") ? i + 2 : i + 1
        guard ByteSet.identifierStart.contains(c.byte(j)) else { return false }
        while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        c.emit(i, j, .variable)
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `/re/` where an operand is expected; a division after a value.
    static let regex: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard !c.valueEnded, !ASCII.isBlank(c.byte(i + 1)), let j = c.regexClose(of: i, classes: true) else {
            return false
        }
        var e = j + 1
        while ASCII.isLetter(c.byte(e)) { e += 1 }
        c.emit(i, e, .regex)
        c.pos = e
        c.valueEnded = true
        return true
    }

    /// `{{` and `{%`: a macro expression or statement opens; braces elsewhere are the scanner's
    /// (and count for `#{…}`).
    static let macroOpen: LanguageSpec.Hook = { c, _ in
        let next = c.byte(c.pos + 1)
        guard next == UInt8(ascii: "{") || next == UInt8(ascii: "%") else { return false }
        c.emit(c.pos, c.pos + 2, .preprocessor)
        c.pos += 2
        return true
    }

    /// `%}`: a macro statement closes; else perhaps a percent literal.
    static let macroClose: LanguageSpec.Hook = { c, _ in
        guard c.byte(c.pos + 1) == UInt8(ascii: "}") else { return percentLiteral(&c) }
        c.emit(c.pos, c.pos + 2, .preprocessor)
        c.pos += 2
        return true
    }

    private static let percentTypes = ByteSet("qQwir")
    private static let percentOpeners = ByteSet("([{")

    /// `%w(a b)`, `%(text)`, `%r{re}`, `%i[a b]` where an operand is expected, on one line,
    /// brackets nested; a modulo after a value.
    private static func percentLiteral(_ c: inout Cursor) -> Bool {
        let i = c.pos
        guard !c.valueEnded else { return false }
        let type = percentTypes.contains(c.byte(i + 1)) ? c.byte(i + 1) : 0
        let o = type == 0 ? i + 1 : i + 2
        guard percentOpeners.contains(c.byte(o)), let close = c.closer(of: o) else { return false }
        var e = close + 1
        if type == UInt8(ascii: "r") { while ASCII.isLetter(c.byte(e)) { e += 1 } }
        c.emit(i, e, type == UInt8(ascii: "r") ? .regex : type == UInt8(ascii: "i") ? .constant : .string)
        c.pos = e
        c.valueEnded = true
        return true
    }

    /// `}}`: a macro expression closes, unless the first brace closes an interpolation.
    static let macroBraceClose: LanguageSpec.Hook = { c, _ in
        guard c.byte(c.pos + 1) == UInt8(ascii: "}"), c.state.stack.isEmpty else { return false }
        c.emit(c.pos, c.pos + 2, .preprocessor)
        c.pos += 2
        return true
    }
}
