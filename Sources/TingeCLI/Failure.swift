#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Render
import Terminal

/// Every way a tinge command can fail, turned into one line on stderr and an exit status in one place.
enum Failure: Error {
    /// The command line is wrong: status 2.
    case usage(String)
    /// Some inputs could not be read (each already reported); the others were printed: status 1.
    case someInputsFailed
    /// git could not do what was asked (not a repository, a bad revision or path): status 128, as git.
    case git(String)
    /// `tinge lint` could not judge the change (no repository, a bad range): status 2.
    case lintCannotRun(String)
    /// An object of the repository is damaged (the message names it and its file): status 2 (the
    /// pre-commit hook says so itself and stops the commit, unlike for tinge's own limits).
    case damagedObject(String)
    /// A setting from git config or the environment is bad (the message names it and where it
    /// was set): status 2, without the command line's usage hint.
    case setting(String)
    /// A file or folder to compare (`diff --no-index`) is not there: status 2, as diff's trouble.
    case missingPath(String)

    /// Exit statuses.
    enum Status {
        static let success: Int32 = 0
        static let inputFailed: Int32 = 1
        static let usage: Int32 = 2
        static let git: Int32 = 128
    }

    /// Reports `error` on `session`'s standard error as one line and returns the exit status it
    /// means; a usage error points at the help of `command`, the subcommand the command line ran
    /// (nil: the pager).
    static func report(_ error: Error, command: String? = nil, _ session: Session) -> Int32 {
        let printError = session.printError
        switch error {
        case Failure.usage(let message):
            printError("tinge: \(message)")
            printError("Try 'tinge \(command.map { $0 + " " } ?? "")--help' for more information.")
            return Status.usage
        case Failure.someInputsFailed:
            return Status.inputFailed
        case Failure.git(let message):
            printError("tinge: \(message)")
            return Status.git
        case Failure.setting(let message), Failure.missingPath(let message), Failure.damagedObject(let message):
            printError("tinge: \(message)")
            return Status.usage
        case Failure.lintCannotRun(let message):
            printError("tinge: lint: \(message)")
            return Status.usage
        case OutputError.closedPipe:
            // The reader quit (less, head): that is a normal end.
            return Status.success
        case OutputError.failed(let code):
            printError("tinge: cannot write output: \(FileInput.reason(code))")
            return Status.inputFailed
        case let input as InputError:
            printError("tinge: \(input.path): \(input.reason)")
            return Status.inputFailed
        default:
            printError("tinge: \(error)")
            return Status.inputFailed
        }
    }

    /// Writes `message` and a newline to `descriptor` (standard error), as one line: a path or
    /// a name in it (which may hold any byte) is shown, not obeyed (`VisibleText.escaped`).
    static func printError(_ message: String, to descriptor: Int32) {
        let line = Array((VisibleText.escaped(message) + "\n").utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
