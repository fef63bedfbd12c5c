/// Scala: `s"…"`, `f"…"`, `raw"…"` interpolators (also triple-quoted) with `$x` and `${…}`,
/// nested block comments, Scaladoc, annotations, chars and symbols.
extension Language {
    /// The Scala language.
    public static let scala = Language(
        name: "scala",
        aliases: ["sbt", "sc"],
        extensions: ["scala", "sc", "sbt"],
        fileNames: [],
        interpreters: ["scala"],
        lexer: ScalaLexer(spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            // Block comments nest; Scaladoc shares the `/*` opener so nested openers count alike,
            // and is entered only through `SharedHooks.docComment`.
            spec.blockComments = [
                BlockComment("/*", "*/", nests: true),
                BlockComment("/*", "*/", nests: true, kind: .doc),
            ]
            spec.words = [
                (.keyword, [
                    "abstract", "case", "catch", "class", "def", "do", "else", "enum", "export", "extends",
                    "final", "finally", "for", "forSome", "given", "if", "implicit", "import", "lazy",
                    "match", "new", "object", "override", "package", "private", "protected", "return",
                    "sealed", "super", "then", "this", "throw", "trait", "try", "type", "using", "val",
                    "var", "while", "with", "yield", "derives", "extension", "inline", "opaque",
                    "transparent",
                ]),
                (.type, [
                    "Any", "AnyRef", "AnyVal", "Boolean", "Byte", "Char", "Double", "Float", "Int", "Long",
                    "Nothing", "Null", "Short", "String", "Unit",
                ]),
                (.constant, ["true", "false", "null", "None", "Nil"]),
            ]
            spec.functionIntroducers = ["def"]
            spec.typeIntroducers = ["class", "trait", "object", "type", "enum"]
            spec.capitalizedAreTypes = true
            spec.propertiesAfterDot = true
            spec.numbers = NumberGrammar(separator: "_", hexFloats: false)
            spec.operators = ByteSet("+-*/%=<>!&|^~?:#")
            return spec
        }())
    )
}

/// Scala's lexer: the spec scanner plus template strings, since the engine's strings know
/// neither `$name` templates nor `$$` escapes.
private struct ScalaLexer: Lexer {
    /// Interpolators `s`, `f` and `raw` (longest openers first, so `s"""` wins over `s"`), and
    /// plain strings, which have no templates.
    let strings = TemplateStrings([
        .init("s\"\"\"", "\"\"\"", escapes: true, multiline: true),
        .init("f\"\"\"", "\"\"\"", escapes: true, multiline: true),
        .init("raw\"\"\"", "\"\"\"", escapes: false, multiline: true),
        .init("\"\"\"", "\"\"\"", escapes: false, multiline: true, templates: false),
        .init("s\"", "\"", escapes: true, multiline: false),
        .init("f\"", "\"", escapes: true, multiline: false),
        .init("raw\"", "\"", escapes: false, multiline: false),
        .init("\"", "\"", escapes: true, multiline: false, templates: false),
    ], dollarEscapes: true, extraClosingQuotes: true)

    let scanner: SpecScanner

    init(spec: LanguageSpec) {
        var spec = spec
        spec.hooks += strings.hooks + [
            (UInt8(ascii: "/"), SharedHooks.docComment), (UInt8(ascii: "@"), SharedHooks.annotation),
            (UInt8(ascii: "`"), SharedHooks.backtickName), (UInt8(ascii: "'"), Self.charOrSymbol),
        ]
        scanner = SpecScanner(spec)
    }

    func lex(_ c: inout Cursor) -> Transition {
        strings.lex(&c, scanner)
    }

    /// `'a'` and `'\n'` are chars; `'name` is a symbol.
    static let charOrSymbol: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        if let e = SharedHooks.charEnd(c, scanner, at: i) {
            SharedHooks.emitChar(&c, from: i, quote: i, end: e)
            return true
        }
        let b = c.byte(i + 1)
        guard ASCII.isLetter(b) || b == UInt8(ascii: "_") else { return false }
        var j = i + 2
        while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        c.emit(i, j, .constant)
        c.pos = j
        c.valueEnded = true
        return true
    }
}
