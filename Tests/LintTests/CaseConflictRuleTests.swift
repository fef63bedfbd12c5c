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

@Suite struct CaseConflictIndexTests {
    /// Every file of a large change against every path: each file is one lookup in the index
    /// of folded names, so this is quick (it took minutes when each file was compared with all).
    @Test(.timeLimit(.minutes(1))) func manyNewFilesAreJudgedByOneLookupEach() {
        var paths: [RepositoryPath] = (0..<20_000).map { RepositoryPath("src/module\($0 / 100)/File\($0).swift") }
        paths.append("SRC/Module7/file742.swift")
        let files = paths.map { LintFile(path: $0, text: [], oldText: nil, language: .plainText, added: []) }
        let found = Linter(only: ["case-conflict"]).run(files, context: LintContext(allPaths: paths))
        #expect(found.map(\.path) == ["SRC/Module7/file742.swift", "src/module7/File742.swift"])
        #expect(found.map(\.message.description) == ["path differs only by case from 'src/module7/File742.swift'",
                                                     "path differs only by case from 'SRC/Module7/file742.swift'"])
    }

    @Test func namesThatAreNotUTF8FoldOnlyTheirASCII() {
        let a = RepositoryPath(bytes: [0x41, 0xE9]), b = RepositoryPath(bytes: [0x61, 0xE9]), c = RepositoryPath(bytes: [0x61, 0xC9])
        let files = [a, b, c].map { LintFile(path: $0, text: [], oldText: nil, language: .plainText, added: []) }
        let found = Linter(only: ["case-conflict"]).run(files, context: LintContext(allPaths: [a, b, c]))
        #expect(found.map(\.path) == [a, b])
    }
}
