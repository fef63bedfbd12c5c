import Diff
import Highlight
import Prepare
import Terminal
import Theme

/// Removed lines in the left pane, added lines in the right, each change block's lines paired
/// in order; context lines in both. Each pane has its own gutter (`LineNumbers`: old numbers
/// left, new right) and marker column (`MarkerColumn`), and wraps (or cuts) its lines inside
/// itself, so no row is wider than the width. A backend that lays panes out itself (a page,
/// `Backend.laysOutPanes`) gets each pair as one row that says where its panes are
/// (`StyledLine.panes`), and wraps them in its own width. A merge's combined diff, and a width
/// too narrow for two panes, are painted unified.
struct SideBySideLayout: DiffLayout {
    /// The width the panes share.
    let width: Int
    /// Cut a line at its pane's edge instead of wrapping it in its pane.
    let cuts: Bool
    /// The layout of what does not fit in panes; its gutter is the panes' too.
    var unified: UnifiedLayout
    /// Each pane's line content, and the rows it takes.
    private var left = StyledLine()
    private var right = StyledLine()
    private var leftRows: [PaneRow] = []
    private var rightRows: [PaneRow] = []
    private var removed: [Int] = []
    private var added: [Int] = []

    init(width: Int, cuts: Bool, unified: UnifiedLayout) {
        self.width = width
        self.cuts = cuts
        self.unified = unified
    }

    /// A tab kept as it is lands where the terminal's stops say, which no pane can know: tabs
    /// are expanded (to the terminal's usual eight).
    func tabStops(_ width: Int) -> Int { width == 0 ? 8 : width }

    mutating func startFile(_ hunks: [Hunk]) { unified.startFile(hunks) }

    mutating func widen(for hunk: Hunk) { unified.widen(for: hunk) }

    func paintHeader(_ header: FileHeader, note: String?, on canvas: inout Canvas) throws(OutputError) {
        try unified.paintHeader(header, note: note, on: &canvas)
    }

    /// Lines that come one at a time cannot be paired: they are painted unified.
    mutating func paintLine(_ line: HunkLine, _ prepared: PreparedLine, on canvas: inout Canvas) throws(OutputError) {
        try unified.paintLine(line, prepared, on: &canvas)
    }

    /// The columns of one pane.
    struct Pane {
        /// The cells of the gutter, the marker and the content.
        var gutter: Int
        var marker = 1
        var content: Int
        var width: Int { gutter + marker + content }
    }

    /// The two panes for a row that starts after `graph` cells, or nil when the width leaves
    /// them too narrow to show anything.
    func panes(graph: Int) -> (left: Pane, right: Pane)? {
        let available = width - graph - 1  // the divider
        let gutter = unified.numbers?.paneWidth ?? 0
        let left = available / 2
        let right = available - left
        guard left - gutter - 1 >= 2 else { return nil }
        return (Pane(gutter: gutter, content: left - gutter - 1), Pane(gutter: gutter, content: right - gutter - 1))
    }

    mutating func paintHunk(_ hunk: Hunk, _ prepared: PreparedHunk, parents: Int, on canvas: inout Canvas) throws(OutputError) {
        guard parents == 1 else { return try unified.paintHunk(hunk, prepared, parents: parents, on: &canvas) }
        removed.removeAll(keepingCapacity: true)
        added.removeAll(keepingCapacity: true)
        var last = HunkLineKind.context
        for (l, line) in hunk.lines.enumerated() {
            switch line.kind {
            case .removed:
                if !added.isEmpty { try pairs(hunk, prepared, on: &canvas) }
                removed.append(l)
            case .added:
                added.append(l)
            case .context:
                try pairs(hunk, prepared, on: &canvas)
                try paintPair(hunk, l, l, prepared, on: &canvas)
            case .noNewline:
                // It is about the line before it, and goes where that line went.
                switch last {
                case .removed: removed.append(l)
                case .added: added.append(l)
                default:
                    try pairs(hunk, prepared, on: &canvas)
                    try paintPair(hunk, l, l, prepared, on: &canvas)
                }
            }
            if line.kind != .noNewline { last = line.kind }
        }
        try pairs(hunk, prepared, on: &canvas)
    }

    /// Paints the change block's lines gathered so far, removed beside added.
    private mutating func pairs(_ hunk: Hunk, _ prepared: PreparedHunk, on canvas: inout Canvas) throws(OutputError) {
        for i in 0..<max(removed.count, added.count) {
            try paintPair(hunk, i < removed.count ? removed[i] : nil, i < added.count ? added[i] : nil, prepared, on: &canvas)
        }
        removed.removeAll(keepingCapacity: true)
        added.removeAll(keepingCapacity: true)
    }

