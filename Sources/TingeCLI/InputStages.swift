import Highlight
import Render
import Terminal

/// What the painting of a blame or a search's output takes from the command line: the output
/// (colors, pager, format, theme), the painter's layout, and how much of a file is read for context.
struct InputStages {
    let output: Output
    let painterOptions: DiffPainter.Options
    /// Whether anything is colored: else nothing is lexed and no file is read.
    let colored: Bool
    /// `--context=file` (the default): files are lexed whole, not each line alone.
    let wholeFiles: Bool
    /// The largest file read for context (`--context-limit`).
    let sizeLimit: Int
    /// `--language`.
    let forced: Language?
    /// The page's title, for `--format=html` (nil: its first row).
    let title: String?

    init(_ options: PagerCommand.Options, environment env: [String: String], title: String? = nil) throws {
        let s = options.settings
        forced = try options.language.map { (name) throws(Failure) -> Language in try LanguageChoice.named(name) }
        wholeFiles = s[.context] == .file
        sizeLimit = s[.contextLimit]
        painterOptions = try PagerCommand.painterOptions(s, colorOnly: false, format: options.format, environment: env)
        output = try Output(color: s[.color], paging: s[.paging], theme: try s.chosenTheme(),
                            format: options.format, settings: s, environment: env)
        colored = output.depth != .none
        self.title = title
    }

    /// Runs `body`, then flushes the output and waits for its pager; a closed pipe (the user
    /// quit the pager) ends quietly at once.
    func finishing(_ body: () throws -> Void) throws {
        do {
            try body()
            try output.finish()
        } catch OutputError.closedPipe {
            output.abandon()
        }
    }
}
