/// The fish completion script `tinge completions fish` prints, made from `CompletionModel`.
enum FishCompletion {
    static func script(_ model: CompletionModel = .tinge) -> String {
        """
        # fish completion for tinge, made by `tinge completions fish`.

        # The command: the first word that is neither a flag nor a flag's value ("pager" for none).
        function __tinge_command
            set -l tokens (commandline -opc)
            set -e tokens[1]
            set -l skip 0
            for t in $tokens
                if test $skip = 1
                    set skip 0
                else if contains -- $t \(model.valueFlags.joined(separator: " "))
                    set skip 1
                else if not string match -q -- '-*' $t
                    echo $t
                    return
                end
            end
            echo pager
        end

        function __tinge_in
            contains -- (__tinge_command) $argv
        end

        # Whether `--` comes before the word completed: the words after it are paths (diff, log…).
        function __tinge_dashed
            contains -- -- (commandline -opc)
        end

        # Revisions through git's own completion when it is loaded, else git for-each-ref.
        function __tinge_revisions
            if functions -q __fish_git_refs
                __fish_git_refs
            else
                command git for-each-ref --format='%(refname:short)' 2>/dev/null
            end
        end

        complete -c tinge -f
        \(lines(model).joined(separator: "\n"))

        """
    }

    private static func lines(_ model: CompletionModel) -> [String] {
        var lines: [String] = []
        for command in model.commands where !command.name.isEmpty {
            lines.append(
                "complete -c tinge -n '__tinge_in pager' -a \(command.name) -d '\(ZshCompletion.quoted(command.summary))'"
            )
        }
        for command in model.commands where !command.name.isEmpty && command.operands != .anything {
            // Before `--` only, for a command that takes other words after it.
            let before = command.afterDashes == nil ? "" : "; and not __tinge_dashed"
            lines.append(
                "complete -c tinge -n '__tinge_in \(command.name)\(before)' \(arguments(command.operands, attachedOnly: true))")
        }
        for group in model.afterDashes {
            lines.append(
                "complete -c tinge -n '__tinge_in \(group.names.joined(separator: " ")); and __tinge_dashed' "
                    + arguments(group.source, attachedOnly: true))
        }
        // One line per flag and what its value is, naming every command that takes it so.
        var groups: [(flag: String, value: String, fromTable: Bool, commands: [String])] = []
        for command in model.commands {
            let name = command.name.isEmpty ? "pager" : command.name
            for flag in command.flags {
                let value =
                    command.values[flag].map { " " + arguments($0) }
                    ?? model.values.first { $0.flags.contains(flag) }.map {
                        " " + arguments($0.source, attachedOnly: $0.isAttachedOnly)
                    } ?? ""
                if let i = groups.firstIndex(where: { $0.flag == flag && $0.value == value }) {
                    groups[i].commands.append(name)
                } else {
                    groups.append((flag, value, command.values[flag] == nil, [name]))
                }
            }
        }
        for group in groups {
            let spelled = group.flag.hasPrefix("--") ? "-l " + group.flag.dropFirst(2) : "-s " + group.flag.dropFirst()
            let help = group.fromTable ? Option.all.first { $0.flags.contains(group.flag) }?.help.first : nil
            let described = help.map { " -d '\(ZshCompletion.quoted($0))'" } ?? ""
            lines.append(
                "complete -c tinge -n '__tinge_in \(group.commands.joined(separator: " "))' \(spelled)\(group.value)\(described)"
            )
        }
        return lines
    }

    /// The value's candidates; `-x` (a value, and no files) unless the value may only be
    /// attached (`--wrap=never`: the next word is no value of it).
    private static func arguments(_ source: CompletionModel.Source, attachedOnly: Bool = false) -> String {
        let candidates =
            switch source {
            // fish adds no space after a candidate that ends in `=`.
            case .words(let words), .prefixes(let words): "-a '\(words.joined(separator: " "))'"
            case .themes: "-a '(command tinge themes --list 2>/dev/null)'"
            case .languages: "-a '(command tinge languages --list 2>/dev/null)'"
            case .files: "-F"
            case .revisions: "-a '(__tinge_revisions)'"
            case .anything: ""
            }
        if attachedOnly { return candidates }
        return (source == .files ? "-r " : "-x ") + candidates
    }
}
