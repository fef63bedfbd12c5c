import Highlight
import Testing

/// Vue and Svelte: which language lexes each part, and that a closer ends an embedded
/// language whatever state it is in.
@Suite struct ComponentLexerTests {
    /// The name of the language lexing at the start of each line after the first.
    func embedded(_ text: String, in language: String) -> [String] {
        let highlighter = Highlighter(language: Languages.named(language)!)
        let states = Array(text.utf8).withUnsafeBufferPointer { highlighter.lineStates(in: $0) }
        return states.dropFirst().map { state in
            state.embedding.map { $0.inner.name } ?? language
        }
    }

    /// The text of each token of `kind`.
    func texts(_ text: String, in language: String, _ kind: TokenKind) -> [String] {
        let bytes = Array(text.utf8)
        let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
        return tokens.filter { $0.kind == kind }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test func scriptAndStyleLanguagesFollowLang() {
        #expect(embedded("<script setup lang=\"ts\">\nx\n</script>", in: "vue") == ["typescript", "typescript", "vue"])
        #expect(embedded("<script>\nx\n</script>", in: "svelte") == ["javascript", "javascript", "svelte"])
        #expect(embedded("<style lang=\"scss\">\n$a: 1;\n</style>", in: "vue") == ["scss", "scss", "vue"])
    }

    @Test func aClosingTagEndsAScriptLeftInsideAString() {
        #expect(embedded("<script>\nlet s = `open\n</script>\n<p>x</p>\n", in: "vue") == ["javascript", "javascript", "vue", "vue"])
    }

    @Test func aMustacheSpansLinesAndItsCloserEndsItWhateverItsState() {
        #expect(embedded("<p>{{ a +\nb }}</p>\n", in: "vue") == ["javascript", "vue"])
        #expect(texts("<p>{{ \"open }}</p>", in: "vue", .tag) == ["p", "p"])
        #expect(texts("<b>{x /* open }</b>", in: "svelte", .tag) == ["b", "b"])
    }

    @Test func mustachesCountOnlyInText() {
        #expect(texts("<!-- {{ a }} -->", in: "vue", .punctuation).isEmpty)
        #expect(texts("<a title=\"{{ a }}\">", in: "vue", .string) == ["\"{{ a }}\""])
    }

    @Test func vueDirectiveValuesAreCode() {
        let text = "<li v-for=\"t in todos\" :key='t.id' @click=\"go(t)\" title=\"go(t)\">"
        #expect(texts(text, in: "vue", .keyword) == ["in"])
        #expect(texts(text, in: "vue", .function) == ["go"])
        #expect(texts(text, in: "vue", .string) == ["\"", "\"", "'", "'", "\"", "\"", "\"go(t)\""])
        #expect(embedded("<p :class=\"{\n  a: b }\">x</p>\n", in: "vue") == ["javascript", "vue"])
    }

    @Test func svelteBlocksAndAttributeExpressions() {
        #expect(texts("{#if a}<i {b} c={d}>{/if}", in: "svelte", .keyword) == ["#if", "/if"])
        #expect(texts("<i c={d}>", in: "svelte", .attribute) == ["c"])
    }
}
