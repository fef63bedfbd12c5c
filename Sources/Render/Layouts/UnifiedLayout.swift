import Diff
import Highlight
import Prepare
import Terminal
import Theme

/// One row a hunk line: its gutter (`LineNumbers`, when asked for), its marker column
/// (`MarkerColumn`), its content on the line's background to the width; a line too long
/// wrapped at the width in rows that go on after `↪` in the marker column, the gutter kept
/// (`--wrap=auto` when the width is known, after a cut at `maxLineLength`; `always`), or cut
/// at `maxLineLength` (`never`, and `auto` with no width: less wraps the row).
struct UnifiedLayout: DiffLayout {
    /// The terminal's width, when known: backgrounds fill it, and wrapping wraps at it.
    let width: Int?
    /// Cut lines longer than this many columns, with a marker (0: never).
    let maxLineLength: Int
    /// Wrap long lines at the width instead of leaving them to less.
    let wraps: Bool
    /// Cut long lines at `maxLineLength` before wrapping them (`--wrap=auto`: a minified
    /// file's line is a few rows, not hundreds).
    let cutsFirst: Bool
    /// The gutter; nil without line numbers.
    var numbers: LineNumbers?
    let title: FileTitle
    /// A wrapped line's content, while its rows are written.
    private var rest = StyledLine()

    init(width: Int?, maxLineLength: Int, wrap: DiffPainter.Wrap, numbers: LineNumbers?, title: FileTitle) {
        self.width = width
        self.maxLineLength = maxLineLength
        wraps = wrap == .always || (wrap == .auto && width != nil)
        cutsFirst = wrap == .auto
        self.numbers = numbers
        self.title = title
    }

    /// A tab kept as it is lands where the terminal's stops say, which a wrapped line cannot
    /// know: wrapping, tabs are expanded (to the terminal's usual eight).
    func tabStops(_ width: Int) -> Int { width == 0 && wraps ? 8 : width }

    mutating func startFile(_ hunks: [Hunk]) { numbers?.digits = LineNumbers.digits(for: hunks) }

    mutating func widen(for hunk: Hunk) { numbers?.widen(for: hunk) }

    func paintHeader(_ header: FileHeader, note: String?, on canvas: inout Canvas) throws(OutputError) {
        try title.paint(header, note: note, on: &canvas)
    }

    mutating func paintHunk(_ hunk: Hunk, _ prepared: PreparedHunk, parents: Int, on canvas: inout Canvas) throws(OutputError) {
        guard numbers == nil, let spans = canvas.spanRows else {
            for l in hunk.lines.indices { try paintLine(hunk.lines[l], prepared[l], on: &canvas) }
            return
        }
        // A line that goes span by span is read in place, and what was prepared for it where it
        // lies (a line passed on is copied; a prepared line slices its file's arrays). What the
        // spans need of the layout and the canvas is taken first: the closure would copy both.
        let shape = SpanShape(width: width, maxLineLength: maxLineLength, wraps: wraps, rowWidth: canvas.rowWidth,
                              tabWidth: canvas.tabWidth, keepsLineEnds: canvas.keepsLineEnds,
                              threeByteColumns: canvas.threeByteColumns)
        try prepared.lines.withReader { (reader) throws(OutputError) in
            for l in hunk.lines.indices {
                if try Self.paintSpans(hunk.lines, l, reader, shape, to: spans) { continue }
                try paintLine(hunk.lines[l], prepared[l], on: &canvas)
            }
        }
    }

    /// What painting a line span by span needs of the layout and the canvas.
    private struct SpanShape {
        let width: Int?
        let maxLineLength: Int
        let wraps: Bool
        let rowWidth: Int?
        let tabWidth: Int
        let keepsLineEnds: Bool
        let threeByteColumns: VisibleText.ThreeByteColumns
    }

