import Foundation
import TestSupport
import Testing

/// `tinge blame` against real git on a history made to tell git blame's options apart:
/// whitespace changes (`-w`), lines moved in a file (`-M`) and copied from another (`-C`), a
/// rename, a commit to ignore (`--ignore-rev`, `blame.ignoreRevsFile`) and ranges (`-L`).
/// Every line must be given to the commit git gives it, and the text must be git's.
@Suite struct BlameCommandTests {
    /// The lines of `a.c` as first written: long enough for git to see them moved or copied.
    static let lines = (1...12).map { "int function_number_\($0)(void) { return compute_the_value(\($0) * 1000); }" }
    static let copied = (1...6).map { "static const char *message_\($0) = \"a message long enough to copy \($0)\";" }

    /// The history, one author a commit (the author's name says what the commit did), each
    /// commit's id by its author.
    static func repository() throws -> (TemporaryDirectory, [String: String]) {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        var ids: [String: String] = [:]
        func commit(_ author: String, day: Int) throws {
            let date = "2024-04-\(day < 10 ? "0" : "")\(day)T12:00:00Z"
            let environment = ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date, "GIT_AUTHOR_NAME": author]
            let run = try ToolRun.run("git", ["commit", "-qam", author], directory: dir.path, environment: environment)
            #expect(run.status == 0, "git commit: \(run.stderr)")
            ids[author] = try dir.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        func write(_ name: String, _ lines: [String]) throws { try dir.write(name, lines.joined(separator: "\n") + "\n") }
        var a = lines
        try write("a.c", a)
        try write("b.c", copied)
        try dir.git("add", ".")
        try commit("Writer", day: 1)
        a[2] = "    " + a[2]
        a[3] = a[3].replacingOccurrences(of: " ", with: "  ")
        try write("a.c", a)
        try commit("Spacer", day: 2)
        a = Array(a[7...10]) + Array(a[0...6]) + [a[11]]
        try write("a.c", a)
        try commit("Mover", day: 3)
        // Copied from b.c, which the same commit changes too: what git's single -C looks at.
        a += copied[1...4]
        try write("a.c", a)
        try write("b.c", copied + ["/* b.c changed as well */"])
        try commit("Copier", day: 4)
        try dir.git("mv", "a.c", "renamed.c")
        try commit("Renamer", day: 5)
        a[0] = a[0].replacingOccurrences(of: "(void)", with: "( void )")
        a[5] = a[5] + " /* a note */"
        try write("renamed.c", a)
        try commit("Formatter", day: 6)
        return (dir, ids)
    }

    static let plain = ["--color=never", "--paging=never"]

    /// The commit column of each line: the id without a boundary's `^` or an ignored line's `?`.
    static func commits(_ blame: String) -> [String] {
        blame.split(separator: "\n").map { String($0.prefix { $0 != " " }.drop { $0 == "^" || $0 == "?" || $0 == "*" }) }
    }

    @Test func eachOptionAttributesEveryLineAsGitDoes() throws {
        let (dir, ids) = try Self.repository()
        let git = { (options: [String]) throws -> String in
            let run = try ToolRun.run("git", ["blame"] + options + ["renamed.c"], directory: dir.path)
            #expect(run.status == 0, "git blame \(options): \(run.stderr)")
            return run.text
        }
        let optionSets: [[String]] = [
            [], ["-w"], ["-M"], ["-C"], ["-C", "-C"], ["-w", "-M", "-C"], ["-wM"], ["-M20", "-C40"], ["--ignore-rev", ids["Formatter"]!],
            ["--ignore-rev=" + ids["Formatter"]!, "-w"], ["-L", "3,6"], ["-L2,+3", "-L", "/function_number_12/,+2"],
            ["-s", "-e", "-n", "-f"], [ids["Renamer"]!], [ids["Renamer"]!, "--"], ["--"],
        ]
        let unchanged = try git([])
        for options in optionSets {
            let expected = try git(options)
            let tinge = try InProcessRun.tinge(["blame"] + Self.plain + options + ["renamed.c"], directory: dir.path)
            #expect(tinge.status == 0 && tinge.stderr.isEmpty, "tinge blame \(options): \(tinge.stderr)")
            #expect(tinge.text == expected, "tinge blame \(options)")
            #expect(Self.commits(tinge.text) == Self.commits(expected), "tinge blame \(options)")
        }
        // The history does tell the options apart: each gives some line to another commit.
        let owners = Self.commits(unchanged)
        #expect(owners.filter { ids["Formatter"]!.hasPrefix($0) }.count == 2)
        #expect(Self.commits(try git(["-w"])) != owners)
        #expect(Self.commits(try git(["-M"])) != owners)
        #expect(Self.commits(try git(["-C"])) != Self.commits(try git(["-M"])))
        #expect(Self.commits(try git(["--ignore-rev", ids["Formatter"]!])) != owners)
        // Lines written before the rename show the name they had, as git shows them.
        #expect(unchanged.contains(" a.c ") && unchanged.contains(" renamed.c "))
    }

