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
package struct BlamePainter {
    private var rows: CodeRows
    private var columns: BlameColumns

    public init(backend: any Backend, colored: Bool, options: DiffPainter.Options) {
        rows = CodeRows(backend: backend, colored: colored, options: options)
        columns = BlameColumns(tabWidth: rows.options.tabWidth)
    }

    /// Paints one blame line; `tokens` are its content's (offsets into `line.content`).
    package mutating func paint(_ line: BlameLine, tokens: [Token]) throws(OutputError) {
        try rows.paint(line, after: &columns, content: line.content, tokens: tokens)
    }

    /// Paints a line that is not a blame line, as it came (made safe).
    public mutating func paintText(_ line: InputLine) throws(OutputError) {
        columns.previous = nil
        try rows.paintText(line.text)
    }

    /// Ends the output.
    public func finish() throws(OutputError) {
        try rows.backend.finish()
    }
}

/// A blame line's metadata as it came (or as tinge laid it out in git's default form): the
/// commit's id in its color, author and date dimmed where the line above is the same commit's,
/// the line's number in the gutter's color.
struct BlameColumns: LineDecoration {
    /// The tab width the metadata is laid out with.
    let tabWidth: Int
    /// The blame line decorated last, to tell a repeated commit.
    var previous: BlameLine?

    mutating func append(_ line: BlameLine, to row: inout StyledLine, colored: Bool) {
        let repeated = previous.map { $0.sameCommit(as: line) && $0.number + 1 == line.number } ?? false
        previous = line
        let text = line.line.text
        let meta: Role = repeated ? .repeatedMeta : .commitMeta
        let idFace = line.isUncommitted ? Face(.uncommitted) : line.colorKey.map(Face.commit) ?? Face(meta)
        let tabWidth = tabWidth
        // Appends `text[from..<to]` (offsets from its start), made safe, in `attributes`.
        func metadata(_ from: Int, _ to: Int, _ attributes: Attributes) {
            guard to > from else { return }
            let attributes = colored ? attributes : .plain
            text.withUnsafeBufferPointer { p in row.append(content: p, from: from, to: to, tabWidth: tabWidth, attributes) }
        }
        // The boundary's `^` goes with the id.
        metadata(0, line.id.upperBound, Attributes(idFace))
        metadata(line.id.upperBound, line.numberRange.lowerBound, Attributes(meta))
        metadata(line.numberRange.lowerBound, line.contentStart, Attributes(.gutter))
    }
}
