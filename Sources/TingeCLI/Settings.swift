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

        /// Whether the value was given on the command line.
        var isFlag = false
    }

    /// Values given on the command line.
    var flags = Flags()
    /// The command reading the settings, for the options it takes from no git config
    /// (`Option.notFromConfigIn`); nil for the pager and everything that renders like it.
    var scope: Option.Scope?
    /// git config, when some config file could mention tinge (`init`).
    let config: Config?
    /// The run the settings are of: its environment and its repository's config.
    let session: Session
    private var environment: [String: String] { session.environment }
    /// git's own settings: keys of options that follow git's, and git's colors.
    let git: GitSettings
    /// Where bad values from git config or the environment are told of.
    var warnings: SettingWarnings

    /// Settings reading git config only when some config file could mention tinge (libgit2's start-up costs milliseconds).
    init(_ session: Session, needsConfig: Bool = true) {
        self.session = session
        warnings = session.warnings
        if needsConfig, ConfigFiles.mayMention("tinge", session) {
            config = (try? session.repository?.config()) ?? (try? Config.default())
        } else {
            config = nil
        }
        git = GitSettings(session, config: config)
    }

    /// The widest a terminal is taken to be.
    static let widest = 100_000

    /// The effective value of the option of `handle`: an option that is not a setting comes
    /// from the command line alone.
    func resolve(_ handle: OptionKeys) -> Resolved {
        let key = handle.option
        let name = key.name
        if let value = flags.given(key) {
            return Resolved(key: key, value: value, source: "command line (\(key.long ?? ""))", isFlag: true)
        }
        for variable in key.environment {
            guard let value = environment[variable] else { continue }
            switch variable {
            case "NO_COLOR" where !value.isEmpty: return Resolved(key: key, value: "never", source: "environment (NO_COLOR)")
            // As git does, a COLUMNS that is not a width (0, negative, absurd) is not there.
            case "COLUMNS" where Int(value).map({ (1...Self.widest).contains($0) }) == true:
                return Resolved(key: key, value: value, source: "environment (COLUMNS)")
            case "TINGE_PAGER", "PAGER":
                // A pager naming tinge itself would loop; git's pager settings are git's business.
                if Pager.isTinge(value, path: environment["PATH"]) { continue }
                return Resolved(key: key, value: value, source: "environment (\(variable))")
            default: continue
            }
        }
        guard key.isSetting, key.isFromConfig(in: scope) else {
            return Resolved(key: key, value: key.defaultValue, source: "default")
        }
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

    /// Option `key`'s value. A flag's value was checked when parsed (`OptionParser`); a bad
    /// value from git config or the environment is a warning (`warnings`) and the option's
    /// default is read instead: a pager's first duty is to show the diff.
    subscript<Value>(key: OptionKey<Value>) -> Value {
        let r = resolve(key)
        if let value = key.read(r.value) { return value }
        warnings.warn(r, "is not " + (r.key.takes ?? "a value it takes"))
        guard let fallback = key.read(r.key.defaultValue) else { fatalError("tinge.\(r.key.name)'s default is not one it takes") }
        return fallback
    }

    /// The theme asked for on the command line or in git config (`ThemeChoice`); nil for `auto`,
    /// which leaves it to the terminal's background (`autoTheme`). A bad name or theme file on
    /// the command line is one line, with no usage hint under it; in git config, a warning.
    func chosenTheme() throws(Failure) -> Theme? {
        let r = resolve(OptionKeys.theme)
        return r.value == "auto" ? nil : try theme(r)
    }

    /// The theme `auto` takes on a light or a dark background: `tinge.lightTheme` or `tinge.darkTheme`.
    func autoTheme(light: Bool) throws(Failure) -> Theme {
        try theme(resolve(light ? OptionKeys.lightTheme : OptionKeys.darkTheme)) ?? (light ? .light : .dark)
    }

    /// The theme `r` names; nil when a bad one from git config leaves it to the default (`auto`).
    private func theme(_ r: Resolved) throws(Failure) -> Theme? {
        let problem: String
        switch ThemeChoice.find(r.value, environment: environment, folder: session.directory) {
        case .found(let theme): return theme
        case .unknown:
            problem = "is not a theme (themes: \(ThemeChoice.names); or a .tmTheme file)"
            if r.isFlag { throw .setting("\(r.source): '\(r.value)' \(problem)") }
        case .broken(let path, let reason):
            problem = "names theme file '\(path)': \(reason)"
            if r.isFlag { throw .setting("theme file '\(path)': \(reason)") }
        }
        warnings.warn(r, problem)
        guard case .found(let fallback) = ThemeChoice.find(r.key.defaultValue, environment: [:], folder: nil) else { return nil }
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

    /// Which moved lines to look for in native diffs (`--color-moved`, `diff.colorMoved`) and
    /// what of whitespace they may differ in (`--color-moved-ws`); nil for none.
    func movedLines() -> MovedLines.Options? {
        guard let mode = self[.colorMoved] else { return nil }
        return MovedLines.Options(mode: mode, whitespace: self[.colorMovedWS])
    }

    /// Reads every setting as the commands read them, so that each bad one is warned of:
    /// `tinge config` marks them (`SettingWarnings.collecting`).
    func readAll() throws(Failure) {
        _ = try chosenTheme()
        _ = try autoTheme(light: true)
        _ = try autoTheme(light: false)
        _ = (self[.color], self[.paging], self[.context], self[.lineNumbers], self[.tabs], self[.width])
        _ = (self[.maxLineLength], self[.wrap], self[.sideBySide], self[.sideBySideMinWidth], self[.contextLimit])
        _ = (self[.hyperlinks], self[.colorMoved], self[.navigate], self[.colorMovedWS], self[.toc])
        _ = styles()
    }
}
