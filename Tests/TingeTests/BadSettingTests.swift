import Foundation
import TestSupport
import Testing

/// A typo in configuration never hides the diff: a bad value from git config is one warning
/// line naming the key, where it was set and the value, and the default is used; a bad flag in
/// a pager's command line is one error line, then the input as it came.
@Suite struct BadSettingTests {
    /// A repository with one commit that changes a Python file, and a home of its own.
    static func repository() throws -> TemporaryDirectory {
        try TemporaryDirectory.repository("a.py", first: "def f():\n    return 1\n", second: "def f():\n    return 2\n",
                                          commitsChange: true)
    }

    /// Every setting that takes only some values, a bad one for it, and what the warning says of it.
    static let badValues: [(key: String, value: String, what: String)] = [
        ("theme", "nonesuch", "is not a theme (themes: "),
        ("darkTheme", "nonesuch", "is not a theme (themes: "),
        ("lightTheme", "nonesuch", "is not a theme (themes: "),
        ("color", "sometimes", "is not auto, always or never; using auto"),
        ("paging", "sometimes", "is not auto, always or never; using auto"),
        ("context", "whole", "is not file or hunk; using file"),
        ("lineNumbers", "perhaps", "is not true or false; using false"),
        ("tabs", "abc", "is not a number from 0 to 16; using 8"),
        ("width", "wide", "is not a number from 1 to 100000; using terminal"),
        ("maxLineLength", "-1", "is not a number from 0 to 1000000; using 512"),
        ("wrap", "sometimes", "is not auto, always or never; using auto"),
        ("sideBySide", "maybe", "is not true, false or auto; using false"),
        ("sideBySideMinWidth", "0", "is not a number from 1 to 100000; using 160"),
        ("contextLimit", "big", "is not a size (a number of bytes, with k, m or g); using 1m"),
        ("hyperlinks", "2", "is not true or false; using false"),
        ("navigate", "maybe", "is not true, false, files or hunks; using true"),
    ]

    @Test(arguments: badValues)
    func aBadValueInAConfigFileIsAWarningAndTheDiffIsShownWithTheDefault(setting: (key: String, value: String, what: String)) throws {
        let dir = try Self.repository()
        // What makes tinge read the key at all: no flag that overrides it, a light background
        // for lightTheme, side by side on auto for its least width.
        var options = ["--color=always", "--paging=never"].filter { !$0.hasPrefix("--\(setting.key)=") }
        if setting.key == "paging" { options = ["--color=always"] }
        let environment = setting.key == "lightTheme" ? ["COLORFGBG": "0;15"] : [:]
        let other = setting.key == "sideBySideMinWidth" ? "\tsideBySide = auto\n" : "\tlineNumbers = false\n"
        func home(_ lines: String) throws -> TemporaryDirectory {
            let home = try TemporaryDirectory()
            try home.write(".gitconfig", "[user]\n\tname = Someone\n[tinge]\n" + other + lines)
            return home
        }
        let bad = try home("\t\(setting.key) = \(setting.value)\n"), good = try home("")
        let diff = try ToolRun.run("git", ["show"], directory: dir.path)
        // A process each: libgit2 finds the global config by the process's HOME.
        let run = try ToolRun.tinge(options, input: diff.stdout, directory: dir.path,
                                    environment: environment.merging(["HOME": bad.path]) { $1 })
        let clean = try ToolRun.tinge(options, input: diff.stdout, directory: dir.path,
                                      environment: environment.merging(["HOME": good.path]) { $1 })
        #expect(run.status == 0)
        #expect(run.stdout == clean.stdout, "the diff as the defaults show it")
        #expect(!run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        let named = "tinge: warning: git config tinge.\(setting.key) (global: \(bad.path)/.gitconfig:5): '\(setting.value)' "
        #expect(lines.first?.hasPrefix(named + setting.what) == true, "\(run.stderr)")
    }

    /// `diff.colorMoved` is git's own key, which `tinge show` follows.
    @Test func aBadValueOfGitsOwnKeyIsAWarningToo() throws {
        let dir = try Self.repository()
        try dir.git("config", "diff.colorMoved", "sideways")
        let run = try InProcessRun.tinge(["show", "--color=always", "--paging=never"], directory: dir.path)
        #expect(run.status == 0)
        #expect(ANSIColors.text(run.text).contains("return 2"))
        #expect(run.stderr.hasPrefix("tinge: warning: git config diff.colorMoved (local: \(dir.path)/.git/config:"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("'sideways' is not a mode of moved lines (no, default, plain, blocks, zebra, dimmed-zebra); using no\n"))
    }

    /// `git -c tinge.theme=nonesuch show`, with git starting tinge as its pager in a terminal.
    @Test func aBadValueFromGitsCommandLineIsAWarningAndGitsPagedOutputIsShown() throws {
        let dir = try Self.repository()
        let command = "git -c tinge.theme=nonesuch -c core.pager='\(ToolRun.tinge)' show"
        let run = try ToolRun.run("script", ["-qc", command, "/dev/null"], directory: dir.path,
                                  environment: ["TINGE_PAGER": "cat", "HOME": dir.path])
        #expect(run.status == 0)
        let text = ANSIColors.text(run.text)
        #expect(text.contains("tinge: warning: git -c tinge.theme: 'nonesuch' is not a theme"), "\(text)")
        #expect(text.contains("return 2"))
        #expect(text.contains("second"))
    }

