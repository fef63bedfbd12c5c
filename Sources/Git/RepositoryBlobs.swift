import Clibgit2
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One repository's objects and attributes, for every thread that prepares files at once.
///
/// libgit2's object database is safe to share between threads (libgit2 1.2 and later), so
/// blobs are read through one database with no lock of ours; whatever else reaches into the
/// repository (attributes, hashing a work-tree file) takes the repository's lock.
public final class RepositoryBlobs: @unchecked Sendable {
    /// The repository read.
    public let repository: Repository
    private let database: ObjectDatabase
    /// Where the repository's packs are, whose indexes' pages are let go of (`PackIndexPages`).
    private let packFolder: String?
    /// Blobs read since the indexes' pages were last let go of.
    private let readsSinceRelease = Atomic<Int>(0)

    /// The objects of `repository`.
    public init(_ repository: Repository) throws(GitError) {
        self.repository = repository
        database = try ObjectDatabase(repository)
        // As /proc/self/maps names the files: through no symbolic link.
        packFolder = repository.commonFolder.flatMap { folder in
            realpath(folder + "objects/pack", nil).map { resolved in
                defer { free(resolved) }
                return String(cString: resolved) + "/"
            }
        }
    }

    /// The blob whose id is `id`, or starts with it (4 to 40 hex digits): its size, and its
    /// content unless that size is over `limit`; nil when no blob, or several objects, have that id;
    /// an error when its file is damaged (its message names the object and the file).
    /// The corresponding C functions are `git_odb_exists_prefix`, `git_odb_read_header` and `git_odb_read`.
    public func blob(_ id: String, limit: Int) throws(GitError) -> (size: Int, content: [UInt8]?)? {
        guard let full = database.fullID(id) else { return nil }
        guard let (type, size) = try database.header(full), type == GIT_OBJECT_BLOB else { return nil }
        if size > limit { return (size, nil) }
        guard let object = try database.read(full) else { return nil }
        releaseIndexPages()
        return (object.bytes.count, object.bytes)
    }

    /// How many blobs are read between two releases of the pack indexes' pages: each lookup
    /// maps back about four 64 KB blocks, so about 2 MB of index stays resident at most.
    static let readsPerRelease = 8

    /// Lets go of the pack indexes' pages once every `readsPerRelease` blobs.
    private func releaseIndexPages() {
        guard let packFolder, readsSinceRelease.add(1, ordering: .relaxed).newValue % Self.readsPerRelease == 0 else { return }
        PackIndexPages.release(in: packFolder)
    }

    /// The full id git would give the work-tree file at `path` if it were added now (after git's
    /// filters); nil when it cannot be read or the repository is bare.
    public func workTreeBlobID(_ path: String) -> String? {
        repository.exclusively { repository.blobID(ofWorkTreeFile: path) }
    }

    /// The value of attribute `name` for `path`, as `Repository.attribute` gives it; nil when
    /// unspecified or when it cannot be read.
    public func attribute(_ name: String, forPath path: String) -> String? {
        repository.exclusively { try? repository.attribute(name, forPath: path) }
    }
}

extension Repository {
    /// Runs `body` while no other thread uses the repository's state other than its objects
    /// (attributes, the index, config, diffs): libgit2 guards only its object database.
    public func exclusively<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        // A plain lock and unlock: the result is not handed across threads, only out of the lock.
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// A mutual-exclusion lock for a repository's state; a class so the repository can lend it out.
/// The corresponding C functions are `pthread_mutex_lock` and `pthread_mutex_unlock`.
final class RepositoryLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }
}
