import Foundation
import TestSupport
import Testing
import Theme

/// `tinge.theme = auto` in a real terminal: tmux answers OSC 11 with its `window-style`
/// background when one is set, and answers only the DA1 query otherwise.
@Suite struct BackgroundDetectionTests {
    /// Forty lines of Swift, longer than the 24-row screen, so less stays.
    static let source = (1...40).map { "let line\($0) = \"text \($0)\"\n" }.joined()

    /// What tinge paints `a.swift` as with `options`, outside any terminal (nothing asked).
    static func reference(_ options: [String], in dir: TemporaryDirectory) throws -> String {
        try InProcessRun.tinge(
            ["highlight", "--color=always", "--paging=never"] + options + ["a.swift"], directory: dir.path
        ).text
    }

    /// Runs tinge's highlight of `a.swift` in tmux with `background` as the pane's (nil: tmux
    /// does not answer OSC 11), paging into a file, then records the terminal's settings:
    /// what tinge painted, and `stty -a` after it.
    static func paint(
        background: String?, environment: [String: String] = [:],
        in dir: TemporaryDirectory
    ) throws -> (painted: String, stty: String) {
        let configuration = try dir.write("tmux.conf", background.map { "set -g window-style 'bg=\($0)'\n" } ?? "")
        let command =
            "export TERM=xterm-256color; '\(ToolRun.tinge)' highlight --color=always --paging=always a.swift; "
            + "stty -a > stty.txt; echo ended; read x"
        let env = environment.merging(["HOME": dir.path, "TINGE_PAGER": "cat > painted"]) { $1 }
        let session = try TerminalSession(command, directory: dir.path, environment: env, configuration: configuration)
        _ = try session.wait { $0.contains("ended") }
        let painted = try String(contentsOfFile: dir.path + "/painted", encoding: .utf8)
        return (painted, try String(contentsOfFile: dir.path + "/stty.txt", encoding: .utf8))
    }

