import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pages of pack indexes libgit2 has mapped, let go of so that they no longer count in the
/// process's resident memory.
///
/// libgit2 maps a pack's index (`.idx`, 24 MB for git's own repository) whole while the pack is
/// open, and every lookup's binary search faults in pages of it, each with up to 64 KB around
/// it (the kernel's fault-around): a few hundred lookups leave megabytes of it resident. The
/// mapping is shared and read-only, so dropping its pages from the process's page tables
/// (`MADV_DONTNEED`) loses nothing: the next lookup that needs a page finds it again in the
/// page cache. The pack stays open, with its delta-base cache.
///
/// An address read off the process's maps must still be the index's when it is let go of: were
/// the pack closed in between and the address mapped again (a large block from malloc), its
/// memory would be zeroed. So whatever may close a pack (freeing a repository or an object
/// database) does so `whileNoIndexIsReleased`, and `release` reads and acts under the same lock.
enum PackIndexPages {
    private static let lock = Mutex(())

    /// Lets go of the resident pages of the pack indexes in `folder` (a pack folder's real path,
    /// as the kernel names files, ending in `/`) mapped in this process.
    /// Linux only (read off `/proc/self/maps`); elsewhere it does nothing.
    static func release(in folder: [UInt8]) {
        #if os(Linux)
        lock.withLock { _ in releaseLocked(in: folder) }
        #endif
    }

    /// The real path of `objects`' pack folder (`objects` ends in `/`), ending in `/`; nil when
    /// it does not exist.
    static func packFolder(of objects: String) -> [UInt8]? {
        guard let resolved = realpath(objects + "pack", nil) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map { UInt8(bitPattern: $0) }) + [UInt8(ascii: "/")]
    }

    /// The bytes of the pack indexes in `folder` (a pack folder's path ending in `/`): under a
    /// few megabytes, all of them resident costs less than letting go of them (reading
    /// `/proc/self/maps` and faulting pages in again) does.
    static func indexBytes(in folder: [UInt8]) -> Int {
        let path = String(decoding: folder, as: UTF8.self)
        guard let directory = opendir(path) else { return 0 }
        defer { closedir(directory) }
        var total = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            guard name.count > 4, name.suffix(4).elementsEqual(".idx".utf8) else { continue }
            var info = stat()
            if stat(path + String(decoding: name, as: UTF8.self), &info) == 0 { total += Int(info.st_size) }
        }
        return total
    }

    /// Runs `body`, which may close packs (and unmap their indexes), while `release` is not running.
    static func whileNoIndexIsReleased<T>(_ body: () -> T) -> T {
        lock.withLock { _ in body() }
    }

    #if os(Linux)
    private static func releaseLocked(in folder: [UInt8]) {
        guard let maps = readMaps() else { return }
        var lineStart = 0
        while lineStart < maps.count {
            var lineEnd = lineStart
            while lineEnd < maps.count, maps[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            if let range = indexMapping(maps[lineStart..<lineEnd], in: folder) {
                _ = madvise(UnsafeMutableRawPointer(bitPattern: range.start), Int(range.end - range.start), MADV_DONTNEED)
            }
            lineStart = lineEnd + 1
        }
    }
    #endif

    /// The addresses of one line of `/proc/self/maps` when it maps a pack index in `folder`
    /// read-only (`start-end r--s offset device inode /path/objects/pack/pack-….idx`).
    static func indexMapping(_ line: ArraySlice<UInt8>, in folder: [UInt8]) -> (start: UInt, end: UInt)? {
        guard line.count > 4, line.suffix(4).elementsEqual(".idx".utf8) else { return nil }
        let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count == 6 else { return nil }
        let path = fields[5].drop { $0 == UInt8(ascii: " ") }
        guard fields[1].first == UInt8(ascii: "r"), fields[1].dropFirst().first == UInt8(ascii: "-"),
              path.starts(with: folder), !path.dropFirst(folder.count).contains(UInt8(ascii: "/"))
        else { return nil }
        let addresses = fields[0].split(separator: UInt8(ascii: "-"))
        guard addresses.count == 2, let start = hex(addresses[0]), let end = hex(addresses[1]), start < end else { return nil }
        return (start, end)
    }

    private static func hex(_ digits: ArraySlice<UInt8>) -> UInt? {
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        var value: UInt = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }

    #if os(Linux)
    /// The whole of `/proc/self/maps` (its size is not known before it is read).
    private static func readMaps() -> [UInt8]? {
        let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return bytes
    }
    #endif
}
