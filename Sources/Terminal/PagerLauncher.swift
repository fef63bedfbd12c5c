/// Starts the pager a run's output goes through. A run is handed one (`SystemPagers`, which
/// starts a real process, by default), so that a test can take the paged output itself.
package protocol PagerLauncher: Sendable {
    /// Starts `command` (a shell command) with `environment`, reading what is written to the
    /// returned pager's descriptor and showing it on `output` (errors on `error`), the run's
    /// standard output and error; `search`, for less, is its last search (`LessHistory`).
    func start(_ command: String, search: String?, environment: [String: String],
               output: Int32, error: Int32) throws(OutputError) -> any RunningPager
}

/// A pager that has been started: where its input is written, and how to wait for it.
package protocol RunningPager: AnyObject {
    /// The descriptor the pager reads from.
    var descriptor: Int32 { get }
    /// Closes its input and waits for the reader to quit it.
    func finish()
}

/// The pager as a process (`Pager`), started through `/bin/sh -c` as git starts its pager.
package struct SystemPagers: PagerLauncher {
    public init() {}

    public func start(_ command: String, search: String?, environment: [String: String],
                      output: Int32, error: Int32) throws(OutputError) -> any RunningPager {
        try Pager(command: command, search: search, environment: environment, output: output, error: error)
    }
}

extension Pager: RunningPager {}
