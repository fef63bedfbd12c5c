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

/// File names that hold escape sequences, newlines and bytes that are not UTF-8: shown, never obeyed.
@Suite struct HostileNameTests {
    static let clipboard = "x\u{1B}]52;c;ZXZpbA==\u{07}.txt"
    static let clear = "y\u{1B}[2J.py"

    @Test func highlightShowsNamesInHeadersNoticesAndErrors() throws {
        let dir = try TemporaryDirectory()
        try dir.write(Self.clipboard, "a = 1\n")
        try dir.write(Self.clear, "b = 2\n")
        try dir.write("bin\u{202E}txt.exe", bytes: [0, 1, 2])
        let tokens = try InProcessRun.tinge(["highlight", "--format=tokens", Self.clipboard, Self.clear], directory: dir.path)
        #expect(tokens.status == 0)
        #expect(tokens.text.contains("# x^[]52;c;ZXZpbA==^G.txt\n") && tokens.text.contains("# y^[[2J.py\n"))
        let binary = try InProcessRun.tinge(["highlight", "--color=always", "bin\u{202E}txt.exe"], directory: dir.path)
        #expect(binary.text.contains("binary file bin<U+202E>txt.exe"))
        let missing = try InProcessRun.tinge(["highlight", "gone\u{1B}[2J\n.py"], directory: dir.path)
        #expect(missing.status == 1)
        #expect(missing.stderr == "tinge: gone^[[2J^J.py: no such file or directory\n")
        for run in [tokens, binary, missing] {
            #expect(!run.stdout.contains(0x1B) || HostileContentTests.commands(in: run.stdout).isEmpty)
            #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{07}"))
        }
    }

    /// Two names that differ only in bytes that are not UTF-8 are told apart, and opened.
    @Test func namesThatAreNotUTF8ShowTheirBytes() throws {
        let dir = try TemporaryDirectory()
        let first = "caf\u{E9}.py", second = "caf\u{E8}.py"  // as Latin-1 bytes below
        for (name, byte) in [(first, UInt8(0xE9)), (second, UInt8(0xE8))] {
            let path = dir.path + "/caf"
            let bytes = Array(path.utf8) + [byte] + Array(".py".utf8) + [0]
            let fd = bytes.withUnsafeBufferPointer { p in p.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) } }
            #expect(fd >= 0, "\(name)")
            _ = "x = 1\n".withCString { write(fd, $0, 6) }
            close(fd)
        }
        let run = try ToolRun.run("bash", ["-c", "'\(ToolRun.tinge)' highlight --format=tokens caf*.py; '\(ToolRun.tinge)' highlight 'caf'$'\\xe7''.py'"],
                                  directory: dir.path)
        #expect(run.text.contains("# caf\\xe8.py\n") && run.text.contains("# caf\\xe9.py\n"))
        #expect(run.stderr == "tinge: caf\\xe7.py: no such file or directory\n")

        try dir.git("init", "-q")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "two names")
        for view in [["show", "--color=always"], ["log", "-p", "--color=never"]] {
            let native = try InProcessRun.tinge(view + ["--paging=never"], directory: dir.path)
            #expect(native.status == 0)
            let text = ANSIColors.text(native.text)
            #expect(text.contains("caf\\xe8.py (new file)") && text.contains("caf\\xe9.py (new file)"), "\(view)")
        }
        let piped = try ToolRun.run("git", ["show"], directory: dir.path)
        let pager = try InProcessRun.tinge(["--color=always", "--paging=never"], input: piped.stdout, directory: dir.path)
        #expect(ANSIColors.text(pager.text).contains("caf\\xe9.py (new file)"))
    }

    /// Titles in every diff view show a name's controls, whether git quoted it or libgit2 did not.
    @Test func diffTitlesShowControlsInNames() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write(Self.clipboard, "a = 1\n")
        try dir.write("new\nline.py", "b = 2\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "names")
        let piped = try ToolRun.run("git", ["-c", "color.ui=always", "show"], directory: dir.path)
        for run in [try InProcessRun.tinge(["--color=always", "--paging=never"], input: piped.stdout, directory: dir.path),
                    try InProcessRun.tinge(["show", "--color=always", "--paging=never"], directory: dir.path)] {
            #expect(HostileContentTests.commands(in: run.stdout).isEmpty)
            let text = ANSIColors.text(run.text)
            #expect(text.contains("x^[]52;c;ZXZpbA==^G.txt (new file)"))
            #expect(text.contains("new^Jline.py (new file)"))
        }
    }
}
