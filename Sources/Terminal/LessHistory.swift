#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A history file for less whose last search is a pattern of tinge's: `n` and `N` with no
/// search of the reader's own yet repeat the last search in less's history, so they find the
/// pattern, while less still starts at the top and still quits on one screen (`-F`). A start-up
/// search (`less -p`, `+/…`) would do neither: less 590 keeps any start-up command on the
/// screen, padded with `~`, however short the output.
///
/// The file is handed over through a pipe (`LESSHISTFILE=/dev/fd/N`), so nothing is written
/// to disk: the reader's own history is copied in (searches and shell commands, the newest
/// first up to `budget`), and less cannot write back (it saves through a file beside the
/// named one, which cannot be made in `/dev/fd`), so the reader's history file is untouched.
enum LessHistory {
    /// At most this many bytes: a pipe takes them at once, without waiting for less to read.
    static let budget = 8 << 10

    /// The text of the history file: the entries of `history` (the text of the reader's
    /// history file, if any), then `pattern` as the last search.
    static func seeded(with pattern: String, history: String?) -> [UInt8] {
        var search: [String] = []
        var shell: [String] = []
        if let text = history {
            var section: String?
            // By scalars: a `\r\n` is one Character, which splitting the String would not cut.
            for line in text.unicodeScalars.split(separator: "\n").map(String.init) {
                if line.hasPrefix(".") {
                    section = line
                } else if line.hasPrefix("\""), !line.contains("\r") {
                    if section == ".search" { search.append(line) }
                    if section == ".shell" { shell.append(line) }
                }
            }
        }
        let last = "\"" + pattern
        var room = budget - last.utf8.count - 64
        // The newest entries (last in each section) are kept first.
        func newest(_ entries: [String]) -> [String] {
            var kept: [String] = []
            for entry in entries.reversed() {
                room -= entry.utf8.count + 1
                if room < 0 { break }
                kept.append(entry)
            }
            return kept.reversed()
        }
        let searches = newest(search)
        let commands = newest(shell)
        let lines = [".less-history-file:", ".search"] + searches + [last] + [".shell"] + commands
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The reader's history file, where less 590 and later look for it: `LESSHISTFILE`, then
    /// `lesshst` under `XDG_STATE_HOME`, `~/.local/state`, `XDG_DATA_HOME`, then `~/.lesshst`,
    /// with `variable` reading the environment; `readable` says whether a file can be read.
    static func userFile(_ variable: (String) -> String?,
                         readable: (String) -> Bool = { access($0, R_OK) == 0 }) -> String? {
        func env(_ name: String) -> String? { variable(name).flatMap { $0.isEmpty ? nil : $0 } }
        if let named = env("LESSHISTFILE") { return named == "-" || named == "/dev/null" ? nil : named }
        let home = env("HOME")
        let candidates = [env("XDG_STATE_HOME").map { $0 + "/lesshst" }, home.map { $0 + "/.local/state/lesshst" },
                          env("XDG_DATA_HOME").map { $0 + "/lesshst" }, home.map { $0 + "/.lesshst" }]
        return candidates.compactMap { $0 }.first(where: readable)
    }

    /// The reader's history, when there is one to read, found through `environment`.
    static func userHistory(_ environment: [String: String]) -> String? {
        userFile { environment[$0] }.flatMap(contents)
    }

    /// A regular file's text, its first 256 KB at most.
    private static func contents(of path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 256 << 10)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            count += n
        }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// A pipe holding `text` to read, its write end closed: the read end, or nil when no pipe
    /// could be made. The read end is inherited by the pager (it is not close-on-exec).
    static func reader(holding text: [UInt8]) -> Int32? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        var written = 0
        while written < text.count {
            let n = text.withUnsafeBytes { write(fds[1], $0.baseAddress! + written, $0.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            written += n
        }
        close(fds[1])
        guard written == text.count else {
            close(fds[0])
            return nil
        }
        return fds[0]
    }
}
