import Highlight
import Testing

/// Which language HTML hands a `<script>` or `<style>` to, and where it takes the text back.
@Suite struct HTMLLexerTests {
    /// The name of the language lexing at the start of each line after the first.
    func embedded(_ text: String, in language: String = "html") -> [String] {
        let highlighter = Highlighter(language: Languages.named(language)!)
        let states = Array(text.utf8).withUnsafeBufferPointer { highlighter.lineStates(in: $0) }
        return states.dropFirst().map { state in
            state.embedding.map { $0.inner.name } ?? language
        }
    }

    @Test func scriptTypesChooseTheLanguage() {
        #expect(embedded("<script>\nx\n</script>\n") == ["javascript", "javascript", "html"])
        #expect(embedded("<script type=\"module\">\nx\n</script>") == ["javascript", "javascript", "html"])
        #expect(embedded("<script type=\"text/template\">\nx\n</script>") == ["html", "html", "html"])
        #expect(embedded("<script type=\"application/ld+json\">\n{}\n</script>") == ["json", "json", "html"])
        #expect(embedded("<SCRIPT\n  lang='ts'>\nx\n</Script >") == ["html", "typescript", "typescript", "html"])
    }

    @Test func stylesAndVueBlocks() {
        #expect(embedded("<style>\na{}\n</style>") == ["css", "css", "html"])
        #expect(embedded("<style scoped lang=\"scss\">\n$a: 1;\n</style>") == ["scss", "scss", "html"])
        #expect(embedded("<style lang=\"stylus\">\na\n</style>") == ["html", "html", "html"])
    }

    @Test func closingTagEndsTheScriptMidLine() {
        let text = Array("<script>let a = 1</script><b>x</b>".utf8)
        let tokens = Highlighter(language: .html).tokens(in: text)
        let tags = tokens.filter { $0.kind == .tag }.map { String(decoding: text[$0.start..<$0.end], as: UTF8.self) }
        #expect(tags == ["script", "script", "b", "b"])
    }

    @Test func rawScriptTextIsPlain() {
        let text = Array("<script type=\"text/x-template\"><li class=\"a\"></li></script>".utf8)
        let tokens = Highlighter(language: .html).tokens(in: text)
        #expect(!tokens.contains { $0.kind == .attribute && text[$0.start] == 0x63 })
    }
}
