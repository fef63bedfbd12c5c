import Foundation
import TestSupport
import Testing

/// `tinge lint` end to end: each rule caught on a change staged in a real repository, and kept quiet where it must be.
@Suite struct LintCommandTests {
    /// A repository with a first commit of `files`, then `changes` staged on top.
    static func staged(_ files: [String: String], then changes: [String: [UInt8]], executable: [String] = []) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        for (path, text) in files { try dir.write(path, text) }
        try dir.write(".keep", "")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        for (path, bytes) in changes { try dir.write(path, bytes: bytes) }
        try dir.git("add", ".")
        for path in executable { try dir.git("update-index", "--chmod=+x", path) }
        return dir
    }

    /// The rules the JSON output names, and the exit status.
    func lint(_ dir: TemporaryDirectory, _ extra: [String] = []) throws -> (rules: [String], status: Int32, text: String) {
        let run = try InProcessRun.tinge(["lint", "--format=json"] + extra, directory: dir.path)
        let rules = run.text.split(separator: "\n").compactMap { line -> String? in
            let text = String(line)
            guard let r = text.firstRange(of: "\"rule\": \"") else { return nil }
            return String(text[r.upperBound...].prefix { $0 != "\"" })
        }
        return (rules, run.status, run.text)
    }

    @Test func everyRuleIsCaughtOnAStagedChange() throws {
        let key = "-----BEGIN OPENSSH " + "PRIVATE KEY-----\n" + String(repeating: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmU", count: 3) + "\n"
        let dir = try Self.staged(
            ["old.c": "int a;\n", "crlf.txt": "one\r\ntwo\r\n", "latin.txt": "plain\n", "Readme.md": "x\n"],
            then: [
                "conflict.py": Array("<<<<<<< HEAD\na = 1\n=======\na = 2\n>>>>>>> topic\n".utf8),
                "space.py": Array("x = 1   \n".utf8),
                "nonl.py": Array("x = 1".utf8),
                "crlf.txt": Array("one\r\ntwo\r\nthree\n".utf8),
                "latin.txt": [0x70, 0x6C, 0x61, 0x69, 0x6E, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A],
                "run.sh": Array("echo hi\n".utf8),
                "big.txt": Array(repeating: 0x61, count: 600 * 1024) + [0x0A],
                "id_ed25519": Array(key.utf8),
                "trojan.js": Array("let s = \"\u{202E}x\";\n".utf8),
                "debug.js": Array("debugger;\n".utf8),
                "old.c": Array("int a;\n/* never closed\n".utf8),
                "README.md": Array("y\n".utf8),
            ], executable: ["run.sh"])
        let result = try lint(dir)
        #expect(result.status == 1)
        for rule in ["conflict-marker", "whitespace", "missing-final-newline", "mixed-line-endings", "non-utf8",
                     "executable-without-shebang", "large-file", "private-key", "bidi-control", "debug-leftover",
                     "unterminated", "case-conflict"] {
            #expect(result.rules.contains(rule), "\(rule) not reported: \(result.text)")
        }
    }

    @Test func falsePositivesAreAvoided() throws {
        let dir = try Self.staged([:], then: [
            "app.js": Array("// debugger is mentioned here\nconst s = \"debugger\";\nfunction my_debugger() {}\n".utf8),
            "notes.md": Array("Title\n=======\n\nText.\n".utf8),
            "fixtures/keys.txt": Array(("AKIA" + "ABCDEFGHIJKLMNOP is a fixture\n").utf8),
        ])
        let flagged = try lint(dir)
        #expect(flagged.rules == ["private-key"])  // a key-like string is caught...
        try dir.write(".gitattributes", "fixtures/** tinge-lint-skip=private-key\n")
        try dir.git("add", ".gitattributes")
        let exempt = try lint(dir)  // ...until the fixtures are exempted
        #expect(exempt.rules.isEmpty, "\(exempt.text)")
        #expect(exempt.status == 0)
    }

    @Test func aCleanChangePassesAndWarningsDoNotFail() throws {
        let dir = try Self.staged(["a.py": "x = 1\n"], then: ["a.py": Array("x = 2\n".utf8), "b.py": Array("y = 1".utf8)])
        let result = try lint(dir)
        #expect(result.rules == ["missing-final-newline"])
        #expect(result.status == 0)
        let pretty = try InProcessRun.tinge(["lint"], directory: dir.path)
        #expect(pretty.text.contains("warning[missing-final-newline]"))
        #expect(pretty.text.hasSuffix("0 errors, 1 warning in 1 file\n"))
    }

    @Test func levelsAndRuleChoiceAreConfigurable() throws {
        let dir = try Self.staged([:], then: ["a.py": Array("x = 1   \n".utf8)])
        try dir.git("config", "tinge.lint.whitespace", "warning")
        let warned = try lint(dir)
        #expect(warned.status == 0)
        #expect(warned.text.contains("\"level\": \"warning\""))
        try dir.git("config", "tinge.lint.whitespace", "off")
        #expect(try lint(dir).rules.isEmpty)
        try dir.git("config", "--unset", "tinge.lint.whitespace")
        #expect(try lint(dir, ["--no-rule", "whitespace"]).rules.isEmpty)
        let skipped = try InProcessRun.tinge(["lint", "--format=json"], directory: dir.path, environment: ["TINGE_SKIP": "whitespace"])
        #expect(skipped.status == 0)
        let unknown = try InProcessRun.tinge(["lint", "--rule", "nonsense"], directory: dir.path)
        #expect(unknown.status == 2)
        let line = try #require(unknown.stderr.split(separator: "\n").first)
        #expect(line.hasPrefix("tinge: option '--rule' takes conflict-marker, ") && line.hasSuffix(", not 'nonsense'"))
    }

    /// Each bad option or setting: status 2 and a first line that names the option or key at fault
    /// (the line starts with the text before `…` and ends with the text after it).
    @Test(arguments: [
        (["--rule", "tabs"], "tinge: option '--rule' takes conflict-marker, whitespace, …, not 'tabs'"),
        (["--no-rule", "tabs"], "tinge: option '--no-rule' takes conflict-marker, …, not 'tabs'"),
        (["--format", "xml"], "tinge: option '--format' takes pretty, json or github, not 'xml'"),
        (["--format"], "tinge: option '--format' needs a value"),
        (["--theme", "solarized"], "tinge: option '--theme' takes a theme (dark, light, github-dark"),
        (["--color", "sometimes"], "tinge: option '--color' takes auto, always or never, not 'sometimes'"),
        (["--staged=yes"], "tinge: option '--staged' takes no value"),
        (["--bogus"], "tinge: unknown option '--bogus'"),
        (["HEAD", "HEAD~1"], "tinge: 'lint' takes one revision range, not 'HEAD~1'"),
        (["--rule", "a\u{1B}[2J"], "tinge: option '--rule' takes …, not 'a^[[2J'"),
        (["--theme", "a\u{1B}[2J"], "tinge: option '--theme' takes a theme (…, not 'a^[[2J'"),
    ])
    func optionErrorsNameTheOption(_ arguments: [String], _ first: String) throws {
        let dir = try Self.staged([:], then: ["a.py": Array("x = 1   \n".utf8)])
        let run = try InProcessRun.tinge(["lint"] + arguments, directory: dir.path)
        #expect(run.status == 2)
        let line = try #require(run.stderr.split(separator: "\n").first)
        let parts = first.components(separatedBy: "…")
        #expect(line.hasPrefix(parts[0]) && (parts.count == 1 || line.hasSuffix(parts[1])), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [("tinge.lint.whitespace", "loud", "tinge: git config tinge.lint.whitespace: 'loud' is not error, warning or off"),
                      ("tinge.lint.maxFileKB", "big", "tinge: git config tinge.lint.maxFileKB: 'big' is not a number of KB")])
    func badSettingsNameTheKey(_ key: String, _ value: String, _ first: String) throws {
        let dir = try Self.staged([:], then: ["a.py": Array("x = 1\n".utf8)])
        try dir.git("config", key, value)
        let run = try InProcessRun.tinge(["lint"], directory: dir.path)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == first, "\(run.stderr)")
    }

    /// TINGE_SKIP naming no rule skips nothing and says so in one line; the rules it names are skipped.
    @Test func anUnknownRuleInTingeSkipIsWarnedAbout() throws {
        let dir = try Self.staged([:], then: ["a.py": Array("x = 1   \ny = 2".utf8)])
        let run = try InProcessRun.tinge(["lint", "--format=json"], directory: dir.path,
                                    environment: ["TINGE_SKIP": "tabs, whitespace,trailing\u{1B}[2J"])
        #expect(run.status == 0, "whitespace is skipped: \(run.text)")
        #expect(run.text.contains("missing-final-newline") && !run.text.contains("\"whitespace\""))
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(run.stderr)")
        #expect(lines.first?.hasPrefix("tinge: warning: TINGE_SKIP names unknown rule 'tabs' (rules: ") == true)
        #expect(lines.last?.hasPrefix("tinge: warning: TINGE_SKIP names unknown rule 'trailing^[[2J' (rules: ") == true)
    }

    /// A path's `whitespace` attribute wins over core.whitespace, as with `git diff --check`.
    @Test func whitespaceAttributePerPath() throws {
        let dir = try Self.staged([".gitattributes": "*.md whitespace=-trailing-space\n*.txt -whitespace\n"],
                                  then: ["a.md": Array("x  \n".utf8), "b.txt": Array("y  \n".utf8), "c.py": Array("z  \n".utf8)])
        let result = try lint(dir)
        #expect(result.rules == ["whitespace"])
        #expect(result.text.contains("\"path\": \"c.py\""))
        let git = try ToolRun.run("git", ["diff", "--cached", "--check"], directory: dir.path)
        #expect(git.text.contains("c.py"))
        #expect(!git.text.contains("a.md") && !git.text.contains("b.txt"))
    }

    /// `git --git-dir=… --work-tree=…` (and hooks, which git runs with GIT_DIR set) find the repository through the environment.
    @Test func aSeparateGitDirAndWorkTree() throws {
        let dir = try Self.staged([:], then: ["a.py": Array("x = 1   \n".utf8)])
        let elsewhere = try TemporaryDirectory()
        let run = try InProcessRun.tinge(["lint", "--format=github"], directory: elsewhere.path,
                                    environment: ["GIT_DIR": dir.path + "/.git", "GIT_WORK_TREE": dir.path])
        #expect(run.status == 1)
        #expect(run.text.hasPrefix("::error file=a.py,line=1"))
    }

    @Test func githubFormatAndNoRepository() throws {
        let dir = try Self.staged([:], then: ["a.py": Array("x = 1   \n".utf8)])
        let github = try InProcessRun.tinge(["lint", "--format=github"], directory: dir.path)
        #expect(github.text.hasPrefix("::error file=a.py,line=1,col=6,title=whitespace::"))
        let outside = try TemporaryDirectory()
        let none = try InProcessRun.tinge(["lint"], directory: outside.path)
        #expect(none.status == 2)
        #expect(none.stderr.hasPrefix("tinge: lint: not a git repository"))
    }
}

