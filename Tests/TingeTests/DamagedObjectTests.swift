import Foundation
import TestSupport
import Testing

/// A loose object cut short, as a crash or a full disk leaves it: libgit2 1.5 read it forever.
/// Each command returns with one line naming the object and its file; the pager keeps the
/// file's hunks with a note on its title; the hook stops the commit. Every run is killed after
/// a minute, so the code as it was fails here rather than hanging the tests.
@Suite struct DamagedObjectTests {
    static let old = (1...40).map { "value_\($0) = \"\"\"text \($0)\"\"\"\n" }.joined()
    static let new = old.replacingOccurrences(of: "value_20 =", with: "value_twenty =")

    /// A repository with `f.py` committed as `old` and staged as `new`, each blob loose.
    static func repository() throws -> (dir: TemporaryDirectory, old: String, new: String) {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write(".git/info/exclude", ".bin/\n")
        try dir.write("f.py", old)
        try dir.git("add", "f.py")
        try dir.git("commit", "-qm", "first")
        try dir.write("f.py", new)
        try dir.git("add", "f.py")
        func id(_ name: String) throws -> String { try dir.git("rev-parse", name).trimmingCharacters(in: .newlines) }
        return (dir, try id("HEAD:f.py"), try id(":f.py"))
    }

    /// The file of loose object `id`, relative to the work tree.
    static func file(of id: String) -> String { ".git/objects/\(id.prefix(2))/\(id.dropFirst(2))" }

    /// Cuts object `id`'s file to its first `length` bytes (a negative length: that many short of its end).
    static func cut(_ id: String, in dir: TemporaryDirectory, to length: Int) throws {
        let path = dir.path + "/" + file(of: id)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        try dir.write(file(of: id), bytes: Array(bytes.prefix(length < 0 ? bytes.count + length : length)))
    }

    /// Runs `program` with a minute to finish; killed, its status is 137.
    static func bounded(_ program: String, _ arguments: [String], input: [UInt8] = [], in dir: TemporaryDirectory,
                        environment: [String: String] = [:]) throws -> ToolRun {
        try ToolRun.run("timeout", ["-s", "KILL", "60", program] + arguments, input: input, directory: dir.path, environment: environment)
    }

    /// Expects `run` to have failed on its own with one line naming object `id` and its file.
    static func expectOneLineNaming(_ id: String, _ run: ToolRun, _ what: String) {
        #expect(run.status != 0 && run.status != 137, "\(what): status \(run.status)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(what): \(run.stderr)")
        #expect(run.stderr.contains("object \(id) is damaged: \(file(of: id)) is cut short"), "\(what): \(run.stderr)")
    }

    static let lengths = [2, 10, 20, 40, -1]

    @Test(arguments: lengths) func lintSaysWhichObjectIsDamaged(_ length: Int) throws {
        let (dir, _, new) = try Self.repository()
        try Self.cut(new, in: dir, to: length)
        Self.expectOneLineNaming(new, try Self.bounded(ToolRun.tinge, ["lint", "--staged"], in: dir), "lint cut at \(length)")
        // As the hook, status 1: the one the hook stops a commit for.
        let hook = try Self.bounded(ToolRun.tinge, ["lint", "--hook"], in: dir)
        Self.expectOneLineNaming(new, hook, "lint --hook cut at \(length)")
        #expect(hook.status == 1 && hook.stderr.hasPrefix("tinge pre-commit hook: object"), "\(hook.stderr)")
    }

    @Test(arguments: lengths) func nativeCommandsSayWhichObjectIsDamaged(_ length: Int) throws {
        let (dir, old, new) = try Self.repository()
        try Self.cut(new, in: dir, to: length)
        Self.expectOneLineNaming(new, try Self.bounded(ToolRun.tinge, ["diff", "--cached", "--color=always"], in: dir), "diff cut at \(length)")
        try Self.cut(old, in: dir, to: length)
        Self.expectOneLineNaming(old, try Self.bounded(ToolRun.tinge, ["show", "--color=always"], in: dir), "show cut at \(length)")
        Self.expectOneLineNaming(old, try Self.bounded(ToolRun.tinge, ["blame", "f.py"], in: dir), "blame cut at \(length)")
        // Made on every core, each through a handle of its own without the work tree: the file is
        // still named from the work tree.
        let log = try Self.bounded(ToolRun.tinge, ["log", "-p", "--color=always"], in: dir)
        Self.expectOneLineNaming(old, log, "log cut at \(length)")
    }

