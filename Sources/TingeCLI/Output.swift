import Render
import Terminal
import Theme

/// Where a command's output goes and how it looks: the writer (to the session's standard output or a pager), the
/// format, the color depth, the theme.
struct Output {
    /// What the output is written as: `--format`.
    enum Format: String {
        /// Text with escape codes for the terminal (or none, uncolored).
        case terminal
        /// One HTML page (`HTMLBackend`): always colored, never paged.
        case html
    }

    /// The buffered writer everything goes through.
    let writer: OutputWriter
    let format: Format
    /// The color depth in force (none when not coloring; 24-bit for a page).
    let depth: ColorDepth
    /// The theme in force.
    let theme: Theme
    /// Whether the theme was asked for: else a page has both, for the reader's system to choose.
    let themeChosen: Bool
    /// The user's styles, laid over the theme (and over both of a page's).
    let styles: [(element: StyleElement, spec: StyleSpec)]
    /// Whether the painter marks files and hunks for less's search (`Navigation`): only when
    /// paging through less.
    let navigates: Bool
    private let pager: (any RunningPager)?

    /// Chooses color and paging, and starts the pager when wanted. `theme` is the theme asked
    /// for (`Settings.chosenTheme`; nil: the default for the terminal); `settings`, when given,
    /// choose the pager; `navigation`, when the pager is less, is handed to it as its search. A
    /// page is colored and not paged whatever `color` and `paging` say. `relayed` says that the
    /// output reaches the terminal through the program that reads it (`git add -p` shows what
    /// its diff filter writes): the terminal's background is asked for then too. `styles` restyle
    /// the theme's elements (`Settings.styles`).
    init(color: When, paging: When, theme chosen: Theme?, format: Format = .terminal, settings: Settings? = nil,
         styles: [(element: StyleElement, spec: StyleSpec)] = [], navigation: Navigation? = nil, relayed: Bool = false,
         session: Session) throws(Failure) {
        self.styles = styles
        let env = session.environment
        let stdoutIsTerminal = session.terminal.isTerminal(session.standardOutput)
        self.format = format
        switch color {
        case _ where format == .html: depth = .trueColor
        case .never: depth = .none
        case .always: depth = max(ColorDepth.detect(environment: env.filter { $0.key != "NO_COLOR" }), .ansi16)
        case .auto: depth = stdoutIsTerminal ? ColorDepth.detect(environment: env) : .none
        }
        themeChosen = chosen != nil
        // Under tinge's own pager (a pager command that runs tinge again), never a second one.
        let pages = format == .terminal && env[Pager.marker] == nil && (paging == .always || (paging == .auto && stdoutIsTerminal))
        if let chosen {
            theme = chosen.restyled(styles)
        } else {
            // Asked before the pager starts, and only when a terminal shows colored output: the
            // controlling terminal (`/dev/tty`) is asked, whatever standard output is.
            let asks = format == .terminal && depth != .none && env[Pager.marker] == nil && env["TERM"] != "dumb"
                && (stdoutIsTerminal || pages || relayed)
            let light = asks ? Output.backgroundIsLight(session) : Output.colorFGBGIsLight(env)
            theme = (try settings?.autoTheme(light: light) ?? (light ? .light : .dark)).restyled(styles)
        }
        writer = OutputWriter(descriptor: session.standardOutput)
        var started: (any RunningPager)?
        var navigates = false
        if pages, let command = settings.map({ Pager.command(chosen: $0[.pager], path: env["PATH"]) }) ?? Pager.command(environment: env) {
            let search = Pager.isLess(command) ? navigation : nil
            started = try? session.pagers.start(command, search: search?.pattern, environment: env,
                                                output: session.standardOutput, error: session.standardError)
            navigates = started != nil && search != nil
        }
        if let started { writer.redirect(to: started.descriptor) }
        pager = started
        self.navigates = navigates
    }

    /// Runs `body`, then flushes the output and waits for its pager; a closed pipe (the user
    /// quit the pager) ends quietly at once, as when less is quit early.
    func finishing(_ body: () throws -> Void) throws {
        do {
            try body()
            try finish()
        } catch OutputError.closedPipe {
            abandon()
        }
    }

    /// Whether the session's terminal's background is light: its answer to OSC 11, else `COLORFGBG`'s.
    static func backgroundIsLight(_ session: Session) -> Bool {
        session.terminal.background().map(BackgroundReply.isLight) ?? colorFGBGIsLight(session.environment)
    }

    /// Whether `COLORFGBG` (`fg;bg`, set by rxvt and Konsole) says the background is light.
    static func colorFGBGIsLight(_ env: [String: String]) -> Bool {
        guard let fgbg = env["COLORFGBG"], let bg = fgbg.split(separator: ";").last, let n = Int(bg) else { return false }
        return n == 7 || n >= 9
    }

    /// The backend styled lines go through to the writer; `title` names a page (nil: its first
    /// row); a page keeps links in `linkSchemes` too (the schemes of the user's link templates),
    /// and lays out the panes of a `sideBySide` diff's rows.
    func backend(title: String? = nil, linkSchemes: Set<String> = [], sideBySide: Bool = false) -> any Backend {
        switch format {
        case .terminal: ANSIBackend(theme: theme, depth: depth, to: writer)
        case .html:
            HTMLBackend(themes: themeChosen ? [theme] : [Theme.dark.restyled(styles), Theme.light.restyled(styles)],
                        title: title, linkSchemes: linkSchemes, sideBySide: sideBySide, to: writer)
        }
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
}
