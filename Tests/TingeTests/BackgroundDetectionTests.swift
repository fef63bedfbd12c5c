import Foundation
import TestSupport
import Testing

/// `tinge.theme = auto` in a real terminal: tmux answers OSC 11 with its `window-style`
/// background when one is set, and answers only the DA1 query otherwise.
@Suite struct BackgroundDetectionTests {
    /// Forty lines of Swift, longer than the 24-row screen, so less stays.
    static let source = (1...40).map { "let line\($0) = \"text \($0)\"\n" }.joined()

    /// What tinge paints `a.swift` as with `options`, outside any terminal (nothing asked).
    static func reference(_ options: [String], in dir: TemporaryDirectory) throws -> String {
        try ToolRun.tinge(["highlight", "--color=always", "--paging=never"] + options + ["a.swift"], directory: dir.path).text
    }

    /// Runs tinge's highlight of `a.swift` in tmux with `background` as the pane's (nil: tmux
    /// does not answer OSC 11), paging into a file, then records the terminal's settings:
    /// what tinge painted, and `stty -a` after it.
    static func paint(background: String?, environment: [String: String] = [:],
                      in dir: TemporaryDirectory) throws -> (painted: String, stty: String) {
        let configuration = try dir.write("tmux.conf", background.map { "set -g window-style 'bg=\($0)'\n" } ?? "")
        let command = "export TERM=xterm-256color; '\(ToolRun.tinge)' highlight --color=always --paging=always a.swift; "
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
        let run = try Self.paint(background: "#ffffff", environment: ["GIT_CONFIG_PARAMETERS": "'tinge.theme=dark'"], in: dir)
        #expect(run.painted == (try Self.reference(["--dark"], in: dir)))
    }

    /// The reply is read before less starts: none of it reaches less as keys or on its
    /// screen, and the keys typed afterwards do.
    @Test func theReplyNeverReachesLessAndKeysDo() throws {
        let dir = try Self.directory()
        let configuration = try dir.write("tmux.conf", "set -g window-style 'bg=#ffffff'\n")
        let command = "export TERM=xterm-256color; '\(ToolRun.tinge)' highlight a.swift; stty -a > stty.txt; echo ended; read x"
        let session = try TerminalSession(command, directory: dir.path, environment: ["HOME": dir.path, "LESSHISTFILE": "-"],
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
}
