import Diff
import Lint
import LintReport
import Render

/// An option's handle (`OptionKeys.wrap`): its declaration, and the one place its values are
/// read. Code reads options only through these (`settings[.wrap]`), never by name, so a
/// misspelt option does not compile. A class so that `.wrap` is found from `OptionKey<Wrap>`.
class OptionKeys: @unchecked Sendable {
    /// The declaration: flags, `tinge.` key, environment, values, default, help.
    let option: Option

    fileprivate init(_ option: Option) {
        self.option = option
    }
}

/// An option whose values are read as `Value`. Immutable, hence Sendable.
final class OptionKey<Value>: OptionKeys, @unchecked Sendable {
    /// `Value` for a value the option takes; nil for one it does not (which `Option.takes` words).
    let read: @Sendable (String) -> Value?

    fileprivate init(_ option: Option, read: @escaping @Sendable (String) -> Value?) {
        var option = option
        option.accepts = { read($0) != nil }
        self.read = read
        super.init(option)
    }
}

/// Whether `--context` highlights with whole-file context or each hunk alone.
enum HighlightContext: String {
    case file
    case hunk
}

/// One of tinge's options, declared once (in `OptionKeys`): its flags, its `tinge.` key, its
/// environment, what values it takes, its default and its help. Parsing (`OptionParser`), `tinge
/// config`, the pager's `--help`, the completions (`Completions`) and the man page's test all read `all`.
struct Option: Sendable {
    /// Whether a flag takes a value, and how.
    enum Argument {
        /// A switch: the flag alone sets `implied`.
        case none(implied: String)
        /// `--tabs N`, `--tabs=N`, `-w N`, `-wN`.
        case required(String)
        /// `--wrap`, or `--wrap=WHEN` attached (never the next word): the flag alone sets `implied`.
        case optional(String, implied: String)
    }

    /// What values an option takes, for the completions and the help.
    enum Values {
        case bool
        case when
        case choice([String])
        case number(ClosedRange<Int>)
        case size
        case string
        case path
        case theme
        case language
        /// `ELEMENT=STYLE`: the elements complete.
        case style
    }

    /// Which commands take the option's flags.
    enum Scope: CaseIterable {
        /// Every command that renders like the pager: the pager, diff, show, log, blame.
        case rendered
        /// The pager alone, reading standard input.
        case standardInput
        /// diff, show and log only.
        case native
        /// `tinge highlight`.
        case highlight
        /// `tinge lint`, and the pre-commit hook's `tinge lint --hook`.
        case lint
        /// `tinge themes`.
        case themes
    }

    /// The setting's name: `tinge.<name>` in git config, and the key of `Settings.flags`.
    let name: String
    /// The long flag (`--theme`); nil when only git config or the environment sets the option.
    var long: String?
    var short: String? = nil
    let argument: Argument
    /// Other flags and the value each sets: `--no-navigate` (false), `--dark` (theme dark).
    var presets: [(flag: String, value: String)] = []
    /// Other spellings of the long flag (`--colour`).
    var aliases: [String] = []
    let values: Values
    var scopes = [Scope.rendered]
    /// Whether git config sets it (`tinge.<name>`); command-line-only options are not settings.
    var isSetting = true
    /// The commands that take the option from their command line and the environment alone,
    /// never from git config: `tinge.paging` is the pager's, not `tinge highlight`'s.
    var notFromConfigIn: [Scope] = []
    /// Whether the flag may be given again, each value kept (`--rule a --rule b`).
    var isRepeatable = false
    var environment: [String] = []
    /// git's own key for the same thing, followed when no `tinge.` key is set.
    var gitKey: String? = nil
    let defaultValue: String
    /// The help's lines, as `--help` shows them beside the flags.
    let help: [String]
    /// The help's lines for commands where the option means something narrower.
    var helpIn: [Scope: [String]] = [:]
    /// What it takes, when the values' own list (`values`) does not say it well (`takes`).
    var described: String? = nil
    /// What is wrong with a value it does not take, when that is more than what `takes` says
    /// (`--style`'s bad word): one clause, for the flag's message.
    var problem: (@Sendable (String) -> String?)? = nil
    /// Whether it takes `value`: its key's reading (`OptionKey.read`), which the parser checks each flag with.
    fileprivate(set) var accepts: @Sendable (String) -> Bool = { _ in true }

