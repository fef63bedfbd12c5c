/// The bash completion script `tinge completions bash` prints, made from `CompletionModel`.
/// It needs no bash-completion, and uses git's own completion for revisions when it is loaded.
enum BashCompletion {
    static func script(_ model: CompletionModel = .tinge) -> String {
        """
        # bash completion for tinge, made by `tinge completions bash`.

        # Candidates for the value of flag $1 of command $2, starting with $3, into COMPREPLY.
        _tinge_values() {
            local words
            case "$2 $1" in
        \(valueCases(model))
                *) return 1 ;;
            esac
            COMPREPLY=($(compgen -W "$words" -- "$3"))
            # A beginning such as `hunk-header=` is completed with no space after it.
            if [[ ${#COMPREPLY[@]} -eq 1 && $COMPREPLY == *= ]]; then compopt -o nospace 2>/dev/null; fi
            return 0
        }

        # Files and folders starting with $1, one a line whatever their spaces; readline then
        # ends a folder with `/` and a file with a space.
        _tinge_files() {
            compopt -o filenames 2>/dev/null
            local IFS=$'\\n'
            COMPREPLY=($(compgen -f -- "$1"))
        }

        # Revisions through git's completion (loaded on demand by bash-completion), else git for-each-ref.
        _tinge_revisions() {
            if ! declare -F __git_complete_refs >/dev/null && declare -F __load_completion >/dev/null; then
                __load_completion git >/dev/null 2>&1
            fi
            if declare -F __git_complete_refs >/dev/null; then
                __git_complete_refs --cur="$1"
            elif declare -F __gitcomp_nl >/dev/null && declare -F __git_refs >/dev/null; then
                __gitcomp_nl "$(__git_refs)" "" "$1"
            else
                COMPREPLY=($(compgen -W "$(git for-each-ref --format='%(refname:short)' 2>/dev/null)" -- "$1"))
            fi
        }

        _tinge() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} cmd= flag= words i w skip= dashed=
            COMPREPLY=()
            # bash splits `--wrap=al` at the `=` (COMP_WORDBREAKS): the flag is before it.
            if [[ $cur == = ]]; then flag=$prev cur=
            elif [[ $prev == = ]]; then flag=${COMP_WORDS[COMP_CWORD-2]}
            elif [[ $cur == --*=* ]]; then flag=${cur%%=*} cur=${cur#*=}
            fi
            # The command: the first word that is neither a flag nor a flag's value.
            for ((i = 1; i < COMP_CWORD; i++)); do
                w=${COMP_WORDS[i]}
                if [[ -n $skip ]]; then skip=; continue; fi
                case $w in
                    \(model.valueFlags.joined(separator: "|")))
                        [[ ${COMP_WORDS[i+1]} == = ]] && ((i++))
                        skip=1 ;;
                    =) skip=1 ;;
                    -*) ;;
                    *) cmd=$w; break ;;
                esac
            done
            # After `--` every word is what the command takes there (paths, as git's completion offers).
            for ((i = 1; i < COMP_CWORD; i++)); do [[ ${COMP_WORDS[i]} == -- ]] && dashed=1; done
            if [[ -n $dashed ]]; then
                case $cmd in
        \(afterDashesCases(model))
                esac
            fi
            if [[ -n $flag ]]; then _tinge_values "$flag" "$cmd" "$cur"; return 0; fi
            case $prev in
                \(model.valueFlags.joined(separator: "|"))) _tinge_values "$prev" "$cmd" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                case $cmd in
        \(flagCases(model))
                esac
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
                return 0
            fi
            case $cmd in
        \(operandCases(model))
            esac
        }
        complete -F _tinge tinge

        """
    }

    /// The shell code that sets `words` (or COMPREPLY) for `source`.
    private static func code(_ source: CompletionModel.Source) -> String {
        switch source {
        case .words(let words), .prefixes(let words): "words='\(words.joined(separator: " "))'"
        case .themes: "words=$(command tinge themes --list 2>/dev/null)"
        case .languages: "words=$(command tinge languages --list 2>/dev/null)"
        case .files: "_tinge_files \"$3\"; return 0"
        case .revisions: "_tinge_revisions \"$3\"; return 0"
        case .anything: "return 0"
        }
    }

    private static func valueCases(_ model: CompletionModel) -> String {
        model.valueCases.map { "        \($0.patterns.joined(separator: "|"))) \(code($0.source)) ;;" }.joined(
            separator: "\n")
    }

    private static func afterDashesCases(_ model: CompletionModel) -> String {
        model.afterDashes.map { group in
            let call: String =
                switch group.source {
                case .files: "_tinge_files \"$cur\""
                case .revisions: "_tinge_revisions \"$cur\""
                case .words(let words): "COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\"))"
                default: ""
                }
            return "            \(group.names.joined(separator: "|"))) \(call); return 0 ;;"
        }.joined(separator: "\n")
    }

    private static func flagCases(_ model: CompletionModel) -> String {
        model.commands.map { command in
            "            \(command.name.isEmpty ? "\"\"" : command.name)) words='\(command.flags.joined(separator: " "))' ;;"
        }.joined(separator: "\n")
    }

    private static func operandCases(_ model: CompletionModel) -> String {
        let names = model.commands.map(\.name).filter { !$0.isEmpty }
        var lines = ["        \"\") COMPREPLY=($(compgen -W '\(names.joined(separator: " "))' -- \"$cur\")) ;;"]
        for command in model.commands where !command.name.isEmpty && command.operands != .anything {
            let call: String =
                switch command.operands {
                case .revisions: "_tinge_revisions \"$cur\""
                case .files: "_tinge_files \"$cur\""
                case .words(let words): "COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\"))"
                default: ""
                }
            lines.append("        \(command.name)) \(call) ;;")
        }
        return lines.joined(separator: "\n")
    }
}
