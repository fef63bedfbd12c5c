/// Markdown (CommonMark with GitHub's extensions). Fenced code blocks are lexed in the fence's
/// language, HTML blocks as HTML, and YAML (`---`) or TOML (`+++`) front matter in its language.
///
/// Kinds: headings (ATX lines, setext text and underlines) → heading; emphasis, strong, strikethrough →
/// emphasis; link texts, URLs, autolinks and reference labels → link; code spans, indented code
/// and fences in unknown languages → string; fence markers, list markers, `>`, thematic breaks and
/// link brackets → punctuation; a fence's info string → string; backslash escapes and entities →
/// escape; inline HTML → tag/attribute/string, `<!-- -->` → comment.
///
/// A setext heading's text is known by the underline below it (`Cursor.next`): where the caller
/// lexes a line without the next one, only the underline is colored as heading. Of a heading
/// whose text runs over several lines, the last one is.
///
/// A code span may run over line breaks within its paragraph (CommonMark): a backtick run with
/// no closer on its line opens a span the state carries (its backtick count), and the next
/// paragraph line goes on in it up to the first run of as many; a blank line or another block
/// ends the paragraph and the span with it. The opener's line is colored as code to its end
/// unless the next line is blank (then the opener is text). (CommonMark reads an opener no
/// closer follows in the whole paragraph as text; lexed a line at a time, such an opener
/// colors the rest of its paragraph as code.)
extension Language {
    /// Markdown.
    public static let markdown = Language(
        name: "markdown",
        aliases: ["md", "mkd", "mdown"],
        extensions: ["md", "markdown", "mdown", "mkd", "mkdn", "mdwn", "mdx", "ronn", "workbook"],
        fileNames: [],
        interpreters: [],
        lexer: MarkdownLexer()
    )
}

/// Lexes Markdown's block structure line by line, and the inline forms within each line.
///
/// State: `mode` one of `Mode`; `delimiter` the open fence (its byte and length) or the front
/// matter's fence byte; `flags` what the previous lines leave for the next (`MarkdownFlags`).
private struct MarkdownLexer: Lexer {
    private enum Mode {
        static let normal: UInt8 = 0
        /// A fence whose language is embedded; the host sees only the closing fence.
        static let fence: UInt8 = 1
        /// A fence in a language tinge does not know; its lines are strings.
        static let rawFence: UInt8 = 2
        /// An HTML block, embedded until a blank line or its end marker (`form`: `MarkdownHTMLBlock.End`).
        static let htmlBlock: UInt8 = 3
        /// Front matter, embedded until its closing fence.
        static let frontMatter: UInt8 = 4
    }


    private enum Embedded {
        static let html = Language.html
        static let yaml = Language.yaml
        static let toml = Language.toml
    }

    /// Tag names that start an HTML block even in the middle of a paragraph.
    private static let blockTags = WordTable([(.tag, [
        "address", "article", "aside", "base", "blockquote", "body", "caption", "center", "col", "colgroup",
        "dd", "details", "dialog", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
        "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link",
        "main", "menu", "nav", "ol", "p", "param", "pre", "script", "section", "source", "style", "summary",
        "table", "tbody", "td", "textarea", "tfoot", "th", "thead", "title", "tr", "ul",
    ])], ignoresCase: true)

    /// What one line tells the next.
    private struct LineKind {
        var paragraph = false
        var listItem = false
        /// The backticks of a code span the line leaves open (0: none).
        var openSpan = 0
    }

    func lex(_ c: inout Cursor) -> Transition {
        let flags = c.state.markdown
        switch c.state.mode {
        case Mode.fence, Mode.frontMatter:
            // Resumed at the boundary: this line closes the block.
            let i = c.skipBlanks(from: c.pos)
            c.emit(i, lastNonBlank(c), .punctuation)
            c.state = Self.stateAfterBlock(flags)
        case Mode.htmlBlock:
            c.state = Self.stateAfterBlock(flags)
        case Mode.rawFence:
            if Self.closesFence(c.line, upTo: c.end, fence: c.state.delimiter) {
                c.emit(c.skipBlanks(from: c.pos), lastNonBlank(c), .punctuation)
                c.state = Self.stateAfterBlock(flags)
            } else {
                c.emit(c.pos, c.end, .string)
            }
        default:
            // An HTML block is pushed at the line's start, so `c.pos` stays where the push says.
            if let push = block(&c) { return push }
        }
        c.pos = c.end
        return .end
    }