    /// Whether a command of `scopes` takes the option's flags.
    func isTaken(by scopes: [Scope]) -> Bool {
        self.scopes.contains(where: scopes.contains)
    }

    /// Whether the command of `scope` reads the option from git config.
    func isFromConfig(in scope: Scope?) -> Bool {
        scope.map { !notFromConfigIn.contains($0) } ?? true
    }

    /// The flags as the help shows them: `-s, --side-by-side[=WHEN]`, `--theme NAME, --dark`.
    var label: String {
        guard let long else { return "" }
        var text = short.map { "\($0), " } ?? "    "
        switch argument {
        case .none: text += long
        case .required(let name): text += "\(long) \(name)"
        case .optional(let name, _): text += "\(long)[=\(name)]"
        }
        return text + presets.map { ", " + $0.flag }.joined()
    }

    /// Every flag that names this option.
    var flags: [String] {
        [long, short].compactMap { $0 } + aliases + presets.map(\.flag)
    }

    /// What values the option takes, worded once for both messages about a bad one: a flag's
    /// ("option '--wrap' takes auto, always or never, not 'x'") and a setting's ("… 'x' is not
    /// auto, always or never; using auto"). Nil when it takes any value.
    var takes: String? {
        if let described { return described }
        switch values {
        case .number(let range): return "a number from \(range.lowerBound) to \(range.upperBound)"
        case .bool, .when, .choice: return words.dropLast().joined(separator: ", ") + " or " + words.last!
        default: return nil
        }
    }

    /// The failure of `value`, given to `flag`, which `takes` says is not one the option takes.
    func badFlag(_ value: String, flag: String) -> Failure {
        if let problem = problem?(value) { return Failure.usage("option '\(flag)': \(problem)") }
        return .usage("option '\(flag)' takes \(takes ?? "another value"), not '\(VisibleText.escaped(value))'")
    }

    /// The values a completion offers for it, when they are a fixed list.
    var words: [String] {
        switch values {
        case .bool: ["true", "false"]
        case .when: ["auto", "always", "never"]
        case .choice(let words): words
        default: []
        }
    }
}

extension OptionKeys {
    /// The options git config sets, as `tinge config` lists them.
    static let settings = all.filter(\.option.isSetting)

    /// Every option, in the order `tinge config` and `--help` list them.
    static let all: [OptionKeys] = [
        theme,
        darkTheme,
        lightTheme,
        style,
        color,
        paging,
        pager,
        context,
        lineNumbers,
        tabs,
        width,
        maxLineLength,
        wrap,
        sideBySide,
        sideBySideMinWidth,
        contextLimit,
        hyperlinks,
        hyperlinkFormat,
        commitLinkFormat,
        colorMoved,
        colorMovedWS,
        navigate,
        toc,
        colorOnly,
        language,
        format,
        match,
        wordDiff,
        fileName,
        highlightFormat,
        mark,
        lineRange,
        highlightLine,
        lintChanges,
        lintFormat,
        rule,
        noRule,
        hook,
        list,
    ]

