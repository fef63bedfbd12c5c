import Highlight
import Terminal

/// Prints highlighted text: token styles as escape codes, control characters made visible,
/// tabs expanded, and optionally a line-number gutter.
public struct HighlightPrinter {
    /// The escape codes of every style, in one block: copying them out costs no reference counting.
    private final class Codes: @unchecked Sendable {
        let bytes: UnsafeMutableBufferPointer<UInt8>
        /// Where each token kind's opening sequence sits in `bytes`, by `TokenKind.rawValue`.
        let opens: [Range<Int>]
        let notice: Range<Int>
        let gutter: Range<Int>
        let reset: Range<Int>

        init(theme: Theme, depth: ColorDepth) {
            let ansi = ANSI(depth: depth)
            var all: [UInt8] = []
            func add(_ sequence: [UInt8]) -> Range<Int> {
                let start = all.count
                all += sequence
                return start..<all.count
            }
            opens = TokenKind.allCases.map { add(ansi.sequence(for: theme.style($0))) }
            notice = add(ansi.sequence(for: theme.notice))
            gutter = add(ansi.sequence(for: theme.gutter))
            reset = add(depth == .none ? [] : ANSI.reset)
            bytes = .allocate(capacity: max(all.count, 1))
            _ = bytes.initialize(from: all)
        }

        deinit {
            bytes.deallocate()
        }

        @inline(__always) func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[range])
        }
    }

    private let codes: Codes
    /// Spaces per tab stop; 0 keeps tabs as they are.
    public let tabWidth: Int
    /// Whether to print a line-number gutter.
    public let lineNumbers: Bool

    public init(theme: Theme, depth: ColorDepth, tabWidth: Int = 4, lineNumbers: Bool = false) {
        codes = Codes(theme: theme, depth: depth)
        self.tabWidth = tabWidth
        self.lineNumbers = lineNumbers
    }

    /// Prints all of `text`, colored by `tokens` (offsets into `text`, in order).
    public func print(_ text: UnsafeBufferPointer<UInt8>, tokens: [Token], to out: OutputWriter) throws(OutputError) {
        let digits = lineNumbers ? max(4, String(text.count - text.filter { $0 != 0x0A }.count + 1).count) : 0
        var t = 0
        var number = 0
        var lineStart = 0
        while lineStart < text.count {
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != 0x0A { lineEnd += 1 }
            number += 1
            if lineNumbers { try gutter(number, digits: digits, to: out) }
            var end = lineEnd
            if end > lineStart, text[end - 1] == 0x0D { end -= 1 }  // CRLF shows as a line end
            while t < tokens.count, tokens[t].end <= lineStart { t += 1 }
            var line = LineCursor(start: lineStart)
            var pos = lineStart
            while t < tokens.count, tokens[t].start < end {
                let token = tokens[t]
                if token.start > pos { try content(text, pos, token.start, open: nil, &line, to: out) }
                let from = max(token.start, pos)
                let to = min(token.end, end)
                if to > from { try content(text, from, to, open: codes.opens[Int(token.kind.rawValue)], &line, to: out) }
                pos = max(pos, to)
                if token.end > end { break }  // it runs on past the line's end (a CR): keep it for the next line
                t += 1
            }
            if pos < end { try content(text, pos, end, open: nil, &line, to: out) }
            out.write(byte: 0x0A)
            lineStart = lineEnd + 1
        }
    }

    private func gutter(_ number: Int, digits: Int, to out: OutputWriter) throws(OutputError) {
        let label = String(number)
        try out.write(codes.slice(codes.gutter))
        try out.write(String(repeating: " ", count: max(0, digits - label.count)) + label + " │")
        try out.write(codes.slice(codes.reset))
        out.write(byte: 0x20)
    }

    /// Where a line's display column was last known, so tab stops are found without counting every byte.
    private struct LineCursor {
        var counted: Int
        var column = 0
        init(start: Int) { counted = start }
    }

    /// Writes `text[from..<to]`, in the style whose opening sequence is `open`.
    private func content(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, open: Range<Int>?,
                         _ line: inout LineCursor, to out: OutputWriter) throws(OutputError) {
        let styled = open.map { !$0.isEmpty } ?? false
        if styled, let open { try out.write(codes.slice(open)) }
        var run = from
        var i = from
        while i < to {
            if !VisibleText.needsCare(text[i]) {
                i += 1
                continue
            }
            if i > run { try out.write(UnsafeBufferPointer(rebasing: text[run..<i])) }
            switch VisibleText.piece(text, at: i, end: to) {
            case .text(let length):
                try out.write(UnsafeBufferPointer(rebasing: text[i..<(i + length)]))
                i += length
            case .tab:
                advance(&line, text, to: i)
                if tabWidth == 0 {
                    out.write(byte: 0x09)
                    line.column += 1
                } else {
                    let spaces = tabWidth - line.column % tabWidth
                    for _ in 0..<spaces { out.write(byte: 0x20) }
                    line.column += spaces
                }
                i += 1
                line.counted = i
            case .visible(let shown, let length):
                advance(&line, text, to: i)
                if !codes.reset.isEmpty {
                    try out.write(codes.slice(codes.reset))
                    try out.write(codes.slice(codes.notice))
                }
                try out.write(shown)
                if !codes.reset.isEmpty {
                    try out.write(codes.slice(codes.reset))
                    if styled, let open { try out.write(codes.slice(open)) }
                }
                line.column += shown.count
                i += length
                line.counted = i
            }
            run = i
        }
        if i > run { try out.write(UnsafeBufferPointer(rebasing: text[run..<i])) }
        if styled { try out.write(codes.slice(codes.reset)) }
    }

    /// Moves the known column from `line.counted` to `position`: one column a character, two for
    /// wide ones, none for combining marks. Made-visible bytes never lie in between, as they
    /// move the count themselves.
    private func advance(_ line: inout LineCursor, _ text: UnsafeBufferPointer<UInt8>, to position: Int) {
        var i = line.counted
        while i < position {
            let b = text[i]
            if b < 0x80 {
                line.column += 1
                i += 1
                continue
            }
            let length = VisibleText.sequenceLength(text, at: i, end: position)
            if length == 0 { line.column += 4; i += 1; continue }  // shown as \xNN
            line.column += VisibleText.width(text, at: i, length: length)
            i += length
        }
        line.counted = position
    }
}
