import Foundation
import TestSupport
import Testing

/// Diffs whose headers name files tinge must not read: devices, FIFOs, paths out of the tree.
@Suite struct HostilePathTests {
    /// A plain `diff -u` of `old` and `new` with the given header paths; 2,000 hunk lines.
    static func plainDiff(old: String, new: String) -> [UInt8] {
        var text = "--- \(old)\n+++ \(new)\n@@ -1,1000 +1,1000 @@\n"
        for i in 0..<1000 { text += "-old line \(i)\n+new line \(i)\n" }
        return Array(text.utf8)
    }

    /// Runs tinge on `input` (a file) in `directory` under a time limit; a read of a FIFO or
    /// of `/dev/zero` would stop it there.
    static func pager(_ input: [UInt8], in directory: String, extra: [String] = []) throws -> ToolRun {
        let inputFile = directory + "/../input-\(UUID().uuidString).diff"
        FileManager.default.createFile(atPath: inputFile, contents: Data(input))
        defer { try? FileManager.default.removeItem(atPath: inputFile) }
        // From a file, not a pipe: then `/dev/stdin` is a regular file too.
        let command = "timeout 20 '\(ToolRun.tinge)' --color=always --paging=never \(extra.joined(separator: " ")) < '\(inputFile)'"
        return try ToolRun.run("bash", ["-c", command], directory: directory)
    }

    @Test(arguments: ["/dev/zero", "/dev/stdin", "/dev/urandom", "/proc/self/fd/0", "../../../../../../etc/passwd"])
    func devicesAndPathsOutOfTheTreeAreNotRead(_ path: String) throws {
        let dir = try TemporaryDirectory()
        let run = try Self.pager(Self.plainDiff(old: path, new: path), in: dir.path)
        #expect(run.status == 0, "\(path): \(run.stderr)")
        let lines = ANSIColors.text(run.text).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("-old line") }.count == 1000, "\(path)")
        #expect(lines.filter { $0.hasPrefix("+new line") }.count == 1000, "\(path)")
        #expect(!run.text.contains("root:"), "\(path): a file outside was read")
    }

    @Test func aFIFOIsNotRead() throws {
        let dir = try TemporaryDirectory()
        #expect(mkfifo(dir.path + "/pipe", 0o600) == 0)
        for (old, new) in [("pipe", "pipe"), ("a/../pipe", "b/../pipe")] {
            let run = try Self.pager(Self.plainDiff(old: old, new: new), in: dir.path)
            #expect(run.status == 0, "\(old): \(run.stderr)")
            #expect(ANSIColors.text(run.text).split(separator: "\n").filter { $0.hasPrefix("+new line") }.count == 1000, "\(old)")
        }
    }

    /// A file outside the folder, reached by a link or by `..`, would color the hunk as a
    /// string: painted as the hunk alone is, it was not read.
    @Test func filesOutOfTheFolderAreNotRead() throws {
        let top = try TemporaryDirectory()
        let python = "x = '''\nstill inside\n'''\n"
        try top.write("outside/doc.py", python)
        try top.write("tree/new/doc.py", python)
        let tree = top.path + "/tree"
        try FileManager.default.createSymbolicLink(atPath: tree + "/link.py", withDestinationPath: top.path + "/outside/doc.py")
        let inside = Array("--- old/doc.py\n+++ new/doc.py\n@@ -2 +2 @@\n-inside\n+still inside\n".utf8)
        let whole = try Self.pager(inside, in: tree)
        #expect(whole.text != (try Self.pager(inside, in: tree, extra: ["--context=hunk"])).text,
                "the file inside gave no context: this test could not tell")
        for path in ["link.py", "../outside/doc.py", top.path + "/outside/doc.py"] {
            let diff = Array("--- \(path)\n+++ \(path)\n@@ -2 +2 @@\n-inside\n+still inside\n".utf8)
            let run = try Self.pager(diff, in: tree)
            #expect(run.status == 0)
            #expect(run.text == (try Self.pager(diff, in: tree, extra: ["--context=hunk"])).text, "\(path) was read")
        }
    }

    /// In a repository the same: a work-tree file is hashed only when it is a regular file in
    /// the work tree, so a FIFO or a device named by a diff header is never opened.
    @Test func aRepositoryDiffNamingAFIFOIsNotRead() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        #expect(mkfifo(dir.path + "/pipe", 0o600) == 0)
        var text = "diff --git a/pipe b/pipe\nindex 1234567..89abcde 100644\n--- a/pipe\n+++ b/pipe\n@@ -1 +1 @@\n-a\n+b\n"
        text += "diff --git a/../../dev/zero b/../../dev/zero\nindex 1234567..89abcde 100644\n--- a/../../dev/zero\n+++ b/../../dev/zero\n@@ -1 +1 @@\n-c\n+d\n"
        let run = try Self.pager(Array(text.utf8), in: dir.path)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = ANSIColors.text(run.text).split(separator: "\n").map(String.init)
        #expect(lines.contains("+b") && lines.contains("+d"))
    }
}
