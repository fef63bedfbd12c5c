import Lint
import Testing

@Suite struct LargeFileRuleTests {
    fileprivate func findings(_ text: [UInt8], old: [UInt8]? = nil, maxKB: Int = 1) -> [Finding] {
        let file = LintFile(path: "data.bin", text: text, oldText: old, language: .plainText, added: [])
        return Linter(only: ["large-file"]).run([file], context: LintContext(maxFileKB: maxKB))
    }

    @Test func overTheLimitIsAWholeFileFinding() {
        let found = findings(Array(repeating: 0x61, count: 1025))
        #expect(found.map { "\($0.line):\($0.column)" } == ["0:0"])
        #expect(found.first?.message == "file is 2 KB, over the 1 KB limit")
        #expect(findings(Array(repeating: 0, count: 3 * 1024 * 1024 / 2), maxKB: 500).first?.message
                == "file is 1.5 MB, over the 500 KB limit")
    }

    @Test func atTheLimitIsFine() {
        #expect(findings(Array(repeating: 0x61, count: 1024)).isEmpty)
        #expect(findings(Array(repeating: 0x61, count: 4096), maxKB: 0).isEmpty)
    }

    @Test func gitLFSPointersAreExempt() {
        let pointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "ab", count: 32))\nsize 12345\n".utf8)
        #expect(findings(pointer + Array(repeating: 0x20, count: 1024)).isEmpty)
    }

    @Test func aFileAlreadyOverTheLimitIsLeftAlone() {
        #expect(findings(Array(repeating: 0x61, count: 3000), old: Array(repeating: 0x62, count: 2000)).isEmpty)
        #expect(findings(Array(repeating: 0x61, count: 3000), old: Array(repeating: 0x62, count: 10)).count == 1)
    }
}
