/// Git's own color codes in input git colored, told apart from escape sequences that are content.
///
/// A file, a commit message or an author's name may hold any byte, escape sequences included.
/// Those are content: shown to the reader, never obeyed and never silently dropped. Git's colors
/// are only ever SGR sequences (`ESC [ params m`) with the parameters its color syntax can make,
/// and it puts them only in certain places of a line: around the `+`/`-` marker, around
/// whitespace it marks as an error, at the line's ends, around the `@@ … @@` of a hunk header,
/// around a commit's id and decorations. An SGR elsewhere, or one git cannot make (conceal,
/// `ESC [ 8 m`), is content, as is every other escape sequence (OSC, `ESC x`, cursor moves).
public enum GitColors {
    /// Where in a line git puts colors, by what the line is.
    package enum Places: Sendable {
        /// Anywhere: header lines (`diff --git`, `index`, `---`…), whose paths git quotes, and the
        /// text a painter only reads (it paints the raw line's colors through `SafeColors`).
        case anywhere
        /// A hunk line with `markers` marker columns: at its start, after the markers, around its
        /// leading and trailing whitespace, at its end.
        case hunkLine(markers: Int)
        /// A hunk header: up to the closing `@@` and the space after it, and at the end.
        case hunkHeader
        /// Before `contentFrom`: a commit's id and decorations (a `--oneline` subject is content).
        case before(contentFrom: Int)
        /// Nowhere: git colors no commit message or author line.
        case nowhere
    }

    /// The end of the SGR sequence (`ESC [ digits ; … m`) starting at `i`, or nil when the bytes
    /// there are anything else.
    @inline(__always)
    public static func sgrEnd(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
        guard i + 2 < p.count, p[i] == 0x1B, p[i + 1] == 0x5B else { return nil }
        var j = i + 2
        while j < p.count, (p[j] >= 0x30 && p[j] <= 0x39) || p[j] == 0x3B { j += 1 }
        return j < p.count && p[j] == 0x6D ? j + 1 : nil
    }

    /// Whether the SGR parameters `p[from..<to]` (between `ESC [` and `m`) are ones git's color
    /// syntax can make: reset, bold, dim, italic, underline, blink, reverse, strike and their
    /// `no-` forms, and colors (the 8 and 8 bright, 256-color and 24-bit, fore- and background).
    package static func gitCanMake(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        // Read one number at a time; `owed` counts the numbers a 38/48 color still takes.
        var owed = 0
        var colorForm = false  // the next number says 5 (256 colors) or 2 (24-bit)
        var i = from
        while true {
            var n = 0
            var digits = 0
            while i < to, p[i] != 0x3B {
                n = n * 10 + Int(p[i] &- 0x30)
                digits += 1
                if digits > 3 { return false }
                i += 1
            }
            if colorForm {
                guard n == 5 || n == 2 else { return false }
                owed = n == 5 ? 1 : 3
                colorForm = false
            } else if owed > 0 {
                guard n <= 255 else { return false }
                owed -= 1
            } else {
                switch n {
                case 0, 1, 2, 3, 4, 5, 7, 9, 22, 23, 24, 25, 27, 29, 30...37, 39, 40...47, 49, 90...97, 100...107: break
                case 38, 48: colorForm = true
                default: return false
                }
            }
            if i >= to { return owed == 0 && !colorForm }
            i += 1  // the `;`
        }
    }

