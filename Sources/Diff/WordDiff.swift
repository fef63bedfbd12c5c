/// Word-level emphasis inside a change block: which removed line pairs with which added line,
/// and which parts of each changed.
///
/// Segments are compared by content (interned once per block through a hash, so the inner loops compare integers).
/// Similarity is the share of a line's non-whitespace segment bytes that lie in the common subsequence, so shared
/// indentation alone never makes two lines look alike. Work is bounded: pairing looks at a band of at most about
/// `pairingCandidates` line pairs around the diagonal, and every LCS table counts against a cell budget; a middle
/// that does not fit is treated as wholly changed.
package enum WordDiff {
    /// One line of a change block: its content bytes and its segments (byte ranges into `bytes`, in order,
    /// covering the words worth comparing — the caller passes lexer tokens plus the words and spaces between them).
    public struct Line: Sendable, Equatable {
        /// The line's content, without the diff marker or newline.
        public var bytes: ArraySlice<UInt8>
        /// Indices into `bytes` (absolute, like `bytes.indices`), in order, not overlapping, none splitting UTF-8.
        package var segments: [Range<Int>]

        /// A line with segments chosen by the caller (lexer tokens and the gaps between them).
        public init(bytes: ArraySlice<UInt8>, segments: [Range<Int>]) {
            self.bytes = bytes
            self.segments = segments
        }

        /// A line split into words, spaces and punctuation by `WordDiff.segments(of:)`.
        public init(bytes: ArraySlice<UInt8>) {
            self.init(bytes: bytes, segments: WordDiff.segments(of: bytes))
        }
    }

    /// A removed line paired with an added line, and the byte ranges to emphasize in each, as absolute indices
    /// into that line's `bytes` (the same index space as its segments); a changed indentation is emphasized where
    /// it differs (`indentationChange`), trailing space never.
    package struct Pair: Sendable, Hashable {
        /// Index of the removed line in the `removed` list.
        public var removed: Int
        /// Index of the added line in the `added` list.
        public var added: Int
        /// Changed ranges of the removed line: ordered, non-overlapping, non-adjacent.
        package var removedEmphasis: [Range<Int>]
        /// Changed ranges of the added line: ordered, non-overlapping, non-adjacent.
        package var addedEmphasis: [Range<Int>]

        /// A pair with its emphasis.
        public init(removed: Int, added: Int, removedEmphasis: [Range<Int>], addedEmphasis: [Range<Int>]) {
            self.removed = removed
            self.added = added
            self.removedEmphasis = removedEmphasis
            self.addedEmphasis = addedEmphasis
        }
    }

    /// How many line pairs pairing scores at most, besides one narrow band per removed line.
    static let pairingCandidates = 16_384
    /// The largest LCS table (cells) one pair of lines may use.
    static let cellsPerPair = 1 << 20
    /// The LCS cells one call may spend on pairing, and again on emphasis.
    static let cellsPerCall = 1 << 23

    /// Pairs the removed and added lines of one change block by similarity, in order (no crossing pairs),
    /// and diffs each pair's segments; pairs that are too different are left out (no emphasis at all).
    package static func pairs(removed: [Line], added: [Line], maxChangedFraction: Double = 0.6) -> [Pair] {
        guard !removed.isEmpty, !added.isEmpty else { return [] }
        var interner = SegmentInterner()
        let old = removed.map { interner.intern($0) }
        let new = added.map { interner.intern($0) }
        var aligner = SegmentAligner(weights: interner.weights, budget: cellsPerCall)
        let minSimilarity = 1 - maxChangedFraction

        /// Whether lines `a` and `b` could be alike enough: the cheap bounds on what they share.
        func mayPair(_ a: InternedLine, _ b: InternedLine) -> Bool {
            let total = a.content + b.content
            // Even a perfect match of the shorter line could not reach the threshold.
            guard total > 0, Double(2 * min(a.content, b.content)) >= minSimilarity * Double(total) else { return false }
            // Nor could the content the two lines share in any order (the LCS is at most that).
            return Double(2 * InternedLine.sharedContent(a, b, interner.weights)) >= minSimilarity * Double(total)
        }
        /// Lines `i` and `j` paired when their alignment (`aligner.align`, just run) leaves them alike.
        func pair(_ i: Int, _ j: Int, common: Int) -> Pair? {
            let (a, b) = (old[i], new[j])
            guard common > 0, Double(2 * common) >= minSimilarity * Double(a.content + b.content) else { return nil }
            let (oldIndent, newIndent) = indentationChange(a.bytes, b.bytes)
            return Pair(
                removed: i, added: j,
                removedEmphasis: adding(oldIndent, to: emphasis(a, matched: aligner.matchedA)),
                addedEmphasis: adding(newIndent, to: emphasis(b, matched: aligner.matchedB)))
        }

        let (n, m) = (old.count, new.count)
        // One line for one, most changes: aligned once, scored and marked by the same pass.
        if n == 1, m == 1 {
            guard mayPair(old[0], new[0]) else { return [] }
            let common = aligner.align(old[0], new[0])
            let similarity = Double(2 * common) / Double(old[0].content + new[0].content)
            guard similarity > 0, similarity >= minSimilarity else { return [] }
            return pair(0, 0, common: common).map { [$0] } ?? []
        }

        // Candidate pairs in a band around the diagonal, scored; then the best chain with no crossing.
        var candidates: [LineChain.Candidate] = []
        let halfWidth = n * m <= pairingCandidates ? m : max(4, pairingCandidates / (2 * n))
        for i in 0..<n {
            let center = (2 * i + 1) * m / (2 * n)
            for j in max(0, center - halfWidth)...min(m - 1, center + halfWidth) {
                // The lines read where they are: a copy of each took and dropped four references.
                guard mayPair(old[i], new[j]) else { continue }
                let similarity = Double(2 * aligner.commonContent(old[i], new[j])) / Double(old[i].content + new[j].content)
                if similarity > 0, similarity >= minSimilarity {
                    candidates.append(.init(removed: i, added: j, score: similarity))
                }
            }
        }

        aligner.budget = cellsPerCall
        return LineChain.best(candidates, columns: m).compactMap { candidate in
            pair(candidate.removed, candidate.added,
                 common: aligner.align(old[candidate.removed], new[candidate.added]))
        }
    }

    /// Splits a line into segments when no lexer tokens are known: runs of word bytes (letters, digits, `_`,
    /// bytes ≥ 0x80, so UTF-8 sequences stay whole), runs of spaces, and single punctuation bytes.
    package static func segments(of bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        appendSegments(of: bytes, to: &result)
        return result
    }

    /// `segments(of:)` appended to `result`: a line's words are split a span at a time (the
    /// gaps between its tokens, its comments and strings), tens of thousands of spans in a log,
    /// and an array for each was most of their cost.
    package static func appendSegments(of bytes: ArraySlice<UInt8>, to result: inout [Range<Int>]) {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let start = i
            let byte = bytes[i]
            i += 1
            if isWordByte(byte) {
                while i < bytes.endIndex, isWordByte(bytes[i]) { i += 1 }
            } else if isSpace(byte) {
                while i < bytes.endIndex, isSpace(bytes[i]) { i += 1 }
            }
            result.append(start..<i)
        }
    }

    /// Where two lines' indentations differ: each one's part between what both start with and
    /// what both end with (`\t` + 9 spaces against `\t\t ` is 8 spaces against a tab), nil on a
    /// side that only lost or gained nothing there. Lines with no text have no indentation.
    static func indentationChange(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> (Range<Int>?, Range<Int>?) {
        guard let endA = a.firstIndex(where: { !isSpace($0) }), let endB = b.firstIndex(where: { !isSpace($0) }) else {
            return (nil, nil)
        }
        let (startA, startB) = (a.startIndex, b.startIndex)
        var prefix = 0
        while startA + prefix < endA, startB + prefix < endB, a[startA + prefix] == b[startB + prefix] { prefix += 1 }
        var suffix = 0
        while endA - suffix > startA + prefix, endB - suffix > startB + prefix, a[endA - suffix - 1] == b[endB - suffix - 1] {
            suffix += 1
        }
        let old = (startA + prefix)..<(endA - suffix)
        let new = (startB + prefix)..<(endB - suffix)
        return (old.isEmpty ? nil : old, new.isEmpty ? nil : new)
    }

    /// `ranges` with `indentation` (which ends at or before the line's first text, where every
    /// range starts) put first, joined to the first range when they touch.
    private static func adding(_ indentation: Range<Int>?, to ranges: [Range<Int>]) -> [Range<Int>] {
        guard let indentation else { return ranges }
        guard let first = ranges.first else { return [indentation] }
        if first.lowerBound <= indentation.upperBound {
            return [indentation.lowerBound..<max(first.upperBound, indentation.upperBound)] + ranges.dropFirst()
        }
        return [indentation] + ranges
    }

    /// The unmatched segments of `line`, touching ones merged, with whitespace trimmed off each range's ends and
    /// whitespace-only ranges dropped when they sit in the line's indentation or trailing space.
    private static func emphasis(_ line: InternedLine, matched: [Bool]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for (k, range) in line.ranges.enumerated() where !matched[k] {
            if let last = merged.last, last.upperBound == range.lowerBound {
                merged[merged.count - 1] = last.lowerBound..<range.upperBound
            } else {
                merged.append(range)
            }
        }
        let bytes = line.bytes
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
            let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return [] }
        return merged.compactMap { range in
            var (lower, upper) = (range.lowerBound, range.upperBound)
            while lower < upper, isSpace(bytes[lower]) { lower += 1 }
            while lower < upper, isSpace(bytes[upper - 1]) { upper -= 1 }
            if lower < upper { return lower..<upper }
            return range.upperBound <= first || range.lowerBound > last ? nil : range
        }
    }

    /// Letters, digits, `_`, and every byte of a multi-byte UTF-8 sequence.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
            return true
        default:
            return false
        }
    }

    /// Space, tab, and the line-ending and form-feed bytes a line may still carry.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}

