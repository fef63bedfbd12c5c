import Diff
import Highlight
import Prepare
import Terminal
import Theme

/// The side-by-side view: removed lines in the left pane, added lines in the right, each change
/// block's lines paired in order; context lines in both. Each pane has its own gutter (old
/// numbers left, new right) and wraps (or cuts) its lines inside itself, so no row is wider than
/// the width.
extension DiffPainter {
    /// The columns of one pane.
    struct Pane {
        /// Where the pane's gutter starts, and the cells of the gutter, the marker and the content.
        var gutter: Int
        var marker = 1
        var content: Int
        var width: Int { gutter + marker + content }
    }

    /// The two panes for a row that starts after `graph` cells, or nil when the width leaves
    /// them too narrow to show anything (then the line is painted unified).
    func panes(graph: Int) -> (left: Pane, right: Pane)? {
        let width = options.width ?? Options.sideBySideWidth
        let available = width - graph - 1  // the divider
        let gutter = options.lineNumbers ? digits + 2 : 0
        let left = available / 2
        let right = available - left
        guard left - gutter - 1 >= 2 else { return nil }
        return (Pane(gutter: gutter, content: left - gutter - 1), Pane(gutter: gutter, content: right - gutter - 1))
    }

    /// Paints `hunk`, with what was prepared for its lines.
    mutating func paintSideBySide(_ hunk: Hunk, _ prepared: PreparedHunk) throws(OutputError) {
        var removed: [Int] = []
        var added: [Int] = []
        func pairs(_ painter: inout DiffPainter) throws(OutputError) {
            for i in 0..<max(removed.count, added.count) {
                try painter.paintPair(hunk, i < removed.count ? removed[i] : nil, i < added.count ? added[i] : nil,
                                      prepared)
            }
            removed.removeAll(keepingCapacity: true)
            added.removeAll(keepingCapacity: true)
        }
        var last = HunkLineKind.context
        for (l, line) in hunk.lines.enumerated() {
            switch line.kind {
            case .removed:
                if !added.isEmpty { try pairs(&self) }
                removed.append(l)
            case .added:
                added.append(l)
            case .context:
                try pairs(&self)
                try paintPair(hunk, l, l, prepared)
            case .noNewline:
                // It is about the line before it, and goes where that line went.
                switch last {
                case .removed: removed.append(l)
                case .added: added.append(l)
                default:
                    try pairs(&self)
                    try paintPair(hunk, l, l, prepared)
                }
            }
            if line.kind != .noNewline { last = line.kind }
        }
        try pairs(&self)
    }

    /// Paints hunk lines `left` and `right` (either may be missing) as one or more rows.
    private mutating func paintPair(_ hunk: Hunk, _ left: Int?, _ right: Int?, _ prepared: PreparedHunk) throws(OutputError) {
        let first = hunk.lines[left ?? right!]
        guard let (leftPane, rightPane) = panes(graph: first.line.graphCount) else {
            if let left {
                let p = prepared[left]
                try paintHunkLine(hunk.lines[left], tokens: p.tokens, emphasis: p.emphasis, conflict: p.conflict)
            }
            if let right, right != left {
                let p = prepared[right]
                try paintHunkLine(hunk.lines[right], tokens: p.tokens, emphasis: p.emphasis, conflict: p.conflict)
            }
            return
        }
        let leftLine = left.map { hunk.lines[$0] }
        let rightLine = right.map { hunk.lines[$0] }
        scratch.removeAll()
        self.right.removeAll()
        let tabWidth = self.tabWidth
        let leftConflict = left.map { prepared[$0].conflict } ?? .none
        let rightConflict = right.map { prepared[$0].conflict } ?? .none
        if let left, let leftLine {
            let p = prepared[left]
            // A context line in the left pane has the old file's colors, where they differ.
            let tokens = leftLine.kind == .context ? p.oldTokens ?? p.tokens : p.tokens
            Self.paneContent(leftLine, tokens, p.emphasis, tabWidth, leftConflict, into: &scratch)
        }
        if let right, let rightLine {
            let p = prepared[right]
            Self.paneContent(rightLine, p.tokens, p.emphasis, tabWidth, rightConflict, into: &self.right)
        }
        let never = options.wrap == .never
        Self.rowStarts(scratch, leftPane.content, never: never, into: &leftRows)
        Self.rowStarts(self.right, rightPane.content, never: never, into: &rightRows)
        let look = PaneLook(digits: digits, colored: colored, fillsRows: fillsRows)
        for r in 0..<max(leftRows.count, rightRows.count, 1) {
            row.removeAll()
            if r == 0 { graph(first.line.graph) } else { continuedGraph(first.line.graph) }
            Self.paneRow(leftLine, old: true, leftPane, r, leftRows, content: scratch, leftConflict, look, into: &row)
            row.append(safe: Self.divider, columns: 1, Attributes(.divider))
            Self.paneRow(rightLine, old: false, rightPane, r, rightRows, content: self.right, rightConflict, look, into: &row)
            try writeRow(newline: true)
        }
    }

