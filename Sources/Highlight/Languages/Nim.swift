/// Nim: `#` and `##` doc comments, nested `#[ ]#` and `##[ ]##` block comments, `"""` long
/// strings, `r"…"` raw strings, `'c'` characters beside `10'u8` type suffixes, and `{.pragmas.}`.
extension Language {
    /// Nim modules, NimScript and Nimble package files.
    public static let nim = Language(
        name: "nim",
        aliases: ["nimrod", "nims"],
        extensions: ["nim", "nims", "nimble"],
        fileNames: [],
        interpreters: ["nim"],
        spec: NimSyntax.spec
    )
}

/// The Nim spec and its hooks for characters, suffixes and pragmas.
private enum NimSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("##", kind: .doc), LineComment("#")]
        spec.blockComments = [BlockComment("##[", "]##", nests: true, kind: .doc), BlockComment("#[", "]#", nests: true)]
        spec.strings = [
            StringForm("\"\"\"", "\"\"\"", escape: nil, multiline: true),
            StringForm("r\"", "\"", escape: nil, doubledClose: true),
            StringForm("R\"", "\"", escape: nil, doubledClose: true),
            StringForm("\"", "\""),
        ]
        spec.words = [
            (.keyword, ["addr", "and", "as", "asm", "bind", "block", "break", "case", "cast", "concept", "const",
                        "continue", "converter", "defer", "discard", "distinct", "div", "do", "elif", "else", "end",
                        "enum", "except", "export", "finally", "for", "from", "func", "if", "import", "in",
                        "include", "interface", "is", "isnot", "iterator", "let", "macro", "method", "mixin", "mod",
                        "not", "notin", "object", "of", "or", "out", "proc", "ptr", "raise", "ref", "return", "shl",
                        "shr", "static", "template", "try", "tuple", "type", "using", "var", "when", "while", "xor",
                        "yield"]),
            (.constant, ["true", "false", "nil"]),
            (.type, ["int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float",
                     "float32", "float64", "string", "char", "bool", "byte", "seq", "array", "openArray", "set",
                     "cstring", "pointer", "void", "auto", "untyped", "typed", "varargs", "range", "Natural",
                     "Positive", "cint", "csize_t"]),
            (.variable, ["result"]),
            (.function, ["echo", "len", "high", "low", "inc", "dec", "add", "newSeq", "assert", "doAssert",
                         "sizeof", "typeof", "quit"]),
        ]
        spec.capitalizedAreTypes = true
        spec.functionIntroducers = ["proc", "func", "method", "iterator", "macro", "template", "converter"]
        spec.operators = ByteSet("+-*/%=<>!&|^~?:@$\\")
        spec.numbers = NumberGrammar(separator: "_", hexFloats: false)
        spec.hooks = [(UInt8(ascii: "'"), quote), (UInt8(ascii: "`"), SharedHooks.backtickName), (UInt8(ascii: "{"), pragmaOpen), (UInt8(ascii: "."), pragmaClose)]
        return spec
    }()

    /// `10'u8`, `1.0'f32`: a type suffix after a number; else `'a'`, `'\n'`: a character.
    static let quote: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        if i > 0, ASCII.isHexDigit(c.line[i - 1]) || c.line[i - 1] == UInt8(ascii: "."), ASCII.isLetter(c.byte(i + 1)) {
            var j = i + 1
            while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
            c.emit(i, j, .number)
            c.pos = j
            return true
        }
        return SharedHooks.charLiteral(&c, scanner)
    }

    /// `{.inline, raises: [].}`: a pragma's opener and first name.
    static let pragmaOpen: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "."), c.byte(i + 2) != UInt8(ascii: "}") else { return false }
        var j = i + 2
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.emit(i, j, .attribute)
        c.pos = j
        return true
    }

    /// `.}`: a pragma's closer; `..` and `..<`: ranges.
    static let pragmaClose: LanguageSpec.Hook = { c, scanner in
        guard c.byte(c.pos + 1) == UInt8(ascii: "}") else { return SharedHooks.range(&c, scanner) }
        c.emit(c.pos, c.pos + 2, .attribute)
        c.pos += 2
        return true
    }
}
