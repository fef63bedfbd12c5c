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

    /// The makers: `count` handles of the fixture's repository, as `tinge log` makes them.
    private func makers(_ f: NativeDiffTests.Fixture, count: Int) throws -> [NativeDiff] {
        CommitLog.makers(try f.native, count: count) { () throws(GitError) in try Repository(discoveringFrom: f.dir.path) }
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

    /// Where the work tree's attributes files are the index's, the makers are handles without
    /// the work tree (their attribute lookups read no files); the log is still git's.
    @Test func makersReadNoWorkTreeWhereItsAttributesAreTheIndexs() throws {
        let f = try longHistory()
        try f.write("notes/.gitattributes", "*.md diff=markdown\n")
        try f.commit("Notes are markdown")
        let makers = try makers(f, count: 2)
        #expect(makers.count == 2)
        #expect(makers.allSatisfy { $0.repository.workingDirectory == nil })
        try f.expectSameAsGit(try log(f, makers: makers, ahead: 4), ["log", "-p", "-M"], sourceLocation: #_sourceLocation)
    }

    /// A folder's `.gitattributes` changed in the work tree, or there and not in the index, counts
    /// for the commits that change files below it, as git reads it.
    @Test(arguments: [true, false])
    func aFolderAttributesFileOnlyInTheWorkTreeCounts(tracked: Bool) throws {
        let f = try longHistory()
        if tracked {
            try f.write("notes/.gitattributes", "*.md text\n")
            try f.commit("Notes are text")
        }
        try f.write("notes/.gitattributes", "*.md -diff\n")
        let text = try log(f, makers: try makers(f, count: 2), ahead: 4)
        try f.expectSameAsGit(text, ["log", "-p", "-M"], sourceLocation: #_sourceLocation)
        #expect(text.contains("Binary files /dev/null and b/notes/7.md differ"))
        #expect(text.contains("+line 1 in commit 30"))
    }

    /// A macro defined at the top (`[attr]`) is read only through the work tree: every maker
    /// reads it.
    @Test func aMacroAtTheTopKeepsTheWorkTree() throws {
        let f = try longHistory()
        try f.write(".gitattributes", "[attr]opaque -diff\n*.dat opaque\n")
        try f.commit("Data by macro")
        let makers = try makers(f, count: 2)
        #expect(makers.allSatisfy { $0.repository.workingDirectory != nil })
        let text = try log(f, makers: makers, ahead: 4)
        try f.expectSameAsGit(text, ["log", "-p", "-M"], sourceLocation: #_sourceLocation)
        #expect(text.contains("Binary files a/data.dat and b/data.dat differ"))
    }

    /// A damaged commit ends the run with its error, whichever thread makes it and whichever
    /// commit the calling thread is making meanwhile, and everything before it is handed on
    /// first, in order.
    @Test(arguments: [1, 3, 40])
    func aDamagedCommitEndsTheRunInOrder(ahead: Int) throws {
        let f = try longHistory()
        // Commit 20's a.txt, the old side of commit 21's diff.
        let id = try f.git("rev-parse", "HEAD~20:a.txt").trimmingCharacters(in: .newlines)
        let path = f.dir.path + "/.git/objects/" + id.prefix(2) + "/" + id.dropFirst(2)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        try Data([0x78]).write(to: URL(fileURLWithPath: path))
        for count in [2, 3] {
            let makers = try makers(f, count: count)
            let log = try makers[0].log(patch: true)
            // On a thread of its own, waited for a while: a run that waits forever fails here.
            final class Outcome: @unchecked Sendable {
                let start: (Outcome) throws -> Void
                var items: [DiffItem] = []
                var error: (any Error)?
                let done = DispatchSemaphore(value: 0)
                init(_ start: @escaping (Outcome) throws -> Void) { self.start = start }
            }
            let outcome = Outcome { outcome in try log.run(makers: makers, emit: { outcome.items.append($0) }, ahead: ahead) }
            Thread.detachNewThread {
                do { try outcome.start(outcome) } catch { outcome.error = error }
                outcome.done.signal()
            }
            guard outcome.done.wait(timeout: .now() + 30) == .success else {
                Issue.record("the run with \(count) makers never ended")
                return
            }
            #expect(outcome.error is GitError, "\(count) makers: \(String(describing: outcome.error))")
            let text = ItemText.text(outcome.items)
            #expect(text.contains("+line 23 in commit 22\n"), "\(count) makers")
            #expect(!text.contains("Commit 20\n"), "\(count) makers")
        }
    }

    /// A first commit of 300 files under three small ones: the thread that makes it alone at
    /// the end of the log is joined by the others, each taking the later half of what it has
    /// not begun.
    private func wideHistory() throws -> NativeDiffTests.Fixture {
        let f = try NativeDiffTests.Fixture()
        for n in 0..<300 {
            try f.write(String(format: "src/file%03d.txt", n), (1...8).map { "line \($0) of \(n)\n" }.joined())
        }
        try f.commit("Three hundred files")
        for n in 1...3 {
            try f.write("src/file00\(n).txt", "changed in commit \(n)\n")
            try f.commit("Commit \(n)")
        }
        return f
    }

    /// A commit's files made by several threads are handed on in git's order, as git prints
    /// them. Whether a thread takes some over depends on timing: each run is checked, and one of
    /// a few tries must have taken some over.
    @Test(arguments: [2, 3])
    func aWideCommitsFilesSharedAmongThreadsStayInOrder(count: Int) throws {
        let f = try wideHistory()
        var takenOver = 0
        for _ in 0..<5 where takenOver == 0 {
            let makers = try makers(f, count: count)
            let log = try makers[0].log(patch: true)
            var items: [DiffItem] = []
            try log.run(makers: makers, emit: { items.append($0) }, ahead: 4)
            try f.expectSameAsGit(ItemText.text(items), ["log", "-p", "-M"], sourceLocation: #_sourceLocation)
            takenOver = log.partsTakenOver
        }
        #expect(takenOver > 0, "no thread took over files in five runs with \(count) makers")
    }

    /// A damaged file in a commit whose files several threads make ends the run with its error
    /// after every file before it, whichever thread made them, and nothing after it is shown.
    @Test func aDamagedFileInASharedCommitEndsTheRunInOrder() throws {
        let f = try wideHistory()
        let id = try f.git("rev-parse", "HEAD~3:src/file250.txt").trimmingCharacters(in: .newlines)
        let path = f.dir.path + "/.git/objects/" + id.prefix(2) + "/" + id.dropFirst(2)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        try Data([0x78]).write(to: URL(fileURLWithPath: path))
        var takenOver = 0
        for _ in 0..<5 where takenOver == 0 {
            let makers = try makers(f, count: 3)
            let log = try makers[0].log(patch: true)
            var items: [DiffItem] = []
            #expect(throws: GitError.self) {
                try log.run(makers: makers, emit: { items.append($0) }, ahead: 4)
            }
            let text = ItemText.text(items)
            #expect(text.contains("Commit 1\n"))
            #expect(text.contains("+line 8 of 249\n"))
            #expect(!text.contains("file250.txt"))
            #expect(!text.contains("file251.txt"))
            takenOver = log.partsTakenOver
        }
        #expect(takenOver > 0, "no thread took over files in five runs")
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
