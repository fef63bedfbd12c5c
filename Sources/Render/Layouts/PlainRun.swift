#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diff
import Terminal

/// Ordinary hunk lines as uncolored unified output without a gutter or wrapping shows them,
/// written by the run: a line of printable text and tabs is its marker, its content with tabs
/// expanded and its newline, byte for byte what `UnifiedLayout.paintLine` makes of it. Any
/// other line (a control character, a byte that is not printable UTF-8, a line to cut) goes to
/// the layout.
enum PlainRun {
    /// Writes each line of `run` that is printable text and tabs and no wider than `limit`
    /// columns (0: any width) to `out`, tabs expanded to stops of `tabWidth` (0 keeps them);
    /// hands every other line to `other`, in order.
    static func write(_ run: HunkLineRun, tabWidth: Int, limit: Int, to out: OutputWriter,
                      threeByteColumns: VisibleText.ThreeByteColumns,
                      other: (HunkLine) throws(OutputError) -> Void) throws(OutputError) {
        var numbers = HunkLineRun.Numbers(run)
        let bytes = run.bytes
        try bytes.withUnsafeBufferPointer { (p) throws(OutputError) in
            guard let base = p.baseAddress else { return }
            var start = 0
            while start < p.count {
                let end = memchr(base + start, 0x0A, p.count - start)
                    .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? p.count
                let line = UnsafeBufferPointer(start: base + start, count: end - start)
                if try writeLine(line, readable: p.count - start, tabWidth: tabWidth, limit: limit, to: out,
                                 threeByteColumns: threeByteColumns) {
                    numbers.skip(base[start])
                } else {
                    let at = bytes.startIndex + start
                    try other(numbers.line(bytes[at..<(at + end - start)]))
                }
                start = end + 1
            }
        }
    }

    /// Writes `line` (its marker, then its content) and a newline as the layout paints them,
    /// or nothing, returning false, when the layout must: a byte that needs more than copying
    /// (`VisibleText`), or content wider than `limit`. `readable` bytes from the line's start
    /// may be read (the line's newline and the lines after it, in the same run).
    @inline(__always)
    private static func writeLine(_ line: UnsafeBufferPointer<UInt8>, readable: Int, tabWidth: Int, limit: Int,
                                  to out: OutputWriter, threeByteColumns: VisibleText.ThreeByteColumns) throws(OutputError) -> Bool {
        let n = line.count
        // A line this long is seldom plain and never short: the layout cuts it, without the
        // room for its every byte a tab.
        guard n <= 4096 else { return false }
        let source = line.baseAddress!
        // Each content byte is at most a tab's spaces; then the marker and the newline; and
        // room for a last store of sixteen bytes past what is kept.
        let target = try out.reserve(18 + (n - 1) * max(tabWidth, 1))
        target[0] = source[0]
        var i = 1
        var o = 1
        // The columns written are the bytes written after the marker (a tab is written as the
        // spaces it spans, or as itself for one column) less `extra`: the bytes of characters
        // beyond the cells they take.
        var extra = 0
        // Tab stops by a mask where the width is a power of two (8, 4, 2), as it nearly always is.
        let stopMask = tabWidth > 0 && tabWidth & (tabWidth - 1) == 0 ? tabWidth - 1 : -1
        // Leading tabs, the indentation of most code, a full stop each: their spaces at once,
        // sixteen at a time (the room reserved holds the last store's overshoot).
        if tabWidth > 0 {
            while i < n, source[i] == 0x09 { i &+= 1 }
            let spaces = (i &- 1) &* tabWidth
            var k = 0
            while k < spaces {
                UnsafeMutableRawPointer(target + o + k).storeBytes(of: SIMD16<UInt8>(repeating: 0x20), as: SIMD16<UInt8>.self)
                k &+= 16
            }
            o &+= spaces
        }
        while i < n {
            // Printable ASCII is most of any diff: sixteen bytes at a time, stored whole and kept
            // up to the first that is not (this line's newline, at the latest, when it is among
            // them), which the steps below take.
            if i &+ 16 <= readable {
                let (bytes, count) = VisibleText.printableASCIIPrefix(of: source + i)
                UnsafeMutableRawPointer(target + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
                i &+= count
                o &+= count
                if count == 16 { continue }
                if i >= n { break }
            } else if i &+ 8 <= n {
                let word = UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)
                if VisibleText.isPrintableASCII(word) {
                    UnsafeMutableRawPointer(target + o).storeBytes(of: word, as: UInt64.self)
                    i &+= 8
                    o &+= 8
                    continue
                }
            }
            let b = source[i]
            if b &- 0x20 < 0x5F {
                target[o] = b
                i &+= 1
                o &+= 1
            } else if b == 0x09 {
                if tabWidth == 0 {
                    target[o] = 0x09
                    o &+= 1
                } else {
                    let columns = o &- 1 &- extra
                    let spaces = tabWidth &- (stopMask >= 0 ? columns & stopMask : columns % tabWidth)
                    (target + o).initialize(repeating: 0x20, count: spaces)
                    o &+= spaces
                }
                i &+= 1
            } else if i + 1 < n, let cells = VisibleText.twoByteColumns(b, source[i + 1]) {
                target[o] = b
                target[o + 1] = source[i + 1]
                extra &+= 2 &- cells
                i &+= 2
                o &+= 2
            } else if b & 0xF0 == 0xE0, i + 2 < n, let cells = threeByteColumns.columns(source + i) {
                (target + o).update(from: source + i, count: 3)
                extra &+= 3 &- cells
                i &+= 3
                o &+= 3
            } else if b >= 0x80, case .text(let length) = VisibleText.piece(line, at: i, end: n) {
                (target + o).update(from: source + i, count: length)
                extra &+= length &- VisibleText.width(line, at: i, length: length)
                i &+= length
                o &+= length
            } else {
                return false
            }
        }
        let columns = o &- 1 &- extra
        if limit > 0, columns > limit { return false }
        target[o] = 0x0A
        try out.commit(o + 1)
        return true
    }

    /// Writes `text` and a newline when it is printable ASCII (and tabs, `keepingTabs`), which
    /// a row of it painted uncolored shows as it is; else nothing, returning false.
    static func writeText(_ text: UnsafeBufferPointer<UInt8>, keepingTabs: Bool, to out: OutputWriter) throws(OutputError) -> Bool {
        guard VisibleText.isPrintableASCII(text, orTab: keepingTabs) else { return false }
        try out.write(text)
        out.write(byte: 0x0A)
        return true
    }

}
