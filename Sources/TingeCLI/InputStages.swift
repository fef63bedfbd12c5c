import Highlight
import Render
import Terminal

/// What painting standard input takes from the command line, for a diff, a blame or a search
/// alike: the output (colors, pager, format, theme), the painter's layout, how much of a file is
/// read for context, and the language asked for. Read once, here, in this order (a bad setting's
/// warning comes as it is read).
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
    /// Whether each commit's files get a table of contents (`--toc`): a diff's, never in
    /// `--color-only` output, whose lines `git add -p` matches back to what it sent.
    let tableOfContents: Bool
    /// The run (its folder, for the files read for context).
    let session: Session

    /// With `diff`, the pager's own diff: each file's project's tab width, less's navigation
    /// marks, and `--color-only` (colors even into a pipe, never paged: `git add -p` reads the
    /// filter's output through one); else a blame or a search.
    init(_ options: PagerCommand.Options, environment env: [String: String], title: String? = nil, diff: Bool = false) throws {
        let s = options.settings
        let colorOnly = diff && options.colorOnly
        forced = try options.language.map { (name) throws(Failure) -> Language in try LanguageChoice.named(name) }
        wholeFiles = s[.context] == .file
        let chosenColor = s[.color]
        let color = colorOnly && chosenColor == .auto ? When.always : chosenColor
        let paging = colorOnly ? When.never : s[.paging]
        var painterOptions = try PagerCommand.painterOptions(s, colorOnly: colorOnly, format: options.format, environment: env)
        // `--color-only` keeps tabs: no file's width is asked for.
        if diff, !colorOnly { painterOptions.tabWidths = try ProjectTabs.widths(s) }
        // A page is always colored: `depth` is 24-bit, so the painter colors and the preparer runs.
        output = try Output(color: color, paging: paging, theme: try s.chosenTheme(), format: options.format, settings: s,
                            styles: s.styles(), navigation: diff ? s[.navigate] : nil, relayed: colorOnly, session: s.session)
        painterOptions.navigationMarks = output.navigates
        self.painterOptions = painterOptions
        tableOfContents = diff && !colorOnly && s[.toc]
        sizeLimit = s[.contextLimit]
        colored = output.depth != .none
        self.title = title
        session = s.session
    }
}