    /// A closing fence (or the end of an HTML block or front matter) ends the embedded language
    /// whatever it is inside: PHP after `<?php`, an unclosed string or comment.
    var boundariesEndOpaque: Bool { true }

    /// A paragraph line followed by `===` or `---` is a setext heading's text.
    var readsNextLine: Bool { true }

    func boundary(in line: UnsafeBufferPointer<UInt8>, from: Int, frame: Embedding) -> Boundary? {
        let host = frame.hostState
        if host.mode == Mode.htmlBlock, host.form != MarkdownHTMLBlock.End.blankLine {
            // The line holding the end marker is the block's last.
            return MarkdownHTMLBlock.ends(line, host.form) ? Boundary(at: line.count, action: .pop) : nil
        }
        guard from == 0 else { return nil }
        let ends: Bool
        switch host.mode {
        case Mode.fence: ends = Self.closesFence(line, upTo: line.count, fence: host.delimiter)
        case Mode.htmlBlock: ends = line.allSatisfy(ASCII.isBlank)
        case Mode.frontMatter:
            var e = line.count
            while e > 0, ASCII.isBlank(line[e - 1]) { e -= 1 }
            let b = host.delimiter.first ?? UInt8(ascii: "-")
            ends = e == 3 && line[0] == line[1] && line[1] == line[2] && (line[0] == b || (b == UInt8(ascii: "-") && line[0] == UInt8(ascii: ".")))
        default: ends = false
        }
        return ends ? Boundary(at: 0, action: .pop) : nil
    }

    /// Whether a line (up to `end`) is a closing fence for `fence` (its byte and length).
    private static func closesFence(_ line: UnsafeBufferPointer<UInt8>, upTo end: Int, fence: [UInt8]) -> Bool {
        guard fence.count == 2 else { return false }
        var i = 0
        while i < end, line[i] == UInt8(ascii: " ") || line[i] == UInt8(ascii: "\t") { i += 1 }
        let start = i
        while i < end, line[i] == fence[0] { i += 1 }
        guard i - start >= Int(fence[1]) else { return false }
        while i < end, ASCII.isBlank(line[i]) { i += 1 }
        return i == end
    }

    private func lastNonBlank(_ c: Cursor) -> Int {
        var e = c.end
        while e > c.pos, ASCII.isBlank(c.line[e - 1]) { e -= 1 }
        return e
    }

    // MARK: - Blocks

    /// The state after a fence, front matter or HTML block closes: a blank line's, in the list it was in.
    private static func stateAfterBlock(_ flags: MarkdownFlags) -> LineState {
        var state = LineState()
        state.markdown = flags.intersection(.list).union([.started, .blank])
        return state
    }

    /// A line in normal mode: blank, indented code, front matter, or the blocks `kind` finds.
    private func block(_ c: inout Cursor) -> Transition? {
        let flags = c.state.markdown
        let started = flags.contains(.started)
        let prevBlank = flags.contains(.blank) || !started
        let prevParagraph = flags.contains(.paragraph)
        let openSpan = c.state.markdownSpan
        var list = flags.intersection(.list)
        c.state = LineState()
        c.state.markdown = .started
        let first = c.skipBlanks(from: c.pos)
        if first >= c.end || (first + 1 == c.end && c.line[first] == UInt8(ascii: "\r")) {
            c.state.markdown.formUnion(list.union(.blank).union(flags.intersection(.indentedCode)))
            return nil
        }
        var indent = 0
        for k in c.pos..<first { indent = c.line[k] == UInt8(ascii: "\t") ? (indent + 4) & ~3 : indent + 1 }
        if indent >= 4, list.isEmpty, !prevParagraph, prevBlank || flags.contains(.indentedCode) {
            c.emit(first, c.end, .string)
            c.state.markdown.insert(.indentedCode)
            return nil
        }
        if !started, let push = frontMatter(&c) { return push }
        var lineKind = LineKind(openSpan: openSpan)
        if let push = kind(&c, at: first, indent: indent, prevParagraph: prevParagraph, quoted: false, line: &lineKind) {
            return push
        }
        if lineKind.listItem { list = .list } else if indent == 0, prevBlank { list = [] }
        c.state.markdown.formUnion(lineKind.paragraph ? list.union(.paragraph) : list)
        c.state.markdownSpan = lineKind.openSpan
        return nil
    }

