import Clibgit2

/// The paths where two trees differ, found as git finds them: a subtree with the same id on both
/// sides is skipped without being read.
///
/// libgit2's tree-to-tree diff walks every file of both trees (4,500 in git's own repository,
/// about a millisecond a commit); given these paths as an exact path list, it reads only the
/// subtrees that lead to them.
enum TreeChanges {
    /// The paths (of files, symlinks and submodules) added, removed or changed from `old` to
    /// `new` (nil: the empty tree), in tree order. The corresponding C functions are
    /// `git_tree_entrycount`, `git_tree_entry_byindex`, `git_tree_entry_cmp` and `git_tree_lookup`.
    static func paths(_ repository: Repository, from old: OpaquePointer?, to new: OpaquePointer?) throws(GitError) -> [[UInt8]] {
        var paths: [[UInt8]] = []
        try compare(repository, old, new, prefix: [], into: &paths)
        return paths
    }

    private static func compare(_ repository: Repository, _ old: OpaquePointer?, _ new: OpaquePointer?, prefix: [UInt8],
                                into paths: inout [[UInt8]]) throws(GitError) {
        let oldCount = old.map { git_tree_entrycount($0) } ?? 0
        let newCount = new.map { git_tree_entrycount($0) } ?? 0
        var i = 0, j = 0
        while i < oldCount || j < newCount {
            let a = i < oldCount ? git_tree_entry_byindex(old, i) : nil
            let b = j < newCount ? git_tree_entry_byindex(new, j) : nil
            let order: Int32 = if let a, let b { git_tree_entry_cmp(a, b) } else { a == nil ? 1 : -1 }
            if order < 0 {
                try every(repository, a!, prefix, into: &paths)
                i += 1
            } else if order > 0 {
                try every(repository, b!, prefix, into: &paths)
                j += 1
            } else {
                let (a, b) = (a!, b!)
                i += 1
                j += 1
                if git_oid_equal(git_tree_entry_id(a), git_tree_entry_id(b)) != 0,
                   git_tree_entry_filemode(a) == git_tree_entry_filemode(b) { continue }
                if isTree(a), isTree(b) {
                    let name = prefix + entryName(a) + [0x2F]
                    let subOld = try lookup(repository, a), subNew = try lookup(repository, b)
                    try compare(repository, subOld.pointer, subNew.pointer, prefix: name, into: &paths)
                } else {
                    try every(repository, a, prefix, into: &paths)
                    if isTree(a) || isTree(b) { try every(repository, b, prefix, into: &paths) }
                }
            }
        }
    }

    /// The entry's path, or for a tree the paths of every file under it.
    private static func every(_ repository: Repository, _ entry: OpaquePointer, _ prefix: [UInt8],
                              into paths: inout [[UInt8]]) throws(GitError) {
        guard isTree(entry) else { return paths.append(prefix + entryName(entry)) }
        let tree = try lookup(repository, entry)
        try compare(repository, nil, tree.pointer, prefix: prefix + entryName(entry) + [0x2F], into: &paths)
    }

    private static func isTree(_ entry: OpaquePointer) -> Bool {
        git_tree_entry_type(entry) == GIT_OBJECT_TREE
    }

    /// The entry's name as stored (not every path is UTF-8).
    private static func entryName(_ entry: OpaquePointer) -> [UInt8] {
        bytes(git_tree_entry_name(entry))
    }

    private static func lookup(_ repository: Repository, _ entry: OpaquePointer) throws(GitError) -> Owned<OpaquePointer> {
        var tree: OpaquePointer?
        try check(git_tree_lookup(&tree, repository.pointer, git_tree_entry_id(entry)))
        return Owned(tree!, keepAlive: repository, free: git_tree_free)
    }
}