    private static let divider = Array("│".utf8)

    /// A pane's line content: its tokens over its tone, the `\ No newline` notice, or a conflict
    /// marker's text in its band.
    private static func paneContent(_ line: HunkLine, _ tokens: ArraySlice<Token>, _ emphasis: ArraySlice<Range<Int>>, _ tabWidth: Int,
                                    _ conflict: ConflictPart, into pane: inout StyledLine) {
        pane.startContent()
        if line.kind == .noNewline || conflict.isMarker {
            let attributes = Attributes(line.kind == .noNewline ? .noNewline : .conflictMarker)
            var text = line.kind == .noNewline ? line.line.text : line.content
            if line.kind == .context, text.last == 0x0D { text = text.dropLast() }  // the line's end, as on any context line
            text.withUnsafeBufferPointer { p in
                pane.append(content: p, from: 0, to: p.count, tabWidth: tabWidth, attributes)
            }
            return
        }
        line.content.withUnsafeBufferPointer { text in
            appendContent(text, tokens: tokens, emphasis: emphasis, tone: LineTone(line.kind, moved: line.moved), tabWidth: tabWidth,
                          trailing: line.kind == .added, into: &pane)
        }
    }

    /// One row of a pane: a piece of its content, whether a marker cuts it.
    typealias PaneRow = (range: Range<Int>, cells: Int, cut: Bool)

    /// The rows of `content` in a pane `width` cells wide: wrapped, or one row cut with a marker
    /// (`never`).
    private static func rowStarts(_ content: StyledLine, _ width: Int, never: Bool, into rows: inout [PaneRow]) {
        rows.removeAll(keepingCapacity: true)
        if content.columns <= width {
            if !content.isEmpty { rows.append((0..<content.text.count, content.columns, false)) }
        } else if never {
            let (end, cells) = content.fit(from: 0, limit: width - 1)
            rows.append((0..<end, cells, true))
        } else {
            for piece in content.rows(width: width) { rows.append((piece.range, piece.cells, false)) }
        }
    }

    /// What every pane row of a file shares.
    struct PaneLook {
        let digits: Int
        let colored: Bool
        /// Whether the backend draws the last pane's background to the row's edge.
        let fillsRows: Bool
    }

    /// Row `r` of one pane: the gutter and marker on the first row (a wrap marker after), the
    /// content's `r`th piece, and the line's background to the pane's edge.
    private static func paneRow(_ line: HunkLine?, old: Bool, _ pane: Pane, _ r: Int, _ rows: [PaneRow],
                                content: StyledLine, _ conflict: ConflictPart, _ look: PaneLook, into row: inout StyledLine) {
        let start = row.columns
        guard let line else {
            // No line on this side: blank, so the other pane stays in its place.
            if old { row.appendSpaces(pane.width, .plain) }
            return
        }
        let tone = LineTone(line.kind, moved: line.moved)
        if pane.gutter > 0 {
            if r == 0 {
                row.append(number: old ? line.oldNumber : line.newNumber, width: look.digits, Attributes(.gutter))
                row.append(joining: paneBar, columns: 2, Attributes(.gutter))
            } else {
                row.appendSpaces(pane.gutter - 1, .plain)
                row.append(safe: paneBar[1...], columns: 1, Attributes(.gutter))
            }
        }
        // A conflict's marker line is a band across its pane; a section's marker column has its color.
        let band = conflict.isMarker && look.colored
        if r == 0 {
            let marker: Role? = conflict.isMarker ? .conflictMarker : sectionRole(conflict) ?? tone.markerRole
            if let marker {
                line.markers.prefix(1).withUnsafeBufferPointer { p in
                    row.append(content: p, from: 0, to: p.count, tabWidth: 0, Attributes(marker, tone: tone))
                }
            } else {
                row.appendSpaces(1, .plain)
            }
        } else if r < rows.count {
            row.append(safe: wrapMarker, columns: 1, Attributes(.lineMarker))
        } else {
            row.appendSpaces(1, Attributes(.plain, tone: look.colored ? tone : .plain))
        }
        if r < rows.count {
            row.append(content, bytes: rows[r].range, cells: rows[r].cells)
            if rows[r].cut { row.append(safe: cutMarker, columns: 1, Attributes(.lineMarker)) }
        }
        let end = start + pane.width
        if !old, look.colored, look.fillsRows {
            // The right pane ends the row: the backend draws its background on.
            row.fill = band ? .plain : tone
            return
        }
        guard row.columns < end else { return }
        if band {
            row.appendSpaces(end - row.columns, Attributes(.conflictMarker))
        } else if look.colored, tone != .plain {
            row.appendSpaces(end - row.columns, Attributes(.plain, tone: tone))
        } else if old {
            row.appendSpaces(end - row.columns, .plain)
        }
    }

    /// A space and the bar after a pane's line number.
    private static let paneBar = Array(" │".utf8)
}
