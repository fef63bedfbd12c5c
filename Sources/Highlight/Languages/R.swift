/// R: strings that span lines, raw strings (`r"(…)"`, `R"---[…]---"`), `%op%` operators and backtick names.
extension Language {
    /// R and S.
    public static let r = Language(
        name: "r",
        aliases: ["rscript", "splus", "s"],
        extensions: ["r", "rprofile", "rhistory", "rd"],
        fileNames: [".Rprofile", "Rprofile"],
        interpreters: ["Rscript", "R"],
        spec: RSyntax.spec
    )
}

/// The R spec and its hooks.
private enum RSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#")]
        spec.strings = [StringForm("\"", "\"", multiline: true), StringForm("'", "'", multiline: true)]
        spec.words = [
            (.keyword, ["if", "else", "repeat", "while", "function", "for", "in", "next", "break", "return"]),
            (.constant, ["TRUE", "FALSE", "NULL", "NA", "NA_integer_", "NA_real_", "NA_complex_",
                         "NA_character_", "Inf", "NaN", "T", "F", "pi", "LETTERS", "letters"]),
        ]
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "."))  // `.` belongs to names: is.na, data.frame
        spec.identifierPart = part
        spec.operators = ByteSet("+-*/^=<>!&|~?:$@%\\")
        spec.punctuation = ByteSet("()[]{},;.")
        spec.hooks = [(UInt8(ascii: "r"), raw), (UInt8(ascii: "R"), raw), (UInt8(ascii: "%"), infix), (UInt8(ascii: "`"), quotedName)]
        return spec
    }()

    /// `r"(…)"`, `R'[…]'`, `r"--{…}--"`: raw strings whose closer mirrors the opener.
    static let raw: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        let quote = c.byte(i + 1)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return false }
        if i > 0, spec.identifierPart.contains(c.line[i - 1]) { return false }
        var j = i + 2
        while c.byte(j) == UInt8(ascii: "-") { j += 1 }
        let dashes = j - i - 2
        let close: UInt8
        switch c.byte(j) {
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        case UInt8(ascii: "["): close = UInt8(ascii: "]")
        case UInt8(ascii: "{"): close = UInt8(ascii: "}")
        default: return false
        }
        let closer = [close] + [UInt8](repeating: UInt8(ascii: "-"), count: dashes) + [quote]
        scanner.enterDelimited(&c, from: i, to: j + 1, closer: closer, kind: .string)
        return true
    }

    /// `%in%`, `%>%`, `%%`: user-defined infix operators, `%` to `%` on one line.
    static let infix: LanguageSpec.Hook = { c, _ in
        var j = c.pos + 1
        while j < c.end, c.line[j] != UInt8(ascii: "%"), !ASCII.isBlank(c.line[j]) { j += 1 }
        guard j < c.end, c.line[j] == UInt8(ascii: "%") else { return false }
        c.emit(c.pos, j + 1, .operator)
        c.pos = j + 1
        c.valueEnded = false
        return true
    }

    /// `` `my name` ``: a name, not a string; a function when called.
    static let quotedName: LanguageSpec.Hook = { c, _ in
        var j = c.pos + 1
        while j < c.end, c.line[j] != UInt8(ascii: "`") { j += c.line[j] == UInt8(ascii: "\\") ? 2 : 1 }
        let end = min(j + 1, c.end)
        if c.byte(c.skipBlanks(from: end)) == UInt8(ascii: "(") { c.emit(c.pos, end, .function) }
        c.pos = end
        c.valueEnded = true
        return true
    }
}
