/// AsciiDoc: `=` titles, `//` comments and `////` comment blocks, listing (`----`), literal
/// (`....`), passthrough (`++++`) and fenced blocks whose bodies run raw to their closing
/// delimiter, attribute entries, block attributes and titles, admonitions, block macros, list
/// markers, and inline markup through Markdown's inline scanner.
extension Language {
    /// AsciiDoc documents (Asciidoctor).
    public static let asciiDoc = Language(
        name: "asciidoc",
        aliases: ["adoc", "asciidoctor"],
        extensions: ["adoc", "asciidoc"],
        fileNames: [],
        interpreters: [],
        lexer: AsciiDocLexer()
    )
}

/// A line lexer. State: `mode` code, or a raw block whose closing delimiter line is kept in
/// `delimiter` and whose lines are colored as the kind in `form`. In code, `depth` is the
/// length in characters of the line above when it may be a section title (a block's first
/// line), and `flags` says whether the line above was paragraph text.
///
/// A two-line section title is its text over a line of one of `=-~^+` within a character of
/// its length (Asciidoctor's rule): `NAME` over `----` is a title, not a listing block, which
/// the `depth` of the line above tells. The title's text is colored by the underline below it
/// (`Cursor.next`) where the caller has it.
private struct AsciiDocLexer: Lexer {
    private static let rawBlock = SpecScanner.Mode.custom
    private static let admonitions = WordTable([(.keyword, ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"])])
    /// Delimiter bytes of blocks whose body is raw, and the kind it is colored as.
    private static func rawKind(_ b: UInt8) -> TokenKind? {
        switch b {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "`"): .string  // ---- .... ++++ ```
        case UInt8(ascii: "/"): .comment  // ////
        default: nil
        }
    }
    /// Delimiter bytes of blocks whose body is more markup (example, sidebar, quote, table; `--` opens a block too).
    private static let markupDelimiters = ByteSet("=*_|")
    /// The bytes a two-line title's underline is made of, one level each.
    private static let underlines = ByteSet("=-~^+")

    var readsNextLine: Bool { true }

    func lex(_ c: inout Cursor) -> Transition {
        guard c.pos == 0 else {
            c.pos = c.end
            return .end
        }
        var e = c.end
        while e > 0, ASCII.isBlank(c.line[e - 1]) { e -= 1 }
        if c.state.mode == Self.rawBlock {
            let kind = TokenKind(rawValue: c.state.form) ?? .string
            if e == c.state.delimiter.count, c.matches(c.state.delimiter, at: 0) {
                c.state.mode = SpecScanner.Mode.code
                c.state.form = 0
                c.state.delimiter = []
            }
            c.emitRest(kind)
            return .end
        }
        let titleAbove = Int(c.state.depth)
        let paragraphAbove = c.state.asciiDoc.contains(.inParagraph)
        c.state.depth = 0
        c.state.asciiDoc = []
        guard e > 0 else { return .end }
        let run = runLength(c, e)
        if titleAbove > 0, Self.isUnderline(c, run: run, end: e, of: titleAbove) {
            c.emitRest(.heading)
            return .end
        }
        if lexBlockLine(&c, run: run, end: e) { return .end }
        // Paragraph text: the first line of a block may be a section title.
        let length = paragraphAbove ? 0 : Self.titleLength(c.line, end: e)
        if length > 0, let next = c.next, Self.isUnderline(next, of: length) {
            c.emitRest(.heading)
        } else {
            inline(&c, run: run)
        }
        c.state.depth = UInt16(min(length, Int(UInt16.max)))
        c.state.asciiDoc = .inParagraph
        c.pos = c.end
        return .end
    }

    /// Lexes a line that is no paragraph text (a delimiter, comment, title, attribute, macro),
    /// returning false, having emitted nothing, for paragraph text.
    private func lexBlockLine(_ c: inout Cursor, run: Int, end e: Int) -> Bool {
        let first = c.line[0]
        if run == e, run >= 4 || (first == UInt8(ascii: "`") && run == 3) || (first == UInt8(ascii: "-") && run == 2) {
            if run >= 4, let kind = Self.rawKind(first) {
                c.emitRest(kind)
                c.state.mode = Self.rawBlock
                c.state.form = kind.rawValue
                c.state.delimiter = c.bytes(0, e)
                return true
            }
            if Self.markupDelimiters.contains(first) || first == UInt8(ascii: "-") {
                c.emitRest(.punctuation)
                return true
            }
        }
        if first == UInt8(ascii: "`"), run == 3 {  // ```lang
            c.emit(0, 3, .string)
            c.pos = 3
            c.emitRest(.type)
            c.state.mode = Self.rawBlock
            c.state.form = TokenKind.string.rawValue
            c.state.delimiter = [UInt8(ascii: "`"), UInt8(ascii: "`"), UInt8(ascii: "`")]
            return true
        }
        if first == UInt8(ascii: "/"), c.byte(1) == UInt8(ascii: "/") {
            c.emitRest(.comment)
        } else if (first == UInt8(ascii: "=") || first == UInt8(ascii: "#")), run <= 6, c.byte(run) == UInt8(ascii: " ") {
            c.emitRest(.heading)
        } else if first == UInt8(ascii: ":"), let close = c.firstIndex(of: UInt8(ascii: ":"), from: 1), close > 1 {
            c.emit(0, close + 1, .attribute)
            c.pos = close + 1
            MarkdownInline.lex(&c, from: c.pos)
        } else if first == UInt8(ascii: "["), c.line[e - 1] == UInt8(ascii: "]") {
            c.emit(0, e, c.byte(1) == UInt8(ascii: "[") ? .link : .attribute)
        } else if first == UInt8(ascii: "."), run == 1, e > 1, !ASCII.isBlank(c.line[1]) {
            c.emitRest(.heading)
        } else if first == UInt8(ascii: "+"), e == 1 {
            c.emit(0, 1, .operator)
        } else if let macro = blockMacro(c) {
            c.emit(0, macro, .keyword)
            c.pos = macro
            c.emitRest(.string)
        } else {
            return false
        }
        c.pos = c.end
        return true
    }

    /// The length in characters of a line that may be a two-line title's text (nothing before
    /// its first character, not a block title's `.`, a word character in it), else 0.
    private static func titleLength(_ line: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
        guard end > 0, !ASCII.isBlank(line[0]), line[0] != UInt8(ascii: ".") else { return 0 }
        var characters = 0, hasWord = false
        for i in 0..<end {
            let b = line[i]
            if b & 0xC0 != 0x80 { characters += 1 }
            if ASCII.isLetter(b) || ASCII.isDigit(b) || b == UInt8(ascii: "_") || b >= 0x80 { hasWord = true }
        }
        return hasWord ? characters : 0
    }

    /// Whether the line is a two-line title's underline for a text of `length` characters.
    private static func isUnderline(_ c: Cursor, run: Int, end: Int, of length: Int) -> Bool {
        run == end && run >= 2 && underlines.contains(c.line[0]) && abs(run - length) <= 1
    }

    private static func isUnderline(_ line: UnsafeBufferPointer<UInt8>, of length: Int) -> Bool {
        var e = line.count
        while e > 0, ASCII.isBlank(line[e - 1]) { e -= 1 }
        guard e >= 2, underlines.contains(line[0]), line[..<e].allSatisfy({ $0 == line[0] }) else { return false }
        return abs(e - length) <= 1
    }

    /// A list marker (`*`, `**`, `-`, `.`, `1.`) or admonition label (`NOTE:`), then inline markup.
    private func inline(_ c: inout Cursor, run: Int) {
        let first = c.line[0]
        var from = 0
        if (first == UInt8(ascii: "*") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".")), c.byte(run) == UInt8(ascii: " ") {
            c.emit(0, run, .punctuation)
            from = run
        } else if ASCII.isUpper(first), let colon = c.firstIndex(of: UInt8(ascii: ":"), from: 1), c.byte(colon + 1) == UInt8(ascii: " "),
                  Self.admonitions.lookup(c.line, 0, colon) != nil {
            c.emit(0, colon + 1, .keyword)
            from = colon + 1
        }
        MarkdownInline.lex(&c, from: from)
    }

    /// `image::logo.png[]`, `include::chapter.adoc[]`, `toc::[]`: the end of the macro's `name::`.
    private func blockMacro(_ c: Cursor) -> Int? {
        var j = 0
        while j < c.end, ASCII.isLetter(c.line[j]) { j += 1 }
        guard j > 0, c.byte(j) == UInt8(ascii: ":"), c.byte(j + 1) == UInt8(ascii: ":"), c.byte(j + 2) != UInt8(ascii: " "), j + 2 < c.end else { return nil }
        return j + 2
    }

    private func runLength(_ c: Cursor, _ e: Int) -> Int {
        var j = 1
        while j < e, c.line[j] == c.line[0] { j += 1 }
        return j
    }
}

/// AsciiDoc's bit of `LineState.flags`.
struct AsciiDocFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// The line above was paragraph text.
    static let inParagraph = AsciiDocFlags(rawValue: 1)
}

extension LineState {
    /// `flags` read as `AsciiDocFlags`.
    @inline(__always) var asciiDoc: AsciiDocFlags {
        get { AsciiDocFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
