@testable import Lint
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
        // Reported once, where the blank run starts, as git reports it (there the old text's blank line).
        expectFindings("whitespace", in: "x = 1\n1️⃣\n\n", added: [3], old: "x = 1\n\n")
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
        expectFindings("whitespace", in: "x = 1 \n1️⃣\n\n", added: [3], context: LintContext(coreWhitespace: "-blank-at-eol"))
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

    /// git names a rule by any beginning of its name (`parse_whitespace_rule` compares only
    /// the item's length): git's own `.gitattributes` says `whitespace=indent,trail,space`.
    @Test func ruleNamesAreMatchedByTheirBeginningAsGitDoes() {
        let indent = LintContext(coreWhitespace: "indent,trail,space")
        expectFindings("whitespace", in: "1️⃣        x = 1\ny = 12️⃣ \n", context: indent)
        expectFindings("whitespace", in: "x = 1  \n \ty\n", context: LintContext(coreWhitespace: "-trail,-space"))
        // The first rule in git's order wins: `t` is trailing-space, `blank-at-eo` blank-at-eol.
        expectFindings("whitespace", in: "x = 1  \n", context: LintContext(coreWhitespace: "-t"))
        expectFindings("whitespace", in: "x = 1  \n1️⃣\n\n", context: LintContext(coreWhitespace: "-blank-at-eo"))
        // A longer word is no rule, nor one with a space after it (git skips spaces only before).
        expectFindings("whitespace", in: "x = 11️⃣  \n", context: LintContext(coreWhitespace: "-trailing-spaces,-trail "))
        // Leading spaces, tabs and line ends are skipped; a lone `-` ends the list.
        expectFindings("whitespace", in: "x = 1  \n", context: LintContext(coreWhitespace: " \t-trail"))
        expectFindings("whitespace", in: "x = 11️⃣  \n", context: LintContext(coreWhitespace: "-,-trail"))
    }

    @Test func tabWidthIsReadAsGitReadsIt() {
        let checks = { (list: String) in WhitespaceRule.Checks(list).tabWidth }
        #expect(checks("tabwidth=4") == 4)
        #expect(checks("tabwidth=4x") == 4)  // atoi
        #expect(checks("tabwidth= 3") == 3)
        #expect(checks("tabwidth=0") == 8 && checks("tabwidth=64") == 8 && checks("tabwidth=-2") == 8)
        #expect(checks("tabwidth=63") == 63)
    }

    /// git's `isspace` is its own: space, tab, LF and CR. A vertical tab or form feed (the page
    /// breaks of license texts) is not whitespace to `git diff --check`.
    @Test func verticalTabAndFormFeedAreNotWhitespace() {
        expectFindings("whitespace", in: "x = 1\u{0B}\n\u{0C}\ny = 2\u{0C}\n")
        expectFindings("whitespace", in: "x = 1\u{0C}1️⃣ \n")
    }

    /// A file git counts as binary (`-diff`, or the `binary` macro) gets no whitespace check.
    @Test func aFileUnsetForDiffIsNotChecked() {
        var binary = LintContext()
        binary.attributes["example.py"] = ["diff": "false"]
        expectFindings("whitespace", in: "x = 1   \n\n\n", context: binary)
    }

    @Test func aListInTheAttributeStartsFromGitsDefaultNotFromCore() {
        var context = LintContext(coreWhitespace: "-trailing-space")
        context.attributes["example.py"] = ["whitespace": "indent"]
        expectFindings("whitespace", in: "1️⃣        x = 12️⃣ \n", context: context)
    }

    @Test func bothTabInIndentAndIndentWithNonTabIsAFindingAsGitRefusesIt() {
        var context = LintContext()
        context.attributes["example.py"] = ["whitespace": "tab-in-indent,indent"]
        let file = LintFile(path: "example.py", text: Array("x\n".utf8), oldText: nil, language: .plainText, added: [1])
        let found = Linter(only: ["whitespace"]).run([file], context: context)
        #expect(found.map(\.line) == [0])
        #expect(found.first?.message.description.contains("tab-in-indent and indent-with-non-tab") == true)
        #expect(LintContext(coreWhitespace: "tab-in-indent,indent-with-non-tab").settingsProblem != nil)
        #expect(LintContext(coreWhitespace: "tab-in-indent").settingsProblem == nil)
    }

    /// git's `count_trailing_blank` never looks at the line that holds the text's first byte
    /// when it gets there at that byte: such a line is not counted.
    @Test func blankLinesAtTheEndAreCountedAsGitCountsThem() {
        #expect(WhitespaceRule.trailingBlankLines(Array("x\n\n\n".utf8)) == 2)
        #expect(WhitespaceRule.trailingBlankLines(Array("\n\n".utf8)) == 0)
        #expect(WhitespaceRule.trailingBlankLines(Array("\n\n\n".utf8)) == 1)
        #expect(WhitespaceRule.trailingBlankLines(Array("  \n  \n".utf8)) == 2)
        #expect(WhitespaceRule.trailingBlankLines(Array("x\n  ".utf8)) == 1)
        #expect(WhitespaceRule.trailingBlankLines(Array("x\n\u{0C}\n".utf8)) == 0)
    }
}
