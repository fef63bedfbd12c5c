/// A merge result's lines and what each parent says about them, laid out, chosen and printed as
/// git's combine-diff.c does (its `struct sline`, `make_hunks`, `give_context` and `dump_sline`).
///
/// There is one line more than the result has, to hold the lines lost after its last line,
/// and one more again for the parents' line numbers past the end.
struct ResultLines {
    /// Where one diff without context (a parent to the result) changes lines, 1-based as in `@@`.
    struct Hunk {
        let oldStart: Int, oldCount: Int, newStart: Int, newCount: Int
    }

    /// A parent line the result does not have, with the parents (bit n for parent n) that had it.
    struct LostLine {
        let text: [UInt8]
        var parents: UInt64
    }

    struct Line {
        var text: ArraySlice<UInt8> = []
        /// The parents this line is new against (bit n for parent n).
        var addedTo: UInt64 = 0
        /// Parent lines lost just before this line.
        var lost: [LostLine] = []
        /// For each parent, its line number at this line (counting the lost lines above it).
        var parentLine: [Int]
        /// Inside a hunk, as a change or as context.
        var shown = false
        /// Context before a hunk: its lost lines belong to a dropped hunk and are not printed.
        var hidesLost = false
    }

    private var lines: [Line]
    /// How many lines the result has (`cnt` in git).
    private let count: Int
    private let parentCount: Int
    private let context: Int
    private var allParents: UInt64 { parentCount >= 64 ? ~0 : (1 << UInt64(parentCount)) - 1 }

    init(_ result: [UInt8], parentCount: Int, context: Int) {
        let text = Self.split(result)
        count = text.count
        self.parentCount = parentCount
        self.context = context
        lines = Array(repeating: Line(parentLine: Array(repeating: 0, count: parentCount)), count: count + 2)
        for (n, line) in text.enumerated() { lines[n].text = line }
    }

    /// The lines of `bytes` without their newlines; a last line without one counts too.
    static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Records parent `n` against the result from the zero-context `hunks` between them (git's
    /// `combine_diff`): its lost lines merged into those of earlier parents, its line numbers.
    mutating func compare(parent n: Int, lines parentLines: [ArraySlice<UInt8>], hunks: [Hunk]) {
        let mask: UInt64 = 1 << UInt64(n)
        var pending: [Int: [LostLine]] = [:]
        for hunk in hunks {
            // Lines removed with nothing added hang before the line after them (N,0 means after line N).
            let bucket = hunk.newCount == 0 ? hunk.newStart : hunk.newStart - 1
            if hunk.oldCount > 0 {
                let removed = parentLines[(hunk.oldStart - 1)..<(hunk.oldStart - 1 + hunk.oldCount)]
                pending[bucket, default: []] += removed.map { LostLine(text: Array($0), parents: mask) }
            }
            for l in hunk.newStart..<(hunk.newStart + hunk.newCount) { lines[l - 1].addedTo |= mask }
        }
        var parentLine = 1
        for l in 0...count {
            lines[l].parentLine[n] = parentLine
            if let new = pending[l] { lines[l].lost = Self.coalesce(lines[l].lost, new, mask) }
            parentLine += lines[l].lost.filter { $0.parents & mask != 0 }.count
            if l < count && lines[l].addedTo & mask == 0 { parentLine += 1 }
        }
        lines[count + 1].parentLine[n] = parentLine
    }

    /// Records parent `n`, whose file is parent `earlier`'s, as a copy of it (`reuse_combine_diff`).
    mutating func reuse(parent n: Int, from earlier: Int) {
        let mask: UInt64 = 1 << UInt64(n), earlierMask: UInt64 = 1 << UInt64(earlier)
        for l in lines.indices {
            lines[l].parentLine[n] = lines[l].parentLine[earlier]
            for k in lines[l].lost.indices where lines[l].lost[k].parents & earlierMask != 0 { lines[l].lost[k].parents |= mask }
            if lines[l].addedTo & earlierMask != 0 { lines[l].addedTo |= mask }
        }
    }

    /// `new` lost lines merged into `base` along their longest common subsequence, so a line
    /// several parents lost is one line (`coalesce_lines`, ties broken as git breaks them).
    static func coalesce(_ base: [LostLine], _ new: [LostLine], _ mask: UInt64) -> [LostLine] {
        guard !base.isEmpty else { return new }
        guard !new.isEmpty else { return base }
        enum Step { case match, base, new }
        var length = Array(repeating: Array(repeating: 0, count: new.count + 1), count: base.count + 1)
        var step = Array(repeating: Array(repeating: Step.base, count: new.count + 1), count: base.count + 1)
        for j in 1...new.count { step[0][j] = .new }
        for i in 1...base.count {
            for j in 1...new.count {
                if base[i - 1].text == new[j - 1].text {
                    (length[i][j], step[i][j]) = (length[i - 1][j - 1] + 1, .match)
                } else if length[i][j - 1] >= length[i - 1][j] {
                    (length[i][j], step[i][j]) = (length[i][j - 1], .new)
                } else {
                    (length[i][j], step[i][j]) = (length[i - 1][j], .base)
                }
            }
        }
        var merged: [LostLine] = []
        var (i, j) = (base.count, new.count)
        while i != 0 || j != 0 {
            switch step[i][j] {
            case .match:
                merged.append(LostLine(text: base[i - 1].text, parents: base[i - 1].parents | mask))
                (i, j) = (i - 1, j - 1)
            case .new:
                merged.append(new[j - 1])
                j -= 1
            case .base:
                merged.append(base[i - 1])
                i -= 1
            }
        }
        return merged.reversed()
    }
}

extension ResultLines {
    private func interesting(_ l: Int) -> Bool { lines[l].addedTo & allParents != 0 || !lines[l].lost.isEmpty }

