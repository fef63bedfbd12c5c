/// The questions lexers ask about the text ahead of an opener — where the next `]]` stands,
/// which `}` closes this `{`, where this regex literal ends — answered so that no segment
/// costs more than a few passes over it, whatever it holds.
///
/// A plain forward scan from each opener reads the rest of the line once per opener: a line
/// of a hundred thousand `[[` is read a hundred thousand times. So the first answers come from
/// direct scans, and once those have read as many bytes as the segment holds, from indexes
/// built in one pass over the rest of it and kept with the cursor (`Lookahead`): memos of the
/// last search for each byte set or needle, bracket pairs, and regex ends from every position.
extension Cursor {
    /// The first index at or after `i` (before `end`) whose byte is in `set`.
    public mutating func firstIndex(in set: ByteSet, from i: Int) -> Int? {
        if let index = indexed(from: i) { return index.firstIndex(in: set, from: i, line) }
        var j = max(i, 0)
        while j < end, !set.contains(line[j]) { j += 1 }
        scanned += j - i
        return j < end ? j : nil
    }

    /// The first index at or after `i` where `needle` stands whole before `end`.
    public mutating func firstIndex(of needle: [UInt8], from i: Int) -> Int? {
        if let index = indexed(from: i) { return index.firstIndex(of: needle, from: i, line) }
        let j = Lookahead.search(needle, in: line, from: max(i, 0), end: end)
        scanned += j - i
        return j < end ? j : nil
    }

    /// The index of the bracket closing the `(`, `[` or `{` at `i`, counting nested pairs of
    /// that kind and nothing else (no quotes, no escapes); nil when none closes before `end`.
    public mutating func closer(of i: Int) -> Int? {
        let open = line[i]
        let close = Lookahead.partner(of: open)
        if let index = indexed(from: i) { return index.closer(of: i, open: open, close: close, line) }
        var depth = 0
        var j = i
        while j < end {
            let b = line[j]
            if b == open {
                depth += 1
            } else if b == close {
                depth -= 1
                if depth == 0 { break }
            }
            j += 1
        }
        scanned += j - i
        return j < end ? j : nil
    }

    /// The index of the `/` that closes a regex literal whose opening `/` stands at `i`: the
    /// first one after it that no `\` escapes and, when `classes`, that stands outside a
    /// `[…]` class; nil when none does before `end`.
    public mutating func regexClose(of i: Int, classes: Bool) -> Int? {
        if let index = indexed(from: i + 1) { return index.regexClose(from: i + 1, classes: classes, line) }
        let j = Lookahead.regexScan(line, from: i + 1, end: end, classes: classes)
        scanned += j - i
        return j < end ? j : nil
    }

    /// The lookahead index once direct scans have read the segment's length, made on first need.
    private mutating func indexed(from i: Int) -> Lookahead? {
        if let lookahead, lookahead.end == end, lookahead.start <= i { return lookahead }
        guard scanned > end, i >= 0, i <= end else { return nil }
        lookahead = Lookahead(start: min(pos, i), end: end)
        return lookahead
    }
}

/// The indexes behind `Cursor`'s lookahead questions, for the segment `start..<end` of a line.
final class Lookahead {
    let start: Int
    let end: Int
    /// The last search for each byte set: from where, and the first match (`end` for none).
    private var searches: [(set: ByteSet, from: Int, found: Int)] = []
    private var needles: [(needle: [UInt8], from: Int, found: Int)] = []
    /// For each opening bracket asked about: the closer of each opener from `start` (−1 for none).
    private var closers: [(open: UInt8, table: [Int32])] = []
    /// Where a regex scan standing at each position from `start` finds its closing `/`, outside
    /// a class and inside one (−1 for nowhere).
    private var regexEnds: (classes: Bool, outside: [Int32], inside: [Int32])?

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    // A search that found `found` from `from` answers every query from `from` through `found`:
    // nothing matches in between. Queries move forward, so each stretch is read once.

    func firstIndex(in set: ByteSet, from i: Int, _ line: UnsafeBufferPointer<UInt8>) -> Int? {
        let k = searches.firstIndex { $0.set == set } ?? {
            searches.append((set, Int.max, 0))
            return searches.count - 1
        }()
        if i < searches[k].from || i > searches[k].found {
            var j = i
            while j < end, !set.contains(line[j]) { j += 1 }
            searches[k] = (set, i, j)
        }
        let found = searches[k].found
        return found < end ? found : nil
    }

