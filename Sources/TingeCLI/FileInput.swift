#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diff

/// Why an input could not be read.
struct InputError: Error {
    /// The file named on the command line (`-` for standard input).
    let path: String
    /// The system's words for the failure.
    let reason: String
}

/// Reading whole inputs into memory with plain system calls (no Foundation: start-up stays fast).
enum FileInput {
    /// The bytes of `path`, or of `standardInput` (a session's) for `-`; `opened` is the path
    /// opened for it (from another folder than the current one), `path` the one a failure names.
    static func read(_ path: String, standardInput: Int32 = 0, opening opened: String? = nil) throws(InputError) -> [UInt8] {
        let fd: Int32 = path == "-" ? standardInput : PathBytes.withCString(opened ?? path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw InputError(path: path, reason: reason(errno)) }
        defer { if path != "-" { close(fd) } }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw InputError(path: path, reason: "is a directory")
        }
        var bytes: [UInt8] = []
        // The size is a hint only (pipes say 0, files may grow): read until read(2) says the end.
        var chunk = Int(info.st_size) > 0 ? Int(info.st_size) + 1 : 1 << 16
        while true {
            var failure: Int32 = 0
            let piece = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                while true {
                    let n = systemRead(fd, buffer.baseAddress!, chunk)
                    if n < 0, errno == EINTR { continue }
                    if n < 0 { failure = errno; initialized = 0 } else { initialized = n }
                    break
                }
            }
            if failure != 0 { throw InputError(path: path, reason: reason(failure)) }
            if piece.isEmpty { return bytes }
            // A regular file read short has been read to its end: the next read only says so,
            // and needs no 64 KB to (config and attribute files are read by the hundred).
            let toEnd = (info.st_mode & S_IFMT) == S_IFREG && piece.count < chunk
            if bytes.isEmpty { bytes = piece } else { bytes += piece }
            chunk = toEnd ? 256 : max(chunk, 1 << 16)
        }
    }

    /// Up to `limit` bytes from the open file `fd`; nil when reading fails.
    static func read(_ fd: Int32, atMost limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        while bytes.count < limit {
            let chunk = min(limit - bytes.count, 1 << 20)
            var failed = false
            let piece = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                var n = systemRead(fd, buffer.baseAddress!, chunk)
                while n < 0, errno == EINTR { n = systemRead(fd, buffer.baseAddress!, chunk) }
                failed = n < 0
                initialized = max(n, 0)
            }
            if failed { return nil }
            if piece.isEmpty { break }
            bytes += piece
        }
        return bytes
    }

    /// The system's message for `code`, lowercased as tools print it.
    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let s = String(cString: text)
        return s.prefix(1).lowercased() + s.dropFirst()
    }

    /// The absolute, symlink-free form of `path`, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = PathBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return PathBytes.decode(UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map { UInt8(bitPattern: $0) })
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
