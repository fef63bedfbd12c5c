#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Clibgit2

extension Repository {
    /// The object `revision` names (`HEAD~2`, `main`, an abbreviated id…), peeled to `type`;
    /// the error names the revision. The corresponding C functions are `git_revparse_single`
    /// and `git_object_peel`.
    func object(_ revision: String, peeledTo type: git_object_t) throws(GitError) -> Owned<OpaquePointer> {
        var object: OpaquePointer?
        do {
            try check(git_revparse_single(&object, pointer, revision))
        } catch {
            throw GitError(code: error.code, message: "bad revision '\(revision)': \(error.message)")
        }
        let named = Owned(object!, keepAlive: self, free: git_object_free)
        var peeled: OpaquePointer?
        do {
            try check(git_object_peel(&peeled, named.pointer, type))
        } catch {
            throw GitError(code: error.code, message: "revision '\(revision)' is not a \(String(cString: git_object_type2string(type))): \(error.message)")
        }
        return Owned(peeled!, keepAlive: self, free: git_object_free)
    }

    /// The commit `revision` names.
    func commit(_ revision: String) throws(GitError) -> Commit {
        Commit(try object(revision, peeledTo: GIT_OBJECT_COMMIT), repository: self)
    }

    /// The tree `revision` names (a commit's tree, or a tree itself).
    func tree(_ revision: String) throws(GitError) -> Owned<OpaquePointer> {
        try object(revision, peeledTo: GIT_OBJECT_TREE)
    }

    /// The commit with this id. The corresponding C function is `git_commit_lookup`.
    func commit(id: git_oid) throws(GitError) -> Commit {
        var id = id
        var commit: OpaquePointer?
        try check(git_commit_lookup(&commit, pointer, &id))
        return Commit(Owned(commit!, keepAlive: self, free: git_commit_free), repository: self)
    }

    /// The index (staging area): the file `GIT_INDEX_FILE` names when set (git sets it while a
    /// hook runs for `git commit -a` or `git commit <paths>`), else the repository's own.
    /// The corresponding C functions are `git_index_open` and `git_repository_index`.
    func index() throws(GitError) -> Owned<OpaquePointer> {
        var index: OpaquePointer?
        if let path = getenv("GIT_INDEX_FILE"), path.pointee != 0 {
            try check(git_index_open(&index, path))
        } else {
            try check(git_repository_index(&index, pointer))
        }
        return Owned(index!, keepAlive: self, free: git_index_free)
    }
}