    mutating func paintLine(_ line: HunkLine, _ prepared: PreparedLine, on canvas: inout Canvas) throws(OutputError) {
        canvas.start(line.line)
        if prepared.conflict.isMarker { return try paintConflictMarker(line, on: &canvas) }
        if line.kind == .noNewline {
            canvas.styled(line.line.text, .noNewline)
            return try canvas.emit(line.line)
        }
        let tone = LineTone(line.kind, moved: line.moved)
        numbers?.append(old: line.oldNumber, new: line.newNumber, into: &canvas.row)
        MarkerColumn.append(line, tone: tone, conflict: prepared.conflict, into: &canvas.row)
        let contentBytes = canvas.row.text.count
        let contentColumn = canvas.row.columns
        canvas.row.startContent()
        line.withContent { content in
            canvas.appendContent(content, tokens: prepared.tokens, emphasis: prepared.emphasis, tone: tone,
                                 trailing: line.kind == .added)
        }
        let room = (width ?? 0) - contentColumn
        let wrapping = wraps && room > 8
        // `always` wraps a line longer than the width whole; any other is cut at
        // `maxLineLength` first (once: a cut line is longer than the limit by its marker).
        if !wrapping || cutsFirst || canvas.row.columns - contentColumn <= room {
            canvas.row.cut(from: contentBytes, column: contentColumn, limit: maxLineLength)
        }
        if wrapping, let width, canvas.row.columns - contentColumn > room {
            return try wrap(line, tone: tone, from: contentBytes, column: contentColumn, width: width, on: &canvas)
        }
        canvas.fill(tone, width: width)
        try canvas.emit(line.line)
    }

    /// A line of text that is its own visible form (printable ASCII and tabs, or characters
    /// beyond ASCII shown as they are: `textColumns`) that is neither cut nor wrapped, written
    /// span by span straight to the terminal (`ANSIBackend.SpanWriter`): the spans `paintLine`
    /// builds the row of, the same bytes, with no row built and read again. False, having
    /// written nothing, for any other line.
    private static func paintSpans(_ lines: [HunkLine], _ l: Int, _ prepared: PreparedLines.Reader, _ shape: SpanShape,
                                   to terminal: ANSIBackend) throws(OutputError) -> Bool {
        let (width, maxLineLength, wraps) = (shape.width, shape.maxLineLength, shape.wraps)
        let kind = lines[l].kind
        guard prepared.conflict(l) == .none, kind != .noNewline, lines[l].line.graphCount == 0 else { return false }
        // The text is the line's where it lies; the file it is in is painted, and alive.
        let text = lines[l].line.unsafeText
        let markerCount = min(lines[l].markerCount, text.count)
        let contentTabsEnd: Int
        let content: Int
        if let tabsEnd = VisibleText.printableASCIITabsEnd(text) {
            // Past the last tab a byte is a cell; before it, tab stops are counted.
            contentTabsEnd = max(0, tabsEnd - markerCount)
            let tabbed = contentTabsEnd == 0 ? 0
                : Self.columns(of: UnsafeBufferPointer(rebasing: text[markerCount..<(markerCount + contentTabsEnd)]),
                               tabWidth: shape.tabWidth)
            content = tabbed + text.count - markerCount - contentTabsEnd
        } else if let columns = Self.textColumns(text, markerCount: markerCount, tokens: prepared.tokens(l),
                                                 emphasis: prepared.emphasis(l), shape.threeByteColumns) {
            contentTabsEnd = 0
            content = columns
        } else {
            return false
        }
        // What `paintLine` would cut at `maxLineLength` or wrap at the width.
        if maxLineLength > 0, content > maxLineLength { return false }
        let room = (width ?? 0) - markerCount
        if wraps, room > 8, content > room { return false }
        let tone = LineTone(kind, moved: lines[l].moved)
        let columns = markerCount + content
        let fill = tone == .plain ? 0 : max(0, (width ?? 0) - columns)
        if let rowWidth = shape.rowWidth, columns + fill > rowWidth { return false }
        var row = try terminal.startRow(tabsEnd: contentTabsEnd)
        row.append(text, from: 0, to: markerCount, tone.markerRole.map { Attributes($0, tone: tone) } ?? .plain)
        HunkContent.append(UnsafeBufferPointer(rebasing: text[markerCount...]), tokens: prepared.tokens(l),
                           emphasis: prepared.emphasis(l), tone: tone, tabWidth: shape.tabWidth, trailing: kind == .added,
                           into: &row)
        row.appendSpaces(fill, Attributes(.plain, tone: tone))
        try terminal.endRow(row, newline: lines[l].line.hasNewline || !shape.keepsLineEnds)
        return true
    }

