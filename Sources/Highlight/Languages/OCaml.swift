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
        part.insert(UInt8(ascii: "'"))  // x', fold_left'
        spec.identifierPart = part
        spec.operators = ByteSet("+-*/%=<>!&|^~?:@$#")
        spec.punctuation = ByteSet("()[]{},;.")
        spec.hooks = [(UInt8(ascii: "'"), MLLexer.charOrTypeVariable), (UInt8(ascii: "{"), quotedString),
                      (UInt8(ascii: "["), attribute)]
        return spec
    }()

    /// `{|…|}` and `{sql|…|sql}`: quoted strings, without escapes, that span lines.
    static let quotedString: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        var j = i + 1
        while j < c.end, ASCII.isLetter(c.line[j]) || c.line[j] == UInt8(ascii: "_") { j += 1 }
        guard c.byte(j) == UInt8(ascii: "|") else { return false }
        let closer = [UInt8(ascii: "|")] + c.bytes(i + 1, j) + [UInt8(ascii: "}")]
        scanner.enterDelimited(&c, from: i, to: j + 1, closer: closer, kind: .string)
        return true
    }

    /// `[@inline]`, `[@@deriving show]`, `[@@@warning "-32"]`: the attribute's name.
    static let attribute: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        while c.byte(j) == UInt8(ascii: "@"), j < i + 4 { j += 1 }
        guard j > i + 1 else { return false }
        while j < c.end, ASCII.isWord(c.line[j]) || c.line[j] == UInt8(ascii: ".") { j += 1 }
        c.emit(i, j, .attribute)
        c.pos = j
        return true
    }
}