    static let theme = OptionKey<String>(
        Option(
            name: "theme", long: "--theme", argument: .required("NAME"),
            presets: [("--dark", "dark"), ("--light", "light")], values: .theme,
            scopes: [.rendered, .highlight, .lint], notFromConfigIn: [.lint], defaultValue: "auto",
            help: [
                "a built-in theme ('tinge themes --list'), a .tmTheme",
                "file, or NAME.tmTheme in ~/.config/tinge/themes;",
                "auto (the default) asks the terminal's background",
                "(OSC 11, else COLORFGBG, else dark) and takes",
                "tinge.lightTheme or tinge.darkTheme (light, dark)",
            ],
            helpIn: [
                .lint: ["the theme of the findings' code (default: light or", "dark, as the terminal's background is)"]
            ]),
        read: Read.anything)
    static let darkTheme = OptionKey<String>(
        Option(name: "darkTheme", argument: .required("NAME"), values: .theme, defaultValue: "dark", help: []),
        read: Read.anything)
    static let lightTheme = OptionKey<String>(
        Option(name: "lightTheme", argument: .required("NAME"), values: .theme, defaultValue: "light", help: []),
        read: Read.anything)
    static let color = OptionKey<When>(
        Option(
            name: "color", long: "--color", argument: .required("WHEN"), aliases: ["--colour"], values: .when,
            scopes: [.rendered, .highlight, .lint, .themes], notFromConfigIn: [.lint], environment: ["NO_COLOR"],
            defaultValue: "auto", help: ["auto, always or never"]),
        read: Read.when)
    static let paging = OptionKey<When>(
        Option(
            name: "paging", long: "--paging", argument: .required("WHEN"), values: .when,
            scopes: [.rendered, .highlight, .themes], notFromConfigIn: [.highlight, .themes], defaultValue: "auto",
            help: ["auto, always or never"],
            helpIn: [
                .highlight: ["auto, always or never (pager: TINGE_PAGER, PAGER,", "less -R -F -X)"],
                .themes: ["auto, always or never (pager: TINGE_PAGER, PAGER,", "less -R -F -X)"],
            ]),
        read: Read.when)
    static let pager = OptionKey<String>(
        Option(
            name: "pager", argument: .required("COMMAND"), values: .string, environment: ["TINGE_PAGER", "PAGER"],
            defaultValue: "less -R -F -X", help: []),
        read: Read.anything)
    static let context = OptionKey<HighlightContext>(
        Option(
            name: "context", long: "--context", argument: .required("WHERE"), values: .choice(["file", "hunk"]),
            defaultValue: "file",
            help: ["file (highlight with whole-file context; the default)", "or hunk (each hunk on its own)"]),
        read: { HighlightContext(rawValue: $0) })
    static let lineNumbers = OptionKey<Bool>(
        Option(
            name: "lineNumbers", long: "--line-numbers", short: "-n", argument: .none(implied: "true"),
            values: .bool, scopes: [.rendered, .highlight], notFromConfigIn: [.highlight], defaultValue: "false",
            help: ["old and new line numbers in a gutter"], helpIn: [.highlight: ["number the lines"]]),
        read: Read.boolean)
    static let tabs = OptionKey<Int>(
        Option(
            name: "tabs", long: "--tabs", argument: .required("N"), values: .number(0...16),
            scopes: [.rendered, .highlight], defaultValue: "8",
            help: [
                "expand every file's tabs to N columns (default: the",
                "width the project declares for the file in",
                ".editorconfig or a whitespace=tabwidth=N attribute,",
                "then tinge.tabs, then 8; tinge config --path FILE)",
            ],
            helpIn: [.highlight: ["expand tabs to N columns (0 keeps tabs; default: the", "file's project's width, then tinge.tabs, then 8)"]]),
        read: Read.number(0...16))
    static let width = OptionKey<Int?>(
        Option(
            name: "width", long: "--width", short: "-w", argument: .required("N"),
            values: .number(1...Settings.widest), environment: ["COLUMNS"], defaultValue: "terminal",
            help: ["the width to fill and wrap at (default: the terminal's)"]),
        read: Read.width)
    static let maxLineLength = OptionKey<Int>(
        Option(
            name: "maxLineLength", long: "--max-line-length", argument: .required("N"),
            values: .number(0...1_000_000), defaultValue: "512",
            help: ["cut longer lines with a marker (default 512; 0: never)"]),
        read: Read.number(0...1_000_000))
    static let wrap = OptionKey<DiffPainter.Wrap>(
        Option(
            name: "wrap", long: "--wrap", argument: .optional("WHEN", implied: "always"),
            presets: [("--no-wrap", "never")], values: .when, defaultValue: "auto",
            help: [
                "always: wrap long lines at the width; never: cut them",
                "with a marker; auto (the default): wrap side by side, and",
                "unified at a known width after a cut at --max-line-length",
            ]),
        read: Read.wrap)
    static let sideBySide = OptionKey<Bool?>(
        Option(
            name: "sideBySide", long: "--side-by-side", short: "-s", argument: .optional("WHEN", implied: "true"),
            values: .choice(["true", "false", "auto"]), defaultValue: "false",
            help: [
                "removed lines left, added lines right (WHEN: true,",
                "false, or auto: when the width is at least",
                "--side-by-side-min-width N)",
            ]),
        read: Read.sideBySide)
    static let sideBySideMinWidth = OptionKey<Int>(
        Option(
            name: "sideBySideMinWidth", long: "--side-by-side-min-width", argument: .required("N"),
            values: .number(1...Settings.widest), defaultValue: "160",
            help: ["the least width side by side takes with auto (default 160)"]),
        read: Read.number(1...Settings.widest))
    static let contextLimit = OptionKey<Int>(
        Option(
            name: "contextLimit", long: "--context-limit", argument: .required("SIZE"), values: .size,
            defaultValue: "1m",
            help: [
                "files larger than SIZE get hunk context, and say so",
                "(default 1m; k, m, g suffixes as in git config)",
            ],
            described: "a size (a number of bytes, with k, m or g)"),
        read: Read.size)
    static let hyperlinks = OptionKey<Bool>(
        Option(
            name: "hyperlinks", long: "--hyperlinks", argument: .optional("BOOL", implied: "true"),
            presets: [("--no-hyperlinks", "false")], values: .bool, defaultValue: "false",
            help: [
                "link file titles and hunk headers to the file,",
                "commit ids to their page (OSC 8; git config",
                "tinge.hyperlinkFormat, tinge.commitLinkFormat)",
            ]),
        read: Read.boolean)
    static let hyperlinkFormat = OptionKey<String>(
        Option(
            name: "hyperlinkFormat", argument: .required("FORMAT"), values: .string,
            defaultValue: Hyperlinks.defaultFileFormat, help: []),
        read: Read.anything)
    static let commitLinkFormat = OptionKey<String>(
        Option(
            name: "commitLinkFormat", argument: .required("FORMAT"), values: .string, defaultValue: "auto", help: []),
        read: Read.anything)
    static let colorMoved = OptionKey<MovedLines.Mode?>(
        Option(
            name: "colorMoved", long: "--color-moved", argument: .optional("MODE", implied: "default"),
            presets: [("--no-color-moved", "no")],
            values: .choice(["no", "default", "plain", "blocks", "zebra", "dimmed-zebra"]), scopes: [.native],
            gitKey: "diff.colorMoved", defaultValue: "no",
            help: [
                "moved lines on tones of their own, found as git finds",
                "them (diff.colorMoved): no, default (zebra), plain,",
                "blocks, zebra or dimmed-zebra",
            ],
            described: "a mode of moved lines (no, default, plain, blocks, zebra, dimmed-zebra)"),
        read: Read.movedMode)
    static let colorMovedWS = OptionKey<MovedLines.Whitespace>(
        Option(
            name: "colorMovedWS", long: "--color-moved-ws", argument: .required("RULES"),
            presets: [("--no-color-moved-ws", "no")],
            values: .choice([
                "no", "ignore-space-at-eol", "ignore-space-change", "ignore-all-space",
                "allow-indentation-change",
            ]),
            scopes: [.native], gitKey: "diff.colorMovedWS", defaultValue: "no",
            help: [
                "what of whitespace to ignore finding them",
                "(diff.colorMovedWS): no, ignore-space-at-eol,",
                "ignore-space-change, ignore-all-space (a comma-separated",
                "list), or allow-indentation-change alone",
            ],
            described: "a list of no, ignore-space-at-eol, ignore-space-change, ignore-all-space, "
                + "or allow-indentation-change alone"),
        read: Read.movedWhitespace)
    static let navigate = OptionKey<Navigation?>(
        Option(
            name: "navigate", long: "--navigate", argument: .optional("WHAT", implied: "true"),
            presets: [("--no-navigate", "false")], values: .choice(["true", "false", "files", "hunks"]),
            defaultValue: "true",
            help: [
                "in less, n and N jump to the next and previous file",
                "(WHAT: files, the default, or hunks: each hunk too);",
                "on by default when the pager is less; --no-navigate",
                "marks nothing for less to jump to",
            ]),
        read: Read.navigation)
    static let toc = OptionKey<Bool>(
        Option(
            name: "toc", long: "--toc", argument: .optional("BOOL", implied: "true"),
            presets: [("--no-toc", "false")], values: .bool, defaultValue: "false",
            help: [
                "a table of contents before each commit's files:",
                "lines added and removed, and a bar as --stat draws;",
                "in less, n goes from it to each file",
            ]),
        read: Read.boolean)
    static let colorOnly = OptionKey<Bool>(
        Option(
            name: "colorOnly", long: "--color-only", argument: .none(implied: "true"), values: .bool,
            isSetting: false, defaultValue: "false",
            help: [
                "one output line per input line, only colors added",
                "(for interactive.diffFilter; no headers rewritten)",
            ]),
        read: Read.boolean)
    static let style = OptionKey<StyleSetting>(
        Option(
            name: "style", long: "--style", argument: .required("ELEMENT=STYLE"), values: .style,
            scopes: [.rendered, .highlight, .lint], isSetting: false, notFromConfigIn: [.lint], isRepeatable: true,
            defaultValue: "",
            help: [
                "restyle an element of the theme: --style",
                "'hunk-header=bold yellow' (repeatable; over git",
                "config's tinge.style.ELEMENT; tinge help styles)",
            ],
            helpIn: [.lint: ["restyle an element of the theme (repeatable;", "tinge help styles)"]],
            described: "ELEMENT=STYLE (see 'tinge help styles')",
            problem: { StyleSetting.problem($0) }),
        read: { StyleSetting($0) })
    static let language = OptionKey<String>(
        Option(
            name: "language", long: "--language", short: "-l", argument: .required("NAME"), values: .language,
            scopes: [.rendered, .highlight], isSetting: false, defaultValue: "", help: ["highlight every file as NAME"],
            helpIn: [.highlight: ["the language, instead of detecting it (see", "'tinge languages')"]]),
        read: Read.anything)
    static let format = OptionKey<Output.Format>(
        Option(
            name: "format", long: "--format", argument: .required("FORMAT"), values: .choice(["terminal", "html"]),
            isSetting: false, defaultValue: "terminal",
            help: [
                "terminal (the default) or html: one self-contained",
                "page, colored, never paged (git show | tinge",
                "--format=html > review.html); both themes, chosen by",
                "the reader's system, unless one is asked for",
            ]),
        // `ansi`: what `tinge highlight` called `terminal`, taken here too, so one word works everywhere.
        read: { $0 == "ansi" ? .terminal : Output.Format(rawValue: $0) })
    static let match = OptionKey<String>(
        Option(
            name: "match", long: "--match", short: "-e", argument: .required("PATTERN"), values: .string,
            scopes: [.standardInput], isSetting: false, defaultValue: "",
            help: [
                "in a search's lines, mark what PATTERN matches (a",
                "Swift Regex) when the tool's colors or JSON do not say",
            ]),
        read: Read.anything)
    static let wordDiff = OptionKey<Bool>(
        Option(
            name: "wordDiff", long: "--word-diff", argument: .optional("BOOL", implied: "true"), values: .bool,
            scopes: [.standardInput], isSetting: false, defaultValue: "false",
            help: [
                "the input is git's word diff (--word-diff,",
                "--color-words): its hunks are shown as git drew them",
                "(as git's pager, git's command line says so;",
                "--word-diff=false: it is not, whatever git was asked)",
            ]),
        read: Read.boolean)
    static let fileName = OptionKey<String>(
        Option(
            name: "fileName", long: "--file-name", argument: .required("NAME"), values: .path, scopes: [.standardInput],
            isSetting: false,
            defaultValue: "",
            help: [
                "the file a blame is of, for its language (porcelain",
                "names it; as git's pager, git's command line does)",
            ]),
        read: Read.anything)
    static let highlightFormat = OptionKey<HighlightCommand.Format>(
        Option(
            name: "highlightFormat", long: "--format", argument: .required("FORMAT"),
            values: .choice(["terminal", "tokens", "html"]), scopes: [.highlight], isSetting: false,
            defaultValue: "terminal",
            help: [
                "terminal (colored text, the default; the old ansi too),",
                "tokens (START<TAB>LENGTH<TAB>KIND a line) or html (one",
                "self-contained page, never paged)",
            ]),
        // `ansi` was highlight's word for `terminal`, which the pager has always taken.
        read: { $0 == "ansi" ? .terminal : HighlightCommand.Format(rawValue: $0) })
    static let mark = OptionKey<String>(
        Option(
            name: "mark", long: "--mark", argument: .required("REGEX"), values: .string, scopes: [.highlight],
            isSetting: false, isRepeatable: true, defaultValue: "",
            help: [
                "mark what REGEX (a Swift Regex) matches in each",
                "line, as a search match (repeatable; colors only)",
            ]),
        read: Read.anything)
    static let lineRange = OptionKey<LineRange>(
        Option(
            name: "lineRange", long: "--line-range", argument: .required("N:M"), values: .string, scopes: [.highlight],
            isSetting: false, isRepeatable: true, defaultValue: "",
            help: [
                "print only these lines: N:M, N:, :M, N:+K or N, as",
                "bat takes them (repeatable; lexed from the top)",
            ],
            described: LineRange.described),
        read: { LineRange($0) })
    static let highlightLine = OptionKey<LineRange>(
        Option(
            name: "highlightLine", long: "--highlight-line", argument: .required("N"), values: .string,
            scopes: [.highlight], isSetting: false, isRepeatable: true, defaultValue: "",
            help: [
                "single out these lines on a background (N, or a range",
                "as --line-range takes; repeatable; colors only)",
            ],
            described: LineRange.described),
        read: { LineRange($0) })
    static let lintChanges = OptionKey<LintCommand.Changes>(
        Option(
            name: "lintChanges", long: "--staged", argument: .none(implied: "staged"), presets: [("--all", "all")],
            aliases: ["--cached"], values: .choice(["staged", "all"]), scopes: [.lint], isSetting: false,
            defaultValue: "staged",
            help: ["the staged change (the default), or every tracked file"]),
        read: { LintCommand.Changes(rawValue: $0) })
    static let lintFormat = OptionKey<LintPrinter.Format>(
        Option(
            name: "lintFormat", long: "--format", argument: .required("FORMAT"),
            values: .choice(["pretty", "json", "github"]), scopes: [.lint], isSetting: false, defaultValue: "pretty",
            help: ["pretty (the default), json or github (annotations)"]),
        read: { LintPrinter.Format(rawValue: $0) })
    static let rule = OptionKey<String>(
        Option(
            name: "rule", long: "--rule", argument: .required("ID"), values: .choice(Linter.allRules.map(\.id)),
            scopes: [.lint], isSetting: false, isRepeatable: true, defaultValue: "",
            help: ["run only this rule (repeatable)"]),
        read: Read.rule)
    static let noRule = OptionKey<String>(
        Option(
            name: "noRule", long: "--no-rule", argument: .required("ID"), values: .choice(Linter.allRules.map(\.id)),
            scopes: [.lint], isSetting: false, isRepeatable: true, defaultValue: "",
            help: ["skip this rule (repeatable; TINGE_SKIP=a,b does the same)"]),
        read: Read.rule)
    static let hook = OptionKey<Bool>(
        Option(
            name: "hook", long: "--hook", argument: .none(implied: "true"), values: .bool, scopes: [.lint],
            isSetting: false, defaultValue: "false",
            help: [
                "lint the staged change as the pre-commit hook does:",
                "when tinge cannot (a repository it cannot read, a",
                "bad setting), one warning line and status 0",
            ]),
        read: Read.boolean)
    static let list = OptionKey<Bool>(
        Option(
            name: "list", long: "--list", argument: .none(implied: "true"), values: .bool, scopes: [.themes],
            isSetting: false, defaultValue: "false", help: ["print the themes' names, one a line"]),
        read: Read.boolean)
}

