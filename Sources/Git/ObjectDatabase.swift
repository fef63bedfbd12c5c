import Clibgit2

/// A repository's object database, for reading objects by abbreviated id.
final class ObjectDatabase {
    private let handle: Owned<OpaquePointer>

    /// The database of `repository`. The corresponding C function is `git_repository_odb`.
    init(_ repository: Repository) throws(GitError) {
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, repository.pointer))
        handle = Owned(odb!, keepAlive: repository, free: git_odb_free)
    }

    /// The type and a copy of the content of the one object whose id starts with `prefix`
    /// (`length` hex digits), or nil when none or several do.
    /// The corresponding C function is `git_odb_read_prefix`.
    func read(prefix: git_oid, length: Int) throws(GitError) -> (type: git_object_t, bytes: [UInt8])? {
        var prefix = prefix
        var object: OpaquePointer?
        let code = git_odb_read_prefix(&object, handle.pointer, &prefix, length)
        if code == GIT_ENOTFOUND.rawValue || code == GIT_EAMBIGUOUS.rawValue { return nil }
        try check(code)
        let owned = Owned(object!, free: git_odb_object_free)
        let size = git_odb_object_size(owned.pointer)
        var bytes: [UInt8] = []
        if size > 0, let data = git_odb_object_data(owned.pointer) {
            bytes = Array(UnsafeRawBufferPointer(start: data, count: size))
        }
        return (git_odb_object_type(owned.pointer), bytes)
    }
}
