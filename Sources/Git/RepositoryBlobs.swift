import Clibgit2
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One repository's objects and attributes, for every thread that prepares files at once.
///
/// libgit2's object database is safe to share between threads, but it holds a lock of its own
/// over every read, inflating and applying deltas included: two threads reading through one
/// database take turns. So each thread reads through a database of its own, taken from the
/// idle ones (`Databases`) and given back after the read; they are all opened by the same
/// path, so they share libgit2's open packs (their maps and delta-base caches, which lock only
/// around their lookups). Whatever else reaches into the repository (attributes, hashing a
/// work-tree file) takes the repository's lock.
package final class RepositoryBlobs: @unchecked Sendable {
    /// The repository read.
    package let repository: Repository
    private let databases: Mutex<Databases>

    /// The databases blobs are read through, and what has been read through them.
    private struct Databases: Sendable {
        /// This generation's databases no thread is reading through.
        var idle: [ObjectDatabase]
        /// How many times the objects folder has been opened again.
        var generation = 0
        var bytesRead = 0
        var blobsRead = 0
        /// Blobs read since the pack indexes' pages were last let go of.
        var blobsSinceIndexRelease = 0
    }

    /// The repository's own database, read through by every thread when the objects folder
    /// cannot be opened apart from it (`commonFolder` is nil).
    private let shared: ObjectDatabase?

    /// The repository's common folder (with a `/` at its end), where `count(readBytes:)` opens the
    /// objects folder again; nil when the database cannot be opened apart from the repository.
    private let commonFolder: String?
    /// The objects folder and work tree's top the loose-object backend reads and names files by.
    private let looseObjects: (objects: String, top: String?)
    /// The real path of the pack folder whose indexes' pages are let go of (`indexReleaseBlobs`);
    /// nil when they are small (`indexReleaseMinimum`).
    private let packFolder: [UInt8]?

    /// How many bytes of blobs are read through one database before it is let go of and the
    /// objects folder opened again: libgit2 keeps up to 16 MB of delta bases a pack (a limit
    /// with no setting in libgit2 1.5). A database of its own, freed now and then, gives them
    /// back; reading from a cold cache again costs little at this interval (bench/README.md,
    /// "Peak memory of whole-file context"). The index pages its lookups leave resident are let
    /// go of more often (`indexReleaseBlobs`).
    package static let renewalBytes = 1 << 20

    /// How many blobs are read through one database at most: many small blobs' delta chains
    /// fill the cache before `renewalBytes` of them are read.
    package static let renewalBlobs = 128

    /// How many blobs are read between lettings go of the pack indexes' resident pages
    /// (`PackIndexPages`): each lookup leaves up to a few hundred KB of the index resident, so
    /// eight leave a megabyte or two where 128 left 4–6 MB; a lookup that faults its pages in
    /// again costs a few microseconds.
    package static let indexReleaseBlobs = 8

    /// The size of a repository's pack indexes under which their pages are not let go of at all:
    /// wholly resident they cost less than that, and letting go is not free (swift-argument-
    /// parser's history, whose index is 0.5 MB, took 8% longer with it).
    package static let indexReleaseMinimum = 4 << 20

    /// The objects of `repository`.
    /// Its pack indexes' pages are let go of when they come to `indexReleaseMinimum` bytes.
    package init(_ repository: Repository, indexReleaseMinimum: Int = RepositoryBlobs.indexReleaseMinimum) throws(GitError) {
        self.repository = repository
        let loose = try LooseObjectBackend.folders(of: repository.pointer)
        looseObjects = loose
        packFolder = PackIndexPages.packFolder(of: loose.objects).flatMap {
            PackIndexPages.indexBytes(in: $0) >= indexReleaseMinimum ? $0 : nil
        }
        if let folder = repository.commonFolder, let own = try? ObjectDatabase(folder: Self.objects(in: folder, generation: 0), objects: loose.objects, top: loose.top) {
            commonFolder = folder
            shared = nil
            databases = Mutex(Databases(idle: [own]))
        } else {
            commonFolder = nil
            shared = try ObjectDatabase(repository)
            databases = Mutex(Databases(idle: []))
        }
    }

    /// The objects folder of `common`, spelled apart from the repository's and from the
    /// previous generation's: libgit2 shares an open pack (its delta-base cache and its maps)
    /// between databases by the path it was opened by, so a database opened as `./objects`
    /// keeps its packs its own, and the next one, opened as `././objects` while the last reads
    /// through the old one may still be going on, does not take the old one's packs over.
    private static func objects(in common: String, generation: Int) -> String {
        common + (generation % 2 == 0 ? "./objects" : "././objects")
    }

    /// The blob whose id is `id`, or starts with it (4 to 40 hex digits): its size, and its
    /// content unless that size is over `limit`; nil when no blob, or several objects, have that id;
    /// an error when its file is damaged (its message names the object and the file).
    /// The corresponding C functions are `git_odb_exists_prefix`, `git_odb_read_header` and `git_odb_read`.
    package func blob(_ id: String, limit: Int) throws(GitError) -> (size: Int, content: [UInt8]?)? {
        guard let (database, generation) = take() else { return nil }
        defer { giveBack(database, generation) }
        guard let full = database.fullID(id) else { return nil }
        guard let (type, size) = try database.header(full), type == GIT_OBJECT_BLOB else { return nil }
        if size > limit { return (size, nil) }
        guard let object = try database.read(full) else { return nil }
        count(readBytes: object.bytes.count)
        return (object.bytes.count, object.bytes)
    }

    /// A database for this thread to read through, and its generation: an idle one, or one
    /// opened now (out of the lock) when every one is in use; the repository's own when the
    /// folder cannot be opened again (no file descriptor left, say); nil when none can be had.
    private func take() -> (ObjectDatabase, Int)? {
        if let shared { return (shared, 0) }
        let (idle, generation) = databases.withLock { d in (d.idle.popLast(), d.generation) }
        if let idle { return (idle, generation) }
        guard let commonFolder,
              let fresh = try? ObjectDatabase(folder: Self.objects(in: commonFolder, generation: generation),
                                              objects: looseObjects.objects, top: looseObjects.top)
        else { return (try? ObjectDatabase(repository)).map { ($0, generation) } }
        return (fresh, generation)
    }

    /// Makes `database` idle again, unless the objects folder has been opened again since it
    /// was: an older generation's database is freed here, out of the lock.
    private func giveBack(_ database: ObjectDatabase, _ generation: Int) {
        guard shared == nil else { return }
        databases.withLock { d in
            if d.generation == generation { d.idle.append(database) }
        }
    }

    /// Counts a blob of `bytes` read: lets go of the pack indexes' pages every
    /// `indexReleaseBlobs`, and starts a new generation of databases once `renewalBytes` or
    /// `renewalBlobs` have been read (the idle ones are freed now, the others when their reads end).
    private func count(readBytes bytes: Int) {
        let (stale, releaseIndex) = databases.withLock { d -> ([ObjectDatabase], Bool) in
            d.bytesRead += bytes
            d.blobsRead += 1
            d.blobsSinceIndexRelease += 1
            let releaseIndex = d.blobsSinceIndexRelease >= Self.indexReleaseBlobs
            if releaseIndex { d.blobsSinceIndexRelease = 0 }
            guard commonFolder != nil, d.bytesRead >= Self.renewalBytes || d.blobsRead >= Self.renewalBlobs else { return ([], releaseIndex) }
            d.bytesRead = 0
            d.blobsRead = 0
            d.generation += 1
            let stale = d.idle
            d.idle = []
            return (stale, releaseIndex)
        }
        if releaseIndex, let packFolder { PackIndexPages.release(in: packFolder) }
        // The last generation's idle databases are freed with `stale`, out of the lock.
        withExtendedLifetime(stale) {}
    }

    /// The full id git would give the work-tree file at `path` if it were added now (after git's
    /// filters); nil when it cannot be read or the repository is bare.
    package func workTreeBlobID(_ path: String) -> String? {
        repository.exclusively { repository.blobID(ofWorkTreeFile: path) }
    }

    /// The value of attribute `name` for `path`, as `Repository.attribute` gives it; nil when
    /// unspecified or when it cannot be read.
    package func attribute(_ name: String, forPath path: String) -> String? {
        repository.exclusively { try? repository.attribute(name, forPath: path) }
    }
}

extension Repository {
    /// Runs `body` while no other thread uses the repository's state other than its objects
    /// (attributes, the index, config, diffs): libgit2 guards only its object database.
    package func exclusively<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
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
