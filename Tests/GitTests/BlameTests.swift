import Diff
import Foundation
import Git
import TestSupport
import Testing

/// libgit2's blame, laid out as `git blame` prints it by default, and the work tree's changes
/// as git shows them: not committed yet.
@Suite struct BlameTests {
    static func text(_ lines: [BlameLine]) -> [String] {
        lines.map { String(decoding: $0.line.text, as: UTF8.self) }
    }

    /// A file written over three commits by two authors.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("run.sh", "#!/bin/sh\n# comment\necho hi\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.write("run.sh", "#!/bin/sh\n# comment\necho hi\ncat <<EOF\nsome text\nEOF\n")
        let second = try ToolRun.run("git", ["commit", "-qam", "second"], directory: dir.path, environment: ["GIT_AUTHOR_NAME": "Bob Ümlaut"])
        #expect(second.status == 0)
        try dir.write("run.sh", "#!/bin/sh\n# a changed comment\necho hi\ncat <<EOF\nsome text\nEOF\n")
        try dir.git("commit", "-qam", "third")
        return dir
    }

    @Test func theCommittedFileIsBlamedAsGitDoes() throws {
        let dir = try Self.repository()
        let repository = try Repository(discoveringFrom: dir.path)
        let lines = try repository.blame(path: "run.sh", workTree: Array("#!/bin/sh\n# a changed comment\necho hi\ncat <<EOF\nsome text\nEOF\n".utf8))
        let git = try dir.git("blame", "run.sh").split(separator: "\n").map(String.init)
        #expect(Self.text(lines) == git)
        #expect(lines.first?.isBoundary == true && lines[1].isBoundary == false)
    }

    @Test func workTreeChangesAreNotCommittedYet() throws {
        let dir = try Self.repository()
        try dir.write("run.sh", "#!/bin/sh\necho new\n# a changed comment\necho hi\ncat <<EOF\nEOF\nlast\n")
        let repository = try Repository(discoveringFrom: dir.path)
        let lines = try repository.blame(path: "run.sh", workTree: Array("#!/bin/sh\necho new\n# a changed comment\necho hi\ncat <<EOF\nEOF\nlast\n".utf8))
        let git = try dir.git("blame", "run.sh").split(separator: "\n").map(String.init)
        #expect(lines.count == git.count)
        for (ours, theirs) in zip(Self.text(lines), git) {
            // The date of what is not committed yet is now: git's now and ours differ.
            if theirs.hasPrefix("00000000") {
                #expect(ours.hasPrefix("00000000 (Not Committed Yet "))
                #expect(ours.hasSuffix(theirs.suffix(from: theirs.range(of: " +")!.upperBound).drop { $0 != " " }))
            } else {
                #expect(ours == theirs)
            }
        }
        #expect(lines.map(\.isUncommitted) == [false, true, false, false, false, false, true])
    }

    @Test func aFileOnlyTheIndexHasIsAllUncommittedAndAnUntrackedOneIsAnError() throws {
        let dir = try Self.repository()
        try dir.write("new.txt", "a\nb\n")
        try dir.git("add", "new.txt")
        let repository = try Repository(discoveringFrom: dir.path)
        let staged = try repository.blame(path: "new.txt", workTree: Array("a\nb\n".utf8))
        #expect(staged.allSatisfy(\.isUncommitted) && staged.count == 2)
        #expect(throws: GitError.self) { try repository.blame(path: "untracked.txt", workTree: Array("x\n".utf8)) }
        do {
            _ = try repository.blame(path: "untracked.txt", workTree: nil)
        } catch {
            #expect(error.message == "no such path 'untracked.txt' in HEAD")
        }
    }

    @Test func authorsGoThroughTheMailmap() throws {
        let dir = try Self.repository()
        try dir.write(".mailmap", "Robert Umlaut <author@example.com> Bob Ümlaut <author@example.com>\n")
        let repository = try Repository(discoveringFrom: dir.path)
        let lines = try repository.blame(path: "run.sh", workTree: nil)
        #expect(Self.text(lines)[3].contains("(Robert Umlaut "))
        #expect(Self.text(lines) == (try dir.git("blame", "run.sh").split(separator: "\n").map(String.init)))
    }

    @Test func aRenamedFilesLinesShowTheNameTheyHadAsGitShowsThem() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("old.txt", "one\ntwo\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "one")
        try dir.git("mv", "old.txt", "new.txt")
        try dir.git("commit", "-qm", "rename")
        try dir.write("new.txt", "one\ntwo\nthree\n")
        try dir.git("commit", "-qam", "three")
        let lines = try Repository(discoveringFrom: dir.path).blame(path: "new.txt", workTree: nil)
        let git = try dir.git("blame", "new.txt").split(separator: "\n").map(String.init)
        #expect(Self.text(lines) == git)
        #expect(git[0].contains(" old.txt ("))
    }

    @Test func linesMapThroughADiffOfTheTwoTexts() throws {
        let old = Array("a\nb\nc\nd\n".utf8)
        #expect(try Repository.committedLines(Array("a\nx\nc\nd\ny\n".utf8), from: old) == [1, nil, 3, 4, nil])
        #expect(try Repository.committedLines(Array("d\n".utf8), from: old) == [4])
        #expect(try Repository.committedLines(old, from: old) == [1, 2, 3, 4])
        #expect(try Repository.committedLines(Array("a\0b\nc\n".utf8), from: Array("a\0b\n".utf8)) == [1, nil])
    }
}
