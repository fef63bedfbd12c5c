import Diff
import Testing

@Suite struct SideRebuilderTests {
    /// Parses `diff` and returns its one file.
    func file(_ diff: String) throws -> FileDiff {
        var parser = DiffParser()
        var files: [FileDiff] = []
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for line in lines {
            parser.feed(Array(line.utf8)) { if case .file(let f) = $0 { files.append(f) } }
        }
        parser.finish { if case .file(let f) = $0 { files.append(f) } }
        return try #require(files.first)
    }

    func lines(_ s: String) -> [ArraySlice<UInt8>] {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { ArraySlice(Array($0.utf8)) }
    }

    let diff = """
        diff --git a/f b/f
        index 1111111..2222222 100644
        --- a/f
        +++ b/f
        @@ -2,3 +2,3 @@
         two
        -three
        +THREE
         four
        @@ -7,0 +8,1 @@
        +eight and a half

        """
    let old = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight"
    let new = "one\ntwo\nTHREE\nfour\nfive\nsix\nseven\neight and a half\neight"

    @Test func rebuildsTheOldSideFromTheNew() throws {
        let rebuilt = SideRebuilder.rebuild(.old, from: lines(new), hunks: try file(diff).hunks)
        #expect(rebuilt == lines(old))
    }

    @Test func rebuildsTheNewSideFromTheOld() throws {
        let rebuilt = SideRebuilder.rebuild(.new, from: lines(old), hunks: try file(diff).hunks)
        #expect(rebuilt == lines(new))
    }

    @Test func refusesTextTheHunksDoNotFit() throws {
        #expect(SideRebuilder.rebuild(.old, from: lines("a\nb"), hunks: try file(diff).hunks) == nil)
        #expect(SideRebuilder.rebuild(.old, from: lines("one\nTWO\nTHREE\nfour\n5\n6\n7\n8\n9"), hunks: try file(diff).hunks) == nil)
    }

    @Test func hunkLinesCarryTheirNumbers() throws {
        let hunk = try file(diff).hunks[0]
        #expect(hunk.lines.map(\.oldNumber) == [2, 3, nil, 4])
        #expect(hunk.lines.map(\.newNumber) == [2, nil, 3, 4])
        #expect(hunk.lines.map(\.kind) == [.context, .removed, .added, .context])
    }
}
