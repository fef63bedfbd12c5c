import Highlight
import Testing

/// The spans of `text` in `language`, as `kind text` strings.
fileprivate func spans(_ language: String, _ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
}

/// Focused cases for the trickiest php forms.
@Suite struct PHPLexerTests {
    @Test func phpLineCommentEndsAtCloseTag() {
        let s = spans("php", "<?php // c ?>x<?= $y ?>")
        #expect(s.contains("comment // c "))
        #expect(s.filter { $0.hasPrefix("tag") } == ["tag <?php", "tag ?>", "tag <?=", "tag ?>"])
        #expect(s.contains("variable $y"))
    }

    @Test func phpHeredocNowdocAndAttributes() {
        let s = spans("php", "<?php\n#[Pure]\n$a = <<<EOT\n  $b {$c->d}\n  EOT;\n$e = <<<'N'\n$f\nN;\n")
        #expect(s.contains("attribute #[Pure"))
        #expect(s.contains("variable $b") && s.contains("variable $c->d"))
        #expect(s.contains("string EOT") && s.contains("string $f") && s.contains("string N"))
        #expect(s.last == "punctuation ;")
    }
}
