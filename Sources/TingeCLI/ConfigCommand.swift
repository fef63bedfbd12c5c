#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diff
import Render
import Terminal

/// `tinge config`: each option's effective value and where it came from; with `--path FILE`,
/// the tab width that file gets and where that came from (`ProjectTabs`).
enum ConfigCommand {
    static func run(_ arguments: [String], _ session: Session) throws -> Int32 {
        var path: String?
        var help = false
        var list = ArgumentList(arguments)
        try list.parse { (option, value) throws(Failure) -> Bool in
            switch option {
            case "--help", "-h": help = true
            case "--path": path = try value()
            default: return false
            }
            return true
        }
        if help {
            try session.printText(Help.config)
            return Failure.Status.success
        }
        if let extra = list.operands.first { throw Failure.usage("'config' takes no arguments, not '\(extra)'") }
        var settings = Settings(session)
        // Every setting read as the commands read it: a bad value is marked beside its source.
        settings.warnings = SettingWarnings.collecting()
        try settings.readAll()
        var rows = OptionKeys.settings.map { key in
            let option = key.option
            let resolved = settings.resolve(key)
            let problem = settings.warnings.problem(of: option.name).map { "  [invalid: \($0); using \(option.defaultValue)]" }
            // Repository-controlled text (a value, a config file's path) is shown, never obeyed.
            return (name: "tinge.\(option.name)", value: VisibleText.escaped(resolved.value),
                    source: VisibleText.escaped(resolved.place) + (problem ?? ""))
        }
        // Each style git config sets, marked as a bad value is (`Settings.styles` warned of it).
        for style in settings.configuredStyles() {
            let problem = settings.warnings.problem(of: style.key).map { "  [invalid: \($0); using the theme's]" }
            rows.append((name: style.key, value: VisibleText.escaped(style.value),
                         source: VisibleText.escaped(style.place) + (problem ?? "")))
        }
        if let path {
            let answer = try ProjectTabs.answer(forPath: try ProjectTabs.relativePath(path, session), settings)
            if let i = rows.firstIndex(where: { $0.name == "tinge.tabs" }) {
                rows[i].value = String(answer.width)
                rows[i].source = VisibleText.escaped(answer.source) + " for " + VisibleText.escaped(path)
            }
        }
        var text = ""
        // Columns as wide as the longest name, and value, and one space.
        let nameWidth = (rows.map(\.name.count).max() ?? 0) + 1
        let valueWidth = max(16, (rows.map(\.value.count).max() ?? 0) + 1)
        for row in rows {
            text += row.name + String(repeating: " ", count: nameWidth - row.name.count) + row.value
                + String(repeating: " ", count: max(1, valueWidth - row.value.count)) + row.source + "\n"
        }
        try session.printText(text)
        return Failure.Status.success
    }
}
