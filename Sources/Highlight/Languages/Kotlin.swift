/// Kotlin: `"…"` and raw `"""…"""` strings with `$name` and `${…}` templates, nested block
/// comments, KDoc, annotations and backtick identifiers.
extension Language {
    /// The Kotlin language.
    public static let kotlin = Language(
        name: "kotlin",
        aliases: ["kt", "kts"],
        extensions: ["kt", "kts"],
        fileNames: [],
        interpreters: ["kotlin"],
        lexer: KotlinLexer(spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            // Block comments nest; KDoc shares the `/*` opener so nested openers count alike,
            // and is entered only through `SharedHooks.docComment`.
            spec.blockComments = [
                BlockComment("/*", "*/", nests: true),
                BlockComment("/*", "*/", nests: true, kind: .doc),
            ]
            spec.strings = [StringForm("'", "'")]
            // Soft keywords that often name things (`value`, `field`, `get`) are left out; the
            // modifiers are keywords only before another word (`KotlinLexer.modifiers`).
            spec.words = [
                (.keyword, [
                    "as", "break", "class", "continue", "do", "else", "for", "fun", "if", "in", "interface",
                    "is", "object", "package", "return", "super", "this", "throw", "try", "typealias",
                    "typeof", "val", "var", "when", "while", "catch", "constructor", "finally",
                    "import", "init", "where",
                ]),
                (.type, [
                    "Any", "Boolean", "Byte", "Char", "Double", "Float", "Int", "Long", "Nothing", "Short",
                    "String", "Unit", "UByte", "UShort", "UInt", "ULong", "Array", "List", "Map", "Set",
                ]),
                (.constant, ["true", "false", "null"]),
            ]
            spec.functionIntroducers = ["fun"]
            spec.typeIntroducers = ["class", "interface", "object", "typealias"]
            spec.capitalizedAreTypes = true
            spec.propertiesAfterDot = true
            spec.numbers = NumberGrammar(separator: "_", hexFloats: false)
            spec.operators = ByteSet("+-*/%=<>!&|^~?:")
            return spec
        }())
    )
}

/// Kotlin's lexer: the spec scanner plus template strings, since the engine's strings know
/// `${…}` but not `$name` templates.
private struct KotlinLexer: Lexer {
    /// `"""raw"""` (no escapes) and `"…"`, both with templates.
    let strings = TemplateStrings([
        .init("\"\"\"", "\"\"\"", escapes: false, multiline: true),
        .init("\"", "\"", escapes: true, multiline: false),
    ], extraClosingQuotes: true)

    let scanner: SpecScanner

    /// Modifier and soft keywords: keywords before another word (`data class`, `out T`, `by lazy`),
    /// names elsewhere (`val data = …`).
    static let modifiers = [
        "abstract", "actual", "annotation", "by", "companion", "const", "crossinline", "data", "enum", "expect",
        "external", "final", "infix", "inline", "inner", "internal", "lateinit", "noinline", "open", "operator",
        "out", "override", "private", "protected", "public", "reified", "sealed", "suspend", "tailrec", "vararg",
    ]

    init(spec: LanguageSpec) {
        var spec = spec
        spec.contextualKeywords = Self.modifiers
        spec.hooks += strings.hooks + [
            (UInt8(ascii: "/"), SharedHooks.docComment), (UInt8(ascii: "@"), SharedHooks.kotlinAnnotation),
            (UInt8(ascii: "`"), SharedHooks.backtickName), (UInt8(ascii: "."), SharedHooks.kotlinRange),
        ]
        scanner = SpecScanner(spec)
    }

    func lex(_ c: inout Cursor) -> Transition {
        strings.lex(&c, scanner)
    }
}
