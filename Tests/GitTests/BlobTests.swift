import Foundation
import Git
import TestSupport
import Testing

@Suite struct BlobTests {
    /// A repository with one committed file, `a.txt`.
    private func repository() throws -> (TemporaryDirectory, Repository) {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("a.txt", "hello\r\nworld\n")
        try dir.git("add", "a.txt")
        try dir.git("commit", "-q", "-m", "one")
        return (dir, try Repository(discoveringFrom: dir.path))
    }

    @Test func readsABlobByFullAndAbbreviatedID() throws {
        let (dir, repository) = try repository()
        let id = try dir.git("rev-parse", "HEAD:a.txt").trimmingCharacters(in: .newlines)
        let expected = Array("hello\r\nworld\n".utf8)
        #expect(try repository.blob(abbreviatedID: id) == expected)
        #expect(try repository.blob(abbreviatedID: String(id.prefix(7))) == expected)
        #expect(try repository.blob(abbreviatedID: String(id.prefix(4)).uppercased()) == expected)
    }

    @Test func missingShortOrNonBlobIDsAreNil() throws {
        let (dir, repository) = try repository()
        let commit = try dir.git("rev-parse", "HEAD").trimmingCharacters(in: .newlines)
        #expect(try repository.blob(abbreviatedID: commit) == nil)
        #expect(try repository.blob(abbreviatedID: "0000000") == nil)
        #expect(try repository.blob(abbreviatedID: "abc") == nil)
        #expect(try repository.blob(abbreviatedID: "not-hex") == nil)
    }

    @Test func anAmbiguousPrefixIsNil() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        // Enough blobs that two share their first four hex digits (the contents fix which two).
        var names: [String] = []
        for n in 0..<400 {
            try dir.write("f\(n)", "\(n)\n")
            names.append("f\(n)")
        }
        let run = try ToolRun.run("git", ["hash-object", "-w"] + names, directory: dir.path)
        let ids = run.text.split(separator: "\n").map(String.init)
        let prefixes = Dictionary(grouping: ids, by: { $0.prefix(4) })
        let shared = try #require(prefixes.first { $0.value.count > 1 }?.key)
        let repository = try Repository(discoveringFrom: dir.path)
        #expect(try repository.blob(abbreviatedID: String(shared)) == nil)
    }

    @Test func hashesAWorkTreeFileThroughGitsFilters() throws {
        let (dir, repository) = try repository()
        #expect(repository.blobID(ofWorkTreeFile: "a.txt") == (try dir.git("hash-object", "a.txt").trimmingCharacters(in: .newlines)))
        // With CRLF conversion on, the CRLF file hashes as its LF form, as `git hash-object` does.
        try dir.write(".gitattributes", "*.crlf text eol=crlf\n")
        try dir.write("b.crlf", "one\r\ntwo\r\n")
        let expected = try dir.git("hash-object", "b.crlf").trimmingCharacters(in: .newlines)
        #expect(repository.blobID(ofWorkTreeFile: "b.crlf") == expected)
        #expect(repository.blobID(ofWorkTreeFile: "b.crlf") != (try dir.git("hash-object", "--no-filters", "b.crlf").trimmingCharacters(in: .newlines)))
        #expect(repository.blobID(ofWorkTreeFile: "missing.txt") == nil)
    }
}
