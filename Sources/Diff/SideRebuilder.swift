/// Rebuilds one side of a file's diff from the other side's full text and the hunks.
///
/// When only the new file can be found (the old blob is gone, say), the old file is the new
/// one with each hunk's new lines swapped back for its old lines — exact wherever the hunks
/// and the text agree. It works the other way round too.
package enum SideRebuilder {
    /// Which side to rebuild.
    package enum Side: Sendable {
        case old
        case new
    }

    /// The lines of `side`, rebuilt from the other side's `lines` (each without its `\n`) and
    /// `hunks`; nil when the hunks do not fit the text (a range past its end, or context that differs).
    package static func rebuild(_ side: Side, from lines: [ArraySlice<UInt8>], hunks: [Hunk]) -> [ArraySlice<UInt8>]? {
        var result: [ArraySlice<UInt8>] = []
        result.reserveCapacity(lines.count)
        var next = 0  // the first line of `lines` not yet copied
        for hunk in hunks {
            guard let oldRange = hunk.header.old.first, hunk.header.old.count == 1 else { return nil }
            let given = side == .old ? hunk.header.new : oldRange
            // A range of count 0 names the line before the gap.
            let start = given.count == 0 ? given.start : given.start - 1
            guard start >= next, start + given.count <= lines.count else { return nil }
            result += lines[next..<start]
            var at = start
            for line in hunk.lines {
                switch line.kind {
                case .context:
                    guard at < lines.count, lines[at] == line.content else { return nil }
                    result.append(line.content)
                    at += 1
                case .added:
                    if side == .old { at += 1 } else { result.append(line.content) }
                case .removed:
                    if side == .new { at += 1 } else { result.append(line.content) }
                case .noNewline:
                    break
                }
            }
            guard at == start + given.count else { return nil }
            next = at
        }
        result += lines[next...]
        return result
    }
}
