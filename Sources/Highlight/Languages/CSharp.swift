/// C#: verbatim, raw and interpolated strings, `///` XML docs, `[Attributes]` and `#` directives.
extension Language {
    /// C# through C# 12.
    public static let csharp = Language(
        name: "csharp",
        aliases: ["c#", "cs"],
        extensions: ["cs", "csx"],
        fileNames: [],
        interpreters: [],
        lexer: CSharpLexer()
    )
}

/// The spec scanner, plus the one mode it cannot run: the text of an interpolated raw string
/// (`$"""…"""`, `$$"""…"""`), whose holes are lexed as code.
private struct CSharpLexer: Lexer {
    static let spec: LanguageSpec = {
        let braces = Interpolation("{", close: "}", nest: "{", doubledIsLiteral: true)
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("///", kind: .doc, notFollowedBy: "/"), LineComment("//")]
        spec.blockComments = [BlockComment("/**", "*/", kind: .doc, notFollowedBy: "*/"), BlockComment("/*", "*/")]
        // Verbatim forms double `""` to stand for a quote and take no backslash escapes.
        spec.strings = [
            StringForm("\"", "\""),
            StringForm("'", "'"),
            StringForm("@\"", "\"", escape: nil, multiline: true, doubledClose: true),
            StringForm("$\"", "\"", interpolation: braces),
            StringForm("$@\"", "\"", escape: nil, multiline: true, interpolation: braces, doubledClose: true),
            StringForm("@$\"", "\"", escape: nil, multiline: true, interpolation: braces, doubledClose: true),
        ]
        spec.words = [
            (.keyword, [
                "abstract", "as", "base", "break", "case", "catch", "checked", "class", "const", "continue",
                "default", "delegate", "do", "else", "enum", "event", "explicit", "extern", "finally", "fixed",
                "for", "foreach", "goto", "if", "implicit", "in", "interface", "internal", "is", "lock",
                "namespace", "new", "operator", "out", "override", "params", "private", "protected", "public",
                "readonly", "ref", "return", "sealed", "sizeof", "stackalloc", "static", "struct", "switch",
                "this", "throw", "try", "typeof", "unchecked", "unsafe", "using", "virtual", "volatile", "while",
                "add", "and", "async", "await", "by", "descending", "equals", "file", "from", "get", "global",
                "group", "init", "into", "join", "let", "managed", "nameof", "not", "on", "or", "orderby",
                "partial", "record", "remove", "required", "scoped", "select", "set", "unmanaged", "value",
                "var", "when", "where", "with", "yield", "ascending",
            ]),
            (.type, [
                "bool", "byte", "char", "decimal", "double", "dynamic", "float", "int", "long", "nint", "nuint",
                "object", "sbyte", "short", "string", "uint", "ulong", "ushort", "void",
            ]),
            (.constant, ["true", "false", "null"]),
        ]
        spec.typeIntroducers = ["class", "struct", "interface", "enum", "record", "namespace"]
        spec.numbers = NumberGrammar(separator: "_", hexFloats: false)
        spec.hooks = [
            (UInt8(ascii: "\""), CSharpRaw.hook), (UInt8(ascii: "$"), CSharpRaw.hook), (UInt8(ascii: "#"), CSharpDirective.hook),
            (UInt8(ascii: "{"), CSharpRaw.openBrace), (UInt8(ascii: "}"), CSharpRaw.closeBrace),
            (UInt8(ascii: "["), CSharpAttribute.hook), (UInt8(ascii: "@"), CSharpVerbatimName.hook),
        ]
        return spec
    }()

    let scanner = SpecScanner(Self.spec)

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            if c.state.mode == CSharpRaw.interpolated { CSharpRaw.scanText(&c) } else { scanner.scan(&c) }
        }
        if c.atLineEnd { scanner.endLine(&c) }
        return .end
    }
}

