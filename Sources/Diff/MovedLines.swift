import TextBytes

/// Finds moved lines in a diff as git's `--color-moved` does, and marks them (`HunkLine.moved`).
///
/// A line is moved when a line of the same content (under the whitespace rule) is removed in one
/// place and added in another, anywhere in the diff, across files. Except in `plain` mode, moved
/// lines are grouped in blocks: a block goes on while its lines follow, in the same order, a run
/// of consecutive lines of the other sign elsewhere, and a block with fewer than 20 alphanumeric
/// characters is not moved (the lines after its first are looked at again, for a block starting
/// there). Zebra gives a block the alternative mark when it follows another block of its sign;
/// dimmed-zebra then dims every moved line but those at a border between two blocks. With
/// `allow-indentation-change`, lines match whatever their indentation, and a block goes on
/// only while its lines' indentation changed by the same width (tabs to stops of 8).
///
/// git's documentation names the modes and this rule; the details (what ends a block, when the
/// alternative color is used) follow what git 2.39 does, and `MovedLinesGitParityTests` compares
/// with it line by line.
public enum MovedLines {
    /// How moved lines are marked (`--color-moved=<mode>`).
    public enum Mode: String, Sendable, CaseIterable {
        /// Every line whose content is removed elsewhere (or added elsewhere).
        case plain
        /// Blocks of at least 20 alphanumeric characters, all with one mark.
        case blocks
        /// Blocks, a block right after another of its sign in the alternative mark.
        case zebra
        /// Zebra, the lines away from a border between two blocks dimmed.
        case dimmedZebra = "dimmed-zebra"
    }

