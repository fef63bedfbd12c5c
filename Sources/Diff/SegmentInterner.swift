/// Gives equal segment contents one id, hashing each segment once: a `WordDiff.Block` keeps one
/// from change block to change block, so a file's common words are pooled once.
///
/// An open-addressed table over a pool of each distinct segment's bytes: runs for every segment
/// of every changed line, so it touches no reference counts and no general-purpose hasher. A
/// segment of up to eight bytes (most words and operators) is its own key, packed in a word:
/// found by comparing that word, its bytes never read again.
struct SegmentInterner {
    /// Each id's bytes, one after another, and where each begins (plus the end).
    private var pool: [UInt8] = []
    private var starts: [Int] = [0]
    /// Each id's key: its bytes packed when eight or fewer (`packed`), else their hash.
    private var keys: [UInt64] = []
    /// Ids by hash, -1 where empty; a power of two long, at most half full.
    private var slots = [Int32](repeating: -1, count: 64)
    /// LCS weight per id: non-whitespace bytes in the high half, whitespace bytes in the low half, so a match of
    /// content always outweighs any number of matched spaces, and spaces still break ties.
    private(set) var weights: [Int64] = []

    /// How many distinct segments have ids.
    var count: Int { weights.count }

    /// The ids of a line's `segments` (ranges of `content`, which starts at index `base`) into
    /// `ids`, a new one for a content seen the first time, and the sum of their non-whitespace
    /// weights.
    mutating func ids(of segments: UnsafeBufferPointer<Range<Int>>, in content: UnsafeBufferPointer<UInt8>, base: Int,
                      into ids: UnsafeMutablePointer<Int32>) -> Int {
        var total = 0
        for k in segments.indices {
            let (lower, upper) = (segments[k].lowerBound - base, segments[k].upperBound - base)
            let segment = UnsafeBufferPointer(rebasing: content[lower..<upper])
            // A short segment with eight bytes of the line from its start is one load.
            let key = segment.count <= 8 && lower + 8 <= content.count
                ? Self.packed(word: UInt64(littleEndian: UnsafeRawPointer(segment.baseAddress!).loadUnaligned(as: UInt64.self)),
                              count: segment.count)
                : Self.key(segment)
            let (found, slot) = find(segment, key: key)
            let id = found ?? add(segment, key: key, at: slot)
            ids[k] = id
            total += Int(weights[Int(id)] >> 32)
        }
        return total
    }

    /// Where `segment` (whose key is `key`) is, or the empty slot it would take.
    private func find(_ segment: UnsafeBufferPointer<UInt8>, key: UInt64) -> (Int32?, Int) {
        let mask = slots.count - 1
        var slot = Self.slot(key, count: segment.count, mask: mask)
        while true {
            let found = slots[slot]
            if found < 0 { return (nil, slot) }
            let i = Int(found)
            if keys[i] == key, starts[i + 1] - starts[i] == segment.count, segment.count <= 8 || equal(i, segment) {
                return (found, slot)
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func add(_ segment: UnsafeBufferPointer<UInt8>, key: UInt64, at slot: Int) -> Int32 {
        let id = Int32(weights.count)
        pool.append(contentsOf: segment)
        starts.append(pool.count)
        keys.append(key)
        let blank = segment.allSatisfy(WordDiff.isSpace)
        weights.append(blank ? Int64(segment.count) : Int64(segment.count) << 32)
        slots[slot] = id
        if weights.count * 2 > slots.count { grow() }
        return id
    }

    /// A segment's bytes packed into a word (little end first) when there are eight or fewer,
    /// else a hash of them, eight bytes at a time.
    @inline(__always)
    private static func key(_ segment: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = UnsafeRawPointer(segment.baseAddress) else { return 0 }
        let n = segment.count
        if n <= 8 {
            var packed: UInt64 = 0
            for k in 0..<n { packed |= UInt64(base.load(fromByteOffset: k, as: UInt8.self)) << (8 * k) }
            return packed
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var i = 0
        while i + 8 <= n {
            hash = (hash ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            i += 8
        }
        while i < n {
            hash = (hash ^ UInt64(base.load(fromByteOffset: i, as: UInt8.self))) &* 0x100_0000_01b3
            i += 1
        }
        return hash
    }

    /// The first `count` (at most eight) bytes of `word`, as `key` packs them.
    @inline(__always)
    private static func packed(word: UInt64, count: Int) -> UInt64 {
        count == 8 ? word : word & ((1 << UInt64(8 * count)) &- 1)
    }

    /// The first slot to look in for a key and a length.
    @inline(__always)
    private static func slot(_ key: UInt64, count: Int, mask: Int) -> Int {
        let h = (key ^ UInt64(count) &* 0x9E37_79B9_7F4A_7C15) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: h >> 29) & mask
    }

    private func equal(_ id: Int, _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[id]
        return pool.withUnsafeBufferPointer { pool in
            for k in 0..<segment.count where pool[start + k] != segment[k] { return false }
            return true
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for id in keys.indices {
            var slot = Self.slot(keys[id], count: starts[id + 1] - starts[id], mask: mask)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