    /// Whether `line` holds at least one SGR sequence git can make: `git`'s colored output
    /// starts its first line with one (after a `--graph`'s drawing).
    package static func startsColored(_ line: ArraySlice<UInt8>) -> Bool {
        line.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count, p[i] == 0x20 || p[i] == 0x2A || p[i] == 0x7C || p[i] == 0x2F || p[i] == 0x5C { i += 1 }
            guard let end = sgrEnd(p, i) else { return false }
            return gitCanMake(p, from: i + 2, to: end - 1)
        }
    }

    /// Whether `line` is a `--stat` line whose counts git colored: ` name | 12 ESC[32m+…`,
    /// the only color git puts in it (the name before is left plain).
    package static func colorsStatCounts(_ line: ArraySlice<UInt8>) -> Bool {
        line.withUnsafeBufferPointer { p in
            guard p.first == 0x20, let bar = p.lastIndex(of: 0x7C), bar + 1 < p.count, p[bar + 1] == 0x20 else { return false }
            var i = bar + 1
            while i < p.count, p[i] == 0x20 { i += 1 }
            let digits = i
            while i < p.count, (0x30...0x39).contains(p[i]) { i += 1 }
            guard i > digits, i + 1 < p.count, p[i] == 0x20, let end = sgrEnd(p, i + 1) else { return false }
            return gitCanMake(p, from: i + 3, to: end - 1)
        }
    }

    /// Where in `raw` its first `count` bytes of text end (the SGR sequences git can make
    /// not counted): the end of a `--graph` prefix in the line as it came.
    public static func offset(ofText count: Int, in raw: ArraySlice<UInt8>) -> Int {
        raw.withUnsafeBufferPointer { p in
            var i = 0
            var seen = 0
            while i < p.count, seen < count {
                if p[i] == 0x1B, let end = sgrEnd(p, i), gitCanMake(p, from: i + 2, to: end - 1) {
                    i = end
                } else {
                    i += 1
                    seen += 1
                }
            }
            return raw.startIndex + i
        }
    }

    /// The SGR sequences git can make that stand together just before text byte `position` of
    /// `raw` (after the one before it): the colors git set for what starts there, such as a
    /// hunk line's marker. Empty when there are none.
    public static func colors(at position: Int, in raw: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let start = position == 0 ? raw.startIndex : offset(ofText: position, in: raw)
        return raw[start...].withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count, p[i] == 0x1B, let end = sgrEnd(p, i), gitCanMake(p, from: i + 2, to: end - 1) { i = end }
            return raw[start..<(start + i)]
        }
    }

    /// `raw` without the SGR sequences git can make, wherever they are: what a line is
    /// recognized by (a `diff --git`, a hunk's marker, a commit's id). The text position of
    /// each sequence removed (how many bytes of the result come before it) goes to `removed`.
    package static func stripAll(_ raw: ArraySlice<UInt8>, removed: inout [Int]) -> ArraySlice<UInt8> {
        removed.removeAll(keepingCapacity: true)
        return removing(raw) { _, at in
            removed.append(at)
            return true
        }
    }

    /// Whether any of the sequences `stripAll` removed at text positions `removed` of `text`
    /// (its result) is content for a line of this kind: then the line needs `strip`.
    package static func removedContent(_ removed: [Int], raw: ArraySlice<UInt8>, text: ArraySlice<UInt8>,
                                      graphWidth: Int, places: Places) -> Bool {
        let keeper = Keeper(raw, text, graphWidth: graphWidth, places: places)
        return removed.indices.contains { keeper.keeps($0, at: removed[$0]) }
    }

    /// `raw` without git's own colors: those in the first `graphWidth` text bytes (the
    /// `--graph` drawing) and those in the `places` git colors for this kind of line. `text` is
    /// what `stripAll` made of `raw`. Returns `raw` itself when nothing is removed.
    package static func strip(_ raw: ArraySlice<UInt8>, text: ArraySlice<UInt8>, graphWidth: Int, places: Places) -> ArraySlice<UInt8> {
        let keeper = Keeper(raw, text, graphWidth: graphWidth, places: places)
        return removing(raw) { !keeper.keeps($0, at: $1) }
    }

    /// The SGR sequences git can make in `raw`, in order, with their text positions.
    static func sequences(_ raw: ArraySlice<UInt8>) -> [HunkLineColors.Sequence] {
        var found: [HunkLineColors.Sequence] = []
        let base = raw.startIndex
        raw.withUnsafeBufferPointer { p in
            var i = 0
            var skipped = 0  // bytes of the sequences before `i`
            while i < p.count {
                guard p[i] == 0x1B, let end = sgrEnd(p, i), gitCanMake(p, from: i + 2, to: end - 1) else {
                    i += 1
                    continue
                }
                found.append(HunkLineColors.Sequence(parameters: raw[(base + i + 2)..<(base + end - 1)], at: i - skipped))
                skipped += end - i
                i = end
            }
        }
        return found
    }

    /// `raw` without the SGR sequences git can make for which `drop` is true, given each one's
    /// ordinal and text position (how many bytes not in such a sequence come before it).
    /// Returns `raw` itself when none is dropped.
    @inline(__always)
    private static func removing(_ raw: ArraySlice<UInt8>, where drop: (Int, Int) -> Bool) -> ArraySlice<UInt8> {
        raw.withUnsafeBufferPointer { p -> ArraySlice<UInt8> in
            var out: [UInt8] = []
            var from = 0  // the first byte not yet copied
            var skipped = 0  // bytes of the sequences before `i`
            var i = 0
            var ordinal = 0
            while i < p.count {
                guard p[i] == 0x1B, let end = sgrEnd(p, i), gitCanMake(p, from: i + 2, to: end - 1) else {
                    i += 1
                    continue
                }
                defer { ordinal += 1 }
                if drop(ordinal, i - skipped) {
                    if from == 0 { out.reserveCapacity(p.count) }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: p[from..<i]))
                    from = end
                }
                skipped += end - i
                i = end
            }
            guard from > 0 else { return raw }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: p[from..<p.count]))
            return out[...]
        }
    }

    /// Which SGRs of a line of some kind are content, not git's colors.
    private struct Keeper {
        /// SGRs strictly between these text positions are content; outside, git's.
        var after: Int
        var before: Int
        /// A hunk line's: git's own by ordinal, read against the shapes git writes.
        var hunkLine: HunkLineColors?
        /// A hunk header's reset that ends it (git writes one there; more are the function's).
        var finalReset: Int?

        init(_ raw: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, graphWidth: Int, places: Places) {
            let base = text.startIndex
            let end = text.count
            switch places {
            case .anywhere:
                (after, before) = (Int.max, Int.max)
            case .nowhere:
                (after, before) = (graphWidth, Int.max)
            case .hunkLine(let markers):
                (after, before) = (Int.max, Int.max)
                hunkLine = HunkLineColors(sequences(raw), text: text, graphWidth: graphWidth,
                                          markerEnd: graphWidth + markers)
            case .hunkHeader:
                var close = min(graphWidth + 2, end)
                while close + 1 < end, !(text[base + close] == 0x40 && text[base + close + 1] == 0x40) { close += 1 }
                // Past the `@`s of the closing `@@` (three for a merge's `@@@`) and one space.
                var past = close
                while past < end, text[base + past] == 0x40 { past += 1 }
                if past < end, text[base + past] == 0x20 { past += 1 }
                (after, before) = (past, end)
                let found = sequences(raw)
                if let last = found.last, last.isReset, last.at == end { finalReset = found.count - 1 }
            case .before(let contentFrom):
                (after, before) = (graphWidth + contentFrom, Int.max)
            }
        }

        func keeps(_ ordinal: Int, at: Int) -> Bool {
            if let hunkLine { return !hunkLine.gits.contains(ordinal) }
            return at > after && (at < before || at == before && finalReset != nil && ordinal != finalReset)
        }
    }
}
