import Diff
import Inputs
import Highlight
import Terminal
import Theme

/// Paints a search's output: each file's lines under one title (as a diff's file is), each line
/// with its number in a gutter (a match's brighter than context's) and the file's line in its
/// syntax colors, with what matched marked (`Mark.search`).
package struct GrepPainter {
    private var rows: CodeRows
    private var numbers = SearchNumbers()
    /// The path whose title was painted last.
    private var path: String?

    public init(backend: any Backend, colored: Bool, options: DiffPainter.Options) {
        rows = CodeRows(backend: backend, colored: colored, options: options)
    }

    /// Paints one line of a file, under its file's title when the line before was another
    /// file's; `tokens` are its content's (offsets into `line.content`).
    package mutating func paint(_ line: GrepLine, tokens: [Token]) throws(OutputError) {
        if line.path != path { try title(line.path) }
        try rows.paint(line, after: &numbers, content: line.content, tokens: tokens, marks: line.matches, mark: .search)
    }

    /// Paints a separator: `--` between lines that are not next to each other as `⋮` in the
    /// gutter; an empty one (between files) as nothing, since the next file has its title.
    package mutating func paintSeparator(_ line: InputLine) throws(OutputError) {
        guard !line.text.isEmpty else { return }
        rows.row.removeAll()
        numbers.appendSeparator(to: &rows.row, colored: rows.colored)
        try rows.backend.write(rows.row, newline: true)
    }

    /// Paints a line that is not a file's line, as it came (made safe).
    public mutating func paintText(_ line: InputLine) throws(OutputError) {
        path = nil
        try rows.paintText(line.text)
    }

    /// Ends the output.
    public func finish() throws(OutputError) {
        try rows.backend.finish()
    }

    /// The file's title and a rule under it.
    private mutating func title(_ path: String) throws(OutputError) {
        self.path = path
        rows.row.removeAll()
        rows.row.anchor = path
        let name = PathBytes.encode(path)
        let look = rows.colored ? Attributes(.fileTitle) : .plain
        name.withUnsafeBufferPointer { p in rows.row.append(content: p, from: 0, to: p.count, tabWidth: 0, look) }
        try rows.backend.write(rows.row, newline: true)
        rows.row.removeAll()
        rows.row.appendRule(room: rows.options.width, rows.colored ? Attributes(.fileRule) : .plain)
        try rows.backend.write(rows.row, newline: true)
    }
}

/// A search line's number in a gutter (a match's brighter than context's) and a bar.
struct SearchNumbers: LineDecoration {
    /// Digits of the gutter's numbers: four, or more once a larger number came.
    private var digits = 4

    mutating func append(_ line: GrepLine, to row: inout StyledLine, colored: Bool) {
        digits = max(digits, String(line.number).count)
        row.append(number: line.number, width: digits, Self.look(line.isMatch ? .matchNumber : .gutter, colored))
        row.append(safe: Self.bar, columns: 3, Self.look(.gutter, colored))
    }

    /// `⋮` in the gutter, between lines that are not next to each other.
    func appendSeparator(to row: inout StyledLine, colored: Bool) {
        row.appendSpaces(digits - 1, .plain)
        row.append(safe: "⋮", Self.look(.gutter, colored))
    }

    private static func look(_ role: Role, _ colored: Bool) -> Attributes {
        colored ? Attributes(role) : .plain
    }

    /// Between the number and the line.
    private static let bar = Array(" │ ".utf8)
}
