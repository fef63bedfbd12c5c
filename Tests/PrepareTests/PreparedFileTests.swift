import Diff
import Highlight
import Prepare
import Testing

/// A prepared file holds each hunk's lines in order: line `l` of hunk `h` has what the file's
/// lines counted through the file have at the hunk's first line plus `l`.
@Suite struct PreparedFileTests {
    /// Two hunks: a paired change (emphasis), a comment opened above the second hunk on the old
    /// side only (old tokens differ), and a conflict in the second hunk.
    static let diff = """
        diff --git a/x.swift b/x.swift
        index 1111111..2222222 100644
        --- a/x.swift
        +++ b/x.swift
        @@ -1,3 +1,3 @@
         let a = 1
        -let b = "old"
        +let b = "new"
         let c = 3
        @@ -20,3 +20,8 @@ func f() {
         let d = 4
        +<<<<<<< HEAD
        +let e = 5
        +=======
        +let e = 6
        +>>>>>>> topic
         let f = 7

        """

    /// A preparer keeps one workspace for word emphasis from file to file (its interner holds
    /// the words of the files before): a file's emphasis is what a fresh one finds.
    @Test func emphasisInAWorkspaceKeptFromFileToFileIsWhatAFreshOneFinds() {
        let other = """
            diff --git a/y.swift b/y.swift
            index 3333333..4444444 100644
            --- a/y.swift
            +++ b/y.swift
            @@ -1,4 +1,4 @@
            -let total = count(of: items) + b
            -print("old")
            +let sum = count(of: items) + new
            +print("new", "b")
             let c = 3

            """
        let language = Languages.named("swift")!
        var workspace = WordEmphasis.Workspace()
        var lines = 0
        for text in [Self.diff, other, Self.diff] {
            let file = parsedFiles(text)[0]
            let tokens = HunkTokens(file: file, language: language, old: nil, new: nil)
            let kept = WordEmphasis.ranges(file: file, tokens: tokens, in: &workspace)
            let fresh = WordEmphasis.ranges(file: file, tokens: tokens)
            let count = file.hunks.reduce(0) { $0 + $1.lines.count }
            for index in 0..<count {
                #expect(Array(kept[index]) == Array(fresh[index]), "line \(index)")
                if !fresh[index].isEmpty { lines += 1 }
            }
        }
        #expect(lines == 2 + 4 + 2)
    }

    @Test func eachHunkHoldsItsOwnLines() throws {
        let file = parsedFiles(Self.diff)[0]
        let language = Languages.named("swift")!
        let old = LexedSide(text: Array("/*\n".utf8) + Array(repeating: 0x0A, count: 30), language: language)
        let tokens = HunkTokens(file: file, language: language, old: old, new: nil, bothSides: true)
        let emphasis = WordEmphasis.ranges(file: file, tokens: tokens)
        let conflicts = try #require(ConflictSections.find(in: file))
        let prepared = PreparedFile(file: file, language: language, tokens: tokens, emphasis: emphasis, note: nil,
                                    conflicts: conflicts)
        #expect(prepared.hunks.map(\.lines.count) == file.hunks.map(\.lines.count))
        var index = 0
        var seen = (emphasis: 0, conflict: 0, old: 0)
        for (h, hunk) in file.hunks.enumerated() {
            for l in hunk.lines.indices {
                let line = prepared.hunks[h].lines[l]
                #expect(line.tokens == tokens[index], "hunk \(h) line \(l)")
                #expect(line.emphasis == emphasis[index], "hunk \(h) line \(l)")
                #expect(line.conflict == conflicts[index], "hunk \(h) line \(l)")
                #expect(line.oldTokens == tokens.oldTokens(index), "hunk \(h) line \(l)")
                if !line.emphasis.isEmpty { seen.emphasis += 1 }
                if line.conflict != .none { seen.conflict += 1 }
                if line.oldTokens != nil { seen.old += 1 }
                index += 1
            }
        }
        // Each kind of thing was there to be misplaced.
        #expect(seen.emphasis == 2 && seen.conflict == 5 && seen.old > 0, "\(seen)")
    }

    @Test func anUncoloredFileHasPlainLinesEverywhere() {
        let line = PreparedFile.uncolored.hunk(3)[7]
        #expect(line.tokens.isEmpty && line.emphasis.isEmpty && line.conflict == .none && line.oldTokens == nil)
    }

    /// `expectWholeFileTokens` of `HunkTokensTests`, on a prepared file's lines.
    static func expectWholeFileTokens(_ prepared: PreparedFile, _ file: FileDiff, old: [[Token]], new: [[Token]],
                                      sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(prepared.hunks.count == file.hunks.count, sourceLocation: sourceLocation)
        for (h, hunk) in file.hunks.enumerated() {
            for (l, line) in hunk.lines.enumerated() {
                let expected: [Token]
                switch line.kind {
                case .removed: expected = old[line.oldNumber! - 1]
                case .added, .context: expected = new[line.newNumber! - 1]
                case .noNewline: expected = []
                }
                #expect(Array(prepared.hunk(h)[l].tokens) == expected,
                        "hunk \(h) line \(l): \(String(decoding: line.content, as: UTF8.self))", sourceLocation: sourceLocation)
            }
        }
    }
}
