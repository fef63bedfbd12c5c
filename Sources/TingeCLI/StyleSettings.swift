import Render
import Theme

/// One user style: `--style ELEMENT=STYLE`, or `tinge.style.ELEMENT = STYLE` in git config,
/// read: the theme's element (`StyleElement`) and the style it takes (`StyleSpec`).
struct StyleSetting {
    let element: StyleElement
    let spec: StyleSpec

    /// `ELEMENT=STYLE`, as `--style` takes it; nil when it is not one (`problem` says why).
    init?(_ text: String) {
        guard case .success(let setting) = Self.read(text) else { return nil }
        self = setting
    }

    /// What is wrong with a style, in one clause.
    struct Problem: Error {
        let text: String
    }

    private init(element: StyleElement, spec: StyleSpec) {
        self.element = element
        self.spec = spec
    }

    /// What is wrong with `--style`'s `text`, in one clause; nil when nothing is.
    static func problem(_ text: String) -> String? {
        guard case .failure(let bad) = read(text) else { return nil }
        let problem = bad.text
        guard let equals = text.firstIndex(of: "="), !problem.hasPrefix("'\(VisibleText.escaped(String(text[..<equals])))'")
        else { return problem }
        return "in '\(VisibleText.escaped(text))', \(problem)"
    }

    private static func read(_ text: String) -> Result<StyleSetting, Problem> {
        guard let equals = text.firstIndex(of: "=") else {
            return .failure(Problem(text: "'\(VisibleText.escaped(text))' is not ELEMENT=STYLE (see 'tinge help styles')"))
        }
        return read(element: String(text[..<equals]), style: String(text[text.index(after: equals)...]))
    }

    /// Element `name`'s `style`, or what is wrong with them: the element first, then the style's bad word.
    static func read(element name: String, style: String) -> Result<StyleSetting, Problem> {
        guard let element = StyleElement.named(name) else {
            return .failure(Problem(text: "'\(VisibleText.escaped(name))' is not a style element (see 'tinge help styles')"))
        }
        switch StyleSpec.parse(style) {
        case .failure(let problem): return .failure(Problem(text: VisibleText.escaped(problem.description)))
        case .success(let spec):
            if let problem = element.check(spec) { return .failure(Problem(text: problem)) }
            return .success(StyleSetting(element: element, spec: spec))
        }
    }
}

extension Settings {
    /// A style git config sets: the element as its key names it, the value, and where it was set.
    struct ConfiguredStyle {
        /// `tinge.style.hunk-header`.
        let key: String
        let element: String
        let value: String
        let source: String
        /// The config file that set it, when a file did.
        let path: String?

        /// `source` with the file's line, for a message about it.
        var place: String { path.map { ConfigFiles.naming(source, line: key, of: $0) } ?? source }
    }

    /// The styles git config sets (`tinge.style.ELEMENT`), each element's winning value once:
    /// `git -c` over the config files, and a later file over an earlier one. None where the
    /// command takes the theme from its command line alone (`tinge lint`).
    func configuredStyles() -> [ConfiguredStyle] {
        guard OptionKeys.style.option.isFromConfig(in: scope) else { return [] }
        let prefix = "tinge.style."
        var found: [String: ConfiguredStyle] = [:]
        var order: [String] = []
        func add(_ style: ConfiguredStyle) {
            if found.updateValue(style, forKey: style.element.lowercased()) == nil { order.append(style.element.lowercased()) }
        }
        for entry in (try? config?.entries(prefix: prefix)) ?? [] where entry.name.hasPrefix(prefix) {
            let element = String(entry.name.dropFirst(prefix.count))
            let place = entry.path.map { "\(entry.level): \($0)" } ?? entry.level
            add(ConfiguredStyle(key: entry.name, element: element, value: entry.value,
                                source: "git config \(entry.name) (\(place))", path: entry.path))
        }
        // `git -c tinge.style.x=y …` reaches the pager git starts through GIT_CONFIG_PARAMETERS.
        for (key, value) in Self.commandLineConfig(session.environment).sorted(by: { $0.key < $1.key }) where key.hasPrefix(prefix) {
            add(ConfiguredStyle(key: key, element: String(key.dropFirst(prefix.count)), value: value,
                                source: "git -c \(key)", path: nil))
        }
        return order.compactMap { found[$0] }
    }

    /// The user's styles, to lay over the theme (`Theme.restyled`): git config's, then the
    /// command line's (`--style`, each checked when parsed), which win. A bad one from git
    /// config is one warning naming its key and the bad word, and the theme's style is kept.
    func styles() -> [(element: StyleElement, spec: StyleSpec)] {
        var styles: [(element: StyleElement, spec: StyleSpec)] = []
        for style in configuredStyles() {
            switch StyleSetting.read(element: style.element, style: style.value) {
            case .success(let setting): styles.append((setting.element, setting.spec))
            case .failure(let problem):
                // A key naming no element is wrong whatever its value: the value is not quoted.
                let value = StyleElement.named(style.element) == nil ? "" : "'\(VisibleText.escaped(style.value))': "
                warnings.warn(style.key, "\(style.place): \(value)\(problem.text); using the theme's", problem: problem.text)
            }
        }
        return styles + flags.all(.style).map { ($0.element, $0.spec) }
    }
}
