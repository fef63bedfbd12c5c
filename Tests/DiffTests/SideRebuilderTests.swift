import Diff
import Testing
import TestSupport

@Suite struct SideRebuilderTests {
    /// Parses `diff` and returns its one file.
    func file(_ diff: String) throws -> FileDiff {
        try file(bytes: Array(diff.utf8))
    }

    func file(bytes diff: [UInt8]) throws -> FileDiff {
        var parser = DiffParser()
        var files: [FileDiff] = []
        var lines = diff.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines {
            parser.feed(Array(line)) { if case .file(let f) = $0 { files.append(f) } }
        }
        parser.finish { if case .file(let f) = $0 { files.append(f) } }
        return try #require(files.first)
    }

    /// A file's diff: git's header for `f`, then `hunks`.
    static func patch(_ hunks: String) -> String {
        "diff --git a/f b/f\nindex 1111111..2222222 100644\n--- a/f\n+++ b/f\n" + hunks
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
    let old = Array("one\ntwo\nthree\nfour\nfive\nsix\nseven\neight".utf8)
    let new = Array("one\ntwo\nTHREE\nfour\nfive\nsix\nseven\neight and a half\neight".utf8)

    @Test func rebuildsTheOldSideFromTheNew() throws {
        #expect(SideRebuilder.rebuild(.old, from: new, hunks: try file(diff).hunks) == old)
    }

    @Test func rebuildsTheNewSideFromTheOld() throws {
        #expect(SideRebuilder.rebuild(.new, from: old, hunks: try file(diff).hunks) == new)
    }

    @Test func refusesTextTheHunksDoNotFit() throws {
        let hunks = try file(diff).hunks
        // Too short; a context line that differs; an added line that is not the text's.
        #expect(SideRebuilder.rebuild(.old, from: Array("a\nb".utf8), hunks: hunks) == nil)
        #expect(SideRebuilder.rebuild(.old, from: Array("one\nTWO\nTHREE\nfour\n5\n6\n7\n8\n9".utf8), hunks: hunks) == nil)
        #expect(SideRebuilder.rebuild(.old, from: Array("one\ntwo\nTHREE\nfour\nfive\nsix\nseven\neight and a third\neight".utf8),
                                      hunks: hunks) == nil)
        // A removed line that is not the old text's, rebuilding the new side.
        #expect(SideRebuilder.rebuild(.new, from: Array("one\ntwo\nthree!\nfour\nfive\nsix\nseven\neight".utf8), hunks: hunks) == nil)
    }

    /// A diff that hid a change between its hunks (`--ignore-blank-lines` hides a blank line
    /// added) numbers its later hunks past where the rebuilt side has them: no rebuilt side.
    @Test func refusesHunksNumberedPastAHiddenChange() throws {
        let hidden = Self.patch("@@ -7,0 +9,1 @@\n+eight and a half\n")
        // Without the hidden blank line the new file has the added line at 8, not 9.
        let new = Array("one\ntwo\n\nthree\nfour\nfive\nsix\nseven\neight and a half\neight".utf8)
        #expect(SideRebuilder.rebuild(.old, from: new, hunks: try file(hidden).hunks) == nil)
    }

    /// `\ No newline at end of file` after a removed line: the rebuilt old side ends without one.
    @Test func keepsAMissingNewlineAtTheEnd() throws {
        let noNewline = Self.patch("@@ -1,2 +1,2 @@\n one\n-two\n\\ No newline at end of file\n+TWO\n")
        let hunks = try file(noNewline).hunks
        #expect(SideRebuilder.rebuild(.old, from: Array("one\nTWO\n".utf8), hunks: hunks) == Array("one\ntwo".utf8))
        #expect(SideRebuilder.rebuild(.new, from: Array("one\ntwo".utf8), hunks: hunks) == Array("one\nTWO\n".utf8))
    }

    @Test func hunkLinesCarryTheirNumbers() throws {
        let hunk = try file(diff).hunks[0]
        #expect(hunk.lines.map(\.oldNumber) == [2, 3, nil, 4])
        #expect(hunk.lines.map(\.newNumber) == [2, nil, 3, 4])
        #expect(hunk.lines.map(\.kind) == [.context, .removed, .added, .context])
    }

    /// Random edits of a text, diffed by real git (`git diff --no-index`, with context 0 to 5):
    /// each side rebuilt from the other is that file byte for byte, final newline or not.
    @Test func rebuildsWhatGitDiffedByteForByte() throws {
        let dir = try TemporaryDirectory()
        var random = SeededGenerator(seed: 22)
        let words = ["alpha", "beta", "", "  indented", "\tTabbed", "/* comment", "*/", "\"string", "x\r"]
        var compared = 0
        for round in 0..<12 {
            var lines = (0..<(20 + random.below(60))).map { _ in words[random.below(words.count)] + String(random.below(5)) }
            let oldText = lines.joined(separator: "\n") + (random.below(3) == 0 ? "" : "\n")
            for _ in 0..<(1 + random.below(6)) {
                let at = random.below(lines.count)
                switch random.below(3) {
                case 0: lines.insert("new \(random.below(100))", at: at)
                case 1: lines.remove(at: at)
                default: lines[at] = "changed \(random.below(100))"
                }
            }
            let newText = lines.joined(separator: "\n") + (random.below(3) == 0 ? "" : "\n")
            let oldPath = try dir.write("old\(round)", oldText)
            let newPath = try dir.write("new\(round)", newText)
            let run = try ToolRun.run("git", ["diff", "--no-index", "--no-color", "-U\(random.below(6))", oldPath, newPath],
                                      directory: dir.path)
            guard run.status == 1 else { continue }  // no difference made
            let hunks = try file(bytes: Array(run.text.utf8)).hunks
            compared += 1
            #expect(SideRebuilder.rebuild(.old, from: Array(newText.utf8), hunks: hunks) == Array(oldText.utf8), "round \(round)")
            #expect(SideRebuilder.rebuild(.new, from: Array(oldText.utf8), hunks: hunks) == Array(newText.utf8), "round \(round)")
        }
        #expect(compared >= 10)
    }
}
