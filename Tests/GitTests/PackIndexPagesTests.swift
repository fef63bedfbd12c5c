import Foundation
@testable import Git
import TestSupport
import Testing

@Suite struct PackIndexPagesTests {
    /// The kilobytes of `folder`'s pack indexes resident in this process, from /proc/self/smaps.
    private func residentIndexKB(in folder: String) throws -> Int {
        // Read by another process: /proc files say they are empty, which some readers believe.
        let smaps = try ToolRun.run("cat", ["/proc/\(getpid())/smaps"]).text
        var inIndex = false
        var total = 0
        for line in smaps.split(separator: "\n") {
            if let first = line.first, first.isHexDigit, line.contains("-") {
                inIndex = line.hasSuffix(".idx") && line.contains(folder)
            } else if inIndex, line.hasPrefix("Rss:") {
                total += Int(line.split(separator: " ")[1]) ?? 0
            }
        }
        return total
    }

    @Test func readingBlobsLetsGoOfThePackIndexPages() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let count = RepositoryBlobs.readsPerRelease
        for n in 0..<count { try dir.write("f\(n)", "file \(n)\n") }
        try dir.git("add", ".")
        try dir.git("commit", "-q", "-m", "files")
        try dir.git("gc", "-q")
        let ids = try dir.git("ls-tree", "--object-only", "HEAD").split(separator: "\n").map(String.init)
        #expect(ids.count == count)
        let blobs = try RepositoryBlobs(try Repository(discoveringFrom: dir.path))
        let packs = URL(fileURLWithPath: dir.path).resolvingSymlinksInPath().path + "/.git/objects/pack/"
        for id in ids.dropLast() { #expect(try blobs.blob(id, limit: 1 << 20)?.content != nil) }
        // Mapped and touched by the lookups so far…
        #expect(try residentIndexKB(in: packs) > 0)
        // …and let go of after every `readsPerRelease` blobs read.
        #expect(try blobs.blob(ids.last!, limit: 1 << 20)?.content == Array("file \(count - 1)\n".utf8))
        #expect(try residentIndexKB(in: packs) == 0)
        // Lookups map back what they touch: reading goes on as before.
        for (n, id) in ids.enumerated() { #expect(try blobs.blob(id, limit: 1 << 20)?.content == Array("file \(n)\n".utf8)) }
    }

    @Test func onlyReadOnlyIndexesOfTheFolderAreNamed() {
        let folder = "/r/.git/objects/pack/"
        let index = "7f0000000000-7f0000010000 r--s 00000000 08:01 42    /r/.git/objects/pack/pack-1.idx\n"
        #expect(PackIndexPages.indexRange(index, in: folder) == 0x7f00_0000_0000..<0x7f00_0001_0000)
        #expect(PackIndexPages.indexRange(index.replacingOccurrences(of: ".idx", with: ".pack"), in: folder) == nil)
        #expect(PackIndexPages.indexRange(index.replacingOccurrences(of: "r--s", with: "rw-p"), in: folder) == nil)
        #expect(PackIndexPages.indexRange(index, in: "/other/.git/objects/pack/") == nil)
        #expect(PackIndexPages.indexRange("7f0000000000-7f0000010000 rw-p 00000000 00:00 0\n", in: folder) == nil)
    }
}
