/// A long history made in one `git fast-import`: many commits, each changing many files (C,
/// Python and Markdown, with block comments and docstrings) in a few places, so that its
/// `git log -p` runs to tens of megabytes and a pager has several windows of files in flight.
public enum LongHistory {
    /// Makes the history in `dir` (a repository is made there) and returns its `git log -p`.
    public static func make(in dir: TemporaryDirectory, commits: Int = 320, files: Int = 120, filesPerCommit: Int = 40,
                            linesPerFile: Int = 160) throws -> [UInt8] {
        try dir.git("init", "-q")
        var texts = (0..<files).map { file in (0..<linesPerFile).map { line(file: file, index: $0, version: 0) } }
        var stream: [UInt8] = []
        stream.reserveCapacity(commits * filesPerCommit * linesPerFile * 40)
        func append(_ text: String) { stream.append(contentsOf: text.utf8) }
        for commit in 1...commits {
            let message = "Change \(filesPerCommit) files, round \(commit)\n"
            append("commit refs/heads/main\ncommitter Test <test@example.com> \(1_700_000_000 + commit * 60) +0000\n")
            append("data \(message.utf8.count)\n\(message)")
            let changed = commit == 1 ? Array(0..<files) : (0..<filesPerCommit).map { (commit * 7 + $0) % files }
            for file in changed {
                if commit > 1 {
                    // A few lines here and there: several hunks a file.
                    for n in 0..<5 {
                        let at = (commit * 11 + n * 31 + file) % linesPerFile
                        texts[file][at] = line(file: file, index: at, version: commit)
                    }
                }
                let body = texts[file].joined()
                append("M 100644 inline \(name(file))\ndata \(body.utf8.count)\n\(body)\n")
            }
        }
        let imported = try ToolRun.run("git", ["fast-import", "--quiet"], input: stream, directory: dir.path)
        guard imported.status == 0 else { throw GitCommandFailed(arguments: ["fast-import"], stderr: imported.stderr) }
        try dir.git("checkout", "-q", "main")
        let log = try ToolRun.run("git", ["log", "-p"], directory: dir.path)
        guard log.status == 0 else { throw GitCommandFailed(arguments: ["log", "-p"], stderr: log.stderr) }
        return log.stdout
    }

    private static func name(_ file: Int) -> String {
        ["src/unit\(file).c", "lib/module\(file).py", "docs/page\(file).md"][file % 3]
    }

    private static func line(file: Int, index: Int, version: Int) -> String {
        switch (file % 3, index % 8) {
        case (0, 0): return "/* block comment \(version): the text of unit \(file)\n"
        case (0, 1): return "   goes on here */\n"
        case (0, _): return "static int value_\(index)(int x) { return x * \(version) + \(index); }\n"
        case (1, 0): return "def run_\(index)(x):\n"
        case (1, 1): return "    \"\"\"Docstring \(version) of run_\(index).\"\"\"\n"
        case (1, _): return "    return x + \(version * index)  # step \(index)\n"
        case (_, 0): return "## Section \(index), version \(version)\n"
        case (_, 1): return "```sh\n"
        case (_, 2): return "echo \"\(version)\"\n"
        case (_, 3): return "```\n"
        default: return "Some prose for page \(file), line \(index), version \(version).\n"
        }
    }
}
