/// `tinge completions bash|zsh|fish`: the shell's completion script, made from the option table.
enum CompletionsCommand {
    static func run(_ arguments: [String], _ session: Session) throws -> Int32 {
        switch arguments {
        case ["--help"], ["-h"]: try session.printText(Help.completions)
        case ["bash"]: try session.printText(BashCompletion.script())
        case ["zsh"]: try session.printText(ZshCompletion.script())
        case ["fish"]: try session.printText(FishCompletion.script())
        case []: throw Failure.usage("'completions' needs a shell: bash, zsh or fish")
        default:
            if let extra = arguments.dropFirst().first {
                throw Failure.usage("'completions' takes one shell, not '\(extra)'")
            }
            throw Failure.usage("no completions for shell '\(arguments[0])' (bash, zsh or fish)")
        }
        return Failure.Status.success
    }
}
