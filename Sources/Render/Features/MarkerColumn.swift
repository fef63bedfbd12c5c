import Diff
import Theme

/// The marker column of a hunk line (`+`, `-`, a combined diff's two), a decoration every
/// layout draws before the content: in the face of the line's tone (so moved code shows its
/// own, `MovedCode.swift`), in a conflict section's color (`Conflicts.swift`), or in a conflict
/// marker's band.
enum MarkerColumn {
    /// Every marker of `line` (unified and `--color-only`).
    @inline(__always)
    static func append(_ line: HunkLine, tone: LineTone, conflict: ConflictPart, into row: inout StyledLine) {
        let attributes = (conflict.sectionRole ?? tone.markerRole).map { Attributes($0, tone: tone) } ?? .plain
        line.withMarkers { p in
            if !p.isEmpty { row.append(content: p, from: 0, to: p.count, tabWidth: 0, attributes) }
        }
    }

    /// The first marker of `line` in a pane, on its first row (a blank for a context line).
    static func append(pane line: HunkLine, tone: LineTone, conflict: ConflictPart, into row: inout StyledLine) {
        let marker: Role? = conflict.isMarker ? .conflictMarker : conflict.sectionRole ?? tone.markerRole
        if let marker {
            line.markers.prefix(1).withUnsafeBufferPointer { p in
                row.append(content: p, from: 0, to: p.count, tabWidth: 0, Attributes(marker, tone: tone))
            }
        } else {
            row.appendSpaces(1, .plain)
        }
    }

    /// The marker column of a pane's row after its line's first: `↪` where the content goes
    /// on, or a blank on the line's tone.
    static func appendContinued(pane tone: LineTone, wraps: Bool, colored: Bool, into row: inout StyledLine) {
        if wraps {
            row.appendWrapMarker()
        } else {
            row.appendSpaces(1, Attributes(.plain, tone: colored ? tone : .plain))
        }
    }
}
