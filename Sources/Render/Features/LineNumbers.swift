import Diff
import Theme

/// Line numbers (`--line-numbers`), a decoration of each hunk line's first row: unified, the
/// old and new numbers (`oooo nnnn │`); in a pane, its side's number (`nnnn │`); on the rows
/// a wrapped line goes on to, the bar alone. Numbers are right-aligned in `digits`
/// columns, four or as many as the file's largest takes, so the gutter keeps one width down a
/// file.
struct LineNumbers {
    var digits = 4

    /// The cells of a pane's gutter.
    var paneWidth: Int { digits + 2 }

    /// `oooo nnnn │`: both numbers (blank for none).
    func append(old: Int?, new: Int?, into row: inout StyledLine) {
        let gutter = Attributes(.gutter)
        row.append(number: old, width: digits, gutter)
        row.append(joining: CollectionOfOne(0x20), columns: 1, gutter)
        row.append(number: new, width: digits, gutter)
        row.append(joining: Self.bar, columns: 2, gutter)
    }

    /// `nnnn │`: a pane's number, on its line's first row.
    func append(pane number: Int?, into row: inout StyledLine) {
        row.append(number: number, width: digits, Attributes(.gutter))
        row.append(joining: Self.bar, columns: 2, Attributes(.gutter))
    }

    /// `     │`: a pane's gutter on the rows its line goes on to; `unified`, both numbers' room.
    func appendContinued(unified: Bool = false, into row: inout StyledLine) {
        row.appendSpaces(unified ? 2 * digits + 2 : paneWidth - 1, .plain)
        row.append(safe: Self.bar[1...], columns: 1, Attributes(.gutter))
    }

    /// Widens the gutter for `hunk` (painting line by line, later hunks are not known yet).
    mutating func widen(for hunk: Hunk) {
        digits = max(digits, Self.digits(for: [hunk]))
    }

    /// Digits the largest line number of `hunks` takes, four at least.
    static func digits(for hunks: [Hunk]) -> Int {
        var largest = 0
        for hunk in hunks {
            largest = max(largest, hunk.header.new.start + hunk.header.new.count)
            for old in hunk.header.old { largest = max(largest, old.start + old.count) }
        }
        var digits = 1
        while largest >= 10 {
            largest /= 10
            digits += 1
        }
        return max(4, digits)
    }

    /// A space and the bar after the new line number.
    private static let bar = Array(" │".utf8)
}
