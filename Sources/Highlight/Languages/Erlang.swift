/// Erlang: strings and triple-quoted strings that span lines, quoted atoms, `$c` characters,
/// variables, `?MACRO`s, `-module(…)` attributes, `#record{}` names and `16#FF` numbers.
extension Language {
    /// Erlang, its headers and escripts.
    public static let erlang = Language(
        name: "erlang",
        aliases: ["erl"],
        extensions: ["erl", "hrl", "escript", "xrl", "yrl", "app", "appup"],
        fileNames: ["rebar.config", "sys.config", "Emakefile", "rebar.config.script"],
        interpreters: ["escript"],
        spec: ErlangSyntax.spec
    )
}

/// The Erlang spec and its hooks.
private enum ErlangSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("%")]
        spec.strings = [
            // OTP 27's triple-quoted strings know no escapes.
            StringForm("\"\"\"", "\"\"\"", escape: nil, multiline: true),
            StringForm("\"", "\"", multiline: true),
            StringForm("'", "'", kind: .constant),
        ]
        spec.words = [
            (.keyword, [
                "after", "begin", "case", "catch", "cond", "end", "fun", "if", "let", "of", "receive", "try",
                "when", "maybe", "else",
            ]),
            (.operator, [
                "and", "andalso", "band", "bnot", "bor", "bsl", "bsr", "bxor", "div", "not", "or", "orelse",
                "rem", "xor",
            ]),
            (.constant, ["true", "false", "undefined", "ok", "error"]),
        ]
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "@"))  // node names: foo@host
        spec.identifierPart = part
        spec.operators = ByteSet("+-*/=<>!|:~")
        spec.punctuation = ByteSet("()[]{},;.")
        var hooks: [(UInt8, LanguageSpec.Hook)] = [
            (UInt8(ascii: "$"), character), (UInt8(ascii: "?"), macro), (UInt8(ascii: "-"), attribute), (UInt8(ascii: "#"), record), (UInt8(ascii: "_"), variable),
        ]
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { hooks.append((b, variable)) }
        spec.hooks = hooks
        return spec
    }()

    /// `$a`, `$\n`, `$\x{41}`: a character's code.
    static let character: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        guard i + 1 < c.end else { return false }
        var j = c.line[i + 1] == UInt8(ascii: "\\") ? scanner.escapeEnd(c, i + 1) : c.escapeEnd(at: i)
        if c.byte(i + 2) == UInt8(ascii: "x"), c.byte(i + 3) == UInt8(ascii: "{") {  // $\x{…}
            while j < c.end, j < i + 16, c.line[j - 1] != UInt8(ascii: "}") { j += 1 }
        }
        c.emit(i, j, .number)
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `?MODULE`, `?LINE`, `??Arg`: macros.
    static let macro: LanguageSpec.Hook = { c, _ in
        var j = c.pos + 1
        if c.byte(j) == UInt8(ascii: "?") { j += 1 }
        guard ByteSet.identifierStart.contains(c.byte(j)) else { return false }
        while j < c.end, spec.identifierPart.contains(c.line[j]) { j += 1 }
        c.emit(c.pos, j, .preprocessor)
        c.pos = j
        return true
    }

    /// `-module(…)`, `-export([…])`, `-define(…)`, `-spec`: attributes, at a line's start.
    static let attribute: LanguageSpec.Hook = { c, _ in
        guard c.pos == 0, ASCII.isLetter(c.byte(1)) else { return false }
        var j = 2
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.emit(0, j, .preprocessor)
        c.pos = j
        return true
    }

    /// `#state{…}` and `S#state.count` name a record, a type; after digits (`16#FF`) a based number.
    static let record: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        if i > 0, ASCII.isDigit(c.line[i - 1]) {
            while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
            c.emit(i, j, .number)
            c.pos = j
            return true
        }
        guard ASCII.isLetter(c.byte(j)) else { return false }
        while j < c.end, spec.identifierPart.contains(c.line[j]) { j += 1 }
        c.emit(i, j, .type)
        c.pos = j
        return true
    }

    /// `State`, `_Acc`, `_`: variables start with a capital or an underscore.
    static let variable: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if i > 0, spec.identifierPart.contains(c.line[i - 1]) { return false }
        var j = i + 1
        while j < c.end, spec.identifierPart.contains(c.line[j]) { j += 1 }
        c.emit(i, j, .variable)
        c.pos = j
        c.valueEnded = true
        return true
    }
}
