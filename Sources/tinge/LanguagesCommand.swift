import Highlight

/// `tinge languages`: every language with its aliases, extensions and file names.
enum LanguagesCommand {
    static func run() throws {
        var text = "LANGUAGE      ALIASES, EXTENSIONS AND FILE NAMES\n"
        for language in Languages.all.sorted(by: { $0.name < $1.name }) {
            var known = language.aliases
            known += language.extensions.map { "*.\($0)" }
            known += language.fileNames
            let padded = language.name + String(repeating: " ", count: max(1, 14 - language.name.count))
            text += padded + known.joined(separator: ", ") + "\n"
        }
        try Output.printText(text)
    }
}
