#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A cheap look at the files git reads attributes from, to learn whether asking libgit2 could
/// find a given one. One a session (`Session.attributeFiles`): each folder's answer is found
/// once a run, and each file once however many folders share it (every folder's question reads
/// the top's `.gitattributes`, `info/attributes`, the global attributes file and four config
/// files; a log of a few hundred folders asked them a few thousand times).
final class AttributeFiles: Sendable {
    /// The run's environment (`GIT_DIR`, `HOME`, `XDG_CONFIG_HOME`).
    private let environment: [String: String]
    private let known = Mutex(Known())

    private struct Known {
        /// Per folder and attribute name (`folder` NUL `name`): the lines that name it.
        var answers: [String: Mentions] = [:]
        /// Per folder asked about: the top of the work tree it is in (nil: in none), and the
        /// folders from it up to that top.
        var walks: [String: (top: String?, folders: [String])] = [:]
        /// Per file and word (`path` NUL `word`): whether the file holds it.
        var holds: [String: Bool] = [:]
        /// Per attributes file and attribute name (`path` NUL `name`): the lines that name it.
        var mentions: [String: Mentions] = [:]
    }

    /// The lines of attributes files that name an attribute: what they match, when each is a
    /// file name's pattern (`*.[ch] diff=cpp`); else any path (a pattern with a `/`, quoted or
    /// escaped, a macro's definition), as far as this look can tell.
    private enum Mentions {
        case none
        case anyPath
        case names([[UInt8]])

        /// Whether `fnmatch` matches `name` to `pattern`.
        private static func matches(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
            (pattern + [0]).withUnsafeBufferPointer { p in
                (name + [0]).withUnsafeBufferPointer { n in
                    p.withMemoryRebound(to: CChar.self) { p in
                        n.withMemoryRebound(to: CChar.self) { n in fnmatch(p.baseAddress!, n.baseAddress!, 0) == 0 }
                    }
                }
            }
        }

        private static func lowercased(_ bytes: [UInt8]) -> [UInt8] {
            bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        }

        /// The lines of both.
        func adding(_ other: Mentions) -> Mentions {
            switch (self, other) {
            case (.anyPath, _), (_, .anyPath): .anyPath
            case (.none, let other), (let other, .none): other
            case (.names(let a), .names(let b)): .names(a + b)
            }
        }

        /// Whether some line may name the attribute for a file named `name` (nil: any file).
        func mayMatch(_ name: String?) -> Bool {
            switch self {
            case .none: return false
            case .anyPath: return true
            case .names(let patterns):
                guard let name else { return true }
                // As git matches a pattern with no `/` against the file's name, and again both
                // in lower case (a repository with `core.ignorecase` matches in any case): a
                // false yes only costs a lookup.
                let bytes = Array(name.utf8)
                let lower = Self.lowercased(bytes)
                return patterns.contains { Self.matches($0, bytes) || Self.matches(Self.lowercased($0), lower) }
            }
        }
    }

    init(environment: [String: String]) {
        self.environment = environment
    }

    /// False only when no attributes file that git would read for a file in `folder` (named
    /// `file`, when given) has a line naming `name` whose pattern could match the file: the
    /// `.gitattributes` of each folder up to the repository's top, its `info/attributes`, and
    /// the global attributes file. When in doubt (a worktree, `GIT_DIR`, a configured
    /// `core.attributesFile`, a pattern with a `/`), true.
    func mayMention(_ name: String, from folder: String, file: String? = nil) -> Bool {
        let key = folder + "\u{0}" + name
        if let answer = known.withLock({ $0.answers[key] }) { return answer.mayMatch(file) }
        let answer = lookForMention(name, from: folder)
        known.withLock { $0.answers[key] = answer }
        return answer.mayMatch(file)
    }

