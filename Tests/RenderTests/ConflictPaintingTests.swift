import Diff
import Render
import Terminal
import TestSupport
import Testing
import Theme

/// Merge conflicts painted: each marker line a band in `conflictMarker` across the row, each
/// section's marker columns in its own role, the text unchanged.
@Suite struct ConflictPaintingTests {
    static let combined = """
        diff --cc f.swift
        index 455c853,03ddbb5..0000000
        --- a/f.swift
        +++ b/f.swift
        @@@ -1,5 -1,5 +1,11 @@@
          let a = 1
        ++<<<<<<< ours
         +let b = 2
        ++||||||| base
        ++let b = 0
        ++=======
        + let b = 3
        ++>>>>>>> theirs
          let c = 4

        """

    static func options(width: Int? = 72, colorOnly: Bool = false, sideBySide: Bool = false) -> DiffPainter.Options {
        var options = DiffPainter.Options()
        options.width = width
        options.colorOnly = colorOnly
        options.sideBySide = sideBySide
        options.lineNumbers = !colorOnly
        return options
    }

    /// The row whose text contains `text`.
    static func row(_ rows: [StyledLine], _ text: String) throws -> StyledLine {
        try #require(rows.first { PaintedRows.text($0).contains(text) }, "no row with \(text)")
    }

    /// The roles of a row's spans after its gutter.
    static func roles(_ row: StyledLine) -> [Role?] {
        PaintedRows.spans(row).map(\.attributes.face.role).filter { $0 != .gutter }
    }

    @Test func markersAreBandsAcrossTheRow() throws {
        let rows = try PaintedRows.of(Self.combined, options: Self.options())
        for marker in ["<<<<<<< ours", "||||||| base", "=======", ">>>>>>> theirs"] {
            let row = try Self.row(rows, marker)
            #expect(Self.roles(row).allSatisfy { $0 == .conflictMarker }, "\(marker)")
            #expect(row.columns == 72, "\(marker): the band reaches the width")
            #expect(row.fill == .plain)
        }
    }

    @Test func sectionsHaveTheirOwnMarkerColumns() throws {
        let rows = try PaintedRows.of(Self.combined, options: Self.options())
        for (text, role) in [("let b = 2", Role.conflictOurs), ("let b = 0", .conflictBase), ("let b = 3", .conflictTheirs)] {
            let spans = PaintedRows.spans(try Self.row(rows, text)).filter { $0.attributes.face.role != .gutter }
            #expect(spans.first?.attributes.face.role == role, "\(text)")
            // The text keeps its syntax colors on its line's tone.
            #expect(spans.contains { $0.attributes.face.kind == .keyword && $0.attributes.tone == .added }, "\(text)")
        }
        // Lines outside the conflict are as ever.
        #expect(!Self.roles(try Self.row(rows, "let c = 4")).contains { $0 == .conflictOurs || $0 == .conflictTheirs })
    }

    @Test func colorOnlyKeepsEveryLineAsItCame() throws {
        let rows = try PaintedRows.of(Self.combined, options: Self.options(width: nil, colorOnly: true))
        let input = Self.combined.split(separator: "\n").map(String.init)
        #expect(rows.map(PaintedRows.text) == input)
        #expect(Self.roles(try Self.row(rows, "=======")) == [.conflictMarker, .conflictMarker])
        #expect(Self.roles(try Self.row(rows, "let b = 3")).first == .conflictTheirs)
    }

    @Test func withoutColorsNothingChanges() throws {
        let rows = try PaintedRows.of(Self.combined, colored: false, options: Self.options())
        let text = rows.map(PaintedRows.text)
        #expect(text.contains { $0.hasSuffix("++<<<<<<< ours") })
        #expect(rows.flatMap(PaintedRows.spans).allSatisfy { $0.attributes.face.role != .conflictMarker })
    }

    /// A two-way diff that adds a conflict (committed by mistake): side by side, its lines are
    /// in the right pane, the markers a band across it.
    @Test func sideBySideMarksTheNewPane() throws {
        let diff = """
            diff --git a/x.txt b/x.txt
            --- a/x.txt
            +++ b/x.txt
            @@ -1 +1,6 @@
             keep
            +<<<<<<< HEAD
            +ours
            +=======
            +theirs
            +>>>>>>> topic

            """
        let rows = try PaintedRows.of(diff, options: Self.options(width: 80, sideBySide: true))
        let start = try Self.row(rows, "<<<<<<< HEAD")
        let spans = PaintedRows.spans(start)
        let marker = try #require(spans.firstIndex { $0.text.contains("<<<<<<<") })
        #expect(spans[marker...].allSatisfy { $0.attributes.face.role == .conflictMarker })
        #expect(start.columns == 80)
        let ours = PaintedRows.spans(try Self.row(rows, "ours")).map(\.attributes.face.role)
        #expect(ours.contains(.conflictOurs))
    }

    /// Markers on context lines of a CRLF file: the `\r` is the line's end there, as on any
    /// context line; a long marker line is cut as any line is.
    @Test func contextMarkersOfACRLFFileAndLongOnes() throws {
        let long = String(repeating: "x", count: 80)
        let diff = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,5 +1,5 @@\n <<<<<<< HEAD\r\n-a\r\n+b\r\n =======\r\n c\r\n"
            + " >>>>>>> \(long)\r\n"
        for sideBySide in [false, true] {
            var options = Self.options(width: 120, sideBySide: sideBySide)
            options.maxLineLength = 40
            let rows = try PaintedRows.of(diff, options: options)
            let text = rows.map(PaintedRows.text)
            #expect(text.contains { $0.contains("<<<<<<< HEAD") && !$0.contains("^M") }, "\(sideBySide)")
            #expect(text.contains { $0.contains("b^M") }, "a changed line shows its \\r")
            if !sideBySide { #expect(text.contains { $0.contains(">>>>>>> xxx") && $0.contains("→") }) }
            #expect(rows.allSatisfy { $0.columns <= 120 })
        }
    }

    /// Every role the conflicts use has a style in both themes that stands apart from the line.
    @Test func bothThemesStyleTheConflictRoles() {
        for theme in Theme.all {
            let styles = [Role.conflictMarker, .conflictOurs, .conflictBase, .conflictTheirs].map { theme.style($0) }
            #expect(styles.allSatisfy { $0.foreground != nil && $0.background != nil && $0.bold }, "\(theme.name)")
            #expect(Set(styles).count == 4, "\(theme.name): each its own")
        }
    }
}
