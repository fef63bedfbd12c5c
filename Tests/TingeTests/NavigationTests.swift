import Foundation
import TestSupport
import Testing

/// `n` and `N` in less, for real: git in a tmux terminal with tinge as its pager, and less
/// (tinge's default pager) showing what tinge painted.
@Suite struct NavigationTests {
    /// What tinge marks rows with (zero-width), and what content holding them shows instead.
    static let marks = ["\u{200B}", "\u{2060}"]

    /// A commit changing `a.txt` (two hunks far apart, and lines holding the marks' characters
    /// as content), a file whose name holds one, and `b.txt`; each diff longer than a screen.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let hostile = "hostile \(marks[0]) and \(marks[1]) in content"
        func text(_ name: String, _ changed: Bool) -> String {
            (1...80).map { n in
                if n == 10 || n == 60 { return changed ? "\(name) changed \(n)\n" : "\(name) line \(n)\n" }
                if n == 12 || n == 58 { return changed ? "\(hostile) \(n)\n" : "\(name) line \(n)\n" }
                return "\(name) line \(n)\n"
            }.joined()
        }
        let names = ["a.txt", "a\(marks[0]).txt", "b.txt"]
        for name in names { try dir.write(name, text(name, false)) }
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        for name in names { try dir.write(name, text(name, true)) }
        try dir.git("commit", "-qam", "second \(hostile)\n\n\(hostile)\n\(marks.joined())")
        return dir
    }

    /// git log -p in an 80×24 terminal, tinge as git's pager and less as tinge's; `HOME` is
    /// the repository, so no history or config of the reader's counts.
    static func session(_ dir: TemporaryDirectory, _ gitOptions: String = "") throws -> TerminalSession {
        let command = "git -c core.pager='\(ToolRun.tinge)' \(gitOptions) log -p -1; echo pager-ended; read x"
        return try TerminalSession(command, directory: dir.path, environment: ["HOME": dir.path])
    }

    /// Presses `key` and waits for the top row to be `expected`'s (by its start).
    static func press(_ key: String, in session: TerminalSession, expecting expected: String) throws -> String {
        let before = try session.screen().first ?? ""
        try session.press(key)
        let lines = try session.wait { ($0.first ?? "") != before && ($0.first ?? "").hasPrefix(expected) }
        return lines.first ?? ""
    }

    @Test func nAndShiftNGoToTheNextAndPreviousFile() throws {
        let dir = try Self.repository()
        let session = try Self.session(dir)
        let first = try session.wait { $0.first?.hasPrefix("commit ") == true }
        #expect(first.first?.hasPrefix("commit ") == true, "less starts at the top: \(first)")
        #expect(try Self.press("n", in: session, expecting: "a.txt") == "a.txt")
        // The file named with a zero-width space is a file: its title is the next stop, and
        // the content lines holding the marks' characters before it are not.
        #expect(try Self.press("n", in: session, expecting: "a<U+200B>.txt") == "a<U+200B>.txt")
        #expect(try Self.press("n", in: session, expecting: "b.txt") == "b.txt")
        #expect(try Self.press("N", in: session, expecting: "a<U+200B>.txt") == "a<U+200B>.txt")
        // The screen never shows a mark: the content's are shown as code points.
        let screen = try session.screen()
        #expect(screen.contains { $0.contains("hostile <U+200B> and <U+2060> in content") }, "\(screen)")
        try session.press("q")
    }

    @Test func hunksModeStopsAtEachFileAndEachHunkAfterItsFirst() throws {
        let dir = try Self.repository()
        let session = try Self.session(dir, "-c tinge.navigate=hunks")
        try session.wait { $0.first?.hasPrefix("commit ") == true }
        #expect(try Self.press("n", in: session, expecting: "a.txt") == "a.txt")
        // The first hunk is right below its file's title; the second is a stop of its own.
        let second = try Self.press("n", in: session, expecting: "@@ -55,")
        #expect(second.hasPrefix("@@ -55,"), "\(second)")
        #expect(try Self.press("n", in: session, expecting: "a<U+200B>.txt") == "a<U+200B>.txt")
        #expect(try Self.press("N", in: session, expecting: "@@ -55,").hasPrefix("@@ -55,"))
        try session.press("q")
    }

    /// With a table of contents (`--toc`) on the first screen, `n` goes from it to each file's
    /// title in turn: the table's rows, which name the files too, are no stops.
    @Test func fromTheTableOfContentsNReachesEachFile() throws {
        let dir = try Self.repository()
        let command = "git -c core.pager='\(ToolRun.tinge) --toc' log -p -1; echo pager-ended; read x"
        let session = try TerminalSession(command, directory: dir.path, environment: ["HOME": dir.path])
        let first = try session.wait { $0.contains { $0.contains("3 files changed") } }
        #expect(first.first?.hasPrefix("commit ") == true, "less starts at the top: \(first)")
        for name in ["a.txt", "a<U+200B>.txt", "b.txt"] {
            #expect(first.contains { $0.hasPrefix(" \(name) ") && $0.contains("| +4 -4 ++++----") }, "\(name): \(first)")
        }
        #expect(try Self.press("n", in: session, expecting: "a.txt") == "a.txt")
        #expect(try Self.press("n", in: session, expecting: "a<U+200B>.txt") == "a<U+200B>.txt")
        #expect(try Self.press("n", in: session, expecting: "b.txt") == "b.txt")
        #expect(try Self.press("N", in: session, expecting: "a<U+200B>.txt") == "a<U+200B>.txt")
        try session.press("q")
    }

    /// The reader's own search takes `n` over, and their history file is left as it was.
    @Test func aSearchOfTheReadersOwnTakesOverAndTheirHistoryIsKept() throws {
        let dir = try Self.repository()
        let history = ".less-history-file:\n.search\n\"older\n.shell\n\"make\n"
        try dir.write(".lesshst", history)
        let session = try Self.session(dir)
        try session.wait { $0.first?.hasPrefix("commit ") == true }
        try session.press("/", "b\\.txt line 5", "Enter")
        // First the hunk header naming line 54 as its context, then the line after it.
        let found = try session.wait { $0.first?.hasSuffix("@@ b.txt line 54") == true }
        #expect(found.first?.hasSuffix("@@ b.txt line 54") == true, "\(found)")
        try session.press("n")
        let next = try session.wait { $0.first == " b.txt line 55" }
        #expect(next.first == " b.txt line 55", "n repeats the reader's search: \(next)")
        try session.press("q")
        let ended = try session.wait { $0.contains("pager-ended") }
        #expect(ended.contains("pager-ended"), "less quit: \(ended)")
        #expect(try String(contentsOfFile: dir.path + "/.lesshst", encoding: .utf8) == history)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".lesshs") }
        #expect(left == [".lesshst"], "no file of less's beside it: \(left)")
    }

    @Test func aShortDiffStillEndsWithoutAKey() throws {
        let dir = try Self.repository()
        let command = "git -c core.pager='\(ToolRun.tinge)' log -1 --format=%s; echo ended; read x"
        let session = try TerminalSession(command, directory: dir.path, environment: ["HOME": dir.path])
        let screen = try session.wait { $0.contains("ended") }
        #expect(screen.contains("ended"), "less -F quits on one screen: \(screen)")
    }
}

