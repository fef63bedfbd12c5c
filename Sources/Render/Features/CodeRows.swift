import Highlight
import Terminal
import Theme

/// Rows that show a line of a file after something of tinge's own (a blame's metadata, a
/// search's line number), for the painters of inputs other than diffs: the line in its token
/// colors with its marked stretches, then cut at `maxLineLength` with `→` or wrapped at the
/// width with `↪`, as `UnifiedLayout` lays out a diff's line (`LongLines`).
struct CodeRows {
    let backend: any Backend
    let options: DiffPainter.Options
    /// Whether anything is colored.
    let colored: Bool
    private var scratch = StyledLine()

    init(backend: any Backend, colored: Bool, options: DiffPainter.Options) {
        self.backend = backend
        self.colored = colored
        var options = options
        // A tab kept as it is lands where the terminal's stops say: wrapping needs it expanded.
        if options.tabWidth == 0, options.wrap == .always { options.tabWidth = 8 }
        self.options = options
    }

    /// Appends `content` to `row` in its tokens' colors (none when nothing is colored), the
    /// stretches in `marks` under `mark` (laid over the tokens by `Marks`); a last `\r` is the
    /// line's end and not shown.
    func appendCode(_ content: ArraySlice<UInt8>, tokens: [Token], marks: [Range<Int>], mark: Mark,
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

    /// Writes `row`, whose code starts at byte `codeStart` and column `column`: whole, cut at
    /// `maxLineLength`, or wrapped at the width in rows that start with `↪` before the code's column.
    mutating func write(_ row: inout StyledLine, codeStart: Int, column: Int, newline: Bool) throws(OutputError) {
        let cells = row.columns - column
        if options.wrap == .always, let width = options.width, width - column > 8, cells > width - column {
            let backend = backend
            return try row.wrap(from: codeStart, column: column, limit: width - column, pieces: &scratch) { row in
                row.appendSpaces(column - 1, .plain)
                row.appendWrapMarker()
            } write: { (row, last) throws(OutputError) in
                try backend.write(row, newline: !last || newline)
            }
        }
        row.cut(from: codeStart, column: column, limit: options.maxLineLength)
        try backend.write(row, newline: newline)
    }
}
