import Diff
import Render
import Terminal
import TestSupport
import Testing
import Theme

@testable import Render

/// A commit's table of contents (`--toc`): its columns shared out as git shares a stat's, its
/// bars scaled to the largest change, names cut and made safe, and the painted rows.
@Suite struct ContentsTableTests {
    /// An entry for `path` adding and removing so many lines (a header as the parser makes it).
    static func entry(_ path: String, _ added: Int, _ removed: Int, binary: Bool = false,
                      from old: String? = nil) -> TableOfContents.Entry {
        var header = FileHeader()
        header.oldPath = old ?? path
        header.newPath = path
        header.isBinary = binary
        if old != nil { header.status = .renamed(similarity: 90) }
        return TableOfContents.Entry(header: header, added: added, removed: removed)
    }

    static func columns(_ entries: [TableOfContents.Entry], width: Int) -> ContentsTable.Columns {
        let contents = TableOfContents(entries: entries)
        let cells = entries.map { ContentsTable.name($0.header).cells }
        return ContentsTable.Columns(contents, nameCells: cells, width: width)
    }

    @Test func barsAreTheCountsWhenTheLargestChangeFits() {
        let c = Self.columns([Self.entry("a.swift", 12, 3), Self.entry("b.md", 1, 0)], width: 80)
        #expect(c.name == 7)
        #expect((c.added, c.removed) == (3, 2), "a sign and the largest count's digits")
        #expect(c.bar == 15 && c.largest == 15)
        #expect(c.bar(added: 12, removed: 3) == (12, 3))
        #expect(c.bar(added: 1, removed: 0) == (1, 0))
    }

    @Test func largeChangesShareOneScaleAndEveryChangeShows() {
        let c = Self.columns([Self.entry("big.c", 900, 100), Self.entry("small.c", 1, 1), Self.entry("half.c", 0, 500)],
                             width: 80)
        // 1 + name 7 + " | " + "+900" + " " + "-500" + " " + bar + 1 = 80.
        #expect(c.name == 7 && c.bar == 80 - 7 - 1 - 3 - 4 - 1 - 4 - 1 - 1)
        let big = c.bar(added: 900, removed: 100)
        #expect(big.plus + big.minus == c.bar, "the largest change fills the column")
        #expect(big.plus > big.minus * 8)
        let half = c.bar(added: 0, removed: 500)
        #expect(half.plus == 0 && abs(half.minus - c.bar / 2) <= 1, "\(half)")
        #expect(c.bar(added: 1, removed: 1) == (1, 1), "a change too small to scale keeps one of each")
    }

    @Test func longNamesGiveWayToTheBarsAsGitDoes() {
        let long = String(repeating: "folder/", count: 12) + "file.swift"
        let c = Self.columns([Self.entry(long, 200, 0)], width: 80)
        // The bars take at most 3/8 of the width: 30 - the row's fixed columns (13), and the names the rest.
        #expect(c.bar == 80 * 3 / 8 - c.fixed)
        #expect(c.name + c.fixed + c.bar == 80)
        let fitted = ContentsTable.fitted(ContentsTable.name(Self.entry(long, 200, 0).header), width: c.name)
        let text = String(decoding: fitted.bytes, as: UTF8.self)
        #expect(text.hasPrefix("…") && text.hasSuffix("folder/file.swift"), "\(text)")
        #expect(fitted.cells == c.name && text.count == c.name)
    }

    @Test func wideAndCombiningCharactersAreCutWhole() {
        // 20 wide characters (40 cells), then an e with a combining acute accent.
        let name = (ContentsTable.name(Self.entry(String(repeating: "界", count: 20) + "e\u{301}", 1, 0).header))
        #expect(name.cells == 41)
        let fitted = ContentsTable.fitted(name, width: 10)
        let text = String(decoding: fitted.bytes, as: UTF8.self)
        #expect(text == "…" + String(repeating: "界", count: 4) + "e\u{301}", "\(text)")
        #expect(fitted.cells == 10)
        // One cell less: a wide character does not fit in what is left, so it goes too.
        #expect(ContentsTable.fitted(name, width: 9).cells == 8)
        // Cut right before the combining mark, which is not kept without its letter.
        let mark = ContentsTable.fitted(ContentsTable.name(Self.entry("abce\u{301}", 1, 0).header), width: 2)
        #expect(String(decoding: mark.bytes, as: UTF8.self) == "…e\u{301}")
    }

