import Terminal

/// The library the `tinge` executable calls: everything the command line does, apart from the
/// process's own set-up (main.swift), so that it can be built, linked and tested as a library.
package enum Tinge {
    /// Runs the command line (without the program name, each argument decoded as `PathBytes`
    /// does) and returns the exit status; a failure has been reported on stderr.
    /// The process exits next: the session, and what the run left to it, are not released
    /// (`Session.leaveToExit`).
    package static func main(_ arguments: [String]) -> Int32 {
        // The process's environment and standard descriptors, and the current folder's
        // repository when first needed.
        let session = Session(environment: TerminalInfo.environment())
        let status = main(arguments, session)
        _ = Unmanaged.passRetained(session)
        return status
    }

    /// Runs the command line in `session` (a test's own descriptors and environment).
    static func main(_ arguments: [String], _ session: Session) -> Int32 {
        do {
            return try Command.run(arguments, session)
        } catch {
            return Failure.report(error, command: Command.subcommand(of: arguments), session)
        }
    }
}
