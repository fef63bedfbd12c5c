#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes as the repository's own files are read here (its index, `shallow`, loose
/// objects, `.mailmap`): as many as its size says, at most `limit`.
enum FileBytes {
    /// The first `limit` bytes of the file at `path` (all of them by default), not following a
    /// link at the end of the path unless `followingLinks`; nil when it cannot be opened or read.
    /// What is not a regular file reads as empty (its size is 0): a FIFO is never waited on.
    static func read(_ path: String, atMost limit: Int = .max, followingLinks: Bool = true) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        let count = min(Int(info.st_size), limit)
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            #if canImport(Glibc)
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + done, count - done) }
            #else
            let n = bytes.withUnsafeMutableBytes { Darwin.read(fd, $0.baseAddress! + done, count - done) }
            #endif
            if n < 0, errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { break }
            done += n
        }
        return done == count ? bytes : Array(bytes.prefix(done))
    }
}