    /// `---` (YAML) or `+++` (TOML) on the first line opens front matter.
    private func frontMatter(_ c: inout Cursor) -> Transition? {
        let b = c.byte(0)
        guard b == UInt8(ascii: "-") || b == UInt8(ascii: "+"), c.byte(1) == b, c.byte(2) == b, lastNonBlank(c) == 3 else { return nil }
        let language = b == UInt8(ascii: "-") ? Embedded.yaml : Embedded.toml
        c.emit(0, 3, .punctuation)
        c.state.mode = Mode.frontMatter
        c.state.delimiter = [b]
        c.pos = c.end
        return .push(language: language, state: LineState(), opaque: false)
    }

    /// The block a line (from `i`) starts; `quoted` inside a blockquote, where fences and HTML
    /// blocks are not followed.
    private func kind(_ c: inout Cursor, at start: Int, indent: Int, prevParagraph: Bool, quoted: Bool,
                      line: inout LineKind) -> Transition? {
        let p = c.line
        let end = lastNonBlank(c)
        var i = start
        var indent = indent
        var quoted = quoted
        // A code span left open above goes on only in paragraph text: any other block ends the paragraph.
        let openSpan = line.openSpan
        line.openSpan = 0
        // `> > > text`: each `>` opens a blockquote, and the text after the last is the block.
        while p[i] == UInt8(ascii: ">") {
            c.emit(i, i + 1, .punctuation)
            var next = i + 1
            if next < c.end, p[next] == UInt8(ascii: " ") { next += 1 }
            let j = c.skipBlanks(from: next)
            guard j < end else { return nil }
            indent = j - next
            quoted = true
            i = j
        }
        let b = p[i]
        var run = i
        while run < c.end, p[run] == b { run += 1 }
        let count = run - i
        switch b {
        case UInt8(ascii: "`") where count >= 3 && !quoted, UInt8(ascii: "~") where count >= 3 && !quoted:
            if let push = openFence(&c, at: i, count: count) { return push }
            if c.state.mode == Mode.rawFence { return nil }
        case UInt8(ascii: "#") where count <= 6 && (run == c.end || ASCII.isBlank(p[run])):
            c.emit(i, end, .heading)
            return nil
        case UInt8(ascii: "=") where prevParagraph && run >= end, UInt8(ascii: "-") where prevParagraph && run >= end:
            c.emit(i, end, .heading)
            return nil
        case UInt8(ascii: "<") where indent <= 3 && !quoted:
            if let push = htmlBlock(&c, at: i, prevParagraph: prevParagraph) { return push }
        case UInt8(ascii: "[") where indent <= 3:
            if referenceDefinition(&c, at: i) { return nil }
        default:
            break
        }
        if (b == UInt8(ascii: "*") || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")), isThematicBreak(c, at: i, byte: b, end: end) {
            c.emit(i, end, .punctuation)
            return nil
        }
        if let content = listMarker(c, at: i) {
            c.emit(i, content, .punctuation)
            line.listItem = true
            var j = c.skipBlanks(from: content)
            if c.byte(j) == UInt8(ascii: "["), c.byte(j + 2) == UInt8(ascii: "]"), c.byte(j + 3) == UInt8(ascii: " "),
               c.byte(j + 1) == UInt8(ascii: " ") || c.byte(j + 1) | 0x20 == UInt8(ascii: "x") {
                c.emit(j, j + 3, .punctuation)
                j += 3
            }
            line.openSpan = MarkdownInline.lex(&c, from: j, acrossLines: true)
            return nil
        }
        line.paragraph = true
        if !quoted, let next = c.next, Self.isSetextUnderline(next) {
            c.emit(i, end, .heading)
        } else {
            line.openSpan = MarkdownInline.lex(&c, from: i, acrossLines: true, openSpan: openSpan)
        }
        return nil
    }

