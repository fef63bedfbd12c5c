import Diff
import Inputs
import Foundation
import TestSupport
import Testing

/// What the pager's input is, from its first lines: a diff stays a diff, text stays text (the
/// diff parser passes it through as before), and only a blame or a search's output is taken for one.
@Suite struct InputKindTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func kind(_ bytes: [UInt8]) -> InputKind? {
        let lines = RawLine.split(bytes)
        return InputKind.of(lines.prefix(InputKind.lineLimit).map { $0.bytes[...] }, atEnd: lines.count <= InputKind.lineLimit) { _, _, _ in .absent }
    }

    @Test("every diff fixture is a diff", arguments: DiffFixture.all)
    func diffs(_ fixture: DiffFixture) {
        #expect(Self.kind(fixture.bytes) == .diff)
    }

    /// Text of every kind this project holds: prose, a man page, code, shell scripts.
    static var texts: [String] {
        ["README.md", "ARCHITECTURE.md", "man/tinge.1", "Package.swift", "install.sh", "Sources/Diff/DiffParser.swift",
         "Sources/Highlight/Languages/Swift.swift", "hooks/pre-commit", ".ci/run", "bench/README.md"]
    }

    @Test("text is not a blame or a search", arguments: texts)
    func text(_ name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.root + "/" + name))
        #expect(Self.kind([UInt8](bytes)) == .diff)
    }

    @Test func logsListsAndNothing() {
        #expect(Self.kind([]) == .diff)
        #expect(Self.kind(Array("12:30:45 start\n12:31:02 next\n12:32:00 stop\n12:33:00 again\n".utf8)) == .diff)
        #expect(Self.kind(Array("Steps\n1: fetch\n2: build\n3: test\n".utf8)) == .diff)
        #expect(Self.kind(Array("commit 1234567890abcdef1234567890abcdef12345678\nAuthor: A <a@b>\n".utf8)) == .diff)
    }

    @Test func blamesAndSearches() {
        let blame = (1...5).map { "^51516ef (Ann 2026-12-01 \($0)) line \($0)\n" }.joined()
        #expect(Self.kind(Array(blame.utf8)) == .blame(.text))
        #expect(Self.kind(Array("a.c:1:x\na.c:2:y\nb.c:9:z\n".utf8)) == .grep(.prefixed))
        #expect(InputKind.of([Array("a.c:1:x".utf8)[...]], atEnd: false) { _, _, _ in .absent } == nil, "more lines needed")
    }
}