    @Test func theIgnoreRevsFileInGitConfigIsFollowed() throws {
        let (dir, ids) = try Self.repository()
        try dir.write(".git-blame-ignore-revs", ids["Formatter"]! + "\n")
        try dir.git("config", "blame.ignoreRevsFile", ".git-blame-ignore-revs")
        try dir.git("config", "blame.markIgnoredLines", "true")
        let git = try dir.git("blame", "renamed.c")
        #expect(git.contains("?"), "git marks the lines it gave past the ignored commit")
        let tinge = try InProcessRun.tinge(["blame", "renamed.c"] + Self.plain, directory: dir.path)
        #expect(tinge.text == git)
        #expect(!Self.commits(git).contains { ids["Formatter"]!.hasPrefix($0) })
        // `--no-ignore-revs-file` takes the config's file back, as in git.
        let unignored = try InProcessRun.tinge(["blame", "--no-ignore-revs-file", "renamed.c"] + Self.plain, directory: dir.path)
        #expect(unignored.text == (try dir.git("blame", "--no-ignore-revs-file", "renamed.c")))
        #expect(Self.commits(unignored.text).contains { ids["Formatter"]!.hasPrefix($0) })
    }

    @Test func coloredAndPorcelainItIsThePagersViewOfGitsBlame() throws {
        let (dir, _) = try Self.repository()
        for options in [["-C", "-w"], ["--porcelain"], ["--line-porcelain", "-L", "4,9"]] {
            let tinge = try InProcessRun.tinge(["blame"] + options + ["renamed.c", "--color=always", "--paging=never"], directory: dir.path)
            let blame = try ToolRun.run("git", ["blame"] + options + ["renamed.c"], directory: dir.path)
            let piped = try InProcessRun.tinge(["--color=always", "--paging=never", "--file-name=renamed.c"], input: blame.stdout, directory: dir.path)
            #expect(tinge.status == 0 && tinge.text == piped.text, "tinge blame \(options)")
            #expect(tinge.text.contains("\u{1B}["))
        }
    }

    @Test func contentsFromStandardInputAreHandedToGit() throws {
        let (dir, _) = try Self.repository()
        let text = Array(("a new first line\n" + (try String(contentsOfFile: dir.path + "/renamed.c", encoding: .utf8))).utf8)
        let tinge = try InProcessRun.tinge(["blame", "--contents", "-", "renamed.c"] + Self.plain, input: text, directory: dir.path)
        let git = try ToolRun.run("git", ["blame", "--contents", "-", "renamed.c"], input: text, directory: dir.path)
        #expect(tinge.status == 0 && Self.commits(tinge.text) == Self.commits(git.text))
        #expect(tinge.text.hasPrefix("00000000 renamed.c (Not Committed Yet "), "\(tinge.text.prefix(80))")
    }

    @Test func gitsFailuresAreToldAsGitTellsThem() throws {
        let (dir, _) = try Self.repository()
        let badRevision = try InProcessRun.tinge(["blame", "no-such-revision", "renamed.c"], directory: dir.path)
        #expect(badRevision.status == 128 && badRevision.stderr.hasPrefix("tinge: "))
        let badRange = try InProcessRun.tinge(["blame", "-L", "50,60", "renamed.c"], directory: dir.path)
        #expect(badRange.status == 128 && badRange.stderr == "tinge: file renamed.c has only 16 lines\n", "\(badRange.stderr)")
        #expect(try InProcessRun.tinge(["blame", "-L"], directory: dir.path).status == 2)
        #expect(try InProcessRun.tinge(["blame", "--no-such-option", "renamed.c"], directory: dir.path).status == 2)
    }

    /// A reader that quits early (the pager closed at once, `| head -1`): status 0, nothing on
    /// stderr, and no git left running.
    @Test func aReaderThatQuitsEarlyEndsItQuietly() throws {
        let (dir, _) = try Self.repository()
        // Enough lines to fill any pipe: the painter is still writing when the reader has gone.
        try dir.write("long.c", (1...20000).map { "int value_\($0) = \($0);" }.joined(separator: "\n") + "\n")
        try dir.git("add", "long.c")
        try dir.git("commit", "-qm", "long")
        // A git that leaves its process id behind, so the test can see that it is gone.
        let real = try ToolRun.run("sh", ["-c", "command -v git"]).text.trimmingCharacters(in: .whitespacesAndNewlines)
        try FileManager.default.createDirectory(atPath: dir.path + "/bin", withIntermediateDirectories: true)
        let wrapper = try dir.write("bin/git", "#!/bin/sh\necho $$ >> \(dir.path)/git.pids\nexec \(real) \"$@\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
        let path = dir.path + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let paged = try InProcessRun.tinge(["blame", "long.c", "--paging=always", "--color=always"], directory: dir.path,
                                      environment: ["PATH": path, "TINGE_PAGER": "true"])
        #expect(paged.status == 0 && paged.stderr.isEmpty, "\(paged.stderr)")
        let head = try ToolRun.run("bash", ["-c", "\(ToolRun.tinge) blame long.c --color=always --paging=never | head -1 >/dev/null; echo ${PIPESTATUS[0]}"],
                                   directory: dir.path, environment: ["PATH": path])
        #expect(head.text == "0\n" && head.stderr.isEmpty, "\(head.stderr)")
        let pids = try String(contentsOfFile: dir.path + "/git.pids", encoding: .utf8).split(separator: "\n")
        #expect(pids.count == 2)
        for pid in pids { #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"), "git \(pid) is still there") }
    }
}
