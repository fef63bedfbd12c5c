/// Go: interpreted and raw (backtick, multi-line) strings, runes, and numbers with `_`, `0b`, `0o`, `0x` and `i`.
extension Language {
    /// The Go language.
    public static let go = Language(
        name: "go",
        aliases: ["golang"],
        extensions: ["go"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            spec.blockComments = [BlockComment("/*", "*/")]
            spec.strings = [
                StringForm("\"", "\""),
                // Raw strings have no escapes and may span lines.
                StringForm("`", "`", escape: nil, multiline: true),
                // Runes: 'x', '\n', '\u00e9', '\x41'.
                StringForm("'", "'"),
            ]
            spec.words = [
                (.keyword, [
                    "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough",
                    "for", "func", "go", "goto", "if", "import", "interface", "map", "package", "range",
                    "return", "select", "struct", "switch", "type", "var",
                ]),
                (.type, [
                    "any", "bool", "byte", "comparable", "complex64", "complex128", "error", "float32",
                    "float64", "int", "int8", "int16", "int32", "int64", "rune", "string", "uint", "uint8",
                    "uint16", "uint32", "uint64", "uintptr",
                ]),
                (.constant, ["true", "false", "nil", "iota"]),
            ]
            // No function introducer: after `func` may come a receiver `(r *T)`; calls catch the name.
            spec.typeIntroducers = ["type"]
            spec.propertiesAfterDot = true
            spec.operators = ByteSet("+-*/%=<>!&|^~:")
            return spec
        }
    )
}
