import Lint
import Testing

@Suite struct MissingFinalNewlineRuleTests {
    @Test func atTheEndOfTheLastLine() {
        expectFindings("missing-final-newline", in: "x = 1\ny = 21️⃣")
        expectFindings("missing-final-newline", in: "x = 1\r\ny = 21️⃣")
    }

    @Test func aFinalNewlineOrNothingIsFine() {
        expectFindings("missing-final-newline", in: "x = 1\ny = 2\n")
        expectFindings("missing-final-newline", in: "")
        expectFindings("missing-final-newline", in: "x = 1\r\n")
    }

    @Test func anUntouchedLastLineIsLeftAlone() {
        // The old version lacked the newline too, and the change is elsewhere.
        expectFindings("missing-final-newline", in: "w = 0\nx = 1\ny = 2", added: [1], old: "x = 1\ny = 2")
    }

    @Test func binaryFilesAreSkipped() {
        expectFindings("missing-final-newline", in: "\u{0}\u{1}binary")
    }
}