    /// `core.pager = tinge --bogus`: the error, then everything git wrote.
    @Test func aBadFlagInGitsPagerSettingStillShowsEverything() throws {
        let dir = try Self.repository()
        let command = "git -c core.pager='\(ToolRun.tinge) --bogus' show"
        let run = try ToolRun.run("script", ["-qc", command, "/dev/null"], directory: dir.path,
                                  environment: ["TINGE_PAGER": "cat", "HOME": dir.path])
        let text = ANSIColors.text(run.text).replacingOccurrences(of: "\r", with: "")
        #expect(text.contains("tinge: unknown option '--bogus' (the input follows unchanged)\n"), "\(text)")
        #expect(text.contains("+    return 2\n"))
        #expect(text.contains("    second\n"))
    }

    /// In a pipe (`git add -p`'s filter, `| tinge --bogus`), the input comes back byte for byte,
    /// and the status says the command line was wrong.
    @Test(arguments: [["--bogus"], ["--navigate=sideways"], ["--theme=neon"], ["--color-only", "--wrap"], ["--dark", "extra"]])
    func aBadFlagPassesAPipedInputThroughUnchanged(arguments: [String]) throws {
        let dir = try Self.repository()
        let diff = try ToolRun.run("git", ["show", "--color=always"], directory: dir.path)
        let run = try InProcessRun.tinge(arguments, input: diff.stdout, directory: dir.path)
        #expect(run.status == 2)
        #expect(run.stdout == diff.stdout)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("tinge: ") && lines[0].hasSuffix(" (the input follows unchanged)"),
                "\(run.stderr)")
    }

    /// A flag's value is checked once, when the command line is parsed, by the option's own
    /// reading: every command words a bad one alike, and a bad value is wrong even where the
    /// option would not be read (side by side's least width, with side by side forced on).
    @Test(arguments: [
        (["--color=sometimes"], "option '--color' takes auto, always or never, not 'sometimes'"),
        (["diff", "--color=sometimes"], "option '--color' takes auto, always or never, not 'sometimes'"),
        (["highlight", "--color=sometimes"], "option '--color' takes auto, always or never, not 'sometimes'"),
        (["lint", "--color=sometimes"], "option '--color' takes auto, always or never, not 'sometimes'"),
        (["themes", "--color=sometimes"], "option '--color' takes auto, always or never, not 'sometimes'"),
        (["--tabs=99"], "option '--tabs' takes a number from 0 to 16, not '99'"),
        (["highlight", "--tabs=99"], "option '--tabs' takes a number from 0 to 16, not '99'"),
        (["-s", "--side-by-side-min-width=0"], "option '--side-by-side-min-width' takes a number from 1 to 100000, not '0'"),
        (["--context-limit=big"], "option '--context-limit' takes a size (a number of bytes, with k, m or g), not 'big'"),
        (["show", "--color-moved=sideways"],
         "option '--color-moved' takes a mode of moved lines (no, default, plain, blocks, zebra, dimmed-zebra), not 'sideways'"),
    ])
    func aBadFlagValueIsWordedAlikeByEveryCommand(arguments: [String], message: String) throws {
        let dir = try Self.repository()
        let run = try InProcessRun.tinge(arguments, input: [], directory: dir.path, environment: ["HOME": dir.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("tinge: \(message)"), "\(run.stderr)")
    }

    @Test func configMarksABadValueBesideItsSource() throws {
        let dir = try Self.repository()
        try dir.git("config", "tinge.tabs", "abc")
        try dir.git("config", "tinge.wrap", "never")
        let run = try InProcessRun.tinge(["config"], directory: dir.path, environment: ["HOME": dir.path])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let rows = run.text.split(separator: "\n")
        let tabs = rows.first { $0.hasPrefix("tinge.tabs ") } ?? ""
        #expect(tabs.contains("abc") && tabs.contains("/.git/config:")
                && tabs.hasSuffix("[invalid: is not a number from 0 to 16; using 8]"), "\(tabs)")
        let wrap = rows.first { $0.hasPrefix("tinge.wrap ") } ?? ""
        #expect(wrap.contains("never") && !wrap.contains("invalid"), "\(wrap)")
    }
}

/// `tinge config` shows repository-controlled text (a value in `.git/config`, an
/// `.editorconfig` section, a `.gitattributes` value): shown, never obeyed.
@Suite struct ConfigCommandHostileTextTests {
    @Test func everyValueAndSourceIsShownNotObeyed() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let title = "\u{1B}]0;PWNED\u{07}\u{1B}[8m"
        try dir.git("config", "tinge.pager", "less \(title)")
        try dir.git("config", "tinge.hyperlinkFormat", "file://\u{1B}]52;c;aGk=\u{07}")
        try dir.write(".editorconfig", "root = true\n[{*.c,x\(title)}]\nindent_style = tab\ntab_width = 3\n")
        try dir.write(".gitattributes", "*.h whitespace=tabwidth=4\u{1B}]52;c;aGk=\u{07}\n")
        try dir.write("a.c", "int x;\n")
        try dir.write("a.h", "int y;\n")
        for arguments in [["config"], ["config", "--path", "a.c"], ["config", "--path", "a.h"]] {
            let run = try InProcessRun.tinge(arguments, directory: dir.path, environment: ["HOME": dir.path])
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(!run.stdout.contains(0x1B) && !run.stdout.contains(0x07), "\(arguments): \(run.text)")
            #expect(run.text.contains("tinge.pager"))
        }
        let tabs = try InProcessRun.tinge(["config", "--path", "a.c"], directory: dir.path, environment: ["HOME": dir.path])
        #expect(tabs.text.contains("PWNED"), "the section is shown, escaped: \(tabs.text)")
    }
}
