/// Elixir: heredocs, sigils with any delimiter, `#{}` interpolation, module attributes, atoms and `key:` keywords.
extension Language {
    /// Elixir (and its scripts).
    public static let elixir = Language(
        name: "elixir",
        aliases: ["ex", "exs"],
        extensions: ["ex", "exs"],
        fileNames: ["mix.lock", ".formatter.exs", ".credo.exs", ".iex.exs"],
        interpreters: ["elixir", "iex"],
        spec: ElixirSyntax.spec
    )
}

/// The Elixir spec and its hooks.
private enum ElixirSyntax {
    static let interpolation = Interpolation("#{", close: "}", nest: "{")
    /// Sigil closers, in form order: heredoc quotes first, so `~S"""` wins over `~S"`.
    static let closers: [(open: [UInt8], close: String)] = [
        (Array("\"\"\"".utf8), "\"\"\""), (Array("'''".utf8), "'''"), ([UInt8(ascii: "/")], "/"), ([UInt8(ascii: "|")], "|"),
        ([UInt8(ascii: "\"")], "\""), ([UInt8(ascii: "'")], "'"), ([UInt8(ascii: "(")], ")"), ([UInt8(ascii: "[")], "]"), ([UInt8(ascii: "{")], "}"), ([UInt8(ascii: "<")], ">"),
    ]
    /// Plain strings are forms 0–3; sigil form `4 + 4·closer + 2·regex + interpolates` opens only through `sigil`.
    static let sigilBase = 4

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#")]
        var strings = [
            StringForm("\"\"\"", "\"\"\"", multiline: true, interpolation: interpolation),
            StringForm("'''", "'''", multiline: true, interpolation: interpolation),
            StringForm("\"", "\"", multiline: true, interpolation: interpolation),
            StringForm("'", "'", multiline: true, interpolation: interpolation),
        ]
        for (d, closer) in closers.enumerated() {
            for variant in 0..<4 {
                let regex = variant & 2 == 2
                let interpolates = variant & 1 == 1
                strings.append(StringForm("\u{7F}\u{7F}\(sigilBase + 4 * d + variant)", closer.close,
                                          kind: regex ? .regex : .string,
                                          escape: interpolates || regex ? "\\" : nil, multiline: true,
                                          interpolation: interpolates ? interpolation : nil, needsBoundary: false))
            }
        }
        spec.strings = strings
        spec.words = [
            (.keyword, ["def", "defp", "defmacro", "defmacrop", "defmodule", "defprotocol", "defimpl", "defstruct",
                        "defexception", "defdelegate", "defguard", "defguardp", "defoverridable", "do", "end", "fn",
                        "if", "else", "unless", "case", "cond", "with", "for", "receive", "try", "catch", "rescue",
                        "after", "raise", "reraise", "throw", "when", "in", "not", "and", "or", "import", "require",
                        "alias", "use", "quote", "unquote", "unquote_splicing", "super"]),
            (.constant, ["true", "false", "nil", "__MODULE__", "__DIR__", "__ENV__", "__CALLER__", "__STACKTRACE__"]),
        ]
        spec.functionIntroducers = ["def", "defp", "defmacro", "defmacrop", "defguard", "defguardp", "defdelegate"]
        spec.typeIntroducers = ["defmodule", "defprotocol", "defimpl"]
        spec.capitalizedAreTypes = true
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "?"))  // valid?
        part.insert(UInt8(ascii: "!"))  // fetch!
        spec.identifierPart = part
        spec.operators = ByteSet("+-*/=<>!&|^~\\:%")
        spec.punctuation = ByteSet("()[]{},;.")
        spec.hooks = [(UInt8(ascii: "~"), sigil), (UInt8(ascii: "@"), attribute), (UInt8(ascii: ":"), atom), (UInt8(ascii: "?"), character)]
        return spec
    }()

    /// `~r/…/`, `~S"""…"""`, `~w[…]`, `~HTML<…>`: a sigil; lowercase ones interpolate.
    static let sigil: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        let first = c.byte(j)
        if first &- UInt8(ascii: "a") < 26 {
            j += 1
        } else if ASCII.isUpper(first) {
            while ASCII.isUpper(c.byte(j)) || ASCII.isDigit(c.byte(j)) { j += 1 }
        } else {
            return false
        }
        guard let d = closers.firstIndex(where: { c.matches($0.open, at: j) }) else { return false }
        let regex = first == UInt8(ascii: "r") || first == UInt8(ascii: "R")
        let form = sigilBase + 4 * d + (regex ? 2 : 0) + (first &- UInt8(ascii: "a") < 26 ? 1 : 0)
        let end = j + closers[d].open.count
        c.emit(i, end, regex ? .regex : .string)
        c.pos = end
        c.state.mode = SpecScanner.Mode.string
        c.state.form = UInt8(form)
        return true
    }

    /// `@doc`, `@moduledoc`, `@spec`, `@timeout`: module attributes.
    static let attribute: LanguageSpec.Hook = { c, _ in
        SharedHooks.sigilName(&c, first: spec.identifierStart, kind: .attribute, valueEnds: true)
    }

    /// `:atom`, `:"quoted atom"`, `key: value` and `::` in type specs.
    static let atom: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        let next = c.byte(i + 1)
        if next == UInt8(ascii: ":") {
            c.emit(i, i + 2, .operator)
            c.pos = i + 2
            return true
        }
        // `key:` — a keyword-list key: the name before is still uncolored when it is a plain identifier.
        if i > 0, spec.identifierPart.contains(c.line[i - 1]), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == 0 {
            var s = i - 1
            while s > 0, spec.identifierPart.contains(c.line[s - 1]) { s -= 1 }
            let lastEnd = c.tokens.tokens.last.map { $0.end - c.tokens.base } ?? Int.min
            if lastEnd <= s, spec.identifierStart.contains(c.line[s]) {
                c.emit(s, i + 1, .constant)
                c.pos = i + 1
                c.valueEnded = false
                return true
            }
            return false
        }
        if i > 0, spec.identifierPart.contains(c.line[i - 1]) { return false }
        if next == UInt8(ascii: "\"") {
            c.emit(i, i + 2, .string)
            c.pos = i + 2
            c.state.mode = SpecScanner.Mode.string
            c.state.form = 2
            return true
        }
        guard spec.identifierStart.contains(next) else { return false }
        var j = i + 2
        while j < c.end, spec.identifierPart.contains(c.line[j]) || c.line[j] == UInt8(ascii: ".") && spec.identifierStart.contains(c.byte(j + 1)) {
            j += 1
        }
        c.emit(i, j, .constant)
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `?a`, `?\n`: a character's code point.
    static let character: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        guard i + 1 < c.end, !ASCII.isBlank(c.line[i + 1]) else { return false }
        if i > 0, spec.identifierPart.contains(c.line[i - 1]) { return false }
        var j = c.line[i + 1] == UInt8(ascii: "\\") ? scanner.escapeEnd(c, i + 1) : i + 2
        while j < c.end, c.line[j] & 0xC0 == 0x80 { j += 1 }
        c.emit(i, j, .number)
        c.pos = j
        c.valueEnded = true
        return true
    }
}
