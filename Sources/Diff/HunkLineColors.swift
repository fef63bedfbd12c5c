/// Which SGR sequences of a colored hunk line git wrote, read against the two shapes git
/// writes one in (diff.c `emit_line_0`, ws.c `ws_check_emit`); every other one is content.
///
/// Plain (a removed or context line, or any line when whitespace errors are not marked):
///
///     [graph] COLOR marker text RESET
///
/// Split (an added line, whose whitespace errors git marks):
///
///     [graph] COLOR marker RESET (WS blanks RESET)* [COLOR text RESET] [WS blanks RESET]
///
/// COLOR is one SGR (none for `normal`), the same before the marker and the text; WS is the
/// whitespace color; RESET is `ESC [ m`. So after the marker git writes its reset and exactly
/// one SGR, at the line's end one reset, and before trailing whitespace a reset and one SGR:
/// an SGR beyond those, in any place, is the file's.
struct HunkLineColors {
    /// One SGR sequence git can make, as it stands in the line.
    struct Sequence {
        /// Its bytes, between `ESC [` and `m`.
        let parameters: ArraySlice<UInt8>
        /// How many bytes of text come before it.
        let at: Int

        var isReset: Bool { parameters.isEmpty || parameters.elementsEqual([0x30]) }
    }

    /// The ordinals (0 for the line's first SGR git can make) of the sequences git wrote.
    private(set) var gits: Set<Int> = []

    /// `sequences` of a line whose text (without them) is `text`, its markers ending at text
    /// position `markerEnd`.
    init(_ sequences: [Sequence], text: ArraySlice<UInt8>, graphWidth: Int, markerEnd: Int) {
        // No markers: a blank context line, whose space git leaves out. The file's line is
        // empty, so every SGR on it is git's (fuzzing found one read as the file's).
        if markerEnd == graphWidth {
            gits = Set(sequences.indices)
            return
        }
        let base = text.startIndex
        func isBlank(_ k: Int) -> Bool { let b = text[base + k]; return b == 0x20 || b == 0x09 || b == 0x0D }
        let end = text.count
        let m = min(markerEnd, end)
        var first = m
        while first < end, isBlank(first) { first += 1 }
        var last = end
        while last > first, isBlank(last - 1) { last -= 1 }
        // The graph's colors and the marker's.
        let color = sequences.last(where: { $0.at == graphWidth && $0.at < m }).map(\.parameters)
        var lo = 0
        while lo < sequences.count, sequences[lo].at < m {
            gits.insert(lo)
            lo += 1
        }
        var hi = sequences.count
        // The reset that ends the line, and the whitespace color with the reset before it.
        // (Where git's trailing whitespace starts is read from the line with the file's own
        // sequences, which are not blank: only blanks follow, in the text without them.)
        func onlyBlanks(after k: Int) -> Bool { (sequences[k].at..<end).allSatisfy(isBlank) }
        if hi > lo, sequences[hi - 1].isReset, onlyBlanks(after: hi - 1) {
            hi -= 1
            gits.insert(hi)
            if hi - lo >= 2, !sequences[hi - 1].isReset, sequences[hi - 1].at < end, onlyBlanks(after: hi - 1),
               sequences[hi - 2].isReset, sequences[hi - 2].at == sequences[hi - 1].at {
                gits.formUnion([hi - 2, hi - 1])
                hi -= 2
            }
        }
        // The split shape: the marker's reset, marked whitespace, then the text's color. Without
        // a color (`normal`) a lone reset after the marker is git's only on an added line with
        // text, the one git splits by default; else it is the file's.
        let added = text[(base + min(graphWidth, m))..<(base + m)].contains(0x2B)
        guard hi > lo, sequences[lo].isReset, sequences[lo].at == m,
              color != nil ? hi - lo >= 2 : added && (hi - lo >= 2 || first < last)
        else { return }
        var j = lo + 1
        while j + 1 < hi, !sequences[j].isReset, color.map({ !sequences[j].parameters.elementsEqual($0) }) ?? true,
              sequences[j + 1].isReset, sequences[j].at < sequences[j + 1].at, sequences[j + 1].at <= first {
            j += 2
        }
        if let color {
            guard j < hi, sequences[j].parameters.elementsEqual(color), sequences[j].at <= first else { return }
            j += 1
        }
        gits.formUnion(lo..<j)
    }
}
