import Clibgit2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A backend of a repository's object database, put before libgit2's loose objects, that reads them
/// itself and checks each to its end (`LooseObject`): a damaged one is an error naming
/// the object and its file, where libgit2 1.5 would wait forever on one cut short. The packs
/// are asked first; an object in neither goes on to libgit2's loose backend, which finds nothing.
///
/// Every loose object libgit2 reads comes this way, for a diff, a blame, a walk or a lookup, so no
/// caller needs a guard of its own. Its error's code is `GIT_EUSER` (`GitError.isDamagedObject`).
final class LooseObjectBackend {
    /// The objects folders, each with a trailing `/`: the repository's, then its alternates'.
    private let folders: [String]
    /// The work tree's top, which a damaged object's file is named from when it is inside.
    private let top: String?

    private init(folders: [String], top: String?) {
        self.folders = folders
        self.top = top
    }

    /// Puts the backend in `repository`'s object database (`priority`). The corresponding C functions
    /// are `git_repository_item_path`, `git_repository_odb` and `git_odb_add_backend`.
    /// A damaged object's file is named from the repository's work tree, or from `top` when given
    /// (a handle opened without the work tree it has).
    static func install(in repository: OpaquePointer, top: String? = nil) throws(GitError) {
        let (objects, own) = try folders(of: repository)
        let top = top ?? own
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, repository))
        defer { git_odb_free(odb) }
        try install(inDatabase: odb!, objects: objects, top: top)
    }

    /// The objects folder of `repository` (with a trailing `/`) and its work tree's top: what
    /// `install(inDatabase:objects:top:)` needs for a database of the same objects.
    /// The corresponding C functions are `git_repository_item_path` and `git_repository_workdir`.
    static func folders(of repository: OpaquePointer) throws(GitError) -> (objects: String, top: String?) {
        let path = Buffer()
        try check(git_repository_item_path(&path.raw, repository, GIT_REPOSITORY_ITEM_OBJECTS))
        return (path.string, git_repository_workdir(repository).map { String(cString: $0) })
    }

    /// Puts the backend first in `odb`, a database of the objects in `objects` (a folder with a
    /// trailing `/`, its alternates read from it), naming files from `top`.
    /// The corresponding C function is `git_odb_add_backend`.
    static func install(inDatabase odb: OpaquePointer, objects: String, top: String?) throws(GitError) {
        let owner = LooseObjectBackend(folders: Self.withAlternates(objects), top: top)
        let backend = UnsafeMutablePointer<tinge_odb_backend>.allocate(capacity: 1)
        backend.initialize(to: tinge_odb_backend())
        // libgit2's part comes first: a pointer to the whole is one to it.
        let parent = UnsafeMutableRawPointer(backend).assumingMemoryBound(to: git_odb_backend.self)
        let initialized = git_odb_init_backend(parent, UInt32(GIT_ODB_BACKEND_VERSION))
        if initialized < 0 { backend.deallocate() }
        try check(initialized)
        backend.pointee.owner = Unmanaged.passRetained(owner).toOpaque()
        parent.pointee.read = { data, size, type, backend, id in
            guard let data, let size, let type, let backend, let id else { return GIT_ERROR.rawValue }
            return LooseObjectBackend.of(backend).read(id.pointee, backend, data, size, type)
        }
        parent.pointee.read_header = { size, type, backend, id in
            guard let size, let type, let backend, let id else { return GIT_ERROR.rawValue }
            return LooseObjectBackend.of(backend).readHeader(id.pointee, size, type)
        }
        parent.pointee.read_prefix = { full, data, size, type, backend, prefix, length in
            guard let full, let data, let size, let type, let backend, let prefix else { return GIT_ERROR.rawValue }
            return LooseObjectBackend.of(backend).read(prefix: prefix.pointee, length: length, backend, full, data, size, type)
        }
        // libgit2 lists objects through every backend: the loose ones are listed by its own.
        parent.pointee.foreach = { _, _, _ in 0 }
        parent.pointee.free = { backend in
            guard let backend else { return }
            let whole = UnsafeMutableRawPointer(backend).assumingMemoryBound(to: tinge_odb_backend.self)
            Unmanaged<LooseObjectBackend>.fromOpaque(whole.pointee.owner).release()
            whole.deinitialize(count: 1)
            whole.deallocate()
        }
        // Below the packs, above libgit2's loose objects (1): an object not packed is read here.
        let added = git_odb_add_backend(odb, parent, priority)
        if added < 0 { parent.pointee.free(parent) }
        try check(added)
    }

    /// The backend's priority in an object database: above libgit2's loose objects (1), below
    /// the packs (`LibGit2.initialized` sets theirs above it). A packed repository holds
    /// nearly every object in its packs; read first, the loose objects cost a failed `open`
    /// for each object read (3,249 in swift-argument-parser's `log -p -n 100`).
    static let priority: Int32 = 2

    /// The owner of the backend libgit2 hands a callback.
    private static func of(_ backend: UnsafeMutablePointer<git_odb_backend>) -> LooseObjectBackend {
        let whole = UnsafeMutableRawPointer(backend).assumingMemoryBound(to: tinge_odb_backend.self)
        return Unmanaged<LooseObjectBackend>.fromOpaque(whole.pointee.owner).takeUnretainedValue()
    }

    // MARK: - The callbacks

    /// Object `id`, read and handed to libgit2 in memory of its own; `GIT_ENOTFOUND` when it
    /// is not loose.
    private func read(_ id: git_oid, _ backend: UnsafeMutablePointer<git_odb_backend>, _ data: UnsafeMutablePointer<UnsafeMutableRawPointer?>,
                      _ size: UnsafeMutablePointer<Int>, _ type: UnsafeMutablePointer<git_object_t>) -> Int32 {
        let hex = Git.hex(id)
        guard let (file, bytes) = file(of: hex) else { return GIT_ENOTFOUND.rawValue }
        do throws(LooseObject.Damage) {
            let object = try LooseObject.read(bytes)
            guard let memory = git_odb_backend_data_alloc(backend, object.content.count + 1) else { return GIT_ERROR.rawValue }
            object.content.withUnsafeBytes { if let start = $0.baseAddress { memory.copyMemory(from: start, byteCount: $0.count) } }
            memory.storeBytes(of: 0, toByteOffset: object.content.count, as: UInt8.self)
            data.pointee = memory
            size.pointee = object.content.count
            type.pointee = object.type
            return 0
        } catch {
            return report(error, hex, file)
        }
    }

    /// Object `id`'s type and size, from the start of its file.
    private func readHeader(_ id: git_oid, _ size: UnsafeMutablePointer<Int>, _ type: UnsafeMutablePointer<git_object_t>) -> Int32 {
        let hex = Git.hex(id)
        // A header's compressed bytes are a few dozen: a whole file is read only when it is larger
        // and its start did not hold them.
        guard var (file, bytes) = file(of: hex, atMost: 1024) else { return GIT_ENOTFOUND.rawValue }
        do throws(LooseObject.Damage) {
            var header: (type: git_object_t, size: Int)
            do throws(LooseObject.Damage) {
                header = try LooseObject.header(of: bytes)
            } catch .cutShort where bytes.count == 1024 {
                guard let whole = self.file(of: hex) else { return GIT_ENOTFOUND.rawValue }
                (file, bytes) = whole
                header = try LooseObject.header(of: bytes)
            }
            size.pointee = header.size
            type.pointee = header.type
            return 0
        } catch {
            return report(error, hex, file)
        }
    }

    /// The one loose object whose id starts with `prefix`'s first `length` hex digits; several
    /// are for libgit2 to report, as it does.
    private func read(prefix: git_oid, length: Int, _ backend: UnsafeMutablePointer<git_odb_backend>, _ full: UnsafeMutablePointer<git_oid>,
                      _ data: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ size: UnsafeMutablePointer<Int>,
                      _ type: UnsafeMutablePointer<git_object_t>) -> Int32 {
        let digits = String(Git.hex(prefix).prefix(length))
        let found = length >= 40 ? [digits] : matches(digits)
        guard found.count == 1 else { return found.isEmpty ? GIT_ENOTFOUND.rawValue : GIT_PASSTHROUGH.rawValue }
        var id = git_oid()
        guard git_oid_fromstr(&id, found[0]) == 0 else { return GIT_ENOTFOUND.rawValue }
        let result = read(id, backend, data, size, type)
        if result == 0 { full.pointee = id }
        return result
    }

    // MARK: - Files

    /// The loose file of object `hex` and its bytes (the first `limit` of them, when given); nil
    /// when no folder has it, or it cannot be read (libgit2's own backend then says why).
    private func file(of hex: String, atMost limit: Int = .max) -> (path: String, bytes: [UInt8])? {
        let name = String(hex.prefix(2)) + "/" + String(hex.dropFirst(2))
        for folder in folders {
            let path = folder + name
            if let bytes = FileBytes.read(path, atMost: limit) { return (path, bytes) }
        }
        return nil
    }

    /// The full ids of the loose objects whose ids start with `digits` (4 to 39 of them).
    private func matches(_ digits: String) -> [String] {
        let fanOut = String(digits.prefix(2))
        let rest = String(digits.dropFirst(2))
        var found: Set<String> = []
        for folder in folders {
            guard let directory = opendir(folder + fanOut) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.count == 38, name.hasPrefix(rest) { found.insert(fanOut + name) }
            }
        }
        return found.sorted()
    }

    /// Sets libgit2's error to one line naming the object and its file; returns `GIT_EUSER`.
    private func report(_ damage: LooseObject.Damage, _ hex: String, _ path: String) -> Int32 {
        let shown = top.flatMap { path.hasPrefix($0) ? String(path.dropFirst($0.count)) : nil } ?? path
        git_error_set_str(Int32(GIT_ERROR_ODB.rawValue), "object \(hex) is damaged: \(shown) \(damage.reason)")
        return GIT_EUSER.rawValue
    }

    /// `objects`, then the folders its `info/alternates` names, theirs in turn (five deep, as libgit2).
    private static func withAlternates(_ objects: String) -> [String] {
        var folders: [String] = []
        var next = [(objects.hasSuffix("/") ? objects : objects + "/", 0)]
        while let (folder, depth) = next.first {
            next.removeFirst()
            guard !folders.contains(folder) else { continue }
            folders.append(folder)
            guard depth < 5, let list = FileBytes.read(folder + "info/alternates", atMost: 1 << 16) else { continue }
            for line in list.split(separator: 0x0A) where line.first != 0x23 {
                var name = String(decoding: line, as: UTF8.self)
                if name.hasSuffix("\r") { name.removeLast() }
                guard !name.isEmpty else { continue }
                let path = name.hasPrefix("/") ? name : folder + name
                next.append((path.hasSuffix("/") ? path : path + "/", depth + 1))
            }
        }
        return folders
    }
}
