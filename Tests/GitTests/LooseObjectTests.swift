import Foundation
import Clibgit2
@testable import Git
import TestSupport
import Testing

/// Loose objects' files read and checked to their end: every damaged one is a `Damage`, found
/// in finite time, never a wait (libgit2 1.5 loops on one cut short).
@Suite struct LooseObjectTests {
    /// A repository with one file written as a loose object; its id and its file's bytes.
    private func looseObject(_ content: String) throws -> (TemporaryDirectory, id: String, file: [UInt8]) {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("f.txt", content)
        let id = try dir.git("hash-object", "-w", "f.txt").trimmingCharacters(in: .newlines)
        let file = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(dir.path)/.git/objects/\(id.prefix(2))/\(id.dropFirst(2))")))
        return (dir, id, file)
    }

    private static let text = String(repeating: "hello world, line after line\n", count: 40)

    @Test func anIntactObjectReadsWholeAndItsHeaderAlone() throws {
        let (_, _, file) = try looseObject(Self.text)
        let object = try LooseObject.read(file)
        #expect(object.type == GIT_OBJECT_BLOB)
        #expect(object.content == Array(Self.text.utf8))
        let header = try LooseObject.header(of: file)
        #expect(header.type == GIT_OBJECT_BLOB && header.size == Self.text.utf8.count)
        // The header is in the first few bytes: a prefix of the file tells it.
        #expect(try LooseObject.header(of: Array(file.prefix(24))).size == Self.text.utf8.count)
    }

    @Test func anEmptyBlobReads() throws {
        let (_, _, file) = try looseObject("")
        #expect(try LooseObject.read(file).content == [])
        #expect(throws: LooseObject.Damage.cutShort) { try LooseObject.read(Array(file.dropLast(2))) }
    }

    /// Cut at every length: each is damaged, and says it is cut short (or, too short to be a
    /// zlib stream at all, not one).
    @Test func anObjectCutAtAnyLengthIsDamaged() throws {
        let (_, _, file) = try looseObject(Self.text)
        for length in 0..<file.count {
            let cut = Array(file.prefix(length))
            #expect(throws: LooseObject.Damage.self, "cut at \(length)") { try LooseObject.read(cut) }
            do {
                _ = try LooseObject.read(cut)
            } catch {
                #expect(error == (length < 2 ? .notCompressed : .cutShort), "cut at \(length)")
            }
        }
    }

    @Test func aGarbledOrForeignFileIsDamaged() throws {
        let (_, _, file) = try looseObject(Self.text)
        var garbled = file
        for i in 12..<20 { garbled[i] ^= 0xFF }
        #expect(throws: LooseObject.Damage.self) { try LooseObject.read(garbled) }
        #expect(throws: LooseObject.Damage.notCompressed) { try LooseObject.read(Array("blob 5\0hello".utf8)) }
    }

    /// A header that lies about the size, either way, or names no type.
    @Test func aHeaderThatDoesNotFitTheContentIsDamaged() throws {
        func deflated(_ text: String) throws -> [UInt8] {
            let dir = try TemporaryDirectory()
            try dir.write("raw", text)
            // git's own zlib, through a pipe: `git hash-object` would write a right header.
            let run = try ToolRun.run("python3", ["-c", "import sys,zlib; sys.stdout.buffer.write(zlib.compress(open('raw','rb').read()))"],
                                      directory: dir.path)
            return run.stdout
        }
        #expect(throws: LooseObject.Damage.wrongSize(declared: 10, actual: 5)) { try LooseObject.read(try deflated("blob 10\0hello")) }
        #expect(throws: LooseObject.Damage.wrongSize(declared: 3, actual: 5)) { try LooseObject.read(try deflated("blob 3\0hello")) }
        #expect(throws: LooseObject.Damage.badHeader) { try LooseObject.read(try deflated("bolb 5\0hello")) }
        #expect(throws: LooseObject.Damage.badHeader) { try LooseObject.read(try deflated(String(repeating: "x", count: 100))) }
        // A size no file of this length could hold is not allocated.
        #expect(throws: LooseObject.Damage.impossibleSize(999_999_999_999_999)) {
            try LooseObject.read(try deflated("blob 999999999999999\0" + String(repeating: "hello", count: 100)))
        }
        #expect(try LooseObject.read(try deflated("blob 5\0hello")).content == Array("hello".utf8))
    }
}
