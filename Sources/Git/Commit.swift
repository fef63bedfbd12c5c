import Clibgit2

/// One commit object, read for log and show output.
struct Commit {
    /// The `git_commit`, owned (freed as a `git_object`, which a commit is).
    let handle: Owned<OpaquePointer>
    let repository: Repository

    init(_ handle: Owned<OpaquePointer>, repository: Repository) {
        self.handle = handle
        self.repository = repository
    }

    /// The full hex id. The corresponding C function is `git_commit_id`.
    var id: String { hex(git_commit_id(handle.pointer).pointee) }

    /// How many parents it has: none for a commit a shallow clone ends at, as git counts.
    /// The corresponding C function is `git_commit_parentcount`.
    var parentCount: Int {
        if !repository.shallowCommits.isEmpty, repository.shallowCommits.contains(id) { return 0 }
        return Int(git_commit_parentcount(handle.pointer))
    }

    /// Its parent number `n`. The corresponding C function is `git_commit_parent`.
    func parent(_ n: Int) throws(GitError) -> Commit {
        var parent: OpaquePointer?
        try check(git_commit_parent(&parent, handle.pointer, UInt32(n)))
        return Commit(Owned(parent!, keepAlive: repository, free: git_commit_free), repository: repository)
    }

    /// Its tree. The corresponding C function is `git_commit_tree`.
    func tree() throws(GitError) -> Owned<OpaquePointer> {
        var tree: OpaquePointer?
        try check(git_commit_tree(&tree, handle.pointer))
        return Owned(tree!, keepAlive: repository, free: git_tree_free)
    }

    /// The shortest unique abbreviation of its id, at least `core.abbrev` (7) digits.
    /// The corresponding C function is `git_object_short_id`.
    func shortID() throws(GitError) -> String {
        let buffer = Buffer()
        try check(git_object_short_id(&buffer.raw, handle.pointer))
        return buffer.string
    }

    /// The author's name and email, the time in seconds since 1970 and the zone in minutes east.
    /// The corresponding C function is `git_commit_author`.
    var author: (name: [UInt8], email: [UInt8], time: Int64, offset: Int) {
        let signature = git_commit_author(handle.pointer).pointee
        return (bytes(signature.name), bytes(signature.email),
                signature.when.time, Int(signature.when.offset))
    }

    /// The raw message, as stored. The corresponding C function is `git_commit_message_raw`.
    var message: [UInt8] {
        guard let raw = git_commit_message_raw(handle.pointer) else { return [] }
        return bytes(raw)
    }
}

/// A copy of the bytes of a NUL-terminated C string, invalid UTF-8 and all.
func bytes(_ string: UnsafePointer<CChar>) -> [UInt8] {
    var count = 0
    while string[count] != 0 { count += 1 }
    return Array(UnsafeRawBufferPointer(start: string, count: count))
}