    /// git's diff, made before the damage, through the pager: every line is there, the file with
    /// hunk context and a note on its title. (The new side is the blob read; the old one is
    /// rebuilt from it and the hunks.)
    @Test(arguments: lengths) func thePagerKeepsTheHunksWithANote(_ length: Int) throws {
        let (dir, _, new) = try Self.repository()
        let diff = try dir.git("diff", "--cached")
        try Self.cut(new, in: dir, to: length)
        let run = try Self.bounded(ToolRun.tinge, ["--color=always", "--paging=never"], input: Array(diff.utf8), in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let shown = run.text.split(separator: "\n").map { ANSIColors.text(String($0)) }
        #expect(shown.first == "f.py (hunk context: object \(new) is damaged: \(Self.file(of: new)) is cut short)", "\(shown)")
        for line in diff.split(separator: "\n") where line.hasPrefix(" ") || line.hasPrefix("+v") || line.hasPrefix("-v") {
            #expect(shown.contains(String(line)), "\(line)")
        }
    }

    /// A damaged old blob is not needed: the old side is rebuilt from the new blob and the
    /// hunks, and the file gets whole-file context (the docstrings' text colored as strings).
    @Test func thePagerDoesNotNeedADamagedOldBlob() throws {
        let (dir, old, _) = try Self.repository()
        let diff = try dir.git("diff", "--cached")
        try Self.cut(old, in: dir, to: 20)
        let run = try Self.bounded(ToolRun.tinge, ["--color=always", "--paging=never"], input: Array(diff.utf8), in: dir)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let shown = run.text.split(separator: "\n").map { ANSIColors.text(String($0)) }
        #expect(shown.first == "f.py", "\(shown)")
        #expect(shown.contains("-value_20 = \"\"\"text 20\"\"\""), "\(shown)")
    }

    @Test func theHookStopsTheCommitAndReturns() throws {
        let (dir, _, new) = try Self.repository()
        let path = try HookCommitTests.pathWithBuiltTinge(in: dir)
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        try Self.cut(new, in: dir, to: 20)
        let commit = try Self.bounded("git", ["commit", "-qm", "two"], in: dir, environment: ["PATH": path])
        #expect(commit.status != 0 && commit.status != 137, "status \(commit.status)")
        #expect(commit.stderr.contains("tinge pre-commit hook: object \(new) is damaged: \(Self.file(of: new)) is cut short"), "\(commit.stderr)")
        #expect(commit.stderr.contains("commit stopped"), "\(commit.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 1)
    }

    /// An object a clone borrows from another repository's folder (`objects/info/alternates`,
    /// `git clone --shared`) is checked there, and named by its full path.
    @Test func anObjectInAnAlternateFolderIsCheckedToo() throws {
        let (source, old, _) = try Self.repository()
        let clone = try TemporaryDirectory()
        try clone.git("clone", "-q", "--shared", source.path, ".")
        try Self.cut(old, in: source, to: 20)
        let run = try Self.bounded(ToolRun.tinge, ["show", "--color=never"], in: clone)
        #expect(run.status != 0 && run.status != 137, "status \(run.status)")
        #expect(run.stderr == "tinge: object \(old) is damaged: \(source.path)/\(Self.file(of: old)) is cut short\n", "\(run.stderr)")
    }

    /// The packs are asked first, as git asks them: a damaged loose copy of a packed object (a
    /// crash while git wrote one it already had) is never read, and the object shows.
    @Test func aPackedObjectsDamagedLooseCopyIsNotRead() throws {
        let (dir, _, new) = try Self.repository()
        try dir.git("commit", "-qm", "second")
        try dir.git("repack", "-adq")
        try dir.write(Self.file(of: new), bytes: [0x78, 0x01])
        let shown = try Self.bounded(ToolRun.tinge, ["show", "--color=never"], in: dir)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.text.contains("+value_twenty = \"\"\"text 20\"\"\""))
    }

    /// Packs are not read through the loose check: a packed repository reads as before, and a
    /// damaged pack is libgit2's error, which it finds without waiting.
    @Test func packedObjectsReadAndADamagedPackFails() throws {
        let (dir, _, _) = try Self.repository()
        try dir.git("commit", "-qm", "second")
        try dir.git("gc", "-q")
        let shown = try Self.bounded(ToolRun.tinge, ["show", "--color=never"], in: dir)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.text.contains("+value_twenty = \"\"\"text 20\"\"\""))
        let pack = try #require(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/.git/objects/pack").first { $0.hasSuffix(".pack") })
        let path = dir.path + "/.git/objects/pack/" + pack
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        for i in (bytes.count / 2)..<(bytes.count / 2 + 16) { bytes[i] ^= 0xFF }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let damaged = try Self.bounded(ToolRun.tinge, ["log", "-p", "--color=never"], in: dir)
        #expect(damaged.status != 137, "a damaged pack hung tinge log")
    }
}
