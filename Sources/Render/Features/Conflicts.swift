import Diff
import Terminal
import Theme

/// Merge conflicts git wrote into a file (`ConflictSections`, found when the file is prepared),
/// painted so ours, the merge base and theirs read apart at a glance: each marker line is a
/// header, a band in `Role.conflictMarker` across the row; each section's lines keep their
/// colors, with their marker columns in the section's own color (`conflictOurs`,
/// `conflictBase`, `conflictTheirs`). Nothing is added to the text: `--color-only` gets the
/// same colors on the same lines.
extension DiffPainter {
    /// The role of a section's marker columns; nil outside a conflict and for the markers.
    @inline(__always)
    static func sectionRole(_ part: ConflictPart) -> Role? {
        switch part {
        case .ours: .conflictOurs
        case .base: .conflictBase
        case .theirs: .conflictTheirs
        default: nil
        }
    }

    /// A marker line (`<<<<<<< HEAD`, `|||||||`, `=======`, `>>>>>>> topic`) as a header: the
    /// gutter, then its markers and text in the marker's band, to the width.
    mutating func paintConflictMarker(_ line: HunkLine) throws(OutputError) {
        start(line.line)
        if options.lineNumbers, !options.colorOnly { gutter(line.oldNumber, line.newNumber) }
        let band = Attributes(.conflictMarker)
        line.markers.withUnsafeBufferPointer { p in row.append(content: p, from: 0, to: p.count, tabWidth: 0, band) }
        let contentColumn = row.columns
        let contentBytes = row.text.count
        row.startContent()
        var content = line.content
        // As on any context line, a CRLF's `\r` is the line's end (a changed line shows it).
        if line.kind == .context, content.last == 0x0D { content = content.dropLast() }
        content.withUnsafeBufferPointer { p in
            row.append(content: p, from: 0, to: p.count, tabWidth: tabWidth, band)
        }
        if options.colorOnly { return try emit(line.line) }
        // Cut as a long line is; wrapping, `writeRow` goes on in rows of the width.
        if options.wrap != .always, options.maxLineLength > 0, row.columns - contentColumn > options.maxLineLength {
            let (end, kept) = row.fit(from: contentBytes, limit: options.maxLineLength)
            row.truncate(toBytes: end, columns: contentColumn + kept)
            row.append(safe: Self.cutMarker, columns: 1, Attributes(.lineMarker))
        }
        if colored, !fillsRows, let width = options.width, row.columns < width {
            row.appendSpaces(width - row.columns, band)
        }
        try emit(line.line)
    }
}
