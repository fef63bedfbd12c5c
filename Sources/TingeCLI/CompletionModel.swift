/// What the completions know of tinge's command line: its commands, each command's flags, and
/// what each flag's value can be. The options come from `Option.all`; the flags of commands
/// that parse by hand (diff's git flags, hook, config) are listed here.
struct CompletionModel {
    /// Where a value's candidates come from.
    enum Source: Equatable {
        /// A fixed list.
        case words([String])
        /// `tinge themes --list`.
        case themes
        /// `tinge languages --list`.
        case languages
        case files
        /// The revisions git's own completion offers, else `git for-each-ref`.
        case revisions
        /// Anything (a number, a pattern): nothing to offer.
        case anything
    }

    /// One command, or the pager (named "").
    struct Command {
        let name: String
        let summary: String
        let flags: [String]
        /// Values of this command's own flags, and of flags whose values differ here (`--format`).
        var values: [String: Source] = [:]
        var operands = Source.anything
    }

    /// A flag's value, whatever the command.
    struct Value {
        let flags: [String]
        let source: Source
        /// The value may only be attached (`--wrap=never`), never the next word.
        let isAttachedOnly: Bool
    }

    /// The values of the table's flags, whatever the command.
    let values: [Value]
    let commands: [Command]

    /// Every flag any command takes a value after (as the next word).
    var valueFlags: [String] {
        var seen = Set<String>()
        let table = values.filter { !$0.isAttachedOnly }.flatMap(\.flags)
        return (table + commands.flatMap { $0.values.keys.sorted() }).filter { seen.insert($0).inserted }
    }

    /// The cases of a shell's `case "$command $flag" in`, each with the source of the flag's
    /// value: a command's own (`"highlight --format"`) first, then the table's for any command
    /// (`*" --theme"`). bash's and zsh's patterns are written alike.
    var valueCases: [(patterns: [String], source: Source)] {
        let own = commands.flatMap { command in
            command.values.sorted { $0.key < $1.key }.map {
                (patterns: ["\"\(command.name) \($0.key)\""], source: $0.value)
            }
        }
        return own + values.map { value in (value.flags.map { "*\" \($0)\"" }, value.source) }
    }

    /// The command named `name`.
    func command(_ name: String) -> Command? { commands.first { $0.name == name } }

    static let tinge: CompletionModel = {
        func flags(_ scopes: [Option.Scope]) -> [String] {
            Option.all.filter { $0.isTaken(by: scopes) }.flatMap(\.flags)
        }
        /// The sources of `scope`'s own options' values (`highlight --format`), by flag.
        func ownValues(_ scope: Option.Scope) -> [String: Source] {
            var own: [String: Source] = [:]
            for option in Option.all where option.scopes == [scope] && option.long != nil {
                if case .none = option.argument { continue }
                for flag in [option.long, option.short].compactMap({ $0 }) + option.aliases {
                    own[flag] = CompletionModel.source(option)
                }
            }
            return own
        }
        // Options every rendering command takes have one source whatever the command; a
        // command's own options (`--format` of highlight and of lint) are the command's values.
        let rendering: [Option.Scope] = [.rendered, .standardInput, .native]
        var values: [Value] = []
        for option in Option.all where option.long != nil && option.isTaken(by: rendering) {
            if case .none = option.argument { continue }
            var attachedOnly = false
            if case .optional = option.argument { attachedOnly = true }
            values.append(
                Value(
                    flags: [option.long, option.short].compactMap { $0 } + option.aliases,
                    source: CompletionModel.source(option), isAttachedOnly: attachedOnly))
        }
        let help = ["-h", "--help"]
        let nativeOwn = [
            "--cached", "--staged", "-U", "--unified", "-M", "--find-renames", "--no-renames", "--stat", "-p",
            "--patch", "-s", "--no-patch", "-n", "--max-count", "--mailmap", "--no-mailmap", "--use-mailmap",
            "--no-use-mailmap",
        ]
        let native = Command(
            // (-s is git's --no-patch here, not side by side; in blame, nothing.)
            name: "", summary: "", flags: flags([.rendered, .native]).filter { $0 != "-s" } + nativeOwn + help,
            values: ["-U": .anything, "--unified": .anything, "-n": .anything, "--max-count": .anything],
            operands: .revisions)
        func renamed(_ c: Command, _ name: String, _ summary: String) -> Command {
            Command(name: name, summary: summary, flags: c.flags, values: c.values, operands: c.operands)
        }
        var commands = [
            Command(
                name: "", summary: "the pager", flags: flags([.rendered, .standardInput]) + help + ["-V", "--version"]),
            renamed(native, "diff", "a diff through libgit2, rendered like the pager"),
            renamed(native, "show", "a commit and its patch"),
            renamed(native, "log", "history, with patches when -p"),
            Command(
                // git blame's own short flags are git's there, not the pager's.
                name: "blame", summary: "who last changed each line, by git blame",
                flags: flags([.rendered]).filter { !BlameOptions.flags.contains($0) }
                    + (BlameOptions.flags.union(BlameOptions.valued).union(BlameOptions.optional)).sorted() + help,
                values: ["-S": .files, "--contents": .files, "--ignore-revs-file": .files, "--ignore-rev": .revisions],
                operands: .files),
            Command(
                name: "highlight", summary: "print files with syntax colors", flags: flags([.highlight]) + help,
                values: ownValues(.highlight), operands: .files),
            Command(
                name: "lint", summary: "judge what a change adds", flags: flags([.lint]) + help,
                values: ownValues(.lint), operands: .revisions),
            Command(
                name: "hook", summary: "install or remove the pre-commit hook", flags: ["-f", "--force"] + help,
                operands: .words(["install", "uninstall"])),
            Command(
                name: "config", summary: "each option's value and where it came from", flags: ["--path"] + help,
                values: ["--path": .files]),
            Command(name: "themes", summary: "show each theme on a sample diff", flags: flags([.themes]) + help),
            Command(name: "languages", summary: "list the languages", flags: help),
            Command(
                name: "completions", summary: "print a shell's completion script", flags: help,
                operands: .words(["bash", "zsh", "fish"])),
        ]
        let names = commands.map(\.name).filter { !$0.isEmpty }
        commands.append(Command(name: "help", summary: "show help for a command", flags: [], operands: .words(names)))
        return CompletionModel(values: values, commands: commands)
    }()

    /// Where the candidates for `option`'s value come from.
    private static func source(_ option: Option) -> Source {
        switch option.values {
        case .theme: .themes
        case .language: .languages
        case .path: .files
        case .bool, .when, .choice: .words(option.words)
        case .number, .size, .string: .anything
        }
    }
}
