import Diff
import Terminal
import TextBytes
import Theme

/// A commit's table of contents (`--toc`), painted before its first file: a row for each file
/// with its name, the lines it adds and removes and a bar of `+` and `-` scaled as `git diff
/// --stat` scales its bars, then git's summary line and an empty row.
///
///      Sources/Render/DiffPainter.swift | +120 -13 +++++++++++++++++++++++++++--
///      README.md                        |   +1  -0 +
///      docs/logo.png                    | Bin
///      3 files changed, 121 insertions(+), 13 deletions(-)
///
/// Names are shown as titles show them (`old → new` for a rename), made visible as every name
/// is, and cut from the left with `…` when the names' column is narrower. On a page each row
/// links to its file's title (`StyledLine.anchorLink`); in less, the rows carry no navigation
/// mark, so `n` goes from the table to each file's title in turn.
struct ContentsTable {
    /// The columns the table fits in (a `--graph` drawing's among them).
    let width: Int

    /// The columns of a table, shared as git shares a stat's: the names get what the longest
    /// needs and the bars what the largest change needs when that fits in the width; when it
    /// does not, the bars get at most 3/8 of it (6 columns at least) and the names the rest.
    struct Columns: Equatable {
        /// The names' column (longer names are cut, shorter ones padded).
        var name: Int
        /// The `+N` and `-N` columns: a sign and the digits of the largest count.
        var added: Int
        var removed: Int
        /// The bars' column.
        var bar: Int
        /// The largest change (lines added and removed) of a text file; bars are scaled to it.
        var largest: Int

        /// What a row takes besides its name and its bar: the space it starts with, ` | `, the
        /// counts, the space before the bar and an empty column at the end, as git leaves one.
        var fixed: Int { 1 + 3 + added + 1 + removed + 1 + 1 }

        init(_ contents: TableOfContents, nameCells: [Int], width: Int) {
            let text = contents.entries.filter { !$0.isBinary }
            largest = text.map { $0.added + $0.removed }.max() ?? 0
            added = 1 + Self.digits(text.map(\.added).max() ?? 0)
            removed = 1 + Self.digits(text.map(\.removed).max() ?? 0)
            name = nameCells.max() ?? 0
            bar = largest
            let width = max(width, fixed + 16)
            guard name + fixed + bar > width else { return }
            let share = width * 3 / 8 - fixed
            if bar > share { bar = max(6, share) }
            if name > width - fixed - bar {
                name = width - fixed - bar
            } else {
                bar = width - fixed - name
            }
        }

        /// How many `+` and `-` a file's bar has (`StatBar`).
        func bar(added: Int, removed: Int) -> (plus: Int, minus: Int) {
            StatBar(columns: bar, largest: largest).split(added: added, removed: removed)
        }

        static func digits(_ n: Int) -> Int { String(n).utf8.count }
    }

    /// Paints the table, each row after `graph` (the first file's `--graph` drawing).
    func paint(_ contents: TableOfContents, graph: ArraySlice<UInt8>, on canvas: inout Canvas) throws(OutputError) {
        let names = contents.entries.map { Self.name($0.header) }
        let columns = Columns(contents, nameCells: names.map(\.cells), width: width - graph.count)
        for (entry, name) in zip(contents.entries, names) {
            canvas.row.removeAll()
            canvas.graph(graph)
            canvas.row.anchorLink = entry.header.path
            canvas.row.appendSpaces(1, .plain)
            let shown = Self.fitted(name, width: columns.name)
            canvas.row.append(safe: shown.bytes, columns: shown.cells, .plain)
            canvas.row.appendSpaces(columns.name - shown.cells, .plain)
            canvas.row.append(safe: Self.separator, columns: 3, Attributes(.gutter))
            if entry.isBinary {
                canvas.row.append(safe: Self.binary, columns: 3, Attributes(.fileMeta))
            } else {
                Self.count(entry.added, sign: 0x2B, width: columns.added, .addedMarker, on: &canvas.row)
                canvas.row.appendSpaces(1, .plain)
                Self.count(entry.removed, sign: 0x2D, width: columns.removed, .removedMarker, on: &canvas.row)
                let bar = columns.bar(added: entry.added, removed: entry.removed)
                if bar.plus + bar.minus > 0 {
                    canvas.row.appendSpaces(1, .plain)
                    let (plus, minus) = (repeatElement(UInt8(0x2B), count: bar.plus), repeatElement(UInt8(0x2D), count: bar.minus))
                    canvas.row.append(safe: plus, columns: bar.plus, Attributes(.addedMarker))
                    canvas.row.append(safe: minus, columns: bar.minus, Attributes(.removedMarker))
                }
            }
            try canvas.writeRow(newline: true)
        }
        canvas.row.removeAll()
        canvas.graph(graph)
        canvas.row.append(safe: " " + contents.summary, Attributes(.fileMeta))
        try canvas.writeRow(newline: true)
        canvas.row.removeAll()
        canvas.graph(graph)
        try canvas.writeRow(newline: true)
    }

    private static let separator = Array(" | ".utf8)
    private static let binary = Array("Bin".utf8)
    /// `…`, one cell: where a name was cut.
    private static let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]

    /// `+12` or `-3` right-aligned in `width` columns; a count of none in the gutter's color.
    private static func count(_ n: Int, sign: UInt8, width: Int, _ role: Role, on row: inout StyledLine) {
        let text = [sign] + Array(String(n).utf8)
        row.appendSpaces(width - text.count, .plain)
        row.append(safe: text, columns: text.count, Attributes(n > 0 ? role : .gutter))
    }

    /// A file's name as its title shows it, made safe to show (every control and invisible
    /// character in its visible form), and the cells it takes.
    static func name(_ header: FileHeader) -> (bytes: [UInt8], cells: Int) {
        let bytes = Array(VisibleText.escaped(FileTitle.name(header)).utf8)
        return (bytes, DisplayWidth.of(utf8: bytes[...]) ?? bytes.count)
    }

    /// `name` in at most `width` cells: whole, or its end after `…` (the end tells files of
    /// one folder apart, as git's `...` keeps it). A combining mark never starts what is kept.
    static func fitted(_ name: (bytes: [UInt8], cells: Int), width: Int) -> (bytes: [UInt8], cells: Int) {
        guard name.cells > width else { return name }
        let excess = name.cells - max(0, width - 1)
        var i = 0, dropped = 0
        let bytes = name.bytes
        while i < bytes.count, dropped < excess || DisplayWidth.first(utf8: bytes[i...])?.columns == 0 {
            let character = DisplayWidth.first(utf8: bytes[i...]) ?? (length: 1, columns: 1)
            i += max(1, character.length)
            dropped += character.columns
        }
        return (ellipsis + bytes[i...], 1 + name.cells - dropped)
    }
}
