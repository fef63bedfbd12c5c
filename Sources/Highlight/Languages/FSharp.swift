/// F#: nested `(* *)` comments, `///` docs, verbatim `@"…"`, triple-quoted and interpolated
/// `$"…{x}…"` strings that span lines, chars told from generic `'T`, `[<Attributes>]` and `#if`.
extension Language {
    /// F# sources, signatures and scripts.
    public static let fsharp = Language(
        name: "fsharp",
        aliases: ["f#", "fs"],
        extensions: ["fs", "fsi", "fsx", "fsscript"],
        fileNames: [],
        interpreters: ["fsharpi"],
        lexer: MLLexer(FSharpSyntax.spec, starInParens: true)
    )
}

/// The F# spec and its hooks.
private enum FSharpSyntax {
    static let interpolation = Interpolation("{", close: "}", nest: "{", doubledIsLiteral: true)

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("///", kind: .doc, notFollowedBy: "/"), LineComment("//")]
        spec.strings = [
            StringForm("$\"\"\"", "\"\"\"", escape: nil, multiline: true, interpolation: interpolation),
            StringForm("\"\"\"", "\"\"\"", escape: nil, multiline: true),
            StringForm("$@\"", "\"", escape: nil, multiline: true, interpolation: interpolation, doubledClose: true),
            StringForm("@$\"", "\"", escape: nil, multiline: true, interpolation: interpolation, doubledClose: true),
            StringForm("$\"", "\"", multiline: true, interpolation: interpolation),
            StringForm("@\"", "\"", escape: nil, multiline: true, doubledClose: true),
            StringForm("\"", "\"", multiline: true),
        ]
        spec.words = [
            (.keyword, [
                "abstract", "and", "as", "assert", "base", "begin", "class", "default", "delegate", "do", "done",
                "downcast", "downto", "elif", "else", "end", "exception", "extern", "for", "fun", "function",
                "global", "if", "in", "inherit", "inline", "interface", "internal", "lazy", "let", "match",
                "member", "module", "mutable", "namespace", "new", "of", "open", "override", "private",
                "public", "rec", "return", "static", "struct", "then", "to", "try", "type", "upcast",
                "use", "val", "void", "when", "while", "with", "yield", "not",
            ]),
            (.type, [
                "int", "int64", "float", "float32", "decimal", "string", "bool", "char", "byte", "unit", "obj",
                "list", "array", "seq", "option", "voption", "uint32", "int16", "bigint",
            ]),
            (.constant, ["true", "false", "null", "None", "Some", "Ok", "Error"]),
        ]
        spec.typeIntroducers = ["type", "module", "exception", "namespace"]
        spec.capitalizedAreTypes = true
        spec.propertiesAfterDot = true
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "'"))  // x'
        spec.identifierPart = part
        spec.operators = ByteSet("+-*/%=<>!&|^~?:@$")
        spec.punctuation = ByteSet("()[]{},;.")
        spec.hooks = [(UInt8(ascii: "'"), MLLexer.charOrTypeVariable), (UInt8(ascii: "["), attribute),
                      (UInt8(ascii: "#"), directive), (UInt8(ascii: "!"), bang)]
        return spec
    }()

    /// `[<EntryPoint>]`, `[<Literal; Obsolete("x")>]`: attributes, through their `>]` on the line.
    static let attribute: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "<") else { return false }
        // Within 256 bytes, so a line of `[<` does not read the rest of the line from each.
        var j = i + 2
        let limit = min(c.end, i + 256)
        while j + 1 < limit, !(c.line[j] == UInt8(ascii: ">") && c.line[j + 1] == UInt8(ascii: "]")) { j += 1 }
        guard j + 1 < limit else { return false }
        c.emit(i, j + 2, .attribute)
        c.pos = j + 2
        return true
    }

    /// `#if DEBUG`, `#r "nuget: …"`, `#load`, `#nowarn`: directives at a line's start.
    static let directive: LanguageSpec.Hook = { c, _ in
        guard c.isFirstOnLine, ASCII.isLetter(c.byte(c.pos + 1)) else { return false }
        c.emitRest(.preprocessor)
        return true
    }

    /// `let!`, `use!`, `return!` in computation expressions: the `!` is part of the keyword.
    static let bang: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard i > 0, c.byte(i + 1) != UInt8(ascii: "=") else { return false }
        var s = i
        while s > 0, ASCII.isLetter(c.line[s - 1]) { s -= 1 }
        guard s < i, let kind = words.lookup(c.line, s, i + 1) else { return false }
        c.emit(i, i + 1, kind)
        c.pos = i + 1
        return true
    }

    private static let words = WordTable([(.keyword, ["let!", "match!", "return!", "use!", "yield!", "and!", "do!"])])
}
