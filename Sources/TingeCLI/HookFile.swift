#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file operations `tinge hook` needs, with plain system calls (no Foundation).
enum HookFile {
    /// The content of whatever is at `path`: a file's bytes, empty for something unreadable
    /// (a folder, a dangling link: in the way, and not tinge's), nil when nothing is there.
    static func contents(_ path: String) -> [UInt8]? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (try? FileInput.read(path)) ?? []
    }

    /// Whether `path` is a file its owner may run.
    static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// Writes `bytes` to `path` as an executable file, creating its folders. The bytes go to a
    /// file beside it that is then renamed over it, so a link there is replaced, not followed,
    /// and a failed write leaves the old hook whole.
    static func save(_ bytes: [UInt8], to path: String) throws(InputError) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        try makeFolders(folder)
        let temporary = path + ".tinge-new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw InputError(path: temporary, reason: FileInput.reason(errno)) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let failure = errno
                close(fd)
                unlink(temporary)
                throw InputError(path: temporary, reason: FileInput.reason(failure))
            }
            written += n
        }
        // The umask may have taken execute bits away; a hook git cannot run is silently skipped.
        guard fchmod(fd, 0o755) == 0, close(fd) == 0, rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
            throw InputError(path: path, reason: FileInput.reason(failure))
        }
    }

    /// Removes the file at `path`.
    static func remove(_ path: String) throws(InputError) {
        guard unlink(path) == 0 else { throw InputError(path: path, reason: FileInput.reason(errno)) }
    }

    /// Creates `folder` and any missing folders above it, as `mkdir -p`.
    private static func makeFolders(_ folder: String) throws(InputError) {
        guard !folder.isEmpty else { return }
        var info = stat()
        if stat(folder, &info) == 0 { return }
        if let slash = folder.lastIndex(of: "/") { try makeFolders(String(folder[..<slash])) }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
            throw InputError(path: folder, reason: FileInput.reason(errno))
        }
    }
}
