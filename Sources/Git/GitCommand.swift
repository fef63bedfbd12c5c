#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The git command itself, for what libgit2 cannot read: a repository with a sparse or a split
/// index, or with sha256 objects. It runs in the run's folder with the run's environment (this
/// process's by default), so `GIT_DIR`, `GIT_WORK_TREE` and `GIT_INDEX_FILE` (set while git
/// runs a hook) mean to it what they mean to libgit2.
package struct GitCommand: Sendable {
    /// The folder git runs in (`git -C`); nil for the current one.
    package let directory: String?
    /// The environment git runs with; nil for this process's.
    package let environment: [String: String]?

    package init(directory: String? = nil, environment: [String: String]? = nil) {
        self.directory = directory
        self.environment = environment
    }

    /// What one run of git gave.
    package struct Run: Sendable {
        /// The exit status (128 + the signal when a signal ended it).
        package let status: Int32
        /// Everything written to standard output.
        package let output: [UInt8]
        /// Everything written to standard error.
        package let error: [UInt8]

        /// What went wrong, for a run that failed: git's first line of error (without its
        /// `fatal: ` or `error: `), or the status when git said nothing.
        package func failure(_ arguments: [String]) -> GitError {
            var line = error.split(separator: 0x0A).first.map { String(decoding: $0, as: UTF8.self) } ?? ""
            for prefix in ["fatal: ", "error: "] where line.hasPrefix(prefix) { line.removeFirst(prefix.count) }
            return GitError(.gitFailed, message: line.isEmpty ? "git \(arguments.first ?? "") failed (status \(status))" : line)
        }
    }

    /// The output of `git arguments` fed `input`; a failure throws git's first line of error
    /// (without its `fatal: `), or why git could not be started.
    package func output(_ arguments: [String], input: [UInt8] = []) throws(GitError) -> [UInt8] {
        let run = try run(arguments, input: input)
        guard run.status == 0 else { throw run.failure(arguments) }
        return run.output
    }

    /// Runs `git arguments`, feeding it `input` while reading what it writes (so neither side
    /// waits on a full pipe), and waits for it. The corresponding C functions are
    /// `posix_spawnp`, `poll` and `waitpid`.
    package func run(_ arguments: [String], input: [UInt8] = []) throws(GitError) -> Run {
        // A git that exits before reading all its input must not end this process.
        signal(SIGPIPE, SIG_IGN)
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else {
                for p in pipes { close(p[0]); close(p[1]) }
                throw GitError(.cannotRunGit, message: "cannot run git: \(String(cString: strerror(errno)))")
            }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            pipes.append(fds)
        }
        let (stdin, stdout, stderr) = (pipes[0], pipes[1], pipes[2])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdout[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderr[1], 2)
        let argv: [UnsafeMutablePointer<CChar>?] = (["git"] + (directory.map { ["-C", $0] } ?? []) + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var child: pid_t = 0
        let spawned: Int32
        if let environment {
            // posix_spawnp would search this process's PATH: the run's is searched instead.
            let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
            defer { for v in variables { free(v) } }
            if let program = Self.program(onPath: environment["PATH"]) {
                spawned = posix_spawn(&child, program, &actions, nil, argv, variables)
            } else {
                spawned = ENOENT
            }
        } else {
            spawned = posix_spawnp(&child, "git", &actions, nil, argv, environ)
        }
        close(stdin[0])
        close(stdout[1])
        close(stderr[1])
        guard spawned == 0 else {
            close(stdin[1]); close(stdout[0]); close(stderr[0])
            throw GitError(.cannotRunGit, message: "cannot run git: \(String(cString: strerror(spawned)))")
        }
        let (output, error) = Self.exchange(input, to: stdin[1], from: stdout[0], stderr[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, WTERMSIG: macros Swift does not import.
        let exited = status & 0x7F == 0
        return Run(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output: output, error: error)
    }

    /// The first `git` on `path` (`PATH`'s folders; the C library's default when unset) that
    /// may be run, as `posix_spawnp` finds it.
    private static func program(onPath path: String?) -> String? {
        for folder in (path ?? "/bin:/usr/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/git"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Writes `input` to `inFd` and reads `outFd` and `errFd` to their ends, all at once; closes all three.
    private static func exchange(_ input: [UInt8], to inFd: Int32, from outFd: Int32, _ errFd: Int32) -> ([UInt8], [UInt8]) {
        var fds = [inFd, outFd, errFd]
        var collected: [[UInt8]] = [[], [], []]
        var written = 0
        if input.isEmpty { close(inFd); fds[0] = -1 } else { _ = fcntl(inFd, F_SETFL, fcntl(inFd, F_GETFL) | O_NONBLOCK) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while fds.contains(where: { $0 >= 0 }) {
            var polled = fds.enumerated().map { k, fd in pollfd(fd: fd, events: Int16(k == 0 ? POLLOUT : POLLIN), revents: 0) }
            guard poll(&polled, nfds_t(polled.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            if fds[0] >= 0, polled[0].revents != 0 {
                let n = input.withUnsafeBytes { write(fds[0], $0.baseAddress! + written, input.count - written) }
                if n > 0 { written += n }
                if written == input.count || (n < 0 && errno != EAGAIN && errno != EINTR) {
                    close(fds[0])
                    fds[0] = -1
                }
            }
            for k in 1...2 where fds[k] >= 0 && polled[k].revents != 0 {
                let n = read(fds[k], &buffer, buffer.count)
                if n > 0 {
                    collected[k] += buffer[0..<n]
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(fds[k])
                    fds[k] = -1
                }
            }
        }
        for fd in fds where fd >= 0 { close(fd) }
        return (collected[1], collected[2])
    }
}
