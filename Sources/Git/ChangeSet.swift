import Clibgit2

/// The changes between two sides (trees, the index, the work tree) as libgit2 found them,
/// printed as git prints them.
struct ChangeSet {
    /// One side of a comparison.
    enum Side {
        /// A tree; nil is the empty tree (before a root commit, or an unborn HEAD).
        case tree(Owned<OpaquePointer>?)
        /// The index (staging area).
        case index
        /// The work tree, as `git diff <rev>` sees it (through the index).
        case workTree
    }

    /// The choices `git diff` takes on the command line.
    struct Settings {
        var paths: [String] = []
        var context = 3
        var findRenames = true
        /// How similar (in percent) a deleted and an added file must be to count as a rename.
        var renameThreshold = 50
    }

    let handle: Owned<OpaquePointer>
    /// The repository the changes were found in.
    let repository: Repository

    /// The changes from `old` to `new`, limited to `settings.paths`, renames found if asked.
    /// The corresponding C functions are `git_diff_tree_to_tree`, `git_diff_tree_to_index`,
    /// `git_diff_index_to_workdir`, `git_diff_tree_to_workdir_with_index` and `git_diff_find_similar`.
    init(_ repository: Repository, from old: Side, to new: Side, settings: Settings) throws(GitError) {
        var options = git_diff_options()
        try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)))
        options.context_lines = UInt32(max(0, settings.context))
        options.id_abbrev = UInt16(repository.abbreviation)
        if repository.slidesByIndent { options.flags |= GIT_DIFF_INDENT_HEURISTIC.rawValue }
        let repo = repository.pointer
        var diff: OpaquePointer?
        var pathspec = StringArray(settings.paths)
        if case let (.tree(a), .tree(b)) = (old, new), settings.paths.isEmpty {
            // libgit2 walks every file of both trees; given the paths that differ (found as git
            // finds them, skipping equal subtrees) as an exact list, it reads only what leads there.
            let changed = try TreeChanges.paths(repository, from: a?.pointer, to: b?.pointer)
            // "/" names no path in a tree: an empty list would mean every path.
            pathspec = StringArray(bytes: changed.isEmpty ? [[0x2F]] : changed)
            options.flags |= GIT_DIFF_DISABLE_PATHSPEC_MATCH.rawValue
        }
        try pathspec.withStrArray { (pathspec) throws(GitError) in
            options.pathspec = pathspec
            switch (old, new) {
            case let (.tree(a), .tree(b)):
                try check(git_diff_tree_to_tree(&diff, repo, a?.pointer, b?.pointer, &options))
            case let (.tree(a), .index):
                // The index GIT_INDEX_FILE names when set, as git reads it (inside a commit's hooks).
                let index = try repository.index()
                try check(git_diff_tree_to_index(&diff, repo, a?.pointer, index.pointer, &options))
            case let (.tree(a), .workTree):
                _ = try repository.index()  // so the index libgit2 reads itself is GIT_INDEX_FILE's
                try check(git_diff_tree_to_workdir_with_index(&diff, repo, a?.pointer, &options))
            case (.index, .workTree):
                let index = try repository.index()
                try check(git_diff_index_to_workdir(&diff, repo, index.pointer, &options))
            default:
                throw GitError(.badRequest, message: "cannot compare \(old) with \(new)")
            }
        }
        handle = Owned(diff!, keepAlive: repository, free: git_diff_free)
        self.repository = repository
        if settings.findRenames {
            var find = git_diff_find_options()
            try check(git_diff_find_options_init(&find, UInt32(GIT_DIFF_FIND_OPTIONS_VERSION)))
            find.flags = GIT_DIFF_FIND_RENAMES.rawValue
            find.rename_threshold = UInt16(settings.renameThreshold)
            try check(git_diff_find_similar(handle.pointer, &find))
        }
    }

    /// How many files changed. The corresponding C function is `git_diff_num_deltas`.
    var fileCount: Int { git_diff_num_deltas(handle.pointer) }

    /// One changed file: its path and the blob id and mode on each side (a zero id and mode 0
    /// where the side has no such file).
    struct FileChange {
        let path: [UInt8]
        let oldID: git_oid
        let oldMode: UInt32
        let newID: git_oid
        let newMode: UInt32
    }

    /// The changed files in path order. The corresponding C function is `git_diff_get_delta`.
    var files: [FileChange] {
        (0..<fileCount).compactMap { n in
            guard let delta = git_diff_get_delta(handle.pointer, n)?.pointee else { return nil }
            let path = delta.new_file.path ?? delta.old_file.path
            return FileChange(path: path.map(bytes) ?? [], oldID: delta.old_file.id, oldMode: UInt32(delta.old_file.mode),
                              newID: delta.new_file.id, newMode: UInt32(delta.new_file.mode))
        }
    }

    /// The unified diff, as `git diff` prints it. The corresponding C function is `git_diff_to_buf`.
    func patch() throws(GitError) -> [UInt8] {
        let buffer = Buffer()
        try check(git_diff_to_buf(&buffer.raw, handle.pointer, GIT_DIFF_FORMAT_PATCH))
        return buffer.bytes
    }
}
