/// D: nested `/+ +/` comments (and `/++ +/` docs), `/** */` and `///` docs, WYSIWYG `r"…"` and
/// backquoted strings, `q"(…)"` delimited strings and `q"EOS … EOS"` heredoc strings, strings
/// spanning lines, `'c'` characters and `@attributes`.
extension Language {
    /// D (dmd, ldc, gdc) sources and interface files.
    public static let d = Language(
        name: "d",
        aliases: ["dlang"],
        extensions: ["d", "di"],
        fileNames: [],
        interpreters: ["rdmd", "dmd"],
        spec: DSyntax.spec
    )
}

/// The D spec and its hooks.
private enum DSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("///", kind: .doc, notFollowedBy: "/"), LineComment("//")]
        // Each doc form shares its plain form's opener, so nested openers count alike; docs are
        // entered only through `slash`.
        spec.blockComments = [
            BlockComment("/*", "*/"),
            BlockComment("/*", "*/", kind: .doc),
            BlockComment("/+", "+/", nests: true),
            BlockComment("/+", "+/", nests: true, kind: .doc),
        ]
        spec.strings = [
            StringForm("r\"", "\"", escape: nil, multiline: true),
            StringForm("`", "`", escape: nil, multiline: true),
            StringForm("x\"", "\"", escape: nil, multiline: true),
            StringForm("\"", "\"", multiline: true),
        ]
        spec.words = [
            (.keyword, ["abstract", "alias", "align", "asm", "assert", "auto", "body", "break", "case", "cast",
                        "catch", "class", "const", "continue", "debug", "default", "delegate", "delete",
                        "deprecated", "do", "else", "enum", "export", "extern", "final", "finally", "for", "foreach",
                        "foreach_reverse", "function", "goto", "if", "immutable", "import", "in", "inout",
                        "interface", "invariant", "is", "lazy", "macro", "mixin", "module", "new", "nothrow", "out",
                        "override", "package", "pragma", "private", "protected", "public", "pure", "ref", "return",
                        "scope", "shared", "static", "struct", "super", "switch", "synchronized", "template", "this",
                        "throw", "try", "typeid", "typeof", "union", "unittest", "version", "while", "with",
                        "__gshared", "__traits", "__vector", "__parameters", "__FILE__", "__LINE__",
                        "__MODULE__", "__FUNCTION__"]),
            (.type, ["bool", "byte", "ubyte", "short", "ushort", "int", "uint", "long", "ulong", "cent", "ucent",
                     "char", "wchar", "dchar", "float", "double", "real", "void", "string", "wstring", "dstring",
                     "size_t", "ptrdiff_t", "noreturn"]),
            (.constant, ["true", "false", "null"]),
        ]
        spec.typeIntroducers = ["class", "struct", "interface", "union", "enum", "template"]
        spec.capitalizedAreTypes = true
        spec.operators = ByteSet("+-*/%=<>!&|^~?:$")
        spec.hooks = [
            (UInt8(ascii: "/"), slash), (UInt8(ascii: "q"), delimitedString), (UInt8(ascii: "'"), SharedHooks.charLiteral), (UInt8(ascii: "@"), SharedHooks.annotation),
            (UInt8(ascii: "#"), shebang),
        ]
        return spec
    }()

    /// `/**` and `/++` open doc comments (but `/**/` and `/++/` are empty plain ones).
    static let slash: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        let next = c.byte(i + 1)
        guard next == UInt8(ascii: "*") || next == UInt8(ascii: "+"), c.byte(i + 2) == next, c.byte(i + 3) != UInt8(ascii: "/") else { return false }
        if next == UInt8(ascii: "*") { return SharedHooks.docComment(&c, scanner) }
        c.emit(i, i + 3, .doc)
        c.pos = i + 3
        c.state.mode = SpecScanner.Mode.blockComment
        c.state.form = 3
        c.state.depth = 0
        return true
    }

    /// `q"(…)"`, `q"[…]"`, `q"{…}"`, `q"<…>"`, `q"/…/"`, and `q"EOS` … `EOS"`: strings whose
    /// closer the opener names.
    static let delimitedString: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "\""), i == 0 || !ASCII.isWord(c.line[i - 1]) else { return false }
        let d = c.byte(i + 2)
        guard d != 0, !ASCII.isBlank(d) else { return false }
        var end = i + 3
        let closer: [UInt8]
        switch d {
        case UInt8(ascii: "("): closer = [UInt8(ascii: ")"), UInt8(ascii: "\"")]
        case UInt8(ascii: "["): closer = [UInt8(ascii: "]"), UInt8(ascii: "\"")]
        case UInt8(ascii: "{"): closer = [UInt8(ascii: "}"), UInt8(ascii: "\"")]
        case UInt8(ascii: "<"): closer = [UInt8(ascii: ">"), UInt8(ascii: "\"")]
        default:
            if ByteSet.identifierStart.contains(d) {
                // An identifier names a heredoc-like string: its body starts on the next line.
                while end < c.end, ByteSet.identifierPart.contains(c.line[end]) { end += 1 }
                closer = c.bytes(i + 2, end) + [UInt8(ascii: "\"")]
            } else {
                closer = [d, UInt8(ascii: "\"")]
            }
        }
        scanner.enterDelimited(&c, from: i, to: end, closer: closer, kind: .string)
        return true
    }


    /// `#!` on the first column is a script's interpreter line; `#line` a special token.
    static let shebang: LanguageSpec.Hook = { c, _ in
        guard c.pos == 0 else { return false }
        c.emitRest(c.byte(1) == UInt8(ascii: "!") ? .comment : .preprocessor)
        return true
    }
}
