import Diff
import Render
import Terminal
import TestSupport
import Testing
import Theme

/// Moved code painted: each moved line on its tone, its marker in the tone's face, in both
/// themes and at every depth; golden listings keep what it looks like.
@Suite struct MovedCodeTests {
    /// git's `--color-moved=dimmed-zebra` output (default colors): a block moved down in two
    /// pieces (zebra), one dimmed inside, a plain change beside them.
    static let diff = [
        "\u{1B}[1mdiff --git a/list.py b/list.py\u{1B}[m",
        "\u{1B}[1m--- a/list.py\u{1B}[m",
        "\u{1B}[1m+++ b/list.py\u{1B}[m",
        "\u{1B}[36m@@ -1,9 +1,9 @@\u{1B}[m",
        "\u{1B}[1;35m-def first_function(argument):\u{1B}[m",
        "\u{1B}[2m-    return argument * 2\u{1B}[m",
        "\u{1B}[1;35m-    # the end of the first\u{1B}[m",
        "\u{1B}[1;34m-def second_function(other):\u{1B}[m",
        "\u{1B}[1;34m-    return other + 1\u{1B}[m",
        " unchanged = True\u{1B}[m",
        "\u{1B}[31m-old = 1\u{1B}[m",
        "\u{1B}[32m+\u{1B}[m\u{1B}[32mnew = 2\u{1B}[m",
        "\u{1B}[1;33m+\u{1B}[m\u{1B}[1;33mdef second_function(other):\u{1B}[m",
        "\u{1B}[1;33m+\u{1B}[m\u{1B}[1;33m    return other + 1\u{1B}[m",
        "\u{1B}[1;36m+\u{1B}[m\u{1B}[1;36mdef first_function(argument):\u{1B}[m",
        "\u{1B}[2m+\u{1B}[m\u{1B}[2m    return argument * 2\u{1B}[m",
        "\u{1B}[1;36m+\u{1B}[m\u{1B}[1;36m    # the end of the first\u{1B}[m",
        " done = True\u{1B}[m",
    ].joined(separator: "\n") + "\n"

    typealias Case = PaintedSnapshotTests.Case

    static let cases: [Case] = [
        Case(name: "moved-unified-24bit", depth: .trueColor, sideBySide: false, lineNumbers: false, wrap: .auto, width: 60),
        Case(name: "moved-unified-16", depth: .ansi16, sideBySide: false, lineNumbers: true, wrap: .auto, width: 60),
        Case(name: "moved-side-by-side-light-256", depth: .ansi256, sideBySide: true, lineNumbers: false, wrap: .auto, width: 90,
             theme: "light"),
    ]

    @Test(arguments: cases)
    func paintedMovedCode(_ c: Case) throws {
        let rows = try PaintedSnapshotTests.rows(c, diff: Self.diff)
        let listing = CellListing.listing(rows, styles: StyleTable(theme: Theme.named(c.theme)!, depth: c.depth))
        let problem = Golden.mismatch(listing, path: Golden.directory(of: #filePath) + "/Golden/\(c.name).txt")
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// The tone of each marker painted, in order (two a row side by side).
    private func markerTones(_ c: Case) throws -> [String] {
        try PaintedSnapshotTests.rows(c, diff: Self.diff).flatMap { row in
            row.spans.map(\.attributes).filter { $0.face.role?.name.hasSuffix("marker") == true && $0.face != Face(.lineMarker) }
                .map(\.tone.name)
        }
    }

    @Test func eachMovedLineTakesItsTone() throws {
        let expected = ["moved-removed", "moved-dimmed", "moved-removed", "moved-removed-alternative", "moved-removed-alternative",
                        "removed", "added", "moved-added-alternative", "moved-added-alternative", "moved-added", "moved-dimmed",
                        "moved-added"]
        #expect(try markerTones(Self.cases[0]) == expected)
        #expect(try markerTones(Case(name: "side by side", depth: .trueColor, sideBySide: true, lineNumbers: true, wrap: .auto,
                                     width: 100)).sorted() == expected.sorted())
    }

    /// Every tone's background stands apart from the others' at 24 bits and 256 colors; at
    /// 16 colors, where moved lines keep the terminal's background, every tone's marker does.
    @Test(arguments: Theme.all.map(\.name))
    func tonesAreToldApartAtEveryDepth(_ theme: String) {
        let theme = Theme.named(theme)!
        let tones = LineTone.allCases.filter { $0 != .plain }
        for depth in [ColorDepth.trueColor, .ansi256] {
            let styles = StyleTable(theme: theme, depth: depth)
            let looks = tones.map { CellListingLook.describe(styles.style(Attributes(.plain, tone: $0)), styles.ansi) }
            #expect(Set(looks).count == tones.count, "\(theme.name) \(depth): \(looks)")
        }
        let sixteen = StyleTable(theme: theme, depth: .ansi16)
        let markers: [Role] = [.addedMarker, .removedMarker, .movedAddedMarker, .movedRemovedMarker, .movedAddedAlternativeMarker,
                               .movedRemovedAlternativeMarker, .movedDimmedMarker]
        let looks = markers.map { CellListingLook.describe(sixteen.style(Attributes($0)), sixteen.ansi) }
        #expect(Set(looks).count == markers.count, "\(theme.name) 16 colors: \(looks)")
    }
}

/// A style's colors at a depth, as text, for telling looks apart.
enum CellListingLook {
    static func describe(_ style: Style, _ ansi: ANSI) -> String {
        var parts: [String] = []
        if let fg = style.foreground { parts.append("fg \(color(fg, ansi, background: false))") }
        if let bg = style.background { parts.append("bg \(color(bg, ansi, background: true))") }
        if style.bold { parts.append("bold") }
        if style.dim { parts.append("dim") }
        return parts.joined(separator: " ")
    }

    private static func color(_ c: RGB, _ ansi: ANSI, background: Bool) -> String {
        ansi.depth == .trueColor ? "\(c.r),\(c.g),\(c.b)" : "\(ansi.index(c, background: background))"
    }
}
