import Foundation
import TestSupport
import Testing

/// The pager end to end: the built binary fed by real git in throwaway repositories.
@Suite struct PagerTests {
    /// A repository with a few commits whose hunks sit inside multi-line constructs.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        // Each change sits more than three lines inside its construct, so the hunk alone cannot tell.
        let filler = (1...6).map { "   filler \($0) if (x) { return 0; }\n" }.joined()
        func files(_ changed: String) throws {
            try dir.write("comment.c", "int a;\n/* a block comment\n\(filler)   \(changed)\n   and ends */\nint b;\n")
            try dir.write("strings.py", "x = 1\nDOC = \"\"\"\n\(filler)\(changed) if x else y\nlast\n\"\"\"\ny = 2\n")
            try dir.write("deploy.sh", "echo start\ncat <<EOF\n\(filler)\(changed); rm -rf x\nEOF\necho end\n")
            try dir.write("README.md", "# Title\n\n```swift\nlet a = 1\n\(filler)let b = \"\(changed)\"\n```\n")
        }
        try files("original words")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try files("changed words")
        try dir.git("commit", "-qam", "second")
        return dir
    }

    @Test func colorOnlyKeepsEveryLineAndItsText() throws {
        let dir = try Self.repository()
        let diff = try ToolRun.run("git", ["-c", "color.diff=always", "log", "-p", "--stat"], directory: dir.path)
        let run = try InProcessRun.tinge(["--color-only"], input: diff.stdout, directory: dir.path)
        #expect(run.status == 0)
        let inLines = ANSIColors.text(diff.text).split(separator: "\n", omittingEmptySubsequences: false)
        let outLines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(inLines.count == outLines.count)
        #expect(outLines.map { ANSIColors.text(String($0)) } == inLines.map(String.init))
    }

    /// Input git did not color: every escape in it is content, and each output line, colors
    /// aside, is its input line with control characters shown.
    @Test func colorOnlyKeepsLinesOfGarbage() throws {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["diff --git a/x b/x", "@@ -1,3 +1,3 @@", "@@ -1 +1 @@ f()", "+added", "-removed", " context", "\\ No newline at end of file",
                      "--- a/x", "+++ b/x", "index 123..456 100644", "commit 0123456789abcdef", "garbage", "", "\t\u{1B}[31mred\u{1B}[0m",
                      "+\u{1B}[8mhidden\u{1B}[m", " \u{1B}]0;x\u{07}", "-\u{1B}c"]
        for _ in 0..<20 {
            var text = "garbage\n"
            for _ in 0..<Int.random(in: 1...60, using: &rng) { text += pieces.randomElement(using: &rng)! + "\n" }
            let run = try InProcessRun.tinge(["--color-only"], input: Array(text.utf8))
            #expect(run.status == 0)
            let inLines = text.split(separator: "\n", omittingEmptySubsequences: false).map { ANSIColors.visible(String($0)) }
            let outLines = run.text.split(separator: "\n", omittingEmptySubsequences: false).map { ANSIColors.text(String($0)) }
            #expect(outLines == inLines)
        }
    }

    /// The colors of each added or context line equal the colors `tinge highlight` gives that line
    /// in the whole new file: the hunk sits inside a comment, a string, a heredoc, a fence.
    @Test func hunkLinesAreColoredWithWholeFileContext() throws {
        let dir = try Self.repository()
        for file in ["comment.c", "strings.py", "deploy.sh", "README.md"] {
            let diff = try ToolRun.run("git", ["diff", "HEAD~1", "--", file], directory: dir.path)
            let painted = try InProcessRun.tinge(["--color-only"], input: diff.stdout, directory: dir.path,
                                            environment: ["COLORTERM": "truecolor"])
            let whole = try InProcessRun.tinge(["highlight", "--color=always", "--paging=never", file], directory: dir.path,
                                          environment: ["COLORTERM": "truecolor"])
            let fileLines = whole.text.split(separator: "\n", omittingEmptySubsequences: false).map { ANSIColors.cells(String($0)) }
            var compared = 0
            for line in painted.text.split(separator: "\n") {
                let cells = ANSIColors.cells(String(line))
                guard let marker = cells.first?.character, marker == "+" || marker == " " else { continue }
                let content = Array(cells.dropFirst())
                guard let match = fileLines.firstIndex(where: { $0.map(\.character) == content.map(\.character) }) else { continue }
                #expect(content.map(\.foreground) == fileLines[match].map(\.foreground), "\(file): \(line)")
                compared += 1
            }
            #expect(compared >= 4, "\(file): too few lines compared")
            // The same diff with each hunk on its own loses the context: the check above has teeth.
            let alone = try InProcessRun.tinge(["--color-only", "--context=hunk"], input: diff.stdout, directory: dir.path,
                                          environment: ["COLORTERM": "truecolor"])
            #expect(alone.text != painted.text, "\(file): hunk-only coloring should differ")
        }
    }

    /// A file over `--context-limit` is not read whole: its hunks are colored on their own, and
    /// its title says why; the limit comes from git config too.
    @Test func aFileOverTheContextLimitGetsHunkContextAndSaysSo() throws {
        let dir = try Self.repository()
        let diff = try ToolRun.run("git", ["diff", "HEAD~1", "--", "strings.py"], directory: dir.path)
        let env = ["COLORTERM": "truecolor"]
        let limited = try InProcessRun.tinge(["--color=always", "--context-limit=100"], input: diff.stdout, directory: dir.path, environment: env)
        #expect(limited.status == 0)
        #expect(ANSIColors.text(limited.text).contains("strings.py (hunk context: 256 bytes, over the 100 bytes limit)"))
        let alone = try InProcessRun.tinge(["--color=always", "--context=hunk"], input: diff.stdout, directory: dir.path, environment: env)
        let body = { (text: String) in text.split(separator: "\n").dropFirst(3).joined(separator: "\n") }
        #expect(body(limited.text) == body(alone.text))
        let whole = try InProcessRun.tinge(["--color=always"], input: diff.stdout, directory: dir.path, environment: env)
        #expect(!ANSIColors.text(whole.text).contains("hunk context"))
        #expect(body(whole.text) != body(alone.text))
        try dir.git("config", "tinge.contextLimit", "1k")
        let fromConfig = try InProcessRun.tinge(["--color=always"], input: diff.stdout, directory: dir.path, environment: env)
        #expect(fromConfig.text == whole.text)
        try dir.git("config", "tinge.contextLimit", "100")
        let small = try InProcessRun.tinge(["--color=always"], input: diff.stdout, directory: dir.path, environment: env)
        #expect(small.text == limited.text)
        try dir.git("config", "tinge.contextLimit", "lots")
        let bad = try InProcessRun.tinge(["--color=always"], input: diff.stdout, directory: dir.path, environment: env)
        // A typo there is a warning; the default (1m) is used, and the diff shown whole.
        #expect(bad.status == 0)
        #expect(bad.stderr.hasPrefix("tinge: warning: git config tinge.contextLimit"))
        #expect(bad.text == whole.text)
    }

    /// A path's language comes from `.gitattributes` (also in a subfolder): `linguist-language`
    /// first, then, for a name that says nothing, the `diff=` driver; as if `--language` said so.
    @Test func attributesChooseALanguageAsLanguageWould() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("views/.gitattributes", "*.tpl linguist-language=Python\n")
        try dir.write(".gitattributes", "tools/* diff=python\n")
        let code = { (n: Int) in "def f():\n    return \(n)  # done\n" }
        for name in ["views/page.tpl", "tools/build", "other/page.tpl"] { try dir.write(name, code(1)) }
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "one")
        for name in ["views/page.tpl", "tools/build", "other/page.tpl"] { try dir.write(name, code(2)) }
        let env = ["COLORTERM": "truecolor"]
        func painted(_ path: String, _ options: [String] = []) throws -> String {
            let diff = try ToolRun.run("git", ["diff", "--", path], directory: dir.path)
            return try InProcessRun.tinge(["--color-only"] + options, input: diff.stdout, directory: dir.path, environment: env).text
        }
        #expect(try painted("views/page.tpl") == painted("views/page.tpl", ["--language", "python"]))
        #expect(try painted("tools/build") == painted("tools/build", ["--language", "python"]))
        #expect(try painted("other/page.tpl") != painted("other/page.tpl", ["--language", "python"]))
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let dir = try Self.repository()
        for _ in 0..<30 { try dir.write("big.txt", String(repeating: "line\n", count: 2000) + UUID().uuidString); try dir.git("add", "."); try dir.git("commit", "-qm", "more") }
        // Under a timeout: a tinge that waits forever once the reader is gone fails here, not hangs.
        let script = "git log -p | timeout 60 '\(ToolRun.tinge)' --color=always --paging=never 2>'\(dir.path)/err' | head -1 >/dev/null; echo ${PIPESTATUS[1]}"
        let run = try ToolRun.run("bash", ["-c", script], directory: dir.path)
        #expect(run.text == "0\n")
        #expect((FileManager.default.contents(atPath: dir.path + "/err") ?? Data([1])).isEmpty)
    }

    @Test func asGitsPagerThroughATerminal() throws {
        let dir = try Self.repository()
        // `script` gives git a terminal, so git starts its pager; TINGE_PAGER=cat keeps less out of it.
        let run = try ToolRun.run("script", ["-qc", "git -c core.pager='\(ToolRun.tinge)' log -p -1", "/dev/null"],
                                  directory: dir.path, environment: ["TINGE_PAGER": "cat"])
        #expect(run.status == 0)
        let text = ANSIColors.text(run.text)
        #expect(text.contains("comment.c"))
        #expect(text.contains("changed words"))
        #expect(run.text.contains("\u{1B}["))
    }

    @Test func addPatchWithTheDiffFilterStagesWhatWasChosen() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("f.py", (1...12).map { "line\($0) = \($0)\n" }.joined())
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.write("f.py", (1...12).map { $0 == 2 || $0 == 11 ? "line\($0) = \($0 * 100)\n" : "line\($0) = \($0)\n" }.joined())
        try dir.write("answers", "s\ny\nn\n")
        let command = "git -c interactive.diffFilter='\(ToolRun.tinge) --color-only' -c color.ui=always add -p < answers"
        let run = try ToolRun.run("script", ["-qc", command, "/dev/null"], directory: dir.path)
        #expect(run.status == 0)
        #expect(!run.text.contains("mismatched output"))
        #expect(run.text.contains("\u{1B}[1;"))  // tinge's bold markers came through
        let staged = try dir.git("diff", "--cached")
        #expect(staged.contains("+line2 = 200"))
        #expect(!staged.contains("line11 = 1100"))
    }
}

