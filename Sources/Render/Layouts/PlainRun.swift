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
                if try writeLine(line, tabWidth: tabWidth, limit: limit, to: out, threeByteColumns: threeByteColumns) {
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
    /// (`VisibleText`), or content wider than `limit`.
    @inline(__always)
    private static func writeLine(_ line: UnsafeBufferPointer<UInt8>, tabWidth: Int, limit: Int,
                                  to out: OutputWriter, threeByteColumns: VisibleText.ThreeByteColumns) throws(OutputError) -> Bool {
        let n = line.count
        // A line this long is seldom plain and never short: the layout cuts it, without the
        // room for its every byte a tab.
        guard n <= 4096 else { return false }
        let source = line.baseAddress!
        // Each content byte is at most a tab's spaces; then the marker and the newline.
        let target = try out.reserve(2 + (n - 1) * max(tabWidth, 1))
        target[0] = source[0]
        var i = 1
        var o = 1
        var columns = 0
        // Tab stops by a mask where the width is a power of two (8, 4, 2), as it nearly always is.
        let stopMask = tabWidth > 0 && tabWidth & (tabWidth - 1) == 0 ? tabWidth - 1 : -1
        while i < n {
            // Printable ASCII is most of any diff: eight bytes at a time.
            if i + 8 <= n {
                let word = UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)
                if VisibleText.isPrintableASCII(word) {
                    UnsafeMutableRawPointer(target + o).storeBytes(of: word, as: UInt64.self)
                    i += 8
                    o += 8
                    columns += 8
                    continue
                }
            }
            let b = source[i]
            if b &- 0x20 < 0x5F {
                target[o] = b
                i += 1
                o += 1
                columns += 1
            } else if b == 0x09 {
                let spaces = tabWidth == 0 ? 1 : tabWidth - (stopMask >= 0 ? columns & stopMask : columns % tabWidth)
                if tabWidth == 0 { target[o] = 0x09 } else { (target + o).initialize(repeating: 0x20, count: spaces) }
                i += 1
                o += tabWidth == 0 ? 1 : spaces
                columns += spaces
            } else if i + 1 < n, let cells = VisibleText.twoByteColumns(b, source[i + 1]) {
                target[o] = b
                target[o + 1] = source[i + 1]
                columns += cells
                i += 2
                o += 2
            } else if b & 0xF0 == 0xE0, i + 2 < n, let cells = threeByteColumns.columns(source + i) {
                (target + o).update(from: source + i, count: 3)
                columns += cells
                i += 3
                o += 3
            } else if b >= 0x80, case .text(let length) = VisibleText.piece(line, at: i, end: n) {
                (target + o).update(from: source + i, count: length)
                columns += VisibleText.width(line, at: i, length: length)
                i += length
                o += length
            } else {
                return false
            }
        }
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
