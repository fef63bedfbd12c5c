import Foundation
@testable import Git
import TestSupport
import Synchronization
import Testing

/// The object database blobs are read through is let go of and opened again every
/// `RepositoryBlobs.renewalBytes`: libgit2's delta-base cache and the pages of the pack's index
/// that lookups made resident go with it.
@Suite struct RepositoryBlobsRenewalTests {
    /// A packed repository of `small` tiny blobs (an index of some megabytes) and two blobs
    /// that together pass the renewal size; the ids by mark (1...small tiny, then the two).
    private func packedRepository(small: Int) throws -> (TemporaryDirectory, [String]) {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        var stream: [UInt8] = []
        func blob(_ mark: Int, _ content: [UInt8]) {
            stream += Array("blob\nmark :\(mark)\ndata \(content.count)\n".utf8) + content + [0x0A]
        }
        for n in 1...small { blob(n, Array("tiny \(n)\n".utf8)) }
        let large = RepositoryBlobs.renewalBytes / 2 + 1
        blob(small + 1, Array(repeating: 0x61, count: large))
        blob(small + 2, Array(repeating: 0x62, count: large))
        let marks = dir.path + "/marks"
        let run = try ToolRun.run("git", ["fast-import", "--quiet", "--export-marks=\(marks)"], input: stream, directory: dir.path)
        #expect(run.status == 0)
        var ids = [String](repeating: "", count: small + 3)
        for line in try String(contentsOfFile: marks, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: " ")
            ids[Int(fields[0].dropFirst())!] = String(fields[1])
        }
        return (dir, ids)
    }

    /// The kilobytes of `folder`'s pack indexes resident in this process, and how many maps of
    /// them there are, from /proc/self/smaps.
    private func indexPages(in folder: String) throws -> (kilobytes: Int, maps: Int) {
        // Read by another process: /proc files say they are empty, which some readers believe.
        let smaps = try ToolRun.run("cat", ["/proc/\(getpid())/smaps"]).text
        var inIndex = false
        var total = 0, maps = 0
        for line in smaps.split(separator: "\n") {
            if let first = line.first, first.isHexDigit, line.contains("-") {
                inIndex = line.hasSuffix(".idx") && line.contains(folder)
                if inIndex { maps += 1 }
            } else if inIndex, line.hasPrefix("Rss:") {
                total += Int(line.split(separator: " ")[1]) ?? 0
            }
        }
        return (total, maps)
    }

    @Test func theIndexPagesLookupsLeftGoWithTheDatabase() throws {
        #if os(Linux)
        let small = 60_000
        let (dir, ids) = try packedRepository(small: small)
        let repository = try Repository(discoveringFrom: dir.path)
        let packs = URL(fileURLWithPath: dir.path).resolvingSymlinksInPath().path + "/.git/objects/pack/"
        // The repository's own database has the pack open too: the blobs' database is apart.
        #expect(try repository.blob(abbreviatedID: ids[1]) != nil)
        let blobs = try RepositoryBlobs(repository)
        var generator = SeededGenerator(seed: 22)
        for _ in 0..<2_000 {
            let n = Int.random(in: 1...small, using: &generator)
            #expect(try blobs.blob(ids[n], limit: 1 << 20)?.content == Array("tiny \(n)\n".utf8))
        }
        let before = try indexPages(in: packs)
        // Lookups spread over the whole index left most of it resident (about 1.7 MB).
        #expect(before.kilobytes > 1_000)
        // Two large blobs pass the renewal size: the database they were read through is let go of.
        #expect(try blobs.blob(ids[small + 1], limit: 1 << 30)?.content?.first == 0x61)
        #expect(try blobs.blob(ids[small + 2], limit: 1 << 30)?.content?.first == 0x62)
        #expect(try blobs.blob(ids[7], limit: 1 << 20)?.content == Array("tiny 7\n".utf8))
        let after = try indexPages(in: packs)
        #expect(after.kilobytes < before.kilobytes / 2, "resident index \(before.kilobytes) KB, then \(after.kilobytes) KB")
        // The repository's map and the new database's: the old one is gone.
        #expect(after.maps <= 2)
        #endif
    }

    @Test func readsFromSeveralThreadsAcrossRenewalsAreRight() throws {
        let small = 200
        let (dir, ids) = try packedRepository(small: small)
        let blobs = try RepositoryBlobs(try Repository(discoveringFrom: dir.path))
        let wrong = Mutex(0)
        // Each thread reads large and tiny blobs in turn: the database is renewed many times
        // while others read through the old one.
        let content: @Sendable (Int) -> [UInt8]? = { n in (try? blobs.blob(ids[n], limit: 1 << 30))??.content }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<6 {
                let large = small + 1 + (thread + round) % 2
                if content(large)?.count != RepositoryBlobs.renewalBytes / 2 + 1 { wrong.withLock { $0 += 1 } }
                for n in stride(from: 1 + thread, through: small, by: 7) where content(n) != Array("tiny \(n)\n".utf8) {
                    wrong.withLock { $0 += 1 }
                }
            }
        }
        #expect(wrong.withLock { $0 } == 0)
    }
}