    /// Whether `line` is a setext heading's underline (`===` or `---`, alone on the line), which
    /// makes the paragraph line above it a heading.
    private static func isSetextUnderline(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < line.count, i < 3, line[i] == UInt8(ascii: " ") { i += 1 }
        guard i < line.count, line[i] == UInt8(ascii: "=") || line[i] == UInt8(ascii: "-") else { return false }
        let b = line[i]
        while i < line.count, line[i] == b { i += 1 }
        while i < line.count, ASCII.isBlank(line[i]) { i += 1 }
        return i == line.count
    }

    private func isThematicBreak(_ c: Cursor, at i: Int, byte b: UInt8, end: Int) -> Bool {
        var n = 0
        for k in i..<end {
            if c.line[k] == b { n += 1 } else if c.line[k] != UInt8(ascii: " ") && c.line[k] != UInt8(ascii: "\t") { return false }
        }
        return n >= 3
    }

    /// The end of a list marker (`-`, `*`, `+`, `1.`, `2)`) at `i` followed by a blank, if one stands there.
    private func listMarker(_ c: Cursor, at i: Int) -> Int? {
        let b = c.line[i]
        var j = i
        if b == UInt8(ascii: "-") || b == UInt8(ascii: "*") || b == UInt8(ascii: "+") {
            j = i + 1
        } else {
            while j < c.end, j - i < 9, ASCII.isDigit(c.line[j]) { j += 1 }
            guard j > i, c.byte(j) == UInt8(ascii: ".") || c.byte(j) == UInt8(ascii: ")") else { return nil }
            j += 1
        }
        return j == c.end || ASCII.isBlank(c.line[j]) ? j : nil
    }

    /// Opens a fence; returns a push when its language is known, else leaves the state in `rawFence`
    /// (or returns nil with the state untouched when this is not a fence).
    private func openFence(_ c: inout Cursor, at i: Int, count: Int) -> Transition? {
        let p = c.line
        let fence = p[i]
        let infoStart = c.skipBlanks(from: i + count)
        if fence == UInt8(ascii: "`") {
            for k in infoStart..<c.end where p[k] == UInt8(ascii: "`") { return nil }
        }
        c.emit(i, i + count, .punctuation)
        c.emit(infoStart, lastNonBlank(c), .string)
        c.state.mode = Mode.rawFence
        c.state.delimiter = [fence, UInt8(min(count, 255))]
        c.pos = c.end
        guard let language = fenceLanguage(c, from: infoStart) else { return nil }
        c.state.mode = Mode.fence
        return .push(language: language, state: LineState(), opaque: false)
    }

    /// The language an info string names: `python`, `{.rust}`, `js title="x"`, or a file extension.
    private func fenceLanguage(_ c: Cursor, from: Int) -> Language? {
        var i = from
        while i < c.end, c.line[i] == UInt8(ascii: "{") || c.line[i] == UInt8(ascii: ".") || c.line[i] == UInt8(ascii: " ") { i += 1 }
        var j = i
        while j < c.end, !ASCII.isBlank(c.line[j]), c.line[j] != UInt8(ascii: "{"), c.line[j] != UInt8(ascii: "}"), c.line[j] != UInt8(ascii: ",") { j += 1 }
        guard j > i, j - i < 40 else { return nil }
        let name = String(decoding: c.line[i..<j], as: UTF8.self)
        return c.languages.named(name) ?? c.languages.forExtension(name)
    }

