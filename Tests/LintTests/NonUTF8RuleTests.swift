import Lint
import Testing

@Suite struct NonUTF8RuleTests {
    /// Lints raw bytes, every line added, and returns "line:column" of each finding.
    fileprivate func positions(_ text: [UInt8], old: [UInt8]? = nil) -> [String] {
        let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).count
        let file = LintFile(path: "notes.txt", text: text, oldText: old, language: .plainText, added: Set(1...lines))
        return Linter(only: ["non-utf8"]).run([file], context: LintContext()).map { "\($0.line):\($0.column)" }
    }

    @Test func pointsAtTheFirstInvalidByteOfAnAddedLine() {
        // "café" in Latin-1, then "naïve" in Latin-1.
        #expect(positions(Array("ok\ncaf".utf8) + [0xE9] + Array("\nna".utf8) + [0xEF, 0x76, 0x65, 0x0A]) == ["2:4"])
        #expect(positions(Array("caf".utf8) + [0xE9, 0x0A], old: Array("cafe\n".utf8)) == ["1:4"])
    }

    @Test func malformedSequencesAreInvalid() {
        #expect(positions([0x61, 0xC0, 0xAF, 0x0A]) == ["1:2"])  // overlong '/'
        #expect(positions([0x61, 0xED, 0xA0, 0x80, 0x0A]) == ["1:2"])  // a surrogate
        #expect(positions([0x61, 0x62, 0xE2, 0x82]) == ["1:3"])  // cut short at the end
        #expect(positions([0xF4, 0x90, 0x80, 0x80, 0x0A]) == ["1:1"])  // past U+10FFFF
    }

    @Test func validUTF8IsFine() {
        #expect(positions(Array("café, naïve, 日本語, 🎉, \u{FEFF}bom\n".utf8)) == [])
    }

    @Test func aFileThatWasNotUTF8IsLeftAlone() {
        #expect(positions([0x63, 0xE9, 0x0A, 0xE8, 0x0A], old: [0x63, 0xE9, 0x0A]) == [])
    }

    @Test func binaryFilesAreNotText() {
        #expect(positions([0x00, 0xFF, 0xFE, 0x0A]) == [])
    }
}
