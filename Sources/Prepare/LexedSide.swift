#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Highlight
import Synchronization

/// One side of a file (old or new) as far as the highlighter has read it: its text, and the
/// lexer's state at every `SideStates.interval`-th line up to the furthest line a diff needed.
///
/// Whole-file context needs only the state at the first line of each run of a hunk's lines,
/// so a side is lexed from its top to its last hunk and no further; a later diff of the same
/// blob (in `git log -p` a blob comes back, as one commit's old side and another's new side)
/// goes on from the nearest checkpoint.
public final class LexedSide: @unchecked Sendable {
    /// The whole text.
    public let text: [UInt8]
    /// The checkpoints, which the side cache may keep after it lets go of the text.
    public let states: SideStates
    private let highlighter: Highlighter

    /// A side whose whole text is `text`, going on from `states` when an earlier pass over the
    /// same text in the same language left them (a new, empty set otherwise).
    public init(text: [UInt8], language: Language, states: SideStates = SideStates()) {
        self.text = text
        self.states = states
        highlighter = Highlighter(language: language)
    }

    /// Splits `text` into lines (without `\n`) the way the diff counts them.
    public static func lines(of text: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for i in text.indices where text[i] == 0x0A {
            result.append(text[start..<i])
            start = i + 1
        }
        if start < text.count { result.append(text[start...]) }
        return result
    }

    /// Tells this side and `other` that their lines before line `number` (1-based) are the same,
    /// as a diff's two sides are up to its first hunk: the one lexed less far there takes the
    /// other's checkpoints, so the shared lines are lexed once for both.
    package func share(with other: LexedSide, before number: Int) {
        guard number > 1, other !== self else { return }
        let (ahead, behind) = states.linesLexed >= other.states.linesLexed ? (self, other) : (other, self)
        let known = ahead.states.snapshot(through: number - 1)
        guard known.line > behind.states.linesLexed, known.offset <= behind.text.count,
              ahead.text.prefix(known.offset).elementsEqual(behind.text.prefix(known.offset)) else { return }
        behind.states.adopt(known)
    }

    /// Takes what lexing a hunk's lines on this side found for their tokens: `count` lines from
    /// line `first` (1-based), lexed in order from that line's state, `end` the state after them
    /// and `checkpoints` the states at the checkpoint lines among them (0-based, ascending);
    /// `content` gives each line's content, in order. The next walk then goes on after them
    /// instead of lexing them again (`SideStates.advance`, which takes them only where they
    /// are this side's own lines from its frontier).
    package func lexed(_ count: Int, from first: Int, content: () -> UnsafeBufferPointer<UInt8>, end: LineState,
                       checkpoints: [(line: Int, state: LineState)]) {
        guard first >= 1, count > 0 else { return }
        text.withUnsafeBufferPointer { text in
            states.advance(over: count, from: first - 1, content: content, end: end, checkpoints: checkpoints, in: text)
        }
    }

    /// The state at the start of line `number` (1-based), lexing as far as needed; nil when the
    /// text has no such line.
    public func state(atLine number: Int) -> LineState? {
        guard number >= 1 else { return nil }
        return text.withUnsafeBufferPointer { text in
            states.state(atLine: number - 1, in: text, highlighter: highlighter)
        }
    }
}

/// The lexer's states through one text, every `interval` lines up to the furthest line lexed:
/// what a side leaves behind to be resumed later, a few bytes per hundred lines. Past that
/// frontier it may know states it did not lex (`derive`), taken from another version of the
/// file over lines a diff left alone; a walk there starts from the nearest of them.
public final class SideStates: @unchecked Sendable {
    /// Lines between checkpoints.
    package static let interval = 64

    /// A line's start offset in the text and the state there; at a checkpoint, also a hash of
    /// the text before it (`chained`), by which another version of the file can tell that its
    /// text is the same that far.
    fileprivate struct Point {
        var offset: Int
        var state: LineState
        var hash: UInt64 = 0
    }

    /// `checkpoints[k]` is at line `k * interval`.
    private var checkpoints: [Point] = [Point(offset: 0, state: .initial)]
    /// States past the frontier known without lexing there, by line, in order (`derive`); the
    /// offset of each is found when it is first walked from.
    private var derived: [(line: Int, state: LineState, offset: Int?)] = []
    /// The most derived states a side keeps.
    private static let derivedLimit = 1024
    /// The furthest line lexed so far (0-based) and its point.
    private var frontierLine = 0
    private var frontier = Point(offset: 0, state: .initial)
    private let lock = Mutex<Void>(())
    private let scratch = TokenBuffer.discarding()

    public init() {}

    /// Roughly the memory the checkpoints hold.
    package var footprint: Int {
        lock.withLock { _ in 64 + (checkpoints.count + derived.count) * (MemoryLayout<Point>.stride + 8) }
    }

