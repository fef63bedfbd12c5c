import Clibgit2
import Diff
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A git repository opened through libgit2; frees it when the last reference goes.
package final class Repository {
    let pointer: OpaquePointer
    /// Held while a thread uses the repository's state other than its objects (see `exclusively`).
    let lock = RepositoryLock()
    /// Whether `index()` has looked for `GIT_INDEX_FILE` yet.
    var environmentIndexChecked = false
    /// The environment it was opened with (`GIT_INDEX_FILE`, `HOME` for the mailmap are read
    /// from it); nil: this process's.
    let environment: [String: String]?
    /// The commits a shallow clone ends at (`$GIT_DIR/shallow`): git takes them to have no
    /// parents, whose objects the clone does not have. Empty for a full clone.
    package private(set) var shallowCommits: Set<String> = []
    /// `core.quotePath`, read once: whether paths with bytes of 0x80 and more are quoted
    /// (true unless the configuration says false). Read under the lock (`exclusively`).
    /// How many hex digits git abbreviates ids to here (`core.abbrev`, or derived from the number
    /// of objects), read once. Read under the lock (`exclusively`).
    private(set) lazy var abbreviation: Int = Abbreviation.length(for: self)
    /// `diff.indentHeuristic`, read once: whether diffs slide ambiguous hunks by indentation, as
    /// git does unless the configuration says false. Read under the lock (`exclusively`).
    private(set) lazy var slidesByIndent: Bool = ((try? config().bool("diff.indentheuristic")) ?? nil) ?? true
    private(set) lazy var quotesPathsFully: Bool = ((try? config().bool("core.quotepath")) ?? nil) ?? true

    /// Opens the repository that contains `path`, searching upward as git does. For the
    /// current directory (`.`), `GIT_DIR`, `GIT_WORK_TREE` and `GIT_CEILING_DIRECTORIES` count
    /// as they do for git (`git --git-dir=… --work-tree=…` runs hooks and pagers that way).
    /// The corresponding C function is `git_repository_open_ext`.
    package convenience init(discoveringFrom path: String) throws(GitError) {
        try self.init(discoveringFrom: path, gitEnvironment: path == "." ? Self.gitEnvironment { getenv($0).map { String(cString: $0) } } : (nil, nil, nil), environment: nil)
    }

    /// Opens the repository that contains `folder`, searching upward as git does, for a run
    /// in `folder` with `environment`: `GIT_DIR`, `GIT_WORK_TREE` and `GIT_CEILING_DIRECTORIES`
    /// are read from it (relative ones from `folder`), as git run in that folder reads them.
    package convenience init(discoveringFrom folder: String, environment: [String: String]) throws(GitError) {
        func located(_ path: String?) -> String? {
            guard let path, folder != ".", !path.hasPrefix("/") else { return path }
            return folder + "/" + path
        }
        let found = Self.gitEnvironment { environment[$0] }
        try self.init(discoveringFrom: folder, gitEnvironment: (located(found.gitDir), located(found.workTree), found.ceilings),
                      environment: environment)
    }

    private init(discoveringFrom path: String, gitEnvironment: (gitDir: String?, workTree: String?, ceilings: String?),
                 environment: [String: String]?) throws(GitError) {
        _ = LibGit2.initialized
        self.environment = environment
        var repo: OpaquePointer?
        if let gitDir = gitEnvironment.gitDir {
            // libgit2 1.5's own GIT_REPOSITORY_OPEN_FROM_ENV refuses GIT_WORK_TREE; do as git does.
            try check(git_repository_open_ext(&repo, gitDir, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil))
            if let workTree = gitEnvironment.workTree {
                let result = git_repository_set_workdir(repo, workTree, 0)
                if result < 0 { git_repository_free(repo) }
                try check(result)
            }
        } else {
            try check(git_repository_open_ext(&repo, path, 0, gitEnvironment.ceilings))
        }
        do {
            // Every object libgit2 reads for this repository is then checked: a damaged one is an error, not a hang.
            try LooseObjectBackend.install(in: repo!)
        } catch {
            PackIndexPages.whileNoIndexIsReleased { git_repository_free(repo) }
            throw error
        }
        pointer = repo!
        shallowCommits = Self.readShallow(pointer)
    }

    /// Opens `other`'s repository again without its work tree: what libgit2 reads through it
    /// comes from the objects, and its attribute lookups read no files of the work tree (the
    /// index's `.gitattributes` only, once one is set, `useIndex(holdingOnly:)`).
    /// The corresponding C function is `git_repository_open_ext`.
    package init(withoutWorkTree other: Repository) throws(GitError) {
        environment = other.environment
        var repo: OpaquePointer?
        try check(git_repository_open_ext(&repo, git_repository_path(other.pointer), GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue | GIT_REPOSITORY_OPEN_BARE.rawValue, nil))
        do {
            try LooseObjectBackend.install(in: repo!, top: git_repository_workdir(other.pointer).map { String(cString: $0) })
        } catch {
            PackIndexPages.whileNoIndexIsReleased { git_repository_free(repo) }
            throw error
        }
        pointer = repo!
        shallowCommits = other.shallowCommits
    }

    /// The folder of the repository's shared files (`.git/`, or the main one of a linked work
    /// tree), with a slash at the end. The corresponding C function is `git_repository_commondir`.
    var commonFolder: String? { git_repository_commondir(pointer).map { String(cString: $0) } }

    /// The ids listed in the `shallow` file of the repository's common folder.
    private static func readShallow(_ pointer: OpaquePointer) -> Set<String> {
        guard let folder = git_repository_commondir(pointer) else { return [] }
        guard let bytes = FileBytes.read(String(cString: folder) + "shallow") else { return [] }
        return Set(bytes.split(separator: 0x0A).map { String(decoding: $0.filter { $0 != 0x0D && $0 != 0x20 }, as: UTF8.self) }.filter { !$0.isEmpty })
    }

    /// GIT_DIR, GIT_WORK_TREE and GIT_CEILING_DIRECTORIES, when set and not empty, as `read` gives them.
    private static func gitEnvironment(_ read: (String) -> String?) -> (gitDir: String?, workTree: String?, ceilings: String?) {
        func variable(_ name: String) -> String? { read(name).flatMap { $0.isEmpty ? nil : $0 } }
        return (variable("GIT_DIR"), variable("GIT_WORK_TREE"), variable("GIT_CEILING_DIRECTORIES"))
    }

    /// The environment variable `name` of the run the repository was opened for.
    func variable(_ name: String) -> String? {
        if let environment { return environment[name] }
        return getenv(name).map { String(cString: $0) }
    }

    deinit {
        // Its packs close with it (PackIndexPages).
        PackIndexPages.whileNoIndexIsReleased { git_repository_free(pointer) }
    }

    /// The working tree's top folder, with a trailing `/`, or nil for a bare repository. Its
    /// bytes that are not UTF-8 are kept (`PathBytes`), so it names the folder it is.
    /// The corresponding C function is `git_repository_workdir`.
    package var workingDirectory: String? {
        git_repository_workdir(pointer).map { PathBytes.decode(bytes($0)) }
    }

    /// The value of attribute `name` for `path` (relative to the working tree) from
    /// `.gitattributes` and `info/attributes`: a string, "true" when set, "false" when unset,
    /// nil when unspecified. The corresponding C function is `git_attr_get`.
    package func attribute(_ name: String, forPath path: String) throws(GitError) -> String? {
        var value: UnsafePointer<CChar>?
        try PathBytes.withCString(path) { (path) throws(GitError) in try check(git_attr_get(&value, pointer, 0, path, name)) }
        switch git_attr_value(value) {
        case GIT_ATTR_VALUE_TRUE: return "true"
        case GIT_ATTR_VALUE_FALSE: return "false"
        case GIT_ATTR_VALUE_STRING: return value.map { String(cString: $0) }
        default: return nil
        }
    }
}
