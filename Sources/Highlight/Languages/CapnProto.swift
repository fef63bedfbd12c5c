/// Cap'n Proto schemas (`.capnp`).
///
/// Kinds: keywords (`struct`, `interface`, `using`…) → keyword and the name after a type keyword
/// → type; built-in types (`Int32`, `Text`, `List`) and other capitalized names → type; ordinals
/// and file ids (`@0`, `@0xbf5147cbbecf40c1`) → constant; annotations applied (`$Json.name`) →
/// attribute; `#` → comment; strings → string.
extension Language {
    /// Cap'n Proto schema language.
    public static let capnProto = Language(
        name: "capnp",
        aliases: ["capnproto", "cap'n proto"],
        extensions: ["capnp"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("#")]
            spec.strings = [StringForm("\"", "\"")]
            spec.words = [
                (.keyword, [
                    "struct", "enum", "interface", "union", "group", "using", "import", "const", "annotation",
                    "extends", "in", "of", "on", "as", "with", "from", "fixed", "stream",
                ]),
                (.type, ["Void", "Bool", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
                         "Float32", "Float64", "Text", "Data", "List", "AnyPointer", "AnyStruct", "AnyList", "Capability"]),
                (.constant, ["true", "false", "void", "inf", "nan"]),
            ]
            spec.capitalizedAreTypes = true
            spec.typeIntroducers = ["struct", "enum", "interface", "annotation"]
            spec.operators = ByteSet("=:->")
            spec.punctuation = ByteSet("()[]{},;.")
            spec.hooks = [
                (UInt8(ascii: "@"), { c, _ in
                    // `@3` and `@0xdbb9ad1f14bf0b36`: an ordinal or a file id.
                    let i = c.pos
                    var j = i + 1
                    guard ASCII.isDigit(c.byte(j)) else { return false }
                    while j < c.end, ASCII.isHexDigit(c.line[j]) || c.line[j] == UInt8(ascii: "x") { j += 1 }
                    c.emit(i, j, .constant)
                    c.pos = j
                    return true
                } as LanguageSpec.Hook),
                (UInt8(ascii: "$"), { c, _ in SharedHooks.sigilName(&c, first: .identifierStart, kind: .attribute, valueEnds: false) } as LanguageSpec.Hook),
            ]
            return spec
        }
    )
}
