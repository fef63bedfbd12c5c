/// Where a hunk line stands in a merge conflict that git wrote into the file.
public enum ConflictPart: UInt8, Sendable {
    /// Outside any conflict (and every removed line: it is not in the file that holds the markers).
    case none
    /// `<<<<<<< HEAD`: ours starts.
    case oursMarker
    /// `||||||| base` (`merge.conflictStyle=diff3` or `zdiff3`): the merge base starts.
    case baseMarker
    /// `=======`: theirs starts.
    case theirsMarker
    /// `>>>>>>> branch`: the conflict ends.
    case endMarker
    /// A line of our side, of the merge base, of their side.
    case ours, base, theirs

    /// Whether the line is one of the four markers.
    @inline(__always)
    package var isMarker: Bool { rawValue >= Self.oursMarker.rawValue && rawValue <= Self.endMarker.rawValue }
}

/// The merge conflicts in one file's diff: each hunk line's `ConflictPart`, counted through the
/// file hunk after hunk (as `PreparedFile` counts lines). Found by `ConflictParser`.
package struct ConflictSections: Sendable {
    private let parts: [ConflictPart]

    /// The part of hunk line `index` (counted through the file).
    @inline(__always)
    public subscript(index: Int) -> ConflictPart { index < parts.count ? parts[index] : .none }

    /// The conflicts in `file`, or nil when it has none.
    package static func find(in file: FileDiff) -> ConflictSections? {
        // Nearly every file has no `<<<<<<<` line: one byte a line tells.
        guard file.hunks.contains(where: { $0.lines.contains { $0.firstContentByte == 0x3C } }) else { return nil }
        var parser = ConflictParser()
        for hunk in file.hunks {
            parser.startHunk()
            for line in hunk.lines { parser.feed(line) }
        }
        return parser.parts.map(ConflictSections.init(parts:))
    }
}

/// Reads the lines of a file's hunks for the conflict markers git's merge writes, on the side
/// that holds them: the new one (context and added lines; a combined diff of a conflicted merge
/// shows the work tree's file, markers and all, against each parent).
///
/// A block is taken only whole, and its markers only in their order, all of one length (seven,
/// or what `conflict-marker-size` made them):
///
/// | state            | new-side line                              | next state  | action                      |
/// | ---------------- | ------------------------------------------ | ----------- | --------------------------- |
/// | any              | `<` × n, then a space, a tab or the end    | ours(n)     | start a block (an unfinished one is dropped) |
/// | ours(n)          | `\|` × n, then a space, a tab or the end   | base(n)     | the base's marker           |
/// | ours(n), base(n) | `=` × n alone                              | theirs(n)   | theirs' marker              |
/// | theirs(n)        | `>` × n, then a space, a tab or the end    | outside     | the block is whole: keep it |
/// | inside a block   | anything else                              | (the same)  | a line of the section       |
/// | any              | a new hunk                                 | outside     | an unfinished block is dropped |
///
/// So a lone `=======` (a heading's underline) or an unclosed `<<<<<<<` colors nothing.
package struct ConflictParser {
    private enum State: Equatable {
        case outside
        case inside(ConflictPart, size: Int)
    }

    private var state = State.outside
    /// The lines of the open block: each one's index and part, kept once the block is whole.
    private var pending: [(index: Int, part: ConflictPart)] = []
    /// How many lines were fed.
    private var count = 0
    /// Each line's part, once a block was kept.
    private(set) var parts: [ConflictPart]?

    public init() {}

    /// A hunk starts: a block never goes on across hunks.
    package mutating func startHunk() {
        state = .outside
        pending.removeAll(keepingCapacity: true)
    }

    /// Reads the next hunk line.
    public mutating func feed(_ line: HunkLine) {
        let index = count
        count += 1
        guard line.kind == .context || line.kind == .added else { return }
        let marker = Self.marker(line.content)
        switch (state, marker?.byte) {
        case (_, 0x3C):
            pending.removeAll(keepingCapacity: true)
            open(.oursMarker, index, size: marker!.size, then: .ours)
        case (.inside(.ours, let size), 0x7C) where marker!.size == size:
            open(.baseMarker, index, size: size, then: .base)
        case (.inside(let part, let size), 0x3D) where (part == .ours || part == .base) && marker!.size == size:
            open(.theirsMarker, index, size: size, then: .theirs)
        case (.inside(.theirs, let size), 0x3E) where marker!.size == size:
            pending.append((index, .endMarker))
            keep()
        case (.inside(let part, _), _):
            pending.append((index, part))
        default:
            break
        }
    }

    private mutating func open(_ marker: ConflictPart, _ index: Int, size: Int, then part: ConflictPart) {
        pending.append((index, marker))
        state = .inside(part, size: size)
    }

    /// The open block is whole: its lines get their parts.
    private mutating func keep() {
        var all = parts ?? []
        for (index, part) in pending {
            if all.count <= index { all += repeatElement(ConflictPart.none, count: index + 1 - all.count) }
            all[index] = part
        }
        parts = all
        pending.removeAll(keepingCapacity: true)
        state = .outside
    }

    /// The marker byte (`<`, `|`, `=`, `>`) a line's content starts with, and its length, when it
    /// is a marker as git writes one: seven or more of the byte, then for `=` nothing (but a CR),
    /// for the others a space, a tab or the line's end.
    static func marker(_ content: ArraySlice<UInt8>) -> (byte: UInt8, size: Int)? {
        guard let first = content.first, first == 0x3C || first == 0x7C || first == 0x3D || first == 0x3E else { return nil }
        let size = content.prefix { $0 == first }.count
        guard size >= 7 else { return nil }
        let rest = content.dropFirst(size)
        if first == 0x3D { return rest.allSatisfy { $0 == 0x0D } ? (first, size) : nil }
        guard rest.isEmpty || rest.first == 0x20 || rest.first == 0x09 || rest.first == 0x0D else { return nil }
        return (first, size)
    }
}
