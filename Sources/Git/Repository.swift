import Clibgit2

/// A git repository opened through libgit2; frees it when the last reference goes.
public final class Repository {
    let pointer: OpaquePointer
    /// Whether `index()` has looked for `GIT_INDEX_FILE` yet.
    var environmentIndexChecked = false

    /// Opens the repository that contains `path`, searching upward as git does.
    /// The corresponding C function is `git_repository_open_ext`.
    public init(discoveringFrom path: String) throws(GitError) {
        _ = LibGit2.initialized
        var repo: OpaquePointer?
        try check(git_repository_open_ext(&repo, path, 0, nil))
        pointer = repo!
    }

    deinit {
        git_repository_free(pointer)
    }

    /// The working tree's top folder, with a trailing `/`, or nil for a bare repository.
    /// The corresponding C function is `git_repository_workdir`.
    public var workingDirectory: String? {
        git_repository_workdir(pointer).map { String(cString: $0) }
    }

    /// The value of attribute `name` for `path` (relative to the working tree) from
    /// `.gitattributes` and `info/attributes`: a string, "true" when set, "false" when unset,
    /// nil when unspecified. The corresponding C function is `git_attr_get`.
    public func attribute(_ name: String, forPath path: String) throws(GitError) -> String? {
        var value: UnsafePointer<CChar>?
        try check(git_attr_get(&value, pointer, 0, path, name))
        switch git_attr_value(value) {
        case GIT_ATTR_VALUE_TRUE: return "true"
        case GIT_ATTR_VALUE_FALSE: return "false"
        case GIT_ATTR_VALUE_STRING: return value.map { String(cString: $0) }
        default: return nil
        }
    }
}
