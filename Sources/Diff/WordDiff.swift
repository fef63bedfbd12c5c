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
        var block = Block()
        func append(_ line: Line) {
            line.bytes.withUnsafeBufferPointer { block.append($0, base: line.bytes.startIndex, segments: line.segments) }
        }
        removed.forEach(append)
        block.startAdded()
        added.forEach(append)
        return block.pairs(maxChangedFraction: maxChangedFraction)
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
        bytes.withUnsafeBufferPointer { appendSegments(of: $0, span: $0.indices, base: bytes.startIndex, to: &result) }
    }

    /// The segments of `bytes[span]` appended to `result`, as indices that start at `base` for
    /// `bytes`' first byte: a line's words split where they lie, no slice made.
    package static func appendSegments(of bytes: UnsafeBufferPointer<UInt8>, span: Range<Int>, base: Int,
                                       to result: inout [Range<Int>]) {
        var i = span.lowerBound
        while i < span.upperBound {
            let start = i
            let byte = bytes[i]
            i += 1
            if isWordByte(byte) {
                while i < span.upperBound, isWordByte(bytes[i]) { i += 1 }
            } else if isSpace(byte) {
                while i < span.upperBound, isSpace(bytes[i]) { i += 1 }
            }
            result.append((base + start)..<(base + i))
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

/// The heaviest chain of candidate line pairs strictly increasing in both indices (a weighted LCS over lines),
/// found with a prefix-maximum Fenwick tree over added-line indices: O(k log m) for k candidates.
///
/// A `WordDiff.Block` keeps one from change block to change block: its arrays (the candidates,
/// the tree, each candidate's best total and link, the chain) are emptied, not made again.
struct LineChain {
    /// A removed and an added line that may pair, with their similarity.
    struct Candidate {
        var removed: Int
        var added: Int
        var score: Double
    }

    /// The candidates of the block being paired, in order of `removed`: the caller fills them.
    var candidates: [Candidate] = []
    /// After `findBest`, the best chain, in order of both indices.
    private(set) var chain: [Candidate] = []
    private var treeValue: [Double] = []
    private var treeIndex: [Int] = []
    private var total: [Double] = []
    private var previous: [Int] = []

    /// Whether it holds more than is worth keeping for the next block (about 48 KB of
    /// candidates, or a tree over thousands of added lines).
    var isLarge: Bool { candidates.capacity > 1 << 11 || treeValue.capacity > 1 << 12 }

    /// Empties its candidates for the next block's (`findBest` empties the rest).
    mutating func removeAll() {
        candidates.removeAll(keepingCapacity: true)
    }

    /// Finds the best chain of `candidates` over `columns` added lines, into `chain`.
    mutating func findBest(columns: Int) {
        func refill<T>(_ array: inout [T], with value: T, count: Int) {
            array.removeAll(keepingCapacity: true)
            array.append(contentsOf: repeatElement(value, count: count))
        }
        chain.removeAll(keepingCapacity: true)
        refill(&treeValue, with: 0, count: columns + 1)
        refill(&treeIndex, with: -1, count: columns + 1)
        refill(&total, with: 0, count: candidates.count)
        refill(&previous, with: -1, count: candidates.count)
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
        guard var q = total.indices.max(by: { total[$0] < total[$1] }) else { return }
        while q >= 0 {
            chain.append(candidates[q])
            q = previous[q]
        }
        chain.reverse()
    }
}