/// A line reduced to what comparing needs: its valid segments and an integer id for each segment's content.
private struct InternedLine {
    let bytes: ArraySlice<UInt8>
    /// The caller's segments that lie in `bytes`, in order, not empty, not overlapping.
    var ranges: [Range<Int>] = []
    var ids: [Int32] = []
    /// Bytes of the segments that are not whitespace.
    var content = 0
    /// `ids`, sorted: for the cheap bound on what two lines share.
    var sortedIDs: [Int32] = []

    /// The non-whitespace bytes of the segments two lines share in any order: a bound on what
    /// their LCS can match, found by merging their sorted ids.
    static func sharedContent(_ a: InternedLine, _ b: InternedLine, _ weights: [Int64]) -> Int {
        a.sortedIDs.withUnsafeBufferPointer { x in
            b.sortedIDs.withUnsafeBufferPointer { y in
                weights.withUnsafeBufferPointer { weights in
                    var (i, j, shared) = (0, 0, Int64(0))
                    while i < x.count, j < y.count {
                        if x[i] == y[j] {
                            shared += weights[Int(x[i])]
                            i += 1
                            j += 1
                        } else if x[i] < y[j] {
                            i += 1
                        } else {
                            j += 1
                        }
                    }
                    return Int(shared >> 32)
                }
            }
        }
    }
}

