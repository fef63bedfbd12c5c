import Diff
import Highlight
@testable import Prepare
import Testing

/// The chain that finds a file's sides, and the cache that keeps a blob from being read or lexed twice.
@Suite struct SideFinderTests {
    static let python = Languages.named("python")!
    static let oldID = "1111111111111111111111111111111111111111"
    static let newID = "2222222222222222222222222222222222222222"

    /// A file's diff in git's form, with abbreviated ids as git prints them.
    static func diff(path: String = "app.py", old: String = "1111111111", new: String = "2222222222",
                     hunks: String = "@@ -2,2 +2,2 @@\n a = 1\n-b = 2\n+b = 3\n") -> FileDiff {
        parsedFiles("diff --git a/\(path) b/\(path)\nindex \(old)..\(new) 100644\n--- a/\(path)\n+++ b/\(path)\n" + hunks)[0]
    }

    @Test func blobsAreFoundByAbbreviatedIDAndReadOnceForTwoDiffs() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, "\"\"\"\na = 1\nb = 2\n\"\"\"\n")
        source.add(blob: Self.newID, "\"\"\"\na = 1\nb = 3\n\"\"\"\n")
        let finder = SideFinder(source: source, cache: SideCache(), sizeLimit: 1 << 20)
        for _ in 0..<2 {
            let sides = finder.sides(of: Self.diff(), language: Self.python)
            #expect(sides.old?.state(atLine: 3) == sides.new?.state(atLine: 3))
            #expect(sides.old?.state(atLine: 3) != .initial)  // inside the docstring
            #expect(sides.old?.text == Array("\"\"\"\na = 1\nb = 2\n\"\"\"\n".utf8))
            finder.remember(sides)
        }
        // The new side is read, the old one rebuilt from it and the hunk.
        #expect(source.reads(of: Self.oldID) == 0)
        #expect(source.reads(of: Self.newID) == 1)
    }

    /// `git log -p` shows a file's blobs newest first: each commit's old side is the next commit
    /// down's new side. Rebuilt once and cached, it is neither read there nor rebuilt again, and
    /// that commit's old side is rebuilt from it in turn: one blob read for the whole chain.
    @Test func aFilesHistoryNewestFirstReadsOneBlob() {
        let source = MemoryBlobSource()
        let texts = ["x\na = 1\nb = 1\n", "x\na = 1\nb = 2\n", "x\na = 1\nb = 3\n"]
        let ids = ["3333333333333333333333333333333333333333", Self.oldID, Self.newID]
        for (id, text) in zip(ids, texts) { source.add(blob: id, text) }
        let finder = SideFinder(source: source, cache: SideCache(), sizeLimit: 1 << 20)
        for k in [2, 1] {
            let diff = Self.diff(old: String(ids[k - 1].prefix(10)), new: String(ids[k].prefix(10)),
                                 hunks: "@@ -2,2 +2,2 @@\n a = 1\n-b = \(k)\n+b = \(k + 1)\n")
            let sides = finder.sides(of: diff, language: Self.python)
            #expect(sides.old?.text == Array(texts[k - 1].utf8))
            #expect(sides.new?.text == Array(texts[k].utf8))
            finder.remember(sides)
        }
        #expect(ids.map { source.reads(of: $0) } == [0, 0, 1])
    }

    /// Hunks the text they name does not fit (a diff made with `-w` shows one side's context
    /// for both): nothing is rebuilt from them, and the old side is read by its id.
    @Test func aSideTheHunksDoNotRebuildIsRead() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, "x\na  = 1\nb = 2\n")
        source.add(blob: Self.newID, "x\na = 1\nb = 3\n")
        let diff = Self.diff(hunks: "@@ -2,2 +2,2 @@\n a  = 1\n-b = 2\n+b = 3\n")
        let sides = SideFinder(source: source, cache: SideCache(), sizeLimit: 1 << 20).sides(of: diff, language: Self.python)
        #expect(sides.old?.text == Array("x\na  = 1\nb = 2\n".utf8))
        #expect(source.reads(of: Self.oldID) == 1)
        #expect(sides.differing == nil)
    }

    /// An added file's one hunk is all of it, and a deleted file's: the blob is not read, and the
    /// side is the hunk's lines (a final line without its newline too).
    @Test func addedAndDeletedFilesAreTheirHunks() {
        let source = MemoryBlobSource()
        source.add(blob: Self.newID, "'''\na = 1\n'''")
        let finder = SideFinder(source: source, cache: SideCache(), sizeLimit: 1 << 20)
        let added = parsedFiles("diff --git a/app.py b/app.py\nnew file mode 100644\nindex 0000000000..2222222222\n--- /dev/null\n+++ b/app.py\n@@ -0,0 +1,3 @@\n+'''\n+a = 1\n+'''\n\\ No newline at end of file\n")[0]
        let sides = finder.sides(of: added, language: Self.python)
        #expect(sides.new?.text == Array("'''\na = 1\n'''".utf8))
        #expect(sides.old == nil)
        #expect(source.reads(of: Self.newID) == 0)
        let deleted = parsedFiles("diff --git a/app.py b/app.py\ndeleted file mode 100644\nindex 2222222222..0000000000\n--- a/app.py\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-a = 1\n-b = 2\n")[0]
        let gone = finder.sides(of: deleted, language: Self.python)
        #expect(gone.old?.text == Array("a = 1\nb = 2\n".utf8))
        #expect(gone.new == nil)
        #expect(source.reads(of: Self.newID) == 0)
    }

    /// A translation catalog's lines carry no state: nothing above its hunks changes how they
    /// lex, so its sides are not read, and a side over the limit is no news.
    @Test func aLanguageWithoutStateReadsNoSide() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, "msgid \"a\"\nmsgstr \"b\"\n" + String(repeating: "#. x\n", count: 400))
        source.add(blob: Self.newID, "msgid \"a\"\nmsgstr \"c\"\n" + String(repeating: "#. x\n", count: 400))
        let diff = Self.diff(path: "po/de.po", hunks: "@@ -1,2 +1,2 @@\n msgid \"a\"\n-msgstr \"b\"\n+msgstr \"c\"\n")
        let prepared = Preparer(source: source, resolver: LanguageResolver(), options: .init(wholeFiles: true)).prepare(diff)
        #expect(prepared.language.name == "gettext")
        #expect(source.reads(of: Self.oldID) == 0 && source.reads(of: Self.newID) == 0)
        #expect(prepared.note == nil)
        let limited = Preparer(source: source, resolver: LanguageResolver(), options: .init(wholeFiles: true, sizeLimit: 1000))
        #expect(limited.prepare(diff).note == nil)
        // The same tokens as hunk context gives.
        let alone = Preparer(source: nil, resolver: LanguageResolver(), options: .init(wholeFiles: false)).prepare(diff)
        #expect((0..<3).map { Array(prepared.hunks[0].lines[$0].tokens) } == (0..<3).map { Array(alone.hunks[0].lines[$0].tokens) })
        #expect(!prepared.hunks[0].lines[2].tokens.isEmpty)
    }

    @Test func aSideOverTheLimitGivesHunkContextWithANote() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, String(repeating: "x = 1\n", count: 400))
        source.add(blob: Self.newID, "a = 1\nb = 3\n")
        let preparer = Preparer(source: source, resolver: LanguageResolver(), options: .init(wholeFiles: true, sizeLimit: 1000))
        let prepared = preparer.prepare(Self.diff())
        #expect(prepared.note == "hunk context: 2.4 KB, over the 1 KB limit")
        #expect(source.reads(of: Self.oldID) == 0)
        #expect(prepared.hunks.map(\.lines.count) == [3])
    }

    @Test func aMissingOldSideIsRebuiltFromTheNewOneAndTheHunks() {
        let source = MemoryBlobSource()
        source.add(blob: Self.newID, "'''\na = 1\nb = 3\n'''\n")
        let sides = SideFinder(source: source, cache: SideCache(), sizeLimit: 1 << 20).sides(of: Self.diff(), language: Self.python)
        #expect(sides.old.map { String(decoding: $0.text, as: UTF8.self) } == "'''\na = 1\nb = 2\n'''\n")
        #expect(sides.old?.state(atLine: 3) != .initial)
    }

    @Test func anUnstagedChangeIsReadFromTheWorkTreeWhenItsHashMatches() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, "x\na = 1\nb = 2\n")
        source.add(workTree: "app.py", id: Self.newID, "x\na = 1\nb = 3\n")
        source.add(workTree: "other.py", id: "3333333333333333333333333333333333333333", "x\na = 1\nb = 3\n# more\n")
        let finder = SideFinder(source: source, cache: SideCache(), sizeLimit: 1 << 20)
        #expect(finder.sides(of: Self.diff(), language: Self.python).new?.text == Array("x\na = 1\nb = 3\n".utf8))
        // The hash decides: a work-tree file that is another blob is not taken (the side is rebuilt instead).
        let rebuilt = finder.sides(of: Self.diff(path: "other.py"), language: Self.python).new
        #expect(rebuilt.map { String(decoding: $0.text, as: UTF8.self) } == "x\na = 1\nb = 3\n")
    }

    @Test func aPlainDiffReadsTheFilesItNames() {
        let source = MemoryBlobSource()
        source.add(file: "before.py", "'''\na = 1\nb = 2\n'''\n")
        source.add(file: "after.py", "'''\na = 1\nb = 3\n'''\n")
        let file = parsedFiles("--- before.py\n+++ after.py\n@@ -2,2 +2,2 @@\n a = 1\n-b = 2\n+b = 3\n")[0]
        #expect(file.header.isPlainDiff)
        let sides = SideFinder(source: source, cache: SideCache(), sizeLimit: 1 << 20).sides(of: file, language: Self.python)
        #expect(sides.old?.state(atLine: 2) != .initial)
        #expect(sides.new?.state(atLine: 2) != .initial)
    }

    @Test func theCacheLetsGoOfTextsFirstAndKeepsCheckpointsLonger() {
        let cache = SideCache(textLimit: 4000, stateLimit: 1 << 20)
        var sides: [LexedSide] = []
        for n in 0..<10 {
            let side = LexedSide(text: Array(String(repeating: "x = \(n)\n", count: 100).utf8), language: Self.python)
            _ = side.state(atLine: 100)
            cache.store(side, "blob\(n)")
            sides.append(side)
        }
        // About 700 bytes each: the newest five texts fit in 4000 bytes; every blob keeps its checkpoints.
        #expect(cache.lookup("blob0")?.text == nil)
        #expect(cache.lookup("blob0")?.states.linesLexed == 99)
        #expect(cache.lookup("blob9")?.text == sides[9].text)
        let small = SideCache(textLimit: 0, stateLimit: 300)
        for n in 0..<10 { small.store(sides[n], "blob\(n)") }
        #expect(small.lookup("blob0") == nil)
        #expect(small.lookup("blob9") != nil)
    }

    /// A blob that has been a new side and an old side has shown all it will in a log, in either
    /// order: its text goes at once, its checkpoints stay; a blob that has been one side keeps it.
    @Test func theCacheLetsGoOfATextThatHasBeenBothSides() {
        let cache = SideCache(textLimit: 1 << 20, stateLimit: 1 << 20)
        let side = LexedSide(text: Array("x = 1\n".utf8), language: Self.python)
        cache.store(side, "newest first", as: .new)
        #expect(cache.lookup("newest first")?.text == side.text)
        cache.store(side, "newest first", as: .old)
        #expect(cache.lookup("newest first")?.text == nil)
        #expect(cache.lookup("newest first")?.states === side.states)
        cache.store(side, "oldest first", as: .old)
        cache.store(side, "oldest first", as: .old)
        #expect(cache.lookup("oldest first")?.text == side.text)
        cache.store(side, "oldest first", as: .new)
        #expect(cache.lookup("oldest first")?.text == nil)
    }

    /// A log read newest first, each commit changing three files, through a cache with room for
    /// four texts: once the first commit's new sides are out, the texts kept are the old sides,
    /// the next commit down's new sides, and no blob is read (keeping the newest texts of either
    /// side, it read one blob a file in every commit).
    @Test func aLogNewestFirstKeepsTheTextsItWillNeed() {
        let source = MemoryBlobSource()
        let paths = ["a.py", "b.py", "c.py"]
        func text(_ path: String, _ k: Int) -> String { "x\na = 1\nb = \(k)\n# \(path)\n" }
        func id(_ path: String, _ k: Int) -> String {
            String(paths.firstIndex(of: path)! + 1) + String(k + 1) + String(repeating: "0", count: 38)
        }
        for path in paths { for k in 0..<5 { source.add(blob: id(path, k), text(path, k)) } }
        let finder = SideFinder(source: source, cache: SideCache(textLimit: 4 * text("a.py", 0).utf8.count), sizeLimit: 1 << 20)
        for k in [4, 3, 2, 1] {
            for path in paths {
                let diff = Self.diff(path: path, old: String(id(path, k - 1).prefix(10)), new: String(id(path, k).prefix(10)),
                                     hunks: "@@ -2,2 +2,2 @@\n a = 1\n-b = \(k - 1)\n+b = \(k)\n")
                let sides = finder.sides(of: diff, language: Self.python)
                #expect(sides.old?.text == Array(text(path, k - 1).utf8))
                finder.remember(sides)
            }
        }
        // The newest blobs are read; the two commits after the first read none.
        #expect(paths.allSatisfy { source.reads(of: id($0, 4)) == 1 })
        #expect(paths.allSatisfy { path in (0..<3).allSatisfy { source.reads(of: id(path, $0)) == 0 } })
    }

    /// `git diff` mid-merge: a combined diff whose result is the work tree (`..0000000`).
    static let merge = parsedFiles("""
        diff --cc app.py
        index 1111111,2222222..0000000
        --- a/app.py
        +++ b/app.py
        @@@ -3,5 -3,5 +3,8 @@@
          a
        ++<<<<<<< HEAD
         +b = 1
        ++=======
        + b = 2
        ++>>>>>>> topic
          c
        - d
         -e
          \"\"\"
        """)[0]

    static let mergeResult = "x = 0\n\"\"\"\na\n<<<<<<< HEAD\nb = 1\n=======\nb = 2\n>>>>>>> topic\nc\n\"\"\"\n"

    /// Each parent's side from its blob, the result's from the work-tree file, conflict markers
    /// and all: the hunk starts inside the docstring on every side.
    @Test func aCombinedDiffOfTheWorkTreeFindsEachParentAndTheFile() {
        let source = MemoryBlobSource()
        source.add(blob: Self.oldID, "x = 0\n\"\"\"\na\nb = 1\nc\nd\n\"\"\"\n")
        source.add(blob: Self.newID, "x = 0\n\"\"\"\na\nb = 2\nc\ne\n\"\"\"\n")
        source.add(workTree: "app.py", id: "", Self.mergeResult)
        let sides = SideFinder(source: source, cache: SideCache(), sizeLimit: 1 << 20).sides(of: Self.merge, language: Self.python)
        #expect(sides.olds.count == 2)
        #expect(sides.olds.allSatisfy { $0?.state(atLine: 3) != nil && $0?.state(atLine: 3) != .initial })
        #expect(sides.new?.text == Array(Self.mergeResult.utf8))
        #expect(sides.new?.state(atLine: 3) != .initial)
    }

    /// A work-tree file changed since git read it is not the result: its lines are not the hunks'.
    @Test func aWorkTreeFileThatIsNotTheResultIsNotTaken() {
        let source = MemoryBlobSource()
        source.add(workTree: "app.py", id: "", Self.mergeResult.replacingOccurrences(of: "c\n", with: "changed\n"))
        let sides = SideFinder(source: source, cache: SideCache(), sizeLimit: 1 << 20).sides(of: Self.merge, language: Self.python)
        #expect(sides.new == nil)
    }

    /// Lines the result lost are lexed on the side of a parent they were removed from: `d` on
    /// the first's, `e` on the second's, both inside the docstring.
    @Test func aCombinedDiffsRemovedLinesAreLexedOnTheirParentsSide() {
        let hunk = Self.merge.hunks[0]
        let places = HunkTokens.parentLines(of: hunk, known: [true, true])
        let d = hunk.lines.firstIndex { $0.content.elementsEqual("d".utf8) }!
        let e = hunk.lines.firstIndex { $0.content.elementsEqual("e".utf8) }!
        #expect(places[d].parent == 0 && places[d].number == 6)
        #expect(places[e].parent == 1 && places[e].number == 6)
        // With the first parent's side unknown, `d` is still only on the first's.
        #expect(HunkTokens.parentLines(of: hunk, known: [false, true])[d].parent == 0)
    }
}

