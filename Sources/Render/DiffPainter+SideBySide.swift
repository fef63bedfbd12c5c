import Diff
import Highlight
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

    mutating func paintSideBySide(_ hunk: Hunk, tokens: [[Token]]?, emphasis: [[Range<Int>]]?) throws(OutputError) {
        var removed: [Int] = []
        var added: [Int] = []
        func pairs(_ painter: inout DiffPainter) throws(OutputError) {
            for i in 0..<max(removed.count, added.count) {
                try painter.paintPair(hunk, i < removed.count ? removed[i] : nil, i < added.count ? added[i] : nil,
                                      tokens: tokens, emphasis: emphasis)
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
                try paintPair(hunk, l, l, tokens: tokens, emphasis: emphasis)
            case .noNewline:
                // It is about the line before it, and goes where that line went.
                switch last {
                case .removed: removed.append(l)
                case .added: added.append(l)
                default:
                    try pairs(&self)
                    try paintPair(hunk, l, l, tokens: tokens, emphasis: emphasis)
                }
            }
            if line.kind != .noNewline { last = line.kind }
        }
        try pairs(&self)
    }

    /// Paints hunk lines `left` and `right` (either may be missing) as one or more rows.
    private mutating func paintPair(_ hunk: Hunk, _ left: Int?, _ right: Int?, tokens: [[Token]]?,
                                    emphasis: [[Range<Int>]]?) throws(OutputError) {
        let first = hunk.lines[left ?? right!]
        guard let (leftPane, rightPane) = panes(graph: first.line.graphCount) else {
            if let left { try paintHunkLine(hunk.lines[left], tokens: tokens?[left] ?? [], emphasis: emphasis?[left] ?? []) }
            if let right, right != left {
                try paintHunkLine(hunk.lines[right], tokens: tokens?[right] ?? [], emphasis: emphasis?[right] ?? [])
            }
            return
        }
        scratch.removeAll()
        self.right.removeAll()
        if let left { paneContent(hunk.lines[left], tokens?[left] ?? [], emphasis?[left] ?? [], into: &scratch) }
        if let right { paneContent(hunk.lines[right], tokens?[right] ?? [], emphasis?[right] ?? [], into: &self.right) }
        let leftRows = rowStarts(scratch, leftPane.content)
        let rightRows = rowStarts(self.right, rightPane.content)
        for r in 0..<max(leftRows.count, rightRows.count, 1) {
            row.removeAll()
            if r == 0 { graph(first.line.graph) } else { continuedGraph(first.line.graph) }
            paneRow(left.map { hunk.lines[$0] }, old: true, leftPane, r, leftRows, from: scratch)
            row.append(safe: Self.divider, columns: 1, Attributes(.divider))
            paneRow(right.map { hunk.lines[$0] }, old: false, rightPane, r, rightRows, from: self.right)
            try backend.write(row, newline: true)
        }
    }

    private static let divider = Array("│".utf8)

    /// A pane's line content: its tokens over its tone, or the `\ No newline` notice.
    private func paneContent(_ line: HunkLine, _ tokens: [Token], _ emphasis: [Range<Int>], into pane: inout StyledLine) {
        pane.startContent()
        if line.kind == .noNewline {
            line.line.text.withUnsafeBufferPointer { p in
                pane.append(content: p, from: 0, to: p.count, tabWidth: options.tabWidth, Attributes(.noNewline))
            }
            return
        }
        line.content.withUnsafeBufferPointer { text in
            appendContent(text, tokens: tokens, emphasis: emphasis, tone: Self.tone(line.kind), tabWidth: options.tabWidth,
                          trailing: line.kind == .added, into: &pane)
        }
    }

    /// Where each row of `content` starts and ends in a pane `width` cells wide: wrapped, or one
    /// row cut with a marker (`--wrap=never`).
    private func rowStarts(_ content: StyledLine, _ width: Int) -> [(range: Range<Int>, cells: Int, cut: Bool)] {
        var rows: [(range: Range<Int>, cells: Int, cut: Bool)] = []
        if content.columns <= width {
            return content.isEmpty ? [] : [(0..<content.text.count, content.columns, false)]
        }
        if options.wrap == .never {
            let (end, cells) = content.fit(from: 0, limit: width - 1)
            return [(0..<end, cells, true)]
        }
        var at = 0
        while at < content.text.count {
            let (end, cells) = content.fit(from: at, limit: width)
            // A character wider than the pane cannot happen (panes are two cells at least), but
            // a row must move on whatever comes.
            let stop = end > at ? end : at + 1
            rows.append((at..<stop, cells, false))
            at = stop
        }
        return rows
    }

    /// Row `r` of one pane: the gutter and marker on the first row (a wrap marker after), the
    /// content's `r`th piece, and the line's background to the pane's edge.
    private mutating func paneRow(_ line: HunkLine?, old: Bool, _ pane: Pane, _ r: Int,
                                  _ rows: [(range: Range<Int>, cells: Int, cut: Bool)], from content: StyledLine) {
        let start = row.columns
        guard let line else {
            // No line on this side: blank, so the other pane stays in its place.
            if old { row.appendSpaces(pane.width, .plain) }
            return
        }
        let tone = line.kind == .noNewline ? .plain : Self.tone(line.kind)
        if pane.gutter > 0 {
            if r == 0 {
                var cells: [UInt8] = []
                Self.number(old ? line.oldNumber : line.newNumber, digits, &cells)
                cells += [0x20]
                let columns = cells.count + 1
                cells += Self.paneBar
                row.append(safe: cells, columns: columns, Attributes(.gutter))
            } else {
                row.appendSpaces(pane.gutter - 1, .plain)
                row.append(safe: Self.paneBar, columns: 1, Attributes(.gutter))
            }
        }
        if r == 0 {
            let marker: Role? = tone == .added ? .addedMarker : tone == .removed ? .removedMarker : nil
            let text = line.kind == .noNewline ? [0x20] : Array(line.markers.prefix(1))
            if let marker { row.append(safe: text, columns: 1, Attributes(marker, tone: tone)) } else { row.appendSpaces(1, .plain) }
        } else if r < rows.count {
            row.append(safe: Self.wrapMarker, columns: 1, Attributes(.lineMarker))
        } else {
            row.appendSpaces(1, Attributes(.plain, tone: colored ? tone : .plain))
        }
        if r < rows.count {
            row.append(content, bytes: rows[r].range, cells: rows[r].cells)
            if rows[r].cut { row.append(safe: Self.cutMarker, columns: 1, Attributes(.lineMarker)) }
        }
        let end = start + pane.width
        if !old, colored, fillsRows {
            // The right pane ends the row: the backend draws its background on.
            row.fill = tone
            return
        }
        guard row.columns < end else { return }
        if colored, tone != .plain {
            row.appendSpaces(end - row.columns, Attributes(.plain, tone: tone))
        } else if old {
            row.appendSpaces(end - row.columns, .plain)
        }
    }

    private static let paneBar = Array("│".utf8)
}
