import Diff
import Git
import Render
import Terminal
import Theme

/// tinge's options from, in order: command-line flags, the environment, git config keys under
/// `tinge.` (read through libgit2, so every config file and include counts), git's own key for
/// the option when it has one (`diff.colorMoved`), then defaults.
struct Settings {
    /// An option's effective value and where it came from.
    struct Resolved {
        let key: Option
        let value: String
        let source: String
        /// The config file that set it, and the key it set there, when a file did.
        var file: (path: String, key: String)? = nil

        /// `source` with the line of the file that set the value (`~/.gitconfig:12`), for a
        /// message about it: looked for only then.
        var place: String {
            file.map { ConfigFiles.naming(source, line: $0.key, of: $0.path) } ?? source
        }

        /// The failure of a value that `is` not what the key takes, naming where it was set: a
        /// bad flag is a usage error, a bad config or environment value a bad setting.
        func bad(_ what: String) -> Failure {
            let message = "\(source): '\(value)' \(what)"
            return isFlag ? .usage(message) : .setting(message)
        }

        /// Whether the value was given on the command line, where a bad one is a usage error.
        var isFlag: Bool { source.hasPrefix("command line") }
    }

    /// Values given on the command line, by option name (`Option.name`).
    var flags: [String: String] = [:]
    /// The command reading the settings, for the options it takes from no git config
    /// (`Option.notFromConfigIn`); nil for the pager and everything that renders like it.
    var scope: Option.Scope?
    private let config: Config?
    private let environment: [String: String]
    /// git's own settings: keys of options that follow git's, and git's colors.
    let git: GitSettings
    /// Where bad values from git config or the environment are told of.
    var warnings = SettingWarnings.printing

    /// Settings reading git config only when some config file could mention tinge (libgit2's start-up costs milliseconds).
    init(environment: [String: String], needsConfig: Bool = true) {
        self.environment = environment
        if needsConfig, ConfigFiles.mayMention("tinge") {
            config = (try? Workspace.repository?.config()) ?? (try? Config.default())
        } else {
            config = nil
        }
        git = GitSettings(environment: environment, config: config)
    }

    /// The widest a terminal is taken to be.
    static let widest = 100_000

    /// The effective value of option `name`.
    func resolve(_ name: String) -> Resolved {
        let key = Option.named(name)
        if let value = flags[name] { return Resolved(key: key, value: value, source: "command line (\(key.long ?? ""))") }
        for variable in key.environment {
            guard let value = environment[variable] else { continue }
            switch variable {
            case "NO_COLOR" where !value.isEmpty: return Resolved(key: key, value: "never", source: "environment (NO_COLOR)")
            // As git does, a COLUMNS that is not a width (0, negative, absurd) is not there.
            case "COLUMNS" where Int(value).map({ (1...Self.widest).contains($0) }) == true:
                return Resolved(key: key, value: value, source: "environment (COLUMNS)")
            case "TINGE_PAGER", "PAGER":
                // A pager naming tinge itself would loop; git's pager settings are git's business.
                if Pager.isTinge(value) { continue }
                return Resolved(key: key, value: value, source: "environment (\(variable))")
            default: continue
            }
        }
        guard key.isFromConfig(in: scope) else { return Resolved(key: key, value: key.defaultValue, source: "default") }
        let configKey = "tinge." + name
        // `git -c tinge.x=y …` reaches the pager git starts through GIT_CONFIG_PARAMETERS.
        if let value = Self.commandLineConfig(environment)[configKey.lowercased()] {
            return Resolved(key: key, value: value, source: "git -c \(configKey)")
        }
        if let config, let value = try? config.string(configKey),
           let entry = (try? config.entries(prefix: "tinge."))?.last(where: { $0.name == configKey.lowercased() }) {
            let place = entry.path.map { "\(entry.level): \($0)" } ?? entry.level
            return Resolved(key: key, value: value, source: "git config \(configKey) (\(place))",
                            file: entry.path.map { ($0, configKey) })
        }
        if let gitKey = key.gitKey, let (value, source, path) = git.value(gitKey) {
            return Resolved(key: key, value: value, source: source, file: path.map { ($0, gitKey) })
        }
        return Resolved(key: key, value: key.defaultValue, source: "default")
    }