    /// A line starting with a tag, a comment or a declaration opens an HTML block (lexed as HTML
    /// until a blank line, or the line with its end marker: `MarkdownHTMLBlock`). Other tags do
    /// only when alone on the line, and never after a paragraph.
    private func htmlBlock(_ c: inout Cursor, at i: Int, prevParagraph: Bool) -> Transition? {
        let html = Embedded.html
        let p = c.line
        let next = c.byte(i + 1)
        var opens = next == UInt8(ascii: "!") || next == UInt8(ascii: "?")
        if !opens {
            let nameStart = next == UInt8(ascii: "/") ? i + 2 : i + 1
            var j = nameStart
            while j < c.end, ASCII.isLetter(p[j]) || ASCII.isDigit(p[j]) || p[j] == UInt8(ascii: "-") { j += 1 }
            guard j > nameStart, ASCII.isLetter(p[nameStart]) else { return nil }
            if Self.blockTags.lookup(p, nameStart, j) != nil {
                opens = true
            } else if !prevParagraph, c.byte(j) != UInt8(ascii: ":"), c.byte(j) != UInt8(ascii: "@") {
                // A whole tag alone on its line.
                var k = j
                while k < c.end, p[k] != UInt8(ascii: ">") { k += 1 }
                opens = k < c.end && k + 1 >= lastNonBlank(c)
            }
        }
        guard opens else { return nil }
        c.state.mode = Mode.htmlBlock
        c.state.form = MarkdownHTMLBlock.end(of: c.line, at: i)
        c.pos = 0
        return .push(language: html, state: LineState(), opaque: false)
    }

    /// `[label]: url "title"`.
    private func referenceDefinition(_ c: inout Cursor, at i: Int) -> Bool {
        let p = c.line
        var j = i + 1
        while j < c.end, p[j] != UInt8(ascii: "]") { j += p[j] == UInt8(ascii: "\\") ? 2 : 1 }
        guard j < c.end, j > i + 1, c.byte(j + 1) == UInt8(ascii: ":"), c.byte(j + 2) == UInt8(ascii: " ") || c.byte(j + 2) == UInt8(ascii: "\t") else { return false }
        c.emit(i, i + 1, .punctuation)
        c.emit(i + 1, j, .link)
        c.emit(j, j + 2, .punctuation)
        let url = c.skipBlanks(from: j + 2)
        var k = url
        while k < c.end, !ASCII.isBlank(p[k]) { k += 1 }
        c.emit(url, k, .link)
        let title = c.skipBlanks(from: k)
        c.emit(title, lastNonBlank(c), .string)
        return true
    }
}

/// What a Markdown line leaves for the next, in `LineState.flags`.
struct MarkdownFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// The previous line was paragraph text (a setext underline may follow).
    static let paragraph = MarkdownFlags(rawValue: 1)
    /// The previous line was blank (an indented code block may start).
    static let blank = MarkdownFlags(rawValue: 2)
    /// The previous non-blank line was indented code.
    static let indentedCode = MarkdownFlags(rawValue: 4)
    /// Lines are inside a list, where indentation means item content, not code.
    static let list = MarkdownFlags(rawValue: 8)
    /// Past the first line (where front matter may start).
    static let started = MarkdownFlags(rawValue: 16)
    /// Bits 8 to 15: the backticks of a code span a paragraph line left open (`markdownSpan`).
    static let span = MarkdownFlags(rawValue: 0xFF << 8)
}

extension LineState {
    /// `flags` read as `MarkdownFlags`.
    @inline(__always) var markdown: MarkdownFlags {
        get { MarkdownFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }

    /// How many backticks open the code span the line before left open; 0 when none is.
    @inline(__always) var markdownSpan: Int {
        get { Int((flags >> 8) & 0xFF) }
        set { flags = flags & ~MarkdownFlags.span.rawValue | UInt32(min(newValue, 255)) << 8 }
    }
}
