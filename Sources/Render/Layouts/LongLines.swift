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
}
