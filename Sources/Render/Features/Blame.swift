import Diff
import Inputs
import Highlight
import Terminal
import Theme

/// Paints a blame: each line's metadata as it came (or as tinge laid it out in git's default
/// form), then the file's line in its syntax colors.
///
/// Each commit's id has a color of its own, from the theme's commit colors by the id's first
/// digits (`Face.commit`), the same wherever the commit is shown and whichever way the id is
/// abbreviated. Where a line is the same commit's as the line above, its author and date are
/// dimmed (`repeatedMeta`); the id keeps its color on every line, so a commit's lines can be
/// followed down the file.
public struct BlamePainter {
    private var rows: CodeRows
    private var row = StyledLine()
    /// The blame line painted last, to tell a repeated commit.
    private var previous: BlameLine?

    public init(backend: any Backend, colored: Bool, options: DiffPainter.Options) {
        rows = CodeRows(backend: backend, colored: colored, options: options)
    }

    /// Paints one blame line; `tokens` are its content's (offsets into `line.content`).
    public mutating func paint(_ line: BlameLine, tokens: [Token]) throws(OutputError) {
        let repeated = previous.map { $0.sameCommit(as: line) && $0.number + 1 == line.number } ?? false
        previous = line
        row.removeAll()
        let text = line.line.text
        let meta: Role = repeated ? .repeatedMeta : .commitMeta
        let idFace = line.isUncommitted ? Face(.uncommitted) : line.colorKey.map(Face.commit) ?? Face(meta)
        // The boundary's `^` goes with the id.
        metadata(text, 0, line.id.upperBound, Attributes(idFace))
        metadata(text, line.id.upperBound, line.numberRange.lowerBound, Attributes(meta))
        metadata(text, line.numberRange.lowerBound, line.contentStart, Attributes(.gutter))
        let codeStart = row.text.count
        let column = row.columns
        row.startContent()
        rows.appendCode(line.content, tokens: tokens, marks: [], mark: .none, to: &row)
        try rows.write(&row, codeStart: codeStart, column: column, newline: true)
    }

    /// Paints a line that is not a blame line, as it came (made safe).
    public mutating func paintText(_ line: InputLine) throws(OutputError) {
        previous = nil
        row.removeAll()
        let text = line.text
        metadata(text, 0, text.count - (text.last == 0x0D ? 1 : 0), .plain)
        try rows.backend.write(row, newline: true)
    }

    /// Ends the output.
    public func finish() throws(OutputError) {
        try rows.backend.finish()
    }

    /// Appends `text[from..<to]` (offsets from its start), made safe, in `attributes` (plain
    /// when nothing is colored).
    private mutating func metadata(_ text: ArraySlice<UInt8>, _ from: Int, _ to: Int, _ attributes: Attributes) {
        guard to > from else { return }
        let attributes = rows.colored ? attributes : .plain
        text.withUnsafeBufferPointer { p in
            row.append(content: p, from: from, to: to, tabWidth: rows.options.tabWidth, attributes)
        }
    }
}
