import Diff
import TestSupport
import Testing

/// The tricky cases, one at a time, on small hand-written inputs.
@Suite struct DiffParserTests {
    private func listing(_ text: String) -> String { ItemListing.render(Parse.items(text)) }

    /// A line's text where it lies (`unsafeText`, what lexing, word emphasis and painting read)
    /// is its text: after the file took its bytes into its own array (`FileDiff.ownBytes`), with
    /// git's colors stripped, under a `--graph` prefix, and for lines with no text at all.
    @Test func aLinesTextWhereItLiesIsItsText() {
        let colored = "\u{1B}[33mcommit 0123456789abcdef0123456789abcdef01234567\u{1B}[m\n\u{1B}[1mdiff --git a/x b/x\u{1B}[m\n"
            + "\u{1B}[1m--- a/x\u{1B}[m\n\u{1B}[1m+++ b/x\u{1B}[m\n\u{1B}[36m@@ -1,3 +1,3 @@\u{1B}[m f\n"
            + "\u{1B}[31m-old line\u{1B}[m\n\u{1B}[32m+new\tline\u{1B}[m\n same\n\n"
        let graph = "* commit 0123456789abcdef0123456789abcdef01234567\n| diff --git a/x b/x\n| --- a/x\n| +++ b/x\n"
            + "| @@ -1,3 +1,3 @@ f\n| -old line\n| +new\tline\n|  same\n| \n"
        for input in [colored, graph] {
            var checked = 0
            for line in Parse.lines(of: Parse.items(input)) {
                #expect(Array(line.unsafeText) == Array(line.text))
                #expect(line.textCount == line.text.count)
                #expect(line.withText(from: 1, to: 3) { Array($0) } == Array(line.text.dropFirst(1).prefix(2)))
                checked += 1
            }
            #expect(checked == 9)
            let hunkLines = Parse.files(Parse.items(input))[0].hunks[0].lines
            #expect(hunkLines.map { String(decoding: $0.unsafeContent, as: UTF8.self) } == ["old line", "new\tline", "same", ""])
        }
    }

    @Test("a hunk line stays small: a window holds thousands, and its numbers are not optionals padded to 16 bytes each")
    func hunkLinesStaySmall() {
        // 72 bytes, and 8 for where its text lies (`InputLine.unsafeText`: read with no copy of the line).
        #expect(MemoryLayout<HunkLine>.stride <= 80)
        var line = Parse.files(Parse.items("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -4 +4 @@\n-a\n+b\n"))[0].hunks[0].lines[0]
        #expect(line.oldNumber == 4 && line.newNumber == nil)
        line.newNumber = 9
        line.oldNumber = nil
        #expect(line.oldNumber == nil && line.newNumber == 9)
    }

