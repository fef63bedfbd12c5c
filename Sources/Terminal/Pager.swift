#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pager process (less) that output is piped into, started through `/bin/sh -c` as git starts its pager.
public final class Pager {
    /// The write end of the pipe to the pager.
    public let descriptor: Int32
    private let pid: pid_t

    /// The pager command to use: `TINGE_PAGER`, then `PAGER` unless it is empty, `cat`-like or tinge
    /// itself, then `less -R -F -X`. Nil when the chosen command is `cat` or empty (no paging).
    public static func command(environment: [String: String]) -> String? {
        for candidate in [environment["TINGE_PAGER"], environment["PAGER"]] {
            guard let c = candidate?.trimmingBlanks else { continue }
            if c.isEmpty || c == "cat" { return nil }
            let program = c.split(separator: " ").first.map { $0.split(separator: "/").last.map(String.init) ?? "" } ?? ""
            if program == "tinge" { continue }
            return c
        }
        return "less -R -F -X"
    }

    /// The pager for a command already chosen (by flags, environment or config): nil when it is
    /// empty or `cat` (no paging).
    public static func command(chosen: String) -> String? {
        let c = chosen.trimmingBlanks
        return c.isEmpty || c == "cat" ? nil : c
    }

    /// Starts `command` with its standard input on a new pipe; sets `LESS=FRX` and `LV=-c`
    /// when unset so less shows colors and quits on one screen.
    public init(command: String) throws(OutputError) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw .failed(errno: errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        if getenv("LESS") == nil { setenv("LESS", "FRX", 0) }
        if getenv("LV") == nil { setenv("LV", "-c", 0) }
        var child: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("sh"), strdup("-c"), strdup(command), nil]
        defer { for a in argv { free(a) } }
        let status = posix_spawn(&child, "/bin/sh", &actions, nil, argv, environ)
        close(fds[0])
        guard status == 0 else {
            close(fds[1])
            throw .failed(errno: status)
        }
        pid = child
        descriptor = fds[1]
    }

    /// Closes the pipe and waits for the user to quit the pager.
    public func finish() {
        close(descriptor)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
}

extension String {
    var trimmingBlanks: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" { s = s.dropLast() }
        return String(s)
    }
}
