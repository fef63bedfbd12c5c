/// One of tinge's subcommands, declared once: `Command.run` dispatches by `all`, `Help.overview`
/// lists it (synopsis and summary), `tinge help NAME` shows its help, the completions
/// (`CompletionModel`) offer it with the same summary, and `OptionTableTests` checks that the
/// man page has an entry for each.
struct Subcommand: Sendable {
    let name: String
    /// What follows the name in the overview's list and the man page (`[OPTIONS] [FILE...]`).
    let synopsis: String
    /// One line: the overview's and the completions' description.
    let summary: String
    /// `tinge help NAME`, `tinge NAME --help`.
    let help: @Sendable () -> String
    /// Runs it with the arguments after its name, in `session`; returns the exit status.
    let run: @Sendable (_ arguments: [String], _ session: Session) throws -> Int32
    /// What the completions offer after its name: its flags, its flags' values, its operands.
    let completion: @Sendable () -> CompletionModel.Completing

    /// Every subcommand, in the order the overview lists them.
    static let all: [Subcommand] = [
        Subcommand(
            name: "highlight", synopsis: "[OPTIONS] [FILE...]",
            summary: "print files with syntax colors (stdin without FILE or with -)",
            help: { Help.highlight }, run: HighlightCommand.run,
            completion: {
                .init(flags: CompletionModel.flags([.highlight]), values: CompletionModel.ownValues(.highlight),
                      operands: .files)
            }),
        native(.diff, synopsis: "[--cached] [REV [REV]] [-- PATH...] | --no-index A B",
               summary: "a diff through libgit2, rendered like the pager"),
        native(.show, synopsis: "[REV] [-- PATH...]", summary: "a commit and its patch"),
        Subcommand(
            name: "blame", synopsis: "[GIT BLAME OPTIONS] [REV] FILE", summary: "who last changed each line, by git blame",
            help: { Help.blame }, run: BlameCommand.run,
            completion: {
                // git blame's own short flags are git's there, not the pager's.
                .init(flags: CompletionModel.flags([.rendered]).filter { !BlameOptions.flags.contains($0) }
                          + (BlameOptions.flags.union(BlameOptions.valued).union(BlameOptions.optional)).sorted(),
                      values: ["-S": .files, "--contents": .files, "--ignore-revs-file": .files, "--ignore-rev": .revisions],
                      operands: .files, afterDashes: .files)
            }),
        native(.log, synopsis: "[-p] [-n N] [RANGE] [-- PATH...]", summary: "history, with patches when -p"),
        Subcommand(
            name: "config", synopsis: "[--path FILE]", summary: "each option's value and where it came from",
            help: { Help.config }, run: ConfigCommand.run,
            completion: { .init(flags: ["--path"], values: ["--path": .files]) }),
        Subcommand(
            name: "lint", synopsis: "[--staged|--all|RANGE]", summary: "judge what a change adds; findings like a compiler's",
            help: { Help.lint }, run: LintCommand.run,
            completion: {
                .init(flags: CompletionModel.flags([.lint]), values: CompletionModel.ownValues(.lint), operands: .revisions)
            }),
        Subcommand(
            name: "hook", synopsis: "install [--force] | uninstall",
            summary: "the git pre-commit hook running tinge lint --staged",
            help: { HookCommand.help }, run: { try HookCommand.run($0, $1) },
            completion: { .init(flags: ["-f", "--force"], operands: .words(["install", "uninstall"])) }),
        Subcommand(
            name: "languages", synopsis: "", summary: "list the languages with their aliases and extensions",
            help: { Help.languages },
            run: { rest, session in
                if rest == ["--list"] { try LanguagesCommand.list(session); return Failure.Status.success }
                try expectNoArguments(rest, "languages")
                try LanguagesCommand.run(session)
                return Failure.Status.success
            },
            completion: { .init(flags: []) }),
        Subcommand(
            name: "themes", synopsis: "", summary: "show each theme on a sample diff (--list: names)",
            help: { Help.themes }, run: { try ThemesCommand.run($0, $1); return Failure.Status.success },
            completion: { .init(flags: CompletionModel.flags([.themes])) }),
        Subcommand(
            name: "completions", synopsis: "bash|zsh|fish", summary: "print the shell's completion script",
            help: { Help.completions }, run: { try CompletionsCommand.run($0, $1) },
            completion: { .init(flags: [], operands: .words(["bash", "zsh", "fish"])) }),
        Subcommand(
            name: "help", synopsis: "[COMMAND]", summary: "show help for a command",
            help: { Help.overview },
            run: { rest, session in
                try session.printText(try Help.text(for: rest.first))
                return Failure.Status.success
            },
            // No `--help` of its own: `tinge help --help` is help's help, the overview.
            completion: { .init(flags: [], operands: .words(Subcommand.all.map(\.name).filter { $0 != "help" }), help: false) }),
    ]

    /// The subcommand named `name`.
    static func named(_ name: String) -> Subcommand? {
        all.first { $0.name == name }
    }

    /// diff, show and log: the same command line, read as git's of that name.
    private static func native(_ kind: NativeCommand.Kind, synopsis: String, summary: String) -> Subcommand {
        Subcommand(
            name: kind.rawValue, synopsis: synopsis, summary: summary, help: { Help.native },
            run: { try NativeCommand.run(kind, $0, $1) },
            completion: {
                // (-s is git's --no-patch here, not side by side.)
                .init(flags: CompletionModel.flags([.rendered, .native]).filter { $0 != "-s" } + NativeCommand.ownFlags,
                      values: ["-U": .anything, "--unified": .anything, "-n": .anything, "--max-count": .anything],
                      operands: .revisions, afterDashes: .files)
            })
    }

    private static func expectNoArguments(_ rest: [String], _ name: String) throws(Failure) {
        if rest == ["--help"] || rest == ["-h"] { return }
        if let extra = rest.first { throw Failure.usage("'\(name)' takes no arguments, not '\(extra)'") }
    }

    /// The overview's list: each command's name and synopsis, its summary beside them from the
    /// 35th column, or under them when they are too long.
    static var overviewList: String {
        all.map { command in
            let label = "  " + command.name + (command.synopsis.isEmpty ? "" : " " + command.synopsis)
            let column = 34
            return label.count + 2 <= column
                ? label + String(repeating: " ", count: column - label.count) + command.summary
                : label + "\n" + String(repeating: " ", count: column) + command.summary
        }.joined(separator: "\n")
    }
}
