/// A weighted LCS over two lines' segment ids, after cutting their common prefix and suffix, within a cell budget.
///
/// A `WordDiff.Block` keeps one from change block to change block, its table and flags with it
/// (made afresh for each block, most blocks' one or two pairs cost more in allocating them than
/// in aligning), and lends it the interner's weights for the block's pairs only.
struct SegmentAligner {
    var weights: [Int64]
    /// LCS cells left to spend; a middle that does not fit counts as wholly changed.
    var budget: Int
    private var table: [Int64] = []
    /// After `align`, which segments of each line are in the common subsequence (the first of
    /// each array, as many as the line has).
    private(set) var matchedA: [Bool] = []
    private(set) var matchedB: [Bool] = []

    init(weights: [Int64], budget: Int) {
        self.weights = weights
        self.budget = budget
    }

    /// Whether its table is larger than is worth keeping for the next block (64 KB, as the
    /// block's own arrays: a pair of lines of about ninety segments each made it).
    var isLarge: Bool { table.count > 1 << 13 }

    /// The non-whitespace bytes two lines (their segments' ids) have in common.
    mutating func commonContent(_ x: UnsafeBufferPointer<Int32>, _ y: UnsafeBufferPointer<Int32>) -> Int {
        Int(run(x, y, mark: false) >> 32)
    }

    /// Like `commonContent`, and fills `matchedA` and `matchedB`.
    mutating func align(_ x: UnsafeBufferPointer<Int32>, _ y: UnsafeBufferPointer<Int32>) -> Int {
        Int(run(x, y, mark: true) >> 32)
    }

    private mutating func run(_ x: UnsafeBufferPointer<Int32>, _ y: UnsafeBufferPointer<Int32>, mark: Bool) -> Int64 {
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
        // The middles' rows and columns, where they lie.
        let middleX = UnsafeBufferPointer(rebasing: x[prefix..<(prefix + rows)])
        let row = UnsafeBufferPointer(rebasing: y[prefix..<(prefix + columns)])
        table.withUnsafeMutableBufferPointer { t in
            for c in 0...columns { t[c] = 0 }
            for r in 1...rows {
                let id = middleX[r - 1]
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
        common += table[cells - 1]
        if mark {
            var (r, c) = (rows, columns)
            while r > 0, c > 0 {
                if middleX[r - 1] == row[c - 1] {
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

    /// Sets the first `count` flags: the `prefix` and the `suffix` matched, the middle not. The
    /// array only grows (past `count` its flags are stale): set where they lie, not appended.
    private func reset(_ flags: inout [Bool], count: Int, prefix: Int, suffix: Int) {
        guard count > 0 else { return }
        if flags.count < count { flags = [Bool](repeating: false, count: Swift.max(count, 2 * flags.count)) }
        flags.withUnsafeMutableBufferPointer { all in
            guard let base = all.baseAddress else { return }
            base.update(repeating: true, count: prefix)
            (base + prefix).update(repeating: false, count: count - prefix - suffix)
            (base + count - suffix).update(repeating: true, count: suffix)
        }
    }
}
