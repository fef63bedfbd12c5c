import Lint
import Render

/// One of tinge's options, declared once: its flags, its `tinge.` key, its environment, what
/// values it takes, its default and its help. Parsing (`OptionParser`), `tinge config`, the
/// pager's `--help`, the completions (`Completions`) and the man page's test all read `all`.
struct Option {
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

    /// `value`, given to `flag`, when it is one the option takes; else the one-line failure that
    /// names the flag, the value and what it takes. Themes and languages are checked where
    /// they are found; strings, paths and sizes take anything here.
    func checked(_ value: String, flag: String) throws(Failure) -> String {
        let takes: String
        switch values {
        case .number(let range):
            if let n = Int(value), range.contains(n) { return value }
            takes = "a number from \(range.lowerBound) to \(range.upperBound)"
        case .bool, .when, .choice:
            if words.contains(value) { return value }
            takes = words.dropLast().joined(separator: ", ") + " or " + words.last!
        default: return value
        }
        throw Failure.usage("option '\(flag)' takes \(takes), not '\(VisibleText.escaped(value))'")
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

extension Option {
    /// Every option, in the order `tinge config` and `--help` list them.
    static let all: [Option] = [
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
        Option(name: "darkTheme", argument: .required("NAME"), values: .theme, defaultValue: "dark", help: []),
        Option(name: "lightTheme", argument: .required("NAME"), values: .theme, defaultValue: "light", help: []),
        Option(
            name: "color", long: "--color", argument: .required("WHEN"), aliases: ["--colour"], values: .when,
            scopes: [.rendered, .highlight, .lint, .themes], notFromConfigIn: [.lint], environment: ["NO_COLOR"],
            defaultValue: "auto", help: ["auto, always or never"]),
        Option(
            name: "paging", long: "--paging", argument: .required("WHEN"), values: .when,
            scopes: [.rendered, .highlight], notFromConfigIn: [.highlight], defaultValue: "auto",
            help: ["auto, always or never"],
            helpIn: [.highlight: ["auto, always or never (pager: TINGE_PAGER, PAGER,", "less -R -F -X)"]]),
        Option(
            name: "pager", argument: .required("COMMAND"), values: .string, environment: ["TINGE_PAGER", "PAGER"],
            defaultValue: "less -R -F -X", help: []),
        Option(
            name: "context", long: "--context", argument: .required("WHERE"), values: .choice(["file", "hunk"]),
            defaultValue: "file",
            help: ["file (highlight with whole-file context; the default)", "or hunk (each hunk on its own)"]),
        Option(
            name: "lineNumbers", long: "--line-numbers", short: "-n", argument: .none(implied: "true"),
            values: .bool, scopes: [.rendered, .highlight], notFromConfigIn: [.highlight], defaultValue: "false",
            help: ["old and new line numbers in a gutter"], helpIn: [.highlight: ["number the lines"]]),
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
        Option(
            name: "width", long: "--width", short: "-w", argument: .required("N"),
            values: .number(1...Settings.widest), environment: ["COLUMNS"], defaultValue: "terminal",
            help: ["the width to fill and wrap at (default: the terminal's)"]),
        Option(
            name: "maxLineLength", long: "--max-line-length", argument: .required("N"),
            values: .number(0...1_000_000), defaultValue: "512",
            help: ["cut longer lines with a marker (default 512; 0: never)"]),
        Option(
            name: "wrap", long: "--wrap", argument: .optional("WHEN", implied: "always"),
            presets: [("--no-wrap", "never")], values: .when, defaultValue: "auto",
            help: [
                "always: wrap long lines at the width; never: cut them",
                "with a marker; auto (the default): wrap side by side,",
                "cut at --max-line-length unified",
            ]),
        Option(
            name: "sideBySide", long: "--side-by-side", short: "-s", argument: .optional("WHEN", implied: "true"),
            values: .choice(["true", "false", "auto"]), defaultValue: "false",
            help: [
                "removed lines left, added lines right (WHEN: true,",
                "false, or auto: when the width is at least",
                "--side-by-side-min-width N)",
            ]),
        Option(
            name: "sideBySideMinWidth", long: "--side-by-side-min-width", argument: .required("N"),
            values: .number(1...Settings.widest), defaultValue: "160",
            help: ["the least width side by side takes with auto (default 160)"]),
        Option(
            name: "contextLimit", long: "--context-limit", argument: .required("SIZE"), values: .size,
            defaultValue: "1m",
            help: [
                "files larger than SIZE get hunk context, and say so",
                "(default 1m; k, m, g suffixes as in git config)",
            ]),
        Option(
            name: "hyperlinks", long: "--hyperlinks", argument: .optional("BOOL", implied: "true"),
            presets: [("--no-hyperlinks", "false")], values: .bool, defaultValue: "false",
            help: [
                "link file titles and hunk headers to the file,",
                "commit ids to their page (OSC 8; git config",
                "tinge.hyperlinkFormat, tinge.commitLinkFormat)",
            ]),
        Option(
            name: "hyperlinkFormat", argument: .required("FORMAT"), values: .string,
            defaultValue: Hyperlinks.defaultFileFormat, help: []),
        Option(
            name: "commitLinkFormat", argument: .required("FORMAT"), values: .string, defaultValue: "auto", help: []),
        Option(
            name: "colorMoved", long: "--color-moved", argument: .optional("MODE", implied: "default"),
            presets: [("--no-color-moved", "no")],
            values: .choice(["no", "default", "plain", "blocks", "zebra", "dimmed-zebra"]), scopes: [.native],
            gitKey: "diff.colorMoved", defaultValue: "no",
            help: [
                "moved lines on tones of their own, found as git finds",
                "them (diff.colorMoved): no, default (zebra), plain,",
                "blocks, zebra or dimmed-zebra",
            ]),
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
            ]),
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
        Option(
            name: "colorOnly", long: "--color-only", argument: .none(implied: "true"), values: .bool,
            isSetting: false, defaultValue: "false",
            help: [
                "one output line per input line, only colors added",
                "(for interactive.diffFilter; no headers rewritten)",
            ]),
        Option(
            name: "language", long: "--language", short: "-l", argument: .required("NAME"), values: .language,
            scopes: [.rendered, .highlight], isSetting: false, defaultValue: "", help: ["highlight every file as NAME"],
            helpIn: [.highlight: ["the language, instead of detecting it (see", "'tinge languages')"]]),
        Option(
            name: "format", long: "--format", argument: .required("FORMAT"), values: .choice(["terminal", "html"]),
            isSetting: false, defaultValue: "terminal",
            help: [
                "terminal (the default) or html: one self-contained",
                "page, colored, never paged (git show | tinge",
                "--format=html > review.html); both themes, chosen by",
                "the reader's system, unless one is asked for",
            ]),
        Option(
            name: "match", long: "--match", short: "-e", argument: .required("PATTERN"), values: .string,
            scopes: [.standardInput], isSetting: false, defaultValue: "",
            help: [
                "in a search's lines, mark what PATTERN matches (a",
                "Swift Regex) when the tool's colors or JSON do not say",
            ]),
        Option(
            name: "wordDiff", long: "--word-diff", argument: .optional("BOOL", implied: "true"), values: .bool,
            scopes: [.standardInput], isSetting: false, defaultValue: "false",
            help: [
                "the input is git's word diff (--word-diff,",
                "--color-words): its hunks are shown as git drew them",
                "(as git's pager, git's command line says so;",
                "--word-diff=false: it is not, whatever git was asked)",
            ]),
        Option(
            name: "fileName", long: "--file-name", argument: .required("NAME"), values: .path, scopes: [.standardInput],
            isSetting: false,
            defaultValue: "",
            help: [
                "the file a blame is of, for its language (porcelain",
                "names it; as git's pager, git's command line does)",
            ]),
        Option(
            name: "highlightFormat", long: "--format", argument: .required("FORMAT"),
            values: .choice(["ansi", "tokens", "html"]), scopes: [.highlight], isSetting: false, defaultValue: "ansi",
            help: [
                "ansi (colored text), tokens (START<TAB>LENGTH<TAB>KIND",
                "a line) or html (one self-contained page, never paged)",
            ]),
        Option(
            name: "mark", long: "--mark", argument: .required("REGEX"), values: .string, scopes: [.highlight],
            isSetting: false, isRepeatable: true, defaultValue: "",
            help: [
                "mark what REGEX (a Swift Regex) matches in each",
                "line, as a search match (repeatable; colors only)",
            ]),
        Option(
            name: "lintChanges", long: "--staged", argument: .none(implied: "staged"), presets: [("--all", "all")],
            aliases: ["--cached"], values: .choice(["staged", "all"]), scopes: [.lint], isSetting: false,
            defaultValue: "staged",
            help: ["the staged change (the default), or every tracked file"]),
        Option(
            name: "lintFormat", long: "--format", argument: .required("FORMAT"),
            values: .choice(["pretty", "json", "github"]), scopes: [.lint], isSetting: false, defaultValue: "pretty",
            help: ["pretty (the default), json or github (annotations)"]),
        Option(
            name: "rule", long: "--rule", argument: .required("ID"), values: .choice(Linter.allRules.map(\.id)),
            scopes: [.lint], isSetting: false, isRepeatable: true, defaultValue: "",
            help: ["run only this rule (repeatable)"]),
        Option(
            name: "noRule", long: "--no-rule", argument: .required("ID"), values: .choice(Linter.allRules.map(\.id)),
            scopes: [.lint], isSetting: false, isRepeatable: true, defaultValue: "",
            help: ["skip this rule (repeatable; TINGE_SKIP=a,b does the same)"]),
        Option(
            name: "hook", long: "--hook", argument: .none(implied: "true"), values: .bool, scopes: [.lint],
            isSetting: false, defaultValue: "false",
            help: [
                "lint the staged change as the pre-commit hook does:",
                "when tinge cannot (a repository it cannot read, a",
                "bad setting), one warning line and status 0",
            ]),
        Option(
            name: "list", long: "--list", argument: .none(implied: "true"), values: .bool, scopes: [.themes],
            isSetting: false, defaultValue: "false", help: ["print the themes' names, one a line"]),
    ]

    /// The options git config sets, as `tinge config` lists them.
    static let settings = all.filter(\.isSetting)

    /// The option named `name`.
    static func named(_ name: String) -> Option {
        all.first { $0.name == name }!
    }

    /// The help's lines for the options of `scope` (only those named in `names`, when given):
    /// the flags, then the help beside them.
    static func helpList(_ scopes: [Scope], only names: [String]? = nil) -> String {
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
