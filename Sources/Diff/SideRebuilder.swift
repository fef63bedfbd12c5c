/// Rebuilds one side of a file's diff from the other side's whole text and the hunks.
///
/// The old file is the new one with each hunk's added lines swapped back for its removed lines,
/// and the other way round. A complete diff (git's, with its context) makes the rebuilt side
/// that file byte for byte, so one blob read serves both sides: in `git log -p` the side
/// rebuilt is the blob the next commit down shows as its new side, and it is rebuilt from
/// there in turn.
///
/// Nothing is taken on trust: every line the hunks give the text's side must be its line at
/// that number, byte for byte, and each hunk must start where the hunks before it leave the
/// rebuilt side (a diff that hid a change between its hunks, `--ignore-blank-lines` say, does
/// not); else there is no rebuilt side.
package enum SideRebuilder {
    /// Which side to rebuild.
    package enum Side: Sendable {
        case old
        case new
    }

    /// The text of `side`, rebuilt from the other side's whole `text` and `hunks`; nil when the
    /// hunks do not fit the text (a range past its end, a line that differs, a hunk where the
    /// rebuilt side does not have it) or are a combined diff's.
    package static func rebuild(_ side: Side, from text: [UInt8], hunks: [Hunk]) -> [UInt8]? {
        text.withUnsafeBufferPointer { text -> [UInt8]? in
            var result: [UInt8] = []
            result.reserveCapacity(text.count + text.count / 8 + 64)
            var lines = TextLines(text)
            var copied = 0  // the text's bytes before this offset are in `result` (or skipped)
            var made = 0  // the lines `result` holds
            // The kind of line only the text's side has, and the kind only the rebuilt side has.
            let (given, taken): (HunkLineKind, HunkLineKind) = side == .old ? (.added, .removed) : (.removed, .added)
            /// Copies the text's lines passed since the last copy (variables passed, not captured:
            /// a captured variable is checked at every access).
            func copy(_ result: inout [UInt8], _ copied: inout Int, _ lines: TextLines) {
                result += UnsafeBufferPointer(rebasing: text[copied..<lines.offset])
                copied = lines.offset
            }
            for hunk in hunks {
                guard let oldRange = hunk.header.old.first, hunk.header.old.count == 1 else { return nil }
                let (from, to) = side == .old ? (hunk.header.new, oldRange) : (oldRange, hunk.header.new)
                // A range of count 0 names the line before the gap.
                let start = from.count == 0 ? from.start : from.start - 1
                let before = lines.index
                guard lines.advance(to: start) else { return nil }
                copy(&result, &copied, lines)
                made += start - before
                guard made == (to.count == 0 ? to.start : to.start - 1) else { return nil }
                var previous: HunkLineKind?
                // Each line's content read where it lies (`unsafeContent`): a line passed on, or a
                // slice of it, took and dropped its bytes' reference.
                let hunkLines = hunk.lines
                for l in hunkLines.indices {
                    let kind = hunkLines[l].kind
                    switch kind {
                    case .context:
                        guard lines.current(is: hunkLines[l].unsafeContent) else { return nil }
                        lines.step()
                        copy(&result, &copied, lines)
                        made += 1
                    case given:
                        guard lines.current(is: hunkLines[l].unsafeContent) else { return nil }
                        lines.step()
                        copied = lines.offset
                    case taken:
                        result += hunkLines[l].unsafeContent
                        result.append(0x0A)
                        made += 1
                    default:  // `\ No newline at end of file`, about the line before it
                        if previous == taken { result.removeLast() }
                    }
                    previous = kind
                }
                guard lines.index == start + from.count else { return nil }
            }
            result += UnsafeBufferPointer(rebasing: text[copied...])
            return result
        }
    }
}
