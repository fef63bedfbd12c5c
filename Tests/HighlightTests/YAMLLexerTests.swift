import Highlight
import Testing

/// YAML block scalars end where the indentation says.
@Suite struct YAMLLexerTests {
    func kinds(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return Highlighter(language: .yaml).tokens(in: bytes).map { "\($0.kind.name):" + String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test func blockScalarEndsAtAShallowerLine() {
        #expect(kinds("a: |\n  x: 1 # no\nb: 2") == [
            "property:a", "punctuation::", "punctuation:|", "string:x: 1 # no", "property:b", "punctuation::", "number:2",
        ])
    }

    @Test func hashInsideAScalarIsNotAComment() {
        #expect(kinds("k: a#b 'c' # d") == ["property:k", "punctuation::", "string:a#b 'c'", "comment:# d"])
    }
}
