import Git
import Terminal
import Synchronization

/// One run of tinge: what its commands work with, handed to each of them (`Tinge.main` makes it)
/// rather than found in process-wide globals. The repository of the run's folder is opened
/// on first need and once, whichever thread asks first (the painting stage asks for attributes).
/// Its folder, environment, standard input, output and error, its terminal and the way it starts
/// a pager are given to it (the process's own by default), so that a test can run a command
/// in-process in a folder, with files, a terminal and a pager of its own, and no process-wide
/// state (the current folder, the environment) changed.
final class Session: Sendable {
    /// The environment the run sees (`TerminalInfo.environment()`: the process's own). git and
    /// the pager are started with it; `HOME`, `GIT_DIR` and the like are read from it.
    let environment: [String: String]
    /// The folder the run is in, which relative paths are from; nil: the process's current folder.
    let directory: String?
    /// What the run asks of its terminal (whether a descriptor is one, its width, its background).
    let terminal: any TerminalProbe
    /// What starts the pager output goes through.
    let pagers: any PagerLauncher
    /// Where the input is read from (the pager's, `blame --contents=-`).
    let standardInput: Int32
    /// Where the output is written (and whose being a terminal decides color and paging).
    let standardOutput: Int32
    /// Where errors and warnings are written.
    let standardError: Int32
    /// Bad settings, each told once a run on `standardError`.
    let warnings: SettingWarnings
    /// Which attributes files could name an attribute, each file read once a run.
    let attributeFiles: AttributeFiles
    /// The repository (found as git finds it: `GIT_DIR`, `GIT_WORK_TREE`, then upward), or the
    /// error that says why there is none.
    private let opened: Once<Result<Repository, GitError>>
    private let madeBlobs: Once<RepositoryBlobs?>
    private let madeRoot: Once<String?>
    /// What the run leaves to the process's exit to free (`leaveToExit`).
    private let leftToExit = LeftToExit()

    init(environment: [String: String], directory: String? = nil, standardInput: Int32 = 0, standardOutput: Int32 = 1,
         standardError: Int32 = 2, terminal: any TerminalProbe = SystemTerminal(), pagers: any PagerLauncher = SystemPagers()) {
        self.environment = environment
        self.directory = directory
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.terminal = terminal
        self.pagers = pagers
        warnings = SettingWarnings.printing(to: standardError)
        attributeFiles = AttributeFiles(environment: environment)
        let folder = directory ?? "."
        let opened = Once { Result { () throws(GitError) in try Repository(discoveringFrom: folder, environment: environment) } }
        self.opened = opened
        madeBlobs = Once { (try? opened.value.get()).flatMap { try? RepositoryBlobs($0) } }
        madeRoot = Once { ProjectTabs.root(in: folder, environment: environment) { (try? opened.value.get()).map(\.workingDirectory) } }
    }

    /// Keeps `object` as long as the session. The process's own session lives until the process
    /// exits (`Tinge.main`), which frees the memory at once, where releasing a long log's caches
    /// (the preparer's lexer states and texts, each handle's objects) a block at a time kept
    /// one core busy for about 2 ms after the last byte was written. A test's session frees
    /// what it holds as it ends.
    func leaveToExit(_ object: AnyObject) {
        leftToExit.add(object)
    }

    /// The run's folder as a path: `directory`, or `.`.
    var folder: String { directory ?? "." }

    /// `path` (absolute, or from the run's folder) as this process opens it.
    func path(_ path: String) -> String {
        guard let directory, !path.hasPrefix("/") else { return path }
        return directory + "/" + path
    }

    /// The git command, run in the run's folder with its environment.
    var git: GitCommand { GitCommand(directory: directory, environment: environment) }

    /// Opens the repository of the run's folder again (one handle a thread, as `log` wants).
    func openRepository() throws(GitError) -> Repository {
        try Repository(discoveringFrom: folder, environment: environment)
    }

    /// The bytes of the file at `path` (from the run's folder), or of standard input for `-`;
    /// a failure names `path` as given.
    func read(_ path: String) throws(InputError) -> [UInt8] {
        try FileInput.read(path, standardInput: standardInput, opening: path == "-" ? path : self.path(path))
    }

    /// The absolute, symlink-free form of `path` (from the run's folder), or nil when it does not exist.
    func realPath(_ path: String) -> String? {
        FileInput.realPath(self.path(path))
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

/// The objects a session keeps for the process's exit (`Session.leaveToExit`), under a lock.
private final class LeftToExit: @unchecked Sendable {
    private let lock = Mutex(())
    private var objects: [AnyObject] = []

    func add(_ object: AnyObject) {
        lock.withLock { _ in objects.append(object) }
    }
}