/// Gives equal segment contents one id across a change block, hashing each segment once.
///
/// An open-addressed table over a pool of each distinct segment's bytes: runs for every segment
/// of every changed line, so it touches no reference counts and no general-purpose hasher.
private struct SegmentInterner {
    /// Each id's bytes, one after another, and where each begins (plus the end).
    private var pool: [UInt8] = []
    private var starts: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Ids by hash, -1 where empty; a power of two long, at most half full.
    private var slots = [Int32](repeating: -1, count: 64)
    /// LCS weight per id: non-whitespace bytes in the high half, whitespace bytes in the low half, so a match of
    /// content always outweighs any number of matched spaces, and spaces still break ties.
    private(set) var weights: [Int64] = []

    mutating func intern(_ line: WordDiff.Line) -> InternedLine {
        var result = InternedLine(bytes: line.bytes)
        result.ranges.reserveCapacity(line.segments.count)
        result.ids.reserveCapacity(line.segments.count)
        let base = line.bytes.startIndex
        line.bytes.withUnsafeBufferPointer { bytes in
            var floor = base
            for range in line.segments
            where range.lowerBound >= floor && !range.isEmpty && range.upperBound <= base + bytes.count {
                floor = range.upperBound
                let segment = UnsafeBufferPointer(rebasing: bytes[(range.lowerBound - base)..<(range.upperBound - base)])
                let id = self.id(of: segment)
                result.ranges.append(range)
                result.ids.append(id)
                result.content += Int(weights[Int(id)] >> 32)
            }
        }
        result.sortedIDs = result.ids.sorted()
        return result
    }

