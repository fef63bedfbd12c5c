import Diff

/// Search tools' colors (`--color=always`; git's own when it pages `git grep`): cut from the
/// line, and the stretches they colored in it kept, which in a file's line are the matches.
///
/// Tools color the file name, the separators, the line number and the matches, with SGR
/// sequences; GNU grep adds `ESC [ K` (erase to the end of the line) after each.
enum GrepColors {
    /// `raw` without the tool's sequences, and the stretches of the result any color was on for.
    ///
    /// A tool colors a stretch of text as `ON text RESET` (an empty stretch too): ON is the last
    /// SGR before the text (git, GNU grep), or every SGR after a reset that closes nothing (rg's
    /// `ESC[0m ESC[1m ESC[31m`); GNU grep's `ESC [ K` follow both. An SGR beyond those is the
    /// file's and stays (issue 21): one inside a stretch, one that opens no stretch (no text,
    /// then a reset, follows it), a reset that closes nothing. (With `color.grep.selected` set,
    /// a file's SGR right after the line color's opening is taken for the opening, and the
    /// opening for the file's: the two shapes are the same bytes.)
    static func uncolor(_ raw: ArraySlice<UInt8>) -> (text: [UInt8], colored: [Range<Int>]) {
        raw.withUnsafeBufferPointer { p in
            let runs = Self.runs(p)
            func isReset(_ r: Range<Int>) -> Bool { resets(p, from: r.lowerBound + 2, to: r.upperBound - 1) }
            var text: [UInt8] = []
            text.reserveCapacity(p.count)
            var colored: [Range<Int>] = []
            var since: Int?  // where the stretch the tool opened starts
            for (k, run) in runs.enumerated() {
                let sgrs = run.sequences.filter { p[$0.upperBound - 1] == 0x6D }
                var pending: [Range<Int>] = []  // SGRs outside a stretch, one of which may open the next
                var afterReset = false  // rg's way: a reset before what opens
                for (n, s) in sgrs.enumerated() {
                    if !isReset(s) {
                        if since != nil { text += p[s] } else { pending.append(s) }
                    } else if let start = since {
                        if text.count > start { colored.append(start..<text.count) }
                        since = nil
                    } else if !pending.isEmpty {
                        // A stretch of no text the tool colored (git writes one for a line color):
                        // it opened with the first; what follows that is the file's.
                        for s in pending.dropFirst() { text += p[s] }
                        pending.removeAll()
                    } else if n == 0, n + 1 < sgrs.count, s.count == 4, p[s.lowerBound + 2] == 0x30 {
                        afterReset = true  // rg opens each stretch with `ESC[0m`
                    } else {
                        text += p[s]
                    }
                }
                let closed = k + 1 < runs.count && runs[k + 1].sequences.contains { p[$0.upperBound - 1] == 0x6D && isReset($0) }
                let opens = !run.text.isEmpty && closed && !pending.isEmpty
                for s in pending.dropLast(opens ? (afterReset ? pending.count : 1) : 0) { text += p[s] }
                if opens { since = text.count }
                text += p[run.text]
            }
            if let start = since, text.count > start { colored.append(start..<text.count) }
            return (text, colored)
        }
    }

    /// The stretches of a line's content that git colored with the line's own color
    /// (`color.grep.selected` on a matching line, `color.grep.context` on a context line), as
    /// ranges of the content without colors; nil when git gave the line none (the default).
    ///
    /// With a line color set, git colors all of a line's content: the line color's stretch first
    /// (empty when a match starts the line), each match's stretch, the line color's again between
    /// them and last (empty when a match ends it), each as one SGR, the text and a reset. So a
    /// content of nothing but such stretches, first and last in one color, with another color
    /// (or an empty stretch) among them, has that color as its line color; a context line in one
    /// color is all line color. A line of any other shape (a file's own escapes in it) has none.
    static func lineColored(_ colored: ArraySlice<UInt8>, isMatch: Bool) -> [Range<Int>]? {
        var stretches: [(opener: ArraySlice<UInt8>, text: Range<Int>)] = []
        var opener: ArraySlice<UInt8>?
        var textCount = 0
        var start = 0
        let shaped = colored.withUnsafeBufferPointer { p -> Bool in
            var i = 0
            while i < p.count {
                guard let end = sequenceEnd(p, i) else {
                    guard opener != nil else { return false }
                    textCount += 1
                    i += 1
                    continue
                }
                defer { i = end }
                guard p[end - 1] == 0x6D else { continue }  // GNU grep's `ESC [ K`
                if !resets(p, from: i + 2, to: end - 1) {
                    guard opener == nil else { return false }
                    opener = colored[(colored.startIndex + i)..<(colored.startIndex + end)]
                    start = textCount
                } else if let open = opener {
                    stretches.append((open, start..<textCount))
                    opener = nil
                } else if textCount > 0 || !stretches.isEmpty {
                    return false  // a reset that closes nothing, but the prefix's before the content
                }
            }
            return opener == nil
        }
        guard shaped, let first = stretches.first, let last = stretches.last, first.opener == last.opener else { return nil }
        let lineColor = first.opener
        let mixed = stretches.contains { $0.opener != lineColor || $0.text.isEmpty }
        guard mixed || (!isMatch && stretches.count == 1) else { return nil }
        return stretches.compactMap { $0.opener == lineColor && !$0.text.isEmpty ? $0.text : nil }
    }

