import Foundation
import TestSupport
import Testing

/// `tinge lint` and its hook on repositories libgit2 1.5 cannot read or walk, made by the real
/// git: a shallow clone, a sparse index, a split index, sha256 objects. Lint reads what git
/// itself reads, and a commit is stopped only for what it adds.
@Suite struct LintRepositoryKindsTests {
    /// Two folders and two commits; the second adds `d1/c.txt` with trailing whitespace.
    static func source() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("d1/a.txt", "a\n")
        try dir.write("d2/b.txt", "b  \n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.write("d1/c.txt", "c  \n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "second")
        return dir
    }

    /// The paths tinge's JSON findings name, and its status.
    static func lint(_ dir: String, _ arguments: [String]) throws -> (paths: Set<String>, status: Int32, stderr: String) {
        let run = try InProcessRun.tinge(["lint", "--format=json"] + arguments, directory: dir)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.isEmpty ? Array("{}".utf8) : run.stdout)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        return (Set(findings.compactMap { $0["path"] as? String }), run.status, run.stderr)
    }

    /// With tinge's hook and the built tinge first on PATH: a file with trailing whitespace
    /// stops the commit; a clean one goes in.
    static func expectTheHookJudgesCommits(_ dir: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let repository = try TemporaryDirectory()  // for the PATH folder only
        let path = try HookCommitTests.pathWithBuiltTinge(in: repository)
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir).status == 0, sourceLocation: sourceLocation)
        try Data("bad  \n".utf8).write(to: URL(fileURLWithPath: dir + "/d1/bad.txt"))
        _ = try ToolRun.run("git", ["add", "d1/bad.txt"], directory: dir)
        let refused = try ToolRun.run("git", ["commit", "-qm", "bad"], directory: dir, environment: ["PATH": path])
        #expect(refused.status != 0, "the commit went in", sourceLocation: sourceLocation)
        #expect((refused.text + refused.stderr).contains("error[whitespace]"), "\(refused.text)\(refused.stderr)", sourceLocation: sourceLocation)
        try Data("good\n".utf8).write(to: URL(fileURLWithPath: dir + "/d1/bad.txt"))
        _ = try ToolRun.run("git", ["add", "d1/bad.txt"], directory: dir)
        let passed = try ToolRun.run("git", ["commit", "-qm", "good"], directory: dir, environment: ["PATH": path])
        #expect(passed.status == 0, "\(passed.text)\(passed.stderr)", sourceLocation: sourceLocation)
    }

    /// CI checks out one commit (`--depth 1`): its parent is not there, and git takes it for a
    /// root commit. `tinge lint HEAD` judges all it holds, as `git show HEAD` shows it.
    @Test func aShallowCloneIsJudgedAsGitSeesIt() throws {
        let source = try Self.source()
        let parent = try TemporaryDirectory()
        let clone = parent.path + "/clone"
        _ = try parent.git("clone", "-q", "--depth", "1", "file://" + source.path, clone)
        #expect(FileManager.default.fileExists(atPath: clone + "/.git/shallow"))
        let head = try Self.lint(clone, ["HEAD"])
        #expect(head.status == 1, "\(head.stderr)")
        #expect(head.paths == ["d1/c.txt", "d2/b.txt"])
        let shown = try ToolRun.run("git", ["diff-tree", "--root", "-r", "--name-only", "--no-commit-id", "HEAD"], directory: clone)
        #expect(Set(shown.text.split(separator: "\n").map(String.init)) == ["d1/a.txt", "d1/c.txt", "d2/b.txt"])
        // In the full history the same commit adds only its own file.
        #expect(try Self.lint(source.path, ["HEAD"]).paths == ["d1/c.txt"])
        // A parent that is not there is one line, naming what is missing.
        let missing = try InProcessRun.tinge(["lint", "HEAD~1..HEAD"], directory: clone)
        #expect(missing.status == 2)
        #expect(missing.stderr.split(separator: "\n").count == 1 && missing.stderr.hasPrefix("tinge: lint: "), "\(missing.stderr)")
        try Self.expectTheHookJudgesCommits(clone)
    }

    @Test func aSparseIndex() throws {
        let dir = try Self.source()
        try dir.git("sparse-checkout", "init", "--cone")
        try dir.git("config", "index.sparse", "true")
        try dir.git("sparse-checkout", "set", "d1")
        let index = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/.git/index"))
        #expect(index.range(of: Data("sdir".utf8)) != nil, "the index is not sparse: this test could not tell")
        try dir.write("d1/new.txt", "new  \n")
        try dir.git("add", "d1/new.txt")
        let staged = try Self.lint(dir.path, [])
        #expect(staged.status == 1, "\(staged.stderr)")
        #expect(staged.paths == ["d1/new.txt"])
        // The whole index, out of the cone too (git expands it for us).
        #expect(try Self.lint(dir.path, ["--all"]).paths == ["d1/c.txt", "d1/new.txt", "d2/b.txt"])
        try dir.git("commit", "-qm", "new", "--no-verify")
        try Self.expectTheHookJudgesCommits(dir.path)
    }

    @Test func aSplitIndex() throws {
        let dir = try Self.source()
        try dir.git("update-index", "--split-index")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/.git")
        #expect(files.contains { $0.hasPrefix("sharedindex.") }, "the index is not split: this test could not tell")
        try dir.write("d2/new.txt", "new  \n")
        try dir.git("add", "d2/new.txt")
        let staged = try Self.lint(dir.path, [])
        #expect(staged.status == 1, "\(staged.stderr)")
        #expect(staged.paths == ["d2/new.txt"])
        try dir.git("commit", "-qm", "new", "--no-verify")
        try Self.expectTheHookJudgesCommits(dir.path)
    }

    @Test func sha256Objects() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q", "--object-format=sha256")
        try dir.write("d1/a.txt", "a\n")
        try dir.write("d2/b.txt", "b  \n")
        try dir.git("add", ".")
        let staged = try Self.lint(dir.path, [])
        #expect(staged.status == 1, "\(staged.stderr)")
        #expect(staged.paths == ["d2/b.txt"])
        try dir.git("commit", "-qm", "first", "--no-verify")
        #expect(try Self.lint(dir.path, ["HEAD"]).paths == ["d2/b.txt"])
        #expect(try Self.lint(dir.path, ["--all"]).paths == ["d2/b.txt"])
        try Self.expectTheHookJudgesCommits(dir.path)
    }

    /// Where neither libgit2 nor git can read the repository (git is not on PATH), lint fails
    /// in one line that says how to skip, and as the hook lets the commit through in one line.
    @Test func withNeitherReaderLintSaysHowToSkipInOneLine() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q", "--object-format=sha256")
        try dir.write("a.txt", "a  \n")
        try dir.git("add", ".")
        let noGit = ["PATH": "/nonexistent"]
        let failed = try InProcessRun.tinge(["lint"], directory: dir.path, environment: noGit)
        #expect(failed.status == 2)
        #expect(failed.stderr.hasPrefix("tinge: lint: cannot read this repository ("), "\(failed.stderr)")
        #expect(failed.stderr.hasSuffix("git commit --no-verify skips the hook\n"), "\(failed.stderr)")
        #expect(failed.stderr.split(separator: "\n").count == 1, "\(failed.stderr)")
        let hooked = try InProcessRun.tinge(["lint", "--hook"], directory: dir.path, environment: noGit)
        #expect(hooked.status == 0)
        #expect(hooked.stdout.isEmpty)
        #expect(hooked.stderr.hasPrefix("tinge pre-commit hook: cannot lint this commit (cannot read this repository ("))
        #expect(hooked.stderr.hasSuffix("); committing it unchecked\n") && hooked.stderr.split(separator: "\n").count == 1,
                "\(hooked.stderr)")
        // With git there, the same repository is judged.
        #expect(try Self.lint(dir.path, []).paths == ["a.txt"])
    }

    /// A bad setting is tinge's limit too: the real commit goes in, with one line saying why
    /// it went unchecked; `tinge lint` itself fails on it.
    @Test func aBadSettingNeverStopsACommit() throws {
        let dir = try Self.source()
        let bin = try TemporaryDirectory()
        let path = try HookCommitTests.pathWithBuiltTinge(in: bin)
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        try dir.git("config", "tinge.lint.maxFileKB", "lots")
        try dir.write("d1/bad.txt", "bad  \n")
        try dir.git("add", "d1/bad.txt")
        let lint = try InProcessRun.tinge(["lint"], directory: dir.path)
        #expect(lint.status == 2 && lint.stderr == "tinge: git config tinge.lint.maxFileKB: 'lots' is not a number of KB\n")
        let passed = try ToolRun.run("git", ["commit", "-qm", "unchecked"], directory: dir.path, environment: ["PATH": path])
        #expect(passed.status == 0)
        #expect(passed.stderr == "tinge pre-commit hook: cannot lint this commit (git config tinge.lint.maxFileKB: "
                + "'lots' is not a number of KB); committing it unchecked\n", "\(passed.stderr)")
        #expect(try dir.git("rev-list", "--count", "HEAD") == "3\n")
    }

    @Test func hookTakesNoOtherScope() throws {
        let dir = try Self.source()
        for arguments in [["lint", "--hook", "--all"], ["lint", "--hook", "HEAD"]] {
            let run = try InProcessRun.tinge(arguments, directory: dir.path)
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("tinge: option '--hook' lints the staged change: it takes no --all or RANGE\n"))
        }
    }
}
