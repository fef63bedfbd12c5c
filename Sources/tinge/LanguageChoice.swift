#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Git
import Highlight

/// Chooses the language of an input: `--language`, then `.gitattributes`' `linguist-language`
/// (read through libgit2), then the file name and extension, then a shebang, then a modeline.
enum LanguageChoice {
    /// The language named on the command line, or a usage error naming the bad name.
    static func named(_ name: String) throws(Failure) -> Language {
        guard let language = Languages.named(name) else {
            throw Failure.usage("unknown language '\(name)' (see 'tinge languages')")
        }
        return language
    }

    /// The language of `path` (nil for stdin) whose content starts with `bytes`.
    static func detect(path: String?, bytes: [UInt8]) -> Language {
        if let path, let language = fromAttributes(path) { return language }
        return Detection.language(path: path, head: Array(bytes.prefix(4096)), tail: Array(bytes.suffix(4096)))
    }

    /// The `linguist-language` attribute git gives `path`, when it sits in a repository.
    static func fromAttributes(_ path: String) -> Language? {
        guard let absolute = FileInput.realPath(path) else { return nil }
        let folder = absolute.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        // Starting libgit2 costs milliseconds (it loads the system's certificates), so it is
        // started only when some attributes file could name a language for this path.
        guard AttributeFiles.mayMention("linguist-language", from: folder) else { return nil }
        guard let repository = try? Repository(discoveringFrom: folder.isEmpty ? "/" : folder),
              let top = repository.workingDirectory.flatMap(FileInput.realPath),
              absolute.hasPrefix(top + "/") else { return nil }
        let relative = String(absolute.dropFirst(top.count + 1))
        guard let value = try? repository.attribute("linguist-language", forPath: relative),
              value != "true", value != "false" else { return nil }
        return Languages.named(value) ?? Languages.named(value.replacingSpaces(with: "-"))
    }
}

extension String {
    func replacingSpaces(with replacement: String) -> String {
        split(separator: " ").joined(separator: replacement)
    }
}
