import Diff
import Git
import Terminal

/// `tinge blame FILE`: who last changed each line, from libgit2 rather than a git process,
/// painted as the pager paints `git blame`'s output.
enum BlameCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let env = TerminalInfo.environment()
        var options = PagerCommand.Options(settings: Settings(environment: env))
        var help = false
        var list = ArgumentList(arguments)
        try list.parse { (option, value, attached) throws(Failure) -> Bool in
            if option == "--help" || option == "-h" { help = true; return true }
            // git blame's -s hides the author: not the pager's -s (side by side), which a blame has no use for.
            if option == "-s" { return false }
            return try PagerCommand.take(option, value, attached: attached, into: &options)
        }
        if help {
            try Output.printText(Help.blame)
            return Failure.Status.success
        }
        guard let file = list.operands.first else { throw Failure.usage("'blame' needs a file") }
        if let extra = list.operands.dropFirst().first { throw Failure.usage("'blame' takes one file, not '\(extra)'") }
        guard let repository = Workspace.repository else {
            throw Failure.git("not a git repository (or any parent folder): \(Workspace.failure)")
        }
        let path = try relativePath(file, in: repository)
        // The file as it is now, when the work tree has it: its changes are not committed yet.
        let workTree = repository.workingDirectory == nil ? nil : try? FileInput.read(file)
        let lines: [BlameLine]
        do {
            lines = try repository.blame(path: path, workTree: workTree)
        } catch {
            throw Failure.git(NativeCommand.unreadable(error.message, .show) ?? error.message)
        }
        try BlamePipeline.paint(lines.map(BlameItem.line), fileName: path, options, environment: env)
        return Failure.Status.success
    }

    /// `file` (as given, from the current folder) relative to the top of the work tree.
    private static func relativePath(_ file: String, in repository: Repository) throws(Failure) -> String {
        guard let top = repository.workingDirectory.flatMap(FileInput.realPath) else { return file }
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        let folder = parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
        guard let real = FileInput.realPath(folder.isEmpty ? "/" : folder) else {
            throw Failure.git("no such path '\(file)'")
        }
        let full = (real == "/" ? "" : real) + "/" + parts.last!
        guard full.hasPrefix(top + "/") else {
            throw Failure.git("'\(file)' is outside the repository at '\(top)'")
        }
        return String(full.dropFirst(top.count + 1))
    }
}
