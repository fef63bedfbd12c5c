import Foundation
import Git
import TestSupport
import Testing

/// What a commit would add, read through libgit2 from repositories the real git made.
@Suite struct StagedChangeTests {
    /// A repository with `a.txt` (four lines) committed.
    private func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("a.txt", "one\ntwo\nthree\nfour\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        return dir
    }

    private func staged(_ dir: TemporaryDirectory) throws -> [String: ChangedPath] {
        let changes = try Repository(discoveringFrom: dir.path).stagedChanges()
        return Dictionary(uniqueKeysWithValues: changes.map { (String(decoding: $0.path, as: UTF8.self), $0) })
    }

    @Test func aNewFileIsWhollyAdded() throws {
        let dir = try repository()
        try dir.write("src/new.py", "x = 1\ny = 2\nz = 3")
        try dir.git("add", ".")
        let new = try #require(try staged(dir)["src/new.py"])
        #expect(new.oldPath == nil && new.oldBlob == nil && new.oldMode == nil)
        #expect(new.newBlob == Array("x = 1\ny = 2\nz = 3".utf8))
        #expect(new.newMode == 0o100644)
        #expect(new.addedLines == [1, 2, 3])
        #expect(!new.isBinary && !new.isSymlink && !new.isSubmodule)
    }

    @Test func aModifiedFileNumbersItsAddedAndChangedLines() throws {
        let dir = try repository()
        try dir.write("a.txt", "one\nTWO\nthree\ninserted\nagain\nfour\n")
        try dir.git("add", ".")
        let changes = try staged(dir)
        #expect(changes.count == 1)
        let a = try #require(changes["a.txt"])
        #expect(a.addedLines == [2, 4, 5])
        #expect(a.oldBlob == Array("one\ntwo\nthree\nfour\n".utf8))
        #expect(a.newBlob == Array("one\nTWO\nthree\ninserted\nagain\nfour\n".utf8))
        #expect(a.oldMode == 0o100644 && a.oldPath == nil)
    }

    @Test func onlyRemovedLinesAddNothing() throws {
        let dir = try repository()
        try dir.write("a.txt", "one\nfour\n")
        try dir.git("add", ".")
        #expect(try staged(dir)["a.txt"]?.addedLines == [])
    }

