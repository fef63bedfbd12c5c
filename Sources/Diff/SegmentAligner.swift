/// Gives equal segment contents one id, hashing each segment once: a `WordDiff.Block` keeps one
/// from change block to change block, so a file's common words are pooled once.
///
/// An open-addressed table over a pool of each distinct segment's bytes: runs for every segment
/// of every changed line, so it touches no reference counts and no general-purpose hasher.
struct SegmentInterner {
    /// Each id's bytes, one after another, and where each begins (plus the end).
    private var pool: [UInt8] = []
    private var starts: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Ids by hash, -1 where empty; a power of two long, at most half full.
    private var slots = [Int32](repeating: -1, count: 64)
    /// LCS weight per id: non-whitespace bytes in the high half, whitespace bytes in the low half, so a match of
    /// content always outweighs any number of matched spaces, and spaces still break ties.
    private(set) var weights: [Int64] = []

    /// How many distinct segments have ids.
    var count: Int { weights.count }

    /// The id of `segment`'s content, a new one the first time it is seen.
    mutating func id(of segment: UnsafeBufferPointer<UInt8>) -> Int32 {
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
struct SegmentAligner {
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

    private func reset(_ flags: inout [Bool], count: Int, prefix: Int, suffix: Int) {
        flags.removeAll(keepingCapacity: true)
        flags.append(contentsOf: repeatElement(false, count: count))
        for k in 0..<prefix { flags[k] = true }
        for k in (count - suffix)..<count { flags[k] = true }
    }
}