/// Marks only when paging through less: none for another pager, in `--color-only`, in a page,
/// or when not paging.
@Suite struct NavigationMarkTests {
    static func hasMarks(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return NavigationTests.marks.contains { text.contains($0) }
    }

    /// Runs git log -p through `script` (a terminal, so git and tinge page) with `pager` as
    /// tinge's pager: a program that keeps what it is given in `paged`, and the history less
    /// would read in `history`.
    static func paged(through name: String, _ options: String = "", in dir: TemporaryDirectory,
                      command: (String) -> String = { $0 }, native: Bool = false,
                      environment: [String: String] = [:]) throws -> (paged: [UInt8], history: String) {
        let pager = try dir.write("bin/\(name)", "#!/bin/sh\ncat > '\(dir.path)/paged'\ncat \"$LESSHISTFILE\" > '\(dir.path)/history' 2>/dev/null\n")
        #expect(chmod(pager, 0o755) == 0)
        try? FileManager.default.removeItem(atPath: dir.path + "/paged")
        try? FileManager.default.removeItem(atPath: dir.path + "/history")
        let git = native ? "'\(ToolRun.tinge)' log -1 -p \(options)" : "git -c core.pager='\(ToolRun.tinge) \(options)' log -p -1"
        let run = try ToolRun.run("script", ["-qc", git, "/dev/null"], directory: dir.path,
                                  environment: ["HOME": dir.path, "TINGE_PAGER": command(pager)].merging(environment) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        let paged = [UInt8](FileManager.default.contents(atPath: dir.path + "/paged") ?? Data())
        let history = String(decoding: FileManager.default.contents(atPath: dir.path + "/history") ?? Data(), as: UTF8.self)
        return (paged, history)
    }

    @Test func lessGetsMarksAndItsSearchOthersNothing() throws {
        let dir = try NavigationTests.repository()
        try dir.write(".lesshst", ".less-history-file:\n.search\n\"older\n\"newer\n.shell\n\"make\n")
        let less = try Self.paged(through: "less", in: dir)
        #expect(Self.hasMarks(less.paged))
        #expect(ANSIColors.text(String(decoding: less.paged, as: UTF8.self)).contains("a.txt"))
        // The reader's history, then the files' mark as the last search.
        #expect(less.history == ".less-history-file:\n.search\n\"older\n\"newer\n\"\u{200B}\n.shell\n\"make\n")
        let hunks = try Self.paged(through: "less", "--navigate=hunks", in: dir)
        #expect(hunks.history.contains("\"\u{2060}\n"))
        let off = try Self.paged(through: "less", "--no-navigate", in: dir)
        #expect(!Self.hasMarks(off.paged) && off.history.isEmpty)
        let configured = try Self.paged(through: "less", in: dir, environment: ["GIT_CONFIG_PARAMETERS": "'tinge.navigate'='false'"])
        #expect(!Self.hasMarks(configured.paged))
        let other = try Self.paged(through: "most", in: dir)
        #expect(!other.paged.isEmpty && !Self.hasMarks(other.paged) && other.history.isEmpty)
    }

    /// A pager command with options of its own, or with `LESS` set before it, is still less.
    @Test func lessWithItsOwnSettingsIsStillLess() throws {
        let dir = try NavigationTests.repository()
        for command in [{ "\($0) -R -S" }, { "LESS='-R -F -S' \($0)" }, { "env LESSCHARSET=utf-8 \($0) -R" }] as [(String) -> String] {
            let less = try Self.paged(through: "less", in: dir, command: command)
            #expect(Self.hasMarks(less.paged), "\(command("less"))")
            #expect(less.history.hasSuffix("\"\u{200B}\n.shell\n"), "\(command("less")): \(less.history)")
        }
    }

    /// `tinge log` (libgit2, no git process) navigates as the pager does, and takes the flags.
    @Test func nativeCommandsNavigateToo() throws {
        let dir = try NavigationTests.repository()
        let files = try Self.paged(through: "less", in: dir, native: true)
        #expect(Self.hasMarks(files.paged) && files.history.contains("\"\u{200B}\n"))
        let hunks = try Self.paged(through: "less", "--navigate=hunks", in: dir, native: true)
        #expect(hunks.history.contains("\"\u{2060}\n"))
        let off = try Self.paged(through: "less", "--no-navigate", in: dir, native: true)
        #expect(!off.paged.isEmpty && !Self.hasMarks(off.paged) && off.history.isEmpty)
    }

    @Test func notPagedNoMarks() throws {
        let dir = try NavigationTests.repository()
        let log = try ToolRun.run("git", ["log", "-p", "-1"], directory: dir.path)
        for options in [["--paging=never", "--color=always"], ["--color-only"], ["--format=html"], ["--paging=never"]] {
            let run = try InProcessRun.tinge(options + ["--navigate"], input: log.stdout, directory: dir.path)
            #expect(run.status == 0)
            #expect(!Self.hasMarks(run.stdout), "\(options)")
            #expect(run.text.contains("&lt;U+200B&gt;") || run.text.contains("<U+200B>"), "\(options)")
        }
        let bad = try InProcessRun.tinge(["--navigate=sideways"], input: log.stdout, directory: dir.path)
        #expect(bad.status == 2)
        #expect(bad.stderr == "tinge: option '--navigate' takes true, false, files or hunks, not 'sideways' (the input follows unchanged)\n")
        #expect(bad.stdout == log.stdout)
        let configured = try InProcessRun.tinge([], input: log.stdout, directory: dir.path,
                                           environment: ["GIT_CONFIG_PARAMETERS": "'tinge.navigate'='maybe'"])
        #expect(configured.status == 0)
        #expect(configured.stderr == "tinge: warning: git -c tinge.navigate: 'maybe' is not true, false, files or hunks; using true\n")
    }
}

/// Navigation and the project's tab width are documented where the reader looks: `--help`,
/// `tinge config --help`, the README and the man page.
@Suite struct NavigationDocumentationTests {
    static let top = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyPlaceNamesTheOptions() throws {
        let help = try InProcessRun.tinge(["help", "pager"]).text
        #expect(help.contains("--navigate[=WHAT]") && help.contains("--no-navigate") && help.contains(".editorconfig"))
        #expect(try InProcessRun.tinge(["log", "--help"]).text.contains("--navigate"))
        #expect(try InProcessRun.tinge(["help", "config"]).text.contains("tinge config [--path FILE]"))
        for name in ["README.md", "man/tinge.1"] {
            let text = try String(contentsOf: Self.top.appendingPathComponent(name), encoding: .utf8)
            for word in ["tinge.navigate", "hunks", "LESSHISTFILE", "indent_style", "tabwidth", "--path"] {
                #expect(text.contains(word) || text.contains(word.replacingOccurrences(of: "-", with: "\\-")), "\(name): \(word)")
            }
        }
    }
}