    /// Marks the lines to show: changed lines in hunks that are not just one parent's text
    /// (`make_hunks` with `dense`), with context around them. Whether any line is shown.
    mutating func markHunks() -> Bool {
        for l in 0...count { lines[l].shown = interesting(l) }
        var i = 0
        while i <= count {
            while i <= count && !lines[i].shown { i += 1 }
            if count < i { break }
            let begin = i
            var j = i + 1
            while j <= count {
                if !lines[j].shown {
                    // Carry on when another changed line follows within the context span.
                    var ahead = min(hunkTail(begin, j) + context, count + 1)
                    var continues = false
                    while ahead > 0 {
                        ahead -= 1
                        if ahead < j { break }
                        if lines[ahead].shown { continues = true; break }
                    }
                    if !continues { break }
                    j = ahead
                }
                j += 1
            }
            let end = j
            // Interesting only with more than two versions, or when the result is neither.
            var sameParents: UInt64 = 0
            var moreVersions = false
            scan: for l in begin..<end {
                let added = lines[l].addedTo & allParents
                if added != 0 {
                    if sameParents == 0 { sameParents = added } else if sameParents != added { moreVersions = true; break scan }
                }
                for lost in lines[l].lost {
                    if sameParents == 0 { sameParents = lost.parents } else if sameParents != lost.parents { moreVersions = true; break scan }
                }
            }
            if !moreVersions && sameParents != allParents {
                for l in begin..<end { lines[l].shown = false }
            }
            i = end
        }
        return giveContext()
    }

    /// `adjust_hunk_tail`: a hunk's last line shown only for the lines lost before it is no change.
    private func hunkTail(_ begin: Int, _ i: Int) -> Int {
        begin + 1 <= i && lines[i - 1].addedTo & allParents == 0 ? i - 1 : i
    }

    /// The first line at or after `i` that is shown (or, with `shown` false, that is not).
    private func next(_ i: Int, shown: Bool) -> Int {
        var i = i
        while i <= count && lines[i].shown != shown { i += 1 }
        return i
    }

