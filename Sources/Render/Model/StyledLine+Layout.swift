import Diff
import Theme

extension StyledLine {
    /// The cells of `text[from..<to]` (safe text: UTF-8, no controls but kept tabs, one cell each).
    public func cells(from: Int, to: Int) -> Int {
        text.withUnsafeBufferPointer { p in
            var i = from
            var cells = 0
            while i < to {
                let b = p[i]
                if b < 0x80 {
                    cells += 1
                    i += 1
                    continue
                }
                let length = max(1, UTF8Sequence.length(p, at: i, end: to))
                cells += length > 1 ? VisibleText.width(p, at: i, length: length) : 1
                i += length
            }
            return cells
        }
    }

    /// How far from byte `from` the text goes within `limit` cells: the end of the last whole
    /// character that fits (never inside one), and the cells up to there.
    package func fit(from: Int, limit: Int) -> (end: Int, cells: Int) {
        text.withUnsafeBufferPointer { p in
            var i = from
            var cells = 0
            while i < p.count {
                let b = p[i]
                var length = 1
                var width = 1
                if b >= 0x80 {
                    length = max(1, UTF8Sequence.length(p, at: i, end: p.count))
                    if length > 1 { width = VisibleText.width(p, at: i, length: length) }
                }
                if cells + width > limit { break }
                cells += width
                i += length
            }
            return (i, cells)
        }
    }

    /// Where the character at byte `i` ends.
    package func characterEnd(at i: Int) -> Int {
        guard text[i] >= 0x80 else { return i + 1 }
        return text.withUnsafeBufferPointer { p in i + max(1, UTF8Sequence.length(p, at: i, end: p.count)) }
    }

    /// The rows of at most `width` cells this line breaks into: byte ranges and their cells.
    /// A character wider than the width (a wide one in one column) gets a row of its own.
    package func rows(width: Int) -> [(range: Range<Int>, cells: Int)] {
        var rows: [(range: Range<Int>, cells: Int)] = []
        var at = 0
        while at < text.count {
            var (end, cells) = fit(from: at, limit: width)
            if end == at {
                end = characterEnd(at: at)
                cells = self.cells(from: at, to: end)
            }
            rows.append((at..<end, cells))
            at = end
        }
        return rows
    }

    /// Appends `other.text[range]` with its spans (cut to the range) and their links, taking
    /// `cells` cells (measured when nil).
    public mutating func append(_ other: StyledLine, bytes range: Range<Int>, cells: Int? = nil) {
        guard !range.isEmpty else { return }
        let width = cells ?? other.cells(from: range.lowerBound, to: range.upperBound)
        let shift = text.count - range.lowerBound
        text.append(contentsOf: other.text[range])
        // The first span ending past the range, found by binary search: a wrapped line appends
        // row after row of one line, and reading its spans from the first each time is quadratic.
        let spans = other.spans
        var (low, high) = (0, spans.count)
        while low < high {
            let mid = (low + high) / 2
            if Int(spans[mid].end) > range.lowerBound { high = mid } else { low = mid + 1 }
        }
        var start = low > 0 ? Int(spans[low - 1].end) : 0
        for span in spans[low...] {
            defer { start = Int(span.end) }
            let end = Int(span.end)
            guard end > range.lowerBound else { continue }
            if start >= range.upperBound { break }
            var target: UInt16 = 0
            if span.link > 0 {
                links.append(other.links[Int(span.link) - 1])
                target = UInt16(min(links.count, Int(UInt16.max)))
            }
            appendSpan(end: min(end, range.upperBound) + shift, packed: span.packed, link: target)
        }
        addColumns(width)
    }

    /// Appends a whole other line.
    public mutating func append(_ other: StyledLine) {
        append(other, bytes: 0..<other.text.count, cells: other.columns)
    }
}
