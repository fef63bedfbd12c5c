import Highlight
import Testing

/// The spans of `text` in `language`, as `kind text` strings.
fileprivate func spans(_ language: String, _ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
}

/// Focused cases for git's own files and the small formats (issue 11, batch 3).
@Suite struct GitAndDataFormatLexerTests {
    @Test func aCommitSubjectPastFiftyAndABodyLinePastSeventyTwoAreMarked() {
        let subject = String(repeating: "s", count: 50)
        let body = String(repeating: "b", count: 72)
        #expect(spans("git-commit", "\(subject)xy\n\n\(body)z\n# comment\n") == [
            "heading \(subject)", "tag xy", "tag z", "comment # comment",
        ])
        #expect(spans("git-commit", "Short subject\nnot blank\n") == ["heading Short subject", "tag not blank"])
    }

    @Test func theDiffBelowTheScissorsLineIsADiff() {
        let text = "Subject\n# ------------------------ >8 ------------------------\n# keep\n+added\n# still diff\n"
        #expect(spans("git-commit", text) == [
            "heading Subject", "comment # ------------------------ >8 ------------------------", "comment # keep",
            "string +added",
        ])
    }

    @Test func rebaseExecLinesAreShellAndEndWithTheirLine() {
        #expect(spans("git-rebase-todo", "x echo 'hi'\npick abc123 Subject\n") == [
            "keyword x", "function echo", "string 'hi'", "keyword pick", "constant abc123",
        ])
    }

    @Test func aQuotedCSVCellCarriesItsColumnAcrossLines() {
        // The cell after the two-line quoted one is the third column, not the first.
        #expect(spans("csv", "a,\"x\ny\",c\n") == [
            "keyword a", "punctuation ,", "string \"x", "string y\"", "punctuation ,", "function c",
        ])
    }

    @Test func dotenvQuotedValuesSpanLinesAndInterpolate() {
        #expect(spans("dotenv", "A=\"x ${B}\ny\" # c\nC=1\n") == [
            "variable A", "operator =", "string \"x ", "variable ${B}", "string y\"", "comment # c",
            "variable C", "operator =", "string 1",
        ])
    }
}