    /// `give_context`: context lines around the shown lines, joining groups that are close.
    private mutating func giveContext() -> Bool {
        var i = next(0, shown: true)
        if count < i { return false }
        while i <= count {
            for l in max(0, i - context)..<i {
                if !lines[l].shown { lines[l].hidesLost = true }
                lines[l].shown = true
            }
            while true {
                var j = next(i, shown: false)
                if count < j { return true }
                let k = next(j, shown: true)
                j = hunkTail(i, j)
                if k < j + context {
                    while j < k { lines[j].shown = true; j += 1 }
                    i = k
                    continue
                }
                i = k
                let stop = min(j + context, count + 1)
                while j < stop { lines[j].shown = true; j += 1 }
                break
            }
        }
        return true
    }
}

extension ResultLines {
    /// One line of a combined hunk: a parent line the result lost (a `-` column for each parent
    /// that had it) or a result line (a `+` column for each parent it is new to).
    struct ShownLine {
        /// The marker columns, then the text.
        var bytes: [UInt8]
        var removed: Bool
        var added: Bool
    }

    /// One `@@@` hunk: its header line, ranges, function name and lines.
    struct ShownHunk {
        var header: [UInt8]
        var old: [(start: Int, count: Int)]
        var new: (start: Int, count: Int)
        var function: [UInt8]
        var lines: [ShownLine]
    }

    /// The shown lines as `@@@` hunks (`dump_sline`).
    func hunks() -> [ShownHunk] {
        var hunks: [ShownHunk] = []
        var l = 0
        while true {
            var comment: ArraySlice<UInt8>?
            while l <= count && !lines[l].shown {
                if let first = lines[l].text.first, Self.startsFunction(first) { comment = lines[l].text }
                l += 1
            }
            if count < l { break }
            var end = l + 1
            while end <= count && lines[end].shown { end += 1 }
            var resultCount = end - l - (count < end ? 1 : 0)
            // With no context, lines there only to carry lost lines above them are not printed.
            let bare = context == 0 ? (l..<end).filter { lines[$0].addedTo & allParents == 0 }.count : 0
            resultCount -= bare
            let at = String(repeating: "@", count: parentCount + 1)
            var header = at
            var old: [(start: Int, count: Int)] = []
            for n in 0..<parentCount {
                let first = lines[l].parentLine[n]
                let length = lines[end].parentLine[n] - first - bare
                old.append((first, length))
                header += " -\(first),\(UInt(bitPattern: length))"
            }
            // Counts print as git's unsigned longs: a hunk of lost lines alone at the end
            // with no context counts -1 result lines, printed as 2^64 - 1.
            header += " +\(l + 1),\(UInt(bitPattern: resultCount)) " + at
            let function = comment.map(Self.functionName) ?? []
            var hunk = ShownHunk(header: Array(header.utf8) + function, old: old, new: (l + 1, resultCount),
                                 function: function.isEmpty ? [] : Array(function.dropFirst()), lines: [])
            while l < end {
                let line = lines[l]
                l += 1
                if !line.hidesLost {
                    for lost in line.lost {
                        let markers = (0..<parentCount).map { lost.parents & (1 << UInt64($0)) != 0 ? UInt8(0x2D) : 0x20 }
                        hunk.lines.append(ShownLine(bytes: markers + lost.text, removed: true, added: false))
                    }
                }
                if count < l { break }
                if line.addedTo & allParents == 0 && context == 0 { continue }
                let markers = (0..<parentCount).map { line.addedTo & (1 << UInt64($0)) != 0 ? UInt8(0x2B) : 0x20 }
                hunk.lines.append(ShownLine(bytes: markers + line.text, removed: false, added: line.addedTo & allParents != 0))
            }
            hunks.append(hunk)
        }
        return hunks
    }

    /// git's `hunk_comment_line`: a line starting with a letter, `_` or `$` names a function.
    private static func startsFunction(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x24
    }

    /// What git prints of such a line after `@@@`: a space and its first 40 bytes up to, but
    /// (as combine-diff.c counts) not including, the last non-space one.
    private static func functionName(_ line: ArraySlice<UInt8>) -> [UInt8] {
        let head = Array(line.prefix(40))
        let end = head.lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? 0
        return end == 0 ? [] : [0x20] + head[..<end]
    }
}
