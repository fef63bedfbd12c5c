import Highlight
import Testing

/// The spans of `text` in `language`, as `kind text` strings.
fileprivate func spans(_ language: String, _ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
}

/// Focused cases for the trickiest dockerfile forms.
@Suite struct DockerfileLexerTests {
    @Test func dockerfileHeredocsAndContinuations() {
        #expect(spans("dockerfile", "RUN <<EOF\necho $A\nEOF\nCMD [\"a\", \\\n  \"b\"]") == [
            "keyword RUN", "operator <<", "string EOF", "string echo ", "variable $A", "string EOF",
            "keyword CMD", "punctuation [", "string \"a\"", "punctuation ,", "escape \\", "string \"b\"",
            "punctuation ]",
        ])
    }
}
