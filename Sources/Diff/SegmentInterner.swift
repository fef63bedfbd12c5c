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
