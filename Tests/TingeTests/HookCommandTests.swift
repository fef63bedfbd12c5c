import Foundation
import TestSupport
import Testing

/// `tinge hook install/uninstall`, and the hook itself in real commits with a stand-in `tinge`.
@Suite struct HookCommandTests {
    /// The repository's `hooks/pre-commit`, which the binary embeds.
    static let script = try! [UInt8](Data(contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("hooks/pre-commit")))

    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        return dir
    }

    static func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    @Test func installWritesTheHookByteForByte() throws {
        let dir = try Self.repository()
        let run = try InProcessRun.tinge(["hook", "install"], directory: dir.path)
        #expect(run.status == 0)
        #expect(run.text.contains(".git/hooks/pre-commit"))
        let hook = dir.path + "/.git/hooks/pre-commit"
        #expect(Self.contents(hook) == Self.script)
        #expect(FileManager.default.isExecutableFile(atPath: hook))
        #expect(String(decoding: Self.script, as: UTF8.self).contains("\n# tinge pre-commit hook\n"))
    }

    @Test func installingTwiceIsHarmless() throws {
        let dir = try Self.repository()
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        let again = try InProcessRun.tinge(["hook", "install"], directory: dir.path)
        #expect(again.status == 0 && again.stderr.isEmpty)
        #expect(Self.contents(dir.path + "/.git/hooks/pre-commit") == Self.script)
    }

    @Test func installHonorsCoreHooksPath() throws {
        let dir = try Self.repository()
        try dir.git("config", "core.hooksPath", "tools/hooks")
        try dir.write("src/file.txt", "x\n")
        let run = try InProcessRun.tinge(["hook", "install"], directory: dir.path + "/src")
        #expect(run.status == 0)
        #expect(Self.contents(dir.path + "/tools/hooks/pre-commit") == Self.script)
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/.git/hooks/pre-commit"))
    }

    @Test func aForeignHookIsReplacedOnlyWithForce() throws {
        let dir = try Self.repository()
        let foreign = Array("#!/bin/sh\necho mine\n".utf8)
        let hook = try dir.write(".git/hooks/pre-commit", bytes: foreign)
        let refused = try InProcessRun.tinge(["hook", "install"], directory: dir.path)
        #expect(refused.status == 1)
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(refused.stderr.contains("not tinge's") && refused.stderr.contains("--force"))
        #expect(Self.contents(hook) == foreign)
        let kept = try InProcessRun.tinge(["hook", "uninstall"], directory: dir.path)
        #expect(kept.status == 1)
        #expect(Self.contents(hook) == foreign)
        let forced = try InProcessRun.tinge(["hook", "install", "--force"], directory: dir.path)
        #expect(forced.status == 0)
        #expect(Self.contents(hook) == Self.script)
    }

    @Test func uninstallRemovesTingesHook() throws {
        let dir = try Self.repository()
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        #expect(try InProcessRun.tinge(["hook", "uninstall"], directory: dir.path).status == 0)
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/.git/hooks/pre-commit"))
        // Nothing left to remove is not an error.
        #expect(try InProcessRun.tinge(["hook", "uninstall"], directory: dir.path).status == 0)
    }

    @Test func aBadCommandLineIsAUsageError() throws {
        let dir = try Self.repository()
        #expect(try InProcessRun.tinge(["hook"], directory: dir.path).status == 2)
        #expect(try InProcessRun.tinge(["hook", "reinstall"], directory: dir.path).status == 2)
        #expect(try InProcessRun.tinge(["hook", "install", "--bogus"], directory: dir.path).status == 2)
        #expect(try InProcessRun.tinge(["help", "hook"], directory: dir.path).text.contains("tinge hook install"))
    }

    /// PATH without any folder that holds a `tinge`, so only a stand-in can answer.
    static var pathWithoutTinge: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").filter {
            !FileManager.default.fileExists(atPath: "\($0)/tinge")
        }.joined(separator: ":")
    }

    /// A repository with tinge's hook installed, one commit, and a stand-in `tinge` that logs
    /// its arguments to `calls` and exits with the status in `status` (0 to start with).
    static func hookedRepository() throws -> (dir: TemporaryDirectory, path: String) {
        let dir = try repository()
        try dir.write("a.txt", "a\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        let fake = try dir.write(".fake/tinge", """
            #!/bin/sh
            printf '%s\\n' "$*" >> "$(dirname "$0")/calls"
            exit "$(cat "$(dirname "$0")/status")"

            """)
        try dir.write(".fake/status", "0\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        try dir.write(".git/info/exclude", ".fake/\n")
        return (dir, dir.path + "/.fake:" + pathWithoutTinge)
    }

    static func commit(_ dir: TemporaryDirectory, _ arguments: [String], path: String,
                       environment: [String: String] = [:]) throws -> ToolRun {
        try ToolRun.run("git", ["commit", "-q"] + arguments, directory: dir.path,
                        environment: environment.merging(["PATH": path]) { a, _ in a })
    }

    static func commitCount(_ dir: TemporaryDirectory) throws -> Int {
        Int(try dir.git("rev-list", "--count", "HEAD").trimmingCharacters(in: .newlines))!
    }

    @Test func theHookStopsACommitWhenTingeFails() throws {
        let (dir, path) = try Self.hookedRepository()
        try dir.write("b.txt", "b\n")
        try dir.git("add", "b.txt")
        try dir.write(".fake/status", "1\n")
        let refused = try Self.commit(dir, ["-m", "two"], path: path)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("commit stopped"))
        #expect(try Self.commitCount(dir) == 1)
        #expect(String(decoding: Self.contents(dir.path + "/.fake/calls")!, as: UTF8.self) == "lint --hook\n")
        // --no-verify is git's own way past the hook: tinge is not even run.
        #expect(try Self.commit(dir, ["--no-verify", "-m", "two"], path: path).status == 0)
        #expect(try Self.commitCount(dir) == 2)
        #expect(String(decoding: Self.contents(dir.path + "/.fake/calls")!, as: UTF8.self) == "lint --hook\n")
    }

    /// TINGE_SKIP reaches tinge lint as it is (lint reads it, and warns of names that are no
    /// rule): the hook turns it into no options, which a name that is no rule would make wrong.
    @Test func theHookPassesWhenTingePassesAndLeavesTingeSkipToLint() throws {
        let (dir, path) = try Self.hookedRepository()
        try dir.write(".fake/tinge", """
            #!/bin/sh
            printf '%s|%s\\n' "$*" "$TINGE_SKIP" >> "$(dirname "$0")/calls"
            exit "$(cat "$(dirname "$0")/status")"

            """)
        try dir.write("b.txt", "b\n")
        try dir.git("add", "b.txt")
        let passed = try Self.commit(dir, ["-m", "two"], path: path, environment: ["TINGE_SKIP": "conflict-marker, tabs"])
        #expect(passed.status == 0)
        #expect(try Self.commitCount(dir) == 2)
        #expect(String(decoding: Self.contents(dir.path + "/.fake/calls")!, as: UTF8.self)
            == "lint --hook|conflict-marker, tabs\n")
    }

    /// tinge's own limits never stop a commit: a status other than 1 (a crash, a tinge older
    /// than `--hook`) lets it through, with one line saying it went unchecked.
    @Test(arguments: ["2", "134"]) func theHookLetsTheCommitThroughWhenTingeCannotLint(_ status: String) throws {
        let (dir, path) = try Self.hookedRepository()
        try dir.write("b.txt", "b\n")
        try dir.git("add", "b.txt")
        try dir.write(".fake/status", status + "\n")
        let passed = try Self.commit(dir, ["-m", "two"], path: path)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(try Self.commitCount(dir) == 2)
        #expect(passed.stderr == "tinge pre-commit hook: tinge lint failed (status \(status)); committing unchecked\n")
    }

    /// Each bad option: status 2, and a first line naming it.
    @Test(arguments: [(["hook", "install", "--bogus"], "tinge: unknown option '--bogus'"),
                      (["hook", "uninstall", "--force"], "tinge: 'hook uninstall' takes no --force"),
                      (["hook", "install", "--force=yes"], "tinge: option '--force' takes no value"),
                      (["hook", "reinstall"], "tinge: 'hook' takes install or uninstall, not 'reinstall'")])
    func optionErrorsNameTheOption(_ arguments: [String], _ first: String) throws {
        let dir = try Self.repository()
        let run = try InProcessRun.tinge(arguments, directory: dir.path)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == first, "\(run.stderr)")
    }

    @Test func theHookStopsTheCommitWhenTingeIsMissing() throws {
        let (dir, _) = try Self.hookedRepository()
        try dir.write("b.txt", "b\n")
        try dir.git("add", "b.txt")
        let refused = try Self.commit(dir, ["-m", "two"], path: Self.pathWithoutTinge)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("tinge is not on PATH"))
        #expect(try Self.commitCount(dir) == 1)
    }

    /// git points GIT_INDEX_FILE at a temporary index while hooks run (`git commit -a`,
    /// `git commit <paths>`); what tinge reads as staged must be that index.
    @Test func theIndexGitIndexFileNamesIsTheStagedOne() throws {
        let dir = try Self.repository()
        try dir.write("a.txt", "one\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.write("a.txt", "two\n")
        let other = dir.path + "/.git/other-index"
        try FileManager.default.copyItem(atPath: dir.path + "/.git/index", toPath: other)
        let add = try ToolRun.run("git", ["add", "a.txt"], directory: dir.path, environment: ["GIT_INDEX_FILE": other])
        #expect(add.status == 0)
        let plain = try InProcessRun.tinge(["diff", "--cached", "--color=never"], directory: dir.path)
        #expect(!plain.text.contains("+two"))
        let named = try InProcessRun.tinge(["diff", "--cached", "--color=never"], directory: dir.path,
                                      environment: ["GIT_INDEX_FILE": other])
        #expect(named.text.contains("+two"), "status \(named.status), stderr: \(named.stderr), index: \(add.stderr)")
    }
}
