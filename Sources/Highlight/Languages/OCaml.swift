/// OCaml: nested `(* *)` comments and `(** *)` docs, strings that span lines, quoted strings
/// `{|…|}` and `{id|…|id}`, chars told from type variables, and `[@@attributes]`.
extension Language {
    /// OCaml and its interfaces, lexer and parser sources.
    public static let ocaml = Language(
        name: "ocaml",
        aliases: ["ml"],
        extensions: ["ml", "mli", "mll", "mly", "eliom", "eliomi"],
        fileNames: [".ocamlinit"],
        interpreters: ["ocaml", "ocamlrun", "ocamlscript"],
        spec: OCamlSyntax.spec
    )
}

/// The OCaml spec and its hooks.
private enum OCamlSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        // `(*)` opens a comment too (the compiler warns), unlike F#.
        spec.blockComments = MLHooks.blockComments(starInParens: false)
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
        spec.hooks = [(0x28, MLHooks.docComment), (0x27, MLHooks.charOrTypeVariable), (0x7B, quotedString),
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

/// What OCaml and F# share: nested `(* *)` comments with `(** *)` docs, and `'` opening a char
/// literal or naming a type variable.
enum MLHooks {
    /// The plain form, then the doc form sharing its opener (entered through `docComment`);
    /// with `starInParens`, `(*)` is the multiplication operator (F#) rather than a comment.
    static func blockComments(starInParens: Bool) -> [BlockComment] {
        let notFollowedBy = starInParens ? ")" : ""
        return [
            BlockComment("(*", "*)", nests: true, notFollowedBy: notFollowedBy),
            BlockComment("(*", "*)", nests: true, kind: .doc, notFollowedBy: notFollowedBy),
        ]
    }

    /// `(**` opens a doc comment, but `(**)` is an empty comment and `(***` a rule.
    static let docComment: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == 0x2A, c.byte(i + 2) == 0x2A, c.byte(i + 3) != 0x29, c.byte(i + 3) != 0x2A else { return false }
        SharedHooks.enterDocComment(&c)
        return true
    }

    /// `'a'`, `'\n'` are chars; `'a` and `'key` (no closing quote) are type variables.
    static let charOrTypeVariable: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        if i > 0, scanner.storage.isIdentifierPart(c.line[i - 1]) { return false }
        if let e = SharedHooks.charEnd(c, scanner, at: i) {
            SharedHooks.emitChar(&c, from: i, quote: i, end: e)
            return true
        }
        guard ASCII.isLetter(c.byte(i + 1)) || c.byte(i + 1) == 0x5F else { return false }
        var j = i + 2
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.emit(i, j, .type)
        c.pos = j
        return true
    }
}
