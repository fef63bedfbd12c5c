import Lint
import Testing

@Suite struct WhitespaceRuleTests {
    @Test func trailingWhitespaceFromItsFirstByte() {
        expectFindings("whitespace", in: "x = 11️⃣  \ny = 2\nz = 32️⃣\t\n")
        // A whitespace-only line is trailing whitespace from column 1.
        expectFindings("whitespace", in: "x = 1\n1️⃣   \ny = 2\n")
    }

    @Test func spaceBeforeTabInTheIndentation() {
        expectFindings("whitespace", in: "if x:\n1️⃣ \ty = 1\n\t2️⃣  \tz = 2\n")
    }

    @Test func whitespaceInsideALineIsFine() {
        expectFindings("whitespace", in: "x  =\t1  # a  \tcomment\n\ty = 2\n    z = 3\n")
    }

    @Test func carriageReturnIsTrailingWhitespaceUnlessCRAtEOL() {
        expectFindings("whitespace", in: "x = 11️⃣\r\ny = 22️⃣\r\n")
        expectFindings("whitespace", in: "x = 1\r\ny = 21️⃣ \r\n", context: LintContext(coreWhitespace: "cr-at-eol"))
    }

    @Test func blankLinesAddedAtTheEndOfTheFile() {
        expectFindings("whitespace", in: "x = 1\n1️⃣\n\n")
        // Reported once, at the first added one.
        expectFindings("whitespace", in: "x = 1\n\n1️⃣\n", added: [3], old: "x = 1\n\n")
        // The old text already ended with as many blank lines.
        expectFindings("whitespace", in: "y = 0\nx = 1\n\n", added: [1], old: "x = 1\n\n")
        // A blank line followed by text is not at the end.
        expectFindings("whitespace", in: "x = 1\n\ny = 2\n")
    }

    @Test func onlyAddedLinesCount() {
        expectFindings("whitespace", in: "x = 1 \ny = 21️⃣ \n", added: [2])
    }

    @Test func coreWhitespaceTurnsChecksOff() {
        let off = LintContext(coreWhitespace: "-trailing-space, -space-before-tab")
        expectFindings("whitespace", in: "x = 1 \n \ty = 2\n\n\n", context: off)
        expectFindings("whitespace", in: "x = 1 \n\n1️⃣\n", added: [3], context: LintContext(coreWhitespace: "-blank-at-eol"))
        expectFindings("whitespace", in: "x = 11️⃣ \n\n\n", context: LintContext(coreWhitespace: "-blank-at-eof"))
    }

    @Test func indentWithNonTabAtTabwidth() {
        let on = LintContext(coreWhitespace: "indent-with-non-tab")
        expectFindings("whitespace", in: "1️⃣        x = 1\n       y = 2\n\t2️⃣        z = 3\n", context: on)
        let four = LintContext(coreWhitespace: "indent-with-non-tab,tabwidth=4")
        expectFindings("whitespace", in: "1️⃣    x = 1\n   y = 2\n", context: four)
    }

    @Test func aSetWhitespaceAttributeChecksEverythingButTabInIndent() {
        var set = LintContext(coreWhitespace: "tabwidth=4")
        set.attributes["example.py"] = ["whitespace": "true"]
        expectFindings("whitespace", in: "1️⃣    x = 1\n\ty = 22️⃣  \n", context: set)
        var unset = LintContext()
        unset.attributes["example.py"] = ["whitespace": "false"]
        expectFindings("whitespace", in: "x = 1   \n \ty\n", context: unset)
    }

    @Test func tabInIndentWhenAskedFor() {
        let on = LintContext(coreWhitespace: "tab-in-indent")
        expectFindings("whitespace", in: "1️⃣\tx = 1\n  y = 2\nz =\t3\n", context: on)
        // With space-before-tab still on, a space then a tab is that finding, once.
        expectFindings("whitespace", in: "1️⃣ \tx = 1\n", context: on)
        expectFindings("whitespace", in: " 1️⃣\tx = 1\n", context: LintContext(coreWhitespace: "tab-in-indent,-space-before-tab"))
    }

    @Test func binaryFilesAreSkipped() {
        expectFindings("whitespace", in: "x \u{0} \n\n\n")
    }
}
