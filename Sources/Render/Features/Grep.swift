import Diff
import Inputs
import Highlight
import Terminal
import Theme

/// Paints a search's output: each file's lines under one title (as a diff's file is), each line
/// with its number in a gutter (a match's brighter than context's) and the file's line in its
/// syntax colors, with what matched marked (`Mark.search`).
public struct GrepPainter {
    private var rows: CodeRows
    private var row = StyledLine()
    /// The path whose title was painted last.
    private var path: String?
    /// Digits of the gutter's numbers: four, or more once a larger number came.
    private var digits = 4

    public init(backend: any Backend, colored: Bool, options: DiffPainter.Options) {
        rows = CodeRows(backend: backend, colored: colored, options: options)
    }

    /// Paints one line of a file, under its file's title when the line before was another
    /// file's; `tokens` are its content's (offsets into `line.content`).
    public mutating func paint(_ line: GrepLine, tokens: [Token]) throws(OutputError) {
        if line.path != path { try title(line.path) }
        row.removeAll()
        digits = max(digits, String(line.number).count)
        row.append(number: line.number, width: digits, attributes(line.isMatch ? .matchNumber : .gutter))
        row.append(safe: Self.bar, columns: 3, attributes(.gutter))
        let codeStart = row.text.count
        let column = row.columns
        row.startContent()
        rows.appendCode(line.content, tokens: tokens, marks: line.matches, mark: .search, to: &row)
        try rows.write(&row, codeStart: codeStart, column: column, newline: true)
    }

    /// Paints a separator: `--` between lines that are not next to each other as `⋮` in the
    /// gutter; an empty one (between files) as nothing, since the next file has its title.
    public mutating func paintSeparator(_ line: InputLine) throws(OutputError) {
        guard !line.text.isEmpty else { return }
        row.removeAll()
        row.appendSpaces(digits - 1, .plain)
        row.append(safe: "⋮", attributes(.gutter))
        try rows.backend.write(row, newline: true)
    }

    /// Paints a line that is not a file's line, as it came (made safe).
    public mutating func paintText(_ line: InputLine) throws(OutputError) {
        path = nil
        row.removeAll()
        let text = line.text
        text.withUnsafeBufferPointer { p in
            let end = p.count - (p.last == 0x0D ? 1 : 0)
            row.append(content: p, from: 0, to: end, tabWidth: rows.options.tabWidth, .plain)
        }
        try rows.backend.write(row, newline: true)
    }

    /// Ends the output.
    public func finish() throws(OutputError) {
        try rows.backend.finish()
    }

    /// The file's title and a rule under it.
    private mutating func title(_ path: String) throws(OutputError) {
        self.path = path
        row.removeAll()
        row.anchor = path
        let name = PathBytes.encode(path)
        let look = attributes(.fileTitle)
        name.withUnsafeBufferPointer { p in row.append(content: p, from: 0, to: p.count, tabWidth: 0, look) }
        try rows.backend.write(row, newline: true)
        row.removeAll()
        let rule = max(8, min(rows.options.width ?? 60, 60))
        row.append(safe: String(repeating: "─", count: rule).utf8, columns: rule, attributes(.fileRule))
        try rows.backend.write(row, newline: true)
    }

    private func attributes(_ role: Role) -> Attributes {
        rows.colored ? Attributes(role) : .plain
    }

    /// Between the number and the line.
    private static let bar = Array(" │ ".utf8)
}
