import Theme

/// What the completions know of tinge's command line: its commands, each command's flags, and
/// what each flag's value can be. The options come from `Option.all`, the commands and what
/// follows each from `Subcommand.all` (`Subcommand.completion`).
struct CompletionModel {
    /// Where a value's candidates come from.
    enum Source: Equatable {
        /// A fixed list.
        case words([String])
        /// A fixed list of beginnings, each ending in `=` (`hunk-header=`): no space after one.
        case prefixes([String])
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
        /// What the words after `--` are (paths, for the git-like commands), when the command
        /// takes any there.
        var afterDashes: Source? = nil
    }

    /// What follows a subcommand's name: its flags (`-h` and `--help` added unless `help` is
    /// false), their values where they differ from the table's, its operands.
    struct Completing {
        var flags: [String]
        var values: [String: Source] = [:]
        var operands = Source.anything
        var afterDashes: Source? = nil
        var help = true
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

    /// The commands that take words after `--`, by what those are (`diff show log blame`: paths).
    var afterDashes: [(names: [String], source: Source)] {
        var groups: [(names: [String], source: Source)] = []
        for command in commands {
            guard let source = command.afterDashes else { continue }
            if let i = groups.firstIndex(where: { $0.source == source }) {
                groups[i].names.append(command.name)
            } else {
                groups.append(([command.name], source))
            }
        }
        return groups
    }

    /// The flags of the options of `scopes`.
    static func flags(_ scopes: [Option.Scope]) -> [String] {
        Option.all.filter { $0.isTaken(by: scopes) }.flatMap(\.flags)
    }

    /// The sources of `scope`'s own options' values (`highlight --format`), by flag.
    static func ownValues(_ scope: Option.Scope) -> [String: Source] {
        var own: [String: Source] = [:]
        for option in Option.all where option.scopes == [scope] && option.long != nil {
            if case .none = option.argument { continue }
            for flag in [option.long, option.short].compactMap({ $0 }) + option.aliases {
                own[flag] = CompletionModel.source(option)
            }
        }
        return own
    }

    static let tinge: CompletionModel = {
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
        let pager = Command(name: "", summary: "the pager", flags: flags([.rendered, .standardInput]) + help + ["-V", "--version"])
        let commands = Subcommand.all.map { subcommand in
            let c = subcommand.completion()
            return Command(name: subcommand.name, summary: subcommand.summary, flags: c.flags + (c.help ? help : []),
                           values: c.values, operands: c.operands, afterDashes: c.afterDashes)
        }
        return CompletionModel(values: values, commands: [pager] + commands)
    }()

    /// Where the candidates for `option`'s value come from.
    private static func source(_ option: Option) -> Source {
        switch option.values {
        case .theme: .themes
        case .language: .languages
        case .path: .files
        case .bool, .when, .choice: .words(option.words)
        case .style: .prefixes(StyleElement.all.map { $0.name + "=" })
        case .number, .size, .string: .anything
        }
    }
}