    /// `mayMention(_:from:file:)` for the file at `path`: its folder and its name, found by
    /// the path's bytes (by characters, thousands of instructions a path).
    func mayMention(_ name: String, ofFile path: String) -> Bool {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return mayMention(name, from: "", file: path) }
        let file = String(decoding: path.utf8[path.utf8.index(after: slash)...], as: UTF8.self)
        return mayMention(name, from: String(path[..<slash]), file: file)
    }

    private func lookForMention(_ name: String, from folder: String) -> Mentions {
        let (top, folders) = walk(from: folder)
        guard let top else { return .none }  // in no repository
        if environment["GIT_DIR"] != nil || !isDirectory(top + "/.git") { return .anyPath }
        var files = folders.map { ($0.isEmpty ? "" : $0) + "/.gitattributes" }
        files.append(top + "/.git/info/attributes")
        let home = environment["HOME"] ?? ""
        let xdg = environment["XDG_CONFIG_HOME"] ?? home + "/.config"
        files.append(xdg + "/git/attributes")
        for config in [home + "/.gitconfig", xdg + "/git/config", "/etc/gitconfig", top + "/.git/config"]
            where holds(config, "attributesfile", ignoringCase: true) {
            return .anyPath
        }
        return files.reduce(.none) { $0.adding(mentions(of: name, in: $1)) }
    }

    /// The lines of the attributes file at `path` that hold `name`, read once a session.
    private func mentions(of name: String, in path: String) -> Mentions {
        let key = path + "\u{0}" + name
        if let known = known.withLock({ $0.mentions[key] }) { return known }
        var found = Mentions.none
        if access(path, R_OK) == 0, let text = try? FileInput.read(path) { found = Self.mentions(of: Array(name.utf8), inLines: text) }
        known.withLock { $0.mentions[key] = found }
        return found
    }

    /// The patterns of the lines of an attributes file's `text` that hold `name` anywhere.
    private static func mentions(of name: [UInt8], inLines text: [UInt8]) -> Mentions {
        var result = Mentions.none
        // A byte-order mark before the first line is not its pattern's (git skips it too).
        let start = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for line in text[start...].split(separator: 0x0A) where contains(line, name) {
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
            guard let first = trimmed.first, first != UInt8(ascii: "#") else { continue }
            let pattern = Array(trimmed.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D })
            // A quoted or escaped pattern, a path's, a macro's definition: any path, as far as
            // this look goes.
            let plain = first != UInt8(ascii: "\"") && first != UInt8(ascii: "[")
                && !pattern.contains(UInt8(ascii: "/")) && !pattern.contains(UInt8(ascii: "\\"))
            result = result.adding(plain ? .names([pattern]) : .anyPath)
        }
        return result
    }

    /// The work tree's top above `folder` (where a `.git` is), and the folders from `folder` up
    /// to it; looked for once a folder.
    private func walk(from folder: String) -> (top: String?, folders: [String]) {
        if let known = known.withLock({ $0.walks[folder] }) { return known }
        var folders: [String] = []
        var path = folder
        var top: String?
        while true {
            folders.append(path)
            if access(path + "/.git", F_OK) == 0 { top = path; break }
            guard let slash = path.lastIndex(of: "/"), !path.isEmpty else { break }
            path = String(path[..<slash])
        }
        known.withLock { $0.walks[folder] = (top, folders) }
        return (top, folders)
    }

    private func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether the file at `path` holds `word`, read once a session.
    private func holds(_ path: String, _ word: String, ignoringCase: Bool) -> Bool {
        let key = path + "\u{0}" + word
        if let answer = known.withLock({ $0.holds[key] }) { return answer }
        let answer = Self.holds(path, Array(word.utf8), ignoringCase: ignoringCase)
        known.withLock { $0.holds[key] = answer }
        return answer
    }

    private static func holds(_ path: String, _ needle: [UInt8], ignoringCase: Bool) -> Bool {
        guard access(path, R_OK) == 0, let bytes = try? FileInput.read(path) else { return false }
        return contains(bytes[...], needle, ignoringCase: ignoringCase)
    }

    private static func contains<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ needle: [UInt8], ignoringCase: Bool = false) -> Bool
    where Bytes.Index == Int {
        guard bytes.count >= needle.count else { return false }
        let fold: (UInt8) -> UInt8 = { ignoringCase && $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        var i = bytes.startIndex
        while i + needle.count <= bytes.endIndex {
            var k = 0
            while k < needle.count, fold(bytes[i + k]) == needle[k] { k += 1 }
            if k == needle.count { return true }
            i += 1
        }
        return false
    }
}
