import Highlight
import Testing

/// Markdown's embedded parts: fences, HTML blocks and front matter.
@Suite struct MarkdownLexerTests {
    let html = HTMLLexerTests()

    @Test func fencesEmbedTheirLanguage() {
        let text = "```python\nx = 1\n```\n~~~ {.rs}\nfn\n~~~\n```js title=\"a\"\nx\n```\n```nope\nx\n```\n"
        #expect(html.embedded(text, in: "markdown") == [
            "python", "python", "markdown", "rust", "rust", "markdown", "javascript", "javascript", "markdown",
            "markdown", "markdown", "markdown",
        ])
    }

    @Test func longerFenceNeedsALongerCloser() {
        #expect(html.embedded("````sh\n```\n````\n", in: "markdown") == ["bash", "bash", "markdown"])
    }

    @Test func frontMatterAndHTMLBlocks() {
        #expect(html.embedded("---\na: 1\n---\n<div>\nx\n\ntext\n", in: "markdown") == [
            "yaml", "yaml", "markdown", "html", "html", "markdown", "markdown",
        ])
    }

    /// Lines that leave some language inside something unclosed: a PHP block, strings, comments,
    /// heredocs, raw strings, templates.
    static let openers = [
        "<?php echo 1;", "\"open", "'open", "`open", "/* open", "(* open", "{- open", "--[[ open", "#| open",
        "#= open", "\"\"\"open", "'''open", "<<EOF", "<<~EOF", "=begin", "<!-- open", "<![CDATA[", "r#\"open",
        "@\"open", "$\"\"\"open {", "[[open", "<script>", "<style>", "${", "$(", "x = \\",
    ]

    @Test func closingFenceEndsEveryLanguageWhateverItIsIn() {
        for language in Languages.all {
            for opener in Self.openers + [Self.openers.joined(separator: "\n")] {
                let text = "```\(language.name)\n\(opener)\n```\n# After\n"
                let states = html.embedded(text, in: "markdown")
                #expect(states.suffix(2) == ["markdown", "markdown"], "\(language.name) after \(opener.debugDescription)")
                let bytes = Array(text.utf8)
                let heading = Highlighter(language: .markdown).tokens(in: bytes).last
                #expect(heading?.kind == .heading, "\(language.name) after \(opener.debugDescription)")
            }
        }
    }

    @Test func setextHeadingTextIsAHeading() {
        let text = "Release notes\n=============\n\nFixes *and* more\n---\n\n- item\n---\n| a | b |\n| - | - |\n"
        let bytes = Array(text.utf8)
        let headings = Highlighter(language: .markdown).tokens(in: bytes).filter { $0.kind == .heading }
        #expect(headings.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } == [
            "Release notes", "=============", "Fixes *and* more", "---",
        ])
    }

    /// The strings (code spans) of `text` lexed whole, and lexed a line at a time from each
    /// line's stored state: the same (resumable).
    static func codeSpans(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let tokens = Highlighter(language: .markdown).tokens(in: bytes)
        return tokens.filter { $0.kind == .string }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    /// CommonMark: a code span's backticks pair across a line break within its paragraph (the
    /// issue's `composer` example), over several lines, in a list item and a quote; a blank
    /// line or another block ends it.
    @Test func codeSpansCrossLineBreaksWithinTheirParagraph() {
        #expect(Self.codeSpans("Run `composer my-cmd\n--arbitrary-flag` to see *it*.\n")
            == ["`composer my-cmd", "--arbitrary-flag`"])
        #expect(Self.codeSpans("three ``a `b\nc\nd`` e `f`\n") == ["``a `b", "c", "d``", "`f`"])
        #expect(Self.codeSpans("- item `one\n  two` after\n") == ["`one", "two`"])
        #expect(Self.codeSpans("> quote `a\n> b` c\n") == ["`a", "b`"])
        // Emphasis does not close inside the span.
        let bytes = Array("*a `b\nc* d` e*\n".utf8)
        let emphasis = Highlighter(language: .markdown).tokens(in: bytes).filter { $0.kind == .emphasis }
        #expect(emphasis.isEmpty)
        // A blank line ends the paragraph: the opener before it has nothing to pair with.
        #expect(Self.codeSpans("Not a span: `x\n\n`y` alone\n") == ["`y`"])
        // A heading ends the paragraph too, and its backticks are its own; an opener before a
        // blank line is text.
        #expect(Self.codeSpans("open `x\n# Heading `y`\nz` w\n\nend\n") == ["`x"])
    }

    @Test func phpFenceWithoutClosingTagEnds() {
        let text = "```php\n<?php\n$a = `ls`;\n```\n\nSome `code` and prose.\n"
        #expect(html.embedded(text, in: "markdown").suffix(4) == ["php", "markdown", "markdown", "markdown"])
        let bytes = Array(text.utf8)
        let tokens = Highlighter(language: .markdown).tokens(in: bytes)
        let last = tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }.suffix(2)
        #expect(Array(last) == ["punctuation ```", "string `code`"])
    }

    @Test func closingTagsEndScriptsAndStylesWhateverTheyAreIn() {
        let tags = [
            ("<script>", "</script>"), ("<script type=\"module\">", "</script>"), ("<script lang=\"ts\">", "</script>"),
            ("<script lang=\"tsx\">", "</script>"), ("<script type=\"application/json\">", "</script>"),
            ("<style>", "</style>"), ("<style lang=\"scss\">", "</style>"),
        ]
        for (open, close) in tags {
            for opener in Self.openers where !opener.hasPrefix("<?") {
                let text = "\(open)\n\(opener)\n\(close)<p>\n"
                #expect(html.embedded(text).last == "html", "\(open) \(opener.debugDescription)")
                let bytes = Array(text.utf8)
                let tokens = Highlighter(language: .html).tokens(in: bytes)
                #expect(tokens.suffix(2).first.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } == "p",
                        "\(open) \(opener.debugDescription)")
            }
        }
    }
}
