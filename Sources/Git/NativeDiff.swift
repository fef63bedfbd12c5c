#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Clibgit2

/// `git diff`, `git show` and `git log` output made through libgit2, as the bytes git prints,
/// for tinge's own diff parser to read.
public struct NativeDiff {
    /// The repository it reads.
    public let repository: Repository

    /// Reads `repository`.
    public init(repository: Repository) {
        self.repository = repository
    }

    /// Reads the repository that contains `path`; the error names the path when there is none.
    public init(discoveringFrom path: String) throws(GitError) {
        self.repository = try Repository(discoveringFrom: path)
    }

    /// Like `git diff [--cached] [<from> [<to>]] -U<context> [-M|--no-renames] [--stat -p] [-- <paths>]`:
    /// the work tree against the index, the index (`cached`) against HEAD, the work tree (or with
    /// `cached` the index) against `from`, or `to` against `from`. `from` may be `A..B` or `A...B`.
    public func diff(cached: Bool = false, from: String? = nil, to: String? = nil, paths: [String] = [],
                     context: Int = 3, findRenames: Bool = true, stat: Bool = false) throws(GitError) -> [UInt8] {
        var from = from, to = to
        let old: ChangeSet.Side
        if let range = from, to == nil, let (left, right, symmetric) = Self.splitRange(range) {
            old = .tree(symmetric ? try mergeBaseTree(left, right) : try repository.tree(left))
            from = left
            to = right
        } else if let from {
            old = .tree(try repository.tree(from))
        } else if let to {
            throw GitError(code: -1, message: "bad revision '\(to)': a second revision needs a first")
        } else if cached {
            old = .tree(git_repository_head_unborn(repository.pointer) == 1 ? nil : try repository.tree("HEAD"))
        } else {
            old = .index
        }
        let new: ChangeSet.Side = if let to { .tree(try repository.tree(to)) } else if cached { .index } else { .workTree }
        try checkPaths(paths, sides: [old, new])
        let changes = try ChangeSet(repository, from: old, to: new,
                                    settings: .init(paths: paths, context: context, findRenames: findRenames))
        guard changes.fileCount > 0 else { return [] }
        if !stat { return try changes.patch() }
        return try changes.stat() + [0x0A] + changes.patch()
    }

    /// Like `git show [--stat -p] <revision> [-- <paths>]` for a commit: its header and message,
    /// then its changes against its parent; for a merge, the stat against the first parent and
    /// the dense combined diff (`--cc`) against all parents, as git prints them by default.
    public func show(_ revision: String = "HEAD", paths: [String] = [], context: Int = 3,
                     findRenames: Bool = true, stat: Bool = false, patch: Bool = true) throws(GitError) -> [UInt8] {
        let commit = try repository.commit(revision)
        if !paths.isEmpty {
            try checkPaths(paths, sides: [.tree(try commit.tree())] + (commit.parentCount > 0 ? [.tree(try commit.parent(0).tree())] : []))
        }
        let settings = ChangeSet.Settings(paths: paths, context: context, findRenames: findRenames)
        return try Self.text(of: commit, settings: settings, patch: patch, stat: stat, mergeDiff: true)
    }

    /// Like `git log [-p] [--stat] [-n <maxCount>] [<range>] [-- <paths>]`: the commits one at a
    /// time, newest first, each as the bytes git prints for it (a blank line before all but the
    /// first), so their concatenation is git's output. Merges get no patch, as in `git log -p`.
    public func log(range: String? = nil, maxCount: Int? = nil, paths: [String] = [], patch: Bool = false,
                    context: Int = 3, findRenames: Bool = true, stat: Bool = false) throws(GitError) -> CommitLog {
        try CommitLog(repository, range: range ?? "HEAD", maxCount: maxCount,
                      settings: .init(paths: paths, context: context, findRenames: findRenames), patch: patch, stat: stat)
    }

    /// A commit as git log and show print it: header, message and, when asked, stat and patch.
    static func text(of commit: Commit, settings: ChangeSet.Settings, patch: Bool, stat: Bool,
                     mergeDiff: Bool) throws(GitError) -> [UInt8] {
        var out = try CommitHeader.text(of: commit)
        guard patch || stat, mergeDiff || commit.parentCount < 2 else { return out }
        if commit.parentCount > 1 { return try out + mergeText(of: commit, settings: settings, patch: patch, stat: stat) }
        let parent: Owned<OpaquePointer>? = commit.parentCount == 0 ? nil : try commit.parent(0).tree()
        let changes = try ChangeSet(commit.repository, from: .tree(parent), to: .tree(try commit.tree()), settings: settings)
        guard changes.fileCount > 0 else { return out }
        // git writes "---" between the message and the stat only when a patch follows too.
        out += Array((stat && patch ? "---\n" : "\n").utf8)
        if stat { out += try changes.stat() + (patch ? [0x0A] : []) }
        if patch { out += try changes.patch() }
        return out
    }

    /// What follows a merge's message in `git show`: a blank line (always), the stat against the
    /// first parent, and the dense combined diff, with a blank line between the two when both
    /// are there (git counts a path whose hunks were all left out as there).
    private static func mergeText(of commit: Commit, settings: ChangeSet.Settings, patch: Bool,
                                  stat: Bool) throws(GitError) -> [UInt8] {
        var out: [UInt8] = [0x0A]
        let combined = patch ? try CombinedDiff.patch(of: commit, settings: settings) : (text: [], paths: 0)
        if stat {
            let first = try ChangeSet(commit.repository, from: .tree(try commit.parent(0).tree()),
                                      to: .tree(try commit.tree()), settings: settings)
            if first.fileCount > 0 { out += try first.stat() + (combined.paths > 0 ? [0x0A] : []) }
        }
        return out + combined.text
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
