/// `tinge completions bash|zsh|fish`: the shell's completion script, made from the option table.
enum CompletionsCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        switch arguments {
        case ["--help"], ["-h"]: try Output.printText(Help.completions)
        case ["bash"]: try Output.printText(BashCompletion.script())
        case ["zsh"]: try Output.printText(ZshCompletion.script())
        case ["fish"]: try Output.printText(FishCompletion.script())
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
