import Foundation
import TestSupport
import Testing

/// `tinge highlight` end to end: real files; in-process (`InProcessRun`) where the command alone
/// is tested, the built binary where a pipe, a pager or a repository is the point.
@Suite struct HighlightCommandTests {
    let json = "{\n  \"name\": \"tinge\", // a comment\n  \"ok\": true\n}\n"

    @Test func colorsWhenAsked() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("a.json", json)
        let run = try InProcessRun.tinge(["highlight", "--color=always", path])
        #expect(run.status == 0)
        #expect(run.text.contains("\u{1B}["))
        // Stripped of its colors, the output is the file.
        let plain = run.text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
        #expect(plain == json)
    }

    @Test func plainWhenNotATerminal() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("a.json", json)
        let run = try InProcessRun.tinge(["highlight", path])
        #expect(run.status == 0)
        #expect(run.text == json)
        #expect(run.stderr.isEmpty)
    }

    @Test func noColorWinsOverAuto() throws {
        let run = try InProcessRun.tinge(["highlight", "--paging=never", "-l", "json"], input: Array(json.utf8),
                                    environment: ["NO_COLOR": "1"])
        #expect(run.text == json)
    }

    @Test func tokenFormat() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("a.json", "{\"k\": 1}\n")
        let run = try InProcessRun.tinge(["highlight", "--format=tokens", path])
        #expect(run.status == 0)
        #expect(run.text == "0\t1\tpunctuation\n1\t3\tproperty\n4\t1\tpunctuation\n6\t1\tnumber\n7\t1\tpunctuation\n")
    }

    @Test func tokenFormatNamesEachFileWhenThereAreSeveral() throws {
        let dir = try TemporaryDirectory()
        let a = try dir.write("a.json", "1\n")
        let b = try dir.write("b.json", "true\n")
        let run = try InProcessRun.tinge(["highlight", "--format", "tokens", a, b])
        #expect(run.text == "# \(a)\n0\t1\tnumber\n# \(b)\n0\t4\tconstant\n")
    }

    /// Several files, colored: each under a title (its name, then a rule), as bat and the
    /// pager's diffs have them; plain into a pipe, the files' text as cat gives it.
    @Test func severalFilesEachHaveATitle() throws {
        let dir = try TemporaryDirectory()
        let a = try dir.write("a.json", "1\n")
        let b = try dir.write("b.json", "true\n")
        let run = try InProcessRun.tinge(["highlight", "--color=always", a, b])
        #expect(run.status == 0)
        let rows = run.text.split(separator: "\n").map { ANSIColors.text(String($0)) }
        let rule = String(repeating: "─", count: 60)
        #expect(rows == [a, rule, "1", b, rule, "true"])
        #expect(ANSIColors.foreground(of: a, in: run.text) == ANSIColors.foreground(of: b, in: run.text))
        #expect(ANSIColors.foreground(of: a, in: run.text) != ANSIColors.foreground(of: "true", in: run.text))
        let one = try InProcessRun.tinge(["highlight", "--color=always", a])
        #expect(one.text.split(separator: "\n").map { ANSIColors.text(String($0)) } == ["1"], "one file, no title")
        let plain = try InProcessRun.tinge(["highlight", a, b])
        #expect(plain.text == "1\ntrue\n")
    }

    /// bat's `--line-range` forms; a range that starts inside a block comment is comment.
    @Test(arguments: [("2:4", ["2", "3", "4"]), ("4:", ["4", "5"]), (":2", ["1", "2"]), ("2:+1", ["2", "3"]), ("3", ["3"]),
                      ("5:9", ["5"])])
    func lineRanges(_ range: String, _ numbers: [String]) throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("a.c", "/* one\n two\n three */\nint a;\nint b;\n")
        let run = try InProcessRun.tinge(["highlight", "--color=always", "-n", "--line-range", range, path])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.text.split(separator: "\n").map { ANSIColors.text(String($0)) }
        #expect(rows.map { $0.split(separator: "│")[0].trimmingCharacters(in: .whitespaces) } == numbers, "\(range)")
        let whole = try InProcessRun.tinge(["highlight", "--color=always", path])
        for word in ["two", "three", "int"] where run.text.contains(word) {
            #expect(ANSIColors.foreground(of: word, in: run.text) == ANSIColors.foreground(of: word, in: whole.text), "\(range): \(word)")
        }
    }

    @Test func severalRangesAndSingledOutLines() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("a.c", "/* one\n two\n three */\nint a;\nint b;\n")
        let run = try InProcessRun.tinge(["highlight", "--color=always", "--line-range", "1", "--line-range", "4:5",
                                          "--highlight-line", "4", path])
        let rows = run.text.split(separator: "\n").map(String.init)
        #expect(rows.map(ANSIColors.text) == ["/* one", "int a;", "int b;"])
        // Line 4 alone has a background, under every character; the others have none.
        let backgrounds = rows.map(ANSIColors.backgrounds)
        #expect(!backgrounds[1].isEmpty && backgrounds[1].allSatisfy { !$0.isEmpty && $0 == backgrounds[1][0] })
        #expect(backgrounds[0].allSatisfy(\.isEmpty) && backgrounds[2].allSatisfy(\.isEmpty))
        // Its syntax colors stay.
        #expect(ANSIColors.foreground(of: "int a", in: run.text) == ANSIColors.foreground(of: "int b", in: run.text))
        let plain = try InProcessRun.tinge(["highlight", "--highlight-line", "4", path])
        #expect(plain.text == "/* one\n two\n three */\nint a;\nint b;\n", "uncolored, nothing is singled out")
    }

    /// At 16 colors a singled-out line's subtle step from the page would be the page's own
    /// black (or bright white): it is a gray there, on a dark theme and on a light one.
    @Test(arguments: ["dark", "light"])
    func aSingledOutLineShowsAtSixteenColors(_ theme: String) throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("a.c", "int a;\nint b;\nint c;\n")
        let run = try InProcessRun.tinge(["highlight", "--color=always", "--theme", theme, "--highlight-line", "2", path],
                                         environment: ["TERM": "xterm", "COLORTERM": ""])
        let rows = run.text.split(separator: "\n").map(String.init)
        let backgrounds = rows.map(ANSIColors.backgrounds)
        #expect(backgrounds[0].allSatisfy(\.isEmpty) && backgrounds[2].allSatisfy(\.isEmpty))
        let band = try #require(backgrounds[1].first)
        #expect(backgrounds[1].allSatisfy { $0 == band })
        // Not the page's own color among sixteen: black on a dark theme, bright white on a light one.
        #expect(band != (theme == "dark" ? "40" : "107"), "\(theme): \(band)")
        #expect(band.hasPrefix("4") || band.hasPrefix("10"), "a 16-color background: \(band)")
    }

    @Test(arguments: ["0:3", "5:2", "x", ":", "2:+x", "1:2:3", "-1", ""])
    func aBadLineRangeIsOneLineNamingIt(_ range: String) throws {
        for option in ["--line-range", "--highlight-line"] {
            let run = try InProcessRun.tinge(["highlight", option, range], input: Array("x\n".utf8))
            #expect(run.status == 2, "\(option) \(range)")
            #expect(run.stderr.hasPrefix("tinge: option '\(option)' takes N:M, N:, :M, N:+K or N (lines from 1), not '\(range)'\n"),
                    "\(run.stderr)")
        }
        let tokens = try InProcessRun.tinge(["highlight", "--format=tokens", "--line-range", "1"], input: Array("x\n".utf8))
        #expect(tokens.status == 2 && tokens.stderr.hasPrefix("tinge: --format=tokens cannot be used with --line-range\n"))
    }

    /// One set of `--format` words: the pager's `terminal` and `html`, and `tokens` here;
    /// `ansi`, highlight's old word for `terminal`, is taken by both.
    @Test func formatWordsAreThePagersEverywhere() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("a.json", json)
        let plain = try InProcessRun.tinge(["highlight", "--color=always", path])
        for word in ["terminal", "ansi"] {
            let run = try InProcessRun.tinge(["highlight", "--color=always", "--format=\(word)", path])
            #expect(run.status == 0 && run.text == plain.text, "\(word)")
        }
        let bad = try InProcessRun.tinge(["highlight", "--format=pdf", path])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("tinge: option '--format' takes terminal, tokens or html, not 'pdf'\n"))
        let diff = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n"
        let pager = try InProcessRun.tinge(["--color=always", "--paging=never"], input: Array(diff.utf8))
        let ansi = try InProcessRun.tinge(["--color=always", "--paging=never", "--format=ansi"], input: Array(diff.utf8))
        #expect(ansi.status == 0 && ansi.text == pager.text && ansi.stderr.isEmpty)
        let tokens = try InProcessRun.tinge(["--format=tokens"], input: Array(diff.utf8))
        #expect(tokens.status == 2 && tokens.stderr.hasPrefix("tinge: option '--format' takes terminal or html, not 'tokens'"))
    }

    @Test func aMissingFileIsOneLineAndTheOthersStillPrint() throws {
        let dir = try TemporaryDirectory()
        let good = try dir.write("good.json", json)
        let missing = dir.path + "/missing.json"
        let run = try InProcessRun.tinge(["highlight", missing, good])
        #expect(run.status == 1)
        #expect(run.stderr == "tinge: \(missing): no such file or directory\n")
        #expect(run.text == json)
    }

    @Test func aDirectoryIsNamedAsSuch() throws {
        let dir = try TemporaryDirectory()
        let run = try InProcessRun.tinge(["highlight", dir.path])
        #expect(run.status == 1)
        #expect(run.stderr == "tinge: \(dir.path): is a directory\n")
    }

    @Test func binaryFilesGetANotice() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("blob.bin", bytes: [0x7F, 0x45, 0x4C, 0x46, 0, 0, 1, 0x1B, 0x5B])
        let run = try InProcessRun.tinge(["highlight", path])
        #expect(run.status == 0)
        #expect(run.text == "[binary file \(path), 9 bytes, not shown]\n")
    }

    @Test func controlCharactersAreShownNotSent() throws {
        let dir = try TemporaryDirectory()
        let content: [UInt8] = Array("a\u{1B}[2Jb\u{7}c\u{7F}".utf8) + [0xFF, 0xC2, 0x9B] + Array("d\r\n".utf8)
        let path = try dir.write("evil.txt", bytes: content)
        let plain = try InProcessRun.tinge(["highlight", path])
        #expect(plain.text == "a^[[2Jb^Gc^?\\xff<U+009B>d\n")
        let colored = try InProcessRun.tinge(["highlight", "--color=always", path])
        // The only escape sequences are tinge's own color codes.
        let withoutColors = colored.text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
        #expect(!withoutColors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(withoutColors == "a^[[2Jb^Gc^?\\xff<U+009B>d\n")
    }

    @Test func tabsExpandToStops() throws {
        let run = try InProcessRun.tinge(["highlight", "--tabs", "4", "-l", "text"], input: Array("\tx\nab\tc\n".utf8))
        #expect(run.text == "    x\nab  c\n")
        let kept = try InProcessRun.tinge(["highlight", "--tabs=0", "-l", "text"], input: Array("\tx\n".utf8))
        #expect(kept.text == "\tx\n")
    }

    @Test func lineNumbers() throws {
        let run = try InProcessRun.tinge(["highlight", "-n", "-l", "text"], input: Array("one\ntwo\n".utf8))
        #expect(run.text == "   1 │ one\n   2 │ two\n")
    }

    @Test func badCommandLinesSayWhatIsWrong() throws {
        let unknownLanguage = try InProcessRun.tinge(["highlight", "--language", "klingon"])
        #expect(unknownLanguage.status == 2)
        #expect(unknownLanguage.stderr.hasPrefix("tinge: unknown language 'klingon'"))
        let unknownOption = try InProcessRun.tinge(["highlight", "--shiny"])
        #expect(unknownOption.status == 2)
        #expect(unknownOption.stderr.hasPrefix("tinge: unknown option '--shiny'\n"))
        let badColor = try InProcessRun.tinge(["highlight", "--color=sometimes"])
        #expect(badColor.status == 2)
        let unknownTheme = try InProcessRun.tinge(["highlight", "--theme", "neon"], input: Array("x".utf8))
        #expect(unknownTheme.status == 2)
        #expect(unknownTheme.stderr.hasPrefix("tinge: command line (--theme): 'neon' is not a theme (themes: dark, light, "))
        let unknownCommand = try InProcessRun.tinge(["paint"])
        #expect(unknownCommand.status == 2)
    }

    /// The texts of `output` colored with the dark theme's search background (24-bit).
    static func marked(_ output: String) -> [String] {
        output.matches(of: #/\x1B\[([0-9;]*)m([^\x1B]*)/#).filter { $0.output.1.contains("48;2;232;198;122") }
            .map { String($0.output.2) }
    }

    @Test func marksWhatEachPatternMatchesOverTheColors() throws {
        let dir = try TemporaryDirectory()
        let source = "let café = 1 // café\nvar x = 2\r\n"
        let path = try dir.write("a.swift", source)
        let run = try InProcessRun.tinge(["highlight", "--theme=dark", "--color=always", "--mark", "caf.", "--mark=x$", path],
                                    environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        // Each match, one in code and one in a comment (its own colors under the mark's); `$`
        // ends the line before its CR.
        #expect(Self.marked(run.text) == ["café", "café"])
        let plain = run.text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
        #expect(plain == source.replacingOccurrences(of: "\r\n", with: "\n"))
        let ends = try InProcessRun.tinge(["highlight", "--theme=dark", "--color=always", "--mark=2$", path],
                                     environment: ["COLORTERM": "truecolor"])
        #expect(Self.marked(ends.text) == ["2"])
    }

    @Test func aMarkTakesWholeCharactersAndLeavesLinesThatAreNotUTF8() throws {
        let dir = try TemporaryDirectory()
        // "é" as e and a combining accent: one character, which the pattern `e` does not match.
        let path = try dir.write("a.txt", bytes: Array("cafe\u{301} ne\n".utf8) + [0xFF, 0x65, 0x0A])  // then not UTF-8
        let run = try InProcessRun.tinge(["highlight", "--theme=dark", "--color=always", "--mark", "e", path],
                                    environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0)
        #expect(Self.marked(run.text) == ["e"], "only the e of \"ne\"")
        #expect(!run.text.contains("\u{FFFD}"))
    }

    @Test func uncoloredMarksLeaveTheFileAsItIs() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("a.json", json)
        for color in ["--color=never", "--color=auto"] {
            let run = try InProcessRun.tinge(["highlight", color, "--mark", "tinge", path])
            #expect(run.status == 0 && run.text == json)
        }
    }

    @Test func aPageMarksMatchesWithTheSearchClass() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("a.json", json)
        let run = try InProcessRun.tinge(["highlight", "--format=html", "--mark", "comment", path])
        #expect(run.status == 0)
        #expect(run.text.contains(#"<span class="f-comment m-search">comment</span>"#))
        #expect(run.text.contains(".m-search {"))
    }

    @Test func aBadPatternIsOneLineNamingIt() throws {
        let run = try InProcessRun.tinge(["highlight", "--mark", "x", "--mark", "(unclosed"], input: Array("x\n".utf8))
        #expect(run.status == 2)
        #expect(run.stderr == "tinge: option '--mark': '(unclosed' is not a regular expression\nTry 'tinge highlight --help' for more information.\n")
        #expect(run.text.isEmpty)
        let tokens = try InProcessRun.tinge(["highlight", "--format=tokens", "--mark", "x"], input: Array("x\n".utf8))
        #expect(tokens.status == 2)
        #expect(tokens.stderr.hasPrefix("tinge: --format=tokens cannot be used with --mark\n"))
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let dir = try TemporaryDirectory()
        let big = String(repeating: "{\"key\": [1, 2, 3], \"text\": \"value\"}\n", count: 200_000)
        let path = try dir.write("big.json", big)
        let script = "'\(ToolRun.tinge)' highlight --color=always '\(path)' 2>'\(dir.path)/err' | head -1 >/dev/null; echo ${PIPESTATUS[0]}"
        let run = try ToolRun.run("bash", ["-c", script])
        #expect(run.text == "0\n")
        let err = FileManager.default.contents(atPath: dir.path + "/err") ?? Data([1])
        #expect(err.isEmpty)
    }

    @Test func pagesThroughTheConfiguredPager() throws {
        let run = try InProcessRun.run(["highlight", "--paging=always", "-l", "text"], input: Array("one\ntwo\n".utf8),
                                       environment: ["TINGE_PAGER": "sed s/^/paged:/"])
        #expect(run.pager?.command == "sed s/^/paged:/")
        #expect(run.pager?.text == "one\ntwo\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func aPagerNamingTingeIsIgnored() throws {
        let run = try InProcessRun.tinge(["highlight", "--paging=always", "-l", "text"], input: Array("x\n".utf8),
                                    environment: ["PAGER": "tinge", "TINGE_PAGER": ""])
        // An empty TINGE_PAGER means no pager at all.
        #expect(run.text == "x\n")
    }

    @Test func gitattributesChooseTheLanguage() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write(".gitattributes", "*.data linguist-language=JSON\n")
        let path = try dir.write("settings.data", "{\"a\": true}\n")
        let run = try InProcessRun.tinge(["highlight", "--format=tokens", path])
        #expect(run.text.contains("1\t3\tproperty"))
        #expect(run.text.contains("constant"))
    }

    @Test func gitConfigSetsTabsAndFlagsWin() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.git("config", "tinge.tabs", "2")
        let path = try dir.write("t.txt", "\tx\n")
        #expect(try InProcessRun.tinge(["highlight", path], directory: dir.path).text == "  x\n")
        #expect(try InProcessRun.tinge(["highlight", "--tabs", "3", path], directory: dir.path).text == "   x\n")
    }

    /// Each file gets its project's tab width, as in the pager: `.editorconfig`, then the
    /// `whitespace` attribute, then tinge.tabs; `--tabs` wins, and standard input has no project.
    @Test func eachFileGetsItsProjectsTabWidth() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.git("config", "tinge.tabs", "2")
        try dir.write(".editorconfig", "root = true\n[*.go]\nindent_style = tab\ntab_width = 4\n")
        try dir.write(".gitattributes", "*.c whitespace=tabwidth=6\n")
        try dir.write("sub/m.go", "\tx\n")
        try dir.write("m.c", "\tx\n")
        try dir.write("t.txt", "\tx\n")
        let run = try InProcessRun.tinge(["highlight", "--color=never", "m.go", "sub/m.go", "m.c", "t.txt"], directory: dir.path + "/sub")
        #expect(run.status != 0, "m.go is not in sub/: \(run.stderr)")
        let here = try InProcessRun.tinge(["highlight", "--color=never", "sub/m.go", "m.c", "t.txt"], directory: dir.path)
        #expect(here.text == "    x\n      x\n  x\n")
        let below = try InProcessRun.tinge(["highlight", "--color=never", "m.go", "../m.c"], directory: dir.path + "/sub")
        #expect(below.text == "    x\n      x\n")
        #expect(try InProcessRun.tinge(["highlight", "--tabs", "3", "sub/m.go"], directory: dir.path).text == "   x\n")
        #expect(try InProcessRun.tinge(["highlight", "-l", "go"], input: Array("\tx\n".utf8), directory: dir.path).text == "  x\n")
    }

    /// The pager: TINGE_PAGER, then PAGER, then git config tinge.pager (DESIGN's order: environment before config).
    @Test func thePagerFromGitConfig() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.git("config", "tinge.pager", "sed s/^/configured:/")
        let path = try dir.write("t.txt", "x\n")
        let configured = try InProcessRun.run(["highlight", "--paging=always", path], directory: dir.path)
        #expect(configured.pager?.command == "sed s/^/configured:/")
        #expect(configured.pager?.text == "x\n")
        let fromEnvironment = try InProcessRun.run(["highlight", "--paging=always", path], directory: dir.path,
                                                   environment: ["PAGER": "sed s/^/env:/"])
        #expect(fromEnvironment.pager?.command == "sed s/^/env:/")
        #expect(fromEnvironment.pager?.text == "x\n")
    }

    /// tinge.paging and tinge.lineNumbers are the pager's: highlight takes paging and line
    /// numbers from its command line alone (`Option.notFromConfigIn`), while the pager, in the
    /// same repository, follows them.
    @Test func pagingAndLineNumbersAreNotFromGitConfig() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.git("config", "tinge.pager", "sed s/^/paged:/")
        try dir.git("config", "tinge.paging", "always")
        try dir.git("config", "tinge.lineNumbers", "true")
        let path = try dir.write("t.txt", "x\n")
        #expect(try InProcessRun.tinge(["highlight", path], directory: dir.path).text == "x\n")
        let pager = try InProcessRun.run([], input: Array("plain text\n".utf8), directory: dir.path)
        #expect(pager.pager?.command == "sed s/^/paged:/", "\(pager.text)")
        #expect(try InProcessRun.tinge(["highlight", "-n", path], directory: dir.path).text != "x\n")
    }

    @Test func versionAndHelp() throws {
        let version = try InProcessRun.tinge(["--version"])
        #expect(version.text.hasPrefix("tinge "))
        let help = try InProcessRun.tinge(["help", "highlight"])
        #expect(help.text.contains("--format FORMAT"))
        #expect(help.status == 0)
        let list = try InProcessRun.tinge(["languages"])
        #expect(list.text.contains("json"))
        #expect(list.text.contains("*.jsonc"))
    }

    @Test func themesShowEachTheme() throws {
        let run = try InProcessRun.tinge(["themes", "--color=always"])
        #expect(run.status == 0)
        #expect(run.text.contains("dark (for dark backgrounds)"))
        #expect(run.text.contains("light (for light backgrounds)"))
        #expect(run.text.contains("\u{1B}["))
    }

    /// Like every command: no colors in a pipe, under NO_COLOR, or when git config says never.
    @Test func themesHonorTheColorSettings() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        for (arguments, environment) in [([String](), [String: String]()), (["--color=auto"], [:]), ([], ["NO_COLOR": "1"])] {
            let run = try InProcessRun.tinge(["themes"] + arguments, directory: dir.path, environment: environment)
            #expect(run.status == 0)
            #expect(run.text.contains("light (for light backgrounds)"))
            #expect(!run.stdout.contains(0x1B), "\(arguments) \(environment)")
        }
        // A typo there is a warning, and the default (auto: none in a pipe) is used.
        try dir.git("config", "tinge.color", "sometimes")
        for command in [["themes"], ["highlight", "-"]] {
            let run = try InProcessRun.tinge(command, input: Array("x = 1\n".utf8), directory: dir.path)
            #expect(run.status == 0)
            #expect(!run.stdout.isEmpty && !run.stdout.contains(0x1B), "\(command)")
            #expect(run.stderr.hasPrefix("tinge: warning: git config tinge.color (local: \(dir.path)/.git/config:"), "\(command)")
            #expect(run.stderr.hasSuffix("): 'sometimes' is not auto, always or never; using auto\n"), "\(command)")
        }
    }
}