extension Option {
    /// Every option's declaration, in `OptionKeys.all`'s order.
    static let all = OptionKeys.all.map(\.option)

    /// The options git config sets, as `tinge config` lists them.
    static let settings = all.filter(\.isSetting)

    /// The help's lines for the options of `scopes` among `keys`: the flags, then the help beside them.
    static func helpList(_ scopes: [Scope], only keys: [OptionKeys]) -> String {
        helpList(scopes, only: keys.map(\.option.name))
    }

    /// The help's lines for the options of `scopes` (only those named in `names`, when given):
    /// the flags, then the help beside them.
    static func helpList(_ scopes: [Scope]) -> String {
        helpList(scopes, only: nil)
    }

    private static func helpList(_ scopes: [Scope], only names: [String]?) -> String {
        var text: [String] = []
        for option in all where option.long != nil && option.isTaken(by: scopes) && names.map({ $0.contains(option.name) }) ?? true {
            let label = "  " + option.label
            let own = scopes.count == 1 ? option.helpIn[scopes[0]] : nil
            var lines = (own ?? option.help)[...]
            if label.count < 30, let first = lines.popFirst() {
                text.append(label + String(repeating: " ", count: 31 - label.count) + first)
            } else {
                text.append(label)
            }
            text += lines.map { String(repeating: " ", count: 31) + $0 }
        }
        return text.joined(separator: "\n")
    }

