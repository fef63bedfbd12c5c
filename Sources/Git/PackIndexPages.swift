#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The pages of a repository's pack indexes, which libgit2 maps whole (`objects/pack/*.idx`):
/// each object read looks its id up in one, and the kernel maps 64 KB around each page touched,
/// so a long log ends with most of the index resident: 20 MB of git's own 24 MB index, as much
/// as everything else tinge holds. They are clean pages of a file, kept by the page cache, so
/// `release` drops them from the process now and then; a later lookup maps back the few it
/// touches (a minor fault, no reading). The corresponding C function is `madvise`.
enum PackIndexPages {
    /// Held while pages are dropped and while libgit2 may unmap an index (a repository or an
    /// object database freed): a range read from the map must still be the index when it is
    /// dropped, not memory mapped at the same place since (`tinge log` frees the extra
    /// repositories it diffs with while files are still prepared).
    private static let unmapping = Mutex<Void>(())

    /// Runs `free`, which may unmap a pack index, while no pages are being dropped.
    static func freeing(_ free: () -> Void) {
        unmapping.withLock { _ in free() }
    }

    /// Drops the resident pages of the pack indexes mapped from `folder` (a repository's
    /// `objects/pack/`). libgit2 unmaps an index only when the object database holding it is
    /// freed (`freeing`), or in the rare refresh that finds its pack gone.
    static func release(in folder: String) {
        #if os(Linux)
        unmapping.withLock { _ in releaseLocked(in: folder) }
        #endif
    }

    private static func releaseLocked(in folder: String) {
        #if os(Linux)
        guard let maps = fopen("/proc/self/maps", "r") else { return }
        defer { fclose(maps) }
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), maps) != nil {
            guard let range = indexRange(String(cString: line), in: folder) else { continue }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: range.lowerBound), Int(range.upperBound - range.lowerBound), MADV_DONTNEED)
        }
        #endif
    }

    /// The addresses a line of `/proc/self/maps` (`start-end perms offset device inode path`)
    /// names when it maps a pack index of `folder` read-only; nil for any other line.
    static func indexRange(_ line: String, in folder: String) -> Range<UInt>? {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count == 6, fields[1].hasPrefix("r"), !fields[1].contains("w") else { return nil }
        let path = fields[5].drop { $0 == " " }.prefix { $0 != "\n" }
        guard path.hasPrefix(folder), path.hasSuffix(".idx") else { return nil }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let low = UInt(bounds[0], radix: 16), let high = UInt(bounds[1], radix: 16),
              low < high else { return nil }
        return low..<high
    }
}