    /// The cells of a line's content beyond ASCII (a translation's, most of them) when it goes
    /// span by span as a row would take it: a marker of printable ASCII, content of characters
    /// that are text as they are wherever they stand (`VisibleText.textColumns`: no tab), and no
    /// span of it starting or ending inside a character, which a row would show as a stray byte.
    private static func textColumns(_ text: UnsafeBufferPointer<UInt8>, markerCount: Int, tokens: UnsafeBufferPointer<Token>,
                                    emphasis: UnsafeBufferPointer<Range<Int>>, _ threeByteColumns: VisibleText.ThreeByteColumns) -> Int? {
        let content = UnsafeBufferPointer(rebasing: text[markerCount...])
        guard VisibleText.isPrintableASCII(UnsafeBufferPointer(rebasing: text[..<markerCount])),
              let columns = VisibleText.textColumns(content, threeByteColumns: threeByteColumns) else { return nil }
        func inside(_ offset: Int) -> Bool { offset > 0 && offset < content.count && content[offset] & 0xC0 == 0x80 }
        for token in tokens where inside(token.start) || inside(token.end) { return nil }
        for range in emphasis where inside(range.lowerBound) || inside(range.upperBound) { return nil }
        return columns
    }

    /// The cells `text` (printable ASCII and tabs) takes as content, its tabs expanded to
    /// stops of `tabWidth` (0: a tab is a cell).
    private static func columns(of text: UnsafeBufferPointer<UInt8>, tabWidth: Int) -> Int {
        guard tabWidth > 0 else { return text.count }
        var columns = 0
        var rest = text[...]
        while let tab = rest.firstIndex(of: 0x09) {
            columns += tab - rest.startIndex
            columns += tabWidth - columns % tabWidth
            rest = rest[(tab + 1)...]
        }
        return columns + rest.count
    }

    /// Uncolored, with no gutter and no wrapping, the run's plain lines are their bytes
    /// (`PlainRun`); any other line, or any other output, is painted line by line.
    mutating func paintRun(_ run: HunkLineRun, on canvas: inout Canvas) throws(OutputError) {
        guard numbers == nil, !wraps, !canvas.colored, let out = canvas.backend.plainWriter else {
            return try run.forEachLine { (line) throws(OutputError) in try paintLine(line, .plain, on: &canvas) }
        }
        try PlainRun.write(run, tabWidth: canvas.tabWidth, limit: maxLineLength, to: out,
                           threeByteColumns: canvas.threeByteColumns) { (line) throws(OutputError) in
            try paintLine(line, .plain, on: &canvas)
        }
    }

    /// A conflict's marker line: the gutter, then the band to the width; cut as a long line is
    /// (wrapping, the canvas goes on in rows of the width after).
    private func paintConflictMarker(_ line: HunkLine, on canvas: inout Canvas) throws(OutputError) {
        numbers?.append(old: line.oldNumber, new: line.newNumber, into: &canvas.row)
        let content = ConflictBand.append(line, tabWidth: canvas.tabWidth, into: &canvas.row)
        if !wraps || cutsFirst { canvas.row.cut(from: content.bytes, column: content.column, limit: maxLineLength) }
        if canvas.colored, !canvas.fillsRows, let width, canvas.row.columns < width {
            canvas.row.appendSpaces(width - canvas.row.columns, Attributes(.conflictMarker))
        }
        try canvas.emit(line.line)
    }

    /// A line too long for the width, in rows: the first with the gutter, the others with the
    /// graph's lines carried on, the gutter's bar alone and `↪` in the marker column.
    private mutating func wrap(_ line: HunkLine, tone: LineTone, from contentBytes: Int, column: Int, width: Int,
                               on canvas: inout Canvas) throws(OutputError) {
        // The row is wrapped apart from the canvas, and each of its rows handed back to it to be
        // filled and written.
        var row = StyledLine()
        swap(&row, &canvas.row)
        defer { swap(&row, &canvas.row) }
        let numbers = numbers
        try row.wrap(from: contentBytes, column: column, limit: width - column, pieces: &rest) { row in
            Canvas.appendContinuedGraph(line.line.graph, to: &row)
            numbers?.appendContinued(unified: true, into: &row)
            row.appendSpaces(column - row.columns - 1, .plain)
            row.appendWrapMarker()
        } write: { (row, _) throws(OutputError) in
            swap(&row, &canvas.row)
            defer { swap(&row, &canvas.row) }
            canvas.fill(tone, width: width)
            try canvas.emit(line.line)
        }
    }
}
