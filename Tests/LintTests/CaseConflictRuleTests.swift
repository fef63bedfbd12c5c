import Lint
import Testing

@Suite struct CaseConflictRuleTests {
    fileprivate func messages(_ path: RepositoryPath, among paths: [RepositoryPath], old: [UInt8]? = nil) -> [String] {
        let file = LintFile(path: path, text: Array("x\n".utf8), oldText: old, language: .plainText, added: [1])
        let found = Linter(only: ["case-conflict"]).run([file], context: LintContext(allPaths: paths))
        #expect(found.allSatisfy { $0.line == 0 && $0.column == 0 })
        return found.map(\.message.description)
    }

    @Test func pathsThatDifferOnlyByASCIICase() {
        #expect(messages("docs/README.md", among: ["docs/readme.md", "docs/README.md", "src/a.c"])
                == ["path differs only by case from 'docs/readme.md'"])
        #expect(messages("Makefile", among: ["MAKEFILE", "Makefile"]).count == 1)
    }

    @Test func pathsThatDifferByUnicodeCaseOrNormalization() {
        #expect(messages("Straße/Ä.txt", among: ["straße/ä.txt"]).count == 1)
        // "é" composed (NFC) and decomposed (NFD): one name on macOS.
        #expect(messages("caf\u{E9}.txt", among: ["cafe\u{301}.txt"]).count == 1)
        // KELVIN SIGN lowercases to an ASCII "k".
        #expect(messages("kelvin.txt", among: ["\u{212A}elvin.txt"]).count == 1)
    }

    @Test func differentNamesAreFine() {
        #expect(messages("src/a.c", among: ["src/a.c", "src/b.c", "src/a.h", "src/a.c.orig", "Src"]).isEmpty)
        #expect(messages("a_b", among: ["a_B", "A-b"]).count == 1)
        #expect(messages("a[b", among: ["a{b", "a@b", "a`b"]).isEmpty)
    }

    @Test func twoPathsThatStoodBeforeAreNotThisChange() {
        #expect(messages("README.md", among: ["readme.md"], old: Array("x\n".utf8)).isEmpty)
    }
}
