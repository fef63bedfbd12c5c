/// The options of `git blame` that `tinge blame` hands to git, as git 2.39 declares them
/// (`builtin/blame.c`, and the revision options its manual names). Each is given back to git
/// as the words git reads for it, so git attributes the lines as `git blame` with them would.
///
/// They come before the pager's options: git blame's short flags `-s`, `-n`, `-w`, `-l` and
/// `-e` are git's here, not the pager's (side by side, numbers, width, language, match).
enum BlameOptions {
    /// Options that take no value, and the negations git accepts of them.
    static let flags: Set<String> = [
        "--incremental", "-b", "--root", "--show-stats", "--progress", "--score-debug",
        "-f", "--show-name", "-n", "--show-number", "-p", "--porcelain", "--line-porcelain",
        "-c", "-t", "-l", "-s", "-e", "--show-email", "-w", "--color-lines", "--color-by-age",
        "--minimal", "--reverse", "--first-parent",
        "--no-incremental", "--no-root", "--no-show-stats", "--no-progress", "--no-score-debug",
        "--no-show-name", "--no-show-number", "--no-porcelain", "--no-line-porcelain",
        "--no-show-email", "--no-color-lines", "--no-color-by-age",
        // Clear the lists given so far (the config's `blame.ignoreRevsFile` among them).
        "--no-ignore-rev", "--no-ignore-revs-file",
    ]

    /// Options that take a value: `-L 1,5`, `-L1,5`, `--ignore-rev X`, `--ignore-rev=X`.
    static let valued: Set<String> = [
        "-L", "-S", "--contents", "--ignore-rev", "--ignore-revs-file", "--diff-algorithm",
        "--date", "--since", "--encoding",
    ]

    /// Options whose value may only be attached: `-M`, `-M20`, `-C`, `-C40`, `--abbrev=12`.
    static let optional: Set<String> = ["-M", "-C", "--abbrev"]

    /// The words to give git for `option`, or nil when it is none of git blame's.
    static func take(
        _ option: String, _ value: () throws(Failure) -> String, _ attached: () -> String?
    ) throws(Failure) -> [String]? {
        if flags.contains(option) { return [option] }
        if valued.contains(option) {
            let value = try value()
            return option.hasPrefix("--") ? ["\(option)=\(value)"] : [option, value]
        }
        if optional.contains(option) {
            guard let value = attached() else { return [option] }
            return [option.hasPrefix("--") ? "\(option)=\(value)" : option + value]
        }
        return nil
    }

    /// Whether the words ask for porcelain output (`-p`, `--porcelain`, `--line-porcelain`),
    /// the last of them and their negations deciding.
    static func asksForPorcelain(_ words: [String]) -> Bool {
        var porcelain = false
        for word in words {
            switch word {
            case "-p", "--porcelain", "--line-porcelain": porcelain = true
            case "--no-porcelain", "--no-line-porcelain": porcelain = false
            default: break
            }
        }
        return porcelain
    }
}