/// A pager setting that names tinge itself must not start tinge as its own pager without end.
@Suite struct PagerLoopTests {
    static let diff = Array("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n".utf8)

    /// Runs tinge on a terminal (`script` gives it one, so every tinge started as a pager would
    /// page again), under a time limit that a loop would run into.
    static func run(_ environment: [String: String], in dir: TemporaryDirectory) throws -> ToolRun {
        let input = try dir.write("input.diff", bytes: diff)
        let command = "'\(ToolRun.tinge)' --color=never < '\(input)'"
        return try ToolRun.run("timeout", ["20", "script", "-qec", command, "/dev/null"], directory: dir.path,
                               environment: environment.merging(["LESS": "FRX", "PATH": dir.path + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "")]) { a, _ in a })
    }

    @Test func pagerSettingsNamingTingeFallBackToLess() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let wrapper = try dir.write("bin/mypager", "#!/bin/sh\nexec '\(ToolRun.tinge)' \"$@\"\n")
        #expect(chmod(wrapper, 0o755) == 0)
        let copy = dir.path + "/bin/differently-named"
        try FileManager.default.copyItem(atPath: ToolRun.tinge, toPath: copy)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/bin/tinge", withDestinationPath: ToolRun.tinge)
        let cases: [(String, [String: String])] = [
            ("TINGE_PAGER=tinge", ["TINGE_PAGER": "tinge"]),
            ("TINGE_PAGER=/path/to/tinge", ["TINGE_PAGER": ToolRun.tinge + " --color=never"]),
            ("TINGE_PAGER=a copy under another name", ["TINGE_PAGER": copy]),
            ("PAGER=tinge", ["PAGER": "tinge"]),
            ("TINGE_PAGER=a script that runs tinge", ["TINGE_PAGER": wrapper]),
        ]
        for (name, environment) in cases {
            let run = try Self.run(environment, in: dir)
            #expect(run.status == 0, "\(name): status \(run.status) \(run.stderr)")
            #expect(ANSIColors.text(run.text).contains("+new"), "\(name)")
        }
        try dir.git("config", "tinge.pager", "tinge")
        let configured = try Self.run([:], in: dir)
        #expect(configured.status == 0, "tinge.pager = tinge: \(configured.stderr)")
        #expect(configured.text.contains("+new"))
    }

    /// Issue 21: a wrapper hides tinge from `Pager.isTinge`; the tinge it starts reads tinge's
    /// painted output and must hand it on as it is, not show its SGRs as `^[[…`.
    @Test func tingeAsItsOwnPagerThroughAWrapperPassesItsOutputThrough() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let script = try dir.write("bin/mypager", "#!/bin/sh\n'\(ToolRun.tinge)' \"$@\"\n")
        #expect(chmod(script, 0o755) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/bin/tinge", withDestinationPath: ToolRun.tinge)
        let input = try dir.write("input.diff", bytes: Self.diff)
        func painted(_ pager: String) throws -> ToolRun {
            let command = "'\(ToolRun.tinge)' --color=always --paging=always < '\(input)'"
            return try ToolRun.run("timeout", ["20", "script", "-qec", command, "/dev/null"], directory: dir.path,
                                   environment: ["TINGE_PAGER": pager, "COLORFGBG": "15;0", "TERM": "dumb",
                                                 "PATH": dir.path + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "")])
        }
        let direct = try painted("cat")
        #expect(direct.status == 0 && direct.text.contains("\u{1B}["), "\(direct.stderr)")
        for wrapper in ["env tinge", "sh -c tinge", "sh -c 'exec tinge --color=never'", script] {
            let run = try painted(wrapper)
            #expect(run.status == 0, "\(wrapper): \(run.stderr)")
            #expect(!run.text.contains("^["), "\(wrapper): \(run.text)")
            #expect(run.text == direct.text, "\(wrapper)")
        }
        // Under the pager, a tinge that reads another pipe (a command run from less) paints.
        let underPager = try InProcessRun.tinge(["--color=never"], input: Self.diff, environment: ["TINGE_PAGING": "1"])
        #expect(!underPager.text.contains("diff --git") && underPager.text.contains("+new"), "\(underPager.text)")
    }
}

