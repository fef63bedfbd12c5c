import Theme

/// The theme a name asks for (`--theme`, `tinge.theme`): a built-in one, a TextMate theme file
/// by its path (`PATH.tmTheme`, or any name with a `/`), or a `NAME.tmTheme` in the user's
/// themes folder, `$XDG_CONFIG_HOME/tinge/themes/` and then `~/.config/tinge/themes/`. A file
/// is read and parsed only when it is asked for, so start-up pays nothing for themes.
enum ThemeChoice {
    /// What a name found.
    enum Lookup {
        case found(Theme)
        /// No built-in theme, and no file, has the name.
        case unknown
        /// A file was found but cannot be used: its path and the problem, in a few words.
        case broken(path: String, problem: String)
    }

    /// The folders themes are looked for in by name, first first.
    static func folders(_ env: [String: String]) -> [String] {
        var out: [String] = []
        if let xdg = env["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { out.append(xdg + "/tinge/themes") }
        if let home = env["HOME"], !home.isEmpty { out.append(home + "/.config/tinge/themes") }
        return out
    }

    /// A relative path is from `folder` (the run's; nil: the current folder).
    static func find(_ name: String, environment env: [String: String], folder: String?) -> Lookup {
        if name.hasSuffix(".tmTheme") || name.contains("/") {
            return load(name, opening: folder.flatMap { name.hasPrefix("/") ? nil : $0 + "/" + name })
        }
        if let theme = Theme.named(name) { return .found(theme) }
        for folder in folders(env) {
            let path = folder + "/" + name + ".tmTheme"
            if FileInput.realPath(path) != nil { return load(path) }
        }
        return .unknown
    }

    /// The theme in the file at `path`, named after the file; `opened` is the path opened for it
    /// when `path` is from another folder than the current one.
    static func load(_ path: String, opening opened: String? = nil) -> Lookup {
        let bytes: [UInt8]
        do {
            bytes = try FileInput.read(path, opening: opened)
        } catch {
            return .broken(path: path, problem: error.reason)
        }
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        if name.hasSuffix(".tmTheme") { name = name.dropLast(".tmTheme".count) }
        do {
            return .found(try TextMateTheme.theme(bytes, name: String(name)))
        } catch {
            return .broken(path: path, problem: error.description)
        }
    }

    /// The built-in themes' names, for messages.
    static var names: String { Theme.all.map(\.name).joined(separator: ", ") }
}