/// `tinge lint | head`: the reader may go away early; lint ends quietly, its status unchanged.
@Suite struct LintClosedPipeTests {
    @Test(arguments: ["pretty", "json", "github"])
    func aClosedPipeEndsQuietlyWithTheFindingsStatus(_ format: String) throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        // Far more output than a pipe holds, so tinge is still writing when head is gone.
        for n in 0..<400 { try dir.write("f\(n).py", String(repeating: "x = 1  \n", count: 10)) }
        try dir.git("add", ".")
        let script = "timeout 60 '\(ToolRun.tinge)' lint --format=\(format) 2>'\(dir.path)/err' | head -1 >/dev/null; echo ${PIPESTATUS[0]}"
        let run = try ToolRun.run("bash", ["-c", script], directory: dir.path)
        #expect(run.text == "1\n", "status \(run.text)")
        #expect(FileManager.default.contents(atPath: dir.path + "/err")?.isEmpty == true)
        // And with no errors, 0.
        try dir.git("config", "tinge.lint.whitespace", "warning")
        let warned = try ToolRun.run("bash", ["-c", script], directory: dir.path)
        #expect(warned.text == "0\n", "status \(warned.text)")
    }

    /// Issue 21: 10,000 U+202E on one 30 KB line made the hook print 300 MB, the line once a
    /// finding. Each finding is still named, once, and the output stays near the input's size.
    @Test func theHookPrintsALineOfManyFindingsOnce() throws {
        let line = String(repeating: "x\u{202E}", count: 3000) + "\n"
        let dir = try LintCommandTests.staged([:], then: ["t.js": Array(line.utf8)])
        for arguments in [["lint", "--hook"], ["lint"]] {
            let run = try InProcessRun.tinge(arguments, directory: dir.path)
            let output = run.stdout.count + run.stderr.utf8.count
            #expect(run.status != 0)
            #expect(output < 4 * line.utf8.count + 400 * 3000, "\(arguments): \(output) bytes for \(line.utf8.count)")
            #expect((run.text + run.stderr).components(separatedBy: "--> t.js:1:").count - 1 == 3000, "\(arguments)")
        }
    }
}
