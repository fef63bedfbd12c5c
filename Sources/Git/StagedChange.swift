import Clibgit2

/// What a commit would add, or what commits added: the files a lint looks at.
extension Repository {
    /// The index against HEAD (the empty tree on an unborn branch): added and modified files,
    /// renames followed, deletions left out. Only the index and HEAD's tree are compared (no
    /// work-tree scan) and only the changed files' blobs are read, so it stays fast in large
    /// repositories. The index is the one `GIT_INDEX_FILE` names when set, as it is while git
    /// runs a pre-commit hook for `git commit -a` or `git commit <paths>`.
    package func stagedChanges() throws(GitError) -> [ChangedPath] {
        let head: Owned<OpaquePointer>? = git_repository_head_unborn(pointer) == 1 ? nil : try tree("HEAD")
        let changes = try ChangeSet(self, from: .tree(head), to: .index, settings: .init(context: 0))
        return try changedPaths(changes, index: try index())
    }

    /// Every tracked file (the index), each wholly "added": every line of a text file counts.
    /// Files only intended to be added (`git add -N`) have no content staged and are left out.
    package func trackedFiles() throws(GitError) -> [ChangedPath] {
        var files: [ChangedPath] = []
        for entry in try stagedEntries() {
            files.append(try ChangedPath(self, old: nil, new: entry))
        }
        return files
    }

    /// What a revision range adds: `A..B` (B against A), `A...B` (B against their merge base),
    /// or a single revision against its first parent (the empty tree for a root commit).
    package func changes(inRange range: String) throws(GitError) -> [ChangedPath] {
        let old: Owned<OpaquePointer>?
        let new: Owned<OpaquePointer>
        if let (left, right, symmetric) = NativeDiff.splitRange(range) {
            old = symmetric ? try NativeDiff(repository: self).mergeBaseTree(left, right) : try tree(left)
            new = try tree(right)
        } else {
            let commit = try commit(range)
            old = commit.parentCount == 0 ? nil : try commit.parent(0).tree()
            new = try commit.tree()
        }
        return try changedPaths(ChangeSet(self, from: .tree(old), to: .tree(new), settings: .init(context: 0)))
    }

    /// Every path in the index, once each (a conflicted path has several entries), in index
    /// order: for checks that compare paths, such as names differing only in case.
    package func indexPaths() throws(GitError) -> [[UInt8]] {
        let index = try index()
        var paths: [[UInt8]] = []
        for n in 0..<git_index_entrycount(index.pointer) {
            guard let entry = git_index_get_byindex(index.pointer, n) else { continue }
            let path = bytes(entry.pointee.path)
            if paths.last != path { paths.append(path) }
        }
        return paths
    }

    /// The added, modified, renamed and copied files of a change set, read; deletions,
    /// unmerged (conflicted) entries and, given the `index`, files it only intends to add
    /// (which git leaves out of a commit) are left out.
    private func changedPaths(_ changes: ChangeSet, index: Owned<OpaquePointer>? = nil)
        throws(GitError) -> [ChangedPath] {
        var paths: [ChangedPath] = []
        for n in 0..<changes.fileCount {
            guard let delta = git_diff_get_delta(changes.handle.pointer, n)?.pointee else { continue }
            switch delta.status {
            case GIT_DELTA_ADDED:
                if let index, delta.new_file.size == 0, Self.isIntentToAdd(delta.new_file.path, in: index) { continue }
                paths.append(try ChangedPath(self, old: nil, new: FileSide(delta.new_file)))
            case GIT_DELTA_MODIFIED, GIT_DELTA_RENAMED, GIT_DELTA_COPIED, GIT_DELTA_TYPECHANGE:
                paths.append(try ChangedPath(self, old: FileSide(delta.old_file), new: FileSide(delta.new_file)))
            default:
                continue
            }
        }
        return paths
    }

    /// The index's entries at stage 0 (merged), as new sides.
    /// The corresponding C functions are `git_index_get_byindex` and `git_index_entry_stage`.
    private func stagedEntries() throws(GitError) -> [FileSide] {
        let index = try index()
        var entries: [FileSide] = []
        for n in 0..<git_index_entrycount(index.pointer) {
            guard let entry = git_index_get_byindex(index.pointer, n), git_index_entry_stage(entry) == 0,
                  !Self.isIntentToAdd(entry.pointee) else { continue }
            let path = bytes(entry.pointee.path)
            entries.append(FileSide(path: path, id: entry.pointee.id, mode: entry.pointee.mode))
        }
        return entries
    }

    /// Whether the index entry at `path` is only intended to be added (`git add -N`).
    /// The corresponding C function is `git_index_get_bypath`.
    private static func isIntentToAdd(_ path: UnsafePointer<CChar>, in index: Owned<OpaquePointer>) -> Bool {
        git_index_get_bypath(index.pointer, path, 0).map { isIntentToAdd($0.pointee) } ?? false
    }

    private static func isIntentToAdd(_ entry: git_index_entry) -> Bool {
        entry.flags_extended & UInt16(GIT_INDEX_ENTRY_INTENT_TO_ADD.rawValue) != 0
    }
}
