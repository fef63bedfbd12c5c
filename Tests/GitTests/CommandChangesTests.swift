import Foundation
import Git
import TestSupport
import Testing

/// What lint reads through the git command is what it reads through libgit2, on repositories
/// both can read: the fallback for those libgit2 cannot read gives the same `ChangedPath`s.
@Suite struct CommandChangesTests {
    /// A repository of every kind of change: added, modified, renamed, a mode change, a binary
    /// file, a symlink, a submodule, a name that is not UTF-8, a conflicted path left out.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("a.txt", "one\ntwo\nthree\nfour\n")
        try dir.write("long.txt", (1...20).map { "line \($0)\n" }.joined())
        try dir.write("tool.sh", "echo hi\n")
        try dir.write("gone.txt", "bye\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.write("a.txt", "one\nTWO\nthree\ninserted\nfour\n")
        try dir.git("mv", "long.txt", "moved.txt")
        try dir.write("moved.txt", (1...20).map { $0 == 7 ? "changed\n" : "line \($0)\n" }.joined())
        try dir.git("rm", "-q", "gone.txt")
        try dir.write("new/b.py", "x = 1\ny = 2")
        try dir.write("image.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0, 0x0A, 0xFF, 0x0A])
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/link", withDestinationPath: "a.txt")
        try dir.git("add", ".")
        try dir.git("update-index", "--chmod=+x", "tool.sh")
        let head = try dir.git("rev-parse", "HEAD").trimmingCharacters(in: .newlines)
        try dir.git("update-index", "--add", "--cacheinfo", "160000,\(head),vendor/sub")
        let blob = try ToolRun.run("git", ["hash-object", "-w", "--stdin"], input: Array("latin\n".utf8), directory: dir.path)
        let id = blob.text.trimmingCharacters(in: .newlines)
        let add = try ToolRun.run("git", ["update-index", "--add", "-z", "--index-info"],
                                  input: Array("100644 \(id)\t".utf8) + [0x63, 0x61, 0x66, 0xE9] + [0], directory: dir.path)
        #expect(add.status == 0)
        return dir
    }

    static func sorted(_ changes: [ChangedPath]) -> [ChangedPath] {
        changes.sorted { $0.path.lexicographicallyPrecedes($1.path) }
    }

    @Test func stagedChangesAreTheSame() throws {
        let dir = try Self.repository()
        let libgit2 = try Repository(discoveringFrom: dir.path).stagedChanges()
        let git = try CommandChanges(directory: dir.path).stagedChanges()
        #expect(libgit2.count == 8, "\(libgit2.map { String(decoding: $0.path, as: UTF8.self) })")
        #expect(Self.sorted(git) == Self.sorted(libgit2))
    }

    @Test func trackedFilesAndIndexPathsAreTheSame() throws {
        let dir = try Self.repository()
        let repository = try Repository(discoveringFrom: dir.path)
        let command = try CommandChanges(directory: dir.path)
        #expect(Self.sorted(try command.trackedFiles()) == Self.sorted(try repository.trackedFiles()))
        #expect(try command.indexPaths() == (try repository.indexPaths()))
    }

    @Test func rangesAreTheSame() throws {
        let dir = try Self.repository()
        try dir.git("commit", "-qm", "second")
        try dir.write("c.txt", "c\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "third")
        let repository = try Repository(discoveringFrom: dir.path)
        let command = try CommandChanges(directory: dir.path)
        for range in ["HEAD", "HEAD~1", "HEAD~2", "HEAD~2..HEAD", "HEAD~1...HEAD"] {
            #expect(Self.sorted(try command.changes(inRange: range)) == Self.sorted(try repository.changes(inRange: range)), "\(range)")
        }
        #expect(throws: GitError.self) { try command.changes(inRange: "nonesuch") }
        #expect(throws: GitError.self) { try command.changes(inRange: "--output=x") }
    }

    @Test func settingsAndAttributesAreGitsOwn() throws {
        let dir = try Self.repository()
        try dir.git("config", "tinge.lint.maxFileKB", "2k")
        try dir.write(".gitattributes", "*.txt whitespace=-trail conflict-marker-size=32\n*.png -diff\n*.py !whitespace\n")
        let command = try CommandChanges(directory: dir.path)
        #expect(try command.settings()["tinge.lint.maxfilekb"] == "2k")
        let paths = ["a.txt", "image.png", "new/b.py"].map { Array($0.utf8) }
        let names = ["whitespace", "conflict-marker-size", "diff"]
        let table = try command.attributes(names, of: paths)
        let repository = try Repository(discoveringFrom: dir.path)
        for path in paths {
            let expected = try repository.attributes(names, forPath: path)
            #expect(names.map { table[path]?[$0] } == expected, "\(String(decoding: path, as: UTF8.self))")
        }
        #expect(table[Array("a.txt".utf8)] == ["whitespace": "-trail", "conflict-marker-size": "32"])
    }

    /// A shallow clone's boundary commit has no parents for git: both readers take all it
    /// holds as added, where the full history adds one file; a range reaching past it fails.
    @Test func aShallowBoundaryIsARootCommitToBoth() throws {
        let source = try Self.repository()
        try source.git("commit", "-qm", "second")
        let parent = try TemporaryDirectory()
        let clone = parent.path + "/clone"
        try parent.git("clone", "-q", "--depth", "1", "file://" + source.path, clone)
        let repository = try Repository(discoveringFrom: clone)
        let libgit2 = try repository.changes(inRange: "HEAD")
        let git = try CommandChanges(directory: clone).changes(inRange: "HEAD")
        #expect(Self.sorted(git) == Self.sorted(libgit2))
        let tracked = try ToolRun.run("git", ["ls-tree", "-r", "-z", "--name-only", "HEAD"], directory: clone).stdout
        #expect(Set(libgit2.map(\.path)) == Set(tracked.split(separator: 0).map(Array.init)))
        #expect(libgit2.allSatisfy { $0.oldBlob == nil })
        #expect(try Repository(discoveringFrom: source.path).changes(inRange: "HEAD").count == 8)
        #expect(throws: GitError.self) { try repository.changes(inRange: "HEAD~1..HEAD") }
    }

    @Test func outsideARepositoryGitSaysSo() throws {
        let dir = try TemporaryDirectory()
        #expect { try CommandChanges(directory: dir.path) } throws: { error in
            (error as? GitError)?.message.hasPrefix("not a git repository") == true
        }
    }
}
