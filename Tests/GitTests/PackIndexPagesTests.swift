@testable import Git
import Testing

/// Which lines of `/proc/self/maps` are a pack index's map to let go of.
@Suite struct PackIndexPagesTests {
    private let folder = Array("/home/ann/my repo/.git/objects/pack/".utf8)

    private func mapping(_ line: String) -> (start: UInt, end: UInt)? {
        let bytes = Array(line.utf8)
        return PackIndexPages.indexMapping(bytes[...], in: folder)
    }

    @Test func aReadOnlyMapOfAnIndexInTheFolderIsOne() {
        let line = "7f3a1c000000-7f3a1d6b0000 r--s 00000000 08:01 1234567                    /home/ann/my repo/.git/objects/pack/pack-5b31da4c48e5.idx"
        let range = mapping(line)
        #expect(range?.start == 0x7f3a_1c00_0000)
        #expect(range?.end == 0x7f3a_1d6b_0000)
        #expect(mapping("7f3a1c000000-7f3a1d6b0000 r--p 00000000 08:01 1234567 /home/ann/my repo/.git/objects/pack/pack-5b31da4c48e5.idx") != nil)
    }

    @Test func anythingElseIsNot() {
        let index = "/home/ann/my repo/.git/objects/pack/pack-5b31.idx"
        // Writable: its pages may hold what is nowhere else.
        #expect(mapping("7f3a1c000000-7f3a1d6b0000 rw-s 00000000 08:01 1234567 \(index)") == nil)
        // A pack's data, another repository's index, one in a folder below, a deleted file.
        #expect(mapping("7f3a1c000000-7f3a1d6b0000 r--s 00000000 08:01 1234567 /home/ann/my repo/.git/objects/pack/pack-5b31.pack") == nil)
        #expect(mapping("7f3a1c000000-7f3a1d6b0000 r--s 00000000 08:01 1234567 /home/ann/other/.git/objects/pack/pack-5b31.idx") == nil)
        #expect(mapping("7f3a1c000000-7f3a1d6b0000 r--s 00000000 08:01 1234567 /home/ann/my repo/.git/objects/pack/old/pack-5b31.idx") == nil)
        #expect(mapping("7f3a1c000000-7f3a1d6b0000 r--s 00000000 08:01 1234567 \(index) (deleted)") == nil)
        // Anonymous memory, a malformed range, a line cut short.
        #expect(mapping("7f3a1c000000-7f3a1d6b0000 rw-p 00000000 00:00 0") == nil)
        #expect(mapping("7f3a1d6b0000-7f3a1c000000 r--s 00000000 08:01 1234567 \(index)") == nil)
        #expect(mapping("7f3a1c00000g-7f3a1d6b0000 r--s 00000000 08:01 1234567 \(index)") == nil)
        #expect(mapping("7f3a1c000000-7f3a1d6b0000 r--s \(index)") == nil)
    }
}