    @Test func namesAreShownSafelyAndRenamesAsTitlesShowThem() {
        let hostile = ContentsTable.name(Self.entry("evil\u{1B}[2J\tname\u{202E}.txt", 1, 0).header)
        let text = String(decoding: hostile.bytes, as: UTF8.self)
        let unsafe = text.unicodeScalars.filter { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0x202E }
        #expect(unsafe.isEmpty, "\(text)")
        #expect(text.contains("^[") && text.contains("<U+202E>"), "\(text)")
        let renamed = ContentsTable.name(Self.entry("new/name.c", 0, 0, from: "old/name.c").header)
        #expect(String(decoding: renamed.bytes, as: UTF8.self) == "old/name.c → new/name.c")
    }

    @Test func theSummaryIsGits() {
        #expect(TableOfContents(entries: [Self.entry("a", 5, 0)]).summary == "1 file changed, 5 insertions(+)")
        #expect(TableOfContents(entries: [Self.entry("a", 0, 1), Self.entry("b", 0, 2)]).summary
            == "2 files changed, 3 deletions(-)")
        #expect(TableOfContents(entries: [Self.entry("a", 1, 1)]).summary == "1 file changed, 1 insertion(+), 1 deletion(-)")
        #expect(TableOfContents(entries: [Self.entry("a.png", 0, 0, binary: true)]).summary
            == "1 file changed, 0 insertions(+), 0 deletions(-)")
    }

    // MARK: - Painted

    /// A commit adding, changing, renaming and deleting files (one binary), then a second
    /// commit of one file: each gets its own table, after its message and before its first file.
    static let commits = """
        commit 0123456789abcdef0123456789abcdef01234567
        Author: A U Thor <author@example.com>

            Change a few files

        diff --git a/Sources/App/Model.swift b/Sources/App/Model.swift
        index 1111111..2222222 100644
        --- a/Sources/App/Model.swift
        +++ b/Sources/App/Model.swift
        @@ -1,4 +1,6 @@
         struct Model {
        -    var a = 1
        +    var a = 2
        +    var b = 3
        +    var c = 4
         }
        diff --git a/old.txt b/new.txt
        similarity index 90%
        rename from old.txt
        rename to new.txt
        diff --git a/logo.png b/logo.png
        index 3333333..4444444 100644
        Binary files a/logo.png and b/logo.png differ
        diff --git a/gone.md b/gone.md
        deleted file mode 100644
        index 5555555..0000000
        --- a/gone.md
        +++ /dev/null
        @@ -1,2 +0,0 @@
        -# Gone
        -bye
        commit 89abcdef0123456789abcdef0123456789abcdef
        Author: A U Thor <author@example.com>

            One more

        diff --git a/README.md b/README.md
        index 6666666..7777777 100644
        --- a/README.md
        +++ b/README.md
        @@ -1 +1 @@
        -old
        +new

        """

    static func rows(_ diff: String = commits, colored: Bool = true, sideBySide: Bool = false,
                     contents: Bool = true) throws -> [StyledLine] {
        var options = DiffPainter.Options()
        options.width = 60
        options.sideBySide = sideBySide
        let backend = RecordingBackend()
        try DiffPainter.paint(diff, to: backend, colored: colored, options: options, contents: contents)
        return backend.lines
    }

    @Test(arguments: [("contents-dark-24bit", ColorDepth.trueColor), ("contents-light-256", .ansi256)])
    func paintedTable(_ name: String, _ depth: ColorDepth) throws {
        let rows = try Self.rows()
        let theme = name.contains("light") ? Theme.light : Theme.dark
        let listing = CellListing.listing(rows, styles: StyleTable(theme: theme, depth: depth))
        let problem = Golden.mismatch(listing, path: Golden.directory(of: #filePath) + "/Golden/\(name).txt")
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func eachCommitsTableComesAfterItsMessageAndBeforeItsFirstFile() throws {
        let text = try Self.rows(sideBySide: true).map(PaintedRows.text)
        let first = try #require(text.firstIndex { $0.hasPrefix(" Sources/App/Model.swift ") })
        #expect(text[first - 1] == "" && text[first - 2] == "    Change a few files")
        #expect(text[first + 1].hasPrefix(" old.txt → new.txt ") && text[first + 1].hasSuffix("| +0 -0"))
        #expect(text[first + 2].hasPrefix(" logo.png ") && text[first + 2].hasSuffix("| Bin"))
        #expect(text[first + 3].hasPrefix(" gone.md ") && text[first + 3].hasSuffix("| +0 -2 --"))
        #expect(text[first + 4] == " 4 files changed, 3 insertions(+), 3 deletions(-)")
        #expect(text[first + 5] == "")
        #expect(text[first + 6].hasPrefix("Sources/App/Model.swift"), "the first file's title: \(text[first + 6])")
        let second = try #require(text.firstIndex { $0.hasPrefix(" README.md ") })
        #expect(text[second - 2] == "    One more")
        #expect(text[second + 1] == " 1 file changed, 1 insertion(+), 1 deletion(-)")
        #expect(text[second + 3].hasPrefix("README.md"))
    }

    @Test func eachEntryLinksToItsFilesTitleAndCarriesNoNavigationMark() throws {
        var options = DiffPainter.Options()
        options.navigationMarks = true
        let backend = RecordingBackend()
        try DiffPainter.paint(Self.commits, to: backend, colored: true, options: options, contents: true)
        let entries = backend.lines.filter { $0.anchorLink != nil }
        #expect(entries.map(\.anchorLink) == ["Sources/App/Model.swift", "new.txt", "logo.png", "gone.md", "README.md"])
        #expect(backend.lines.filter { $0.anchor != nil }.map(\.anchor) == entries.map(\.anchorLink))
        for row in entries.map(PaintedRows.text) { #expect(!row.contains("\u{200B}") && !row.contains("\u{2060}")) }
    }

    @Test func withoutTheOptionNothingChanges() throws {
        let without = try Self.rows(contents: false)
        let plain = RecordingBackend()
        var options = DiffPainter.Options()
        options.width = 60
        try DiffPainter.paint(Self.commits, to: plain, colored: true, options: options)
        #expect(without.map(PaintedRows.text) == plain.lines.map(PaintedRows.text))
        #expect(!without.contains { $0.anchorLink != nil })
        #expect(!without.map(PaintedRows.text).contains { $0.contains("files changed") })
    }

    @Test func uncoloredTheTableIsPlainText() throws {
        let rows = try Self.rows(colored: false)
        let table = rows.filter { $0.anchorLink != nil }
        #expect(table.count == 5)
        let painted = try Self.rows().filter { $0.anchorLink != nil }
        #expect(table.map(PaintedRows.text) == painted.map(PaintedRows.text))
    }

    @Test func aDiffWithoutACommitHasOneTableBeforeItsFirstFile() throws {
        let diff = Self.commits.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("commit ") && !$0.hasPrefix("Author:") && !$0.hasPrefix("    ") }
            .joined(separator: "\n")
        let text = try Self.rows(diff).map(PaintedRows.text)
        #expect(text.filter { $0.contains(" changed, ") } == [" 5 files changed, 4 insertions(+), 4 deletions(-)"])
        let table = try #require(text.firstIndex { $0.hasPrefix(" Sources/App/Model.swift ") })
        #expect(text[..<table].allSatisfy { $0.isEmpty }, "\(text[..<table])")
    }

    @Test func colorOnlyNeverPaintsATable() throws {
        var options = DiffPainter.Options()
        options.colorOnly = true
        let backend = RecordingBackend()
        try DiffPainter.paint(Self.commits, to: backend, colored: true, options: options, contents: true)
        let input = Self.commits.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(backend.lines.count == input.count)
        #expect(!backend.lines.contains { $0.anchorLink != nil })
    }
}
