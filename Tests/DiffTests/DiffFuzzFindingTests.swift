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
}
