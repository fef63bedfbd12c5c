/// Verilog and SystemVerilog: `//` and `/* */` comments, `` `define ``/`` `ifdef `` directives and
/// macro uses, `$display` system tasks, based numbers (`8'hFF`, `'0`), `"""` strings and
/// `(* attributes *)`.
extension Language {
    /// Verilog and SystemVerilog.
    public static let verilog = Language(
        name: "verilog",
        aliases: ["systemverilog", "sv"],
        extensions: ["v", "vh", "sv", "svh", "svi"],
        fileNames: [],
        interpreters: [],
        spec: VerilogSyntax.spec
    )
}

/// The Verilog spec and its hooks.
private enum VerilogSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("//")]
        // `(*)` is not an attribute: `@(*)` is a sensitivity list.
        spec.blockComments = [BlockComment("/*", "*/"), BlockComment("(*", "*)", kind: .attribute, notFollowedBy: ")")]
        spec.strings = [StringForm("\"\"\"", "\"\"\"", multiline: true), StringForm("\"", "\"")]
        spec.words = [
            (.keyword, [
                "module", "endmodule", "macromodule", "input", "output", "inout", "ref", "parameter", "localparam",
                "assign", "always", "always_comb", "always_ff", "always_latch", "initial", "final", "begin", "end",
                "if", "else", "case", "casex", "casez", "endcase", "default", "for", "foreach", "while", "repeat",
                "forever", "do", "break", "continue", "return", "function", "endfunction", "task", "endtask",
                "generate", "endgenerate", "genvar", "posedge", "negedge", "or", "and", "not", "fork", "join",
                "join_any", "join_none", "wait", "disable", "package", "endpackage", "import", "export",
                "interface", "endinterface", "modport", "class", "endclass", "extends", "implements", "virtual",
                "pure", "extern", "static", "automatic", "local", "protected", "const", "typedef", "enum",
                "struct", "union", "packed", "signed", "unsigned", "new", "this", "super", "null", "program",
                "endprogram", "property", "endproperty", "sequence", "endsequence", "assert", "assume", "cover",
                "covergroup", "endgroup", "coverpoint", "cross", "bins", "constraint", "rand", "randc", "inside",
                "unique", "unique0", "priority", "specify", "endspecify", "timeunit", "timeprecision", "defparam",
                "clocking", "endclocking", "iff", "with", "let", "bind", "checker", "endchecker",
            ]),
            (.type, [
                "wire", "reg", "logic", "bit", "byte", "shortint", "int", "longint", "integer", "time", "real",
                "realtime", "shortreal", "string", "chandle", "event", "void", "tri", "tri0", "tri1", "wand",
                "wor", "supply0", "supply1", "uwire", "var",
            ]),
        ]
        spec.typeIntroducers = ["module", "interface", "package", "class", "program", "typedef"]
        spec.functionIntroducers = ["function", "task"]
        spec.operators = ByteSet("+-*/%=<>!&|^~?:@#")
        spec.punctuation = ByteSet("()[]{},;.")
        spec.hooks = [(UInt8(ascii: "`"), directive), (UInt8(ascii: "$"), systemTask), (UInt8(ascii: "'"), based)]
        return spec
    }()

    /// `` `define WIDTH 8 ``, `` `ifdef SIM ``, `` `WIDTH ``: directives and macro uses.
    static let directive: LanguageSpec.Hook = { c, _ in
        SharedHooks.sigilName(&c, first: ByteSet.identifierStart, kind: .preprocessor, valueEnds: true)
    }

    /// `$display`, `$clog2`, `$finish`: system tasks and functions.
    static let systemTask: LanguageSpec.Hook = { c, _ in
        SharedHooks.sigilName(&c, first: ByteSet.identifierStart, kind: .function, valueEnds: false)
    }

    private static let baseLetters = ByteSet("bBoOdDhH")
    private static let basedDigits = ByteSet("0123456789abcdefABCDEFxXzZ?_")
    private static let fills = ByteSet("01xXzZ")

    /// `'hFF` after a size (`8'hFF`), `'sb101`, and the fills `'0`, `'1`, `'x`, `'z`: numbers;
    /// `'{` (an assignment pattern) and casts (`int'(x)`) leave the quote an operator.
    static let based: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        if c.byte(j) == UInt8(ascii: "s") || c.byte(j) == UInt8(ascii: "S") { j += 1 }
        if baseLetters.contains(c.byte(j)) {
            j = c.skipBlanks(from: j + 1)
            guard basedDigits.contains(c.byte(j)) else { return false }
            while j < c.end, basedDigits.contains(c.line[j]) { j += 1 }
        } else if j == i + 1, fills.contains(c.byte(j)), !ASCII.isWord(c.byte(j + 1)) {
            j += 1
        } else {
            c.emit(i, i + 1, .operator)
            c.pos = i + 1
            return true
        }
        c.emit(i, j, .number)
        c.pos = j
        c.valueEnded = true
        return true
    }
}
