import Terminal
import Theme

/// Lines longer than their room: cut with `→`, or wrapped in rows that go on after `↪`. Every
/// layout and every painter of file lines (blame, search) cuts here, and nowhere else.
enum LongLines {
    static let cutMarker = Array("→".utf8)
    static let wrapMarker = Array("↪".utf8)
}

extension StyledLine {
    /// Cuts the content that starts at byte `contentStart` and column `column` to its first
    /// `limit` cells and marks the cut with `→`, when it is longer (a `limit` of 0: never).
    mutating func cut(from contentStart: Int, column: Int, limit: Int) {
        guard limit > 0, columns - column > limit else { return }
        let (end, kept) = fit(from: contentStart, limit: limit)
        truncate(toBytes: end, columns: column + kept)
        append(safe: LongLines.cutMarker, columns: 1, Attributes(.lineMarker))
    }

    /// Appends the mark a wrapped line's continuing rows carry in its marker column.
    mutating func appendWrapMarker() {
        append(safe: LongLines.wrapMarker, columns: 1, Attributes(.lineMarker))
    }

    /// Wraps the content that starts at byte `contentStart` and column `column` in rows of at
    /// most `limit` cells of it: the first row is this one's head and the content's first
    /// piece; each other is what `continued` puts in the emptied row (a gutter, `↪` before the
    /// content's column), then the next piece. `write` writes each row, told whether it is
    /// the last. `pieces` is scratch space, reused.
    mutating func wrap(from contentStart: Int, column: Int, limit: Int, pieces: inout StyledLine,
                       continued: (inout StyledLine) -> Void,
                       write: (inout StyledLine, _ last: Bool) throws(OutputError) -> Void) throws(OutputError) {
        pieces.removeAll()
        pieces.append(self, bytes: contentStart..<text.count)
        truncate(toBytes: contentStart, columns: column)
        var at = 0
        repeat {
            if at > 0 {
                removeAll()
                continued(&self)
            }
            let (end, cells) = pieces.fit(from: at, limit: limit)
            append(pieces, bytes: at..<end, cells: cells)
            at = end
            try write(&self, at >= pieces.text.count)
        } while at < pieces.text.count
    }
}
