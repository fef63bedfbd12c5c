import Terminal

/// Picks the subcommand from the first word and runs it.
enum Command {
    /// The subcommand `arguments` (without the program name) run, when it has help of its own.
    static func subcommand(of arguments: [String]) -> String? {
        guard let first = arguments.first, first != "help", (try? Help.text(for: first)) != nil else { return nil }
        return first
    }

    /// Runs the command line (without the program name) and returns the exit status.
    static func run(_ arguments: [String]) throws -> Int32 {
        // No command: the pager, reading a diff on stdin (as git runs it), unless stdin is a terminal.
        guard let first = arguments.first else {
            if TerminalInfo.isTerminal(0) {
                try Output.printText(Help.overview)
                return Failure.Status.success
            }
            return try PagerCommand.run([])
        }
        if first.hasPrefix("-"), !["--help", "-h", "--version", "-V"].contains(first) {
            return try PagerCommand.run(arguments)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "highlight": return try HighlightCommand.run(rest)
        case "diff", "show", "log": return try NativeCommand.run(NativeCommand.Kind(rawValue: first)!, rest)
        case "blame": return try BlameCommand.run(rest)
        case "config": return try ConfigCommand.run(rest)
        case "lint": return try LintCommand.run(rest)
        case "hook": return try HookCommand.run(rest)
        case "languages":
            if rest == ["--list"] { try LanguagesCommand.list(); return 0 }
            try expectNoArguments(rest, "languages"); try LanguagesCommand.run(); return 0
        case "completions": return try CompletionsCommand.run(rest)
        case "themes": try ThemesCommand.run(rest); return 0
        case "help": try Output.printText(try Help.text(for: rest.first)); return 0
        case "--help", "-h": try Output.printText(Help.overview); return 0
        case "--version", "-V": try Output.printText("tinge \(Version.described)\n"); return 0
        default:
            if first.hasPrefix("-") { throw Failure.usage("unknown option '\(first)'") }
            throw Failure.usage("unknown command '\(first)'")
        }
    }

    private static func expectNoArguments(_ rest: [String], _ name: String) throws(Failure) {
        if rest == ["--help"] || rest == ["-h"] { return }
        if let extra = rest.first { throw Failure.usage("'\(name)' takes no arguments, not '\(extra)'") }
    }
}
