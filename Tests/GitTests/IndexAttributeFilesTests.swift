import Foundation
import Git
import TestSupport
import Testing

/// `IndexAttributeFiles`: the `.gitattributes` entries read from index files real git wrote,
/// in each of its versions, and nothing read from one it cannot be sure of.
@Suite struct IndexAttributeFilesTests {
    /// A repository whose index holds attributes files at the top and two folders down, among
    /// files whose names are near theirs.
    private func fixture() throws -> NativeDiffTests.Fixture {
        let f = try NativeDiffTests.Fixture()
        try f.write(".gitattributes", "*.dat binary\n")
        try f.write("a.gitattributes", "not one\n")
        try f.write("src/.gitattributes", "*.c diff=cpp\n")
        try f.write("src/deep/er/.gitattributes", "*.md linguist-language=Text\n")
        try f.write("src/x.gitattributes/file", "a folder named like one\n")
        for n in 0..<50 { try f.write("src/file\(n).c", "int f\(n);\n") }
        try f.commit("Files")
        return f
    }

    /// The stage-0 `.gitattributes` entries `git ls-files -s` lists: mode, id, path.
    private func expected(_ f: NativeDiffTests.Fixture) throws -> [String] {
        try f.git("ls-files", "-s").split(separator: "\n").filter {
            $0.hasSuffix("\t.gitattributes") || $0.hasSuffix("/.gitattributes")
        }.map(String.init)
    }

    /// The version the index file says it is (git 2.39 has no `--show-index-version`).
    private func indexVersion(_ f: NativeDiffTests.Fixture) throws -> Int {
        let bytes = try #require(IndexAttributeFiles.indexBytes(of: try f.native.repository))
        return bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
    }

    private func read(_ f: NativeDiffTests.Fixture) throws -> [String]? {
        let bytes = try #require(IndexAttributeFiles.indexBytes(of: try f.native.repository))
        return IndexAttributeFiles.entries(in: bytes)?.map { entry in
            String(entry.mode, radix: 8) + " " + entry.id.map { String(format: "%02x", $0) }.joined() + " 0\t"
                + String(decoding: entry.path, as: UTF8.self)
        }
    }

    // Version 3 is written only when an entry needs it (below): asked for, git writes 2.
    @Test(arguments: ["2", "4"])
    func readsEveryVersion(version: String) throws {
        let f = try fixture()
        try f.git("update-index", "--index-version", version)
        #expect(try indexVersion(f) == Int(version))
        let found = try read(f)
        #expect(found?.count == 3)
        #expect(found == (try expected(f)))
    }

    /// Version 3 holds extended flags only on entries that need them (intent to add).
    @Test func readsExtendedFlags() throws {
        let f = try fixture()
        try f.write("later/.gitattributes", "*.txt text\n")
        try f.git("add", "-N", "later/.gitattributes")
        #expect(try indexVersion(f) == 3)
        #expect(try read(f) == (try expected(f)))
    }

    /// A conflicted attributes file has no stage-0 entry: libgit2 finds none there either.
    @Test func leavesOutConflictStages() throws {
        let f = try fixture()
        try f.git("checkout", "-q", "-b", "side")
        try f.write(".gitattributes", "*.dat -diff\n")
        try f.commit("Side")
        try f.git("checkout", "-q", "main")
        try f.write(".gitattributes", "*.dat diff\n")
        try f.commit("Main")
        _ = try? f.git("merge", "-q", "side")
        #expect(try f.git("ls-files", "-u").contains(".gitattributes"))
        #expect(try read(f)?.map { $0.split(separator: "\t").last } == ["src/.gitattributes", "src/deep/er/.gitattributes"])
    }

    /// A split index keeps most entries in another file: not read here.
    @Test func refusesASplitIndex() throws {
        let f = try fixture()
        try f.git("update-index", "--split-index")
        #expect(try read(f) == nil)
    }

    @Test func refusesWhatIsNotAWholeIndex() throws {
        let f = try fixture()
        let bytes = try #require(IndexAttributeFiles.indexBytes(of: try f.native.repository))
        #expect(IndexAttributeFiles.entries(in: bytes) != nil)
        for cut in [0, 11, 12, 100, bytes.count / 2] {
            #expect(IndexAttributeFiles.entries(in: Array(bytes.prefix(cut))) == nil, "cut at \(cut)")
        }
        var version = bytes
        version[7] = 9
        #expect(IndexAttributeFiles.entries(in: version) == nil)
        var signature = bytes
        signature[0] = UInt8(ascii: "X")
        #expect(IndexAttributeFiles.entries(in: signature) == nil)
    }
}