/// Another version of a file takes the checkpoints lexing one version left, as far as the two
/// texts are the same: a file's commits in `git log -p` are rarely each other's sides (branches
/// interleave), but they share most of their text.
@Suite struct PrefixReuseTests {
    static let python = Languages.named("python")!

    /// 1,000 lines with a docstring open from line 200 to 260, `changed` at line 700 or not.
    static func text(_ changed: Bool) -> [UInt8] {
        var lines = (1...1000).map { "x = \($0)" }
        lines[199] = "'''"
        lines[259] = "'''"
        if changed { lines[699] = "y = 'changed'" }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    @Test func checkpointsAreTakenAsFarAsTheTextsAgree() {
        let first = LexedSide(text: Self.text(false), language: Self.python)
        _ = first.state(atLine: 900)
        let second = LexedSide(text: Self.text(true), language: Self.python)
        second.text.withUnsafeBufferPointer { second.states.adoptPrefix(of: first.states, in: $0) }
        // Checkpoints every 64 lines: the one at line 640 (0-based) is the last before the change.
        #expect(second.states.linesLexed == 640)
        #expect(second.state(atLine: 230) == first.state(atLine: 230))
        #expect(second.state(atLine: 230) != .initial)  // inside the docstring
        #expect(second.state(atLine: 950) == LexedSide(text: Self.text(true), language: Self.python).state(atLine: 950))
    }

    @Test func aTextThatDiffersAtOnceTakesNothing() {
        let first = LexedSide(text: Self.text(false), language: Self.python)
        _ = first.state(atLine: 900)
        var other = Self.text(false)
        other[0] = UInt8(ascii: "z")
        let second = LexedSide(text: other, language: Self.python)
        second.text.withUnsafeBufferPointer { second.states.adoptPrefix(of: first.states, in: $0) }
        #expect(second.states.linesLexed == 0)
    }

    /// Through the finder and its cache: a second diff of the same path, another blob, starts
    /// its new side from the first one's checkpoints, and its tokens are its own side's.
    @Test func aPathsNextVersionStartsFromTheLastOnesCheckpoints() throws {
        let source = MemoryBlobSource()
        let ids = ["1111111111111111111111111111111111111111", "2222222222222222222222222222222222222222",
                   "3333333333333333333333333333333333333333"]
        var lines = (1...1000).map { "x = \($0)" }
        lines[199] = "'''"
        lines[259] = "'''"
        func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }
        var second = lines
        second[899] = "y = 900"
        var third = lines
        third[799] = "y = 800"
        source.add(blob: ids[0], text(lines))
        source.add(blob: ids[1], text(second))
        source.add(blob: ids[2], text(third))
        let cache = SideCache()
        let finder = SideFinder(source: source, cache: cache, sizeLimit: 1 << 20)
        func diff(_ old: String, _ new: String, line: Int, _ was: String, _ now: String) -> FileDiff {
            SideFinderTests.diff(old: String(old.prefix(10)), new: String(new.prefix(10)),
                                 hunks: "@@ -\(line),1 +\(line),1 @@\n-\(was)\n+\(now)\n")
        }
        // The newer commit: 1 → 2, at line 900; its new side is lexed to there.
        let newer = diff(ids[0], ids[1], line: 900, "x = 900", "y = 900")
        let sides = finder.sides(of: newer, language: Self.python)
        _ = HunkTokens(file: newer, language: Self.python, olds: sides.olds, new: sides.new)
        finder.remember(sides)
        // Another branch's commit: 1 → 3, at line 800; blob 3 is new to the cache, but its text
        // is blob 2's up to line 800.
        let other = diff(ids[0], ids[2], line: 800, "x = 800", "y = 800")
        let found = finder.sides(of: other, language: Self.python)
        #expect((found.new?.states.linesLexed ?? 0) >= 704)
        let tokens = HunkTokens(file: other, language: Self.python, olds: found.olds, new: found.new)
        let reference = HunkTokensTests.reference(Array(text(third).utf8), Self.python)
        #expect(Array(tokens.tokens(hunk: 0, line: 1)) == reference[799])
    }
}
