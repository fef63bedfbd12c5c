import Diff
import Highlight
import Prepare
import Render
import Terminal
import TestSupport
import Testing
import Theme

/// Painted output kept as golden cell listings (`CellListing`): text and style per span, for the
/// combinations that matter. A wrong color, a lost span or a row too wide shows as a changed line.
@Suite struct PaintedSnapshotTests {
    /// A commit touching one Swift file: context, a paired change (emphasis), an added line with
    /// a tab, wide characters, an emoji, a combining mark, an escape byte and trailing blanks, a
    /// line too long for any pane, and a last line without a newline.
    static let diff = """
        commit 0123456789abcdef0123456789abcdef01234567 (HEAD -> main)
        Author: A U Thor <author@example.com>
        Date:   Mon Nov 30 12:00:00 2026 +0000

            Greet in more languages

        diff --git a/Greeter.swift b/Greeter.swift
        index 1111111..2222222 100644
        --- a/Greeter.swift
        +++ b/Greeter.swift
        @@ -1,6 +1,9 @@ struct Greeter {
         /// Says hello.
         struct Greeter {
        -    let name = "world"
        +    let name = "wörld"
        +\tlet kanji = "漢字" // 🎉 café\u{301}
        +    let bell = "\u{1B}[31m"  \("")
        +    let long = "\(String(repeating: "abcdefghij", count: 9))"
             func greet() -> String {
                 "Hello, \\(name)!"
        -    }
        \\ No newline at end of file
        +    }

        """

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let depth: ColorDepth
        let sideBySide: Bool
        let lineNumbers: Bool
        let wrap: DiffPainter.Wrap
        let width: Int?
        var colorOnly = false
        var theme = "dark"
        var maxLineLength = 512
        var navigationMarks = false
        /// Painted for a page: rows filled and side-by-side panes laid out by the backend.
        var page = false
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unified-24bit", depth: .trueColor, sideBySide: false, lineNumbers: false, wrap: .auto, width: 80),
        Case(name: "unified-24bit-cut", depth: .trueColor, sideBySide: false, lineNumbers: false, wrap: .auto, width: 80,
             maxLineLength: 40),
        Case(name: "unified-256-numbers-wrap", depth: .ansi256, sideBySide: false, lineNumbers: true, wrap: .always, width: 60),
        Case(name: "unified-16-numbers", depth: .ansi16, sideBySide: false, lineNumbers: true, wrap: .never, width: 80),
        Case(name: "unified-light-24bit", depth: .trueColor, sideBySide: false, lineNumbers: true, wrap: .auto, width: 80,
             theme: "light"),
        Case(name: "side-by-side-24bit-numbers-wrap", depth: .trueColor, sideBySide: true, lineNumbers: true, wrap: .auto, width: 100),
        Case(name: "side-by-side-256-truncate", depth: .ansi256, sideBySide: true, lineNumbers: false, wrap: .never, width: 80),
        Case(name: "side-by-side-16-numbers", depth: .ansi16, sideBySide: true, lineNumbers: true, wrap: .auto, width: 120),
        Case(name: "side-by-side-uncolored", depth: .none, sideBySide: true, lineNumbers: true, wrap: .auto, width: 70),
        Case(name: "side-by-side-page-numbers", depth: .trueColor, sideBySide: true, lineNumbers: true, wrap: .auto,
             width: nil, page: true),
        Case(name: "side-by-side-page-cut-width", depth: .trueColor, sideBySide: true, lineNumbers: false, wrap: .never,
             width: 70, page: true),
        Case(name: "color-only-24bit", depth: .trueColor, sideBySide: true, lineNumbers: false, wrap: .auto, width: nil,
             colorOnly: true),
    ]

    /// The rows `c` paints of `diff`, through the pager's own steps: parser, preparer, painter.
    static func rows(_ c: Case, diff: String = PaintedSnapshotTests.diff, tabWidth: Int = 4) throws -> [StyledLine] {
        var options = DiffPainter.Options()
        options.tabWidth = tabWidth
        options.lineNumbers = c.lineNumbers
        options.sideBySide = c.sideBySide
        options.wrap = c.wrap
        options.width = c.width
        options.colorOnly = c.colorOnly
        options.maxLineLength = c.maxLineLength
        options.navigationMarks = c.navigationMarks
        let backend = RecordingBackend(page: c.page)
        var painter = DiffPainter(backend: backend, colored: c.depth != .none, options: options)
        let preparer = Preparer(source: nil, resolver: LanguageResolver(forced: nil),
                                options: Preparer.Options(wholeFiles: false))
        var parser = DiffParser()
        var lines = Array(diff.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let paint: (DiffItem) throws -> Void = { item in
            switch item {
            case .commit(let line, let commit): try painter.paintCommit(line, commit)
            case .text(let line): try painter.paintText(line)
            case .file(let file): try painter.paintFile(file, c.depth == .none ? .uncolored : preparer.prepare(file))
            }
        }
        for line in lines { try parser.feed(Array(line), emit: paint) }
        try parser.finish(emit: paint)
        return backend.lines
    }

    @Test(arguments: cases)
    func paintedDiff(_ c: Case) throws {
        let rows = try Self.rows(c)
        let listing = CellListing.listing(rows, styles: StyleTable(theme: Theme.named(c.theme)!, depth: c.depth))
        let path = Golden.directory(of: #filePath) + "/Golden/\(c.name).txt"
        let problem = Golden.mismatch(listing, path: path)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Side by side, and unified when wrapping (`auto` or `always` at a known width), rows fit
    /// the width exactly. (`--wrap=never`, a unified line is cut at `maxLineLength`, not at the
    /// width: less wraps it.)
    @Test(arguments: cases.filter { $0.width != nil && !$0.colorOnly && !$0.page && ($0.sideBySide || $0.wrap != .never) })
    func noRowIsWiderThanTheWidth(_ c: Case) throws {
        let rows = try Self.rows(c)
        #expect(rows.count > 15)
        for row in rows {
            #expect(row.columns <= c.width!, "\(c.name): \(row.columns) cells: \(String(decoding: row.text, as: UTF8.self))")
            #expect(row.columns == row.cells(from: 0, to: row.text.count), "the count of cells is the text's")
        }
    }

    @Test func keptTabsAreExpandedWhereTheLayoutMustKnowWidths() throws {
        for wrap in [DiffPainter.Wrap.auto, .always] {
            let c = Case(name: "tabs", depth: .ansi256, sideBySide: wrap == .auto, lineNumbers: false, wrap: wrap, width: 80)
            let rows = try Self.rows(c, diff: Self.diff, tabWidth: 0)
            #expect(rows.contains { String(decoding: $0.text, as: UTF8.self).contains("        let kanji") })
            #expect(rows.allSatisfy { !$0.text.contains(0x09) && $0.columns <= 80 })
        }
    }

    @Test func highlightPrinterRows() throws {
        let backend = RecordingBackend()
        let text = Array("/* a comment\n   that goes on */\nlet s = \"\t漢字\"\n".utf8)
        let tokens = Highlighter(language: Languages.named("swift")!).tokens(in: text)
        try text.withUnsafeBufferPointer { try HighlightPrinter(backend: backend, lineNumbers: true).print($0, tokens: tokens) }
        let listing = CellListing.listing(backend.lines, styles: StyleTable(theme: .dark, depth: .trueColor))
        let problem = Golden.mismatch(listing, path: Golden.directory(of: #filePath) + "/Golden/highlight-24bit.txt")
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Marks painted over the tokens: a match inside a comment, one across tokens, a tab and
    /// wide characters, one across a line's end (on both lines), and the current match over a
    /// search match, its edges inside characters; at 16 colors too, where the theme's
    /// backgrounds are reduced the most.
    @Test func highlightPrinterRowsWithMarks() throws {
        let backend = RecordingBackend()
        let text = Array("/* a comment\n   that goes on */\nlet s = \"\t漢字\"\n".utf8)
        let tokens = Highlighter(language: Languages.named("swift")!).tokens(in: text)
        var marks = Marks()
        marks.add(5..<12, as: .search)  // "comment", inside the comment's token
        marks.add(29..<35, as: .warning)  // "*/\nlet": across the line's end
        marks.add(38..<47, as: .search)  // "= \"\t漢" and into "字": across tokens, to the character's end
        marks.add(44..<47, as: .currentMatch)  // inside "漢" into "字": both, over the search
        try text.withUnsafeBufferPointer {
            try HighlightPrinter(backend: backend, lineNumbers: true).print($0, tokens: tokens, marks: marks)
        }
        for (name, depth) in [("24bit", ColorDepth.trueColor), ("16", .ansi16)] {
            let listing = CellListing.listing(backend.lines, styles: StyleTable(theme: .dark, depth: depth))
            let path = Golden.directory(of: #filePath) + "/Golden/highlight-marks-\(name).txt"
            let problem = Golden.mismatch(listing, path: path)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    /// `tinge highlight` with several files, `--line-range` and `--highlight-line`: a title and
    /// its rule, only lines 2 and 3, line 2 (inside the comment: lexed from the top) on the
    /// singled-out background to the width; dark at 24-bit, light at 256 colors.
    @Test func highlightPrinterTitleRangeAndSingledOutLine() throws {
        let backend = RecordingBackend()
        let text = Array("/* a comment\n   that goes on */\nlet s = 1\nlet t = 2\n".utf8)
        let tokens = Highlighter(language: Languages.named("swift")!).tokens(in: text)
        var printer = HighlightPrinter(backend: backend, lineNumbers: true)
        printer.ranges = [LineRange("2:3")!]
        printer.highlighted = [LineRange("2")!]
        printer.width = 30
        try printer.printTitle("a.swift")
        try text.withUnsafeBufferPointer { try printer.print($0, tokens: tokens) }
        for (name, theme, depth) in [("24bit", Theme.dark, ColorDepth.trueColor), ("light-256", .light, .ansi256)] {
            let listing = CellListing.listing(backend.lines, styles: StyleTable(theme: theme, depth: depth))
            let path = Golden.directory(of: #filePath) + "/Golden/highlight-range-\(name).txt"
            let problem = Golden.mismatch(listing, path: path)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }
}
