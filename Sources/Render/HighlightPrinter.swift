import Highlight
import Terminal
import Theme

/// Prints highlighted text as styled lines: token kinds as faces, control characters made
/// visible, tabs expanded, and optionally a line-number gutter, some lines only
/// (`--line-range`), some singled out on a background of their own (`--highlight-line`).
package struct HighlightPrinter {
    private let backend: any Backend
    /// Spaces per tab stop; 0 keeps tabs as they are.
    public let tabWidth: Int
    /// Whether to print a line-number gutter.
    public let lineNumbers: Bool
    /// The lines printed (a line in any of them); empty: every line.
    public var ranges: [LineRange] = []
    /// The lines singled out (`Mark.line`), their background drawn to `width` when it is known.
    package var highlighted: [LineRange] = []
    /// The terminal's width: where a title's rule and a singled-out line's background end.
    public var width: Int?

    public init(backend: any Backend, tabWidth: Int = 4, lineNumbers: Bool = false) {
        self.backend = backend
        self.tabWidth = tabWidth
        self.lineNumbers = lineNumbers
    }

    /// The last line printed: nil when some range runs to the end (or every line is printed).
    package var lastLine: Int? {
        guard !ranges.isEmpty else { return nil }
        var last = 0
        for range in ranges {
            guard let end = range.last else { return nil }
            last = max(last, end)
        }
        return last
    }

    /// A file's title, as the pager titles a file of a diff: its name (`safeName`, made safe to
    /// show already) and a rule under it.
    package func printTitle(_ safeName: String) throws(OutputError) {
        var row = StyledLine()
        row.anchor = safeName
        row.append(safe: safeName, Attributes(.fileTitle))
        try backend.write(row, newline: true)
        row.removeAll()
        row.appendRule(room: width, Attributes(.fileRule))
        try backend.write(row, newline: true)
    }

    /// Prints `text` (or its lines in `ranges`), colored by `tokens` (offsets into `text`, in
    /// order, which need reach no further than the last line printed), with `marks` laid over
    /// them (offsets into `text`; a mark across lines shows on each).
    public func print(_ text: UnsafeBufferPointer<UInt8>, tokens: [Token], marks: Marks = Marks()) throws(OutputError) {
        let digits = lineNumbers ? max(4, String(text.count - text.filter { $0 != 0x0A }.count + 1).count) : 0
        let lastLine = self.lastLine ?? Int.max
        var marks = marks
        var row = StyledLine()
        var t = 0
        var number = 0
        var lineStart = 0
        while lineStart < text.count, number < lastLine {
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != 0x0A { lineEnd += 1 }
            number += 1
            defer { lineStart = lineEnd + 1 }
            guard ranges.isEmpty || ranges.contains(where: { $0.contains(number) }) else { continue }
            row.removeAll()
            if lineNumbers {
                let label = String(number)
                row.append(safe: String(repeating: " ", count: max(0, digits - label.count)) + label + " │", Attributes(.gutter))
                row.appendSpaces(1, .plain)
            }
            row.startContent()
            var end = lineEnd
            if end > lineStart, text[end - 1] == 0x0D { end -= 1 }  // CRLF shows as a line end
            let singledOut = highlighted.contains { $0.contains(number) }
            if singledOut { marks.add(lineStart..<end, as: .line) }
            // A token that runs on past the line's end (a CR) is cut there, and kept for the next line.
            while t < tokens.count, tokens[t].end <= lineStart { t += 1 }
            marks.forEachRun(tokens[t...], over: lineStart..<end, text: text) { run in
                row.append(content: text, run, tabWidth: tabWidth)
            }
            if singledOut, let width, row.columns < width {
                row.appendSpaces(width - row.columns, Attributes(Face.plain, mark: .line))
            }
            try backend.write(row, newline: true)
        }
    }
}
