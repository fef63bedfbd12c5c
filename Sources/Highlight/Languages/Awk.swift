/// Awk (POSIX awk, gawk, mawk): `#` comments, `/regex/` literals where a value cannot end,
/// `$1`/`$NF` fields, the built-in variables, and `\` line continuations.
extension Language {
    /// awk programs, and scripts run with `#!/usr/bin/awk -f`.
    public static let awk = Language(
        name: "awk",
        aliases: ["gawk", "mawk", "nawk"],
        extensions: ["awk", "gawk", "mawk", "nawk"],
        fileNames: [],
        interpreters: ["awk", "gawk", "mawk", "nawk"],
        spec: AwkSyntax.spec
    )
}

/// The Awk spec and its regex and field hooks.
private enum AwkSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#")]
        spec.strings = [StringForm("\"", "\"")]
        spec.words = [
            (.keyword, ["BEGIN", "END", "BEGINFILE", "ENDFILE", "function", "func", "if", "else", "while", "for", "do",
                        "break", "continue", "next", "nextfile", "exit", "return", "delete", "in", "getline", "print",
                        "printf", "switch", "case", "default", "@include", "@load", "@namespace"]),
            (.function, ["length", "substr", "index", "split", "sub", "gsub", "match", "sprintf", "sin", "cos",
                         "atan2", "exp", "log", "sqrt", "int", "rand", "srand", "tolower", "toupper", "system",
                         "close", "fflush", "gensub", "strftime", "systime", "mktime", "asort", "asorti", "patsplit",
                         "isarray", "typeof", "and", "or", "xor", "lshift", "rshift", "compl", "strtonum"]),
            (.variable, ["NR", "NF", "FS", "OFS", "RS", "ORS", "FNR", "FILENAME", "SUBSEP", "RSTART", "RLENGTH",
                         "ENVIRON", "ARGC", "ARGV", "ARGIND", "CONVFMT", "OFMT", "RT", "FPAT", "FIELDWIDTHS",
                         "IGNORECASE", "PROCINFO", "ERRNO", "BINMODE", "LINT", "TEXTDOMAIN"]),
        ]
        var start = ByteSet.identifierStart
        start.insert(UInt8(ascii: "@"))  // gawk's @include
        spec.identifierStart = start
        spec.functionIntroducers = ["function", "func"]
        spec.operators = ByteSet("+-*/%^=<>!~&|?:$")
        spec.numbers = NumberGrammar(separator: nil, hexFloats: false)
        spec.hooks = [(UInt8(ascii: "/"), regex), (UInt8(ascii: "$"), field)]
        return spec
    }()

    /// `/re/` where an operand is expected (a pattern, after `~`, `(`, `,`, an operator); a
    /// division after a value.
    static let regex: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard !c.valueEnded, let j = c.regexClose(of: i, classes: true) else { return false }
        c.emit(i, j + 1, .regex)
        c.pos = j + 1
        c.valueEnded = true
        return true
    }

    /// `$1`, `$NF`, `$0`: a field reference (`$(i+1)` leaves the parenthesis to the scanner).
    static let field: LanguageSpec.Hook = { c, _ in
        SharedHooks.sigilName(&c, first: .identifierPart, kind: .variable, valueEnds: true)
    }
}
