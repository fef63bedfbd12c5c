import Foundation
import TestSupport
import Testing

/// `--format=html` end to end: the page of a real diff reads as uncolored output does, shows
/// hostile content and names as text, links to every file, and carries the themes asked for.
@Suite struct HTMLExportTests {
    /// A repository with three commits: code with comments and strings, a long line, tabs, a
    /// rename, a deletion and a binary file.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let long = "let banner = \"" + String(repeating: "wide ", count: 40) + "\"\n"
        try dir.write("Sources/greet.swift", "/// Greets.\nfunc greet(_ name: String) {\n    // once\n    print(\"Hello, \\(name)\")\n}\n")
        try dir.write("tool.py", "def main():\n\treturn 1  # done\n")
        try dir.write("old.txt", "one\ntwo\nthree\n")
        try dir.write("gone.md", "# Gone\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.write("Sources/greet.swift",
                      "/// Greets, twice.\nfunc greet(_ name: String, times: Int) {\n    // twice\n    print(\"Hi, \\(name)\")\n}\n" + long)
        try dir.write("tool.py", "def main():\n\treturn 2  # done & <done>\n")
        try dir.git("mv", "old.txt", "new.txt")
        try dir.git("rm", "-q", "gone.md")
        try dir.write("data.bin", "\u{0}\u{1}binary")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "second: <b>bold</b> & more")
        try dir.write("new.txt", "one\n2\nthree\nfour\n")
        try dir.git("commit", "-qam", "third")
        return dir
    }

    /// The text of `page` and the uncolored output, line by line. With `panes` (side by side,
    /// `unwrapped`), both are read without the spaces that pad a pane to the divider.
    static func expectSameText(_ page: ToolRun, _ plain: ToolRun, _ what: String, panes: Bool = false,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(page.status == 0 && plain.status == 0, "\(what): \(page.stderr) \(plain.stderr)", sourceLocation: sourceLocation)
        #expect(page.text.hasPrefix("<!DOCTYPE html>"), "\(what)", sourceLocation: sourceLocation)
        func read(_ text: String) -> String {
            panes ? text.replacingOccurrences(of: " +│", with: "│", options: .regularExpression) : text
        }
        let shown = read(HTMLPage.text(page.text)).split(separator: "\n", omittingEmptySubsequences: false)
        let expected = read(plain.text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(shown.count == expected.count, "\(what): \(shown.count) lines, not \(expected.count)", sourceLocation: sourceLocation)
        for (n, (a, b)) in zip(shown, expected).enumerated() where a != b {
            Issue.record("\(what), line \(n + 1): \(a.debugDescription) is not \(b.debugDescription)", sourceLocation: sourceLocation)
            break
        }
    }

    /// Layouts to compare in; `-s` is side by side for the pager only (for diff, show and log,
    /// as for git, it is `--no-patch`).
    static let layouts: [[String]] = [[], ["-n"], ["-s", "-n"], ["--side-by-side"], ["--side-by-side", "-n", "--width=90"],
                                      ["--side-by-side", "--wrap=never", "-w", "70"], ["--wrap", "--width=50", "-n"], ["--tabs=0"]]

    /// Whether `layout` is side by side.
    static func isSideBySide(_ layout: [String]) -> Bool { layout.contains("-s") || layout.contains("--side-by-side") }

    /// `layout` at a width that wraps nothing: a page's panes are the browser's to wrap, so its
    /// text holds each pair of lines on one row, as uncolored output that needs no wrapping does.
    static func unwrapped(_ layout: [String]) -> [String] {
        guard isSideBySide(layout) else { return layout }
        var kept: [String] = []
        var width = false
        for word in layout {
            if width { width = false; continue }
            if word == "-w" { width = true; continue }
            if !word.hasPrefix("--width") { kept.append(word) }
        }
        return kept + ["--width=1000"]
    }

    @Test(arguments: layouts)
    func thePagersPageReadsAsUncoloredOutput(_ layout: [String]) throws {
        let dir = try Self.repository()
        // Colored input too: the `--stat` and `--graph` lines git colored keep their text.
        for color in ["never", "always"] {
            let log = try ToolRun.run("git", ["-c", "color.ui=\(color)", "log", "-p", "--stat", "--graph"], directory: dir.path)
            let page = try InProcessRun.tinge(["--format=html"] + layout, input: log.stdout, directory: dir.path)
            let plain = try InProcessRun.tinge(["--color=never"] + Self.unwrapped(layout), input: log.stdout, directory: dir.path)
            Self.expectSameText(page, plain, "git log (color \(color)) \(layout)", panes: Self.isSideBySide(layout))
        }
    }

    @Test(arguments: layouts)
    func nativeAndHighlightPagesReadAsUncoloredOutput(_ layout: [String]) throws {
        guard !layout.contains("-s") else { return }
        let dir = try Self.repository()
        // For log, `-n` is a count: line numbers are `--line-numbers` here.
        let layout = layout.map { $0 == "-n" ? "--line-numbers" : $0 }
        for command in [["show", "HEAD~1"], ["diff", "HEAD~2"], ["log", "-p", "--stat"]] {
            let page = try InProcessRun.tinge(command + ["--format", "html"] + layout, directory: dir.path)
            let plain = try InProcessRun.tinge(command + ["--color=never"] + Self.unwrapped(layout), directory: dir.path)
            Self.expectSameText(page, plain, "tinge \(command) \(layout)", panes: Self.isSideBySide(layout))
        }
        guard !layout.contains(where: { $0.hasPrefix("--side") || $0.hasPrefix("--w") || $0 == "-w" }) else { return }
        let options = layout.filter { $0 == "--line-numbers" || $0.hasPrefix("--tabs") }
        let files = ["Sources/greet.swift", "tool.py"]
        let page = try InProcessRun.tinge(["highlight", "--format=html"] + files + options, directory: dir.path)
        #expect(page.status == 0, "\(page.stderr)")
        // Each file under its title and rule, which plain text into a pipe leaves out (it is cat's).
        var expected = ""
        for file in files {
            let plain = try InProcessRun.tinge(["highlight", "--color=never", file] + options, directory: dir.path)
            expected += file + "\n" + String(repeating: "─", count: 60) + "\n" + plain.text
        }
        #expect(HTMLPage.text(page.text) == expected, "tinge highlight \(options)")
        #expect(page.text.contains("<title>Sources/greet.swift, tool.py</title>"))
    }

    /// Markup, escape sequences, bidirectional controls and bytes that are not UTF-8, in
    /// content, a commit message and file names: all of it text on the page, none of it markup.
    @Test func hostileContentAndNamesAreText() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let content = Array("<script>alert('x')</script>\nx = \"a\" & 'b'\nesc \u{1B}[2J\u{1B}]0;title\u{07} \u{202E}rev\u{202C} end\n".utf8)
            + [0xFF, 0xFE, 0x0A]
        let blob = try ToolRun.run("git", ["hash-object", "-w", "--stdin"], input: content, directory: dir.path)
        let id = blob.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let names: [[UInt8]] = [Array("a<b>\"c'&.html".utf8), Array("caf".utf8) + [0xE9] + Array(" <i>.txt".utf8),
                                Array("esc\u{1B}]52;c;aGk=\u{07}.sh".utf8), Array("<script>.js".utf8)]
        var info: [UInt8] = []
        for name in names { info += Array("100644 \(id)\t".utf8) + name + [0] }
        #expect(try ToolRun.run("git", ["update-index", "--add", "-z", "--index-info"], input: info, directory: dir.path).status == 0)
        try dir.git("commit", "-qm", "<img src=x onerror=alert(1)> \u{1B}[8mhidden\u{1B}[m")
        let shown = try ToolRun.run("git", ["-c", "color.ui=always", "show"], directory: dir.path)
        let runs = [
            ("pager", try InProcessRun.tinge(["--format=html"], input: shown.stdout, directory: dir.path),
             try InProcessRun.tinge(["--color=never"], input: shown.stdout, directory: dir.path)),
            ("show", try InProcessRun.tinge(["show", "--format=html", "--side-by-side"], directory: dir.path),
             try InProcessRun.tinge(["show", "--color=never", "--side-by-side", "--width=1000"], directory: dir.path)),
        ]
        for (view, page, plain) in runs {
            Self.expectSameText(page, plain, view, panes: view == "show")
            let bytes = page.stdout
            #expect(!bytes.contains(0x1B) && !bytes.contains(0x07) && !bytes.contains(0x0D), "\(view): a raw control")
            #expect(String(validating: bytes, as: UTF8.self) != nil, "\(view): bytes that are not UTF-8")
            #expect(!page.text.contains("\u{202E}"), "\(view): a raw bidi control")
            let lowered = page.text.lowercased()
            for markup in ["<script", "<img", "<i>", "<b>", "javascript:"] { #expect(!lowered.contains(markup), "\(view): \(markup)") }
            let text = HTMLPage.text(page.text)
            for piece in ["<script>alert('x')</script>", "x = \"a\" & 'b'", "esc ^[[2J^[]0;title^G <U+202E>rev<U+202C> end",
                          "<img src=x onerror=alert(1)> ^[[8mhidden^[[m", "a<b>\"c'&.html", "<script>.js"] {
                #expect(text.contains(piece), "\(view): \(piece)")
            }
            // One anchor a file, each id unique and plain, and the files' list links to each.
            let ids = HTMLPage.attributes("id", in: page.text)
            #expect(ids.count == names.count, "\(view): \(ids)")
            #expect(Set(ids).count == ids.count)
            for id in ids { #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-./_~".contains($0)) }, "\(id)") }
            #expect(HTMLPage.attributes("href", in: page.text) == ids.map { "#" + $0 })
        }
    }

    /// Both themes, switched by the reader's `prefers-color-scheme`, unless one is asked for:
    /// by flag or by `tinge.theme`.
    @Test func aChosenThemeIsTheOnlyOne() throws {
        let dir = try Self.repository()
        let diff = try ToolRun.run("git", ["show"], directory: dir.path).stdout
        let both = try InProcessRun.tinge(["--format=html"], input: diff, directory: dir.path)
        #expect(both.text.contains("@media (prefers-color-scheme: light)"))
        #expect(both.text.contains("color-scheme: dark;") && both.text.contains("color-scheme: light;"))
        for (arguments, dark) in [(["--dark"], true), (["--light"], false), (["--theme=light"], false), (["--theme", "dark"], true)] {
            let one = try InProcessRun.tinge(["--format=html"] + arguments, input: diff, directory: dir.path)
            #expect(!one.text.contains("prefers-color-scheme"), "\(arguments)")
            #expect(one.text.contains("color-scheme: \(dark ? "dark" : "light");"), "\(arguments)")
            #expect(!one.text.contains("color-scheme: \(dark ? "light" : "dark");"), "\(arguments)")
        }
        let highlighted = try InProcessRun.tinge(["highlight", "--format=html", "--light", "tool.py"], directory: dir.path)
        #expect(!highlighted.text.contains("prefers-color-scheme") && highlighted.text.contains("color-scheme: light;"))
        try dir.git("config", "tinge.theme", "light")
        for run in [try InProcessRun.tinge(["--format=html"], input: diff, directory: dir.path),
                    try InProcessRun.tinge(["show", "--format=html"], directory: dir.path)] {
            #expect(!run.text.contains("prefers-color-scheme") && run.text.contains("color-scheme: light;"))
        }
    }

    /// A page is colored and written where it is sent, whatever color, paging and pager say.
    @Test func aPageIsNeitherPagedNorUncolored() throws {
        let dir = try Self.repository()
        let env = ["PAGER": "sed s/^/PAGED:/", "NO_COLOR": "1"]
        for arguments in [["show", "HEAD~1", "--format=html", "--paging=always", "--color=never"], ["highlight", "--format=html", "--paging=always", "tool.py"]] {
            let run = try InProcessRun.tinge(arguments, directory: dir.path, environment: env)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.text.hasPrefix("<!DOCTYPE html>") && !run.text.contains("PAGED:"), "\(arguments)")
            #expect(run.text.contains("f-comment\">"), "\(arguments)")
        }
    }

    @Test func highlightsBinaryNoticeIsOnThePage() throws {
        let dir = try TemporaryDirectory()
        try dir.write("data.bin", "\u{0}<b>")
        try dir.write("a.py", "x = 1\n")
        let run = try InProcessRun.tinge(["highlight", "--format=html", "data.bin", "a.py"], directory: dir.path)
        #expect(run.status == 0)
        let rule = String(repeating: "─", count: 60)
        #expect(HTMLPage.text(run.text) == "data.bin\n\(rule)\n[binary file data.bin, 4 bytes, not shown]\na.py\n\(rule)\nx = 1\n")
        #expect(run.text.contains("<span class=\"f-notice\">[binary file data.bin, 4 bytes, not shown]</span>"))
    }

    @Test func formatErrors() throws {
        let cases: [([String], String)] = [
            (["--format=pdf"], "tinge: option '--format' takes terminal or html, not 'pdf'"),
            (["--format"], "tinge: option '--format' needs a value"),
            (["--color-only", "--format=html"], "tinge: --color-only keeps every line as it came: it cannot be used with --format=html"),
            (["--format=html", "--color-only"], "tinge: --color-only keeps every line as it came: it cannot be used with --format=html"),
            (["diff", "--format=xml"], "tinge: option '--format' takes terminal or html, not 'xml'"),
            (["highlight", "--format=pdf"], "tinge: option '--format' takes terminal, tokens or html, not 'pdf'"),
        ]
        for (arguments, message) in cases {
            let input = Array("diff --git a/x b/x\n".utf8)
            let run = try InProcessRun.tinge(arguments, input: input)
            #expect(run.status == 2, "\(arguments)")
            let first = run.stderr.split(separator: "\n").first.map(String.init)
            if arguments[0].hasPrefix("-") {
                // The pager passes its input through, so that a bad flag hides nothing.
                #expect(run.stdout == input, "\(arguments)")
                #expect(first == message + " (the input follows unchanged)", "\(arguments): \(run.stderr)")
            } else {
                #expect(run.stdout.isEmpty, "\(arguments)")
                #expect(first == message, "\(arguments): \(run.stderr)")
            }
        }
        let terminal = try InProcessRun.tinge(["--format=terminal", "--color=never"], input: Array("plain text\n".utf8))
        #expect(terminal.status == 0 && terminal.text == "plain text\n")
    }
}
