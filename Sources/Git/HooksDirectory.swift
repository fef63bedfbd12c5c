import Clibgit2

extension Repository {
    /// The folder git runs hooks from: `core.hooksPath` (`~` expanded; relative to the top of
    /// the work tree when relative, or to the git folder in a bare repository), else the
    /// `hooks` folder of the git folder (the common one, shared by linked work trees).
    /// No trailing `/`. The corresponding C functions are `git_config_get_path` and
    /// `git_repository_item_path`.
    package func hooksDirectory() throws(GitError) -> String {
        var config: OpaquePointer?
        try check(git_repository_config_snapshot(&config, pointer))
        let snapshot = Owned(config!, keepAlive: self, free: git_config_free)
        let configured = Buffer()
        let code = git_config_get_path(&configured.raw, snapshot.pointer, "core.hooksPath")
        if code != GIT_ENOTFOUND.rawValue {
            try check(code)
            let path = configured.string
            if path.hasPrefix("/") { return Self.trimmed(path) }
            if !path.isEmpty {
                return Self.trimmed((workingDirectory ?? String(cString: git_repository_path(pointer))) + path)
            }
        }
        let standard = Buffer()
        try check(git_repository_item_path(&standard.raw, pointer, GIT_REPOSITORY_ITEM_HOOKS))
        return Self.trimmed(standard.string)
    }

    /// `path` without trailing slashes (but `/` stays).
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
