import Highlight
import Lint
import Testing

// The characters are written as escapes here, so that this file passes the rule it tests.
@Suite struct InvisibleCharacterRuleTests {
    /// Every Default_Ignorable_Code_Point by Unicode's property (unassigned ones included) that
    /// is not a bidirectional control (`bidi-control`'s).
    static let ignorables = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
        $0.properties.isDefaultIgnorableCodePoint
            && ![0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains($0.value)
    }

    /// Findings of the rule in `text` as `path`, as `line:column message`.
    static func findings(_ text: String, path: RepositoryPath = "a.py") -> [String] {
        let bytes = Array(text.utf8)
        let language = Detection.language(path: path.description, head: Array(bytes.prefix(4096)))
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
        let file = LintFile(path: path, text: bytes, oldText: nil, language: language, added: Set(1...lines))
        return Linter(only: ["invisible-character"]).run([file], context: LintContext()).map { "\($0.line):\($0.column) \($0.message)" }
    }

    @Test func everyIgnorableInAStringInAnIdentifierAndAlone() {
        #expect(Self.ignorables.count > 4000)
        for c in Self.ignorables {
            let hex = String(c.value, radix: 16, uppercase: true)
            let found = Self.findings("s = \"a\(c)\"\nis_admin\(c) = 1\nx = '\(c)\(c)'\nok = '\u{2764}\u{FE0F}\(c)'\n")
            let columns = ["1:7", "2:9", "3:6", "3:\(6 + String(c).utf8.count)", "4:13"]
            #expect(found.map { $0.prefix { $0 != " " } } == columns.map { Substring($0) }, "U+\(hex): \(found)")
            #expect(found.allSatisfy { $0.contains("invisible character U+\(hex)") }, "U+\(hex): \(found)")
        }
    }

    // Markers cannot stand before a character that extends a grapheme (a selector, a joiner):
    // these places are counted in bytes.
    @Test func aPayloadInVariationSelectorsAndTags() {
        #expect(Self.findings("x = \"\u{E0100}\u{E0168}\" + \"\u{FE01}\u{E0041}\u{E007F}\"\n").map { $0.prefix { $0 != " " } }
                    == ["1:6", "1:10", "1:19", "1:22", "1:26"])
        #expect(Self.findings("const s = `\u{1BCA0}`;\n", path: "a.js") == ["1:12 invisible character U+1BCA0"])
    }

    @Test func emojiSelectorsAndJoinersBetweenLettersPass() {
        #expect(Self.findings("""
            print("\u{2764}\u{FE0F} \u{263A}\u{FE0E} 1\u{FE0F}\u{20E3} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{2764}\u{FE0F}\u{200D}\u{1F525}")
            label = "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645} \u{0915}\u{094D}\u{200D}\u{0937}"

            """).isEmpty)
        // Where nothing needs them: a selector after a letter, a second one, a joiner after ASCII or before it.
        #expect(Self.findings("s = \"a\u{FE0F} \u{2764}\u{FE0F}\u{FE0F} x\u{200D}\u{1F525} \u{0645}\u{200C}\"\n").map { $0.prefix { $0 != " " } }
                    == ["1:7", "1:17", "1:22", "1:32"])
    }

    @Test func aByteOrderMarkOpeningTheFilePasses() {
        expectFindings("invisible-character", in: "\u{FEFF}x = 1\ny = 21️⃣\u{FEFF}\n")
    }

    @Test func commentsAndProseAreNotJudged() {
        expectFindings("invisible-character", in: "# soft\u{00AD}hyphen and zero\u{200B}width\nx = 1  # \u{E0100}\n")
        expectFindings("invisible-character", in: "A soft\u{00AD}hyphen, a zero\u{200B}width space.\n", path: "README.md")
        expectFindings("invisible-character", in: "A soft\u{00AD}hyphen.\n", path: "notes.txt")
        // Code in a Markdown fence is code.
        expectFindings("invisible-character", in: "Text.\n\n```python\nis_admin1️⃣\u{200B} = True\n```\n", path: "README.md")
    }

    @Test func onlyAddedLinesCount() {
        expectFindings("invisible-character", in: "a = '\u{200B}'\nb = '1️⃣\u{200B}'\n", added: [2])
    }

    @Test func bidiControlsAreLeftToTheirRule() {
        expectFindings("invisible-character", in: "s = '\u{202E}\u{2066}\u{200F}'\n")
    }

    @Test func theMessageNamesTheCodePoint() {
        #expect(Self.findings("s = '\u{200B}'\n") == ["1:6 invisible character U+200B ZERO WIDTH SPACE"])
        #expect(Self.findings("s = '\u{E0100}'\n") == ["1:6 invisible character U+E0100 (variation selector)"])
    }
}
