#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diff

/// The command line of the git that started tinge as its pager: `git blame` prints no file
/// name, but git was given one, and its name says the file's language.
///
/// The pager is git's child, or the child of the shell git ran it in (git takes
/// `GIT_PAGER_IN_USE` out of its pager's environment, so only the parent tells). The command
/// line is read from `/proc`, so only where there is one (Linux); elsewhere, `--file-name` or
/// `--language` say it.
enum GitParent {
    /// The file `git blame` was given, when tinge is that git's pager: the last argument after
    /// `blame` that is not an option.
    static func blamedFile() -> String? {
        guard let arguments = gitArguments() else { return nil }
        guard let blame = arguments.firstIndex(of: "blame") else { return nil }
        let rest = arguments[(blame + 1)...]
        return rest.last { !$0.hasPrefix("-") && !$0.isEmpty }
    }

    /// Whether git was asked for a word diff (`--word-diff[=MODE]` but `none`, `--color-words[=REGEX]`,
    /// `--word-diff-regex=REGEX`), when tinge is that git's pager. Options end at `--`.
    static func asksForWordDiff() -> Bool {
        guard let arguments = gitArguments() else { return false }
        var asked = false
        for argument in arguments.prefix(while: { $0 != "--" }) {
            if argument == "--word-diff=none" { asked = false; continue }
            if ["--word-diff", "--color-words"].contains(argument) || argument.hasPrefix("--word-diff=")
                || argument.hasPrefix("--color-words=") || argument.hasPrefix("--word-diff-regex=") {
                asked = true
            }
        }
        return asked
    }

    /// The arguments of the nearest ancestor (up to the shell's parent) whose program is git.
    private static func gitArguments() -> [String]? {
        var pid = Int(getppid())
        for _ in 0..<2 {
            guard pid > 1, let arguments = commandLine(of: pid), let program = arguments.first else { return nil }
            let name = program.split(separator: "/").last.map(String.init) ?? program
            if name == "git" { return Array(arguments.dropFirst()) }
            guard ["sh", "bash", "dash", "zsh"].contains(name), let parent = parentID(of: pid) else { return nil }
            pid = parent
        }
        return nil
    }

    /// The NUL-separated arguments in `/proc/PID/cmdline`.
    private static func commandLine(of pid: Int) -> [String]? {
        guard let bytes = read("/proc/\(pid)/cmdline") else { return nil }
        return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map(PathBytes.decode)
    }

    /// The parent's id, the fourth field of `/proc/PID/stat` (after the name in parentheses).
    private static func parentID(of pid: Int) -> Int? {
        guard let bytes = read("/proc/\(pid)/stat"), let close = bytes.lastIndex(of: 0x29) else { return nil }
        let fields = bytes[(close + 1)...].split(separator: 0x20)
        return fields.count > 1 ? Int(String(decoding: fields[1], as: UTF8.self)) : nil
    }

    private static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return FileInput.read(fd, atMost: 1 << 16)
    }
}
