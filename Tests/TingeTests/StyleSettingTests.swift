import Foundation
import TestSupport
import Testing
import Theme

@testable import TingeCLI

/// `tinge.style.ELEMENT` and `--style ELEMENT=STYLE`: a user's style laid over the theme,
/// the command line over `git -c` over the config files, and checked like every other value.
@Suite struct StyleSettingTests {
    /// A repository whose one commit changes a word of a Python function.
    static func repository() throws -> TemporaryDirectory {
        try TemporaryDirectory.repository(
            "a.py", first: "def area(r):\n    # the circle's\n    return 3.14 * r * r\n",
            second: "def area(r):\n    # the circle's\n    return 3.14159 * r * r\n", commitsChange: true)
    }

    static let colors = ["--color=always", "--paging=never"]
    static let truecolor = ["COLORTERM": "truecolor", "TERM": "xterm-256color"]

    /// The SGR codes of the foreground where `needle` is first shown.
    static func foreground(of needle: String, _ run: ToolRun) -> String? {
        ANSIColors.foreground(of: needle, in: run.text)
    }

    /// A hunk header and changed words restyled, at 24-bit and at 256 colors, kept as a golden
    /// listing with the escapes shown.
    @Test(arguments: [("truecolor", truecolor), ("256", ["TERM": "xterm-256color"])])
    func aStyledDiffAsPainted(_ name: String, _ environment: [String: String]) throws {
        let dir = try Self.repository()
        let diff = try ToolRun.run("git", ["show"], directory: dir.path)
        let run = try InProcessRun.tinge(
            Self.colors + ["--style", "hunk-header=bold yellow", "--style", "minus-emph=syntax #880000 ul",
                           "--style", "plus=normal 22", "--style", "file=reverse 214"],
            input: diff.stdout, directory: dir.path, environment: environment)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let listing = run.text.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.contains("a.py") }
            .joined(separator: "\n").replacing("\u{1B}", with: "␛")
        let problem = Golden.mismatch(listing, path: Golden.directory(of: #filePath) + "/Golden/styles-\(name).txt")
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Without a style, the same command paints as the theme alone does; with one, only what it names changes.
    @Test func aStyleChangesOnlyItsElement() throws {
        let dir = try Self.repository()
        let diff = try ToolRun.run("git", ["show"], directory: dir.path)
        let plain = try InProcessRun.tinge(Self.colors, input: diff.stdout, directory: dir.path, environment: Self.truecolor)
        let styled = try InProcessRun.tinge(Self.colors + ["--style=hunk-header=bold yellow"], input: diff.stdout,
                                            directory: dir.path, environment: Self.truecolor)
        let (a, b) = (plain.text.split(separator: "\n"), styled.text.split(separator: "\n"))
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) where x != y {
            #expect(ANSIColors.text(String(y)).hasPrefix("@@ -1,3 +1,3 @@"), "only the hunk header differs: \(y)")
        }
        #expect(Self.foreground(of: "@@ -1,3", styled) == "1;fg33")
        #expect(Self.foreground(of: "@@ -1,3", plain) != "1;fg33")
    }

    /// `--style` on the command line over `git -c`, over the repository's config.
    @Test func theCommandLineWinsOverGitDashCWhichWinsOverConfig() throws {
        let dir = try Self.repository()
        try dir.git("config", "tinge.style.hunk-header", "red")
        try dir.git("config", "tinge.style.file", "magenta")
        let diff = try ToolRun.run("git", ["show"], directory: dir.path)
        let dashC = ["GIT_CONFIG_PARAMETERS": "'tinge.style.hunk-header'='green'"]
        let config = try InProcessRun.tinge(Self.colors, input: diff.stdout, directory: dir.path)
        let gitC = try InProcessRun.tinge(Self.colors, input: diff.stdout, directory: dir.path, environment: dashC)
        let flag = try InProcessRun.tinge(Self.colors + ["--style", "hunk-header=blue"], input: diff.stdout,
                                          directory: dir.path, environment: dashC)
        #expect(Self.foreground(of: "@@ -1,3", config) == "fg31")
        #expect(Self.foreground(of: "@@ -1,3", gitC) == "fg32")
        #expect(Self.foreground(of: "@@ -1,3", flag) == "fg34")
        // Each element on its own: the file's title keeps the config's style throughout.
        for run in [config, gitC, flag] {
            #expect(Self.foreground(of: "a.py", run) == "fg35")
            #expect(run.stderr.isEmpty)
        }
    }

    /// `tinge show` reads the repository's config, and git's own pager run gets `git -c`.
    @Test func throughRealGitConfig() throws {
        let dir = try Self.repository()
        try dir.git("config", "tinge.style.file", "bold ul brightcyan")
        let show = try InProcessRun.tinge(["show"] + Self.colors, directory: dir.path)
        #expect(show.status == 0)
        #expect(Self.foreground(of: "a.py", show) == "1;4;fg96")
        #expect(show.text.contains("\u{1B}[1;4;96ma.py"), "\(show.text)")
        // git starting tinge as its pager, in a terminal, with a style on git's command line.
        let command = "git -c tinge.style.hunk-header='bold #102030' -c core.pager='\(ToolRun.tinge)' show"
        let run = try ToolRun.run("script", ["-qc", command, "/dev/null"], directory: dir.path,
                                  environment: ["TINGE_PAGER": "cat", "HOME": dir.path, "COLORTERM": "truecolor"])
        #expect(run.status == 0)
        #expect(run.text.contains("\u{1B}[1;38;2;16;32;48m@@ -1,3 +1,3 @@"), "\(run.text)")
        #expect(run.text.contains("\u{1B}[1;4;96ma.py"), "the repository's style too")
    }

    /// A bad flag: one line naming the word at fault, and a piped input comes back unchanged.
    @Test(arguments: [
        ("hunk-headr=bold", "tinge: option '--style': 'hunk-headr' is not a style element (see 'tinge help styles')"),
        ("hunk-header=bold yelow", "tinge: option '--style': in 'hunk-header=bold yelow', 'yelow' is not a color or attribute"),
        ("file=syntax", "tinge: option '--style': in 'file=syntax', 'syntax' is for code lines (minus, plus, …), not file"),
        ("bold", "tinge: option '--style': 'bold' is not ELEMENT=STYLE (see 'tinge help styles')"),
    ])
    func aBadFlagIsOneLineAndTheInputPassesThrough(_ value: String, _ message: String) throws {
        let dir = try Self.repository()
        let diff = try ToolRun.run("git", ["show", "--color=always"], directory: dir.path)
        let run = try InProcessRun.tinge(["--style", value], input: diff.stdout, directory: dir.path)
        #expect(run.status == 2)
        #expect(run.stdout == diff.stdout)
        #expect(run.stderr == message + " (the input follows unchanged)\n")
    }

    /// A bad style in a config file: one warning naming the key, its file and line, and the
    /// word; the diff is shown with the theme's style for it, and the good styles applied.
    @Test func aBadStyleInAConfigFileIsOneWarningAndTheThemesStyleIsKept() throws {
        let dir = try Self.repository()
        let diff = try ToolRun.run("git", ["show"], directory: dir.path)
        func home(_ lines: String) throws -> TemporaryDirectory {
            let home = try TemporaryDirectory()
            try home.write(".gitconfig", "[user]\n\tname = Someone\n[tinge \"style\"]\n\tfile = magenta\n" + lines)
            return home
        }
        let bad = try home("\thunk-header = bold yelow\n\tminus-emp = red\n"), good = try home("")
        // A process each: libgit2 finds the global config by the process's HOME.
        let run = try ToolRun.tinge(Self.colors, input: diff.stdout, directory: dir.path, environment: ["HOME": bad.path])
        let clean = try ToolRun.tinge(Self.colors, input: diff.stdout, directory: dir.path, environment: ["HOME": good.path])
        #expect(run.status == 0)
        #expect(run.stdout == clean.stdout, "the theme's hunk header, the good style's file title")
        #expect(ANSIColors.foreground(of: "a.py", in: run.text) == "fg35")
        let file = "\(bad.path)/.gitconfig"
        #expect(run.stderr == """
            tinge: warning: git config tinge.style.hunk-header (global: \(file):5): 'bold yelow': 'yelow' is not a color or attribute; using the theme's
            tinge: warning: git config tinge.style.minus-emp (global: \(file):6): 'minus-emp' is not a style element (see 'tinge help styles'); using the theme's

            """)
        // tinge config lists each style set, the bad ones marked.
        let config = try ToolRun.tinge(["config"], directory: dir.path, environment: ["HOME": bad.path])
        let lines = config.text.split(separator: "\n").filter { $0.hasPrefix("tinge.style.") }
        #expect(lines.count == 3, "\(config.text)")
        #expect(lines.contains { $0.hasPrefix("tinge.style.file ") && $0.contains(" magenta ") && !$0.contains("[invalid") })
        #expect(lines.contains { $0.hasPrefix("tinge.style.hunk-header ") && $0.hasSuffix("[invalid: 'yelow' is not a color or attribute; using the theme's]") })
        #expect(config.stderr.isEmpty)
    }

    /// `tinge highlight` takes styles as the pager does: a bad flag is its usage error.
    @Test func highlightTakesStyles() throws {
        let dir = try TemporaryDirectory()
        try dir.write("a.py", "x = 1  # one\n")
        let run = try InProcessRun.tinge(["highlight", "--color=always", "--mark", "one", "--style", "search=black brightyellow",
                                          "a.py"], directory: dir.path)
        #expect(run.status == 0)
        #expect(run.text.contains("30;103mone\u{1B}[0m"), "\(run.text)")
        let bad = try InProcessRun.tinge(["highlight", "--style", "search=bright", "a.py"], directory: dir.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("tinge: option '--style': in 'search=bright', 'bright' is not a color or attribute"))
    }

    /// `tinge lint` takes `--style` (its level's word and caret), and no style from git config,
    /// as it takes no theme from there.
    @Test func lintTakesStylesFromItsCommandLineAlone() throws {
        let dir = try LintCommandTests.staged([:], then: ["a.py": Array("x = 1   \n".utf8)])
        try dir.git("config", "tinge.style.error", "green")
        let plain = try InProcessRun.tinge(["lint", "--color=always"], directory: dir.path)
        let styled = try InProcessRun.tinge(["lint", "--color=always", "--style", "error=magenta"], directory: dir.path)
        #expect(plain.status == 1 && styled.status == 1)
        #expect(ANSIColors.foreground(of: "error", in: styled.text) == "fg35", "\(styled.text)")
        #expect(ANSIColors.foreground(of: "error", in: plain.text)?.contains("fg32") == false)
        #expect(ANSIColors.foreground(of: "error", in: plain.text)?.hasPrefix("1;fg") == true)
    }

    /// A page's style sheet carries the styles, in both themes when none is chosen.
    @Test func aPageCarriesTheStyles() throws {
        let dir = try Self.repository()
        let diff = try ToolRun.run("git", ["show"], directory: dir.path)
        let run = try InProcessRun.tinge(["--format=html", "--style", "hunk-header=bold #102030"], input: diff.stdout,
                                         directory: dir.path)
        #expect(run.text.components(separatedBy: ".f-hunk-header { color: #102030; font-weight: bold; }").count == 3)
    }

    /// The man page's STYLES and `tinge help styles` list every element, and no other.
    @Test func theManPageAndTheHelpListEveryElement() throws {
        let section = try OptionTableTests.section(".SH STYLES")
        let listed = section.split(separator: "\n").compactMap { line -> String? in
            let word = line.prefix { $0 != " " }.replacing("\\-", with: "-")
            return word.first?.isLowercase == true && line.contains("   ") ? String(word) : nil
        }
        #expect(listed == StyleElement.all.map(\.name))
        let help = try Help.text(for: "styles")
        for element in StyleElement.all { #expect(help.contains("\n  \(element.name) "), "\(element.name)") }
    }
}
