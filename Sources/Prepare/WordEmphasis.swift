import Diff
import Highlight

/// Which words to emphasize in a file's changed lines: each change block's removed and added
/// lines are paired by similarity and their lexer tokens diffed (`WordDiff`).
package enum WordEmphasis {
    /// For each hunk line (counted through the file, as `HunkTokens` counts), the byte ranges
    /// (relative to its content) to emphasize.
    public static func ranges(file: FileDiff, tokens: HunkTokens) -> Emphasis {
        var workspace = Workspace()
        return ranges(file: file, tokens: tokens, in: &workspace)
    }

    /// What finding emphasis works in: one `WordDiff.Block` (its interner's table, its lines'
    /// arrays) for every change block, and one list of a line's segments, which a preparer
    /// keeps from file to file and `ranges` uses where they are. Made afresh for each, most
    /// files' few changed lines cost more in allocating and growing them (the table rehashed
    /// from 64 slots up) than in the diffing.
    package struct Workspace {
        fileprivate var block = WordDiff.Block()
        fileprivate var segments: [Range<Int>] = []

        package init() {}

        /// Whether it holds more than is worth keeping for the next file: after a file of
        /// hundreds of changed lines (a translation's update), its arrays are let go.
        package var isLarge: Bool { block.isLarge || segments.capacity > 1 << 11 }
    }

    /// `ranges(file:tokens:)`, working in `workspace`.
    package static func ranges(file: FileDiff, tokens: HunkTokens, in workspace: inout Workspace) -> Emphasis {
        var emphasis = Emphasis()
        // The lines of a hunk whose ranges are found, in line order (a block's removed lines
        // before its added ones, pairs in the order of both), their ranges in one array: the
        // hunk's other lines get none at once, with nothing made or freed for each.
        var found: [(line: Int, ranges: Range<Int>)] = []
        var foundAdded: [(line: Int, ranges: Range<Int>)] = []
        var foundRanges: [Range<Int>] = []
        var removed: [Int] = []
        var added: [Int] = []
        for h in file.hunks.indices {
            let first = tokens.index(hunk: h)
            let lines = file.hunks[h].lines
            let count = lines.count
            found.removeAll(keepingCapacity: true)
            foundRanges.removeAll(keepingCapacity: true)
            var i = 0
            while i < count {
                // A change block: removed lines, then added lines (a `\` line may sit between).
                removed.removeAll(keepingCapacity: true)
                added.removeAll(keepingCapacity: true)
                while i < count, lines[i].kind == .removed
                    || (lines[i].kind == .noNewline && !removed.isEmpty && added.isEmpty) {
                    if lines[i].kind == .removed { removed.append(i) }
                    i += 1
                }
                while i < count, lines[i].kind == .added || (lines[i].kind == .noNewline && !added.isEmpty) {
                    if lines[i].kind == .added { added.append(i) }
                    i += 1
                }
                if removed.isEmpty || added.isEmpty {
                    if removed.isEmpty && added.isEmpty { i += 1 }
                    continue
                }
                workspace.block.removeAll()
                for l in removed {
                    append(lines[l].unsafeContent, tokens[first + l], to: &workspace.block, segments: &workspace.segments)
                }
                workspace.block.startAdded()
                for l in added {
                    append(lines[l].unsafeContent, tokens[first + l], to: &workspace.block, segments: &workspace.segments)
                }
                // The ranges come relative to each line's content, where its segments start.
                foundAdded.removeAll(keepingCapacity: true)
                workspace.block.forEachPair { r, a, removedEmphasis, addedEmphasis in
                    let start = foundRanges.count
                    foundRanges += removedEmphasis
                    found.append((removed[r], start..<foundRanges.count))
                    foundRanges += addedEmphasis
                    foundAdded.append((added[a], (start + removedEmphasis.count)..<foundRanges.count))
                }
                found += foundAdded
            }
            var next = 0
            for (line, ranges) in found {
                emphasis.appendNone(line - next)
                emphasis.append(foundRanges[ranges])
                next = line + 1
            }
            emphasis.appendNone(count - next)
        }
        return emphasis
    }

    /// Appends a line to `block`: its content `bytes`, where they lie (a line passed was
    /// copied), segmented by its tokens and the words between them (offsets from the content's
    /// start, as the tokens' are).
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, _ tokens: ArraySlice<Token>, to block: inout WordDiff.Block,
                               segments: inout [Range<Int>]) {
        segments.removeAll(keepingCapacity: true)
        var pos = 0
        for token in tokens where token.end <= bytes.count {
            let (start, end) = (token.start, token.end)
            if start > pos { WordDiff.appendSegments(of: bytes, span: pos..<start, base: 0, to: &segments) }
            // Prose inside comments and strings is compared word by word, code token by token.
            if token.kind.isComment || token.kind == .string {
                WordDiff.appendSegments(of: bytes, span: start..<end, base: 0, to: &segments)
            } else {
                segments.append(start..<end)
            }
            pos = end
        }
        if pos < bytes.count { WordDiff.appendSegments(of: bytes, span: pos..<bytes.count, base: 0, to: &segments) }
        block.append(bytes, base: 0, segments: segments)
    }
}

/// The ranges to emphasize in each hunk line of a file, one after another in one array.
public struct Emphasis: Sendable {
    private var storage: [Range<Int>] = []
    /// Where each line's ranges end in `storage`.
    private var ends: [Int32] = []

    public init() {}

    /// The ranges of line `index` (counted through the file); none past the lines known.
    @inline(__always)
    public subscript(_ index: Int) -> ArraySlice<Range<Int>> {
        guard index < ends.count else { return [] }
        return storage[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
    }

    /// Calls `body` with every line's ranges and where each line's end, where they lie (lines
    /// past the last counted have none).
    package func withStorage<R, E: Error>(_ body: (UnsafeBufferPointer<Range<Int>>, UnsafeBufferPointer<Int32>) throws(E) -> R) throws(E) -> R {
        try storage.withUnsafeBufferPointer { (ranges) throws(E) in
            try ends.withUnsafeBufferPointer { (ends) throws(E) in try body(ranges, ends) }
        }
    }

    mutating func append(_ ranges: ArraySlice<Range<Int>>) {
        if !ranges.isEmpty { storage += ranges }
        ends.append(Int32(storage.count))
    }

    /// `count` lines with no ranges.
    mutating func appendNone(_ count: Int) {
        if count > 0 { ends.append(contentsOf: repeatElement(Int32(storage.count), count: count)) }
    }
}
