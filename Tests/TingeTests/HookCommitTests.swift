import Foundation
import TestSupport
import Testing

/// The hook with the real `tinge lint --staged` behind it: in `git commit`, and in the
/// pre-commit framework through `.pre-commit-hooks.yaml`. A conflict marker is an error.
@Suite struct HookCommitTests {
    static let conflicted = "one\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> topic\ntwo\n"

    /// A folder holding `tinge`, a link to the built binary, first on a PATH with no other tinge.
    static func pathWithBuiltTinge(in dir: TemporaryDirectory) throws -> String {
        let bin = dir.path + "/.bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/tinge", withDestinationPath: ToolRun.tinge)
        return bin + ":" + HookCommandTests.pathWithoutTinge
    }

    /// A repository with one commit, `.bin/` ignored.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write(".git/info/exclude", ".bin/\n")
        try dir.write("a.txt", "one\ntwo\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        return dir
    }

    @Test func aConflictMarkerStopsTheCommitUntilFixed() throws {
        let dir = try Self.repository()
        let path = try Self.pathWithBuiltTinge(in: dir)
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        try dir.write("a.txt", Self.conflicted)
        try dir.git("add", "a.txt")
        let refused = try HookCommandTests.commit(dir, ["-m", "merge"], path: path)
        #expect(refused.status != 0, "\(refused.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 1)
        #expect(try dir.git("diff", "--cached", "--name-only") == "a.txt\n")

        try dir.write("a.txt", "one\nours\ntheirs\ntwo\n")
        try dir.git("add", "a.txt")
        let passed = try HookCommandTests.commit(dir, ["-m", "merge"], path: path)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 2)

        try dir.write("a.txt", Self.conflicted)
        try dir.git("add", "a.txt")
        #expect(try HookCommandTests.commit(dir, ["--no-verify", "-m", "anyway"], path: path).status == 0)
        #expect(try HookCommandTests.commitCount(dir) == 3)
    }

    /// Each error rule, tripped by a staged change, stops a real commit; warnings alone do not.
    @Test(arguments: [
        ("conflict-marker", "c.txt", Array("<<<<<<< HEAD\nx\n=======\ny\n>>>>>>> t\n".utf8)),
        ("whitespace", "w.py", Array("x = 1   \n".utf8)),
        ("large-file", "big.txt", Array(repeating: UInt8(0x61), count: 600 * 1024) + [0x0A]),
        ("private-key", "k.txt", Array(("AKIA" + "QWERTYUIOPASDFGH\n").utf8)),
        ("bidi-control", "t.js", Array("let s = \"\u{202E}x\";\n".utf8)),
        ("unterminated", "u.c", Array("int a;\n/* never closed\n".utf8)),
        ("case-conflict", "A.TXT", Array("x\n".utf8)),
    ])
    func eachErrorRuleStopsACommit(_ rule: String, _ name: String, _ content: [UInt8]) throws {
        let dir = try Self.repository()
        let path = try Self.pathWithBuiltTinge(in: dir)
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        try dir.write(name, bytes: content)
        try dir.git("add", name)
        let refused = try HookCommandTests.commit(dir, ["-m", rule], path: path)
        #expect(refused.status != 0, "\(rule) let the commit through")
        #expect(refused.stdout.contains(Array("error[\(rule)]".utf8)) || refused.stderr.contains("error[\(rule)]"),
                "\(rule): \(refused.text)\(refused.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 1)
    }

    /// TINGE_SKIP skips rules for one commit; a name that is no rule skips nothing, and the
    /// commit is judged as without it, with a warning naming it.
    @Test func tingeSkipSkipsRulesAndWarnsOfUnknownOnes() throws {
        let dir = try Self.repository()
        let path = try Self.pathWithBuiltTinge(in: dir)
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        try dir.write("w.py", "x = 1   \n")
        try dir.git("add", "w.py")
        let refused = try HookCommandTests.commit(dir, ["-m", "typo"], path: path, environment: ["TINGE_SKIP": "trailing"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("tinge: warning: TINGE_SKIP names unknown rule 'trailing'"), "\(refused.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 1)
        let passed = try HookCommandTests.commit(dir, ["-m", "skipped"], path: path, environment: ["TINGE_SKIP": "trailing whitespace"])
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 2)
    }

    @Test func warningsAloneLetTheCommitThrough() throws {
        let dir = try Self.repository()
        let path = try Self.pathWithBuiltTinge(in: dir)
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        try dir.write("b.py", "x = 1")  // missing-final-newline is a warning
        try dir.git("add", "b.py")
        let passed = try HookCommandTests.commit(dir, ["-m", "warned"], path: path)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 2)
    }

    /// `git commit -a` stages into a temporary index the hook finds through GIT_INDEX_FILE.
    @Test func commitAllIsLintedToo() throws {
        let dir = try Self.repository()
        let path = try Self.pathWithBuiltTinge(in: dir)
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        try dir.write("a.txt", Self.conflicted)
        let refused = try HookCommandTests.commit(dir, ["-a", "-m", "all"], path: path)
        #expect(refused.status != 0, "\(refused.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 1)
        let paths = try HookCommandTests.commit(dir, ["-m", "paths", "--", "a.txt"], path: path)
        #expect(paths.status != 0, "\(paths.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 1)
        try dir.write("a.txt", "one\nours\ntheirs\ntwo\n")
        let passed = try HookCommandTests.commit(dir, ["-a", "-m", "all"], path: path)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 2)
    }

    /// How to run the pre-commit framework: `pre-commit` on PATH, else the Python module,
    /// installed with pip when missing (`.ci/run` installs it beforehand).
    static func preCommitCommand() throws -> (program: String, arguments: [String]) {
        if try ToolRun.run("pre-commit", ["--version"]).status == 0 { return ("pre-commit", []) }
        let module = ("python3", ["-m", "pre_commit"])
        if try ToolRun.run(module.0, module.1 + ["--version"]).status == 0 { return module }
        for extra in [[], ["--user"], ["--break-system-packages"]] {
            let install = try ToolRun.run("python3", ["-m", "pip", "install", "--quiet"] + extra + ["pre-commit"])
            if install.status == 0 { break }
        }
        return module
    }

    /// `.pre-commit-hooks.yaml`'s hooks as a `repo: local` configuration (what a user's
    /// `repo:` entry pointing at tinge would give).
    static func localConfiguration() throws -> String {
        let hooks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".pre-commit-hooks.yaml")
        let lines = try String(contentsOf: hooks, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { "      " + $0 }
        return "repos:\n  - repo: local\n    hooks:\n" + lines.joined(separator: "\n") + "\n"
    }

    @Test(.timeLimit(.minutes(5))) func thePreCommitFrameworkRunsTingeLint() throws {
        let dir = try Self.repository()
        let path = try Self.pathWithBuiltTinge(in: dir)
        let home = try TemporaryDirectory()
        try dir.write(".pre-commit-config.yaml", try Self.localConfiguration())
        try dir.git("add", ".pre-commit-config.yaml")
        let (program, prefix) = try Self.preCommitCommand()
        let environment = ["PATH": path, "PRE_COMMIT_HOME": home.path]
        func run() throws -> ToolRun {
            try ToolRun.run(program, prefix + ["run", "--color=never"], directory: dir.path, environment: environment)
        }

        try dir.write("a.txt", Self.conflicted)
        try dir.git("add", "a.txt")
        let failed = try run()
        #expect(failed.status == 1, "\(failed.text)\(failed.stderr)")
        #expect(failed.text.contains("tinge lint"))

        try dir.write("a.txt", "one\nours\ntheirs\ntwo\n")
        try dir.git("add", "a.txt")
        let passed = try run()
        #expect(passed.status == 0, "\(passed.text)\(passed.stderr)")
    }
}
