#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Git
import Highlight
import Prepare

/// The language of a file named on the command line: `--language`, else as `LanguageResolver`
/// chooses, with `.gitattributes` read through libgit2 from the file's own repository.
enum LanguageChoice {
    /// The language named on the command line, or a usage error naming the bad name.
    static func named(_ name: String) throws(Failure) -> Language {
        guard let language = Languages.named(name) else {
            throw Failure.usage("unknown language '\(name)' (see 'tinge languages')")
        }
        return language
    }

    /// The language of `path` (nil for stdin) whose content is `bytes`.
    static func detect(path: String?, bytes: [UInt8], _ session: Session) -> Language {
        var lookup: LanguageResolver.AttributeLookup?
        if let path { lookup = { name, _ in attribute(name, ofFile: path, session) } }
        let resolver = LanguageResolver(attribute: lookup)
        return resolver.language(forPath: path, head: { Array(bytes.prefix(4096)) }, tail: { Array(bytes.suffix(4096)) })
    }

    /// The value git gives attribute `name` for the file at `path` (from `session`'s folder),
    /// when it sits in a repository.
    static func attribute(_ name: String, ofFile path: String, _ session: Session) -> String? {
        guard let absolute = session.realPath(path) else { return nil }
        let folder = absolute.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        // Starting libgit2 costs milliseconds (it loads the system's certificates), so it is
        // started only when some attributes file could name the attribute for this path.
        guard session.attributeFiles.mayMention(name, ofFile: absolute) else { return nil }
        guard let repository = try? Repository(discoveringFrom: folder.isEmpty ? "/" : folder),
              let top = repository.workingDirectory.flatMap(FileInput.realPath),
              absolute.hasPrefix(top + "/") else { return nil }
        return try? repository.attribute(name, forPath: String(absolute.dropFirst(top.count + 1)))
    }
}