    static func directory() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.write("a.swift", source)
        return dir
    }

    /// The terminal is left as it was: canonical, echoing.
    static func expectRestored(_ stty: String) {
        #expect(stty.contains(" icanon") && !stty.contains("-icanon"), "\(stty)")
        #expect(stty.contains(" echo ") && !stty.contains("-echo "), "\(stty)")
    }

    /// The run's terminal (`Session.terminal`) is asked before its pager starts, and its answer
    /// chooses the theme over `COLORFGBG`; no answer leaves `COLORFGBG`, then dark. In-process,
    /// with a terminal that answers as told; the tests below ask tmux for real.
    @Test func theTerminalsAnswerChoosesTheThemeBeforeThePagerStarts() throws {
        let dir = try Self.directory()
        let cases: [(background: RGB?, fgbg: String?, theme: String)] = [
            (RGB(0xFD, 0xF6, 0xE3), "15;0", "--light"), (RGB(0x1E, 0x1E, 0x2E), "0;15", "--dark"),
            (nil, "0;15", "--light"), (nil, nil, "--dark"),
        ]
        for (background, fgbg, theme) in cases {
            let run = try InProcessRun.run(["highlight", "--color=always", "--paging=always", "a.swift"], directory: dir.path,
                                           environment: fgbg.map { ["COLORFGBG": $0] } ?? [:],
                                           screen: .terminal(background: background))
            #expect(run.stdout.isEmpty)
            #expect(run.pager?.text == (try Self.reference([theme], in: dir)), "\(theme)")
        }
    }

    @Test func aLightAnswerChoosesTheLightThemeOverCOLORFGBG() throws {
        let dir = try Self.directory()
        let run = try Self.paint(background: "#fdf6e3", environment: ["COLORFGBG": "15;0"], in: dir)
        #expect(run.painted == (try Self.reference(["--light"], in: dir)))
        #expect(run.painted != (try Self.reference(["--dark"], in: dir)))
        Self.expectRestored(run.stty)
    }

    @Test func aDarkAnswerChoosesTheDarkThemeOverCOLORFGBG() throws {
        let dir = try Self.directory()
        let run = try Self.paint(background: "#1e1e2e", environment: ["COLORFGBG": "0;15"], in: dir)
        #expect(run.painted == (try Self.reference(["--dark"], in: dir)))
        Self.expectRestored(run.stty)
    }

    @Test func theAnswerChoosesTinge_darkThemeAndTinge_lightTheme() throws {
        let dir = try Self.directory()
        let env = ["GIT_CONFIG_PARAMETERS": "'tinge.lighttheme=solarized-light' 'tinge.darktheme=nord'"]
        let light = try Self.paint(background: "#ffffff", environment: env, in: dir)
        #expect(light.painted == (try Self.reference(["--theme=solarized-light"], in: dir)))
        let dark = try Self.paint(background: "#000000", environment: env, in: dir)
        #expect(dark.painted == (try Self.reference(["--theme=nord"], in: dir)))
    }

    @Test func noAnswerFallsBackToCOLORFGBGThenDark() throws {
        let dir = try Self.directory()
        let fgbg = try Self.paint(background: nil, environment: ["COLORFGBG": "0;15"], in: dir)
        #expect(fgbg.painted == (try Self.reference(["--light"], in: dir)))
        Self.expectRestored(fgbg.stty)
        let none = try Self.paint(background: nil, in: dir)
        #expect(none.painted == (try Self.reference(["--dark"], in: dir)))
        Self.expectRestored(none.stty)
    }

    @Test func anExplicitThemeAsksNothing() throws {
        let dir = try Self.directory()
        let run = try Self.paint(
            background: "#ffffff", environment: ["GIT_CONFIG_PARAMETERS": "'tinge.theme=dark'"], in: dir)
        #expect(run.painted == (try Self.reference(["--dark"], in: dir)))
    }

    /// The reply is read before less starts: none of it reaches less as keys or on its
    /// screen, and the keys typed afterwards do.
    @Test func theReplyNeverReachesLessAndKeysDo() throws {
        let dir = try Self.directory()
        let configuration = try dir.write("tmux.conf", "set -g window-style 'bg=#ffffff'\n")
        let command =
            "export TERM=xterm-256color; '\(ToolRun.tinge)' highlight a.swift; stty -a > stty.txt; echo ended; read x"
        let session = try TerminalSession(
            command, directory: dir.path, environment: ["HOME": dir.path, "LESSHISTFILE": "-"],
            configuration: configuration)
        let first = try session.wait { $0.contains { $0.contains("line1 ") } }
        #expect(first.first?.contains("let line1 = ") == true, "\(first)")
        for junk in ["rgb:", "11;", "1;2c", "ffff"] {
            #expect(!first.joined(separator: "\n").contains(junk), "\(first)")
        }
        try session.press("G")
        let end = try session.wait { $0.contains { $0.contains("line40 ") } }
        #expect(end.contains { $0.contains("let line40 = ") }, "G reached less: \(end)")
        try session.press("q")
        let after = try session.wait { $0.contains("ended") }
        #expect(after.contains("ended"))
        Self.expectRestored(try String(contentsOfFile: dir.path + "/stty.txt", encoding: .utf8))
    }

    /// A terminal that answers nothing, not even DA1: a pty held by Python. It prints what
    /// tinge wrote to it, then whether tinge exited and whether the pty is canonical and
    /// echoing again.
    static let silentTerminal = """
        import os, pty, sys, termios, fcntl, select, time
        master, slave = pty.openpty()
        pid = os.fork()
        if pid == 0:
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2): os.dup2(slave, fd)
            os.execvp(sys.argv[1], sys.argv[1:])
        out, status, end = b"", None, time.time() + 10
        while time.time() < end:
            if select.select([master], [], [], 0.05)[0]:
                try: out += os.read(master, 65536)
                except OSError: pass
            elif status is not None: break
            if status is None:
                done, code = os.waitpid(pid, os.WNOHANG)
                if done: status = code
        flags = termios.tcgetattr(slave)[3]
        sys.stdout.buffer.write(out.replace(b"\\r\\n", b"\\n"))
        print("exited" if status == 0 else "hung or failed")
        print("restored" if flags & termios.ICANON and flags & termios.ECHO else "left raw")
        """

    @Test(arguments: [([String: String](), "--dark"), (["COLORFGBG": "0;15"], "--light")])
    func aTerminalThatAnswersNothingIsLeftAsItWas(_ environment: [String: String], _ expected: String) throws {
        let dir = try Self.directory()
        let script = try dir.write("silent.py", Self.silentTerminal)
        let run = try ToolRun.run(
            "python3", [script, ToolRun.tinge, "highlight", "--paging=never", "a.swift"],
            directory: dir.path, environment: environment)
        let query = "\u{1B}]11;?\u{07}\u{1B}[c"
        let painted = try Self.reference([expected], in: dir)
        #expect(run.text == query + painted + "exited\nrestored\n")
    }

    /// `git add -p` runs its filter with a pipe for standard output: the filter asks the
    /// controlling terminal, so a light pane gets the light theme's backgrounds, and the reply
    /// is neither shown nor left for git to read as the answer to its question.
    @Test(arguments: [("#fdf6e3", "--light", "--dark"), ("#1e1e2e", "--dark", "--light")])
    func addPatchAsksTheTerminalsBackground(_ background: String, _ expected: String, _ other: String) throws {
        let dir = try TemporaryDirectory.repository("f.py", first: "a = 1\nb = 2\n", second: "a = 1\nb = 3\n")
        // The added line's background, as each theme paints it at 256 colors.
        let diff = try ToolRun.run("git", ["-c", "color.ui=always", "diff"], directory: dir.path)
        func addedBackground(_ theme: String) throws -> String {
            let painted = try InProcessRun.tinge(["--color-only", theme], input: diff.stdout, directory: dir.path).text
            let added = painted.split(separator: "\n").first { ANSIColors.text(String($0)).hasPrefix("+b") } ?? ""
            return added.firstMatch(of: /48;5;\d+/).map { String($0.output) } ?? "none"
        }
        let (wanted, unwanted) = (try addedBackground(expected), try addedBackground(other))
        try #require(wanted != unwanted && wanted != "none")
        let configuration = try dir.write("tmux.conf", "set -g window-style 'bg=\(background)'\n")
        let command = "git -c interactive.diffFilter='\(ToolRun.tinge) --color-only' -c color.ui=always add -p; echo ended; read x"
        let session = try TerminalSession(command, directory: dir.path, environment: ["HOME": dir.path, "TERM": "xterm-256color"],
                                          configuration: configuration)
        let asked = try session.wait { $0.contains { $0.contains("Stage this hunk") } }
        #expect(asked.contains { $0.contains("Stage this hunk") }, "\(asked.joined(separator: "\n"))")
        let painted = try session.paintedScreen().joined(separator: "\n")
        // A code whole (48;5;22 is in 48;5;224): followed by the end of its sequence or the next.
        let uses = { (code: String) in painted.contains(code + "m") || painted.contains(code + ";") }
        #expect(uses(wanted), "\(painted)")
        #expect(!uses(unwanted), "\(painted)")
        #expect(!asked.contains { $0.contains("rgb:") || $0.contains("11;") })
        try session.press("y", "Enter")
        let ended = try session.wait { $0.contains("ended") }
        // git read the y typed, not a reply: it staged the hunk and asked nothing more.
        #expect(!ended.contains { $0.contains("Stage this hunk") && !$0.hasSuffix("? y") }, "\(ended.joined(separator: "\n"))")
        #expect(try dir.git("diff", "--cached").contains("+b = 3"))
    }
}
