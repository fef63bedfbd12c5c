import Highlight
import Testing

/// Small inline cases for lua, toml and ruby forms that real files broke.
@Suite struct ScriptLanguageLexerTests {
    /// The tokens of `text` in `language`, as `kind text` strings.
    private func spans(_ language: String, _ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
        return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
    }

    @Test func luaBackslashZContinuesAShortString() {
        #expect(spans("lua", "error(\"bad argument \\z\n       to 'insert'\")\nx = 1") == [
            "function error", "punctuation (", "string \"bad argument ", "escape \\z",
            "string        to 'insert'\"", "punctuation )", "operator =", "number 1",
        ])
        // Blanks after `\z` are skipped too; a `\\z` is an escaped backslash and a letter.
        #expect(spans("lua", "s = 'a\\z  \n b'").last == "string  b'")
        #expect(spans("lua", "s = 'a\\\\z\nb'").last == "string '")
    }

    @Test func tomlQuotedKeysInTableHeadersAreStrings() {
        #expect(spans("toml", "[target.'cfg(unix)'.dependencies]\n[a.\"b c\"]") == [
            "punctuation [", "type target", "punctuation .", "string 'cfg(unix)'", "punctuation .", "type dependencies",
            "punctuation ]", "punctuation [", "type a", "punctuation .", "string \"b c\"", "punctuation ]",
        ])
    }

    @Test func rubySquigglyHeredocTerminatorKeepsItsIndentation() {
        #expect(spans("ruby", "  text = <<~EOS\n    Usage: tool\n  EOS\n") == [
            "operator =", "string <<~EOS", "string     Usage: tool", "string   EOS",
        ])
    }
}
