import Foundation

/// A program running in a real terminal: a tmux session of its own (its own server socket,
/// no configuration), driven by keys and read back from the screen, for tests of what a reader
/// sees in less. Debian's `tmux` package; `.ci/run` installs it.
public final class TerminalSession {
    /// The tmux server's socket name, unique to the session.
    private let socket = "tinge-test-\(UUID().uuidString)"

    /// Starts `command` (run by `sh -c`) in `directory`, on a screen `width` by `height`, with
    /// `environment` laid over the clean one `ToolRun` gives.
    public init(_ command: String, directory: String, width: Int = 80, height: Int = 24,
                environment: [String: String] = [:]) throws {
        // The server tmux starts keeps every descriptor it was given, and lives on: given the
        // pipes of runs going on in other tests, it would keep their readers waiting for ever.
        let start = ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height), "-c", directory, command]
        let script = """
            for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done 2>/dev/null
            exec tmux "$@" </dev/null >/dev/null 2>&1
            """
        let run = try ToolRun.run("bash", ["-c", script, "bash"] + start, environment: environment)
        guard run.status == 0 else { throw SessionFailed(what: "tmux new-session failed with status \(run.status)") }
    }

    deinit {
        _ = try? ToolRun.run("tmux", ["-L", socket, "kill-server"])
    }

    /// The screen's lines, top first, without colors.
    public func screen() throws -> [String] {
        let run = try ToolRun.run("tmux", ["-L", socket, "capture-pane", "-p"])
        guard run.status == 0 else { throw SessionFailed(what: "tmux capture-pane: \(run.stderr)") }
        return run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Types `keys` (tmux's key names: `n`, `N`, `q`, `Enter`).
    public func press(_ keys: String...) throws {
        let run = try ToolRun.run("tmux", ["-L", socket, "send-keys"] + keys)
        guard run.status == 0 else { throw SessionFailed(what: "tmux send-keys: \(run.stderr)") }
    }

    /// The screen once `ready` holds for it, or the last screen seen after `seconds`.
    @discardableResult
    public func wait(seconds: Double = 10, until ready: ([String]) -> Bool) throws -> [String] {
        let end = Date().addingTimeInterval(seconds)
        var lines = try screen()
        while !ready(lines), Date() < end {
            Thread.sleep(forTimeInterval: 0.05)
            lines = try screen()
        }
        return lines
    }
}

/// Driving the terminal failed.
public struct SessionFailed: Error, CustomStringConvertible {
    public let what: String
    public var description: String { what }
}
