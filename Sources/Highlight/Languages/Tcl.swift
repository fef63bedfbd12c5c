/// Tcl (and Tk, Expect): `#` comments only where a command starts, `$var`/`${var}`/`$a(i)`
/// substitutions, `[…]` command substitution (also inside `"…"`), braces lexed as the scripts
/// they usually hold, `-option` switches, backslash escapes, and a `"` that opens a string only
/// where a word starts (git-gui's `regexp {[ \t'"$]} $v` holds no string).
extension Language {
    /// Tcl scripts, Tk programs and Expect scripts.
    public static let tcl = Language(
        name: "tcl",
        aliases: ["tk", "expect", "tclsh", "wish"],
        extensions: ["tcl", "tk", "tm", "itcl"],
        fileNames: ["pkgIndex.tcl", "tclIndex"],
        interpreters: ["tclsh", "wish", "expect", "jimsh"],
        spec: TclSyntax.spec
    )
}

/// The Tcl spec and its hooks for comments, substitutions and switches.
private enum TclSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#", backslashContinues: true)]
        spec.strings = [
            StringForm("\"", "\"", multiline: true, interpolation: Interpolation("[", close: "]", nest: "["),
                       variable: StringVariable(sigil: "$", end: variableEnd)),
        ]
        spec.words = [
            (.keyword, ["proc", "set", "if", "elseif", "else", "then", "for", "foreach", "while", "switch", "return",
                        "break", "continue", "namespace", "variable", "global", "upvar", "uplevel", "catch", "try",
                        "on", "finally", "trap", "error", "throw", "eval", "expr", "package", "source", "unset",
                        "incr", "append", "apply", "coroutine", "yield", "tailcall", "method", "constructor",
                        "destructor", "oo::class", "oo::define", "oo::object", "self", "next", "my", "default"]),
            (.function, ["puts", "list", "lappend", "lindex", "llength", "lrange", "lsort", "lsearch", "lset",
                         "lmap", "lassign", "lreplace", "linsert", "concat", "join", "split", "string", "dict",
                         "array", "info", "regexp", "regsub", "format", "scan", "open", "close", "gets", "read",
                         "file", "exec", "after", "vwait", "update", "subst", "clock", "binary", "encoding",
                         "fconfigure", "chan", "flush", "glob", "cd", "pwd", "exit", "rename", "interp", "trace",
                         "socket", "fileevent", "spawn", "send", "expect", "interact", "wm", "pack", "grid",
                         "bind", "button", "label", "entry", "frame", "canvas", "text", "ttk::button",
                         "ttk::label", "ttk::frame"]),
            (.constant, ["true", "false", "yes", "no", "on", "off"]),
        ]
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: ":"))  // namespace::qualified, ::global
        spec.identifierPart = part
        var start = ByteSet.identifierStart
        start.insert(UInt8(ascii: ":"))
        spec.identifierStart = start
        spec.callsAreFunctions = false
        spec.functionIntroducers = ["proc", "method"]
        spec.operators = ByteSet("+-*/%=<>!&|^~?")
        spec.punctuation = ByteSet("()[]{};")
        spec.numbers = NumberGrammar(separator: nil, hexFloats: false)
        spec.hooks = [(UInt8(ascii: "#"), comment), (UInt8(ascii: "$"), variable), (UInt8(ascii: "-"), option), (UInt8(ascii: "\\"), escape), (UInt8(ascii: "\""), quoteInWord)]
        return spec
    }()

    /// `#` opens a comment only where a command starts: first on a line, or after `;`, `{`
    /// or `[`; elsewhere (`a#b`, `$x #1`) it is an ordinary character.
    static let comment: LanguageSpec.Hook = { c, _ in
        var k = c.pos
        while k > 0, ASCII.isBlank(c.line[k - 1]) { k -= 1 }
        if k == 0 || c.line[k - 1] == UInt8(ascii: ";") || c.line[k - 1] == UInt8(ascii: "{") || c.line[k - 1] == UInt8(ascii: "[") { return false }
        c.pos += 1
        return true
    }

    /// `\"`, `\{`, `\[`, `\\`: the backslash takes the next character, which then neither quotes nor
    /// nests (git-gui's `regexp {[~?*&\[\0\"\\\{]} $S`).
    static let escape = SharedHooks.backslashTakesNextCharacter

    /// A `"` inside a word is an ordinary character: Tcl quotes only where a word starts (after
    /// a blank, `;`, `{`, `[`, or an operator of an expression).
    static let quoteInWord: LanguageSpec.Hook = { c, _ in
        guard c.pos > 0, ASCII.isWord(c.line[c.pos - 1]) || wordBytes.contains(c.line[c.pos - 1]) else { return false }
        c.pos += 1
        return true
    }
    private static let wordBytes = ByteSet("'\".:])}#@^~`")

    /// `$name`, `$ns::name`, `${any name}`, `$arr(key)` (the key is left to the scanner).
    static let variable: LanguageSpec.Hook = { c, _ in
        guard let e = variableEnd(c, c.pos) else { return false }
        c.emit(c.pos, e, .variable)
        c.pos = e
        c.valueEnded = true
        return true
    }

    /// The end of the variable whose `$` stands at `i`, or nil. A `${…}` name stops at a `$`,
    /// `{` or quote, so a run of `${` reads each byte once.
    @Sendable static func variableEnd(_ c: Cursor, _ i: Int) -> Int? {
        var j = i + 1
        if c.byte(j) == UInt8(ascii: "{") {
            j += 1
            while j < c.end, c.line[j] != UInt8(ascii: "}"), c.line[j] != UInt8(ascii: "$"), c.line[j] != UInt8(ascii: "{"), c.line[j] != UInt8(ascii: "\"") { j += 1 }
            return c.byte(j) == UInt8(ascii: "}") ? j + 1 : nil
        }
        while j < c.end, ASCII.isWord(c.line[j]) || (c.line[j] == UInt8(ascii: ":") && c.byte(j + 1) == UInt8(ascii: ":")) {
            j += c.line[j] == UInt8(ascii: ":") ? 2 : 1
        }
        return j > i + 1 ? j : nil
    }

    /// `-nocase`, `-exact`, `-text`: a switch where a word starts; a minus sign elsewhere.
    static let option: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard i > 0, ASCII.isBlank(c.line[i - 1]), ASCII.isLetter(c.byte(i + 1)) else { return false }
        var j = i + 1
        while j < c.end, ASCII.isWord(c.line[j]) || c.line[j] == UInt8(ascii: "-") { j += 1 }
        c.emit(i, j, .attribute)
        c.pos = j
        return true
    }
}
