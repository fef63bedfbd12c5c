import Clibgit2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many hex digits git shows of an abbreviated object id (`index` lines, `Merge:`),
/// chosen as git chooses it, so that tinge's output matches git's in a large repository.
enum Abbreviation {
    /// git's fallback, and the least it uses when the repository is small.
    static let least = 7

    /// The length `core.abbrev` asks for: a number from 4 to 40, `no` (or another false
    /// word) for whole ids, and `auto` or nothing for the length git derives from the number
    /// of objects, `auto(objects)`. A value git would refuse counts as `auto`.
    static func length(configured value: String?, objects: () -> Int) -> Int {
        guard let value = value?.lowercased(), value != "auto" else { return auto(objects()) }
        if ["false", "no", "off"].contains(value) { return 40 }
        if let number = Int(value), (4...40).contains(number) { return number }
        return auto(objects())
    }

    /// git's rule for `auto`: half the bits needed to count the objects, rounded up, so that
    /// abbreviations stay unlikely to collide as the repository grows; never below `least`.
    static func auto(_ objects: Int) -> Int {
        guard objects > 0 else { return least }
        let bits = Int.bitWidth - objects.leadingZeroBitCount
        return max(least, (bits + 1) / 2)
    }

    /// The objects of the packs in `folder` (a repository's `objects/pack`), as git estimates
    /// them: the sum of each pack index's count, read from its header alone. Loose objects are
    /// not counted, as git does not count them.
    static func packedObjects(in folder: String) -> Int {
        guard let directory = opendir(folder) else { return 0 }
        defer { closedir(directory) }
        var total = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix("pack-"), name.hasSuffix(".idx") else { continue }
            total += indexCount(folder + "/" + name)
        }
        return total
    }

    /// The object count in a pack index's fan-out table: its last entry, after the 8-byte
    /// header of a version 2 index (`\377tOc`, version) or at the start of a version 1 one.
    private static func indexCount(_ path: String) -> Int {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 8 + 256 * 4)
        guard pread(fd, &head, head.count, 0) == head.count else { return 0 }
        let version2 = head[0..<4] == [0xFF, 0x74, 0x4F, 0x63]
        let last = (version2 ? 8 : 0) + 255 * 4
        return head[last..<last + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The length for `repository`, from its `core.abbrev` and its packs.
    static func length(for repository: Repository) -> Int {
        let value = try? repository.config().string("core.abbrev")
        return length(configured: value ?? nil) {
            guard let folder = git_repository_commondir(repository.pointer) else { return 0 }
            return packedObjects(in: String(cString: folder) + "objects/pack")
        }
    }
}

extension Repository {
    /// The shortest abbreviation of `id` that names one object only, at least `abbreviation`
    /// digits, as git prints a commit's parents on its `Merge:` line.
    /// The corresponding C functions are `git_repository_odb` and `git_odb_exists_prefix`.
    func uniqueAbbreviation(of id: git_oid) -> String {
        let digits = hex(id)
        var odb: OpaquePointer?
        guard git_repository_odb(&odb, pointer) == 0, let odb else { return String(digits.prefix(abbreviation)) }
        defer { git_odb_free(odb) }
        for length in abbreviation..<40 {
            var short = id
            var found = git_oid()
            // The prefix's digits past `length` do not count; the lookup reads only `length` of them.
            if git_odb_exists_prefix(&found, odb, &short, length) != GIT_EAMBIGUOUS.rawValue {
                return String(digits.prefix(length))
            }
        }
        return digits
    }
}