    /// The line as runs of the tool's kinds of sequence, each with the text that follows it.
    private static func runs(_ p: UnsafeBufferPointer<UInt8>) -> [(sequences: [Range<Int>], text: Range<Int>)] {
        var runs: [(sequences: [Range<Int>], text: Range<Int>)] = []
        var sequences: [Range<Int>] = []
        var textStart = 0
        var i = 0
        while i < p.count {
            guard let end = sequenceEnd(p, i) else {
                i += 1
                continue
            }
            if i > textStart {
                runs.append((sequences, textStart..<i))
                sequences = []
            }
            sequences.append(i..<end)
            textStart = end
            i = end
        }
        runs.append((sequences, textStart..<p.count))
        return runs
    }

    /// Where in `raw` the text after its first `count` bytes of text starts (the tool's
    /// sequences not counted), before any sequence there.
    static func offset(ofText count: Int, in raw: ArraySlice<UInt8>) -> Int {
        raw.withUnsafeBufferPointer { p in
            var i = 0
            var seen = 0
            while i < p.count, seen < count {
                if let end = sequenceEnd(p, i) { i = end } else { i += 1; seen += 1 }
            }
            return raw.startIndex + i
        }
    }

    /// The end of the tool's sequence at `i` (an SGR git can make, or `ESC [ K`), if one is there.
    private static func sequenceEnd(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
        guard p[i] == 0x1B else { return nil }
        if let end = GitColors.sgrEnd(p, i), GitColors.gitCanMake(p, from: i + 2, to: end - 1) { return end }
        return i + 2 < p.count && p[i + 1] == 0x5B && p[i + 2] == 0x4B ? i + 3 : nil
    }

    /// The stretches of `file` that `colored` (the same line as a tool wrote it) colored, when
    /// `colored` is `file` with the tool's sequences added; nil when it is not. A sequence the
    /// file has at the same place is the file's.
    static func align(_ colored: ArraySlice<UInt8>, with file: ArraySlice<UInt8>) -> [Range<Int>]? {
        colored.withUnsafeBufferPointer { c in
            file.withUnsafeBufferPointer { f -> [Range<Int>]? in
                var (i, j) = (0, 0)
                var since: Int?
                var stretches: [Range<Int>] = []
                while i < c.count {
                    // A sequence the file has right here is the file's.
                    if let end = sequenceEnd(c, i),
                       !(j + end - i <= f.count && c[i..<end].elementsEqual(f[j..<(j + end - i)])) {
                        let isSGR = c[end - 1] == 0x6D
                        let on = isSGR && !resets(c, from: i + 2, to: end - 1)
                        if isSGR, on, since == nil { since = j }
                        if isSGR, !on, let start = since {
                            if j > start { stretches.append(start..<j) }
                            since = nil
                        }
                        i = end
                        continue
                    }
                    guard j < f.count, c[i] == f[j] else { return nil }
                    i += 1
                    j += 1
                }
                guard j == f.count else { return nil }
                if let start = since, j > start { stretches.append(start..<j) }
                return stretches
            }
        }
    }

    /// Whether the SGR parameters `p[from..<to]` only turn things off (`0`, none, `22`, `39`…).
    private static func resets(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        var n = 0
        var i = from
        while i <= to {
            if i == to || p[i] == 0x3B {
                guard [0, 22, 23, 24, 25, 27, 29, 39, 49].contains(n) else { return false }
                n = 0
            } else {
                n = n * 10 + Int(p[i] &- 0x30)
            }
            i += 1
        }
        return true
    }
}
