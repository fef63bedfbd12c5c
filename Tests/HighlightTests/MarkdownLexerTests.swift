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
}
