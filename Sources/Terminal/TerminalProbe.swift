import Theme

/// What a run asks of the terminal it runs in: whether a descriptor is one, how wide it is, and
/// its background color. A run is handed one (`SystemTerminal`, the process's own, by default),
/// so that a test can give answers of its own without a terminal.
package protocol TerminalProbe: Sendable {
    /// Whether `descriptor` is a terminal.
    func isTerminal(_ descriptor: Int32) -> Bool
    /// The width in columns of the terminal at `descriptor`, nil when it is none or says none.
    func columns(_ descriptor: Int32) -> Int?
    /// The terminal's background color, nil when there is no terminal to ask or it does not say.
    /// Asked before any pager starts (`BackgroundQuery`).
    func background() -> RGB?
}

/// The process's own terminal: `isatty`, `TIOCGWINSZ` and the OSC 11 query on `/dev/tty`.
package struct SystemTerminal: TerminalProbe {
    public init() {}

    package func isTerminal(_ descriptor: Int32) -> Bool {
        TerminalInfo.isTerminal(descriptor)
    }

    public func columns(_ descriptor: Int32) -> Int? {
        TerminalInfo.width(environment: [:], descriptor: descriptor)
    }

    public func background() -> RGB? {
        BackgroundQuery.ask()
    }
}
