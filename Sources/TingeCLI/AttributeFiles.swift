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
        /// Per folder and attribute name (`folder` NUL `name`): the answer.
        var answers: [String: Bool] = [:]
        /// Per folder asked about: the top of the work tree it is in (nil: in none), and the
        /// folders from it up to that top.
        var walks: [String: (top: String?, folders: [String])] = [:]
        /// Per file and word (`path` NUL `word`): whether the file holds it.
        var holds: [String: Bool] = [:]
    }

    init(environment: [String: String]) {
        self.environment = environment
    }

    /// False only when no attributes file that git would read for a file in `folder` contains
    /// `name`: the `.gitattributes` of each folder up to the repository's top, its
    /// `info/attributes`, and the global attributes file. When in doubt (a worktree, `GIT_DIR`,
    /// a configured `core.attributesFile`), true.
    func mayMention(_ name: String, from folder: String) -> Bool {
        let key = folder + "\u{0}" + name
        if let answer = known.withLock({ $0.answers[key] }) { return answer }
        let answer = lookForMention(name, from: folder)
        known.withLock { $0.answers[key] = answer }
        return answer
    }

    private func lookForMention(_ name: String, from folder: String) -> Bool {
        let (top, folders) = walk(from: folder)
        guard let top else { return false }  // in no repository
        if environment["GIT_DIR"] != nil || !isDirectory(top + "/.git") { return true }
        var files = folders.map { ($0.isEmpty ? "" : $0) + "/.gitattributes" }
        files.append(top + "/.git/info/attributes")
        let home = environment["HOME"] ?? ""
        let xdg = environment["XDG_CONFIG_HOME"] ?? home + "/.config"
        files.append(xdg + "/git/attributes")
        for config in [home + "/.gitconfig", xdg + "/git/config", "/etc/gitconfig", top + "/.git/config"]
            where holds(config, "attributesfile", ignoringCase: true) {
            return true
        }
        return files.contains { holds($0, name, ignoringCase: false) }
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
        let answer = Self.contains(path, Array(word.utf8), ignoringCase: ignoringCase)
        known.withLock { $0.holds[key] = answer }
        return answer
    }

    private static func contains(_ path: String, _ needle: [UInt8], ignoringCase: Bool) -> Bool {
        guard access(path, R_OK) == 0, let bytes = try? FileInput.read(path), bytes.count >= needle.count else { return false }
        let fold: (UInt8) -> UInt8 = { ignoringCase && $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        var i = 0
        while i + needle.count <= bytes.count {
            var k = 0
            while k < needle.count, fold(bytes[i + k]) == needle[k] { k += 1 }
            if k == needle.count { return true }
            i += 1
        }
        return false
    }
}
