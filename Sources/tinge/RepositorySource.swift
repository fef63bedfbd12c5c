#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Git
import Prepare
import Synchronization

/// The sides of a diff as a repository has them: blobs through libgit2, work-tree files,
/// attributes; and the files on disk for a plain `diff -u` read inside a repository.
final class RepositorySource: BlobSource {
    private let blobs: RepositoryBlobs
    private let top: String?
    /// Per folder of the work tree and attribute name: whether an attributes file could say it.
    private let mentions = Mutex<[String: Bool]>([:])

    init(_ blobs: RepositoryBlobs) {
        self.blobs = blobs
        top = blobs.repository.workingDirectory
    }

    func blob(_ id: String, limit: Int) -> SideText? {
        guard let (size, content) = blobs.blob(id, limit: limit) else { return nil }
        return content.map { .content($0) } ?? .tooLarge(size: size)
    }

    func workTreeFile(_ path: String, matching id: String, limit: Int) -> SideText? {
        guard let top, let full = blobs.workTreeBlobID(path), full.hasPrefix(id) else { return nil }
        return DiskFiles().file(atPath: top + path, limit: limit)
    }

    func file(atPath path: String, limit: Int) -> SideText? {
        DiskFiles().file(atPath: path, limit: limit)
    }

    /// libgit2 is asked only when some attributes file could name the attribute for this path:
    /// a lookup stats and reads every `.gitattributes` from the path's folder up.
    func attribute(_ name: String, of path: String) -> String? {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        let key = folder + "\u{0}" + name
        let mayMention = mentions.withLock { $0[key] } ?? {
            let answer = top.map { AttributeFiles.mayMention(name, from: $0 + folder) } ?? true
            mentions.withLock { $0[key] = answer }
            return answer
        }()
        return mayMention ? blobs.attribute(name, forPath: path) : nil
    }
}

/// The source outside any repository: the files on disk, and no blobs.
struct DiskFiles: BlobSource {
    func blob(_ id: String, limit: Int) -> SideText? { nil }

    func workTreeFile(_ path: String, matching id: String, limit: Int) -> SideText? { nil }

    func file(atPath path: String, limit: Int) -> SideText? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        if Int(info.st_size) > limit { return .tooLarge(size: Int(info.st_size)) }
        return (try? FileInput.read(path)).map { .content($0) }
    }

    func attribute(_ name: String, of path: String) -> String? { nil }
}
