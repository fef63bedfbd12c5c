#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cheap look at git's config files, to learn whether asking libgit2 could find any `tinge.` key.
enum ConfigFiles {
    /// False only when no config file git reads in `session`'s folder names section `name` and
    /// none includes others.
    static func mayMention(_ name: String, _ session: Session) -> Bool {
        let env = session.environment
        let home = env["HOME"] ?? ""
        let xdg = env["XDG_CONFIG_HOME"] ?? home + "/.config"
        var files = [home + "/.gitconfig", xdg + "/git/config", "/etc/gitconfig"]
        if let global = env["GIT_CONFIG_GLOBAL"] { files.append(session.path(global)) }
        if env["GIT_CONFIG_COUNT"] != nil || env["GIT_CONFIG_PARAMETERS"] != nil { return true }
        var path = session.realPath(".") ?? session.folder
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

extension ConfigFiles {
    /// `source`, which names config file `path`, with the line there that sets `key`
    /// (`global: ~/.gitconfig:12`), for a message about a bad value; as it is when none is found.
    static func naming(_ source: String, line key: String, of path: String) -> String {
        guard let line = line(settingKey: key, in: path) else { return source }
        return source.replacing(path, with: "\(path):\(line)", maxReplacements: 1)
    }

    /// The line of config file `path` that sets `key` (`section.name` or
    /// `section.subsection.name`) last, counted from 1, for a message that names where a bad
    /// value was set; nil when the file cannot be read or does not set it.
    static func line(settingKey key: String, in path: String) -> Int? {
        guard let bytes = try? FileInput.read(path) else { return nil }
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return nil }
        let section = parts[0].lowercased(), name = parts[parts.count - 1].lowercased()
        let subsection = parts.count > 2 ? parts[1..<(parts.count - 1)].joined(separator: ".") : nil
        var current: (section: String, subsection: String?) = ("", nil)
        var found: Int?
        for (n, raw) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var text = Substring(raw.trimmingPrefix(while: { $0 == " " || $0 == "\t" }))
            if text.hasPrefix("[") {
                guard let close = text.firstIndex(of: "]") else { continue }
                let header = text[text.index(after: text.startIndex)..<close]
                if let quote = header.firstIndex(of: "\"") {
                    // [section "subsection"]: the subsection as written, case and all.
                    let sub = header[header.index(after: quote)...].prefix { $0 != "\"" }
                    current = (header[..<quote].trimmingCharacters(in: " \t").lowercased(), String(sub))
                } else if let dot = header.firstIndex(of: ".") {
                    // [section.subsection], git's older form: the subsection lowercased.
                    current = (header[..<dot].lowercased(), header[header.index(after: dot)...].lowercased())
                } else {
                    current = (header.trimmingCharacters(in: " \t").lowercased(), nil)
                }
                text = text[text.index(after: close)...].trimmingPrefix(while: { $0 == " " || $0 == "\t" })
                if text.isEmpty { continue }
            }
            let variable = text.prefix { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased()
            let matchesSubsection = current.subsection == subsection
                || (current.subsection != nil && subsection != nil && current.subsection == subsection!.lowercased())
            if !variable.isEmpty, variable == name, current.section == section, matchesSubsection { found = n + 1 }
        }
        return found
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(self.drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
