import Clibgit2

/// The commits of a `git log`, read one at a time as the bytes git prints for each.
public final class CommitLog {
    private let repository: Repository
    private let walk: Owned<OpaquePointer>
    private let settings: ChangeSet.Settings
    private let patch: Bool
    private let stat: Bool
    private var remaining: Int?
    private var shownOne = false

    /// Walks `range` (`REV`, `A..B` or `A...B`) in git's default order: newest first by commit
    /// date as the walk meets commits, not sorted as a whole (libgit2's unsorted walk, which
    /// streams; sorting by time would read every commit of the history before the first).
    /// The corresponding C functions are `git_revwalk_new`, `git_revwalk_push` and `git_revwalk_hide`.
    init(_ repository: Repository, range: String, maxCount: Int?, settings: ChangeSet.Settings,
         patch: Bool, stat: Bool) throws(GitError) {
        self.repository = repository
        self.settings = settings
        self.patch = patch
        self.stat = stat
        remaining = maxCount
        var walk: OpaquePointer?
        try check(git_revwalk_new(&walk, repository.pointer))
        self.walk = Owned(walk!, keepAlive: repository, free: git_revwalk_free)
        try check(git_revwalk_sorting(self.walk.pointer, GIT_SORT_NONE.rawValue))
        if let (left, right, symmetric) = NativeDiff.splitRange(range) {
            var a = git_commit_id(try repository.commit(left).handle.pointer).pointee
            var b = git_commit_id(try repository.commit(right).handle.pointer).pointee
            try check(git_revwalk_push(self.walk.pointer, &b))
            if symmetric {
                try check(git_revwalk_push(self.walk.pointer, &a))
                var bases = git_oidarray()
                try check(git_merge_bases(&bases, repository.pointer, &a, &b))
                let owned = Owned(bases, free: { var array = $0; git_oidarray_dispose(&array) })
                for n in 0..<owned.pointer.count {
                    var base = owned.pointer.ids[n]
                    try check(git_revwalk_hide(self.walk.pointer, &base))
                }
            } else {
                try check(git_revwalk_hide(self.walk.pointer, &a))
            }
        } else {
            var id = git_commit_id(try repository.commit(range).handle.pointer).pointee
            try check(git_revwalk_push(self.walk.pointer, &id))
        }
    }

    /// The next commit's text, or nil at the end. The corresponding C function is `git_revwalk_next`.
    public func next() throws(GitError) -> [UInt8]? {
        while remaining.map({ $0 > 0 }) ?? true {
            var id = git_oid()
            let code = git_revwalk_next(&id, walk.pointer)
            if code == GIT_ITEROVER.rawValue { return nil }
            try check(code)
            let commit = try repository.commit(id: id)
            guard try touchesPaths(commit) else { continue }
            remaining = remaining.map { $0 - 1 }
            var text = try NativeDiff.text(of: commit, settings: settings, patch: patch, stat: stat, mergeDiff: false)
            if shownOne { text.insert(0x0A, at: 0) }
            shownOne = true
            return text
        }
        return nil
    }

    /// All the remaining commits' text, concatenated: what `git log` prints.
    public func all() throws(GitError) -> [UInt8] {
        var out: [UInt8] = []
        while let text = try next() { out += text }
        return out
    }

    /// Whether the commit changes the paths asked for (always, when none were): a commit
    /// differs from its parent there, a merge from every parent (git's default simplification
    /// would also drop side branches a merge ignored; this walk keeps them).
    private func touchesPaths(_ commit: Commit) throws(GitError) -> Bool {
        guard !settings.paths.isEmpty else { return true }
        var only = settings
        only.findRenames = false
        let tree = try commit.tree()
        if commit.parentCount == 0 {
            return try ChangeSet(repository, from: .tree(nil), to: .tree(tree), settings: only).fileCount > 0
        }
        for n in 0..<commit.parentCount {
            let parent = try commit.parent(n).tree()
            if try ChangeSet(repository, from: .tree(parent), to: .tree(tree), settings: only).fileCount == 0 { return false }
        }
        return true
    }
}
