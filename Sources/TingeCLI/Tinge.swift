import Terminal

/// The library the `tinge` executable calls: everything the command line does, apart from the
/// process's own set-up (main.swift), so that it can be built, linked and tested as a library.
public enum Tinge {
    /// Runs the command line (without the program name, each argument decoded as `PathBytes`
    /// does) and returns the exit status; a failure has been reported on stderr.
    public static func main(_ arguments: [String]) -> Int32 {
        // The process's environment, and the current folder's repository when first needed.
        let session = Session(environment: TerminalInfo.environment())
        do {
            return try Command.run(arguments, session)
        } catch {
            return Failure.report(error, command: Command.subcommand(of: arguments))
        }
    }
}