/// Raw strings: three or more quotes open one, the same count closes it. In `$"""…"""` a `{`
/// opens a hole of code, in `$$"""…"""` `{{` does (one `{` is text), and so on; the hole ends at
/// as many `}`s at its own bracket depth.
///
/// An interpolated raw string keeps a `CSharpRawFrame` on `LineState.stack`, and is in mode
/// `interpolated` for its text, in code for a hole.
private enum CSharpRaw {
    static let interpolated = SpecScanner.Mode.custom

    static let hook: LanguageSpec.Hook = { c, scanner in
        let start = c.pos
        var i = start
        while c.byte(i) == UInt8(ascii: "$") { i += 1 }
        let quotes = i
        while c.byte(i) == UInt8(ascii: "\"") { i += 1 }
        let count = i - quotes
        guard count >= 3 else {
            // Not a raw string: the `$`s before the last stand for themselves (the last may
            // open `$"…"`). Passed at once, so a run of them is not counted again from each.
            guard quotes - start > 1 else { return false }
            c.pos = quotes - 1
            return true
        }
        let dollars = quotes - start
        guard dollars > 0, dollars < 16, count < 256, c.state.canPush else {
            scanner.enterDelimited(&c, from: start, to: i, closer: [UInt8](repeating: UInt8(ascii: "\""), count: count),
                                   kind: .string)
            return true
        }
        c.emit(start, i, .string)
        c.pos = i
        let frame = CSharpRawFrame(dollars: UInt8(dollars), quotes: UInt8(count), outerDepth: min(c.state.depth, 0xFFF))
        c.state.stack.append(frame.packed)
        c.state.depth = 0
        c.state.mode = interpolated
        return true
    }

    /// The frame of the innermost interpolated raw string, when a hole of it is the code being lexed.
    static func hole(_ c: Cursor) -> CSharpRawFrame? {
        guard let top = c.state.stack.last else { return nil }
        return CSharpRawFrame(packed: top)
    }

    static let openBrace: LanguageSpec.Hook = { c, _ in
        if hole(c) != nil { c.state.depth &+= 1 }
        return false
    }

    /// At depth 0 in a hole, `}` (or `}}` for `$$`) goes back to the string's text.
    static let closeBrace: LanguageSpec.Hook = { c, _ in
        guard let frame = hole(c) else { return false }
        if c.state.depth > 0 {
            c.state.depth -= 1
            return false
        }
        let n = Int(frame.dollars)
        var e = c.pos
        while e < c.end, e - c.pos < n, c.line[e] == UInt8(ascii: "}") { e += 1 }
        c.emit(c.pos, e, .punctuation)
        c.pos = e
        c.state.mode = interpolated
        return true
    }

    /// The string's text from `c.pos`: up to its closing quotes, a hole's opening braces, or the line's end.
    static func scanText(_ c: inout Cursor) {
        guard let frame = hole(c) else {
            c.state.mode = SpecScanner.Mode.code
            return
        }
        let dollars = Int(frame.dollars)
        let quotes = Int(frame.quotes)
        let start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            guard b == UInt8(ascii: "\"") || b == UInt8(ascii: "{") else { i += 1; continue }
            var run = i + 1
            while run < c.end, c.line[run] == b { run += 1 }
            if b == UInt8(ascii: "\""), run - i >= quotes {
                c.emit(start, i + quotes, .string)
                c.pos = i + quotes
                c.state.stack.removeLast()
                c.state.depth = frame.outerDepth
                c.state.mode = SpecScanner.Mode.code
                c.valueEnded = true
                return
            }
            if b == UInt8(ascii: "{"), run - i >= dollars {
                // The braces beyond the opener's count are text: `{{{x}}}` in `$$"""` is `{` and a hole.
                let open = run - dollars
                c.emit(start, open, .string)
                c.emit(open, run, .punctuation)
                c.pos = run
                c.state.mode = SpecScanner.Mode.code
                c.valueEnded = false
                return
            }
            i = run
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }
}

