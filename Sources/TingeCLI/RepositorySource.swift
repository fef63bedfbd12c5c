#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diff
import Git
import Prepare

/// The sides of a diff as a repository has them: blobs through libgit2, work-tree files,
/// attributes; and the files on disk for a plain `diff -u` read inside a repository.
final class RepositorySource: BlobSource {
    private let blobs: RepositoryBlobs
    private let top: String?
    /// The run's folder, where a plain diff's files are.
    private let folder: String
    private let attributeFiles: AttributeFiles

    init(_ blobs: RepositoryBlobs, _ session: Session) {
        self.blobs = blobs
        top = blobs.repository.workingDirectory
        folder = session.folder
        attributeFiles = session.attributeFiles
    }

    func blob(_ id: String, limit: Int) -> SideText? {
        do {
            guard let (size, content) = try blobs.blob(id, limit: limit) else { return nil }
            return content.map { .content($0) } ?? .tooLarge(size: size)
        } catch {
            return .damaged(error.message)
        }
    }

    func workTreeFile(_ path: String, matching id: String, limit: Int) -> SideText? {
        // Checked before libgit2 hashes it: a path a diff names may be a FIFO, a device or a
        // link out of the work tree.
        guard let top, let found = DiskFiles.regularFile(path, inside: top),
              let full = blobs.workTreeBlobID(path), full.hasPrefix(id) else { return nil }
        return DiskFiles.read(found, limit: limit)
    }

    func workTreeFile(_ path: String, limit: Int) -> SideText? {
        guard let top, let found = DiskFiles.regularFile(path, inside: top) else { return nil }
        return DiskFiles.read(found, limit: limit)
    }

    func file(atPath path: String, limit: Int) -> SideText? {
        DiskFiles(below: folder).file(atPath: path, limit: limit)
    }

    /// libgit2 is asked only when some attributes file could name the attribute for this path:
    /// a lookup stats and reads every `.gitattributes` from the path's folder up.
    func attribute(_ name: String, of path: String) -> String? {
        let mayMention = top.map { attributeFiles.mayMention(name, ofFile: $0 + path) } ?? true
        return mayMention ? blobs.attribute(name, forPath: path) : nil
    }
}

/// The source outside any repository: the files on disk below the run's folder, and no blobs.
///
/// A diff read from standard input names its files, and whoever wrote it chose the names:
/// `/dev/zero`, `/dev/stdin`, a FIFO, `../../secret`, a link out of the tree. Only a regular
/// file below the folder it is looked for in is read, and no more of it than the size limit.
struct DiskFiles: BlobSource {
    /// The folder files are read below (`Session.folder`).
    let folder: String

    init(below folder: String) {
        self.folder = folder
    }

    func blob(_ id: String, limit: Int) -> SideText? { nil }

    func workTreeFile(_ path: String, matching id: String, limit: Int) -> SideText? { nil }

    func workTreeFile(_ path: String, limit: Int) -> SideText? { nil }

    func file(atPath path: String, limit: Int) -> SideText? {
        guard let found = Self.regularFile(path, inside: folder) else { return nil }
        return Self.read(found, limit: limit)
    }

    func attribute(_ name: String, of path: String) -> String? { nil }

    /// The real path of `relative` when it names a regular file below the folder `root` (links
    /// followed, but none out of it); nil for an absolute path, a `..` step, anything else.
    static func regularFile(_ relative: String, inside root: String) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else { return nil }
        guard let base = FileInput.realPath(root), let real = FileInput.realPath(root + "/" + relative),
              real.hasPrefix(base == "/" ? "/" : base + "/") else { return nil }
        var info = stat()
        guard PathBytes.withCString(real, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return real
    }

    /// The bytes of the regular file at `path`, or its size when it is over `limit`; checked
    /// again on the open file, which is opened without waiting (a FIFO swapped in is refused).
    static func read(_ path: String, limit: Int) -> SideText? {
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        if Int(info.st_size) > limit { return .tooLarge(size: Int(info.st_size)) }
        guard let bytes = FileInput.read(fd, atMost: limit + 1) else { return nil }
        return bytes.count > limit ? .tooLarge(size: bytes.count) : .content(bytes)
    }
}
