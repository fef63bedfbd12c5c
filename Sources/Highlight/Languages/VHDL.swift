/// VHDL: `--` and `/* */` comments, case-insensitive keywords, strings with doubled quotes,
/// bit strings (`x"FF"`), based literals (`16#FF#`), and `'` as a char literal or an attribute
/// (`clk'event`).
extension Language {
    /// VHDL.
    public static let vhdl = Language(
        name: "vhdl",
        aliases: [],
        extensions: ["vhd", "vhdl", "vho", "vht"],
        fileNames: [],
        interpreters: [],
        spec: VHDLSyntax.spec
    )
}

/// The VHDL spec and its hooks.
private enum VHDLSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("--")]
        spec.blockComments = [BlockComment("/*", "*/")]
        var strings = [StringForm("\"", "\"", escape: nil, doubledClose: true)]
        for prefix in ["x", "X", "b", "B", "o", "O", "ux", "UX", "sx", "SX", "d", "D"] {
            strings.append(StringForm("\(prefix)\"", "\"", escape: nil))
        }
        spec.strings = strings
        spec.ignoresCase = true
        spec.words = [
            (.keyword, [
                "abs", "access", "after", "alias", "all", "and", "architecture", "array", "assert", "attribute",
                "begin", "block", "body", "buffer", "bus", "case", "component", "configuration", "constant",
                "context", "disconnect", "downto", "else", "elsif", "end", "entity", "exit", "file", "for",
                "force", "function", "generate", "generic", "group", "guarded", "if", "impure", "in", "inertial",
                "inout", "is", "label", "library", "linkage", "literal", "loop", "map", "mod", "nand", "new",
                "next", "nor", "not", "null", "of", "on", "open", "or", "others", "out", "package", "parameter",
                "port", "postponed", "procedure", "process", "protected", "pure", "range", "record", "register",
                "reject", "release", "rem", "report", "return", "rol", "ror", "select", "severity", "shared",
                "signal", "sla", "sll", "sra", "srl", "subtype", "then", "to", "transport", "type", "unaffected",
                "units", "until", "use", "variable", "wait", "when", "while", "with", "xnor", "xor",
            ]),
            (.type, [
                "std_logic", "std_logic_vector", "std_ulogic", "std_ulogic_vector", "integer", "natural",
                "positive", "boolean", "bit", "bit_vector", "signed", "unsigned", "string", "character", "real",
                "time", "line", "text",
            ]),
            (.constant, ["true", "false", "note", "warning", "error", "failure"]),
        ]
        spec.typeIntroducers = ["entity", "architecture", "package", "component", "type", "subtype"]
        spec.functionIntroducers = ["function", "procedure"]
        spec.operators = ByteSet("+-*/=<>&|:")
        spec.punctuation = ByteSet("()[],;.")
        spec.hooks = [(UInt8(ascii: "'"), tick), (UInt8(ascii: "#"), based)]
        return spec
    }()

    /// `'0'`, `'Z'` are chars; after a name or `)` the quote starts an attribute (`clk'event`)
    /// or a qualified expression (`unsigned'(…)`).
    static let tick: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if i > 0, ASCII.isWord(c.line[i - 1]) || c.line[i - 1] == UInt8(ascii: ")") {
            var j = i + 1
            while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
            // `unsigned'(x)` qualifies an expression: the quote alone is an operator.
            c.emit(i, j, j == i + 1 ? .operator : .attribute)
            c.pos = j
            return true
        }
        guard c.byte(i + 2) == UInt8(ascii: "'"), i + 1 < c.end else { return false }
        c.emit(i, i + 3, .string)
        c.pos = i + 3
        c.valueEnded = true
        return true
    }

    /// `#FF#` after `16`: the rest of a based literal.
    static let based: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard i > 0, ASCII.isDigit(c.line[i - 1]) else { return false }
        var j = i + 1
        while j < c.end, ASCII.isHexDigit(c.line[j]) || c.line[j] == UInt8(ascii: "_") || c.line[j] == UInt8(ascii: ".") { j += 1 }
        guard c.byte(j) == UInt8(ascii: "#") else { return false }
        c.emit(i, j + 1, .number)
        c.pos = j + 1
        return true
    }
}
