import Clibgit2
import TextBytes

/// A repository's object database, for reading objects by id; safe to use from several
/// threads at once (libgit2 locks inside it).
final class ObjectDatabase: @unchecked Sendable {
    private let handle: Owned<OpaquePointer>

    /// The database of `repository`. The corresponding C function is `git_repository_odb`.
    init(_ repository: Repository) throws(GitError) {
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, repository.pointer))
        handle = Owned(odb!, keepAlive: repository) { odb in PackIndexPages.whileNoIndexIsReleased { git_odb_free(odb) } }
    }

    /// A database of its own over the objects folder `objects` (as `LooseObjectBackend.folders`
    /// gives it, with the work tree's `top`), opened as `folder` (its packs, loose objects and
    /// alternates), sharing nothing with the repository's: freeing it frees its packs' caches
    /// and maps. Damaged loose objects are errors here as in the repository's database
    /// (`LooseObjectBackend`). The corresponding C function is `git_odb_open`.
    init(folder: String, objects: String, top: String?) throws(GitError) {
        var odb: OpaquePointer?
        try check(git_odb_open(&odb, folder))
        // Freeing it closes its packs (PackIndexPages).
        handle = Owned(odb!) { odb in PackIndexPages.whileNoIndexIsReleased { git_odb_free(odb) } }
        try LooseObjectBackend.install(inDatabase: odb!, objects: objects, top: top)
    }

    /// The full id of the one object whose id is, or starts with, `hex` (4 to 40 hex digits);
    /// nil when none or several do. The corresponding C function is `git_odb_exists_prefix`.
    func fullID(_ hex: String) -> git_oid? {
        let digits = hex.utf8
        guard (4...40).contains(digits.count), digits.allSatisfy(ASCII.isHexDigit) else { return nil }
        var prefix = git_oid()
        guard git_oid_fromstrn(&prefix, hex, digits.count) == 0 else { return nil }
        if digits.count == 40 { return prefix }
        var full = git_oid()
        guard git_odb_exists_prefix(&full, handle.pointer, &prefix, digits.count) == 0 else { return nil }
        return full
    }

    /// The type and size of object `id`, read without inflating all of it; nil when it is not
    /// there or cannot be read, an error when its file is damaged (`GitError.isDamagedObject`).
    /// The corresponding C function is `git_odb_read_header`.
    func header(_ id: git_oid) throws(GitError) -> (type: git_object_t, size: Int)? {
        var id = id
        var size = 0
        var type = GIT_OBJECT_INVALID
        guard try damageOnly(git_odb_read_header(&size, &type, handle.pointer, &id)) else { return nil }
        return (type, size)
    }

    /// The type and a copy of the content of object `id`; nil when it is not there or cannot be
    /// read, an error when its file is damaged. The corresponding C function is `git_odb_read`.
    func read(_ id: git_oid) throws(GitError) -> (type: git_object_t, bytes: [UInt8])? {
        var id = id
        var object: OpaquePointer?
        guard try damageOnly(git_odb_read(&object, handle.pointer, &id)), let object else { return nil }
        return copy(Owned(object, free: git_odb_object_free))
    }

    /// Whether `code` is success; a damaged object thrown, any other failure false.
    private func damageOnly(_ code: Int32) throws(GitError) -> Bool {
        do {
            try check(code)
            return true
        } catch {
            if error.isDamagedObject { throw error }
            return false
        }
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
        return copy(Owned(object!, free: git_odb_object_free))
    }

    private func copy(_ object: Owned<OpaquePointer>) -> (type: git_object_t, bytes: [UInt8]) {
        let size = git_odb_object_size(object.pointer)
        var bytes: [UInt8] = []
        if size > 0, let data = git_odb_object_data(object.pointer) {
            bytes = Array(UnsafeRawBufferPointer(start: data, count: size))
        }
        return (git_odb_object_type(object.pointer), bytes)
    }
}
