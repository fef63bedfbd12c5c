import Clibgit2

extension ChangeSet {
    /// The `--stat` block for a terminal `width` columns wide (git uses 80 when not on one),
    /// as git prints it (`DiffStat`), names quoted as the repository's `core.quotePath` says.
    func stat(width: Int = 80) throws(GitError) -> [UInt8] {
        var found: [Counts] = []
        for n in 0..<fileCount {
            guard let next = try counts(n) else { continue }
            // libgit2 splits a change of type (a file become a symbolic link) into an addition
            // and a deletion of the path, next to each other; git counts them as one change.
            if let last = found.last, last.path == next.path, last.oldPath == nil, next.oldPath == nil,
               Set([last.status, next.status]) == [GIT_DELTA_ADDED.rawValue, GIT_DELTA_DELETED.rawValue] {
                found[found.count - 1] = last.joined(with: next)
            } else {
                found.append(next)
            }
        }
        return DiffStat(files: found.map(\.file), width: width, quotesFully: repository.quotesPathsFully).text()
    }

    /// What the stat needs of one delta.
    private struct Counts {
        var path: [UInt8]
        var oldPath: [UInt8]?
        var status: UInt32
        var unmerged = false
        var binary = false
        /// Whether both sides are the same blob (a rename or a mode change alone).
        var sameContent = false
        var sizes = (old: 0, new: 0)
        var added = 0
        var deleted = 0

        var file: DiffStat.File {
            let change: DiffStat.File.Change =
                if unmerged { .unmerged } else if binary { .binary(sizes: sameContent ? nil : sizes) } else {
                    .lines(added: added, deleted: deleted)
                }
            return DiffStat.File(path: path, oldPath: oldPath, change: change)
        }

        /// An addition and a deletion of one path as one change.
        func joined(with other: Counts) -> Counts {
            var both = self
            both.binary = binary || other.binary
            both.sameContent = false
            both.sizes = (sizes.old + other.sizes.old, sizes.new + other.sizes.new)
            both.added += other.added
            both.deleted += other.deleted
            return both
        }
    }

    /// Delta `n`'s counts of added and deleted lines from its patch, or a binary file's sizes;
    /// nil for a modified file whose content and mode are the same (git leaves it out).
    /// The corresponding C functions are `git_patch_from_diff` and `git_patch_line_stats`.
    private func counts(_ n: Int) throws(GitError) -> Counts? {
        var made: OpaquePointer?
        try check(git_patch_from_diff(&made, handle.pointer, n))
        let patch = made.map { Owned($0, free: git_patch_free) }
        // Making the patch read the blobs, which filled in the delta's binary flag and sizes.
        let pointer = patch.map { git_patch_get_delta($0.pointer) } ?? git_diff_get_delta(handle.pointer, n)
        guard let delta = pointer?.pointee, let path = delta.new_file.path ?? delta.old_file.path else { return nil }
        var counts = Counts(path: bytes(path), status: delta.status.rawValue)
        if delta.status == GIT_DELTA_RENAMED || delta.status == GIT_DELTA_COPIED, let old = delta.old_file.path {
            counts.oldPath = bytes(old)
        }
        counts.unmerged = delta.status == GIT_DELTA_CONFLICTED
        counts.binary = delta.flags & GIT_DIFF_FLAG_BINARY.rawValue != 0
        var (old, new) = (delta.old_file.id, delta.new_file.id)
        counts.sameContent = git_oid_equal(&old, &new) != 0
        counts.sizes = (Int(delta.old_file.size), Int(delta.new_file.size))
        if let patch, !counts.binary {
            try check(git_patch_line_stats(nil, &counts.added, &counts.deleted, patch.pointer))
            if counts.added + counts.deleted == 0, delta.status == GIT_DELTA_MODIFIED,
               delta.old_file.mode == delta.new_file.mode {
                return nil
            }
        }
        return counts
    }
}
