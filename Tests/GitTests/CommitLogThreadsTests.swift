import Diff
import Foundation
import Git
import TestSupport
import Testing

/// `CommitLog.run(makers:)`: commits made on several threads at once, handed on in the walk's
/// order, each maker a handle of its own whose index holds only the attributes files.
@Suite struct CommitLogThreadsTests {
    /// Forty commits to the same files, and `*.dat` binary by the top's `.gitattributes`.
    private func longHistory() throws -> NativeDiffTests.Fixture {
        let f = try NativeDiffTests.Fixture()
        try f.write(".gitattributes", "*.dat binary\n")
        for n in 1...40 {
            try f.write("a.txt", (1...30).map { $0 == n % 30 + 1 ? "line \($0) in commit \(n)\n" : "line \($0)\n" }.joined())
            try f.write("data.dat", "data \(n)\n")
            if n % 7 == 0 { try f.write("notes/\(n).md", "# Note \(n)\n") }
            try f.commit("Commit \(n)")
        }
        return f
    }

    /// The makers: `count` handles of the fixture's repository, each using an index that
    /// holds only the real index's attributes files, as `tinge log` gives them.
    private func makers(_ f: NativeDiffTests.Fixture, count: Int) throws -> [NativeDiff] {
        let bytes = try #require(IndexAttributeFiles.indexBytes(of: try f.native.repository))
        let entries = try #require(IndexAttributeFiles.entries(in: bytes))
        return try (0..<count).map { _ in
            let maker = try f.native
            #expect(maker.repository.useIndex(holdingOnly: entries))
            return maker
        }
    }

    private func log(_ f: NativeDiffTests.Fixture, makers: [NativeDiff], ahead: Int) throws -> String {
        var items: [DiffItem] = []
        try makers[0].log(patch: true).run(makers: makers, emit: { items.append($0) }, ahead: ahead)
        return ItemText.text(items)
    }

    @Test(arguments: [1, 3, 40])
    func handsOnWhatGitPrintsInOrder(ahead: Int) throws {
        let f = try longHistory()
        let text = try log(f, makers: try makers(f, count: 3), ahead: ahead)
        try f.expectSameAsGit(text, ["log", "-p", "-M"], sourceLocation: #_sourceLocation)
        #expect(text.contains("Binary files a/data.dat and b/data.dat differ"))
    }

    /// The attributes come from the index when the work tree has no `.gitattributes`, as git reads them.
    @Test func attributesOnlyInTheIndexStillCount() throws {
        let f = try longHistory()
        try FileManager.default.removeItem(atPath: f.dir.path + "/.gitattributes")
        let text = try log(f, makers: try makers(f, count: 2), ahead: 4)
        #expect(text.contains("Binary files a/data.dat and b/data.dat differ"))
        #expect(!text.contains("+data 40"))
    }

    /// A failure to hand on (the reader quit) ends the run with it; the helpers stop.
    @Test func aFailureToHandOnStopsEveryThread() throws {
        let f = try longHistory()
        let makers = try makers(f, count: 3)
        struct Quit: Error {}
        var handed = 0
        #expect(throws: Quit.self) {
            try makers[0].log(patch: true).run(makers: makers, emit: { _ in
                handed += 1
                if handed == 20 { throw Quit() }
            }, ahead: 8)
        }
        #expect(handed == 20)
    }
}
