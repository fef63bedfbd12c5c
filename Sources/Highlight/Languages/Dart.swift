/// Dart: single, double and triple-quoted strings, raw `r'…'` strings, `$name` and `${…}`
/// interpolation, nested block comments, `///` and `/** */` doc comments, annotations.
extension Language {
    /// The Dart language.
    public static let dart = Language(
        name: "dart",
        aliases: [],
        extensions: ["dart"],
        fileNames: [],
        interpreters: ["dart"],
        lexer: DartLexer(spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("///", kind: .doc, notFollowedBy: "/"), LineComment("//")]
            // Block comments nest; the doc form shares the `/*` opener so nested openers count
            // alike, and is entered only through `SharedHooks.docComment`.
            spec.blockComments = [
                BlockComment("/*", "*/", nests: true),
                BlockComment("/*", "*/", nests: true, kind: .doc),
            ]
            spec.words = [
                (.keyword, [
                    "abstract", "as", "assert", "async", "await", "base", "break", "case", "catch", "class",
                    "const", "continue", "covariant", "default", "deferred", "do", "else", "enum", "export",
                    "extends", "extension", "external", "factory", "final", "finally", "for", "get", "hide",
                    "if", "implements", "import", "in", "interface", "is", "late", "library", "mixin", "new",
                    "on", "operator", "part", "required", "rethrow", "return", "sealed", "set", "show",
                    "static", "super", "switch", "sync", "this", "throw", "try", "typedef", "var", "when",
                    "while", "with", "yield",
                ]),
                (.type, [
                    "bool", "double", "dynamic", "int", "num", "void", "Never", "Null", "Object", "String",
                    "List", "Map", "Set", "Iterable", "Future", "Stream", "Function", "Record",
                ]),
                (.constant, ["true", "false", "null"]),
            ]
            spec.typeIntroducers = ["class", "mixin", "enum", "extension", "typedef"]
            spec.capitalizedAreTypes = true
            spec.propertiesAfterDot = true
            spec.identifierStart.insert(UInt8(ascii: "$"))
            spec.identifierPart.insert(UInt8(ascii: "$"))
            spec.numbers = NumberGrammar(separator: "_", hexFloats: false)
            spec.operators = ByteSet("+-*/%=<>!&|^~?:#")
            return spec
        }())
    )
}

/// Dart's lexer: the spec scanner plus template strings, since the engine's strings know
/// `${…}` but not `$name` templates.
private struct DartLexer: Lexer {
    /// Raw `r'…'` strings (no escapes, no templates) and plain ones, longest openers first, so
    /// `r'''` wins over `r'`.
    let strings = TemplateStrings([
        .init("r'''", "'''", escapes: false, multiline: true, templates: false),
        .init("r\"\"\"", "\"\"\"", escapes: false, multiline: true, templates: false),
        .init("r'", "'", escapes: false, multiline: false, templates: false),
        .init("r\"", "\"", escapes: false, multiline: false, templates: false),
        .init("'''", "'''", escapes: true, multiline: true),
        .init("\"\"\"", "\"\"\"", escapes: true, multiline: true),
        .init("'", "'", escapes: true, multiline: false),
        .init("\"", "\"", escapes: true, multiline: false),
    ])

    let scanner: SpecScanner

    init(spec: LanguageSpec) {
        var spec = spec
        spec.hooks += strings.hooks + [
            (UInt8(ascii: "/"), SharedHooks.docComment), (UInt8(ascii: "@"), SharedHooks.annotation), (UInt8(ascii: "."), SharedHooks.range),
        ]
        scanner = SpecScanner(spec)
    }

    func lex(_ c: inout Cursor) -> Transition {
        strings.lex(&c, scanner)
    }
}
