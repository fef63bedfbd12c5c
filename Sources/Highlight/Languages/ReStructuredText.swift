/// reStructuredText: section adornments and overlined titles, `.. directive::` and comment
/// blocks, literal blocks after `::` (indented, across lines and blank lines), field lists,
/// hyperlink targets, list markers, and inline markup through Markdown's inline scanner.
extension Language {
    /// reStructuredText documents (Sphinx, docutils, Python docs).
    public static let restructuredText = Language(
        name: "rst",
        aliases: ["restructuredtext", "rest"],
        extensions: ["rst", "rest"],
        fileNames: [],
        interpreters: [],
        lexer: ReStructuredTextLexer()
    )
}

/// A line lexer over block structure. State, all in `flags` (with `mode` left code: a document
/// may end inside a literal block, which `unterminated` must not call open): bit 0 after a line
/// that is not blank, `title` when a title line is due after an overline, `block`
/// inside an indented block (`form` the kind its lines are colored, `depth` the indentation of
/// the line that opened it: the block holds the blank lines and those indented deeper).
private struct ReStructuredTextLexer: Lexer {

    /// Directives whose body is literal text, not more markup.
    private static let literalDirectives = WordTable([(.string, [
        "code", "code-block", "sourcecode", "literalinclude", "math", "raw", "highlight", "parsed-literal",
        "productionlist", "doctest", "testcode", "testoutput", "csv-table", "graphviz", "mermaid",
    ])])
    private static let adornments = ByteSet("=-~^\"'`#*+:._!$%&,;/<>?@[]{}|()\\")

    func lex(_ c: inout Cursor) -> Transition {
        guard c.pos == 0 else {
            c.pos = c.end
            return .end
        }
        let indent = c.skipBlanks(from: 0)
        let blank = indent >= c.end || (c.line[indent] == UInt8(ascii: "\r") && indent + 1 == c.end)
        let afterText = c.state.restructuredText.contains(.afterText)
        let titleDue = c.state.restructuredText.contains(.title)
        c.state.restructuredText = c.state.restructuredText.intersection(.block).union(blank ? [] : .afterText)
        if c.state.restructuredText.contains(.block) {
            if blank { return .end }
            if indent > Int(c.state.depth) {
                c.pos = indent
                // A directive's options (`:caption: x`) come before its body.
                if c.state.form == TokenKind.string.rawValue, c.byte(indent) == UInt8(ascii: ":") { marker(&c) }
                c.emitRest(TokenKind(rawValue: c.state.form) ?? .string)
                return .end
            }
            leaveBlock(&c)
        }
        if titleDue {
            if !blank, !isAdornment(c) {
                c.pos = indent
                c.emitRest(.heading)
                return .end
            }
        }
        if blank { return .end }
        if isAdornment(c) {
            c.emitRest(.heading)
            // An adornment after a blank line is an overline: the title follows it.
            if !afterText { c.state.restructuredText.insert(.title) }
            return .end
        }
        c.pos = indent
        if c.matches([UInt8(ascii: "."), UInt8(ascii: ".")], at: indent), c.byte(indent + 2) == UInt8(ascii: " ") || indent + 2 >= c.end {
            explicitMarkup(&c, indent: indent)
            return .end
        }
        marker(&c)
        MarkdownInline.lex(&c, from: c.pos)
        c.pos = c.end
        if endsWithDoubleColon(c) { enterBlock(&c, .string, indent: indent) }
        return .end
    }

    /// A line of one punctuation byte repeated (four or more): a section title's adornment.
    private func isAdornment(_ c: Cursor) -> Bool {
        let first = c.line[0]
        guard Self.adornments.contains(first) else { return false }
        var e = c.end
        while e > 0, ASCII.isBlank(c.line[e - 1]) { e -= 1 }
        guard e >= 4 else { return false }
        for k in 1..<e where c.line[k] != first { return false }
        return true
    }