    func firstIndex(of needle: [UInt8], from i: Int, _ line: UnsafeBufferPointer<UInt8>) -> Int? {
        let k = needles.firstIndex { $0.needle == needle } ?? {
            needles.append((needle, Int.max, 0))
            return needles.count - 1
        }()
        if i < needles[k].from || i > needles[k].found {
            needles[k] = (needle, i, Self.search(needle, in: line, from: i, end: end))
        }
        let found = needles[k].found
        return found < end ? found : nil
    }

    /// The first index at or after `from` where `needle` stands whole before `end`, or `end`.
    static func search(_ needle: [UInt8], in line: UnsafeBufferPointer<UInt8>, from: Int, end: Int) -> Int {
        guard let first = needle.first else { return from }
        var j = from
        while j + needle.count <= end {
            if line[j] == first {
                var k = 1
                while k < needle.count, line[j + k] == needle[k] { k += 1 }
                if k == needle.count { return j }
            }
            j += 1
        }
        return end
    }

    // Counting one kind of bracket forward from an opener finds the closer a stack pairs it
    // with, whatever stands before the opener: one pass pairs every opener of the segment.

    func closer(of i: Int, open: UInt8, close: UInt8, _ line: UnsafeBufferPointer<UInt8>) -> Int? {
        let k = closers.firstIndex { $0.open == open } ?? {
            closers.append((open, Self.pairs(line, from: start, end: end, open: open, close: close)))
            return closers.count - 1
        }()
        guard i < end else { return nil }
        let found = closers[k].table[i - start]
        return found < 0 ? nil : Int(found)
    }

    private static func pairs(_ line: UnsafeBufferPointer<UInt8>, from start: Int, end: Int,
                              open: UInt8, close: UInt8) -> [Int32] {
        var table = [Int32](repeating: -1, count: end - start)
        var openers: [Int32] = []
        for j in start..<end {
            let b = line[j]
            if b == open {
                openers.append(Int32(j))
            } else if b == close, let o = openers.popLast() {
                table[Int(o) - start] = Int32(j)
            }
        }
        return table
    }

    /// The bracket that closes `open`.
    static func partner(of open: UInt8) -> UInt8 {
        switch open {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        default: open
        }
    }

    // A regex scan's future depends only on where it stands and whether it is in a class, so
    // one pass from the end answers it from every position.

    func regexClose(from i: Int, classes: Bool, _ line: UnsafeBufferPointer<UInt8>) -> Int? {
        if regexEnds == nil || regexEnds!.classes != classes { regexEnds = Self.regexEnds(line, start, end, classes) }
        guard i < end else { return nil }
        let found = regexEnds!.outside[i - start]
        return found < 0 ? nil : Int(found)
    }

    private static func regexEnds(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                  _ classes: Bool) -> (Bool, [Int32], [Int32]) {
        // Index n is `end`: nowhere to go. A `\` jumps two ahead; `end + 1` is nowhere too.
        let n = end - start
        var outside = [Int32](repeating: -1, count: n + 2)
        var inside = classes ? [Int32](repeating: -1, count: n + 2) : []
        var p = n - 1
        while p >= 0 {
            let b = line[start + p]
            if b == UInt8(ascii: "\\") {
                outside[p] = outside[p + 2]
                if classes { inside[p] = inside[p + 2] }
            } else if classes, b == UInt8(ascii: "[") {
                outside[p] = inside[p + 1]
                inside[p] = inside[p + 1]
            } else if classes, b == UInt8(ascii: "]") {
                outside[p] = outside[p + 1]
                inside[p] = outside[p + 1]
            } else if b == UInt8(ascii: "/") {
                outside[p] = Int32(start + p)
                if classes { inside[p] = inside[p + 1] }
            } else {
                outside[p] = outside[p + 1]
                if classes { inside[p] = inside[p + 1] }
            }
            p -= 1
        }
        return (classes, outside, inside)
    }

    /// The direct scan `regexEnds` answers at once: from `from`, the closing `/`, or `end`.
    static func regexScan(_ line: UnsafeBufferPointer<UInt8>, from: Int, end: Int, classes: Bool) -> Int {
        var j = from
        var inClass = false
        while j < end {
            let b = line[j]
            if b == UInt8(ascii: "\\") {
                j += 2
                continue
            }
            if classes, b == UInt8(ascii: "[") {
                inClass = true
            } else if classes, b == UInt8(ascii: "]") {
                inClass = false
            } else if b == UInt8(ascii: "/"), !inClass {
                return j
            }
            j += 1
        }
        return end
    }
}