    /// Paints hunk lines `left` and `right` (either may be missing) as one or more rows.
    private mutating func paintPair(_ hunk: Hunk, _ left: Int?, _ right: Int?, _ prepared: PreparedHunk,
                                    on canvas: inout Canvas) throws(OutputError) {
        let first = hunk.lines[left ?? right!]
        guard let (leftPane, rightPane) = panes(graph: first.line.graphCount) else {
            if let left { try unified.paintLine(hunk.lines[left], prepared[left], on: &canvas) }
            if let right, right != left { try unified.paintLine(hunk.lines[right], prepared[right], on: &canvas) }
            return
        }
        let leftLine = left.map { hunk.lines[$0] }
        let rightLine = right.map { hunk.lines[$0] }
        self.left.removeAll()
        self.right.removeAll()
        var leftConflict = ConflictPart.none
        var rightConflict = ConflictPart.none
        if let left, let leftLine {
            let p = prepared[left]
            leftConflict = p.conflict
            // A context line in the left pane has the old file's colors, where they differ.
            let tokens = leftLine.kind == .context ? p.oldTokens ?? p.tokens : p.tokens
            Self.paneContent(leftLine, tokens, p.emphasis, canvas.tabWidth, leftConflict, into: &self.left)
        }
        if let right, let rightLine {
            let p = prepared[right]
            rightConflict = p.conflict
            Self.paneContent(rightLine, p.tokens, p.emphasis, canvas.tabWidth, rightConflict, into: &self.right)
        }
        let look = PaneLook(numbers: unified.numbers, colored: canvas.colored, fillsRows: canvas.fillsRows)
        if canvas.laysOutPanes {
            canvas.row.removeAll()
            canvas.graph(first.line.graph)
            let leftPane = Self.pane(leftLine, old: true, content: self.left, leftConflict, look, into: &canvas.row)
            canvas.row.append(safe: Self.divider, columns: 1, Attributes(.divider))
            let rightPane = Self.pane(rightLine, old: false, content: self.right, rightConflict, look, into: &canvas.row)
            // The width asked for (`--width`), not the one assumed when none was.
            canvas.row.panes = Panes(left: leftPane, right: rightPane, cuts: cuts, width: unified.width)
            return try canvas.writeRow(newline: true)
        }
        Self.rows(&self.left, leftPane.content, cuts: cuts, into: &leftRows)
        Self.rows(&self.right, rightPane.content, cuts: cuts, into: &rightRows)
        for r in 0..<max(leftRows.count, rightRows.count, 1) {
            canvas.row.removeAll()
            if r == 0 { canvas.graph(first.line.graph) } else { canvas.continuedGraph(first.line.graph) }
            Self.paneRow(leftLine, old: true, leftPane, r, leftRows, content: self.left, leftConflict, look, into: &canvas.row)
            canvas.row.append(safe: Self.divider, columns: 1, Attributes(.divider))
            Self.paneRow(rightLine, old: false, rightPane, r, rightRows, content: self.right, rightConflict, look,
                         into: &canvas.row)
            try canvas.writeRow(newline: true)
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
            HunkContent.append(text, tokens: tokens, emphasis: emphasis, tone: LineTone(line.kind, moved: line.moved),
                               tabWidth: tabWidth, trailing: line.kind == .added, into: &pane)
        }
    }

    /// One row of a pane: a piece of its content.
    typealias PaneRow = (range: Range<Int>, cells: Int)

    /// The rows of `content` in a pane `width` cells wide: wrapped, or (`cuts`) one row, cut
    /// with a marker.
    private static func rows(_ content: inout StyledLine, _ width: Int, cuts: Bool, into rows: inout [PaneRow]) {
        rows.removeAll(keepingCapacity: true)
        if content.columns > width, cuts { content.cut(from: 0, column: 0, limit: width - 1) }
        if content.columns <= width {
            if !content.isEmpty { rows.append((0..<content.text.count, content.columns)) }
        } else {
            for piece in content.rows(width: width) { rows.append((piece.range, piece.cells)) }
        }
    }

    /// One pane of a row whose panes the backend lays out: the gutter and marker, the whole
    /// content, and where they are in the row; its background is the backend's to draw.
    private static func pane(_ line: HunkLine?, old: Bool, content: StyledLine, _ conflict: ConflictPart, _ look: PaneLook,
                             into row: inout StyledLine) -> Panes.Pane {
        let start = row.text.count
        guard let line else { return Panes.Pane(start: start, code: start, end: start) }
        let tone = LineTone(line.kind, moved: line.moved)
        look.numbers?.append(pane: old ? line.oldNumber : line.newNumber, into: &row)
        MarkerColumn.append(pane: line, tone: tone, conflict: conflict, into: &row)
        let code = row.text.count
        row.append(content, bytes: 0..<content.text.count, cells: content.columns)
        return Panes.Pane(start: start, code: code, end: row.text.count, fill: look.colored ? tone : .plain,
                          band: conflict.isMarker && look.colored)
    }

    /// What every pane row of a file shares.
    struct PaneLook {
        let numbers: LineNumbers?
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
        if let numbers = look.numbers {
            if r == 0 {
                numbers.append(pane: old ? line.oldNumber : line.newNumber, into: &row)
            } else {
                numbers.appendContinued(into: &row)
            }
        }
        if r == 0 {
            MarkerColumn.append(pane: line, tone: tone, conflict: conflict, into: &row)
        } else {
            MarkerColumn.appendContinued(pane: tone, wraps: r < rows.count, colored: look.colored, into: &row)
        }
        if r < rows.count { row.append(content, bytes: rows[r].range, cells: rows[r].cells) }
        // A conflict's marker line is a band across its pane.
        let band = conflict.isMarker && look.colored
        let end = start + pane.width
        if !old, look.colored, look.fillsRows {
            // The right pane ends the row: the backend draws its background on, to the pane's edge.
            row.fill = band ? .plain : tone
            row.fillEnd = end
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
}
