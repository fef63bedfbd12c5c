import Diff
import TestSupport
import Testing

/// Conflict markers git's merge writes, read from a file's hunks: whole blocks only, markers
/// only in their order and of one length, on the side that holds them.
@Suite struct ConflictParserTests {
    /// Each hunk line's part, in order, for the one file in `diff`.
    private func parts(_ diff: String) -> [ConflictPart] {
        let file = Parse.files(Parse.items(diff))[0]
        let count = file.hunks.reduce(0) { $0 + $1.lines.count }
        guard let sections = ConflictSections.find(in: file) else { return Array(repeating: .none, count: count) }
        return (0..<count).map { sections[$0] }
    }

    static let combined = """
        diff --cc f.txt
        index 455c853,03ddbb5..0000000
        --- a/f.txt
        +++ b/f.txt
        @@@ -1,5 -1,5 +1,9 @@@
          a
        ++<<<<<<< HEAD
         +MAIN
        ++=======
        + TOPIC
        ++>>>>>>> topic
          e

        """

    @Test func aCombinedDiffsConflictHasOursAndTheirs() {
        #expect(parts(Self.combined) == [.none, .oursMarker, .ours, .theirsMarker, .theirs, .endMarker, .none])
    }

    @Test func diff3AddsTheBase() {
        let diff = """
            diff --cc f.txt
            --- a/f.txt
            +++ b/f.txt
            @@@ -1,5 -1,5 +1,11 @@@
            ++<<<<<<< ours
             +MAIN
            ++||||||| base
            ++c
            ++=======
            + TOPIC
            + MORE
            ++>>>>>>> theirs

            """
        #expect(parts(diff) == [.oursMarker, .ours, .baseMarker, .base, .theirsMarker, .theirs, .theirs, .endMarker])
    }

    @Test func aTwoWayDiffOfCommittedMarkersAndContextLines() {
        let diff = """
            diff --git a/x b/x
            --- a/x
            +++ b/x
            @@ -1,4 +1,6 @@
             <<<<<<< HEAD
            -old
            +ours
             =======
            +theirs\r
            +>>>>>>> branch\r
             after

            """
        #expect(parts(diff) == [.oursMarker, .none, .ours, .theirsMarker, .theirs, .endMarker, .none])
    }

    @Test(arguments: [
        // A heading's underline, with no block around it.
        "+Title\n+=======\n+text\n",
        // A block that never closes.
        "+<<<<<<< HEAD\n+ours\n+=======\n+theirs\n",
        // Markers out of order.
        "+<<<<<<< HEAD\n+>>>>>>> x\n+=======\n",
        // Markers of other lengths than the block's first.
        "+<<<<<<< HEAD\n+ours\n+========\n+theirs\n+>>>>>>> x\n",
        // Too short to be markers, or not followed by a space.
        "+<<<<<< HEAD\n+ours\n+======\n+theirs\n+>>>>>> x\n",
        "+<<<<<<<HEAD\n+ours\n+=======\n+theirs\n+>>>>>>> x\n",
        // Removed lines are not in the file that holds markers.
        "-<<<<<<< HEAD\n-ours\n-=======\n-theirs\n->>>>>>> x\n",
    ])
    func notABlock(_ lines: String) {
        let count = lines.split(separator: "\n").count
        let added = lines.split(separator: "\n").filter { !$0.hasPrefix("-") }.count
        let diff = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,\(count - added) +1,\(added) @@\n" + lines
        #expect(parts(diff).allSatisfy { $0 == .none }, "\(lines)")
    }

    @Test func markersOfAnotherSizeMakeABlock() {
        let m = { (c: Character) in String(repeating: c, count: 32) }
        let diff = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -0,0 +1,5 @@\n"
            + "+\(m("<")) ours\n+a\n+\(m("="))\n+b\n+\(m(">")) theirs\n"
        #expect(parts(diff) == [.oursMarker, .ours, .theirsMarker, .theirs, .endMarker])
    }

    @Test func aBlockDoesNotGoOnAcrossHunks() {
        let diff = """
            diff --git a/x b/x
            --- a/x
            +++ b/x
            @@ -1,0 +1,2 @@
            +<<<<<<< HEAD
            +ours
            @@ -9,0 +11,3 @@
            +=======
            +theirs
            +>>>>>>> x

            """
        #expect(parts(diff).allSatisfy { $0 == .none })
    }

    @Test func aNewStartMarkerDropsTheUnfinishedBlock() {
        let diff = """
            diff --git a/x b/x
            --- a/x
            +++ b/x
            @@ -0,0 +1,7 @@
            +<<<<<<< stray
            +text
            +<<<<<<< HEAD
            +ours
            +=======
            +theirs
            +>>>>>>> x

            """
        #expect(parts(diff) == [.none, .none, .oursMarker, .ours, .theirsMarker, .theirs, .endMarker])
    }

    @Test func aFileWithoutMarkersHasNoSections() {
        let file = Parse.files(Parse.items("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+<b>\n"))[0]
        #expect(ConflictSections.find(in: file) == nil)
    }
}
