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

        /// The failure of a value that `is` not what the key takes, naming where it was set: a
        /// bad flag is a usage error, a bad config or environment value a bad setting.
        func bad(_ what: String) -> Failure {
            let message = "\(source): '\(value)' \(what)"
            return source.hasPrefix("command line") ? .usage(message) : .setting(message)
        }
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
            return Resolved(key: key, value: value, source: "git config \(configKey) (\(place))")
        }
        if let gitKey = key.gitKey, let (value, source) = git.value(gitKey) {
            return Resolved(key: key, value: value, source: source)
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

    /// The theme asked for on the command line or in git config (`ThemeChoice`); nil for `auto`,
    /// which leaves it to the terminal's background (`autoTheme`). A bad name or theme file is
    /// one line: no usage hint under it.
    func chosenTheme() throws(Failure) -> Theme? {
        let r = resolve("theme")
        return r.value == "auto" ? nil : try theme(r)
    }

    /// The theme `auto` takes on a light or a dark background: `tinge.lightTheme` or `tinge.darkTheme`.
    func autoTheme(light: Bool) throws(Failure) -> Theme {
        try theme(resolve(light ? "lightTheme" : "darkTheme"))
    }

    private func theme(_ r: Resolved) throws(Failure) -> Theme {
        switch ThemeChoice.find(r.value, environment: environment) {
        case .found(let theme): return theme
        case .unknown:
            throw .setting("\(r.source): '\(r.value)' is not a theme (themes: \(ThemeChoice.names); or a .tmTheme file)")
        case .broken(let path, let problem): throw .setting("theme file '\(path)': \(problem)")
        }
    }

    /// A yes/no option, by git's boolean words.
    func bool(_ name: String) throws(Failure) -> Bool {
        let r = resolve(name)
        switch r.value.lowercased() {
        case "true", "yes", "on", "1", "": return true
        case "false", "no", "off", "0": return false
        default: throw r.bad("is not true or false")
        }
    }

    /// How long lines are kept whole: `auto`, `always` or `never`, or git's boolean words
    /// (true is always, false never).
    func wrap() throws(Failure) -> DiffPainter.Wrap {
        let r = resolve("wrap")
        switch r.value.lowercased() {
        case "auto": return .auto
        case "always", "true", "yes", "on", "1", "": return .always
        case "never", "false", "no", "off", "0": return .never
        default: throw r.bad("is not auto, always or never")
        }
    }

    /// Which moved lines to look for in native diffs (`--color-moved`, `diff.colorMoved`), as
    /// git takes it: a mode, or a boolean (true is `default`); nil for none.
    func colorMoved() throws(Failure) -> MovedLines.Options? {
        let r = resolve("colorMoved")
        let mode: MovedLines.Mode?
        switch r.value.lowercased() {
        case "no", "false", "off", "0": mode = nil
        case "default", "zebra", "true", "yes", "on", "1", "": mode = .zebra
        case "plain": mode = .plain
        case "blocks": mode = .blocks
        case "dimmed-zebra", "dimmed_zebra": mode = .dimmedZebra
        default: throw r.bad("is not a mode of moved lines (no, default, plain, blocks, zebra, dimmed-zebra)")
        }
        guard let mode else { return nil }
        let ws = resolve("colorMovedWS")
        var whitespace: MovedLines.Whitespace = []
        for word in ws.value.split(separator: ",").map({ $0.filter { $0 != " " && $0 != "\t" }.lowercased() }) {
            switch word {
            case "no": whitespace = []
            case "ignore-space-at-eol": whitespace.insert(.atEnd)
            case "ignore-space-change": whitespace.insert(.change)
            case "ignore-all-space": whitespace.insert(.all)
            case "allow-indentation-change": whitespace.insert(.indentationChange)
            default:
                throw ws.bad("is not a list of no, ignore-space-at-eol, ignore-space-change, ignore-all-space "
                    + "or allow-indentation-change")
            }
        }
        if whitespace.contains(.indentationChange), whitespace != .indentationChange {
            throw ws.bad("combines allow-indentation-change with other whitespace rules, which git does not")
        }
        return MovedLines.Options(mode: mode, whitespace: whitespace)
    }

    /// How `n` and `N` move in less: `hunks`, or git's boolean words (true is files); nil when off.
    func navigation() throws(Failure) -> Navigation? {
        let r = resolve("navigate")
        switch r.value.lowercased() {
        case "hunks": return .hunks
        case "files", "true", "yes", "on", "1", "": return .files
        case "false", "no", "off", "0": return nil
        default: throw r.bad("is not true, false, files or hunks")
        }
    }

    /// A whole-number option within the range its `Option` declares.
    func number(_ name: String) throws(Failure) -> Int {
        let r = resolve(name)
        guard case .number(let range) = r.key.values else { fatalError("tinge.\(name) is not a number in Option.all") }
        guard let n = Int(r.value), range.contains(n) else {
            throw r.bad("is not a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }

    /// A size in bytes, with git's `k`, `m` and `g` suffixes (`512k`, `1m`).
    func size(_ name: String) throws(Failure) -> Int {
        let r = resolve(name)
        let text = r.value.lowercased()
        let scale = ["k": 1 << 10, "m": 1 << 20, "g": 1 << 30][String(text.suffix(1))]
        guard let n = Int(scale == nil ? text : String(text.dropLast())), n >= 0,
              n <= Int.max / (scale ?? 1) else {
            throw r.bad("is not a size (a number of bytes, with k, m or g)")
        }
        return n * (scale ?? 1)
    }

    /// An auto/always/never option.
    func when(_ name: String) throws(Failure) -> When {
        let r = resolve(name)
        guard let w = When(rawValue: r.value) else { throw r.bad("is not auto, always or never") }
        return w
    }
}
