import Highlight
import Terminal
import Theme

/// Prints highlighted text as styled lines: token kinds as faces, control characters made
/// visible, tabs expanded, and optionally a line-number gutter.
public struct HighlightPrinter {
    private let backend: any Backend
    /// Spaces per tab stop; 0 keeps tabs as they are.
    public let tabWidth: Int
    /// Whether to print a line-number gutter.
    public let lineNumbers: Bool

    public init(backend: any Backend, tabWidth: Int = 4, lineNumbers: Bool = false) {
        self.backend = backend
        self.tabWidth = tabWidth
        self.lineNumbers = lineNumbers
    }

    /// Prints all of `text`, colored by `tokens` (offsets into `text`, in order), with `marks`
    /// laid over them (offsets into `text`; a mark across lines shows on each).
    public func print(_ text: UnsafeBufferPointer<UInt8>, tokens: [Token], marks: Marks = Marks()) throws(OutputError) {
        let digits = lineNumbers ? max(4, String(text.count - text.filter { $0 != 0x0A }.count + 1).count) : 0
        var row = StyledLine()
        var t = 0
        var number = 0
        var lineStart = 0
        while lineStart < text.count {
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != 0x0A { lineEnd += 1 }
            number += 1
            row.removeAll()
            if lineNumbers {
                let label = String(number)
                row.append(safe: String(repeating: " ", count: max(0, digits - label.count)) + label + " │", Attributes(.gutter))
                row.appendSpaces(1, .plain)
            }
            row.startContent()
            var end = lineEnd
            if end > lineStart, text[end - 1] == 0x0D { end -= 1 }  // CRLF shows as a line end
            // A token that runs on past the line's end (a CR) is cut there, and kept for the next line.
            while t < tokens.count, tokens[t].end <= lineStart { t += 1 }
            marks.forEachRun(tokens[t...], over: lineStart..<end, text: text) { run in
                row.append(content: text, run, tabWidth: tabWidth)
            }
            try backend.write(row, newline: true)
            lineStart = lineEnd + 1
        }
    }
}