    /// The id of `segment`'s content, a new one the first time it is seen.
    private mutating func id(of segment: UnsafeBufferPointer<UInt8>) -> Int32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in segment { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while true {
            let found = slots[slot]
            if found < 0 { break }
            if hashes[Int(found)] == hash, equal(Int(found), segment) { return found }
            slot = (slot + 1) & mask
        }
        let id = Int32(weights.count)
        pool.append(contentsOf: segment)
        starts.append(pool.count)
        hashes.append(hash)
        let blank = segment.allSatisfy(WordDiff.isSpace)
        weights.append(blank ? Int64(segment.count) : Int64(segment.count) << 32)
        slots[slot] = id
        if weights.count * 2 > slots.count { grow() }
        return id
    }

    private func equal(_ id: Int, _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        let (start, end) = (starts[id], starts[id + 1])
        guard end - start == segment.count else { return false }
        return pool.withUnsafeBufferPointer { pool in
            for k in 0..<segment.count where pool[start + k] != segment[k] { return false }
            return true
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}

/// A weighted LCS over two lines' segment ids, after cutting their common prefix and suffix, within a cell budget.
private struct SegmentAligner {
    let weights: [Int64]
    /// LCS cells left to spend; a middle that does not fit counts as wholly changed.
    var budget: Int
    private var table: [Int64] = []
    /// After `align`, which segments of each line are in the common subsequence.
    private(set) var matchedA: [Bool] = []
    private(set) var matchedB: [Bool] = []

    init(weights: [Int64], budget: Int) {
        self.weights = weights
        self.budget = budget
    }

    /// The non-whitespace bytes the two lines have in common.
    mutating func commonContent(_ a: InternedLine, _ b: InternedLine) -> Int {
        Int(run(a, b, mark: false) >> 32)
    }

    /// Like `commonContent`, and fills `matchedA` and `matchedB`.
    mutating func align(_ a: InternedLine, _ b: InternedLine) -> Int {
        Int(run(a, b, mark: true) >> 32)
    }

    private mutating func run(_ a: InternedLine, _ b: InternedLine, mark: Bool) -> Int64 {
        let (x, y) = (a.ids, b.ids)
        var prefix = 0
        while prefix < x.count, prefix < y.count, x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < x.count - prefix, suffix < y.count - prefix, x[x.count - 1 - suffix] == y[y.count - 1 - suffix] {
            suffix += 1
        }
        var common: Int64 = 0
        for k in 0..<prefix { common += weights[Int(x[k])] }
        for k in (x.count - suffix)..<x.count { common += weights[Int(x[k])] }
        if mark {
            reset(&matchedA, count: x.count, prefix: prefix, suffix: suffix)
            reset(&matchedB, count: y.count, prefix: prefix, suffix: suffix)
        }
        let (rows, columns) = (x.count - prefix - suffix, y.count - prefix - suffix)
        let cells = (rows + 1) * (columns + 1)
        guard rows > 0, columns > 0, cells <= WordDiff.cellsPerPair, cells <= budget else { return common }
        budget -= cells
        if table.count < cells { table = Array(repeating: 0, count: max(cells, 2 * table.count)) }
        let width = columns + 1
        let middleX = x[prefix..<(prefix + rows)]
        let middleY = y[prefix..<(prefix + columns)]
        table.withUnsafeMutableBufferPointer { t in
            middleY.withUnsafeBufferPointer { row in
                for c in 0...columns { t[c] = 0 }
                for r in 1...rows {
                    let id = middleX[prefix + r - 1]
                    let weight = weights[Int(id)]
                    let above = (r - 1) * width
                    let here = r * width
                    t[here] = 0
                    for c in 1...columns {
                        t[here &+ c] =
                            row[c &- 1] == id
                            ? t[above &+ c &- 1] &+ weight : max(t[above &+ c], t[here &+ c &- 1])
                    }
                }
            }
        }
        common += table[cells - 1]
        if mark {
            var (r, c) = (rows, columns)
            while r > 0, c > 0 {
                if middleX[prefix + r - 1] == middleY[prefix + c - 1] {
                    matchedA[prefix + r - 1] = true
                    matchedB[prefix + c - 1] = true
                    r -= 1
                    c -= 1
                } else if table[(r - 1) * width + c] >= table[r * width + c - 1] {
                    r -= 1
                } else {
                    c -= 1
                }
            }
        }
        return common
    }

    private func reset(_ flags: inout [Bool], count: Int, prefix: Int, suffix: Int) {
        flags.removeAll(keepingCapacity: true)
        flags.append(contentsOf: repeatElement(false, count: count))
        for k in 0..<prefix { flags[k] = true }
        for k in (count - suffix)..<count { flags[k] = true }
    }
}

/// The heaviest chain of candidate line pairs strictly increasing in both indices (a weighted LCS over lines),
/// found with a prefix-maximum Fenwick tree over added-line indices: O(k log m) for k candidates.
private enum LineChain {
    /// A removed and an added line that may pair, with their similarity.
    struct Candidate {
        var removed: Int
        var added: Int
        var score: Double
    }

    /// `candidates` must come in order of `removed`; the result is in order of both indices.
    static func best(_ candidates: [Candidate], columns: Int) -> [Candidate] {
        var treeValue = [Double](repeating: 0, count: columns + 1)
        var treeIndex = [Int](repeating: -1, count: columns + 1)
        var total = [Double](repeating: 0, count: candidates.count)
        var previous = [Int](repeating: -1, count: candidates.count)
        var start = 0
        while start < candidates.count {
            var end = start
            while end < candidates.count, candidates[end].removed == candidates[start].removed { end += 1 }
            // Query the whole row before updating, so no chain takes two pairs of one removed line.
            for q in start..<end {
                var (best, from) = (0.0, -1)
                var i = candidates[q].added  // tree index added+1 is this column; prefix 1...added is columns before it
                while i > 0 {
                    if treeValue[i] > best { (best, from) = (treeValue[i], treeIndex[i]) }
                    i -= i & -i
                }
                total[q] = candidates[q].score + best
                previous[q] = from
            }
            for q in start..<end {
                var i = candidates[q].added + 1
                while i <= columns {
                    if total[q] > treeValue[i] { (treeValue[i], treeIndex[i]) = (total[q], q) }
                    i += i & -i
                }
            }
            start = end
        }
        guard var q = total.indices.max(by: { total[$0] < total[$1] }) else { return [] }
        var chain: [Candidate] = []
        while q >= 0 {
            chain.append(candidates[q])
            q = previous[q]
        }
        return chain.reversed()
    }
}
