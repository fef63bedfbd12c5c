extension WordDiff {
    /// One change block's removed and added lines, their segments interned, and the pairing of
    /// them (`pairs(maxChangedFraction:)`).
    ///
    /// The lines' bytes, segments and ids sit in a few arrays the block keeps from one change
    /// block to the next (`removeAll`), with the interner's table: a file's blocks cost a few
    /// allocations in all, not four for every line, and comparing two lines touches no reference
    /// count (a line of its own, compared with dozens, took and dropped four at every look).
    package struct Block {
        /// One line: where its bytes and segments sit in the block's arrays.
        private struct Entry {
            /// Where its bytes start in `bytes`, and how many.
            var start: Int
            var count: Int
            /// The index its caller gives its first byte: segments and emphasis are in that space.
            var base: Int
            /// Its segments: `ranges[segments]`, `ids[segments]`, `sortedIDs[segments]`.
            var segments: Range<Int>
            /// Bytes of its segments that are not whitespace.
            var content: Int
        }

        private var interner = SegmentInterner()
        private var bytes: [UInt8] = []
        private var entries: [Entry] = []
        /// Every line's segments, in the caller's index space, and their ids, as found and sorted.
        private var ranges: [Range<Int>] = []
        private var ids: [Int32] = []
        private var sortedIDs: [Int32] = []
        /// Room for a pair's emphasis, reused pair after pair (`forEachPair`).
        private var scratch: [Range<Int>] = []
        /// The pairs' aligner, kept with its table from block to block (`forEachPair`).
        private var kept = SegmentAligner(weights: [], budget: 0)
        /// The pairing of blocks of more than one line for one, kept likewise.
        private var keptChain = LineChain()
        /// How many of the lines are removed ones: those appended before `startAdded`.
        private var removedCount: Int?
        /// The interner is started afresh past this many distinct segments, between blocks.
        private static let internerLimit = 1 << 16

        package init() {}

        /// Empties the block for the next change block, keeping its storage.
        package mutating func removeAll() {
            bytes.removeAll(keepingCapacity: true)
            entries.removeAll(keepingCapacity: true)
            ranges.removeAll(keepingCapacity: true)
            ids.removeAll(keepingCapacity: true)
            sortedIDs.removeAll(keepingCapacity: true)
            removedCount = nil
            if interner.count > Self.internerLimit { interner = SegmentInterner() }
        }

        /// Whether its arrays or its interner hold more than a few hundred lines' worth (about
        /// 64 KB each): kept from file to file, a block this large is let go instead.
        package var isLarge: Bool { bytes.capacity > 1 << 15 || ranges.capacity > 1 << 12 || interner.count > 1 << 11 }

        /// The lines appended from now on are added lines (those before, removed ones).
        package mutating func startAdded() { removedCount = entries.count }

        /// Appends a line: its content and its segments, as indices that start at `base` for the
        /// content's first byte (in order, not overlapping, none splitting UTF-8; those outside
        /// the content or out of order are left out).
        package mutating func append(_ content: UnsafeBufferPointer<UInt8>, base: Int, segments: [Range<Int>]) {
            let first = ranges.count
            // Appended at once, then those not fit to keep (none, for a line's) squeezed out in place:
            // appended one by one, a line's segments each paid for an append of their own.
            ranges += segments
            let kept = ranges.withUnsafeMutableBufferPointer { all in
                var (kept, floor) = (first, base)
                for k in first..<all.count
                where all[k].lowerBound >= floor && !all[k].isEmpty && all[k].upperBound <= base + content.count {
                    floor = all[k].upperBound
                    all[kept] = all[k]
                    kept += 1
                }
                return kept - first
            }
            if first + kept < ranges.count { ranges.removeSubrange((first + kept)...) }
            ids.append(contentsOf: repeatElement(0, count: kept))
            let total = kept == 0 ? 0 : ranges.withUnsafeBufferPointer { ranges in
                ids.withUnsafeMutableBufferPointer { ids in
                    interner.ids(of: UnsafeBufferPointer(rebasing: ranges[first...]), in: content, base: base,
                                 into: ids.baseAddress! + first)
                }
            }
            sortedIDs += ids[first...]
            sortedIDs.withUnsafeMutableBufferPointer { Self.sort(UnsafeMutableBufferPointer(rebasing: $0[first...])) }
            entries.append(Entry(start: bytes.count, count: content.count, base: base, segments: first..<ranges.count, content: total))
            bytes += content
        }

        /// Sorts a line's ids in place: by insertion where they are few, as most lines' are (the
        /// standard sort, stable, took a buffer of its own and a copy of the slice for every line).
        private static func sort(_ ids: UnsafeMutableBufferPointer<Int32>) {
            guard ids.count <= 64 else {
                var ids = ids
                return ids.sort()
            }
            for k in ids.indices.dropFirst() {
                let id = ids[k]
                var j = k
                while j > 0, ids[j - 1] > id {
                    ids[j] = ids[j - 1]
                    j -= 1
                }
                ids[j] = id
            }
        }

        /// Pairs the removed lines with the added ones by similarity, in order (no crossing pairs),
        /// and diffs each pair's segments; pairs that are too different are left out.
        package mutating func pairs(maxChangedFraction: Double = 0.6) -> [Pair] {
            var result: [Pair] = []
            forEachPair(maxChangedFraction: maxChangedFraction) { removed, added, removedEmphasis, addedEmphasis in
                result.append(Pair(removed: removed, added: added, removedEmphasis: Array(removedEmphasis),
                                   addedEmphasis: Array(addedEmphasis)))
            }
            return result
        }

        /// `pairs`, each pair handed to `body` in order with its emphasis: the removed line's and
        /// the added line's, in scratch space the block keeps (valid during the call), so a pair
        /// costs no allocation.
        package mutating func forEachPair(maxChangedFraction: Double = 0.6,
                                          _ body: (_ removed: Int, _ added: Int, _ removedEmphasis: ArraySlice<Range<Int>>,
                                                   _ addedEmphasis: ArraySlice<Range<Int>>) -> Void) {
            let n = removedCount ?? entries.count
            let m = entries.count - n
            guard n > 0, m > 0 else { return }
            // What the block keeps for pairing, out of `self` while the block's arrays are read
            // in place, and back after (the aligner and the chain not when grown large). The
            // aligner holds the interner's weights only while it aligns, so that appending to
            // them never copies.
            var aligner = SegmentAligner(weights: [], budget: 0)
            var lineChain = LineChain()
            var emphasized: [Range<Int>] = []
            swap(&aligner, &kept)
            swap(&lineChain, &keptChain)
            swap(&emphasized, &scratch)
            defer {
                aligner.weights = []
                if !aligner.isLarge { swap(&aligner, &kept) }
                if !lineChain.isLarge { swap(&lineChain, &keptChain) }
                swap(&emphasized, &scratch)
            }
            aligner.weights = interner.weights
            aligner.budget = WordDiff.cellsPerCall
            let minSimilarity = 1 - maxChangedFraction
            entries.withUnsafeBufferPointer { entries in
                ids.withUnsafeBufferPointer { ids in
                    sortedIDs.withUnsafeBufferPointer { sorted in
                        interner.weights.withUnsafeBufferPointer { weights in
                            let old = UnsafeBufferPointer(rebasing: entries[0..<n])
                            let new = UnsafeBufferPointer(rebasing: entries[n...])
                            func segmentIDs(_ e: Entry) -> UnsafeBufferPointer<Int32> { UnsafeBufferPointer(rebasing: ids[e.segments]) }

                            /// Whether lines `a` and `b` could be alike enough: the cheap bounds on what they share.
                            func mayPair(_ a: Entry, _ b: Entry) -> Bool {
                                let total = a.content + b.content
                                // Even a perfect match of the shorter line could not reach the threshold.
                                guard total > 0, Double(2 * min(a.content, b.content)) >= minSimilarity * Double(total) else {
                                    return false
                                }
                                // Nor could the content the two lines share in any order (the LCS is at most that).
                                let shared = Self.sharedContent(UnsafeBufferPointer(rebasing: sorted[a.segments]),
                                                                UnsafeBufferPointer(rebasing: sorted[b.segments]), weights)
                                return Double(2 * shared) >= minSimilarity * Double(total)
                            }
                            /// Lines `i` and `j` handed on when their alignment (`aligner.align`, just run) leaves them alike.
                            func pair(_ i: Int, _ j: Int, common: Int, _ emphasized: inout [Range<Int>]) {
                                let (a, b) = (old[i], new[j])
                                guard common > 0, Double(2 * common) >= minSimilarity * Double(a.content + b.content) else {
                                    return
                                }
                                let (oldIndent, newIndent) = indentationChange(a, b)
                                emphasized.removeAll(keepingCapacity: true)
                                emphasis(a, matched: aligner.matchedA, indentation: oldIndent, into: &emphasized)
                                let split = emphasized.count
                                emphasis(b, matched: aligner.matchedB, indentation: newIndent, into: &emphasized)
                                body(i, j, emphasized[..<split], emphasized[split...])
                            }

                            // One line for one, most changes: aligned once, scored and marked by the same pass.
                            if n == 1, m == 1 {
                                guard mayPair(old[0], new[0]) else { return }
                                let common = aligner.align(segmentIDs(old[0]), segmentIDs(new[0]))
                                let similarity = Double(2 * common) / Double(old[0].content + new[0].content)
                                guard similarity > 0, similarity >= minSimilarity else { return }
                                return pair(0, 0, common: common, &emphasized)
                            }

                            // Candidate pairs in a band around the diagonal, scored; then the best chain with no crossing.
                            lineChain.removeAll()
                            let halfWidth = n * m <= WordDiff.pairingCandidates ? m : max(4, WordDiff.pairingCandidates / (2 * n))
                            for i in 0..<n {
                                let center = (2 * i + 1) * m / (2 * n)
                                for j in max(0, center - halfWidth)...min(m - 1, center + halfWidth) {
                                    guard mayPair(old[i], new[j]) else { continue }
                                    let common = aligner.commonContent(segmentIDs(old[i]), segmentIDs(new[j]))
                                    let similarity = Double(2 * common) / Double(old[i].content + new[j].content)
                                    if similarity > 0, similarity >= minSimilarity {
                                        lineChain.candidates.append(.init(removed: i, added: j, score: similarity))
                                    }
                                }
                            }

                            aligner.budget = WordDiff.cellsPerCall
                            lineChain.findBest(columns: m)
                            for candidate in lineChain.chain {
                                let common = aligner.align(segmentIDs(old[candidate.removed]), segmentIDs(new[candidate.added]))
                                pair(candidate.removed, candidate.added, common: common, &emphasized)
                            }
                        }
                    }
                }
            }
        }

        /// The non-whitespace bytes of the segments two lines share in any order: a bound on what
        /// their LCS can match, found by merging their sorted ids.
        private static func sharedContent(_ x: UnsafeBufferPointer<Int32>, _ y: UnsafeBufferPointer<Int32>,
                                          _ weights: UnsafeBufferPointer<Int64>) -> Int {
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

        /// Calls `body` with line `entry`'s bytes, where they sit in the block.
        private func withBytes<R>(_ entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[entry.start..<(entry.start + entry.count)])) }
        }

        /// Where two lines' indentations differ: each one's part between what both start with and
        /// what both end with (`\t` + 9 spaces against `\t\t ` is 8 spaces against a tab), nil on a
        /// side that only lost or gained nothing there. Lines with no text have no indentation.
        private func indentationChange(_ x: Entry, _ y: Entry) -> (Range<Int>?, Range<Int>?) {
            withBytes(x) { a in
                withBytes(y) { b in
                    guard let endA = a.firstIndex(where: { !WordDiff.isSpace($0) }),
                          let endB = b.firstIndex(where: { !WordDiff.isSpace($0) }) else { return (nil, nil) }
                    var prefix = 0
                    while prefix < endA, prefix < endB, a[prefix] == b[prefix] { prefix += 1 }
                    var suffix = 0
                    while endA - suffix > prefix, endB - suffix > prefix, a[endA - suffix - 1] == b[endB - suffix - 1] {
                        suffix += 1
                    }
                    let old = (x.base + prefix)..<(x.base + endA - suffix)
                    let new = (y.base + prefix)..<(y.base + endB - suffix)
                    return (old.isEmpty ? nil : old, new.isEmpty ? nil : new)
                }
            }
        }

        /// Appends to `result` the unmatched segments of line `entry` (its changed `indentation`
        /// first, joined to the first range when they touch), touching ones merged, with
        /// whitespace trimmed off each range's ends and whitespace-only ranges dropped when they
        /// sit in the line's indentation or trailing space.
        private func emphasis(_ entry: Entry, matched: [Bool], indentation: Range<Int>?, into result: inout [Range<Int>]) {
            let first = result.count
            withBytes(entry) { bytes in
                let base = entry.base
                guard let firstText = bytes.firstIndex(where: { !WordDiff.isSpace($0) }),
                      let lastText = bytes.lastIndex(where: { !WordDiff.isSpace($0) }) else { return }
                /// Appends one merged range, trimmed.
                func add(_ range: Range<Int>, _ result: inout [Range<Int>]) {
                    var (lower, upper) = (range.lowerBound, range.upperBound)
                    while lower < upper, WordDiff.isSpace(bytes[lower - base]) { lower += 1 }
                    while lower < upper, WordDiff.isSpace(bytes[upper - 1 - base]) { upper -= 1 }
                    if lower < upper { return result.append(lower..<upper) }
                    if range.upperBound <= base + firstText || range.lowerBound > base + lastText { return }
                    result.append(range)
                }
                var open: Range<Int>?
                for (k, range) in ranges[entry.segments].enumerated() where !matched[k] {
                    if let last = open, last.upperBound == range.lowerBound {
                        open = last.lowerBound..<range.upperBound
                    } else {
                        if let last = open { add(last, &result) }
                        open = range
                    }
                }
                if let last = open { add(last, &result) }
            }
            guard let indentation else { return }
            // The indentation ends at or before the line's first text, where every range starts.
            if first < result.count, result[first].lowerBound <= indentation.upperBound {
                result[first] = indentation.lowerBound..<max(result[first].upperBound, indentation.upperBound)
            } else {
                result.insert(indentation, at: first)
            }
        }
    }
}
