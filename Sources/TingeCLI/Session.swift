import Git
import Terminal
import Synchronization

/// One run of tinge: what its commands work with, handed to each of them (`Tinge.main` makes it)
/// rather than found in process-wide globals. The repository of the current folder is opened
/// on first need and once, whichever thread asks first (the painting stage asks for attributes).
/// Its standard input, output and error are descriptors it is given (the process's own, 0, 1 and
/// 2, by default), so that a test can run a command in-process against files of its own.
final class Session: Sendable {
    /// The environment the run sees (`TerminalInfo.environment()`: the process's own).
    let environment: [String: String]
    /// Where the input is read from (the pager's, `blame --contents=-`).
    let standardInput: Int32
    /// Where the output is written (and whose being a terminal decides color and paging).
    let standardOutput: Int32
    /// Where errors and warnings are written.
    let standardError: Int32
    /// Bad settings, each told once a run on `standardError`.
    let warnings: SettingWarnings
    /// The repository (found as git finds it: `GIT_DIR`, `GIT_WORK_TREE`, then upward), or the
    /// error that says why there is none.
    private let opened: Once<Result<Repository, GitError>>
    private let madeBlobs: Once<RepositoryBlobs?>
    private let madeRoot: Once<String?>

    init(environment: [String: String], standardInput: Int32 = 0, standardOutput: Int32 = 1, standardError: Int32 = 2) {
        self.environment = environment
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
        warnings = SettingWarnings.printing(to: standardError)
        let opened = Once { Result { () throws(GitError) in try Repository(discoveringFrom: ".") } }
        self.opened = opened
        madeBlobs = Once { (try? opened.value.get()).flatMap { try? RepositoryBlobs($0) } }
        madeRoot = Once { ProjectTabs.root { (try? opened.value.get()).map(\.workingDirectory) } }
    }

    /// The repository, when the current folder is in one.
    var repository: Repository? { try? opened.value.get() }

    /// Why there is no repository.
    var repositoryFailure: GitError? {
        if case .failure(let error) = opened.value { return error }
        return nil
    }

    /// The repository's objects and attributes for the threads that prepare files, made once.
    var blobs: RepositoryBlobs? { madeBlobs.value }

    /// The folder `.editorconfig` files are looked for up to (`ProjectTabs.root`), found once.
    var projectRoot: String? { madeRoot.value }

    /// Prints `text` to standard output, unpaged and uncolored (help, version).
    func printText(_ text: String) throws(OutputError) {
        let writer = OutputWriter(descriptor: standardOutput)
        try writer.write(text)
        try writer.flush()
    }

    /// Writes `message` and a newline to standard error, as one line (`Failure.printError`).
    func printError(_ message: String) {
        Failure.printError(message, to: standardError)
    }
}

/// A value made on first need, once, whichever thread asks first; then only read.
final class Once<Value>: @unchecked Sendable {
    private let make: @Sendable () -> Value
    private let lock = Mutex(false)
    /// Written once, under `lock`, before any reader passes it.
    private var made: Value?

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        lock.withLock { done in
            if !done {
                made = make()
                done = true
            }
        }
        return made!
    }
}