    /// The states of the checkpoints at lines `lines` (0-based) lexed so far.
    func checkpointStates(in lines: Range<Int>) -> [(line: Int, state: LineState)] {
        lock.withLock { _ in
            guard !lines.isEmpty else { return [] }
            var result: [(line: Int, state: LineState)] = []
            var k = (lines.lowerBound + Self.interval - 1) / Self.interval
            while k < checkpoints.count, k * Self.interval < lines.upperBound {
                result.append((k * Self.interval, checkpoints[k].state))
                k += 1
            }
            return result
        }
    }

    /// Takes states known for lines of this text without lexing it there: another version's,
    /// over lines the two share after a hunk that left their states alike (`HunkTokens`). A
    /// later walk past the frontier starts from the nearest of them, not from the frontier.
    func derive(_ states: [(line: Int, state: LineState)]) {
        lock.withLock { _ in
            for (line, state) in states where line > frontierLine && derived.count < Self.derivedLimit {
                let k = derivedIndex(from: line)
                if k < derived.count, derived[k].line == line { continue }
                derived.insert((line, state, nil), at: k)
            }
        }
    }

    /// How many lines have been lexed (the furthest line reached, 0-based).
    package var linesLexed: Int { lock.withLock { _ in frontierLine } }

    /// How many lines all the walks have lexed, from the top, checkpoints and derived states.
    package var linesWalked: Int { lock.withLock { _ in walked } }
    private var walked = 0

    /// What is known of the lines up to line `last` (0-based): the checkpoints, and the furthest
    /// point lexed (its line and offset).
    struct Known {
        fileprivate var checkpoints: [Point]
        fileprivate var frontier: Point
        var line: Int
        var offset: Int { frontier.offset }
    }

    /// The checkpoints and furthest point at or before line `last`.
    func snapshot(through last: Int) -> Known {
        lock.withLock { _ in
            if frontierLine <= last { return Known(checkpoints: checkpoints, frontier: frontier, line: frontierLine) }
            let k = last / Self.interval
            return Known(checkpoints: Array(checkpoints.prefix(k + 1)), frontier: checkpoints[k], line: k * Self.interval)
        }
    }

    /// Takes `known` (another side's, over the same lines) when it reaches further.
    func adopt(_ known: Known) {
        lock.withLock { _ in
            guard known.line > frontierLine else { return }
            checkpoints = known.checkpoints
            frontierLine = known.line
            frontier = known.frontier
        }
    }

    /// Takes the checkpoints of `other` (another version of the same file, in the same
    /// language) as far as `text` is the same as its text: its checkpoints' hashes are checked
    /// against `text`'s, one stretch of 64 lines after another, and the first that differs ends
    /// it. A file changed in a commit is mostly the version some other commit showed: lexed there
    /// to that commit's hunks, it is lexed here only from where the two part (a byte or two of
    /// hashing a byte, against tens of lexing it).
    package func adoptPrefix(of other: SideStates, in text: UnsafeBufferPointer<UInt8>) {
        guard other !== self else { return }
        let theirs = other.lock.withLock { _ in other.checkpoints }
        guard (theirs.count - 1) * Self.interval > linesLexed else { return }
        var matched = 0
        var hash: UInt64 = 0
        var offset = 0
        for k in 1..<max(1, theirs.count) {
            let point = theirs[k]
            guard point.offset <= text.count else { break }
            hash = Self.chained(hash, UnsafeBufferPointer(rebasing: text[offset..<point.offset]))
            guard hash == point.hash else { break }
            offset = point.offset
            matched = k
        }
        guard matched > 0 else { return }
        lock.withLock { _ in
            guard matched * Self.interval > frontierLine else { return }
            checkpoints = Array(theirs.prefix(matched + 1))
            frontierLine = matched * Self.interval
            frontier = theirs[matched]
        }
    }