    @Test("a file's lines leave the block they were read in for an array of the file's own, byte for byte")
    func filesOwnTheirBytes() throws {
        // As the pager reads: every line a slice of one block; a second file and a commit after the first.
        let text = "diff --git a/x.c b/x.c\n--- a/x.c\n+++ b/x.c\n@@ -1,2 +1,2 @@ int main(void)\n a\n-b\n+\u{1B}[31mc\n"
            + "diff --git a/y b/y\n--- a/y\n+++ b/y\n@@ -3 +3 @@\n-d\n+e\n"
        let block = Array(text.utf8)
        let items = ItemText.parsed(block)
        let files = Parse.files(items)
        try #require(files.count == 2)
        func storage(_ bytes: ArraySlice<UInt8>) -> UnsafeRawPointer? {
            bytes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress.map { $0 - bytes.startIndex }) }
        }
        let blockStorage = storage(block[...])
        for file in files {
            let lines = file.header.lines + file.hunks.flatMap { [$0.headerLine] + $0.lines.map(\.line) }
            let own = storage(lines[0].raw)
            #expect(own != blockStorage)
            #expect(lines.allSatisfy { storage($0.raw) == own }, "one array a file")
            #expect(file.hunks.allSatisfy { $0.header.context.isEmpty || storage($0.header.context) == own })
        }
        // Nothing changed but where the bytes lie.
        #expect(ItemListing.render(items) == listing(text))
        #expect(String(decoding: files[0].hunks[0].header.context, as: UTF8.self) == "int main(void)")
        #expect(String(decoding: files[0].hunks[0].lines[2].content, as: UTF8.self) == "\u{1B}[31mc")
        #expect(files[1].hunks[0].lines.map { String(decoding: $0.content, as: UTF8.self) } == ["d", "e"])
    }

    @Test("a hunk of thousands of lines has room for them at once, and no more than the limit whatever its header claims")
    func largeHunksReserveTheirLines() {
        let lines = (0..<3000).map { "-line \($0)\n" }.joined()
        let counted = Parse.files(Parse.items("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,3000 +0,0 @@\n" + lines))[0].hunks[0].lines
        #expect(counted.count == 3000)
        #expect(counted.capacity >= 3000 && counted.capacity < 3200)  // grown by doubling it would hold 4,096, copied twelve times
        let claimed = Parse.files(Parse.items("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,999999999999 +1,999999999999 @@\n-a\n+b\n"))[0]
        #expect(claimed.hunks[0].lines.count == 2)
        #expect(claimed.hunks[0].lines.capacity <= 1 << 17)
    }

    @Test("a --graph prefix is learned from the commit line and cut from the lines under it")
    func graphPrefix() {
        let items = Parse.items("* commit abcdef1234567\n| diff --git a/x b/x\n| @@ -1 +1 @@\n| -old\n| +new\n")
        let file = Parse.files(items)[0]
        #expect(file.header.path == "x")
        #expect(file.hunks[0].lines.map { String(decoding: $0.content, as: UTF8.self) } == ["old", "new"])
        #expect(file.hunks[0].lines.allSatisfy { Array($0.line.graph) == Array("| ".utf8) })
    }

    @Test("a removed `* commit …` line inside a graph's hunk does not change the graph width")
    func graphNotLearnedFromHunkLine() {
        let text = "* commit abcdef1234567\n| @@ -1,3 +1,1 @@\n| -* commit abcdef1\n| -| * commit abcdef2\n| -  x\n|  \n"
        let lines = Parse.files(Parse.items(text))[0].hunks[0].lines
        #expect(lines.map(\.kind) == [.removed, .removed, .removed])
        #expect(lines.map { String(decoding: $0.content, as: UTF8.self) } == ["* commit abcdef1", "| * commit abcdef2", "  x"])
    }

    @Test("a `* commit …` bullet in a mail's message starts no graph")
    func noGraphFromBullet() {
        let text = "Subject: [PATCH] x\n\nFixes:\n* commit abcdef1234 broke it\n---\ndiff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-  old\n+  new\n"
        let items = Parse.items(text)
        #expect(Parse.files(items).count == 1)
        let lines = Parse.files(items)[0].hunks[0].lines
        #expect(lines.map(\.kind) == [.removed, .added])
        #expect(lines.allSatisfy { $0.line.graph.isEmpty })
    }

    @Test("an indented `* abc1234 x` line of a graph's commit message is not a commit")
    func graphMessageBullet() {
        let items = Parse.items("* commit abcdef1234567\n|     * abcdef1 a bullet\n| diff --git a/x b/x\n")
        guard case .text(let line) = items[1] else { Issue.record("not text: \(items[1])"); return }
        #expect(Array(line.graph) == Array("| ".utf8))
        #expect(Parse.files(items).count == 1)
    }

    @Test("`---` and `+++` lines in a format-patch message stay text; a real `diff -u` header does not")
    func dashesInMessage() {
        #expect(listing("Subject: x\n\n--- not a header\n+++ nor this\n---\n") == """
            text "Subject: x"
            text ""
            text "--- not a header"
            text "+++ nor this"
            text "---"

            """)
        #expect(listing("--- a.txt\n+++ b.txt\n@@ -1 +1 @@\n-a\n+b\n") == """
            file old="a.txt" new="b.txt" status=modified plain header=2
              header "--- a.txt"
              header "+++ b.txt"
              hunk -1,1 +1,1 ctx=""
                del  [-] old=1 new=- "a"
                add  [+] old=- new=1 "b"

            """)
        // Held lines come out after the file before them, and at the end of the input.
        #expect(listing("@@ -1 +1 @@\n-a\n+b\n--- x") == """
            file old=- new=- status=modified header=0
              hunk -1,1 +1,1 ctx=""
                del  [-] old=1 new=- "a"
                add  [+] old=- new=1 "b"
            text "--- x" no-newline

            """)
    }

    @Test("a hunk whose counts run short ends at its count; one whose counts run long ends at the first foreign line")
    func countsThatLie() {
        #expect(listing("@@ -1,1 +1,1 @@\n-a\n+b\n-c\n+d\n") == """
            file old=- new=- status=modified header=0
              hunk -1,1 +1,1 ctx=""
                del  [-] old=1 new=- "a"
                add  [+] old=- new=1 "b"
            text "-c"
            text "+d"

            """)
        #expect(listing("@@ -1,5 +1,5 @@\n a\nAuthor: x\n") == """
            file old=- new=- status=modified header=0
              hunk -1,5 +1,5 ctx=""
                ctx  [ ] old=1 new=1 "a"
            text "Author: x"

            """)
        // An added line when only the old side has count left does not belong.
        #expect(listing("@@ -1,2 +1,1 @@\n a\n+b\n") == """
            file old=- new=- status=modified header=0
              hunk -1,2 +1,1 ctx=""
                ctx  [ ] old=1 new=1 "a"
            text "+b"

            """)
    }

    @Test("an empty line inside a hunk is a context line whose space was stripped; after it, text")
    func emptyContextLine() {
        #expect(listing("@@ -1,3 +1,3 @@\n a\n\n c\n\ncommit abcdef1234\n") == """
            file old=- new=- status=modified header=0
              hunk -1,3 +1,3 ctx=""
                ctx  [ ] old=1 new=1 "a"
                ctx  [] old=2 new=2 ""
                ctx  [ ] old=3 new=3 "c"
            text ""
            commit abcdef1234

            """)
    }

    @Test("quoted paths and paths with spaces", arguments: [
        ("diff --git a/with space.txt b/with space.txt", "with space.txt", "with space.txt"),
        ("diff --git a/x b/y b/z", "x b/y", "z"),
        ("diff --git a/a b/a b/a b/a", "a b/a", "a b/a"),
        (#"diff --git "a/caf\303\251 \"q\".txt" "b/caf\303\251 \"q\".txt""#, "café \"q\".txt", "café \"q\".txt"),
        (#"diff --git a/plain "b/tab\there""#, "plain", "tab\there"),
    ])
    func quotedPaths(_ line: String, _ old: String, _ new: String) {
        let file = Parse.files(Parse.items(line + "\n"))[0]
        #expect(file.header.oldPath == old)
        #expect(file.header.newPath == new)
    }

    @Test("rename lines and `+++` lines are unquoted; a tab ends a `+++` path")
    func quotedRenameLines() {
        let text = #"""
            diff --git "a/sp ace" "b/n\"ew"
            similarity index 80%
            rename from "sp ace"
            rename to "n\"ew"
            --- "a/sp ace"	
            +++ "b/n\"ew"	
            @@ -1 +1 @@
            -a
            +b

            """#
        let header = Parse.files(Parse.items(text))[0].header
        #expect(header.oldPath == "sp ace")
        #expect(header.newPath == "n\"ew")
        #expect(header.status == .renamed(similarity: 80))
    }

    @Test("`diff --cc` marker columns: which parent each line is in, and its numbers")
    func combinedMarkers() {
        let text = "diff --cc m.c\nindex 1111111,2222222..3333333\n@@@ -1,5 -1,5 +1,5 @@@ f\n  same\n- only in one\n -only in two\n--in both\n++new\n+ from two\n +from one\n  end\n"
        let file = Parse.files(Parse.items(text))[0]
        #expect(file.header.parents == 2)
        #expect(file.header.oldIds == ["1111111", "2222222"])
        #expect(file.header.newId == "3333333")
        let lines = file.hunks[0].lines
        #expect(lines.map(\.kind) == [.context, .removed, .removed, .removed, .added, .added, .added, .context])
        #expect(lines.map(\.oldNumber) == [1, 2, nil, 3, nil, nil, 4, 5])
        #expect(lines.map(\.newNumber) == [1, nil, nil, nil, 2, 3, 4, 5])
        #expect(DiffChecks.numberProblem(file.hunks[0], exact: true) == nil)
    }

    @Test("`index a,b..c` ids and `index a..b mode`")
    func indexIds() {
        var header = Parse.files(Parse.items("diff --cc f\nindex 1a2b3c4,5d6e7f8,9a9a9a9..0b0b0b0\n"))[0].header
        #expect(header.oldIds == ["1a2b3c4", "5d6e7f8", "9a9a9a9"])
        #expect(header.newId == "0b0b0b0")
        header = Parse.files(Parse.items("diff --git a/f b/f\nindex 1a2b3c4..5d6e7f8 160000\n"))[0].header
        #expect(header.oldIds == ["1a2b3c4"])
        #expect(header.newId == "5d6e7f8")
        #expect(header.isSubmodule)
    }

    @Test("a `--oneline` commit right after a file's diff, after a binary file, and after a `--stat` total")
    func onelineAfterFile() {
        let text = "abcdef1 First\n 1 file changed\nabcdef2 Second\ndiff --git a/x b/x\nBinary files a/x and b/x differ\nabcdef3 Third\n"
        let commits = Parse.items(text).compactMap { if case .commit(_, let c) = $0 { c.id } else { nil } }
        #expect(commits == ["abcdef1", "abcdef2", "abcdef3"])
        // But not in the middle of text.
        #expect(Parse.items("hello\ncafe123 is not a commit\n").allSatisfy { if case .text = $0 { true } else { false } })
    }

    @Test("a `GIT binary patch` keeps its data lines in the file's header")
    func binaryPatch() {
        let text = "diff --git a/b b/b\nGIT binary patch\nliteral 3\nIcmZQz0000\n\nliteral 0\nHcmV?d00001\n\n\ncommit abcdef1234\n"
        let items = Parse.items(text)
        #expect(Parse.files(items)[0].header.lines.count == 8)
        #expect(Parse.files(items)[0].header.isBinary)
        guard case .text(let blank) = items[1] else { Issue.record("\(items[1])"); return }
        #expect(blank.text.isEmpty)
    }
}

/// Whether git colored the input is told by the first line that can tell: git leaves a
/// `--format=%s` subject, a blank line and a `--stat` line's name uncolored.
@Suite struct ColoredInputTests {
    static let esc = "\u{1B}"
    /// A colored diff of one file after `lead`, as git prints it.
    static func colored(after lead: String) -> String {
        lead + "\(esc)[1mdiff --git a/x b/x\(esc)[m\n\(esc)[1m--- a/x\(esc)[m\n\(esc)[1m+++ b/x\(esc)[m\n"
            + "\(esc)[36m@@ -1 +1 @@\(esc)[m\n\(esc)[31m-old\(esc)[m\n\(esc)[32m+\(esc)[m\(esc)[32mnew\(esc)[m\n"
    }

    func contents(_ text: String) -> [String] {
        Parse.files(Parse.items(text)).flatMap(\.hunks).flatMap(\.lines).map { String(decoding: $0.content, as: UTF8.self) }
    }

    @Test("colored input is known as colored after uncolored lines", arguments: [
        "",  // the first line tells
        "A subject, as --format=%s prints it\n\n",
        " x | 2 \(esc)[32m+\(esc)[m\(esc)[31m-\(esc)[m\n 1 file changed, 1 insertion(+), 1 deletion(-)\n\n",
    ])
    func coloredAfterPlainLines(lead: String) {
        #expect(contents(Self.colored(after: lead)) == ["old", "new"])
    }

    @Test("a `--stat` line's colors are kept as git's, not shown as content")
    func statLineKeepsItsColors() {
        let items = Parse.items(Self.colored(after: " x | 2 \(Self.esc)[32m+\(Self.esc)[m\n\n"))
        guard case .text(let line) = items[0] else { Issue.record("not text: \(items[0])"); return }
        #expect(line.keepsColors)
        #expect(String(decoding: line.text, as: UTF8.self) == " x | 2 +")
    }

    @Test("uncolored input is decided at its first diff line: content escapes after it stay content")
    func uncoloredDecidedAtTheDiffLine() {
        let text = "A subject\n\ndiff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+\(Self.esc)[32mnew\(Self.esc)[m\n"
        #expect(contents(text) == ["old", "\(Self.esc)[32mnew\(Self.esc)[m"])
    }

    @Test("an escape in an uncolored name before the diff is shown, and does not decide")
    func foreignEscapeFirst() {
        let name = "Mallory \(Self.esc)[8mthe admin\(Self.esc)[m\n"
        let plainItems = Parse.items(name + "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+\(Self.esc)[32mnew\n")
        guard case .text(let line) = plainItems[0] else { Issue.record("not text: \(plainItems[0])"); return }
        #expect(!line.keepsColors)
        #expect(String(decoding: line.text, as: UTF8.self) == "Mallory \(Self.esc)[8mthe admin\(Self.esc)[m")
        #expect(contents(name + "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+\(Self.esc)[32mnew\n") == ["old", "\(Self.esc)[32mnew"])
        #expect(contents(Self.colored(after: name)) == ["old", "new"])
    }
}

/// git's word diff (`--word-diff`, `--color-words`): hunk lines without markers, old and new
/// words on one line. The parser reads the file's header and keeps the hunks as text.
@Suite struct WordDiffInputTests {
    static let esc = "\u{1B}"
    static let colored = "\(esc)[1mdiff --git a/x.c b/x.c\(esc)[m\n\(esc)[1mindex 1..2 100644\(esc)[m\n"
        + "\(esc)[1m--- a/x.c\(esc)[m\n\(esc)[1m+++ b/x.c\(esc)[m\n\(esc)[36m@@ -1,2 +1,2 @@\(esc)[m\n"
        + "int \(esc)[31mold\(esc)[m\(esc)[32mnew\(esc)[m = 1;\n \(esc)[32m+ added\(esc)[m\n"
        + "\(esc)[36m@@ -9 +9 @@\(esc)[m\n- dash\n"

    func items(_ text: String) -> [DiffItem] {
        var parser = DiffParser(wordDiff: true)
        var items: [DiffItem] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            parser.feed(Array(line.utf8)) { items.append($0) }
        }
        parser.finish { items.append($0) }
        return items
    }

    @Test("the header makes a file; every hunk line after it is text with git's colors kept")
    func hunksAreText() throws {
        let items = items(Self.colored)
        guard case .file(let file) = items.first else { Issue.record("not a file: \(String(describing: items.first))"); return }
        #expect(file.header.path == "x.c")
        #expect(file.hunks.isEmpty)
        let texts = items.dropFirst().compactMap { item -> InputLine? in
            if case .text(let line) = item { return line }
            return nil
        }
        #expect(texts.count == 5, "two hunk headers and three lines, none lost")
        #expect(texts.filter(\.keepsColors).count == 4, "every line git colored keeps its colors")
        #expect(String(decoding: texts[1].text, as: UTF8.self) == "int oldnew = 1;")
        #expect(String(decoding: texts[4].text, as: UTF8.self) == "- dash", "a line starting with - is words, not a removed line")
    }

    @Test("without word diff the same input is read as hunks")
    func otherwiseHunks() {
        var parser = DiffParser()
        var items: [DiffItem] = []
        for line in Self.colored.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            parser.feed(Array(line.utf8)) { items.append($0) }
        }
        parser.finish { items.append($0) }
        guard case .file(let file) = items.first else { Issue.record("not a file"); return }
        #expect(!file.hunks.isEmpty)
    }
}
