#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Clibgit2

/// The `.gitattributes` files the index holds, read straight from the index file, for handles
/// that need the index only for attributes.
///
/// libgit2 looks up a file's diff driver (its attributes) for every patch it makes, and the
/// first lookup reads the whole index: git's own is 461 KB, 4,500 entries, checked whole with
/// SHA-1 (with collision detection) before an entry is read, about 4 ms of one core. Of it the
/// lookup wants only the `.gitattributes` files (a folder's, when the work tree has none). `tinge
/// log` makes patches on a handle per core, each of which read the index for itself: a tenth of
/// `tinge log -p -n 100`'s time. git does not check the index's hash when it reads it either.
///
/// The format is git's (`gitformat-index`): a header (`DIRC`, the version, the entry count),
/// then the entries sorted by path. Each has 40 bytes of file data (its mode at 24), the object
/// id, 16 bits of flags (the stage at bits 12–13, the name's length in the low 12) and, when
/// the flags' bit 14 says so (versions 3 and 4), 16 more; then its NUL-ended path, padded with
/// NULs to a multiple of 8 bytes from the entry's start in versions 2 and 3, and in version 4
/// written as how many bytes to drop from the end of the previous path (a varint) and what
/// follows them. Extensions come after the entries.
package enum IndexAttributeFiles {
    /// An entry of the index: a stage-0 `.gitattributes`.
    package struct Entry: Equatable, Sendable {
        package var path: [UInt8]
        package var mode: UInt32
        package var id: [UInt8]

        /// The id as libgit2 holds it.
        var oid: git_oid {
            var oid = git_oid()
            withUnsafeMutableBytes(of: &oid.id) { $0.copyBytes(from: id.prefix($0.count)) }
            return oid
        }
    }

    /// The stage-0 entries named `.gitattributes` (at the top or in a folder) of the index
    /// `bytes`; nil when they cannot be told for certain: not an index of version 2, 3 or 4 with
    /// SHA-1 ids, cut short, or an index whose entries are not all in it (a split index's
    /// `link`, a sparse index's folders, `sdir`), which the caller leaves to libgit2.
    package static func entries(in bytes: [UInt8]) -> [Entry]? {
        bytes.withUnsafeBufferPointer { entries(in: $0) }
    }

    private static let idSize = 20
    private static let attributes = Array(".gitattributes".utf8)

    private static func entries(in bytes: UnsafeBufferPointer<UInt8>) -> [Entry]? {
        func word(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
        }
        guard bytes.count >= 12 + idSize, Array(bytes[0..<4]) == Array("DIRC".utf8) else { return nil }
        let version = word(4)
        guard (2...4).contains(version) else { return nil }
        let count = Int(word(8))
        let end = bytes.count - idSize  // the checksum closes the file
        var found: [Entry] = []
        var path: [UInt8] = []  // version 4's: each entry's is the one before it, changed
        var at = 12
        for _ in 0..<count {
            let start = at
            let fixed = 40 + idSize + 2
            guard at + fixed <= end else { return nil }
            let mode = word(at + 24)
            let flags = UInt16(bytes[at + 60]) << 8 | UInt16(bytes[at + 61])
            let extended = flags & 0x4000 != 0
            guard !extended || version >= 3 else { return nil }
            var cursor = at + fixed + (extended ? 2 : 0)
            if version == 4 {
                var drop = 0
                var byte: UInt8
                repeat {
                    guard cursor < end, drop < 1 << 24 else { return nil }
                    byte = bytes[cursor]
                    drop = drop << 7 | Int(byte & 0x7F)
                    cursor += 1
                    if byte & 0x80 != 0 { drop += 1 }
                } while byte & 0x80 != 0
                guard drop <= path.count else { return nil }
                path.removeLast(drop)
            }
            guard cursor < end, let zero = memchr(bytes.baseAddress! + cursor, 0, end - cursor) else { return nil }
            let nul = bytes.baseAddress!.distance(to: zero.assumingMemoryBound(to: UInt8.self))
            // A sparse index's folder stands for entries it does not list.
            guard mode & 0o170000 != 0o040000 else { return nil }
            let name = UnsafeBufferPointer(rebasing: bytes[cursor..<nul])
            if version == 4 {
                path += name
                at = nul + 1
            } else {
                at = start + (nul + 1 - start + 7) & ~7
            }
            // Versions 2 and 3 write each path whole: copied only when it is one.
            if flags >> 12 & 3 == 0, version == 4 ? path.withUnsafeBufferPointer(isAttributesFile) : isAttributesFile(name) {
                found.append(Entry(path: version == 4 ? path : Array(name), mode: mode,
                                   id: Array(bytes[start + 40..<start + 40 + idSize])))
            }
        }
        // Extensions: a signature and a size each. A split index's entries are in another file.
        while at + 8 <= end {
            let signature = Array(bytes[at..<at + 4])
            guard signature != Array("link".utf8), signature != Array("sdir".utf8) else { return nil }
            at += 8 + Int(word(at + 4))
        }
        return found
    }

    /// Whether `path` is a `.gitattributes` file: the top's or a folder's.
    private static func isAttributesFile(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        path.count >= attributes.count && path.suffix(attributes.count).elementsEqual(attributes)
            && (path.count == attributes.count || path[path.count - attributes.count - 1] == UInt8(ascii: "/"))
    }
}

extension IndexAttributeFiles {
    /// The index file `repository`'s git reads (`GIT_INDEX_FILE` when set, else the one in its
    /// git folder), read whole; nil when there is none or it cannot be read.
    package static func indexBytes(of repository: Repository) -> [UInt8]? {
        let path = repository.variable("GIT_INDEX_FILE").flatMap { $0.isEmpty ? nil : $0 }
            ?? git_repository_path(repository.pointer).map { String(cString: $0) + "index" }
        return path.flatMap { FileBytes.read($0) }
    }
}

extension Repository {
    /// Gives the handle an index in memory holding only `entries` (the index's `.gitattributes`
    /// files, `IndexAttributeFiles`), for a handle that reads the index for nothing else: libgit2
    /// then finds the attributes files there and does not read the index file itself. Nothing
    /// changes (false) when an entry cannot be added.
    /// The corresponding C functions are `git_index_new`, `git_index_add` and `git_repository_set_index`.
    @discardableResult
    package func useIndex(holdingOnly entries: [IndexAttributeFiles.Entry]) -> Bool {
        var index: OpaquePointer?
        guard git_index_new(&index) == 0, let index else { return false }
        defer { git_index_free(index) }
        for entry in entries {
            var added = git_index_entry()
            added.mode = entry.mode
            added.id = entry.oid
            let status = (entry.path + [0]).withUnsafeBufferPointer { path in
                path.withMemoryRebound(to: CChar.self) { path in
                    added.path = path.baseAddress
                    return git_index_add(index, &added)
                }
            }
            guard status == 0 else { return false }
        }
        return git_repository_set_index(pointer, index) == 0
    }
}
