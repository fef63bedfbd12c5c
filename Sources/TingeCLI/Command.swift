import Terminal

/// Picks the subcommand from the first word (`Subcommand.all`) and runs it.
enum Command {
    /// The subcommand `arguments` (without the program name) run, when it has help of its own.
    static func subcommand(of arguments: [String]) -> String? {
        guard let first = arguments.first, first != "help", (try? Help.text(for: first)) != nil else { return nil }
        return first
    }

    /// Runs the command line (without the program name) and returns the exit status.
    static func run(_ arguments: [String], _ session: Session) throws -> Int32 {
        // No command: the pager, reading a diff on stdin (as git runs it), unless stdin is a terminal.
        guard let first = arguments.first else {
            if session.terminal.isTerminal(session.standardInput) {
                try session.printText(Help.overview)
                return Failure.Status.success
            }
            return try PagerCommand.run([], session)
        }
        // `tinge A B`: two files or folders, as `tinge diff --no-index A B`.
        if Subcommand.named(first) == nil, NoIndexDiff.namesTwoPaths(arguments, session) {
            return try NativeCommand.run(.diff, ["--no-index"] + arguments, session)
        }
        if first.hasPrefix("-"), !["--help", "-h", "--version", "-V"].contains(first) {
            return try PagerCommand.run(arguments, session)
        }
        if let command = Subcommand.named(first) { return try command.run(Array(arguments.dropFirst()), session) }
        switch first {
        case "--help", "-h": try session.printText(Help.overview); return Failure.Status.success
        case "--version", "-V": try session.printText("tinge \(Version.described)\n"); return Failure.Status.success
        default:
            if first.hasPrefix("-") { throw Failure.usage("unknown option '\(first)'") }
            throw Failure.usage("unknown command '\(first)'")
        }
    }
}