/// `#region`, `#if DEBUG`, `#nullable enable`: a directive is first on its line and runs to its end
/// or to a `//` comment.
private enum CSharpDirective {
    static let hook: LanguageSpec.Hook = { c, _ in
        guard c.isFirstOnLine else { return false }
        var i = c.pos
        while i < c.end, !(c.line[i] == UInt8(ascii: "/") && c.byte(i + 1) == UInt8(ascii: "/")) { i += 1 }
        c.emit(c.pos, i, .preprocessor)
        c.pos = i
        c.emitRest(.comment)
        return true
    }
}

/// `[Obsolete]`, `[assembly: InternalsVisibleTo("x")]`, `void M([NotNull] string s)`: the attribute
/// name after a `[` that starts a line or a parameter is an attribute; its arguments are code.
private enum CSharpAttribute {
    private static let targets = WordTable([(.keyword, [
        "assembly", "module", "field", "event", "method", "param", "property", "return", "type", "typevar",
    ])])

    static let hook: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        var before = start - 1
        while before >= 0, ASCII.isBlank(c.line[before]) { before -= 1 }
        guard before < 0 || c.line[before] == UInt8(ascii: "(") || c.line[before] == UInt8(ascii: ",") else { return false }
        var i = c.skipBlanks(from: start + 1)
        guard i < c.end, ASCII.isLetter(c.line[i]) || c.line[i] == UInt8(ascii: "_") else { return false }
        c.emit(start, start + 1, .punctuation)
        var j = i
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        if c.byte(j) == UInt8(ascii: ":"), c.byte(j + 1) != UInt8(ascii: ":"), targets.lookup(c.line, i, j) != nil {
            c.emit(i, j, .keyword)
            c.emit(j, j + 1, .punctuation)
            i = c.skipBlanks(from: j + 1)
            j = i
            while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        }
        while j < c.end, c.line[j] == UInt8(ascii: "."), ASCII.isWord(c.byte(j + 1)) {
            j += 1
            while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        }
        c.emit(i, j, .attribute)
        c.pos = j
        c.valueEnded = false
        return true
    }
}

/// `@class`, `@event`: a keyword used as a name is a plain identifier.
private enum CSharpVerbatimName {
    static let hook: LanguageSpec.Hook = { c, _ in
        var j = c.pos + 1
        guard j < c.end, ASCII.isLetter(c.line[j]) || c.line[j] == UInt8(ascii: "_") || c.line[j] >= 0x80 else { return false }
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.pos = j
        c.valueEnded = true
        return true
    }
}

/// An interpolated raw string (`$$"""…"""`) open on C#'s stack: how many `$`s (1–15: the braces
/// that open and close a hole), how many quotes close it (3–255), and the code's bracket depth to
/// restore after it (up to 4095). Packed as tag `0x7E`, dollars in bits 20–23, quotes in 12–19,
/// depth in 0–11.
struct CSharpRawFrame: Equatable {
    static let tag: UInt32 = 0x7E00_0000
    var dollars: UInt8
    var quotes: UInt8
    var outerDepth: UInt16

    @inline(__always) init(dollars: UInt8, quotes: UInt8, outerDepth: UInt16) {
        self.dollars = dollars
        self.quotes = quotes
        self.outerDepth = outerDepth
    }

    @inline(__always) init?(packed: UInt32) {
        guard frameTag(packed) == Self.tag else { return nil }
        dollars = UInt8(truncatingIfNeeded: packed >> 20) & 0xF
        quotes = UInt8(truncatingIfNeeded: packed >> 12)
        outerDepth = UInt16(truncatingIfNeeded: packed) & 0xFFF
    }

    @inline(__always) var packed: UInt32 {
        Self.tag | UInt32(dollars) << 20 | UInt32(quotes) << 12 | UInt32(outerDepth)
    }
}
