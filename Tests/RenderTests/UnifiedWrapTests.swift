import Render
import Terminal
import TestSupport
import Testing
import Theme

/// Long lines in the unified view, when the width is known, wrap inside the layout with the
/// gutter kept (issue 24: less wrapped them back to column 0, through the gutter); with no
/// width, or `--wrap=never`, they are cut at `--max-line-length` as before.
@Suite struct UnifiedWrapTests {
    typealias Case = PaintedSnapshotTests.Case

    static func texts(_ c: Case) throws -> [String] {
        try PaintedSnapshotTests.rows(c).map { String(decoding: $0.text, as: UTF8.self) }
    }

    @Test func autoWrapsAtAKnownWidthKeepingTheGutter() throws {
        let c = Case(name: "unified-24bit-numbers-auto-wrap", depth: .trueColor, sideBySide: false, lineNumbers: true,
                     wrap: .auto, width: 60)
        let rows = try PaintedSnapshotTests.rows(c)
        let listing = CellListing.listing(rows, styles: StyleTable(theme: .dark, depth: .trueColor))
        let problem = Golden.mismatch(listing, path: Golden.directory(of: #filePath) + "/Golden/\(c.name).txt")
        #expect(problem == nil, "\(problem ?? "")")
        #expect(rows.allSatisfy { $0.columns <= 60 })
        let texts = try Self.texts(c)
        let long = try #require(texts.firstIndex { $0.contains("let long = ") })
        // The line's later rows: the gutter's bar, then `↪` in the marker column.
        #expect(texts[long + 1].hasPrefix("          │↪"), "\(texts[long + 1])")
    }

    @Test func neverAndNoWidthCutAsBefore() throws {
        for (wrap, width) in [(DiffPainter.Wrap.never, Optional(60)), (.auto, nil)] {
            let c = Case(name: "", depth: .trueColor, sideBySide: false, lineNumbers: true, wrap: wrap, width: width)
            let texts = try Self.texts(c)
            let long = try #require(texts.first { $0.contains("let long = ") })
            #expect(long.hasSuffix("abcdefghij\""), "the line whole, for less to wrap: \(long)")
            #expect(!texts.contains { $0.contains("↪") })
        }
    }

    /// `auto` cuts at `--max-line-length` before it wraps: a minified file's line is a few
    /// rows, not hundreds.
    @Test func autoCutsAtTheMaximumLengthFirst() throws {
        var c = Case(name: "", depth: .trueColor, sideBySide: false, lineNumbers: false, wrap: .auto, width: 30)
        c.maxLineLength = 40
        let texts = try Self.texts(c)
        let long = try #require(texts.firstIndex { $0.contains("let long = ") })
        #expect(texts[long + 1].contains("→"), "\(texts[long + 1])")
        #expect(!texts[long + 2].hasPrefix("↪"))
        var always = Case(name: "", depth: .trueColor, sideBySide: false, lineNumbers: false, wrap: .always, width: 30)
        always.maxLineLength = 40
        let whole = try Self.texts(always)
        let first = try #require(whole.firstIndex { $0.contains("let long = ") })
        #expect(whole[first + 3].hasPrefix("↪"), "always wraps the whole line")
    }
}
