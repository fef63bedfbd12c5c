import Highlight

/// `tinge languages`: every language with its aliases, extensions and file names.
enum LanguagesCommand {
    static func run(_ session: Session) throws {
        var text = "LANGUAGE      ALIASES, EXTENSIONS AND FILE NAMES\n"
        for language in Languages.all.sorted(by: { $0.name < $1.name }) {
            var known = language.aliases
            known += language.extensions.map { "*.\($0)" }
            known += language.fileNames
            let padded = language.name + String(repeating: " ", count: max(1, 14 - language.name.count))
            text += padded + known.joined(separator: ", ") + "\n"
        }
        try session.printText(text)
    }

    /// `tinge languages --list`: every name and alias `--language` takes, one a line (for the completions).
    static func list(_ session: Session) throws {
        let names = Languages.all.flatMap { (language) -> [String] in [language.name.lowercased()] + language.aliases }
            .filter { !$0.contains(" ") }
        try session.printText(Set(names).sorted().joined(separator: "\n") + "\n")
    }
}
