import Diff
import Highlight
import Terminal
import Theme

/// Hunk lines: their content in syntax colors over the line's tone, the gutter, and the layout
/// of rows, unified (one row a line, wrapped or cut) or side by side (two panes).
extension DiffPainter {
    // MARK: - Unified

    mutating func paintHunkLine(_ line: HunkLine, tokens: ArraySlice<Token>, emphasis: ArraySlice<Range<Int>>,
                                conflict: ConflictPart = .none) throws(OutputError) {
        if conflict.isMarker { return try paintConflictMarker(line) }
        start(line.line)
        if line.kind == .noNewline {
            styled(line.line.text, .noNewline)
            return try emit(line.line)
        }
        let tone = LineTone(line.kind, moved: line.moved)
        if options.lineNumbers, !options.colorOnly {
            gutter(line.oldNumber, line.newNumber)
        }
        if let marker = Self.sectionRole(conflict) ?? tone.markerRole {
            line.markers.withUnsafeBufferPointer { p in
                row.append(content: p, from: 0, to: p.count, tabWidth: 0, Attributes(marker, tone: tone))
            }
        } else {
            styled(line.markers, nil)
        }
        let contentBytes = row.text.count
        let contentColumn = row.columns
        row.startContent()
        appendContent(line.content, tokens: tokens, emphasis: emphasis, tone: tone,
                      tabWidth: tabWidth, trailing: line.kind == .added)
        if options.colorOnly { return try emit(line.line) }
        let cells = row.columns - contentColumn
        if options.wrap == .always, let width = options.width, width - contentColumn > 8, cells > width - contentColumn {
            return try wrapUnified(line, tone: tone, from: contentBytes, column: contentColumn, width: width)
        }
        if options.maxLineLength > 0, cells > options.maxLineLength {
            // Cut: the line's first `maxLineLength` cells, then a marker.
            let (end, kept) = row.fit(from: contentBytes, limit: options.maxLineLength)
            row.truncate(toBytes: end, columns: contentColumn + kept)
            row.append(safe: Self.cutMarker, columns: 1, Attributes(.lineMarker))
        }
        fill(tone)
        try emit(line.line)
    }

    /// A line too long for the width, in rows: the first with the gutter, the others with the
    /// graph's lines carried on and a wrap marker in the marker column.
    private mutating func wrapUnified(_ line: HunkLine, tone: LineTone, from contentBytes: Int, column: Int,
                                      width: Int) throws(OutputError) {
        scratch.removeAll()
        scratch.append(row, bytes: contentBytes..<row.text.count)
        row.truncate(toBytes: contentBytes, columns: column)
        let limit = width - column
        var at = 0
        var first = true
        while at < scratch.text.count || first {
            if !first {
                row.removeAll()
                continuedGraph(line.line.graph)
                row.appendSpaces(column - row.columns - 1, .plain)
                row.append(safe: Self.wrapMarker, columns: 1, Attributes(.lineMarker))
            }
            let (end, cells) = scratch.fit(from: at, limit: limit)
            row.append(scratch, bytes: at..<end, cells: cells)
            fill(tone)
            at = end
            first = false
            try emit(line.line)
        }
    }

    /// Fills the rest of the row with the line's background: the backend does, or spaces to
    /// the width do.
    mutating func fill(_ tone: LineTone) {
        guard tone != .plain, colored else { return }
        row.fill = tone
        guard !fillsRows, let width = options.width, row.columns < width else { return }
        row.appendSpaces(width - row.columns, Attributes(.plain, tone: tone))
    }

    static let cutMarker = Array("→".utf8)
    static let wrapMarker = Array("↪".utf8)
    /// A space and the bar after the new line number.
    private static let gutterBar = Array(" │".utf8)

    /// `oooo nnnn │`: both numbers, right-aligned in `digits` columns (blank for none).
    mutating func gutter(_ old: Int?, _ new: Int?) {
        let gutter = Attributes(.gutter)
        row.append(number: old, width: digits, gutter)
        row.append(joining: CollectionOfOne(0x20), columns: 1, gutter)
        row.append(number: new, width: digits, gutter)
        row.append(joining: Self.gutterBar, columns: 2, gutter)
    }

    /// Digits the largest line number of `hunks` takes, four at least.
    static func digits(for hunks: [Hunk]) -> Int {
        var largest = 0
        for hunk in hunks {
            largest = max(largest, hunk.header.new.start + hunk.header.new.count)
            for old in hunk.header.old { largest = max(largest, old.start + old.count) }
        }
        var digits = 1
        while largest >= 10 {
            largest /= 10
            digits += 1
        }
        return max(4, digits)
    }

    /// The graph drawing beside a wrapped line's continuation: its columns' lines carried on
    /// (`|` for each `|` or `*`), each in its color.
    mutating func continuedGraph(_ graph: ArraySlice<UInt8>) {
        for (i, b) in graph.enumerated() {
            if b == 0x7C || b == 0x2A {
                row.append(safe: [0x7C], columns: 1, Attributes(Face.graph(i / 2)))
            } else {
                row.appendSpaces(1, .plain)
            }
        }
    }

    // MARK: - Content

    /// Appends `content` in its token colors over `tone`, emphasized ranges stronger, trailing
    /// whitespace of added lines marked.
    mutating func appendContent(_ content: ArraySlice<UInt8>, tokens: ArraySlice<Token>, emphasis: ArraySlice<Range<Int>>, tone: LineTone,
                                tabWidth: Int, trailing: Bool = false) {
        content.withUnsafeBufferPointer { text in
            Self.appendContent(text, tokens: tokens, emphasis: emphasis, tone: tone, tabWidth: tabWidth, trailing: trailing,
                               into: &row)
        }
    }

    static func appendContent(_ text: UnsafeBufferPointer<UInt8>, tokens: ArraySlice<Token>, emphasis: ArraySlice<Range<Int>>, tone: LineTone,
                       tabWidth: Int, trailing: Bool, into line: inout StyledLine) {
        var end = text.count
        // On a context line a CRLF is the line's end, the same on both sides; on a changed
        // line the `\r` shows, so a change of line ends alone can be seen.
        if tone == .plain, end > 0, text[end - 1] == 0x0D { end -= 1 }
        var blankFrom = end
        if trailing { while blankFrom > 0, text[blankFrom - 1] == 0x20 || text[blankFrom - 1] == 0x09 { blankFrom -= 1 } }
        var pos = 0
        var t = tokens.startIndex
        var e = emphasis.startIndex
        while pos < end {
            // The next boundary: a token's start or end, an emphasis edge, the trailing blanks.
            while t < tokens.endIndex, tokens[t].end <= pos { t += 1 }
            while e < emphasis.endIndex, emphasis[e].upperBound <= pos { e += 1 }
            var next = end
            var kind = TokenKind.plain
            if t < tokens.endIndex {
                if tokens[t].start > pos { next = min(next, tokens[t].start) } else { kind = tokens[t].kind; next = min(next, tokens[t].end) }
            }
            var emphasized = false
            if e < emphasis.endIndex {
                if emphasis[e].lowerBound > pos { next = min(next, emphasis[e].lowerBound) } else { emphasized = true; next = min(next, emphasis[e].upperBound) }
            }
            if pos < blankFrom { next = min(next, blankFrom) }
            let attributes = pos >= blankFrom
                ? Attributes(.trailingWhitespace, tone: tone)
                : Attributes(Face(kind), tone: tone, emphasis: emphasized)
            line.append(content: text, from: pos, to: next, tabWidth: tabWidth, attributes)
            pos = next
        }
    }
}