/// `git log --graph` input: the drawing takes columns of the width too.
@Suite struct GraphWidthTests {
    @Test func graphLinesFitTheWidth() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("a.txt", "one\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "one")
        try dir.git("checkout", "-qb", "side")
        try dir.write("b.txt", "short\n" + String(repeating: "long words ", count: 12) + "\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "side")
        try dir.git("checkout", "-q", "-")
        try dir.write("a.txt", "two\n")
        try dir.git("commit", "-qam", "two")
        try dir.git("merge", "-q", "--no-edit", "side")
        let log = try ToolRun.run("git", ["log", "--graph", "-p", "--color=always"], directory: dir.path)
        for wrap in [false, true] {
            let run = try InProcessRun.tinge(["--color=always", "--width=40", "--paging=never"] + (wrap ? ["--wrap"] : []), input: log.stdout,
                                        directory: dir.path)
            let lines = ANSIColors.text(run.text).split(separator: "\n").map(String.init)
            // Short lines' backgrounds fill the width exactly, graph included.
            #expect(lines.contains { $0.hasPrefix("| | +short") && $0.count == 40 }, "wrap \(wrap): \(lines)")
            if wrap {
                #expect(lines.allSatisfy { $0.count <= 40 || !$0.contains("words") }, "\(lines)")
                // The graph goes on beside a wrapped line, and a wrap marker stands in the marker column.
                let first = lines.firstIndex { $0.hasPrefix("| | +long words") }
                #expect(first.map { lines[$0 + 1].hasPrefix("| | ↪") && lines[$0 + 1].count == 40 } == true, "\(lines)")
            }
        }
    }
}

/// Titles, widths and gutters on inputs that once came out wrong.
@Suite struct PagerLayoutTests {
    static func change(in dir: TemporaryDirectory) throws {
        try dir.git("init", "-q")
        try dir.write("app.py", "x = 1\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "one")
        try dir.write("app.py", "x = 2\n")
    }

    /// Other prefixes than `a/` and `b/` name one file, not a rename.
    @Test func prefixesAreNotRenames() throws {
        let dir = try TemporaryDirectory()
        try Self.change(in: dir)
        for prefixes in [["--src-prefix=old/", "--dst-prefix=new/"], ["--no-prefix"], ["--src-prefix=left/", "--dst-prefix=right/"]] {
            let diff = try ToolRun.run("git", ["diff"] + prefixes, directory: dir.path)
            let run = try InProcessRun.tinge(["--color=never"], input: diff.stdout, directory: dir.path)
            #expect(ANSIColors.text(run.text).split(separator: "\n").first == "app.py", "\(prefixes)")
        }
        // Two files compared are still two.
        try dir.write("other.py", "x = 3\n")
        let noIndex = try ToolRun.run("git", ["diff", "--no-index", "app.py", "other.py"], directory: dir.path)
        let run = try InProcessRun.tinge(["--color=never"], input: noIndex.stdout, directory: dir.path)
        #expect(ANSIColors.text(run.text).split(separator: "\n").first == "app.py → other.py")
    }

    /// A COLUMNS that is no width is ignored, as git ignores it: git's output is never lost.
    @Test func aBadColumnsIsIgnored() throws {
        let dir = try TemporaryDirectory()
        try Self.change(in: dir)
        let diff = try ToolRun.run("git", ["diff"], directory: dir.path)
        for columns in ["0", "999999", "-3", "wide"] {
            let run = try InProcessRun.tinge(["--color=always"], input: diff.stdout, directory: dir.path, environment: ["COLUMNS": columns])
            #expect(run.status == 0, "COLUMNS=\(columns): \(run.stderr)")
            #expect(ANSIColors.text(run.text).contains("+x = 2"), "COLUMNS=\(columns)")
        }
        let narrow = try InProcessRun.tinge(["--color=always"], input: diff.stdout, directory: dir.path, environment: ["COLUMNS": "30"])
        #expect(ANSIColors.text(narrow.text).split(separator: "\n").contains { $0.hasPrefix("+x = 2") && $0.count == 30 })
    }

    /// Line numbers of five digits and more widen the gutter for the whole file, and every
    /// padded line is exactly as wide as asked, gutter included.
    @Test func theGutterKeepsOneWidthDownAFile() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let lines = (1...10_010).map { "line \($0)\n" }
        try dir.write("long.txt", lines.joined())
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "one")
        var changed = lines
        for n in [4, 9_998, 10_001] { changed[n] = "CHANGED \(n)\n" }
        try dir.write("long.txt", changed.joined())
        let diff = try ToolRun.run("git", ["diff"], directory: dir.path)
        let run = try InProcessRun.tinge(["--color=always", "-n", "--width=50"], input: diff.stdout, directory: dir.path)
        let numbered = ANSIColors.text(run.text).split(separator: "\n").filter { $0.contains("│") }
        #expect(numbered.count > 10)
        let bars = Set(numbered.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "│")!) })
        #expect(bars == [12], "\(numbered)")  // two five-digit numbers and their spaces
        #expect(numbered.filter { $0.contains("CHANGED") }.allSatisfy { $0.count == 50 })
    }

    /// Side by side needs a hunk's lines together, so uncolored output paints whole files too:
    /// `--color=never -s` is side by side, as colored output is.
    @Test func sideBySideWithoutColors() throws {
        let dir = try PagerTests.repository()
        let diff = try ToolRun.run("git", ["diff", "HEAD~1", "--", "comment.c"], directory: dir.path)
        let plain = try InProcessRun.tinge(["--color=never", "-s", "--width=80"], input: diff.stdout, directory: dir.path)
        let colored = try InProcessRun.tinge(["--color=always", "-s", "--width=80"], input: diff.stdout, directory: dir.path)
        let pair = plain.text.split(separator: "\n").filter { $0.hasPrefix("-") && $0.contains("│+") }
        #expect(pair.count == 1, "\(plain.text)")
        #expect(pair.first?.contains("original words") == true && pair.first?.contains("changed words") == true)
        let coloredLines = ANSIColors.text(colored.text).split(separator: "\n")
        #expect(coloredLines.contains { $0.hasPrefix(pair.first.map(String.init) ?? "?") })
    }
}
