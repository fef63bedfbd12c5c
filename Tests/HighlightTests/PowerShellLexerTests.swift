import Highlight
import Testing

/// The spans of `text` in `language`, as `kind text` strings.
fileprivate func spans(_ language: String, _ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
}

/// Focused cases for the trickiest powershell forms.
@Suite struct PowerShellLexerTests {
    @Test func powershellHereStringsEndOnlyAtLineStart() {
        #expect(spans("powershell", "$a = @'\n x '@\n'@\n$b") == [
            "variable $a", "operator =", "string @'", "string  x '@", "string '@", "variable $b",
        ])
        #expect(spans("powershell", "@\"\n$(Get-Date) `$x\n\"@") == [
            "string @\"", "punctuation $(", "function Get-Date", "punctuation )", "string  ", "escape `$",
            "string x", "string \"@",
        ])
    }

    @Test func powershellOperatorsTypesAndCommands() {
        #expect(spans("powershell", "[int]$n -gt 2 | Get-Item -Path ${env:HOME}") == [
            "punctuation [", "type int", "punctuation ]", "variable $n", "operator -gt", "number 2", "operator |",
            "function Get-Item", "variable ${env:HOME}",
        ])
    }

    @Test func powershellBlockAndLineComments() {
        #expect(spans("powershell", "<#\n.SYNOPSIS\n#> $a # c") == [
            "comment <#", "comment .SYNOPSIS", "comment #>", "variable $a", "comment # c",
        ])
    }
}