    /// What is ignored of whitespace when lines are compared (`--color-moved-ws=<modes>`).
    public struct Whitespace: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `ignore-space-at-eol`: whitespace at the line's end.
        package static let atEnd = Whitespace(rawValue: 1)
        /// `ignore-space-change`: whitespace at the end, and how much of it anywhere else.
        public static let change = Whitespace(rawValue: 2)
        /// `ignore-all-space`: all whitespace.
        public static let all = Whitespace(rawValue: 4)
        /// `allow-indentation-change`: lines match whatever their indentation, and a block goes
        /// on only while each line's indentation changed by as much as its first's. (git takes
        /// it alone, with none of the others.)
        package static let indentationChange = Whitespace(rawValue: 8)
    }

    /// What to look for: a mode and what of whitespace to ignore, within bounds.
    public struct Options: Sendable, Equatable {
        public var mode: Mode
        public var whitespace: Whitespace
        public var bounds: Bounds

        public init(mode: Mode, whitespace: Whitespace = [], bounds: Bounds = .standard) {
            self.mode = mode
            self.whitespace = whitespace
            self.bounds = bounds
        }
    }

    /// How far the search goes, so that its time stays linear in the diff however alike its
    /// lines. git goes all the way: it pairs a line with every line like it, quadratic in a run
    /// of identical lines (80,000 take git 15 s), and looks at a block too short to keep again
    /// from its second line, quadratic in a run of lines without letters (`}`: 20,000 took
    /// tinge over 5 minutes). Past a bound the marks may differ from git's, and the file says
    /// so (`FileDiff.movedLinesBounded`).
    public struct Bounds: Sendable, Equatable {
        /// A line is paired with at most this many lines like it (the first, in order) as
        /// places its block may be following.
        public var pairings: Int
        /// Lines looked at again, beyond as many as the diff has: past it, a block too short to
        /// keep is passed over rather than looked at again.
        public var lookingAgain: Int

        public init(pairings: Int, lookingAgain: Int) {
            self.pairings = pairings
            self.lookingAgain = lookingAgain
        }

        /// Far enough that no ordinary diff meets a bound: a line with a thousand lines like
        /// it, or a hundred thousand lines looked at again.
        public static let standard = Bounds(pairings: 1000, lookingAgain: 100_000)
    }

    /// A block with fewer alphanumeric characters than this is not moved (git's
    /// `COLOR_MOVED_MIN_ALNUM_COUNT`).
    package static let minimumAlphanumerics = 20

    /// Marks the moved lines of `files`, one diff as git makes it (all of a commit's files).
    /// A merge's combined diff is left alone, as git leaves it.
    public static func mark(_ files: inout [FileDiff], _ options: Options) {
        var run = Detection(files, whitespace: options.whitespace, bounds: options.bounds)
        guard run.hasMatches else { return }
        run.findBlocks(options.mode)
        if options.mode == .dimmedZebra { run.dim() }
        for (n, place) in run.places.enumerated() where run.flags[n] & Detection.moved != 0 {
            files[place.file].hunks[place.hunk].lines[place.line].moved = Detection.mark(run.flags[n])
        }
        for file in run.bounded { files[file].movedLinesBounded = true }
    }

    /// One run of the detection over a diff's changed lines, in order.
    private struct Detection {
        /// Where each symbol is: the diff's added and removed lines, with a break (`place.line`
        /// -1) wherever anything else comes between them (a context line, a hunk's start).
        var places: [(file: Int, hunk: Int, line: Int)] = []
        /// Each symbol's sign: `+`, `-`, or 0 for a break.
        var signs: [UInt8] = []
        /// Each line's content, for counting its alphanumeric characters.
        var contents: [ArraySlice<UInt8>] = []
        /// Each line's content under the whitespace rule, as a number: equal content, equal number.
        var ids: [Int32] = []
        /// The next symbol when it is a line of the same sign, else -1: what a block follows.
        var next: [Int32] = []
        /// The removed and the added lines of each content number.
        var removedWith: [[Int32]] = []
        var addedWith: [[Int32]] = []
        var flags: [UInt8] = []
        /// The files where the search was bounded: a line paired with only `pairings` of the
        /// lines like it, or a block not looked at again from its second line.
        var bounded: Set<Int> = []
        /// How many lines may still be looked at again (a block too short to keep is looked at
        /// again from its second line), and how many lines like it a line is paired with.
        var rewinds: Int
        let pairings: Int
        /// Whether lines match whatever their indentation, and each line's indentation's width
        /// (`blank` for a blank line); empty otherwise.
        let indentation: Bool
        var widths: [Int] = []

        /// A place elsewhere that the current block may be following: the last line it
        /// matched there, and by how much the indentation changed (`allow-indentation-change`).
        struct Candidate {
            var line: Int32
            var delta: Int
        }

        static let moved: UInt8 = 1
        static let alternative: UInt8 = 2
        static let dimmed: UInt8 = 4

        init(_ files: [FileDiff], whitespace: Whitespace, bounds: Bounds) {
            pairings = bounds.pairings
            rewinds = bounds.lookingAgain
            indentation = whitespace.contains(.indentationChange)
            var numbers: [ArraySlice<UInt8>: Int32] = [:]
            for (f, file) in files.enumerated() where file.header.parents == 1 {
                for (h, hunk) in file.hunks.enumerated() {
                    brk(f, h)
                    for (l, line) in hunk.lines.enumerated() {
                        guard line.kind == .added || line.kind == .removed else {
                            brk(f, h)
                            continue
                        }
                        let content = line.content
                        let ignoring = whitespace.subtracting(.indentationChange)
                        var key = ignoring.isEmpty ? content : Self.normalized(content, ignoring)
                        if indentation {
                            let (offset, width) = Self.indentation(content)
                            key = content.dropFirst(offset)
                            widths.append(width)
                        }
                        let id = numbers[key] ?? Int32(numbers.count)
                        if Int(id) == numbers.count {
                            numbers[key] = id
                            removedWith.append([])
                            addedWith.append([])
                        }
                        let n = Int32(signs.count)
                        let sign: UInt8 = line.kind == .added ? 0x2B : 0x2D
                        if let last = signs.last, last == sign { next[next.count - 1] = n }
                        if sign == 0x2B { addedWith[Int(id)].append(n) } else { removedWith[Int(id)].append(n) }
                        places.append((f, h, l))
                        signs.append(sign)
                        contents.append(content)
                        ids.append(id)
                        next.append(-1)
                    }
                }
            }
            flags = Array(repeating: 0, count: signs.count)
            rewinds += signs.count
        }

        /// A break between lines: a run of lines of one sign ends here.
        private mutating func brk(_ file: Int, _ hunk: Int) {
            guard signs.last != 0 else { return }
            places.append((file, hunk, -1))
            signs.append(0)
            contents.append([])
            ids.append(-1)
            next.append(-1)
            if indentation { widths.append(Self.blank) }
        }

        /// Whether any content is both removed and added: else nothing moved.
        var hasMatches: Bool {
            zip(removedWith, addedWith).contains { !$0.isEmpty && !$1.isEmpty }
        }

        /// The lines of the other sign with the same content as symbol `n`.
        private func others(of n: Int) -> [Int32] {
            switch signs[n] {
            case 0x2B: removedWith[Int(ids[n])]
            case 0x2D: addedWith[Int(ids[n])]
            default: []
            }
        }

        /// Marks moved lines and blocks, in order: `candidates` are the places elsewhere the
        /// current block may be following (the last line of each it matched).
        mutating func findBlocks(_ mode: Mode) {
            var candidates: [Candidate] = []
            var flipped = false
            var length = 0
            var blockSign: UInt8 = 0  // the sign of the current block's lines; 0 for none
            var n = 0
            while n < signs.count {
                var matches = others(of: n)
                if signs[n] == 0 { flipped = false }
                if !candidates.isEmpty, matches.isEmpty || signs[n] != blockSign {
                    // The block ends before this line.
                    if !keepBlock(ending: n, length: length, mode), length > 1, rewind(from: n, length) {
                        // Look again from its second line: a block may start there.
                        matches = []
                        n -= length
                    }
                    candidates.removeAll(keepingCapacity: true)
                    length = 0
                    flipped = false
                }
                if matches.isEmpty {
                    blockSign = 0
                    n += 1
                    continue
                }
                if mode == .plain {
                    flags[n] |= Self.moved
                    n += 1
                    continue
                }
                // The candidates this line follows on.
                candidates = candidates.compactMap { c in follow(c, with: n) }
                if candidates.isEmpty {
                    // A block starts here, right after one that ends (`contiguous`), or not.
                    let contiguous = keepBlock(ending: n, length: length, mode)
                    if !contiguous, length > 1, rewind(from: n, length) {
                        n -= length
                    } else {
                        if matches.count > pairings { bounded.insert(places[n].file) }
                        candidates = matches.prefix(pairings).map { Candidate(line: $0, delta: indentation ? delta(n, Int($0)) : 0) }
                    }
                    flipped = contiguous && !candidates.isEmpty && blockSign == signs[n] ? !flipped : false
                    blockSign = candidates.isEmpty ? 0 : signs[n]
                    length = 0
                }
                if !candidates.isEmpty {
                    length += 1
                    flags[n] |= Self.moved
                    if flipped, mode != .blocks { flags[n] |= Self.alternative }
                }
                n += 1
            }
            _ = keepBlock(ending: n, length: length, mode)
        }

        /// Whether the block of the `length` lines before `end`, not kept, may be looked at again
        /// from its second line: yes while the budget of `rewinds` lasts.
        private mutating func rewind(from end: Int, _ length: Int) -> Bool {
            guard rewinds >= length - 1 else {
                bounded.insert(places[end - 1].file)
                return false
            }
            rewinds -= length - 1
            return true
        }

        /// `candidate` moved on to its next line when that line is like symbol `n` (with its
        /// indentation changed by the block's), else nil.
        private func follow(_ candidate: Candidate, with n: Int) -> Candidate? {
            let following = next[Int(candidate.line)]
            guard following >= 0, ids[Int(following)] == ids[n] else { return nil }
            guard indentation, widths[Int(following)] != Self.blank else {
                return Candidate(line: following, delta: candidate.delta)
            }
            // A block of blank lines so far takes the first change it meets.
            let change = delta(n, Int(following))
            let block = candidate.delta == Self.blank ? change : candidate.delta
            return change == block ? Candidate(line: following, delta: block) : nil
        }

        /// How much wider symbol `n`'s indentation is than symbol `m`'s (`blank` for blank lines,
        /// which match only blank lines).
        private func delta(_ n: Int, _ m: Int) -> Int {
            widths[n] == Self.blank ? Self.blank : widths[n] - widths[m]
        }

        /// Whether the block of the `length` lines before `end` is kept: it has at least 20
        /// alphanumeric characters (any block is, in plain mode). A block that is not loses its marks.
        private mutating func keepBlock(ending end: Int, length: Int, _ mode: Mode) -> Bool {
            if mode == .plain { return length > 0 }
            var count = 0
            for n in (end - length)..<end {
                // git counts up to a NUL, as in a C string.
                for b in contents[n] {
                    if b == 0 { break }
                    if ASCII.isAlphanumeric(b) { count += 1 }  // ASCII only, as git counts them
                }
                if count >= minimumAlphanumerics { return true }
            }
            for n in (end - length)..<end { flags[n] &= ~(Self.moved | Self.alternative) }
            return false
        }

        /// Dims the moved lines that are not at a border between two blocks (dimmed-zebra).
        mutating func dim() {
            let zebra = Self.moved | Self.alternative
            for n in flags.indices where flags[n] & Self.moved != 0 {
                let before: UInt8? = n > 0 && signs[n - 1] != 0 ? flags[n - 1] : nil
                let after: UInt8? = n + 1 < flags.count && signs[n + 1] != 0 ? flags[n + 1] : nil
                let mine = flags[n] & zebra
                // Inside a block: the lines on both sides are of it.
                if let before, let after, before & zebra == mine, after & zebra == mine {
                    flags[n] |= Self.dimmed
                    continue
                }
                // At a border with another block: kept bright.
                func borders(_ other: UInt8?) -> Bool {
                    guard let other, other & Self.moved != 0 else { return false }
                    return other & Self.alternative != flags[n] & Self.alternative
                }
                if borders(before) || borders(after) { continue }
                flags[n] |= Self.dimmed
            }
        }

        /// The mark of a moved line's flags.
        static func mark(_ flags: UInt8) -> MoveMark {
            switch (flags & alternative != 0, flags & dimmed != 0) {
            case (false, false): .moved
            case (true, false): .alternative
            case (false, true): .dimmed
            case (true, true): .alternativeDimmed
            }
        }

        /// The width of a blank line's indentation: none.
        static let blank = Int.min

        /// Where `content`'s indentation ends and how wide it is, tabs to stops of 8 (form
        /// feeds, vertical tabs and carriage returns before it skipped); `blank` for a line of
        /// whitespace only, whose indentation is all of it.
        static func indentation(_ content: ArraySlice<UInt8>) -> (offset: Int, width: Int) {
            var i = content.startIndex
            while i < content.endIndex,
                  content[i] == 0x0C || content[i] == 0x0B || (content[i] == 0x0D && i + 1 < content.endIndex) {
                i += 1
            }
            var width = 0
            while i < content.endIndex, content[i] == 0x20 || content[i] == 0x09 {
                width = content[i] == 0x20 ? width + 1 : width + 8 - width % 8
                i += 1
            }
            guard content[i...].contains(where: { !isSpace($0) }) else { return (content.count, blank) }
            return (i - content.startIndex, width)
        }

        /// git's whitespace: space, tab, line feed, carriage return.
        private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

        /// `content` as the whitespace rule compares it: without any whitespace (`all`), with
        /// each run of it one space and none at the end (`change`), or none at the end (`atEnd`).
        static func normalized(_ content: ArraySlice<UInt8>, _ whitespace: Whitespace) -> ArraySlice<UInt8> {
            var out: [UInt8] = []
            out.reserveCapacity(content.count)
            if whitespace.contains(.all) {
                for b in content where !isSpace(b) { out.append(b) }
                return out[...]
            }
            var end = content.endIndex
            while end > content.startIndex, isSpace(content[end - 1]) { end -= 1 }
            guard whitespace.contains(.change) else { return content[..<end] }
            var i = content.startIndex
            while i < end {
                if isSpace(content[i]) {
                    while isSpace(content[i]) { i += 1 }  // stops before `end`: no space there
                    out.append(0x20)
                } else {
                    out.append(content[i])
                    i += 1
                }
            }
            return out[...]
        }
    }
}
