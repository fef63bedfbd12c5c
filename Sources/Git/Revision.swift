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
            throw error.saying("bad revision '\(revision)': \(error.message)")
        }
        let named = Owned(object!, keepAlive: self, free: git_object_free)
        var peeled: OpaquePointer?
        do {
            try check(git_object_peel(&peeled, named.pointer, type))
        } catch {
            throw error.saying("revision '\(revision)' is not a \(String(cString: git_object_type2string(type))): \(error.message)")
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
    /// commit's hooks run, to a temporary index for `git commit -a` or `git commit <paths>`),
    /// else the repository's own. The first call makes that file the repository's index, so
    /// libgit2 reads it once and uses it wherever it reads the index itself.
    /// The corresponding C functions are `git_index_open`, `git_repository_set_index` and
    /// `git_repository_index`.
    func index() throws(GitError) -> Owned<OpaquePointer> {
        if !environmentIndexChecked {
            environmentIndexChecked = true
            if let path = variable("GIT_INDEX_FILE"), !path.isEmpty {
                var named: OpaquePointer?
                try check(git_index_open(&named, path))
                let owned = Owned(named!, free: git_index_free)
                try check(git_repository_set_index(pointer, owned.pointer))
            }
        }
        var index: OpaquePointer?
        try check(git_repository_index(&index, pointer))
        return Owned(index!, keepAlive: self, free: git_index_free)
    }
}
