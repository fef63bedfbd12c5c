import Lint
import Testing

@Suite struct MixedLineEndingsRuleTests {
    @Test func crlfAddedToAnLFFile() {
        expectFindings("mixed-line-endings", in: "a = 1\nb = 21️⃣\r\nc = 3\r\nd = 4\n", added: [2, 3], old: "a = 1\nd = 4\n")
    }

    @Test func lfAddedToACRLFFile() {
        expectFindings("mixed-line-endings", in: "a = 1\r\nb = 21️⃣\nc = 3\r\n", added: [2], old: "a = 1\r\nc = 3\r\n")
    }

    @Test func aNewFileIsJudgedByItsMajority() {
        expectFindings("mixed-line-endings", in: "a = 1\nb = 2\nc = 31️⃣\r\nd = 4\n")
        expectFindings("mixed-line-endings", in: "a = 1\r\nb = 21️⃣\nc = 3\r\n")
    }

    @Test func aFileOfOneEndingIsNotMixed() {
        expectFindings("mixed-line-endings", in: "a = 1\r\nb = 2\r\n")
        // Converted whole from CRLF to LF: a choice, not a mix.
        expectFindings("mixed-line-endings", in: "a = 1\nb = 2\n", old: "a = 1\r\nb = 2\r\n")
        // A final line without any ending has neither.
        expectFindings("mixed-line-endings", in: "a = 1\r\nb = 2\r\nc = 3")
    }

    @Test func unchangedMixedLinesAreLeftAlone() {
        expectFindings("mixed-line-endings", in: "a = 1\r\nb = 2\nc = 3\n", added: [3], old: "a = 1\r\nb = 2\n")
    }
}
