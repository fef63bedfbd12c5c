#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Clibgit2
import Diff

/// `git diff`, `git show` and `git log` made through libgit2, as the items tinge's diff parser
/// would make of git's output: commit lines, text lines (header, message, stat) and files,
/// each file straight from its libgit2 patch, handed on one at a time as it is made.
///
/// The repository's lock is held while libgit2 makes each piece and let go before it is handed
/// on, so the threads that read blobs for those files meanwhile can ask for attributes.
package struct NativeDiff {
    /// Receives each item as it is made.
    package typealias Emit = (consuming DiffItem) throws -> Void

    /// The repository it reads.
    package let repository: Repository
    /// Whether each file comes with its sides' texts (`FileDiff.sides`).
    package let withSides: Bool
    /// The moved lines to mark in each diff (`--color-moved`), or nil.
    package let movedLines: MovedLines.Options?
    /// What authors are shown by in commit headers, or nil to show them as recorded.
    package let mailmap: Mailmap?
    /// For a `repository` without a work tree that stands in for one: whether its attributes
    /// are the work tree's for a commit's files, and the handle that reads them where not.
    package let workTree: WorkTreeAttributes?

    /// Reads `repository`; each file with its sides' texts when `withSides`, its moved lines
    /// marked as `movedLines` says, each commit's author through `mailmap`.
    /// When `repository` stands in for a work tree's handle, `workTree` says where it may.
    package init(repository: Repository, withSides: Bool = false, movedLines: MovedLines.Options? = nil,
                mailmap: Mailmap? = nil, workTree: WorkTreeAttributes? = nil) {
        self.repository = repository
        self.withSides = withSides
        self.movedLines = movedLines
        self.mailmap = mailmap
        self.workTree = workTree
    }

    /// The same, reading `repository`, which stands in for this one's where `workTree` says so.
    func reading(_ repository: Repository, workTree: WorkTreeAttributes?) -> NativeDiff {
        NativeDiff(repository: repository, withSides: withSides, movedLines: movedLines, mailmap: mailmap, workTree: workTree)
    }

    /// Reads the repository that contains `path`; the error names the path when there is none.
    package init(discoveringFrom path: String) throws(GitError) {
        self.repository = try Repository(discoveringFrom: path)
        withSides = false
        movedLines = nil
        mailmap = nil
        workTree = nil
    }

    /// Like `git diff [--cached] [<from> [<to>]] -U<context> [-M|--no-renames] [--stat -p] [-- <paths>]`:
    /// the work tree against the index, the index (`cached`) against HEAD, the work tree (or with
    /// `cached` the index) against `from`, or `to` against `from`. `from` may be `A..B` or `A...B`.
    package func diff(cached: Bool = false, from: String? = nil, to: String? = nil, paths: [String] = [],
                     context: Int = 3, findRenames: Bool = true, renameThreshold: Int = 50, stat: Bool = false, patch: Bool = true, emit: Emit) throws {
        let changes = try repository.exclusively { () throws -> ChangeSet? in
            var from = from, to = to
            let old: ChangeSet.Side
            if let range = from, to == nil, let (left, right, symmetric) = Self.splitRange(range) {
                old = .tree(symmetric ? try mergeBaseTree(left, right) : try repository.tree(left))
                from = left
                to = right
            } else if let from {
                old = .tree(try repository.tree(from))
            } else if let to {
                throw GitError(.badRequest, message: "bad revision '\(to)': a second revision needs a first")
            } else if cached {
                old = .tree(git_repository_head_unborn(repository.pointer) == 1 ? nil : try repository.tree("HEAD"))
            } else {
                old = .index
            }
            let new: ChangeSet.Side = if let to { .tree(try repository.tree(to)) } else if cached { .index } else { .workTree }
            try checkPaths(paths, sides: [old, new])
            let changes = try ChangeSet(repository, from: old, to: new,
                                        settings: .init(paths: paths, context: context, findRenames: findRenames, renameThreshold: renameThreshold))
            return changes.fileCount > 0 ? changes : nil
        }
        guard let changes else { return }
        if stat {
            try TextItems.emit(try repository.exclusively { try changes.stat() } + (patch ? [0x0A] : []), emit)
        }
        if patch { try files(of: changes, share: nil, emit) }
    }

    /// Like `git show [--stat -p] <revision> [-- <paths>]` for a commit: its header and message,
    /// then its changes against its parent; for a merge, the stat against the first parent and
    /// the dense combined diff (`--cc`) against all parents, as git prints them by default.
    package func show(_ revision: String = "HEAD", paths: [String] = [], context: Int = 3,
                     findRenames: Bool = true, renameThreshold: Int = 50, stat: Bool = false, patch: Bool = true, emit: Emit) throws {
        let (tags, commit) = try repository.exclusively { () throws(GitError) -> ([UInt8], Commit) in
            let commit = try repository.commit(revision)
            if !paths.isEmpty {
                try checkPaths(paths, sides: [.tree(try commit.tree())] + (commit.parentCount > 0 ? [.tree(try commit.parent(0).tree())] : []))
            }
            return (CommitHeader.tags(revision, in: repository), commit)
        }
        if !tags.isEmpty { try TextItems.emit(tags, emit) }
        let settings = ChangeSet.Settings(paths: paths, context: context, findRenames: findRenames, renameThreshold: renameThreshold)
        try items(of: commit, settings: settings, patch: patch, stat: stat, mergeDiff: true, emit: emit)
    }

    /// Like `git log [-p] [--stat] [-n <maxCount>] [<range>] [-- <paths>]`: the commits one at a
    /// time, newest first, each as the items of what git prints for it (a blank line before all
    /// but the first). Merges get no patch, as in `git log -p`.
    package func log(range: String? = nil, maxCount: Int? = nil, paths: [String] = [], patch: Bool = false,
                    context: Int = 3, findRenames: Bool = true, renameThreshold: Int = 50, stat: Bool = false) throws(GitError) -> CommitLog {
        try repository.exclusively { () throws(GitError) -> CommitLog in
            try CommitLog(self, range: range ?? "HEAD", maxCount: maxCount,
                          settings: .init(paths: paths, context: context, findRenames: findRenames, renameThreshold: renameThreshold), patch: patch, stat: stat)
        }
    }

    /// Which of a commit's files a thread makes, when several share them (`CommitLog`): `start`
    /// is told how many files the commit has and whether they may be shared (not when the
    /// moved lines of all of them are marked together, nor through a stand-in's twin, whose
    /// attributes differ from the other threads' handles); `claim` gives the next file this
    /// thread makes, nil once its share is done. `start` returns false when the count is not
    /// the one the share was taken for.
    package struct FileShare {
        package let start: (_ fileCount: Int, _ divisible: Bool) -> Bool
        package let claim: () -> Int?

        package init(start: @escaping (_ fileCount: Int, _ divisible: Bool) -> Bool, claim: @escaping () -> Int?) {
            self.start = start
            self.claim = claim
        }

        /// The same share, never divided.
        var undivided: FileShare {
            let start = self.start
            return FileShare(start: { count, _ in start(count, false) }, claim: claim)
        }
    }

    /// A commit as git log and show print it: header and message, then, when asked, stat and
    /// patch; the patch's files those `share` gives this thread when several make them.
    func items(of commit: Commit, settings: ChangeSet.Settings, patch: Bool, stat: Bool, mergeDiff: Bool,
               share: FileShare? = nil, emit: Emit) throws {
        let shown = patch || stat
        var changes: ChangeSet?
        if shown, commit.parentCount < 2 {
            changes = try changeSet(of: commit, settings: settings)
            if let workTree, let found = changes, !workTree.agree(with: found) {
                // Made again through the work tree, whose attributes differ for some file here.
                let twin = reading(workTree.repository, workTree: nil)
                let id = git_commit_id(commit.handle.pointer).pointee
                let same = try workTree.repository.exclusively { () throws(GitError) in try workTree.repository.commit(id: id) }
                return try twin.items(of: same, settings: settings, patch: patch, stat: stat, mergeDiff: mergeDiff,
                                      share: share?.undivided, emit: emit)
            }
        }
        let header = try repository.exclusively { try CommitHeader.text(of: commit, mailmap: mailmap) }
        try TextItems.emitCommit(header, emit)
        guard shown, mergeDiff || commit.parentCount < 2 else { return }
        if commit.parentCount > 1 { return try mergeItems(of: commit, settings: settings, patch: patch, stat: stat, emit: emit) }
        guard let changes else { return }
        // git writes "---" between the message and the stat only when a patch follows too.
        var text = Array((stat && patch ? "---\n" : "\n").utf8)
        if stat { text += try repository.exclusively { try changes.stat() } + (patch ? [0x0A] : []) }
        try TextItems.emit(text, emit)
        if patch { try files(of: changes, share: share, emit) }
    }

    /// The files of a single-parent `commit` that `share` gives this thread, after another
    /// thread gave them up (`CommitLog`): the change set made again on this handle, which
    /// finds the same files in the same order.
    func files(of commit: Commit, settings: ChangeSet.Settings, share: FileShare, emit: Emit) throws {
        let changes = try changeSet(of: commit, settings: settings)
        try files(of: changes, share: share, emit)
    }

    /// What a single-parent `commit` changes, or nil when it changes nothing shown.
    private func changeSet(of commit: Commit, settings: ChangeSet.Settings) throws(GitError) -> ChangeSet? {
        try repository.exclusively { () throws(GitError) -> ChangeSet? in
            let parent: Owned<OpaquePointer>? = commit.parentCount == 0 ? nil : try commit.parent(0).tree()
            let changes = try ChangeSet(repository, from: .tree(parent), to: .tree(try commit.tree()), settings: settings)
            return changes.fileCount > 0 ? changes : nil
        }
    }

    /// Each changed file's diff (those `share` gives this thread, when several make them), made
    /// and handed on one at a time; all of them made first when moved lines are looked for,
    /// since a line may move from any file to any other.
    private func files(of changes: ChangeSet?, share: FileShare?, _ emit: Emit) throws {
        let count = changes?.fileCount ?? 0
        if let share, !share.start(count, movedLines == nil) {
            throw GitError(message: "a commit's files were not the same when read again")
        }
        guard let changes else { return }
        var files: [FileDiff] = []
        // The files this thread makes: those `share` gives it, else every one in order.
        var unshared = 0..<count
        let next = share?.claim ?? { unshared.popFirst() }
        while let n = next() {
            if let file = try repository.exclusively({ try PatchItems.file(changes.handle.pointer, n, in: withSides ? repository : nil) }) {
                if movedLines == nil { try emit(.file(file)) } else { files.append(file) }
            }
        }
        guard let movedLines else { return }
        MovedLines.mark(&files, movedLines)
        for file in files { try emit(.file(file)) }
    }

    /// What follows a merge's message in `git show`: a blank line (always), the stat against the
    /// first parent, and the dense combined diff, with a blank line between the two when both
    /// are there (git counts a path whose hunks were all left out as there).
    private func mergeItems(of commit: Commit, settings: ChangeSet.Settings, patch: Bool, stat: Bool,
                            emit: Emit) throws {
        let (files, statText) = try repository.exclusively { () throws(GitError) -> ([DiffItem], [UInt8]) in
            let combined = patch ? try CombinedDiff.files(of: commit, settings: settings) : (items: [], paths: 0)
            var text: [UInt8] = [0x0A]
            if stat {
                let first = try ChangeSet(commit.repository, from: .tree(try commit.parent(0).tree()),
                                          to: .tree(try commit.tree()), settings: settings)
                if first.fileCount > 0 { text += try first.stat() + (combined.paths > 0 ? [0x0A] : []) }
            }
            return (combined.items, text)
        }
        try TextItems.emit(statText, emit)
        for item in files { try emit(item) }
    }

    /// Everything `diff` hands on, collected.
    package func diff(cached: Bool = false, from: String? = nil, to: String? = nil, paths: [String] = [],
                     context: Int = 3, findRenames: Bool = true, renameThreshold: Int = 50, stat: Bool = false) throws -> [DiffItem] {
        var items: [DiffItem] = []
        try diff(cached: cached, from: from, to: to, paths: paths, context: context, findRenames: findRenames, renameThreshold: renameThreshold, stat: stat) { items.append($0) }
        return items
    }

    /// Everything `show` hands on, collected.
    package func show(_ revision: String = "HEAD", paths: [String] = [], context: Int = 3,
                     findRenames: Bool = true, renameThreshold: Int = 50, stat: Bool = false, patch: Bool = true) throws -> [DiffItem] {
        var items: [DiffItem] = []
        try show(revision, paths: paths, context: context, findRenames: findRenames, renameThreshold: renameThreshold, stat: stat, patch: patch) { items.append($0) }
        return items
    }

    /// `A..B` or `A...B` split into its ends (an empty end is HEAD), or nil for a single revision.
    static func splitRange(_ range: String) -> (String, String, Bool)? {
        let bytes = Array(range.utf8)
        guard let dots = bytes.indices.first(where: { bytes[$0] == 0x2E && $0 + 1 < bytes.count && bytes[$0 + 1] == 0x2E })
        else { return nil }
        let symmetric = dots + 2 < bytes.count && bytes[dots + 2] == 0x2E
        let left = String(decoding: bytes[..<dots], as: UTF8.self)
        let right = String(decoding: bytes[(dots + (symmetric ? 3 : 2))...], as: UTF8.self)
        return (left.isEmpty ? "HEAD" : left, right.isEmpty ? "HEAD" : right, symmetric)
    }

    /// The tree of the merge base of two revisions. The corresponding C function is `git_merge_base`.
    func mergeBaseTree(_ left: String, _ right: String) throws(GitError) -> Owned<OpaquePointer> {
        var base = git_oid()
        var a = git_commit_id(try repository.commit(left).handle.pointer).pointee
        var b = git_commit_id(try repository.commit(right).handle.pointer).pointee
        try check(git_merge_base(&base, repository.pointer, &a, &b))
        return try repository.commit(id: base).tree()
    }

    /// Throws, naming the path, when a literal path is in none of the sides nor on disk.
    /// (git itself prints nothing for such a path; tinge would rather say so.)
    private func checkPaths(_ paths: [String], sides: [ChangeSet.Side]) throws(GitError) {
        for path in paths where !path.contains(where: { "*?[".contains($0) }) {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            if trimmed.isEmpty || trimmed == "." { continue }
            if let top = repository.workingDirectory, access(top + trimmed, F_OK) == 0 { continue }
            if try repository.indexHolds(trimmed) { continue }
            var found = false
            for case let .tree(tree?) in sides where treeHolds(tree, trimmed) { found = true }
            if !found {
                throw GitError(code: GIT_ENOTFOUND.rawValue, message: "path '\(path)' did not match any file known to git")
            }
        }
    }

    /// Whether `tree` has an entry at `path`. The corresponding C function is `git_tree_entry_bypath`.
    private func treeHolds(_ tree: Owned<OpaquePointer>, _ path: String) -> Bool {
        var entry: OpaquePointer?
        guard (try? check(git_tree_entry_bypath(&entry, tree.pointer, path))) != nil else { return false }
        _ = Owned(entry!, free: git_tree_entry_free)
        return true
    }
}

extension Repository {
    /// Whether the index has `path` or something under it.
    /// The corresponding C functions are `git_index_find_prefix` and `git_index_get_byindex`.
    func indexHolds(_ path: String) throws(GitError) -> Bool {
        let index = try index()
        var position = 0
        guard (try? check(git_index_find_prefix(&position, index.pointer, path))) != nil else { return false }
        while let entry = git_index_get_byindex(index.pointer, position) {
            let name = String(cString: entry.pointee.path)
            guard name.hasPrefix(path) else { return false }
            if name == path || name.hasPrefix(path + "/") { return true }
            position += 1
        }
        return false
    }
}
