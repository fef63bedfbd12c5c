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
            // alike, and is entered only through `DartLexer.docComment`.
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
            spec.identifierStart.insert(0x24)
            spec.identifierPart.insert(0x24)
            spec.numbers = NumberGrammar(separator: "_", hexFloats: false)
            spec.operators = ByteSet("+-*/%=<>!&|^~?:#")
            return spec
        }())
    )
}

/// Dart's lexer: the spec scanner plus its own string mode, since the engine's strings know
/// `${…}` but not `$name` templates.
///
/// State in strings: `mode` = `Self.stringMode`, `form` = index into `forms`. Inside `${…}`
/// the code runs in the scanner's code mode with `stack` topped by
/// `Self.tag | form << 16 | open braces`, so the `}` that balances it returns to the string.
private struct DartLexer: Lexer {
    /// A string form this lexer scans itself.
    struct Form {
        let open: [UInt8]
        let close: [UInt8]
        let escapes: Bool
        let multiline: Bool
        /// Whether `$name` and `${…}` count (all but raw strings).
        let templates: Bool

        init(_ open: String, _ close: String, escapes: Bool, multiline: Bool, templates: Bool) {
            self.open = Array(open.utf8)
            self.close = Array(close.utf8)
            self.escapes = escapes
            self.multiline = multiline
            self.templates = templates
        }
    }

    static let stringMode = SpecScanner.Mode.custom
    static let tag: UInt32 = 0x7E00_0000
    /// Longest openers first, so `r'''` wins over `r'`.
    static let forms = [
        Form("r'''", "'''", escapes: false, multiline: true, templates: false),
        Form("r\"\"\"", "\"\"\"", escapes: false, multiline: true, templates: false),
        Form("r'", "'", escapes: false, multiline: false, templates: false),
        Form("r\"", "\"", escapes: false, multiline: false, templates: false),
        Form("'''", "'''", escapes: true, multiline: true, templates: true),
        Form("\"\"\"", "\"\"\"", escapes: true, multiline: true, templates: true),
        Form("'", "'", escapes: true, multiline: false, templates: true),
        Form("\"", "\"", escapes: true, multiline: false, templates: true),
    ]

    let scanner: SpecScanner

    init(spec: LanguageSpec) {
        var spec = spec
        spec.hooks += [
            (0x22, Self.openString), (0x27, Self.openString), (0x72, Self.openString),
            (0x7B, Self.brace), (0x7D, Self.brace), (0x2F, Self.docComment), (0x40, Self.annotation),
            (0x2E, Self.range),
        ]
        scanner = SpecScanner(spec)
    }

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            if c.state.mode == Self.stringMode { scanString(&c) } else { scanner.scan(&c) }
        }
        if c.atLineEnd {
            closeLineStrings(&c)
            scanner.endLine(&c)
        }
        return .end
    }

    /// Scans template-string text up to its close, a `${`, or the segment's end.
    private func scanString(_ c: inout Cursor) {
        let form = Self.forms[Int(c.state.form)]
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == 0x5C, form.escapes {
                c.emit(start, i, .string)
                let e = scanner.escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                start = i
            } else if b == 0x24, form.templates, c.byte(i + 1) == 0x7B {
                c.emit(start, i, .string)
                c.emit(i, i + 2, .punctuation)
                c.pos = i + 2
                c.state.stack.append(Self.tag | UInt32(c.state.form) << 16)
                c.state.mode = SpecScanner.Mode.code
                c.state.form = 0
                c.valueEnded = false
                return
            } else if b == 0x24, form.templates, ASCII.isLetter(c.byte(i + 1)) || c.byte(i + 1) == 0x5F {
                c.emit(start, i, .string)
                var j = i + 2
                while j < c.end, ASCII.isLetter(c.line[j]) || ASCII.isDigit(c.line[j]) || c.line[j] == 0x5F { j += 1 }
                c.emit(i, i + 1, .punctuation)
                c.emit(i + 1, j, .variable)
                i = j
                start = i
            } else if b == form.close[0], c.matches(form.close, at: i) {
                let e = i + form.close.count
                c.emit(start, e, .string)
                c.pos = e
                c.state.mode = SpecScanner.Mode.code
                c.state.form = 0
                c.valueEnded = true
                return
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// A single-line string, and any template inside one, ends with its line.
    private func closeLineStrings(_ c: inout Cursor) {
        if let k = c.state.stack.firstIndex(where: { $0 & 0xFF00_0000 == Self.tag && !Self.forms[Int($0 >> 16 & 0xFF)].multiline }) {
            c.state.stack.removeSubrange(k...)
            c.state.mode = SpecScanner.Mode.code
            c.state.form = 0
            c.state.depth = 0
        } else if c.state.mode == Self.stringMode, !Self.forms[Int(c.state.form)].multiline {
            c.state.mode = SpecScanner.Mode.code
            c.state.form = 0
        }
    }

    /// Opens the first (longest) string form whose opener stands here.
    static let openString: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if ASCII.isLetter(c.line[i]), i > 0, ByteSet.identifierPart.contains(c.line[i - 1]) { return false }
        for (k, form) in forms.enumerated() where c.matches(form.open, at: i) {
            c.emit(i, i + form.open.count, .string)
            c.pos = i + form.open.count
            c.state.mode = stringMode
            c.state.form = UInt8(k)
            return true
        }
        return false
    }

    /// Counts braces inside `${…}`; the one that balances the opener returns to the string.
    static let brace: LanguageSpec.Hook = { c, _ in
        guard let top = c.state.stack.last, top & 0xFF00_0000 == tag else { return false }
        let last = c.state.stack.count - 1
        if c.line[c.pos] == 0x7B {
            if top & 0xFFFF < 0xFFFF { c.state.stack[last] = top + 1 }
            return false
        }
        if top & 0xFFFF > 0 {
            c.state.stack[last] = top - 1
            return false
        }
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        c.state.stack.removeLast()
        c.state.mode = stringMode
        c.state.form = UInt8(top >> 16 & 0xFF)
        return true
    }

    /// `/**` opens a doc comment (but `/**/` is an empty plain comment).
    static let docComment: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == 0x2A, c.byte(i + 2) == 0x2A, c.byte(i + 3) != 0x2F else { return false }
        c.emit(i, i + 3, .doc)
        c.pos = i + 3
        c.state.mode = SpecScanner.Mode.blockComment
        c.state.form = 1
        c.state.depth = 0
        return true
    }

    /// `@override`, `@Deprecated('…')`, `@pragma`: annotations.
    static let annotation: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        guard ByteSet.identifierStart.contains(c.byte(j)) else { return false }
        while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        if i > 0, ByteSet.identifierPart.contains(c.line[i - 1]) { return false }
        while c.byte(j) == 0x2E, ByteSet.identifierStart.contains(c.byte(j + 1)) {
            j += 1
            while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        }
        c.emit(i, j, .attribute)
        c.pos = j
        c.valueEnded = false
        return true
    }

    /// `..` cascades and `...` spreads: operators, so the digits after them start a fresh number.
    static let range: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == 0x2E else { return false }
        var j = i + 2
        while c.byte(j) == 0x2E { j += 1 }
        if c.byte(j) == 0x3C || c.byte(j) == 0x3D { j += 1 }
        c.emit(i, j, .operator)
        c.pos = j
        c.valueEnded = false
        return true
    }
}