    /// `hash` carried over `bytes`: a 64-bit multiply-and-rotate over eight bytes at a time. The
    /// same text cut at the same offsets hashes alike, which is all the checkpoints ask.
    static func chained(_ hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h = hash ^ UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return h }
        var i = 0
        while i + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            h = ((h ^ word) &* 0xFF51_AFD7_ED55_8CCD)
            h = (h << 31) | (h >> 33)
            i += 8
        }
        var tail: UInt64 = 0
        while i < bytes.count {
            tail = (tail << 8) | UInt64(bytes[i])
            i += 1
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 29)
    }

    /// The state at the start of line `index` (0-based) of `text`; nil past its last line.
    func state(atLine index: Int, in text: UnsafeBufferPointer<UInt8>, highlighter: Highlighter) -> LineState? {
        lock.withLock { _ in
            if index > frontierLine, let start = derivedStart(atOrBefore: index, in: text) {
                guard let reached = walk(from: start.line, start.point, to: index, in: text, highlighter, record: false) else {
                    return nil
                }
                // Kept as one more derived state: the next hunk down goes on from here.
                if index > start.line, derived.count < Self.derivedLimit {
                    derived.insert((index, reached.state, reached.offset), at: derivedIndex(from: index))
                }
                return reached.state
            }
            if index >= frontierLine {
                guard let reached = walk(from: frontierLine, frontier, to: index, in: text, highlighter, record: true) else {
                    return nil
                }
                frontierLine = index
                frontier = reached
                return reached.state
            }
            let k = index / Self.interval
            return walk(from: k * Self.interval, checkpoints[k], to: index, in: text, highlighter, record: false)?.state
        }
    }

    /// Moves the frontier from line `first` (0-based) over the next `count` lines, lexed by a
    /// caller in order from the frontier's state (a hunk's lines on this side, for their
    /// tokens): `end` is the state after them, `known` the states at the checkpoint lines among
    /// them (ascending), recorded as a walk would have. Taken only when the frontier is at
    /// `first`, the lines `content` gives, in order, are the text's from there byte for byte (a
    /// context line that differs in whitespace lexes otherwise), and the text goes on after
    /// them; else nothing changes, and the next walk lexes the lines itself.
    func advance(over count: Int, from first: Int, content: () -> UnsafeBufferPointer<UInt8>, end: LineState,
                 checkpoints known: [(line: Int, state: LineState)], in text: UnsafeBufferPointer<UInt8>) {
        lock.withLock { _ in
            guard frontierLine == first, count > 0, let base = text.baseAddress else { return }
            var offset = frontier.offset
            var last = checkpoints[checkpoints.count - 1]
            var added: [Point] = []
            var next = 0
            for k in 0..<count {
                // A line with no newline is the text's last: no state is known after it.
                guard offset < text.count, let newline = memchr(base + offset, 0x0A, text.count - offset) else { return }
                let lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                let expected = content()
                guard lineEnd - offset == expected.count,
                      expected.isEmpty || memcmp(base + offset, expected.baseAddress!, expected.count) == 0 else { return }
                offset = lineEnd + 1
                // The line now starting at `offset`: a checkpoint's, as `walk` records them.
                let line = first + k + 1
                guard line % Self.interval == 0, line / Self.interval == checkpoints.count + added.count else { continue }
                let state: LineState
                if k == count - 1 {
                    state = end
                } else {
                    while next < known.count, known[next].line < line { next += 1 }
                    guard next < known.count, known[next].line == line else { return }
                    state = known[next].state
                }
                let hash = Self.chained(last.hash, UnsafeBufferPointer(rebasing: text[last.offset..<offset]))
                last = Point(offset: offset, state: state, hash: hash)
                added.append(last)
            }
            guard offset < text.count else { return }
            checkpoints += added
            frontierLine = first + count
            frontier = Point(offset: offset, state: end)
        }
    }

    /// The first place in `derived` whose line is `line` or later.
    private func derivedIndex(from line: Int) -> Int {
        var (low, high) = (0, derived.count)
        while low < high {
            let middle = (low + high) / 2
            if derived[middle].line < line { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The derived state nearest before line `index` past the frontier, with its offset, found
    /// (by counting lines from the frontier or the derived state before it) the first time.
    private func derivedStart(atOrBefore index: Int, in text: UnsafeBufferPointer<UInt8>) -> (line: Int, point: Point)? {
        let k = derivedIndex(from: index + 1) - 1
        guard k >= 0, derived[k].line > frontierLine else { return nil }
        if let offset = derived[k].offset { return (derived[k].line, Point(offset: offset, state: derived[k].state)) }
        // Lines are counted from the nearest place whose offset is known.
        var j = k - 1
        while j >= 0, derived[j].line > frontierLine, derived[j].offset == nil { j -= 1 }
        var (line, offset) = j >= 0 && derived[j].line > frontierLine
            ? (derived[j].line, derived[j].offset!) : (frontierLine, frontier.offset)
        guard let base = text.baseAddress else { return nil }
        while line < derived[k].line {
            guard offset < text.count, let newline = memchr(base + offset, 0x0A, text.count - offset) else { return nil }
            offset = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
            line += 1
        }
        derived[k].offset = offset
        return (line, Point(offset: offset, state: derived[k].state))
    }

    /// Lexes from `line` at `point` to line `target`, recording the checkpoints it passes when
    /// `record` is set; nil when the text ends before `target` starts.
    private func walk(from line: Int, _ point: Point, to target: Int, in text: UnsafeBufferPointer<UInt8>,
                      _ highlighter: Highlighter, record: Bool) -> Point? {
        var line = line
        var offset = point.offset
        let count = text.count
        guard let base = text.baseAddress, count > 0 else { return nil }
        var walker = LineWalker(highlighter, state: point.state, into: scratch)
        while line < target {
            guard offset < count else { return nil }
            let newline = memchr(base + offset, 0x0A, count - offset)
            let end = newline.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? count
            walker.lex(UnsafeBufferPointer(rebasing: text[offset..<end]))
            offset = end + 1
            line += 1
            walked += 1
            // A text's last line with no newline has no line after it, nor a checkpoint there
            // (whose hash would read a byte past the text).
            if record, offset <= count, line % Self.interval == 0, line / Self.interval == checkpoints.count,
               let last = checkpoints.last {
                let hash = Self.chained(last.hash, UnsafeBufferPointer(rebasing: text[last.offset..<offset]))
                checkpoints.append(Point(offset: offset, state: walker.state, hash: hash))
            }
        }
        return offset < count ? Point(offset: offset, state: walker.state) : nil
    }
}
