#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cheap look at git's config files, to learn whether asking libgit2 could find any `tinge.` key.
enum ConfigFiles {
    /// False only when no config file git reads names section `name` and none includes others.
    static func mayMention(_ name: String) -> Bool {
        let home = getenv("HOME").map { String(cString: $0) } ?? ""
        let xdg = getenv("XDG_CONFIG_HOME").map { String(cString: $0) } ?? home + "/.config"
        var files = [home + "/.gitconfig", xdg + "/git/config", "/etc/gitconfig"]
        if let global = getenv("GIT_CONFIG_GLOBAL") { files.append(String(cString: global)) }
        if getenv("GIT_CONFIG_COUNT") != nil || getenv("GIT_CONFIG_PARAMETERS") != nil { return true }
        var path = FileInput.realPath(".") ?? "."
        while true {
            files.append(path + "/.git/config")
            if access(path + "/.git", F_OK) == 0 { break }
            guard let slash = path.lastIndex(of: "/"), !path.isEmpty else { break }
            path = String(path[..<slash])
        }
        let needles = ["[" + name, "[include"].map { Array($0.utf8) }
        return files.contains { file in
            guard access(file, R_OK) == 0, let bytes = try? FileInput.read(file) else { return false }
            let lowered = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            return needles.contains { needle in
                lowered.indices.contains { i in lowered[i...].starts(with: needle) }
            }
        }
    }
}
