import Git

/// git's own settings that tinge follows (`diff.colorMoved`, `color.diff.oldMoved`…): from
/// `git -c` (which reaches a pager git starts through GIT_CONFIG_PARAMETERS), then git config
/// through libgit2. The config is opened on the first key asked for, and only when some config
/// file could set the key's section (`ConfigFiles.mayMention`): libgit2's start-up costs milliseconds.
final class GitSettings {
    private let environment: [String: String]
    private let session: Session
    /// The config `Settings` opened already, if it did.
    private var config: Config?
    /// Whether the config has been looked for, and the sections known to be mentioned or not.
    private var opened = false
    private var mentioned: [String: Bool] = [:]

    init(_ session: Session, config: Config?) {
        self.session = session
        environment = session.environment
        self.config = config
        opened = config != nil
    }

    /// The value of `key` (`section.name` or `section.subsection.name`), where it was set and
    /// the file that set it, or nil when it is not set.
    func value(_ key: String) -> (value: String, source: String, path: String?)? {
        if let value = Settings.commandLineConfig(environment)[key.lowercased()] { return (value, "git -c \(key)", nil) }
        let section = String(key.prefix { $0 != "." })
        if mentioned[section] == nil { mentioned[section] = ConfigFiles.mayMention(section, session) }
        guard mentioned[section] == true, let config = open(), let value = try? config.string(key) else { return nil }
        // The entry that won, for its file: the last with the key's name.
        let entry = (try? config.entries(prefix: section + "."))?.last { $0.name == Self.normalized(key) }
        let place = entry.map { entry in entry.path.map { "\(entry.level): \($0)" } ?? entry.level } ?? "git config"
        return (value, "git config \(key) (\(place))", entry?.path)
    }

    /// The value of `key` read as git reads a boolean (`true`, `yes`, `on`, a number not 0;
    /// `false`, `no`, `off`, `0`, empty), or nil when it is not set. A value git would refuse
    /// is one warning line, as any bad setting is, and counts as not set: the default is used.
    func bool(_ key: String) -> Bool? {
        guard let (value, source, path) = value(key) else { return nil }
        switch value.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off", "": return false
        default:
            guard let number = Int(value) else {
                let place = path.map { ConfigFiles.naming(source, line: key, of: $0) } ?? source
                session.printError("tinge: warning: \(place): '\(value)' is not true or false; using the default")
                return nil
            }
            return number != 0
        }
    }

    private func open() -> Config? {
        if !opened {
            opened = true
            config = (try? session.repository?.config()) ?? (try? Config.default())
        }
        return config
    }

    /// `key` as libgit2 names entries: section and name lowercased, a subsection as written.
    private static func normalized(_ key: String) -> String {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 2 else { return key.lowercased() }
        return ([parts[0].lowercased()] + parts[1..<(parts.count - 1)].map(String.init) + [parts.last!.lowercased()])
            .joined(separator: ".")
    }
}