    /// The long flags of `scopes`' options, comma-separated and wrapped at `width` columns.
    static func flagList(_ scopes: [Scope], width: Int = 88) -> String {
        wrapped(all.filter { $0.isTaken(by: scopes) }.compactMap(\.long), width: width)
    }

    /// `words` comma-separated and wrapped at `width` columns.
    static func wrapped(_ words: [String], width: Int = 88) -> String {
        var lines = [""]
        for (i, word) in words.enumerated() {
            let word = word + (i == words.count - 1 ? "" : ",")
            if !lines[lines.count - 1].isEmpty, lines[lines.count - 1].count + 1 + word.count > width {
                lines.append("")
            }
            lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word
        }
        return lines.joined(separator: "\n")
    }
}

/// How the options' values are read: each option's `OptionKey.read` is one of these.
private enum Read {
    static let anything: @Sendable (String) -> String? = { $0 }

    /// git's boolean words, as git config reads them.
    static let boolean: @Sendable (String) -> Bool? = { Settings.boolean($0) }

    static let when: @Sendable (String) -> When? = { When(rawValue: $0) }

    /// A whole number within `range`.
    static func number(_ range: ClosedRange<Int>) -> @Sendable (String) -> Int? {
        { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// The width asked for; `terminal` (nil) for the terminal's.
    static let width: @Sendable (String) -> Int?? = { value in
        if value == "terminal" { return .some(nil) }
        return Int(value).flatMap { (1...Settings.widest).contains($0) ? .some($0) : nil }
    }

    /// A size in bytes, with git's `k`, `m` and `g` suffixes (`512k`, `1m`).
    static let size: @Sendable (String) -> Int? = { value in
        let text = value.lowercased()
        let scale = ["k": 1 << 10, "m": 1 << 20, "g": 1 << 30][String(text.suffix(1))]
        guard let n = Int(scale == nil ? text : String(text.dropLast())), n >= 0, n <= Int.max / (scale ?? 1) else {
            return nil
        }
        return n * (scale ?? 1)
    }

    /// How long lines are kept whole: `auto`, `always` or `never`, or git's boolean words
    /// (true is always, false never).
    static let wrap: @Sendable (String) -> DiffPainter.Wrap? = { value in
        switch value.lowercased() {
        case "auto": return .auto
        case "always": return .always
        case "never": return .never
        default: return Settings.boolean(value).map { $0 ? .always : .never }
        }
    }

    /// Side by side: on, off, or `auto` (nil: when the width is at least `sideBySideMinWidth`).
    static let sideBySide: @Sendable (String) -> Bool?? = { value in
        value.lowercased() == "auto" ? .some(nil) : Settings.boolean(value).map { .some($0) }
    }

    /// Which moved lines to look for, as git takes it: a mode, or a boolean (true is `default`);
    /// nil for none.
    static let movedMode: @Sendable (String) -> MovedLines.Mode?? = { value in
        switch value.lowercased() {
        case "default", "zebra": return .some(.zebra)
        case "plain": return .some(.plain)
        case "blocks": return .some(.blocks)
        case "dimmed-zebra", "dimmed_zebra": return .some(.dimmedZebra)
        default: return Settings.boolean(value).map { on -> MovedLines.Mode? in on ? .zebra : nil }
        }
    }

    /// What of whitespace moved lines may differ in: a comma-separated list of git's rules.
    static let movedWhitespace: @Sendable (String) -> MovedLines.Whitespace? = { value in
        var whitespace: MovedLines.Whitespace = []
        for word in value.split(separator: ",").map({ $0.filter { $0 != " " && $0 != "\t" }.lowercased() }) {
            switch word {
            case "no": whitespace = []
            case "ignore-space-at-eol": whitespace.insert(.atEnd)
            case "ignore-space-change": whitespace.insert(.change)
            case "ignore-all-space": whitespace.insert(.all)
            case "allow-indentation-change": whitespace.insert(.indentationChange)
            default: return nil
            }
        }
        // git takes allow-indentation-change with no other rule.
        if whitespace.contains(.indentationChange), whitespace != .indentationChange { return nil }
        return whitespace
    }

    /// How `n` and `N` move in less: `hunks`, or git's boolean words (true is files); nil when off.
    static let navigation: @Sendable (String) -> Navigation?? = { value in
        switch value.lowercased() {
        case "hunks": return .some(.hunks)
        case "files": return .some(.files)
        default: return Settings.boolean(value).map { on -> Navigation? in on ? .files : nil }
        }
    }

    /// A lint rule's id.
    static let rule: @Sendable (String) -> String? = { id in Linter.allRules.contains { $0.id == id } ? id : nil }
}
