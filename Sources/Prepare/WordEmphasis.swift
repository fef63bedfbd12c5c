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
                    result[removed[pair.removed]] = pair.removedEmphasis
                    result[added[pair.added]] = pair.addedEmphasis
                }
            }
            return result
        }
    }

    /// A line for `WordDiff`: its content from index 0, segmented by its tokens and the words between them.
    private static func line(_ line: HunkLine, _ tokens: [Token]) -> WordDiff.Line {
        let bytes = ArraySlice(Array(line.content))
        var segments: [Range<Int>] = []
        var pos = 0
        for token in tokens where token.end <= bytes.count {
            if token.start > pos { segments += WordDiff.segments(of: bytes[pos..<token.start]) }
            // Prose inside comments and strings is compared word by word, code token by token.
            if token.kind.isComment || token.kind == .string {
                segments += WordDiff.segments(of: bytes[token.start..<token.end])
            } else {
                segments.append(token.start..<token.end)
            }
            pos = token.end
        }
        if pos < bytes.count { segments += WordDiff.segments(of: bytes[pos...]) }
        return WordDiff.Line(bytes: bytes, segments: segments)
    }
}
