import Highlight
import Terminal
import Theme

/// What goes before a file's line in the rows of an input other than a diff: a blame's
/// columns (`BlameColumns`), a search's line number (`SearchNumbers`).
protocol LineDecoration {
    associatedtype Line
    /// Appends what goes before `line`'s code to `row` (plain when nothing is `colored`).
    mutating func append(_ line: Line, to row: inout StyledLine, colored: Bool)
}

/// Rows that show a line of a file after a decoration (`LineDecoration`), for the painters of
/// inputs other than diffs: the line in its token colors with its marked stretches, then cut
/// at `maxLineLength` with `→` or wrapped at the width with `↪`, as `UnifiedLayout` lays out a
/// diff's line (`LongLines`).
struct CodeRows {
    let backend: any Backend
    let options: DiffPainter.Options
    /// Whether anything is colored.
    let colored: Bool
    /// The row being built.
    var row = StyledLine()
    private var scratch = StyledLine()

    init(backend: any Backend, colored: Bool, options: DiffPainter.Options) {
        self.backend = backend
        self.colored = colored
        var options = options
        // A tab kept as it is lands where the terminal's stops say: wrapping needs it expanded.
        if options.tabWidth == 0, options.wrap == .always { options.tabWidth = 8 }
        self.options = options
    }

    /// Paints `content`, a file's line, after what `decoration` shows of `line`: its tokens'
    /// colors, the stretches in `marks` under `mark`.
    mutating func paint<Decoration: LineDecoration>(_ line: Decoration.Line, after decoration: inout Decoration,
                                                    content: ArraySlice<UInt8>, tokens: [Token], marks: [Range<Int>] = [],
                                                    mark: Mark = .none) throws(OutputError) {
        row.removeAll()
        decoration.append(line, to: &row, colored: colored)
        let codeStart = row.text.count
        let column = row.columns
        row.startContent()
        appendCode(content, tokens: tokens, marks: marks, mark: mark, to: &row)
        try writeRow(codeStart: codeStart, column: column)
    }

    /// Writes a line that is not a file's line, as it came (made safe; a last `\r` is its end).
    mutating func paintText(_ text: ArraySlice<UInt8>) throws(OutputError) {
        row.removeAll()
        let tabWidth = options.tabWidth
        text.withUnsafeBufferPointer { p in
            let end = p.count - (p.last == 0x0D ? 1 : 0)
            row.append(content: p, from: 0, to: end, tabWidth: tabWidth, .plain)
        }
        try backend.write(row, newline: true)
    }

    /// Appends `content` to `row` in its tokens' colors (none when nothing is colored), the
    /// stretches in `marks` under `mark` (laid over the tokens by `Marks`); a last `\r` is the
    /// line's end and not shown.
    private func appendCode(_ content: ArraySlice<UInt8>, tokens: [Token], marks: [Range<Int>], mark: Mark,
                             to row: inout StyledLine) {
        var layer = Marks()
        if colored { for range in marks { layer.add(range, as: mark) } }
        let tabWidth = options.tabWidth
        content.withUnsafeBufferPointer { text in
            var end = text.count
            if end > 0, text[end - 1] == 0x0D { end -= 1 }
            layer.forEachRun(colored ? tokens[...] : [], over: 0..<end, text: text) { run in
                row.append(content: text, run, tabWidth: tabWidth)
            }
        }
    }

    /// Writes the row, whose code starts at byte `codeStart` and column `column`: whole, cut at
    /// `maxLineLength`, or wrapped at the width in rows that start with `↪` before the code's column.
    private mutating func writeRow(codeStart: Int, column: Int) throws(OutputError) {
        let cells = row.columns - column
        if options.wrap == .always, let width = options.width, width - column > 8, cells > width - column {
            let backend = backend
            return try row.wrap(from: codeStart, column: column, limit: width - column, pieces: &scratch) { row in
                row.appendSpaces(column - 1, .plain)
                row.appendWrapMarker()
            } write: { (row, _) throws(OutputError) in
                try backend.write(row, newline: true)
            }
        }
        row.cut(from: codeStart, column: column, limit: options.maxLineLength)
        try backend.write(row, newline: true)
    }
}