    /// `.. _target: url`, `.. [1] note`, `.. |name| image:: x`, `.. note::`, or a comment.
    private func explicitMarkup(_ c: inout Cursor, indent: Int) {
        let start = c.skipBlanks(from: indent + 2)
        c.emit(indent, indent + 2, .punctuation)
        let b = c.byte(start)
        if b == UInt8(ascii: "_") || b == UInt8(ascii: "[") {  // hyperlink target or footnote/citation
            c.pos = start
            c.emitRest(.link)
            return
        }
        var nameStart = start
        if b == UInt8(ascii: "|"), let bar = c.firstIndex(of: UInt8(ascii: "|"), from: start + 1) {  // substitution definition
            c.emit(start, bar + 1, .variable)
            nameStart = c.skipBlanks(from: bar + 1)
        }
        var j = nameStart
        while j < c.end, ASCII.isWord(c.line[j]) || c.line[j] == UInt8(ascii: "-") || c.line[j] == UInt8(ascii: ":") && c.byte(j + 1) != UInt8(ascii: ":") {
            j += 1
        }
        guard j > nameStart, c.byte(j) == UInt8(ascii: ":"), c.byte(j + 1) == UInt8(ascii: ":") else {
            // A comment from after the substitution's name, if one was painted.
            c.pos = nameStart
            c.emitRest(.comment)
            enterBlock(&c, .comment, indent: indent)
            return
        }
        c.emit(nameStart, j + 2, .keyword)
        c.pos = c.skipBlanks(from: j + 2)
        c.emitRest(.type)
        if Self.literalDirectives.lookup(c.line, nameStart, j) != nil { enterBlock(&c, .string, indent: indent) }
    }

    /// `- `, `* `, `+ `, `#. `, `1. `, `(a) ` list markers, and `:field:` names.
    private func marker(_ c: inout Cursor) {
        let i = c.pos
        let b = c.byte(i)
        if (b == UInt8(ascii: "-") || b == UInt8(ascii: "*") || b == UInt8(ascii: "+")), c.byte(i + 1) == UInt8(ascii: " ") {
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 2
        } else if b == UInt8(ascii: ":"), let close = c.firstIndex(of: UInt8(ascii: ":"), from: i + 1), close > i + 1,
                  c.byte(close + 1) == UInt8(ascii: " ") || close + 1 >= c.end {
            c.emit(i, close + 1, .attribute)
            c.pos = close + 1
        } else if ASCII.isDigit(b) || b == UInt8(ascii: "#") {
            var j = i + 1
            while ASCII.isDigit(c.byte(j)) { j += 1 }
            if c.byte(j) == UInt8(ascii: ".") || c.byte(j) == UInt8(ascii: ")"), c.byte(j + 1) == UInt8(ascii: " ") {
                c.emit(i, j + 1, .punctuation)
                c.pos = j + 1
            }
        }
    }

    private func endsWithDoubleColon(_ c: Cursor) -> Bool {
        var e = c.end
        while e > 0, ASCII.isBlank(c.line[e - 1]) { e -= 1 }
        return e >= 2 && c.line[e - 1] == UInt8(ascii: ":") && c.line[e - 2] == UInt8(ascii: ":")
    }

    private func enterBlock(_ c: inout Cursor, _ kind: TokenKind, indent: Int) {
        c.state.restructuredText.insert(.block)
        c.state.form = kind.rawValue
        c.state.depth = UInt16(min(indent, Int(UInt16.max)))
    }

    private func leaveBlock(_ c: inout Cursor) {
        c.state.restructuredText.remove(.block)
        c.state.form = 0
        c.state.depth = 0
    }
}

extension Cursor {
    /// The first `byte` at or after `from` and within 64 bytes of it: the close of a short
    /// name such as `:field:` or `|substitution|` (a bounded search keeps lexing linear).
    func firstIndex(of byte: UInt8, from: Int) -> Int? {
        var j = from
        while j < end, j < from + 64, line[j] != byte { j += 1 }
        return self.byte(j) == byte ? j : nil
    }
}

/// reStructuredText's bits of `LineState.flags`.
struct ReStructuredTextFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// The line above was not blank.
    static let afterText = ReStructuredTextFlags(rawValue: 1)
    /// A title line is due after an overline.
    static let title = ReStructuredTextFlags(rawValue: 2)
    /// Inside an indented block.
    static let block = ReStructuredTextFlags(rawValue: 4)
}

extension LineState {
    /// `flags` read as `ReStructuredTextFlags`.
    @inline(__always) var restructuredText: ReStructuredTextFlags {
        get { ReStructuredTextFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
