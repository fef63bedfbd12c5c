#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cheap look at the files git reads attributes from, to learn whether asking libgit2 could find a given one.
enum AttributeFiles {
    /// False only when no attributes file that git would read for a file in `folder` contains
    /// `name`: the `.gitattributes` of each folder up to the repository's top, its
    /// `info/attributes`, and the global attributes file. When in doubt (a worktree, `GIT_DIR`,
    /// a configured `core.attributesFile`), true.
    /// `environment` is the run's (`GIT_DIR`, `HOME`, `XDG_CONFIG_HOME`).
    static func mayMention(_ name: String, from folder: String, environment: [String: String]) -> Bool {
        let needle = Array(name.utf8)
        var path = folder
        var top: String?
        var folders: [String] = []
        while true {
            folders.append(path)
            if access(path + "/.git", F_OK) == 0 { top = path; break }
            guard let slash = path.lastIndex(of: "/"), !path.isEmpty else { break }
            path = String(path[..<slash])
        }
        guard let top else { return false }  // in no repository
        if environment["GIT_DIR"] != nil || !isDirectory(top + "/.git") { return true }
        var files = folders.map { ($0.isEmpty ? "" : $0) + "/.gitattributes" }
        files.append(top + "/.git/info/attributes")
        let home = environment["HOME"] ?? ""
        let xdg = environment["XDG_CONFIG_HOME"] ?? home + "/.config"
        files.append(xdg + "/git/attributes")
        for config in [home + "/.gitconfig", xdg + "/git/config", "/etc/gitconfig", top + "/.git/config"]
            where contains(config, Array("attributesfile".utf8), ignoringCase: true) {
            return true
        }
        return files.contains { contains($0, needle, ignoringCase: false) }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
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
