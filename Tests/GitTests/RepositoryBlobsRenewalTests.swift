import Foundation
@testable import Git
import TestSupport
import Synchronization
import Testing

/// The object database blobs are read through is let go of and opened again every
/// `RepositoryBlobs.renewalBytes`, libgit2's delta-base cache with it; the pages of pack indexes
/// that lookups made resident are let go of every `RepositoryBlobs.indexReleaseBlobs`.
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

    /// The real path of `dir`'s pack folder, as `/proc/self/smaps` names its files.
    private func packFolder(_ dir: TemporaryDirectory) -> String {
        URL(fileURLWithPath: dir.path).resolvingSymlinksInPath().path + "/.git/objects/pack/"
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

    @Test func theIndexPagesLookupsLeaveAreLetGoEveryFewBlobs() throws {
        #if os(Linux)
        let small = 60_000
        let (dir, ids) = try packedRepository(small: small)
        let repository = try Repository(discoveringFrom: dir.path)
        let packs = packFolder(dir)
        // Lookups through the repository's own database, spread over the whole index, leave
        // most of it resident (about 1.7 MB); nothing there lets go of it.
        var generator = SeededGenerator(seed: 22)
        for _ in 0..<2_000 {
            let n = Int.random(in: 1...small, using: &generator)
            #expect(try repository.blob(abbreviatedID: ids[n]) == Array("tiny \(n)\n".utf8))
        }
        let warm = try indexPages(in: packs)
        #expect(warm.kilobytes > 1_000)
        // Reads through the blobs' database let go of the pages of every map of the
        // repository's pack indexes (its own database's too) at each `indexReleaseBlobs`-th
        // blob: not before it, and nothing is read after it. (This index, 1.7 MB, is under the
        // size a repository's must come to for that: the test lowers it.)
        #expect(PackIndexPages.indexBytes(in: Array(packs.utf8)) < RepositoryBlobs.indexReleaseMinimum)
        let blobs = try RepositoryBlobs(repository, indexReleaseMinimum: 0)
        for n in 1..<RepositoryBlobs.indexReleaseBlobs {
            #expect(try blobs.blob(ids[n], limit: 1 << 20)?.content == Array("tiny \(n)\n".utf8))
        }
        #expect(try indexPages(in: packs).kilobytes > 1_000)
        #expect(try blobs.blob(ids[small], limit: 1 << 20)?.content == Array("tiny \(small)\n".utf8))
        let released = try indexPages(in: packs)
        #expect(released.kilobytes == 0, "resident index \(warm.kilobytes) KB, then \(released.kilobytes) KB")
        // The pack stays open: its pages come back from the page cache as lookups need them.
        #expect(try repository.blob(abbreviatedID: ids[9]) == Array("tiny 9\n".utf8))
        #expect(try blobs.blob(ids[11], limit: 1 << 20)?.content == Array("tiny 11\n".utf8))
        #expect(try indexPages(in: packs).kilobytes > 0)
        #endif
    }

    /// A small index (git's own is 24 MB; this one 1.7 MB) stays resident: letting go of it
    /// would cost more than it holds.
    @Test func aSmallIndexIsNotLetGoOf() throws {
        #if os(Linux)
        let small = 60_000
        let (dir, ids) = try packedRepository(small: small)
        let blobs = try RepositoryBlobs(try Repository(discoveringFrom: dir.path))
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<(4 * RepositoryBlobs.indexReleaseBlobs) {
            let n = Int.random(in: 1...small, using: &generator)
            #expect(try blobs.blob(ids[n], limit: 1 << 20)?.content == Array("tiny \(n)\n".utf8))
        }
        // A lookup leaves some of the index resident (each a few pages and the 64 KB around
        // them); left alone, the last eight blobs' and the ones before them stay.
        #expect(try indexPages(in: packFolder(dir)).kilobytes > 256)
        #endif
    }

    @Test func theOldDatabaseAndItsIndexMapGoAtARenewal() throws {
        #if os(Linux)
        let (dir, ids) = try packedRepository(small: 100)
        let repository = try Repository(discoveringFrom: dir.path)
        let packs = packFolder(dir)
        #expect(try repository.blob(abbreviatedID: ids[1]) != nil)
        let blobs = try RepositoryBlobs(repository)
        #expect(try blobs.blob(ids[2], limit: 1 << 20)?.content == Array("tiny 2\n".utf8))
        #expect(try indexPages(in: packs).maps == 2)
        // Two large blobs pass the renewal size: the database they were read through is let go of.
        #expect(try blobs.blob(ids[101], limit: 1 << 30)?.content?.first == 0x61)
        #expect(try blobs.blob(ids[102], limit: 1 << 30)?.content?.first == 0x62)
        #expect(try blobs.blob(ids[7], limit: 1 << 20)?.content == Array("tiny 7\n".utf8))
        // The repository's map and the new database's: the old one is gone.
        #expect(try indexPages(in: packs).maps == 2)
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
