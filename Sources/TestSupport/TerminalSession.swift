import Foundation

/// A program running in a real terminal: a tmux session of its own (its own server socket,
/// no configuration), driven by keys and read back from the screen, for tests of what a reader
/// sees in less. Debian's `tmux` package; `.ci/run` installs it.
public final class TerminalSession {
    /// The tmux server's socket name, unique to the session.
    private let socket = "tinge-test-\(UUID().uuidString)"

    /// Starts `command` (run by `sh -c`) in `directory`, on a screen `width` by `height`, with
    /// `environment` laid over the clean one `ToolRun` gives; `configuration` is tmux's
    /// configuration file (a `window-style` background makes tmux answer OSC 11 with it).
    public init(_ command: String, directory: String, width: Int = 80, height: Int = 24,
                environment: [String: String] = [:], configuration: String = "/dev/null") throws {
        // The server tmux starts keeps every descriptor it was given, and lives on: given the
        // pipes of runs going on in other tests, it would keep their readers waiting for ever.
        let start = ["-L", socket, "-f", configuration, "new-session", "-d", "-x", String(width), "-y", String(height), "-c", directory, command]
        let script = """
            for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done 2>/dev/null
            exec tmux "$@" </dev/null >/dev/null 2>&1
            """
        let status = try Self.runUnmasked(["bash", "-c", script, "bash"] + start, environment: ToolRun.environment(environment))
        guard status == 0 else { throw SessionFailed(what: "tmux new-session failed with status \(status)") }
    }

    deinit {
        _ = try? ToolRun.run("tmux", ["-L", socket, "kill-server"])
    }

    /// Runs `arguments` (a program on `PATH` and its arguments) with no signal blocked and the
    /// usual ones at their defaults, and waits for it. A process keeps the signal mask it was
    /// started with, and a test runner's threads block most signals: tmux, and the shell and
    /// less in its pane, would then never hear `kill-server` (a SIGTERM to itself) or SIGHUP,
    /// and would live on after the test.
    private static func runUnmasked(_ arguments: [String], environment: [String: String]) throws -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var usual = sigset_t()
        sigemptyset(&usual)
        for signal in [SIGHUP, SIGINT, SIGPIPE, SIGTERM, SIGCHLD] { sigaddset(&usual, signal) }
        posix_spawnattr_setsigdefault(&attributes, &usual)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let started = posix_spawnp(&child, arguments[0], nil, &attributes, argv, envp)
        guard started == 0 else { throw SessionFailed(what: "\(arguments[0]) could not start: error \(started)") }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// The screen's lines, top first, without colors.
    public func screen() throws -> [String] {
        let run = try ToolRun.run("tmux", ["-L", socket, "capture-pane", "-p"])
        guard run.status == 0 else { throw SessionFailed(what: "tmux capture-pane: \(run.stderr)") }
        return run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The screen's lines, top first, with tmux's escape sequences for their colors (`capture-pane -e`).
    public func paintedScreen() throws -> [String] {
        let run = try ToolRun.run("tmux", ["-L", socket, "capture-pane", "-p", "-e"])
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
