import Highlight
import Terminal

/// Prints highlighted text: token styles as escape codes, control characters made visible,
/// tabs expanded, and optionally a line-number gutter.
public struct HighlightPrinter {
    /// Escape codes that open each token kind's style, by `TokenKind.rawValue` (empty when plain).
    private let opens: [[UInt8]]
    private let noticeOpen: [UInt8]
    private let gutterOpen: [UInt8]
    private let reset: [UInt8]
    /// Spaces per tab stop; 0 keeps tabs as they are.
    public let tabWidth: Int
    /// Whether to print a line-number gutter.
    public let lineNumbers: Bool

    public init(theme: Theme, depth: ColorDepth, tabWidth: Int = 4, lineNumbers: Bool = false) {
        let ansi = ANSI(depth: depth)
        opens = TokenKind.allCases.map { ansi.sequence(for: theme.style($0)) }
        noticeOpen = ansi.sequence(for: theme.notice)
        gutterOpen = ansi.sequence(for: theme.gutter)
        reset = depth == .none ? [] : ANSI.reset
        self.tabWidth = tabWidth
        self.lineNumbers = lineNumbers
    }

    /// Prints all of `text`, colored by `tokens` (offsets into `text`).
    public func print(_ text: UnsafeBufferPointer<UInt8>, tokens: [Token], to out: OutputWriter) throws(OutputError) {
        let ranges = Lines.ranges(in: text)
        let digits = max(4, String(ranges.count).count)
        var t = 0
        for (n, range) in ranges.enumerated() {
            if lineNumbers { try gutter(n + 1, digits: digits, to: out) }
            var end = range.upperBound
            if end > range.lowerBound, text[end - 1] == 0x0D { end -= 1 }  // CRLF shows as a line end
            while t < tokens.count, tokens[t].end <= range.lowerBound { t += 1 }
            var pos = range.lowerBound
            var column = 0
            var k = t
            while k < tokens.count, tokens[k].start < end {
                let token = tokens[k]
                if token.start > pos { try content(text, pos, token.start, open: [], column: &column, to: out) }
                let from = max(token.start, pos)
                let to = min(token.end, end)
                if to > from { try content(text, from, to, open: opens[Int(token.kind.rawValue)], column: &column, to: out) }
                pos = max(pos, to)
                k += 1
            }
            if pos < end { try content(text, pos, end, open: [], column: &column, to: out) }
            out.write(byte: 0x0A)
        }
    }

    private func gutter(_ number: Int, digits: Int, to out: OutputWriter) throws(OutputError) {
        let label = String(number)
        try out.write(gutterOpen)
        try out.write(String(repeating: " ", count: max(0, digits - label.count)) + label + " │")
        try out.write(reset)
        out.write(byte: 0x20)
    }

    /// Writes `text[from..<to]` in the style `open` starts, keeping `column` for tab stops.
    private func content(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, open: [UInt8],
                         column: inout Int, to out: OutputWriter) throws(OutputError) {
        if !open.isEmpty { try out.write(open) }
        var run = from
        var i = from
        while i < to {
            let b = text[i]
            if !VisibleText.needsCare(b) {
                i += 1
                column += 1
                continue
            }
            if i > run { try out.write(UnsafeBufferPointer(rebasing: text[run..<i])) }
            switch VisibleText.piece(text, at: i, end: to) {
            case .text(let length):
                try out.write(UnsafeBufferPointer(rebasing: text[i..<(i + length)]))
                column += VisibleText.width(text, at: i, length: length)
                i += length
            case .tab:
                if tabWidth == 0 {
                    out.write(byte: 0x09)
                    column += 1
                } else {
                    let spaces = tabWidth - column % tabWidth
                    for _ in 0..<spaces { out.write(byte: 0x20) }
                    column += spaces
                }
                i += 1
            case .visible(let shown, let length):
                if !reset.isEmpty { try out.write(reset); try out.write(noticeOpen) }
                try out.write(shown)
                if !reset.isEmpty { try out.write(reset); try out.write(open) }
                column += shown.count
                i += length
            }
            run = i
        }
        if i > run { try out.write(UnsafeBufferPointer(rebasing: text[run..<i])) }
        if !open.isEmpty { try out.write(reset) }
    }
}
