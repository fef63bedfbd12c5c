import Diff
import TestSupport
import Testing

/// Inputs on which a fuzz target in `fuzz/` found the parser wrong, made small, one test each.
@Suite struct DiffFuzzFindingTests {
    @Test("a combined `@@@` hunk after a plain `@@` one makes the file a merge's (FuzzDiffParser)")
    func combinedHunkAfterPlainOne() {
        let text = "diff --git a/x b/x\n@@ -1 +1 @@\n-a\n+b\n@@@ -1 -1 +1 @@@\n++c\n"
        let file = Parse.files(Parse.items(text))[0]
        #expect(file.hunks.map(\.header.old.count) == [1, 2])
        // Preparation reads `parents` to choose a single old side: with 1 it would lex the
        // combined hunk's lines as one parent's.
        #expect(file.header.parents == 2)
    }

    @Test("an SGR on a blank context line is git's: the file's line is empty (FuzzDiffParser)",
          arguments: ["\u{1B}[3m", "\u{1B}[32m", "\u{1B}[m\u{1B}[1m", "\u{1B}[m\r"])
    func sgrOnBlankContextLine(_ blank: String) throws {
        let text = "\u{1B}[1mdiff --git a/x b/x\u{1B}[m\n\u{1B}[36m@@ -1,3 +1,3 @@\u{1B}[m\n"
            + " a\u{1B}[m\n" + blank + "\n" + " b\u{1B}[m\n"
        let file = try #require(Parse.files(Parse.items(text)).first)
        let lines = try #require(file.hunks.first).lines
        try #require(lines.count == 3, "\(lines.map { Array($0.line.raw) })")
        #expect(lines[1].kind == .context && lines[1].markerCount == 0)
        // Empty, or the `\r` of a CRLF line.
        #expect(lines[1].line.text.filter { $0 != 0x0D }.isEmpty, "\(Array(lines[1].line.text))")
    }
}
