import Render
import Terminal
import Theme

/// Where a command's output goes and how it looks: the writer (to stdout or a pager), the color depth, the theme.
struct Output {
    /// The buffered writer everything goes through.
    let writer: OutputWriter
    /// The color depth in force (none when not coloring).
    let depth: ColorDepth
    /// The theme in force.
    let theme: Theme
    private let pager: Pager?

    /// Chooses color and paging, and starts the pager when wanted. `theme` is the theme asked
    /// for (nil: the default for the terminal); `settings`, when given, choose the pager.
    init(color: When, paging: When, theme name: String?, settings: Settings? = nil, environment env: [String: String]) throws(Failure) {
        let stdoutIsTerminal = TerminalInfo.isTerminal(1)
        switch color {
        case .never: depth = .none
        case .always: depth = max(ColorDepth.detect(environment: env.filter { $0.key != "NO_COLOR" }), .ansi16)
        case .auto: depth = stdoutIsTerminal ? ColorDepth.detect(environment: env) : .none
        }
        if let name {
            guard let chosen = Theme.named(name) else {
                throw Failure.usage("unknown theme '\(name)' (themes: \(Theme.all.map(\.name).joined(separator: ", ")))")
            }
            theme = chosen
        } else {
            theme = Output.defaultTheme(env)
        }
        writer = OutputWriter()
        var started: Pager?
        // Under tinge's own pager (a pager command that runs tinge again), never a second one.
        if env[Pager.marker] == nil, paging == .always || (paging == .auto && stdoutIsTerminal),
           let command = settings.map({ Pager.command(chosen: $0.resolve("pager").value) }) ?? Pager.command(environment: env) {
            started = try? Pager(command: command)
        }
        if let started { writer.redirect(to: started.descriptor) }
        pager = started
    }

    /// Light when `COLORFGBG` says the background is light, else dark.
    static func defaultTheme(_ env: [String: String]) -> Theme {
        if let fgbg = env["COLORFGBG"], let bg = fgbg.split(separator: ";").last, let n = Int(bg), n == 7 || n >= 9 {
            return .light
        }
        return .dark
    }

    /// The backend styled lines go through to the writer.
    func backend() -> any Backend {
        ANSIBackend(theme: theme, depth: depth, to: writer)
    }

    /// Flushes everything and waits for the pager, if any.
    func finish() throws(OutputError) {
        defer { pager?.finish() }
        try writer.flush()
    }

    /// Gives up on output the reader no longer wants (the pager was quit) and waits for the pager.
    func abandon() {
        pager?.finish()
    }

    /// Prints `text` to stdout, unpaged and uncolored (help, version).
    static func printText(_ text: String) throws(OutputError) {
        let writer = OutputWriter()
        try writer.write(text)
        try writer.flush()
    }
}
