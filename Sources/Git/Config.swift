import Clibgit2

/// git configuration read through libgit2, so system, XDG, global, repository and included
/// files all count, highest level winning as in git.
package final class Config {
    private let handle: Owned<OpaquePointer>
    /// The file behind each level, where known; included files are not listed.
    private let levelFiles: [Int32: String]

    /// One setting as found in one file.
    package struct Entry: Equatable, Sendable {
        /// The key, normalized as git does (`tinge.theme`, section and key lowercased).
        package let name: String
        /// The value as written; empty for a key with no `=`.
        package let value: String
        /// Where it came from: programdata, system, xdg, global, local, worktree or app.
        package let level: String
        /// The file it was read from when known (nil for values from included files).
        package let path: String?
    }

    init(_ config: OpaquePointer, keepAlive: AnyObject?, levelFiles: [Int32: String]) {
        handle = Owned(config, keepAlive: keepAlive, free: git_config_free)
        self.levelFiles = levelFiles
    }

    /// The configuration git uses outside any repository: system, XDG and global files.
    /// The corresponding C function is `git_config_open_default`.
    package static func `default`() throws(GitError) -> Config {
        _ = LibGit2.initialized
        var config: OpaquePointer?
        try check(git_config_open_default(&config))
        return Config(config!, keepAlive: nil, levelFiles: standardFiles())
    }

    /// The value of `key` as a string, or nil when it is not set.
    /// The corresponding C function is `git_config_get_entry`.
    package func string(_ key: String) throws(GitError) -> String? {
        var entry: UnsafeMutablePointer<git_config_entry>?
        guard try found(git_config_get_entry(&entry, handle.pointer, key)) else { return nil }
        let owned = Owned(entry!, free: { git_config_entry_free($0) })
        return owned.pointer.pointee.value.map { String(cString: $0) } ?? ""
    }

    /// The value of `key` by git's boolean rules (true/yes/on/1, false/no/off/0/empty, a key
    /// with no value is true), or nil when it is not set; a value that is not a boolean throws.
    /// The corresponding C function is `git_config_get_bool`.
    package func bool(_ key: String) throws(GitError) -> Bool? {
        var value: Int32 = 0
        guard try found(git_config_get_bool(&value, handle.pointer, key)) else { return nil }
        return value != 0
    }

    /// The value of `key` as an integer (with git's k, m and g suffixes), or nil when it is not
    /// set; a value that is not a number throws. The corresponding C function is `git_config_get_int64`.
    package func int(_ key: String) throws(GitError) -> Int? {
        var value: Int64 = 0
        guard try found(git_config_get_int64(&value, handle.pointer, key)) else { return nil }
        return Int(value)
    }

    /// Every setting whose name starts with `prefix`, lowest level first as `git config --list`
    /// prints them, so a later entry overrides an earlier one with the same name.
    /// The corresponding C function is `git_config_iterator_glob_new`.
    package func entries(prefix: String = "tinge.") throws(GitError) -> [Entry] {
        var iterator: OpaquePointer?
        try check(git_config_iterator_glob_new(&iterator, handle.pointer, "^" + Self.regexEscaped(prefix.lowercased())))
        let owned = Owned(iterator!, free: git_config_iterator_free)
        var entries: [Entry] = []
        while true {
            var entry: UnsafeMutablePointer<git_config_entry>?
            let code = git_config_next(&entry, owned.pointer)
            if code == GIT_ITEROVER.rawValue { break }
            try check(code)
            // The entry belongs to the iterator: copy it out at once.
            let raw = entry!.pointee
            let level = raw.level.rawValue
            entries.append(Entry(
                name: String(cString: raw.name),
                value: raw.value.map { String(cString: $0) } ?? "",
                level: Self.levelName(level),
                path: raw.include_depth == 0 ? levelFiles[level] : nil))
        }
        // libgit2 visits the highest level first; git lists the lowest first.
        return entries.enumerated().sorted { a, b in
            levelRank(a.element) != levelRank(b.element)
                ? levelRank(a.element) < levelRank(b.element) : a.offset < b.offset
        }.map(\.element)
    }

    private func levelRank(_ entry: Entry) -> Int {
        ["programdata", "system", "xdg", "global", "local", "worktree", "app"].firstIndex(of: entry.level) ?? 7
    }

    /// False for `GIT_ENOTFOUND`, true for success; throws any other failure.
    private func found(_ code: Int32) throws(GitError) -> Bool {
        if code == GIT_ENOTFOUND.rawValue { return false }
        try check(code)
        return true
    }

    /// The word for a `git_config_level_t`.
    static func levelName(_ level: Int32) -> String {
        switch level {
        case GIT_CONFIG_LEVEL_PROGRAMDATA.rawValue: "programdata"
        case GIT_CONFIG_LEVEL_SYSTEM.rawValue: "system"
        case GIT_CONFIG_LEVEL_XDG.rawValue: "xdg"
        case GIT_CONFIG_LEVEL_GLOBAL.rawValue: "global"
        case GIT_CONFIG_LEVEL_LOCAL.rawValue: "local"
        case GIT_CONFIG_LEVEL_APP.rawValue: "app"
        default: "level \(level)"
        }
    }

    /// The system, XDG and global files libgit2 would read, by level.
    /// The corresponding C functions are `git_config_find_global` and its siblings.
    static func standardFiles() -> [Int32: String] {
        let finders: [(git_config_level_t, (UnsafeMutablePointer<git_buf>) -> Int32)] = [
            (GIT_CONFIG_LEVEL_PROGRAMDATA, git_config_find_programdata),
            (GIT_CONFIG_LEVEL_SYSTEM, git_config_find_system),
            (GIT_CONFIG_LEVEL_XDG, git_config_find_xdg),
            (GIT_CONFIG_LEVEL_GLOBAL, git_config_find_global),
        ]
        var files: [Int32: String] = [:]
        for (level, find) in finders {
            let buffer = Buffer()
            if (try? check(find(&buffer.raw))) != nil { files[level.rawValue] = buffer.string }
        }
        return files
    }

    private static func regexEscaped(_ text: String) -> String {
        var out = ""
        for c in text {
            if "\\^$.|?*+()[]{}".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}

extension Repository {
    /// This repository's configuration: its own file (and includes) over the global ones.
    /// The corresponding C function is `git_repository_config`.
    package func config() throws(GitError) -> Config {
        var config: OpaquePointer?
        try check(git_repository_config(&config, pointer))
        var files = Config.standardFiles()
        files[GIT_CONFIG_LEVEL_LOCAL.rawValue] = String(cString: git_repository_path(pointer)) + "config"
        return Config(config!, keepAlive: self, levelFiles: files)
    }

    /// Reads the configuration once from here on: the handle's configuration becomes a
    /// snapshot of what its files say now. libgit2 asks the kernel whether each file changed
    /// at every value it reads from them (three `stat`s a value, and a commit's diff reads
    /// several: 675 of them for swift-argument-parser's last 100 commits); git reads them once
    /// a run too. False (nothing changed) when the snapshot cannot be made.
    /// The corresponding C functions are `git_repository_config_snapshot` and `git_repository_set_config`.
    @discardableResult
    package func readConfigOnce() -> Bool {
        var snapshot: OpaquePointer?
        guard git_repository_config_snapshot(&snapshot, pointer) == 0, let snapshot else { return false }
        defer { git_config_free(snapshot) }
        return git_repository_set_config(pointer, snapshot) == 0
    }
}

extension Config {
    /// A configuration made of exactly these files, each at its level named as `Entry.level`
    /// names it, for tests. The corresponding C function is `git_config_add_file_ondisk`.
    convenience init(files: [(level: String, path: String)]) throws(GitError) {
        _ = LibGit2.initialized
        let levels = files.map { file in
            (1...6).first { Config.levelName(Int32($0)) == file.level }.map(Int32.init) ?? GIT_CONFIG_LEVEL_APP.rawValue
        }
        var config: OpaquePointer?
        try check(git_config_new(&config))
        self.init(config!, keepAlive: nil,
                  levelFiles: Dictionary(zip(levels, files.map(\.path)), uniquingKeysWith: { $1 }))
        for (level, file) in zip(levels, files) {
            try check(git_config_add_file_ondisk(handle.pointer, file.path, git_config_level_t(level), nil, 0))
        }
    }
}
