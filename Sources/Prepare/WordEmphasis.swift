import Diff
import Highlight

/// Which words to emphasize in a file's changed lines: each change block's removed and added
/// lines are paired by similarity and their lexer tokens diffed (`WordDiff`).
public enum WordEmphasis {
    /// For each hunk line, the byte ranges (relative to its content) to emphasize.
    public static func ranges(file: FileDiff, tokens: HunkTokens) -> [[[Range<Int>]]] {
        file.hunks.enumerated().map { h, hunk in
            var result = [[Range<Int>]](repeating: [], count: hunk.lines.count)
            var i = 0
            while i < hunk.lines.count {
                // A change block: removed lines, then added lines (a `\` line may sit between).
                var removed: [Int] = []
                var added: [Int] = []
                while i < hunk.lines.count, hunk.lines[i].kind == .removed || (hunk.lines[i].kind == .noNewline && !removed.isEmpty && added.isEmpty) {
                    if hunk.lines[i].kind == .removed { removed.append(i) }
                    i += 1
                }
                while i < hunk.lines.count, hunk.lines[i].kind == .added || (hunk.lines[i].kind == .noNewline && !added.isEmpty) {
                    if hunk.lines[i].kind == .added { added.append(i) }
                    i += 1
                }
                if removed.isEmpty || added.isEmpty {
                    if removed.isEmpty && added.isEmpty { i += 1 }
                    continue
                }
                let pairs = WordDiff.pairs(removed: removed.map { line(hunk.lines[$0], tokens.tokens[h][$0]) },
                                           added: added.map { line(hunk.lines[$0], tokens.tokens[h][$0]) })
                for pair in pairs {
                    result[removed[pair.removed]] = relative(pair.removedEmphasis, hunk.lines[removed[pair.removed]])
                    result[added[pair.added]] = relative(pair.addedEmphasis, hunk.lines[added[pair.added]])
                }
            }
            return result
        }
    }

    /// A line for `WordDiff`: its content (a slice, indices where it sits) segmented by its tokens
    /// and the words between them.
    private static func line(_ line: HunkLine, _ tokens: [Token]) -> WordDiff.Line {
        let bytes = line.content
        let base = bytes.startIndex
        var segments: [Range<Int>] = []
        segments.reserveCapacity(tokens.count * 2 + 2)
        var pos = base
        for token in tokens where token.end <= bytes.count {
            let (start, end) = (base + token.start, base + token.end)
            if start > pos { segments += WordDiff.segments(of: bytes[pos..<start]) }
            // Prose inside comments and strings is compared word by word, code token by token.
            if token.kind.isComment || token.kind == .string {
                segments += WordDiff.segments(of: bytes[start..<end])
            } else {
                segments.append(start..<end)
            }
            pos = end
        }
        if pos < bytes.endIndex { segments += WordDiff.segments(of: bytes[pos...]) }
        return WordDiff.Line(bytes: bytes, segments: segments)
    }

    /// `ranges` (indices of `line`'s content slice) as offsets from the content's start.
    private static func relative(_ ranges: [Range<Int>], _ line: HunkLine) -> [Range<Int>] {
        let base = line.content.startIndex
        return ranges.map { ($0.lowerBound - base)..<($0.upperBound - base) }
    }
}
