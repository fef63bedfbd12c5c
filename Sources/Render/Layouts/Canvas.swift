import Diff
import Highlight
import Terminal
import Theme

/// What every layout paints with: the backend, the row being built, and the facts of the file
/// being painted that every row shares (its tab width). Rows are reused: nothing is allocated
/// per line.
struct Canvas {
    let backend: any Backend
    /// Whether anything is colored.
    let colored: Bool
    /// Whether the backend draws a row's background to its edge (`Backend.fillsRows`).
    let fillsRows: Bool
    /// Whether the backend lays out a side-by-side row's panes (`Backend.laysOutPanes`).
    let laysOutPanes: Bool
    /// Rows wider than this go on in rows of it (a long commit line, a file's long name); nil:
    /// rows are written whole.
    let rowWidth: Int?
    /// Whether a row ends with a newline only where its input line had one (`--color-only`
    /// output is the input, line for line).
    let keepsLineEnds: Bool
    /// Where a row of plain text may go as its bytes: uncolored rows written whole, each with
    /// its newline, to a backend that writes such a row as its text (`Backend.plainWriter`).
    let plainWriter: OutputWriter?
    /// Where a colored row of printable ASCII may be written span by span, never built
    /// (`ANSIBackend.SpanWriter`): a terminal's backend with colors and no page to fill.
    let spanRows: ANSIBackend?
    /// The row being built.
    var row = StyledLine()
    /// What three-byte sequences' columns have been learnt (`PlainRun`).
    let threeByteColumns = VisibleText.ThreeByteColumns()
    /// Spaces per tab stop in the file being painted (0 keeps tabs).
    var tabWidth: Int
    private var overflow = StyledLine()

    init(backend: any Backend, colored: Bool, rowWidth: Int?, keepsLineEnds: Bool, tabWidth: Int) {
        self.backend = backend
        self.colored = colored
        fillsRows = backend.fillsRows
        laysOutPanes = backend.laysOutPanes
        self.rowWidth = rowWidth
        self.keepsLineEnds = keepsLineEnds
        self.tabWidth = tabWidth
        plainWriter = !colored && rowWidth == nil && !keepsLineEnds ? backend.plainWriter : nil
        spanRows = colored ? (backend as? ANSIBackend).flatMap { $0.writesSpans ? $0 : nil } : nil
    }

    /// Starts a row for `line`: empty, then `marks` (zero-width, for navigation), then its
    /// `--graph` drawing.
    mutating func start(_ line: InputLine, marks: [UInt8] = []) {
        row.removeAll()
        if !marks.isEmpty { row.append(safe: marks, columns: 0, .plain) }
        if line.graphCount > 0 { graph(line.graph) }
    }

    /// The `--graph` columns, each in its own color (columns are two characters wide).
    mutating func graph(_ graph: ArraySlice<UInt8>) {
        for (i, b) in graph.enumerated() {
            if b == 0x20 {
                row.appendSpaces(1, .plain)
            } else {
                // Graph drawings are ASCII (git's `|/\*_-.`); anything else is shown as content is.
                withUnsafeBytes(of: b) { p in
                    row.append(content: p.bindMemory(to: UInt8.self), from: 0, to: 1, tabWidth: 0, Attributes(Face.graph(i / 2)))
                }
            }
        }
    }

    /// The graph drawing beside a wrapped line's continuation: its columns' lines carried on
    /// (`|` for each `|` or `*`), each in its color.
    mutating func continuedGraph(_ graph: ArraySlice<UInt8>) {
        Self.appendContinuedGraph(graph, to: &row)
    }

    /// `continuedGraph` for any row.
    static func appendContinuedGraph(_ graph: ArraySlice<UInt8>, to row: inout StyledLine) {
        for (i, b) in graph.enumerated() {
            if b == 0x7C || b == 0x2A {
                row.append(safe: [0x7C], columns: 1, Attributes(Face.graph(i / 2)))
            } else {
                row.appendSpaces(1, .plain)
            }
        }
    }

    /// Appends `t[from..<to]` in `role` (nil: plain), made visible, tabs kept.
    mutating func styled(_ t: [UInt8], _ from: Int, _ to: Int, _ role: Role?) {
        guard to > from else { return }
        styled(t[from..<to], role)
    }

    mutating func styled(_ t: ArraySlice<UInt8>, _ role: Role?) {
        guard !t.isEmpty else { return }
        let attributes = role.map { Attributes($0) } ?? .plain
        t.withUnsafeBufferPointer { p in row.append(content: p, from: 0, to: p.count, tabWidth: 0, attributes) }
    }

    /// Appends `content` in its token colors over `tone`, emphasized ranges stronger, trailing
    /// whitespace of added lines marked (`HunkContent`).
    mutating func appendContent(_ content: ArraySlice<UInt8>, tokens: ArraySlice<Token>, emphasis: ArraySlice<Range<Int>>,
                                tone: LineTone, trailing: Bool = false) {
        content.withUnsafeBufferPointer { appendContent($0, tokens: tokens, emphasis: emphasis, tone: tone, trailing: trailing) }
    }

    /// `appendContent(_:tokens:emphasis:tone:trailing:)` of bytes where they lie (a hunk line's,
    /// through `HunkLine.withContent`: no slice of its block made for every line painted).
    mutating func appendContent(_ text: UnsafeBufferPointer<UInt8>, tokens: ArraySlice<Token>, emphasis: ArraySlice<Range<Int>>,
                                tone: LineTone, trailing: Bool = false) {
        HunkContent.append(text, tokens: tokens, emphasis: emphasis, tone: tone, tabWidth: tabWidth, trailing: trailing,
                           into: &row)
    }

    /// Fills the rest of the row with `tone`'s background: the backend does, or spaces to
    /// `width` do.
    mutating func fill(_ tone: LineTone, width: Int?) {
        guard tone != .plain, colored else { return }
        row.fill = tone
        guard !fillsRows, let width, row.columns < width else { return }
        row.appendSpaces(width - row.columns, Attributes(.plain, tone: tone))
    }

    /// Writes the row, with `line`'s newline (kept only where the input had one, when
    /// `keepsLineEnds`).
    mutating func emit(_ line: InputLine) throws(OutputError) {
        try writeRow(newline: line.hasNewline || !keepsLineEnds)
    }

    /// Writes the row; one wider than `rowWidth` goes on in rows of that width: no row is ever
    /// wider (but one of panes the backend lays out, whose panes wrap in their own width).
    mutating func writeRow(newline: Bool) throws(OutputError) {
        guard let width = rowWidth, row.columns > width, row.panes == nil else {
            return try backend.write(row, newline: newline)
        }
        overflow.removeAll()
        overflow.append(row)
        let (anchor, anchorLink) = (row.anchor, row.anchorLink)
        for (n, piece) in overflow.rows(width: width).enumerated() {
            row.removeAll()
            if n == 0 { row.anchor = anchor }
            row.anchorLink = anchorLink
            row.append(overflow, bytes: piece.range, cells: piece.cells)
            try backend.write(row, newline: true)
        }
    }
}
