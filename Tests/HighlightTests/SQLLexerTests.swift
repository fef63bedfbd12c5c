import Highlight
import Testing

/// The spans of `text` in `language`, as `kind text` strings.
fileprivate func spans(_ language: String, _ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
}

/// Focused cases for the trickiest sql forms.
@Suite struct SQLLexerTests {
    @Test func sqlDollarQuotingAndEscapes() {
        #expect(spans("sql", "SELECT $f$ it's $$ $f$, E'a\\n', 'o''k', $1, :name") == [
            "keyword SELECT", "string $f$ it's $$ $f$", "punctuation ,", "string E'a", "escape \\n", "string '",
            "punctuation ,", "string 'o''k'", "punctuation ,", "variable $1", "punctuation ,", "variable :name",
        ])
    }
}
