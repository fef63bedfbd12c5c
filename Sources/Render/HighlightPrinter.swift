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

    /// Prints all of `text`, colored by `tokens` (offsets into `text`, in order).
    public func print(_ text: UnsafeBufferPointer<UInt8>, tokens: [Token]) throws(OutputError) {
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
            while t < tokens.count, tokens[t].end <= lineStart { t += 1 }
            var pos = lineStart
            while t < tokens.count, tokens[t].start < end {
                let token = tokens[t]
                if token.start > pos { row.append(content: text, from: pos, to: token.start, tabWidth: tabWidth, .plain) }
                let from = max(token.start, pos)
                let to = min(token.end, end)
                if to > from { row.append(content: text, from: from, to: to, tabWidth: tabWidth, Attributes(token.kind)) }
                pos = max(pos, to)
                if token.end > end { break }  // it runs on past the line's end (a CR): keep it for the next line
                t += 1
            }
            if pos < end { row.append(content: text, from: pos, to: end, tabWidth: tabWidth, .plain) }
            try backend.write(row, newline: true)
            lineStart = lineEnd + 1
        }
    }
}
