import Glibc
import Render
import Terminal
import TestSupport
import Testing
import Theme

/// A change of indentation alone is emphasized where the whitespace differs, and a changed tab
/// shows as `→` where tabs are expanded (issue 24: `\t         2);` → `\t\t 2);` showed two
/// lines alike with nothing emphasized). `--color-only` keeps every byte and emphasizes with
/// the background alone.
@Suite struct WhitespaceEmphasisTests {
    static let diff = """
        diff --git a/call.c b/call.c
        index 1111111..2222222 100644
        --- a/call.c
        +++ b/call.c
        @@ -1,4 +1,4 @@
         int f(void)
         {
        -\treturn g(1,
        -\t         2);
        +\treturn g(1,
        +\t\t 2);

        """

    typealias Case = PaintedSnapshotTests.Case

    static let cases: [Case] = [
        Case(name: "whitespace-unified-24bit", depth: .trueColor, sideBySide: false, lineNumbers: false, wrap: .auto, width: 60),
        Case(name: "whitespace-side-by-side-256", depth: .ansi256, sideBySide: true, lineNumbers: true, wrap: .auto, width: 80),
        Case(name: "whitespace-color-only-24bit", depth: .trueColor, sideBySide: false, lineNumbers: false, wrap: .auto,
             width: nil, colorOnly: true),
    ]

    @Test(arguments: cases)
    func paintedIndentationChange(_ c: Case) throws {
        let rows = try PaintedSnapshotTests.rows(c, diff: Self.diff, tabWidth: 8)
        let listing = CellListing.listing(rows, styles: StyleTable(theme: Theme.named(c.theme)!, depth: c.depth))
        let problem = Golden.mismatch(listing, path: Golden.directory(of: #filePath) + "/Golden/\(c.name).txt")
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// The emphasized text of each row, in order.
    static func emphasized(_ rows: [StyledLine]) -> [String] {
        rows.compactMap { row in
            var start = 0
            var text = ""
            for span in row.spans {
                if span.attributes.emphasis { text += String(decoding: row.text[start..<Int(span.end)], as: UTF8.self) }
                start = Int(span.end)
            }
            return text.isEmpty ? nil : text
        }
    }

    @Test func theChangedWhitespaceIsEmphasizedInEachLayout() throws {
        for sideBySide in [false, true] {
            let c = Case(name: "", depth: .trueColor, sideBySide: sideBySide, lineNumbers: false, wrap: .auto, width: 80)
            let rows = try PaintedSnapshotTests.rows(c, diff: Self.diff, tabWidth: 8)
            // The removed line's eight spaces (the tab both start with is the same, and so is the
            // space both end with); the added line's second tab, shown.
            let expected = sideBySide ? ["        →       "] : ["        ", "→       "]
            #expect(Self.emphasized(rows) == expected, "side by side: \(sideBySide)")
            #expect(rows.filter { String(decoding: $0.text, as: UTF8.self).contains("→") }.count == 1, "one tab changed")
        }
    }

    /// On a page the changed tab's `→` is the style sheet's, drawn over a space: the page's text
    /// is the terminal's with spaces where the arrows are, as uncolored output has.
    @Test func aPageDrawsTheTabMarkerOverASpace() throws {
        let c = Case(name: "", depth: .trueColor, sideBySide: false, lineNumbers: false, wrap: .auto, width: 60)
        let rows = try PaintedSnapshotTests.rows(c, diff: Self.diff, tabWidth: 8)
        let html = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            let backend = HTMLBackend(themes: [.dark], to: writer)
            for row in rows { try backend.write(row, newline: true) }
            try backend.finish()
            try writer.flush()
        }
        let page = String(decoding: html, as: UTF8.self)
        #expect(page.contains("<span class=\"t-added f-tab-marker em-added\"> </span>"))
        #expect(page.contains(".f-tab-marker::before { content: \"\\2192\""))
        let text = HTMLPage.text(page)
        #expect(!text.contains("→"))
        #expect(text.contains("+                 2);"))
    }

    /// `git add -p` reads the filter's lines back: each is its input line, tabs and all.
    @Test func colorOnlyKeepsTheBytesAndEmphasizesWithTheBackground() throws {
        let c = Self.cases[2]
        let rows = try PaintedSnapshotTests.rows(c, diff: Self.diff, tabWidth: 8)
        let input = Self.diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(rows.map { String(decoding: $0.text, as: UTF8.self) } == input)
        #expect(Self.emphasized(rows) == ["        ", "\t"])
        let styles = StyleTable(theme: .dark, depth: .trueColor)
        let tab = try #require(rows.last?.spans.first { $0.attributes.emphasis })
        #expect(styles.style(tab.attributes).background == Theme.dark.diff.addedEmphasis.background)
    }
}
