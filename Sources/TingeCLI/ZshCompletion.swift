/// The zsh completion script `tinge completions zsh` prints, made from `CompletionModel`: an
/// autoloadable `_tinge` (for a `site-functions` folder in `fpath`) that also works sourced.
enum ZshCompletion {
    static func script(_ model: CompletionModel = .tinge) -> String {
        let valueFlags = model.valueFlags.joined(separator: "|")
        return """
            #compdef tinge
            # zsh completion for tinge, made by `tinge completions zsh`.

            # Candidates for the value of flag $1 of command $2.
            _tinge_values() {
              case "$2 $1" in
            \(valueCases(model))
                (*) return 1 ;;
              esac
            }

            # Revisions: git's own completion's recent commits when _git is loaded, and every ref.
            _tinge_revisions() {
              local -a refs
              (( $+functions[__git_recent_commits] )) && __git_recent_commits 2>/dev/null
              refs=(${(f)"$(git for-each-ref --format='%(refname:short)' 2>/dev/null)"})
              compadd -a refs
            }

            _tinge() {
              local cur=$words[CURRENT] prev=$words[CURRENT-1] cmd= w skip= dashed=
              local -i i
              # The command: the first word that is neither a flag nor a flag's value.
              for (( i = 2; i < CURRENT; i++ )); do
                w=$words[i]
                if [[ -n $skip ]]; then skip=; continue; fi
                case $w in
                  (\(valueFlags)) skip=1 ;;
                  (-*) ;;
                  (*) cmd=$w; break ;;
                esac
              done
              # After `--` every word is what the command takes there (paths, as git's completion offers).
              for (( i = 2; i < CURRENT; i++ )); do [[ $words[i] == -- ]] && dashed=1; done
              if [[ -n $dashed ]]; then
                case $cmd in
            \(afterDashesCases(model))
                esac
              fi
              if [[ $cur == --*=* ]]; then
                local flag=${cur%%=*}
                compset -P '*='
                _tinge_values $flag "$cmd"
                return
              fi
              case $prev in
                (\(valueFlags)) _tinge_values $prev "$cmd"; return ;;
              esac
              if [[ $cur == -* ]]; then
                case $cmd in
            \(flagCases(model))
                esac
                return
              fi
              case $cmd in
            \(operandCases(model))
              esac
            }

            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
              _tinge "$@"
            else
              compdef _tinge tinge
            fi

            """
    }

    private static func code(_ source: CompletionModel.Source) -> String {
        switch source {
        case .words(let words): "compadd -- \(words.joined(separator: " "))"
        case .prefixes(let words): "compadd -S '' -- \(words.joined(separator: " "))"
        case .themes: "compadd -- ${(f)\"$(command tinge themes --list 2>/dev/null)\"}"
        case .languages: "compadd -- ${(f)\"$(command tinge languages --list 2>/dev/null)\"}"
        case .files: "_files"
        case .revisions: "_tinge_revisions"
        case .anything: "_message value"
        }
    }

    private static func valueCases(_ model: CompletionModel) -> String {
        model.valueCases.map { "    (\($0.patterns.joined(separator: "|"))) \(code($0.source)) ;;" }.joined(
            separator: "\n")
    }

    private static func afterDashesCases(_ model: CompletionModel) -> String {
        model.afterDashes.map { "      (\($0.names.joined(separator: "|"))) \(code($0.source)); return ;;" }.joined(
            separator: "\n")
    }

    private static func flagCases(_ model: CompletionModel) -> String {
        model.commands.map { command in
            "      (\(command.name.isEmpty ? "''" : command.name)) compadd -- \(command.flags.joined(separator: " ")) ;;"
        }.joined(separator: "\n")
    }

    private static func operandCases(_ model: CompletionModel) -> String {
        let described = model.commands.filter { !$0.name.isEmpty }.map { "'\($0.name):\(quoted($0.summary))'" }
        var lines = [
            "    ('') local -a commands; commands=(\(described.joined(separator: " "))); _describe -t commands command commands ;;"
        ]
        for command in model.commands where !command.name.isEmpty && command.operands != .anything {
            lines.append("    (\(command.name)) \(code(command.operands)) ;;")
        }
        return lines.joined(separator: "\n")
    }

    /// `text` for inside single quotes.
    static func quoted(_ text: String) -> String {
        text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
    }
}
