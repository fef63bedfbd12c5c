#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pager process (less) that output is piped into, started through `/bin/sh -c` as git starts its pager.
package final class Pager {
    /// The write end of the pipe to the pager.
    public let descriptor: Int32
    private let pid: pid_t

    /// The pager command to use: `TINGE_PAGER`, then `PAGER` unless it is empty, `cat`-like or tinge
    /// itself, then `less -R -F -X`. Nil when the chosen command is `cat` or empty (no paging).
    public static func command(environment: [String: String]) -> String? {
        for candidate in [environment["TINGE_PAGER"], environment["PAGER"]] {
            guard let c = candidate?.trimmingBlanks else { continue }
            if c.isEmpty || c == "cat" { return nil }
            if isTinge(c, path: environment["PATH"]) { continue }
            return c
        }
        return defaultCommand
    }

    /// What pages when nothing else is chosen.
    package static let defaultCommand = "less -R -F -X"

    /// The pager for a command already chosen (by flags, environment or config): nil when it is
    /// empty or `cat` (no paging); less when it is tinge itself, which would page its own output
    /// into itself without end.
    public static func command(chosen: String, path: String?) -> String? {
        let c = chosen.trimmingBlanks
        if isTinge(c, path: path) { return defaultCommand }
        return c.isEmpty || c == "cat" ? nil : c
    }

    /// Whether `command` runs less: its program, after any `NAME=value` words (`LESS='-R -S'
    /// less`) and an `env` or `exec` before them, is named `less`.
    package static func isLess(_ command: String) -> Bool {
        for word in shellWords(command) {
            if word == "env" || word == "exec" { continue }
            // A `NAME=value` word sets the environment for the program after it.
            if let equals = word.firstIndex(of: "="), equals != word.startIndex,
                word[..<equals].allSatisfy({ $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) })
            {
                continue
            }
            return word.split(separator: "/").last == "less"
        }
        return false
    }

    /// The words of a simple shell command, their quotes and backslashes taken away; enough to
    /// find its program, not a shell.
    static func shellWords(_ command: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for c in command {
            if escaped {
                word.append(c)
                escaped = false
            } else if c == "\\", quote != "'" {
                escaped = true
                inWord = true
            } else if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                inWord = true
            } else if c == " " || c == "\t" || c == "\n" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(c)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Whether `command` runs tinge: its program is named `tinge`, or is this very executable
    /// (found on `path`, the environment's `PATH`, as the shell would find it).
    package static func isTinge(_ command: String, path: String?) -> Bool {
        guard let first = command.split(separator: " ").first.map(String.init) else { return false }
        if first.split(separator: "/").last == "tinge" { return true }
        guard let program = first.contains("/") ? first : search(path, for: first),
              let mine = realPath("/proc/self/exe"), let theirs = realPath(program) else { return false }
        return mine == theirs
    }

    /// `name` found in the folders of `path` (a `PATH`), as the shell would run it.
    private static func search(_ path: String?, for name: String) -> String? {
        guard let path else { return nil }
        for folder in path.split(separator: ":") where access("\(folder)/\(name)", X_OK) == 0 {
            return "\(folder)/\(name)"
        }
        return nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Set in the pager's environment: a tinge started under it (a wrapper script that runs
    /// tinge as the pager) does not start another. Its value names the pipe the pager reads
    /// (`pipeIdentity`), so a tinge reading that very pipe knows its input is tinge's output.
    public static let marker = "TINGE_PAGING"

    /// Whether standard input (`descriptor`) is the pipe a tinge pages its output into, read by
    /// tinge run as that pager through a wrapper (`env tinge`, `sh -c tinge`, a script): that
    /// output is painted already and goes to the terminal as it is. A tinge under the pager that
    /// reads anything else (a command less runs with `!`) paints as ever.
    package static func readsOwnOutput(descriptor: Int32 = 0, environment: [String: String]) -> Bool {
        guard let mark = environment[marker], let identity = pipeIdentity(descriptor) else { return false }
        return mark == identity
    }

    /// `device:inode` of the pipe at `descriptor`, or nil when it is not a pipe.
    static func pipeIdentity(_ descriptor: Int32) -> String? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }

    /// Starts `command` with its standard input on a new pipe and `environment` as its
    /// environment; sets `LESS=FRX` and `LV=-c` there when unset so less shows colors and quits
    /// on one screen. With `search`, less is given it as its last search (`LessHistory`), so `n`
    /// and `N` find it before any search of the reader's own. This process's environment is
    /// left as it is. The pager writes to `output` and `error` (this process's by default).
    public init(command: String, search: String? = nil, environment: [String: String], output: Int32 = 1,
                error: Int32 = 2) throws(OutputError) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw .failed(errno: errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        // dup2 onto itself is nothing: the process's own descriptors pass as they are.
        if output != 1 { posix_spawn_file_actions_adddup2(&actions, output, 1) }
        if error != 2 { posix_spawn_file_actions_adddup2(&actions, error, 2) }
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        var variables = environment
        if variables["LESS"] == nil { variables["LESS"] = "FRX" }
        if variables["LV"] == nil { variables["LV"] = "-c" }
        variables[Self.marker] = Self.pipeIdentity(fds[0]) ?? "1"
        var child: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("sh"), strdup("-c"), strdup(command), nil]
        defer { for a in argv { free(a) } }
        // The history's pipe is the pager's alone: set in its environment, not in ours.
        let history = search.flatMap {
            LessHistory.reader(holding: LessHistory.seeded(with: $0, history: LessHistory.userHistory(environment)))
        }
        if let history { variables["LESSHISTFILE"] = "/dev/fd/\(history)" }
        let env: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for e in env { free(e) } }
        let status = posix_spawn(&child, "/bin/sh", &actions, nil, argv, env)
        if let history { close(history) }
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
