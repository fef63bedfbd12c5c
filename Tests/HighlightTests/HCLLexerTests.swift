import Highlight
import Testing

/// The spans of `text` in `language`, as `kind text` strings.
fileprivate func spans(_ language: String, _ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
}

/// Focused cases for the trickiest hcl forms.
@Suite struct HCLLexerTests {
    @Test func hclHeredocTemplates() {
        #expect(spans("hcl", "x = <<-EOT\n  a ${b}\n  EOT\n") == [
            "property x", "operator =", "operator <<-", "string EOT", "string   a ", "punctuation ${",
            "punctuation }", "string EOT",
        ])
    }
}
