/// OCaml: nested `(* *)` comments and `(** *)` docs (`(*)` opens one too, as the compiler
/// warns), strings that span lines, quoted strings `{|…|}` and `{id|…|id}`, chars told from
/// type variables, and `[@@attributes]`.
extension Language {
    /// OCaml and its interfaces, lexer and parser sources.
    public static let ocaml = Language(
        name: "ocaml",
        aliases: ["ml", "tuareg", "caml"],
        extensions: ["ml", "mli", "mll", "mly", "eliom", "eliomi"],
        fileNames: [".ocamlinit"],
        interpreters: ["ocaml", "ocamlrun", "ocamlscript"],
        lexer: MLLexer(OCamlSyntax.spec, starInParens: false)
    )
}

/// The OCaml spec and its hooks.
private enum OCamlSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.strings = [StringForm("\"", "\"", multiline: true)]
        spec.words = [
            (.keyword, [
                "and", "as", "assert", "begin", "class", "constraint", "do", "done", "downto", "else", "end",
                "exception", "external", "for", "fun", "function", "functor", "if", "in", "include", "inherit",
                "initializer", "lazy", "let", "match", "method", "module", "mutable", "new", "nonrec", "object",
                "of", "open", "private", "rec", "sig", "struct", "then", "to", "try", "type", "val", "virtual",
                "when", "while", "with", "effect",
            ]),
            (.operator, ["asr", "land", "lor", "lsl", "lsr", "lxor", "mod", "or"]),
            (.type, ["int", "float", "string", "bool", "char", "unit", "list", "array", "option", "bytes", "exn"]),
            (.constant, ["true", "false", "None", "Some", "Ok", "Error"]),
        ]
        spec.typeIntroducers = ["type", "module", "exception"]
        spec.capitalizedAreTypes = true
        spec.callsAreFunctions = false
        spec.propertiesAfterDot = true
        var part = ByteSet.identifierPart
        part.insert(0x27)  // x', fold_left'
        spec.identifierPart = part
        spec.operators = ByteSet("+-*/%=<>!&|^~?:@$#")
        spec.punctuation = ByteSet("()[]{},;.")
        spec.hooks = [(0x27, MLLexer.charOrTypeVariable), (0x7B, quotedString),
                      (0x5B, attribute)]
        return spec
    }()

    /// `{|…|}` and `{sql|…|sql}`: quoted strings, without escapes, that span lines.
    static let quotedString: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        var j = i + 1
        while j < c.end, ASCII.isLetter(c.line[j]) || c.line[j] == 0x5F { j += 1 }
        guard c.byte(j) == 0x7C else { return false }
        let closer = [0x7C] + c.bytes(i + 1, j) + [0x7D]
        scanner.enterDelimited(&c, from: i, to: j + 1, closer: closer, kind: .string)
        return true
    }

    /// `[@inline]`, `[@@deriving show]`, `[@@@warning "-32"]`: the attribute's name.
    static let attribute: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        while c.byte(j) == 0x40, j < i + 4 { j += 1 }
        guard j > i + 1 else { return false }
        while j < c.end, ASCII.isWord(c.line[j]) || c.line[j] == 0x2E { j += 1 }
        c.emit(i, j, .attribute)
        c.pos = j
        return true
    }
}