    /// The `key=value` pairs of GIT_CONFIG_PARAMETERS (`'a.b'='c' 'd.e'='f'`), keys lowercased.
    static func commandLineConfig(_ environment: [String: String]) -> [String: String] {
        guard let text = environment["GIT_CONFIG_PARAMETERS"] else { return [:] }
        var words: [String] = []
        var word = ""
        var quoted = false
        var any = false
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            if quoted {
                if c == "'" { quoted = false } else { word.append(c) }
            } else if c == "'" {
                quoted = true
                any = true
            } else if c == "\\", let next = chars.popFirst() {
                word.append(next)
            } else if c == " " {
                if any { words.append(word) }
                word = ""
                any = false
            } else {
                word.append(c)
                any = true
            }
        }
        if any { words.append(word) }
        var result: [String: String] = [:]
        for w in words {
            let parts = w.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            result[parts[0].lowercased()] = parts.count > 1 ? String(parts[1]) : "true"
        }
        return result
    }

    /// Reads option `name`'s value with `read`, which gives nil for a value it cannot take;
    /// `what` says what such a value is not. A bad flag is a usage error. A bad value from git
    /// config or the environment is a warning (`warnings`) and the option's default is read
    /// instead: a pager's first duty is to show the diff.
    private func take<T>(_ name: String, _ what: String, _ read: (String) -> T?) throws(Failure) -> T {
        let r = resolve(name)
        if let value = read(r.value) { return value }
        if r.isFlag { throw r.bad(what) }
        warnings.warn(r, what)
        guard let fallback = read(r.key.defaultValue) else { fatalError("tinge.\(name)'s default is not \(what)") }
        return fallback
    }

    /// The theme asked for on the command line or in git config (`ThemeChoice`); nil for `auto`,
    /// which leaves it to the terminal's background (`autoTheme`). A bad name or theme file on
    /// the command line is one line, with no usage hint under it; in git config, a warning.
    func chosenTheme() throws(Failure) -> Theme? {
        let r = resolve("theme")
        return r.value == "auto" ? nil : try theme(r)
    }

    /// The theme `auto` takes on a light or a dark background: `tinge.lightTheme` or `tinge.darkTheme`.
    func autoTheme(light: Bool) throws(Failure) -> Theme {
        try theme(resolve(light ? "lightTheme" : "darkTheme")) ?? (light ? .light : .dark)
    }

    /// The theme `r` names; nil when a bad one from git config leaves it to the default (`auto`).
    private func theme(_ r: Resolved) throws(Failure) -> Theme? {
        let problem: String
        switch ThemeChoice.find(r.value, environment: environment) {
        case .found(let theme): return theme
        case .unknown:
            problem = "is not a theme (themes: \(ThemeChoice.names); or a .tmTheme file)"
            if r.isFlag { throw .setting("\(r.source): '\(r.value)' \(problem)") }
        case .broken(let path, let reason):
            problem = "names theme file '\(path)': \(reason)"
            if r.isFlag { throw .setting("theme file '\(path)': \(reason)") }
        }
        warnings.warn(r, problem)
        guard case .found(let fallback) = ThemeChoice.find(r.key.defaultValue, environment: [:]) else { return nil }
        return fallback
    }

    /// git's boolean words, as git config reads them.
    static func boolean(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "true", "yes", "on", "1", "": return true
        case "false", "no", "off", "0": return false
        default: return nil
        }
    }

    /// A yes/no option, by git's boolean words.
    func bool(_ name: String) throws(Failure) -> Bool {
        try take(name, "is not true or false", Self.boolean)
    }

    /// How long lines are kept whole: `auto`, `always` or `never`, or git's boolean words
    /// (true is always, false never).
    func wrap() throws(Failure) -> DiffPainter.Wrap {
        try take("wrap", "is not auto, always or never") { value in
            switch value.lowercased() {
            case "auto": return .auto
            case "always": return .always
            case "never": return .never
            default: return Self.boolean(value).map { $0 ? .always : .never }
            }
        }
    }

    /// Side by side: on, off, or `auto` (when the width is at least `sideBySideMinWidth`).
    func sideBySide() throws(Failure) -> Bool? {
        try take("sideBySide", "is not true, false or auto") { value -> Bool?? in
            value.lowercased() == "auto" ? .some(nil) : Self.boolean(value).map { .some($0) }
        }
    }

    /// The width asked for; nil for the terminal's.
    func width() throws(Failure) -> Int? {
        try take("width", "is not a number from 1 to \(Self.widest)") { value -> Int?? in
            if value == "terminal" { return .some(nil) }
            return Int(value).flatMap { (1...Self.widest).contains($0) ? .some($0) : nil }
        }
    }

    /// Whether to highlight with whole-file context (`file`) or each hunk alone (`hunk`).
    func wholeFileContext() throws(Failure) -> Bool {
        try take("context", "is not file or hunk") { ["file": true, "hunk": false][$0] }
    }

    /// Which moved lines to look for in native diffs (`--color-moved`, `diff.colorMoved`), as
    /// git takes it: a mode, or a boolean (true is `default`); nil for none.
    func colorMoved() throws(Failure) -> MovedLines.Options? {
        let mode = try take("colorMoved", "is not a mode of moved lines (no, default, plain, blocks, zebra, dimmed-zebra)") {
            value -> MovedLines.Mode?? in
            switch value.lowercased() {
            case "default", "zebra": return .some(.zebra)
            case "plain": return .some(.plain)
            case "blocks": return .some(.blocks)
            case "dimmed-zebra", "dimmed_zebra": return .some(.dimmedZebra)
            default: return Self.boolean(value).map { on -> MovedLines.Mode? in on ? .zebra : nil }
            }
        }
        guard let mode else { return nil }
        return MovedLines.Options(mode: mode, whitespace: try movedWhitespace())
    }

    /// What of whitespace moved lines may differ in (`--color-moved-ws`, `diff.colorMovedWS`).
    private func movedWhitespace() throws(Failure) -> MovedLines.Whitespace {
        let what = "is not a list of no, ignore-space-at-eol, ignore-space-change, ignore-all-space, "
            + "or allow-indentation-change alone"
        return try take("colorMovedWS", what) { value -> MovedLines.Whitespace? in
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
    }

    /// How `n` and `N` move in less: `hunks`, or git's boolean words (true is files); nil when off.
    func navigation() throws(Failure) -> Navigation? {
        try take("navigate", "is not true, false, files or hunks") { value -> Navigation?? in
            switch value.lowercased() {
            case "hunks": return .some(.hunks)
            case "files": return .some(.files)
            default: return Self.boolean(value).map { on -> Navigation? in on ? .files : nil }
            }
        }
    }

    /// A whole-number option within the range its `Option` declares.
    func number(_ name: String) throws(Failure) -> Int {
        guard case .number(let range) = Option.named(name).values else { fatalError("tinge.\(name) is not a number in Option.all") }
        return try take(name, "is not a number from \(range.lowerBound) to \(range.upperBound)") { value in
            Int(value).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// A size in bytes, with git's `k`, `m` and `g` suffixes (`512k`, `1m`).
    func size(_ name: String) throws(Failure) -> Int {
        try take(name, "is not a size (a number of bytes, with k, m or g)") { value in
            let text = value.lowercased()
            let scale = ["k": 1 << 10, "m": 1 << 20, "g": 1 << 30][String(text.suffix(1))]
            guard let n = Int(scale == nil ? text : String(text.dropLast())), n >= 0, n <= Int.max / (scale ?? 1) else {
                return nil
            }
            return n * (scale ?? 1)
        }
    }

    /// An auto/always/never option.
    func when(_ name: String) throws(Failure) -> When {
        try take(name, "is not auto, always or never") { When(rawValue: $0) }
    }

    /// Reads every setting as the commands read them, so that each bad one is warned of:
    /// `tinge config` marks them (`SettingWarnings.collecting`).
    func readAll() throws(Failure) {
        _ = try chosenTheme()
        _ = try autoTheme(light: true)
        _ = try autoTheme(light: false)
        _ = try (when("color"), when("paging"), wholeFileContext(), bool("lineNumbers"), number("tabs"), width())
        _ = try (number("maxLineLength"), wrap(), sideBySide(), number("sideBySideMinWidth"), size("contextLimit"))
        _ = try (bool("hyperlinks"), colorMoved(), navigation())
        _ = try movedWhitespace()
    }
}