    @Test func aRenameIsFollowed() throws {
        let dir = try repository()
        try dir.write("long.txt", (1...20).map { "line \($0)\n" }.joined())
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "long")
        try dir.git("mv", "long.txt", "moved.txt")
        try dir.write("moved.txt", (1...20).map { $0 == 7 ? "changed\n" : "line \($0)\n" }.joined())
        try dir.git("add", ".")
        let changes = try staged(dir)
        #expect(changes.keys.sorted() == ["moved.txt"])
        let moved = try #require(changes["moved.txt"])
        #expect(moved.oldPath == Array("long.txt".utf8))
        #expect(moved.addedLines == [7])
    }

    @Test func anUnbornBranchComparesWithTheEmptyTree() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("a.txt", "one\n")
        try dir.write("b/c.txt", "two\nthree\n")
        try dir.git("add", ".")
        let changes = try staged(dir)
        #expect(changes.keys.sorted() == ["a.txt", "b/c.txt"])
        #expect(changes["b/c.txt"]?.addedLines == [1, 2])
    }

    @Test func deletionsAreLeftOut() throws {
        let dir = try repository()
        try dir.write("b.txt", "b\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "b")
        try dir.git("rm", "-q", "a.txt")
        try dir.write("c.txt", "c\n")
        try dir.git("add", ".")
        #expect(try staged(dir).keys.sorted() == ["c.txt"])
    }

    @Test func nothingStagedIsEmptyAndTheWorkTreeIsNotRead() throws {
        let dir = try repository()
        try dir.write("a.txt", "changed but not staged\n")
        try dir.write("untracked.txt", "x\n")
        #expect(try staged(dir).isEmpty)
        try dir.git("add", "a.txt")
        try dir.write("a.txt", "changed again after staging\n")
        #expect(try staged(dir)["a.txt"]?.newBlob == Array("changed but not staged\n".utf8))
    }

    /// `git add -N` records a path but stages no content: git commits nothing for it.
    @Test func anIntentToAddFileIsNotStaged() throws {
        let dir = try repository()
        try dir.write("later.txt", "not yet\n")
        try dir.git("add", "-N", "later.txt")
        #expect(try staged(dir).isEmpty)
        let repository = try Repository(discoveringFrom: dir.path)
        #expect(try repository.trackedFiles().map(\.path) == [Array("a.txt".utf8)])
        #expect(try repository.indexPaths() == ["a.txt", "later.txt"].map { Array($0.utf8) })
    }

    @Test func aModeChangeAddsNoLines() throws {
        let dir = try repository()
        try dir.git("update-index", "--chmod=+x", "a.txt")
        let a = try #require(try staged(dir)["a.txt"])
        #expect(a.oldMode == 0o100644 && a.newMode == 0o100755)
        #expect(a.addedLines.isEmpty)
        #expect(a.oldBlob == a.newBlob)
    }

    @Test func aBinaryFileHasItsBytesAndNoLines() throws {
        let dir = try repository()
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x00, 0x0A, 0x00, 0xFF, 0x0A]
        try dir.write("image.png", bytes: bytes)
        try dir.git("add", ".")
        let image = try #require(try staged(dir)["image.png"])
        #expect(image.isBinary)
        #expect(image.newBlob == bytes)
        #expect(image.addedLines.isEmpty)
    }

    @Test func symlinksAndSubmodulesAreMarked() throws {
        let dir = try repository()
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/link", withDestinationPath: "a.txt")
        try dir.git("add", "link")
        let commit = try dir.git("rev-parse", "HEAD").trimmingCharacters(in: .newlines)
        try dir.git("update-index", "--add", "--cacheinfo", "160000,\(commit),vendor/sub")
        let changes = try staged(dir)
        let link = try #require(changes["link"])
        #expect(link.isSymlink && link.newMode == 0o120000)
        #expect(link.newBlob == Array("a.txt".utf8))
        let sub = try #require(changes["vendor/sub"])
        #expect(sub.isSubmodule && sub.newMode == 0o160000)
        #expect(sub.newBlob.isEmpty && sub.addedLines.isEmpty)
    }

    @Test func trackedFilesAreEachWhollyAdded() throws {
        let dir = try repository()
        try dir.write("b.txt", "b\nc")
        try dir.write("empty.txt", "")
        try dir.write("bin.dat", bytes: [0, 1, 2])
        try dir.git("add", ".")
        try dir.write("untracked.txt", "x\n")
        let files = try Repository(discoveringFrom: dir.path).trackedFiles()
        #expect(files.map(\.path) == ["a.txt", "b.txt", "bin.dat", "empty.txt"].map { Array($0.utf8) })
        #expect(files.map(\.addedLines) == [[1, 2, 3, 4], [1, 2], [], []])
        #expect(files.allSatisfy { $0.oldBlob == nil && $0.oldPath == nil })
        #expect(files[2].isBinary)
    }

    @Test func aRangeAddsWhatItsCommitsAdded() throws {
        let dir = try repository()
        try dir.write("a.txt", "one\ntwo\nthree\nfour\nfive\n")
        try dir.git("commit", "-qam", "second")
        try dir.write("b.txt", "b\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "third")
        let repository = try Repository(discoveringFrom: dir.path)
        let both = try repository.changes(inRange: "HEAD~2..HEAD")
        #expect(both.map(\.path) == ["a.txt", "b.txt"].map { Array($0.utf8) })
        #expect(both.first?.addedLines == [5])
        #expect(try repository.changes(inRange: "HEAD").map(\.path) == [Array("b.txt".utf8)])
        #expect(try repository.changes(inRange: "HEAD~1").map(\.addedLines) == [[5]])
        // The root commit against the empty tree.
        #expect(try repository.changes(inRange: "HEAD~2").map(\.addedLines) == [[1, 2, 3, 4]])
        #expect(throws: GitError.self) { try repository.changes(inRange: "nonesuch") }
    }

    @Test func indexPathsListEveryPathOnce() throws {
        let dir = try repository()
        // Staged without touching the disk, which may not tell A.txt from a.txt.
        let blob = try ToolRun.run("git", ["hash-object", "-w", "--stdin"], input: Array("upper\n".utf8), directory: dir.path)
        try dir.git("update-index", "--add", "--cacheinfo", "100644,\(blob.text.trimmingCharacters(in: .newlines)),A.txt")
        try dir.write("dir/x", "x\n")
        try dir.git("add", "dir")
        #expect(try Repository(discoveringFrom: dir.path).indexPaths() == ["A.txt", "a.txt", "dir/x"].map { Array($0.utf8) })
    }
}
