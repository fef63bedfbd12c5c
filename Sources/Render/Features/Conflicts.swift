import Diff
import Theme

/// Merge conflicts git wrote into a file (`ConflictSections`, found when the file is prepared),
/// painted so ours, the merge base and theirs read apart at a glance: each marker line is a
/// header, a band in `Role.conflictMarker` across the row; each section's lines keep their
/// colors, with their marker columns in the section's own color (`conflictOurs`,
/// `conflictBase`, `conflictTheirs`, drawn by `MarkerColumn`). Nothing is added to the text:
/// `--color-only` gets the same colors on the same lines.
extension ConflictPart {
    /// The role of a section's marker columns; nil outside a conflict and for the markers.
    @inline(__always)
    var sectionRole: Role? {
        switch self {
        case .ours: .conflictOurs
        case .base: .conflictBase
        case .theirs: .conflictTheirs
        default: nil
        }
    }
}

/// A conflict's marker line (`<<<<<<< HEAD`, `|||||||`, `=======`, `>>>>>>> topic`) as a band.
enum ConflictBand {
    /// Appends `line`'s markers and text in the band; returns where the text starts (its byte
    /// and column), for a layout to cut it.
    static func append(_ line: HunkLine, tabWidth: Int, into row: inout StyledLine) -> (bytes: Int, column: Int) {
        let band = Attributes(.conflictMarker)
        line.markers.withUnsafeBufferPointer { p in row.append(content: p, from: 0, to: p.count, tabWidth: 0, band) }
        let start = (bytes: row.text.count, column: row.columns)
        row.startContent()
        var content = line.content
        // As on any context line, a CRLF's `\r` is the line's end (a changed line shows it).
        if line.kind == .context, content.last == 0x0D { content = content.dropLast() }
        content.withUnsafeBufferPointer { p in
            row.append(content: p, from: 0, to: p.count, tabWidth: tabWidth, band)
        }
        return start
    }
}
