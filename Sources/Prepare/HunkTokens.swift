import Diff
import Highlight

/// The tokens of every line of a file's hunks, each line lexed with the state its own side
/// has there: removed lines with the old file's, added and context lines with the new file's.
///
/// Lines are counted through the whole file, hunk after hunk (`HunkTokens.index`); their tokens
/// sit one after another in one array, so a file costs a few allocations, not one per line.
public struct HunkTokens: Sendable {
    /// Every line's tokens in order; offsets relative to the line's content.
    private var storage: [Token] = []
    /// Where each line's tokens end in `storage` (a line's start is the one before's end).
    private var ends: [Int32] = []
    /// The first line of each hunk.
    private let firstLines: [Int]
    /// Context lines the old side lexes otherwise than the new (a comment opened above, on one
    /// side only): where their old side's tokens sit in `oldStorage`, by line. Made only when
    /// asked for.
    private var oldContext: [Int: Range<Int>] = [:]
    private var oldStorage: [Token] = []

    /// The tokens of line `index` (counted through the whole file).
    @inline(__always)
    public subscript(_ index: Int) -> ArraySlice<Token> {
        storage[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
    }

    /// Calls `body` with every line's tokens and where each line's end (`HunkTokens[_:]`), where
    /// they lie: for a reader of every line, with no slice made for each.
    package func withStorage<R, E: Error>(_ body: (UnsafeBufferPointer<Token>, UnsafeBufferPointer<Int32>) throws(E) -> R) throws(E) -> R {
        try storage.withUnsafeBufferPointer { (tokens) throws(E) in
            try ends.withUnsafeBufferPointer { (ends) throws(E) in try body(tokens, ends) }
        }
    }

    /// The tokens of line `line` of hunk `hunk`.
    public func tokens(hunk: Int, line: Int) -> ArraySlice<Token> { self[firstLines[hunk] + line] }

    /// The old side's tokens of context line `index`, when they differ from its new side's.
    package func oldTokens(_ index: Int) -> ArraySlice<Token>? { oldContext[index].map { oldStorage[$0] } }

    /// Where hunk `hunk`'s first line is counted, for `HunkTokens[_:]`.
    package func index(hunk: Int) -> Int { firstLines[hunk] }

    /// How many lines hunk `hunk` has.
    public func lineCount(hunk: Int) -> Int {
        (hunk + 1 < firstLines.count ? firstLines[hunk + 1] : ends.count) - firstLines[hunk]
    }

    /// Lexes `file`'s hunk lines in `language`, with whole-file context where the sides are known
    /// and with each side's lines of the hunks alone where they are not (the state carried
    /// from one hunk to the next is the guess).
    ///
    /// A side's state is asked for once per run of its lines (the removed lines of a change,
    /// the added and context lines of a hunk); the lines of the run are lexed from there, since
    /// they are the side's own lines. With `bothSides` (the side-by-side view shows context
    /// lines in both panes) context lines are lexed on the old side too, and kept where that
    /// side lexes them otherwise.
    public init(file: FileDiff, language: Language, old: LexedSide?, new: LexedSide?, bothSides: Bool = false) {
        self.init(file: file, language: language, olds: [old], new: new, bothSides: bothSides)
    }

    /// `init(file:language:old:new:bothSides:)` with each parent's side: one for an ordinary diff,
    /// one per parent for a merge's combined diff, whose removed lines are lexed on the side of
    /// the first parent they were removed from whose side is known (`parentLines`).
    public init(file: FileDiff, language: Language, olds: [LexedSide?], new: LexedSide?, bothSides: Bool = false) {
        let highlighter = Highlighter(language: language)
        // Every line's tokens gathered where the lexer leaves them, a line starting where the
        // one before ended (`startLine`): copied out a line at a time, they cost a fifth of lexing.
        let buffer = TokenBuffer()
        var firstLines: [Int] = []
        firstLines.reserveCapacity(file.hunks.count)
        var ends: [Int32] = []
        ends.reserveCapacity(file.hunks.reduce(0) { $0 + $1.lines.count })
        var oldContext: [Int: Range<Int>] = [:]
        var oldStorage: [Token] = []
        // One walker for every line: made for each, it cost more than most lines' lexing.
        var walker = LineWalker(highlighter, state: .initial, into: buffer)
        /// Lexes a line's `content` from `state`, which it leaves at the line's end, with the
        /// side's next line of the hunk when there is one. (The walker is passed, not captured: a
        /// captured variable is checked at every access. The content is the line's where it lies:
        /// passing the line copied it. The state is swapped in and out of the walker, not copied:
        /// a copy in and one out took and dropped nine references a line.)
        func lex(_ content: UnsafeBufferPointer<UInt8>, _ state: inout LineState, next: ArraySlice<UInt8>?,
                 _ walker: inout LineWalker) {
            buffer.startLine()
            guard let next else { return walker.lex(content, state: &state) }
            next.withUnsafeBufferPointer { walker.lex(content, next: $0, state: &state) }
        }
        let combined = file.header.parents > 1
        let old = olds.first ?? nil
        let knowsOld = olds.contains { $0 != nil }
        let readsNext = highlighter.readsNextLine
        var oldSide = SideLexing(.removed, side: old, numbers: \.oldNumber, file: file, readsNext: readsNext)
        var newSide = SideLexing(.added, side: new, numbers: \.newNumber, file: file, readsNext: readsNext)
        // Knowing the old side of an ordinary diff, its state is followed through context lines
        // too, taken from the new side's wherever the two agree, and carried over the unchanged
        // lines to the next hunk when they agree where a hunk ends: the old side is then asked
        // for a state (lexed as far) only where a hunk left the two apart, an unbalanced comment
        // or string. At the top both sides start alike.
        let tracksOld = knowsOld && !combined
        var carry = tracksOld
        var after = (old: 1, new: 1)  // the lines after the last hunk, on each side
        // The hunks after which the two sides' states agree, with the lines after them and that state.
        var agreed: [(hunk: Int, after: (old: Int, new: Int), state: LineState)] = []
        // Hunks and lines are read in place, by index: a copy of each line took and dropped
        // its references, more than lexing most lines costs.
        for h in file.hunks.indices {
            firstLines.append(ends.count)
            let places = combined && knowsOld ? Self.parentLines(of: file.hunks[h], known: olds.map { $0 != nil }) : []
            oldSide.start(file.hunks[h])
            newSide.start(file.hunks[h])
            let header = (old: file.hunks[h].header.old.first, new: file.hunks[h].header.new)
            if tracksOld, let range = header.old {
                let first = (old: Self.firstLine(range), new: Self.firstLine(header.new))
                if carry, first.old - after.old == first.new - after.new, let state = new?.state(atLine: first.new) {
                    oldSide.take(state, atLine: first.old)
                    newSide.take(state, atLine: first.new)
                }
                after = (old: Self.lineAfter(range), new: Self.lineAfter(header.new))
            }
            let lines = file.hunks[h].lines
            // The new side's lines of the hunk, lexed in order from its first one's state: the
            // states they reach go back to the side, whose next walk then starts after them.
            var newRun: (first: Int, count: Int, checkpoints: [(line: Int, state: LineState)])?
            for l in lines.indices {
                let kind = lines[l].kind
                switch kind {
                case .noNewline:
                    break
                case .removed:
                    let (parent, number) = !combined ? (0, lines[l].oldNumber) : places.isEmpty ? (0, nil) : places[l]
                    oldSide.resume(from: olds.count > parent ? olds[parent] : nil, atLine: number, parent: parent)
                    let nextOld = oldSide.next(after: l, numbered: lines[l].oldNumber, in: lines)
                    lex(lines[l].unsafeContent, &oldSide.state, next: nextOld, &walker)
                    oldSide.passed(number, parent: parent)
                case .added, .context:
                    let (oldNumber, newNumber) = (lines[l].oldNumber, lines[l].newNumber)
                    newSide.resume(from: new, atLine: newNumber, parent: 0)
                    let followsOld = kind == .context && (bothSides || tracksOld)
                    if followsOld { oldSide.resume(from: old, atLine: oldNumber, parent: 0) }
                    // Whether the old side's state is the new side's before this line, asked now
                    // (a copy of the state kept for later took and dropped its references).
                    let agreedBefore = kind == .context && (!knowsOld || followsOld) && oldSide.state == newSide.state
                    if new != nil, let n = newNumber {
                        if let run = newRun {
                            if (n - 1) % SideStates.interval == 0 { newRun?.checkpoints.append((n - 1, newSide.state)) }
                            // A gap (never in a hunk git made) spoils the run: no side has a line 0.
                            if n != run.first + run.count { newRun?.first = 0 }
                        } else {
                            newRun = (n, 0, [])
                        }
                        newRun?.count += 1
                    }
                    let nextNew = newSide.next(after: l, numbered: newNumber, in: lines)
                    lex(lines[l].unsafeContent, &newSide.state, next: nextNew, &walker)
                    ends.append(Int32(buffer.total))
                    if kind == .context {
                        if !knowsOld || followsOld {
                            // The old side goes on through context lines where it is not known (its
                            // state is asked for at its next removed line) and differs from the
                            // new side's; where it is followed, through all of them.
                            let nextOld = oldSide.next(after: l, numbered: oldNumber, in: lines)
                            if agreedBefore, !tracksOld || nextOld == nextNew {
                                oldSide.state = newSide.state
                            } else {
                                // Lexed after the line's new side: its tokens are moved out of the buffer.
                                let newEnd = buffer.total
                                lex(lines[l].unsafeContent, &oldSide.state, next: nextOld, &walker)
                                if bothSides {
                                    let start = oldStorage.count
                                    buffer.moveTokens(from: newEnd, to: &oldStorage)
                                    oldContext[ends.count - 1] = start..<oldStorage.count
                                } else {
                                    buffer.dropTokens(from: newEnd)
                                }
                            }
                            if followsOld { oldSide.passed(oldNumber, parent: 0) }
                        }
                        if !followsOld { oldSide.forget() }
                    }
                    newSide.passed(newNumber, parent: 0)
                    continue
                }
                ends.append(Int32(buffer.total))
            }
            if let run = newRun, let new {
                var l = 0
                new.lexed(run.count, from: run.first, content: {
                    while lines[l].newNumber == nil || lines[l].kind == .noNewline { l += 1 }
                    defer { l += 1 }
                    return lines[l].unsafeContent
                }, end: newSide.state, checkpoints: run.checkpoints)
            }
            carry = tracksOld && oldSide.isAt(after.old) && newSide.isAt(after.new) && oldSide.state == newSide.state
            if carry { agreed.append((h, after, newSide.state)) }
        }
        if let old, let new, old !== new, !agreed.isEmpty {
            old.states.derive(Self.derivedStates(after: agreed, hunks: file.hunks, new: new.states))
        }
        self.firstLines = firstLines
        storage = buffer.take()
        self.ends = ends
        self.oldContext = oldContext
        self.oldStorage = oldStorage
    }

    /// The old side's states over the unchanged lines after the hunks in `agreed`, where the two
    /// sides' states agree (each line's state there is the same on both: the same text from the
    /// same state), 0-based: the state where those lines start, and the new side's checkpoints
    /// among them, moved to the old side's numbers.
    ///
    /// In `git log -p` the old side is the next commit down's new side, lexed there from its
    /// top to that commit's hunks: from these it is lexed only from the nearest state before
    /// each hunk, not again over what this commit left as it was.
    static func derivedStates(after agreed: [(hunk: Int, after: (old: Int, new: Int), state: LineState)], hunks: [Hunk],
                              new: SideStates) -> [(line: Int, state: LineState)] {
        var states: [(line: Int, state: LineState)] = []
        for (h, after, state) in agreed {
            // The unchanged lines run to the next hunk (as many on both sides), or to the end.
            var end = Int.max
            if h + 1 < hunks.count {
                let next = hunks[h + 1].header
                guard let old = next.old.first, firstLine(old) - after.old == firstLine(next.new) - after.new else { continue }
                end = firstLine(next.new)
            }
            let shift = after.old - after.new
            states.append((after.old - 1, state))
            // A checkpoint's state is the lexing of the lines before it: all in these lines, and
            // the line each read after it (a setext heading reads its underline) too.
            guard end - 1 > after.new else { continue }
            for (line, state) in new.checkpointStates(in: after.new..<(end - 1)) { states.append((line + shift, state)) }
        }
        return states
    }

    /// The first line a hunk's `range` has on its side, or, for a range of no lines (which names
    /// the line before the gap), the line after the gap.
    static func firstLine(_ range: (start: Int, count: Int)) -> Int { range.count == 0 ? range.start + 1 : range.start }

    /// The line after a hunk's `range` on its side.
    static func lineAfter(_ range: (start: Int, count: Int)) -> Int { firstLine(range) + range.count }

    /// The lines after lines `numbers` (1-based, ascending) of `text`, by the number they follow,
    /// found in one pass.
    static func lines(after numbers: [Int], in text: [UInt8]) -> [Int: ArraySlice<UInt8>] {
        var result: [Int: ArraySlice<UInt8>] = [:]
        text.withUnsafeBufferPointer { buffer in
            // The line after line `number` (1-based) is the one `TextLines` counts as `number`.
            var lines = TextLines(buffer)
            for number in numbers {
                guard lines.advance(to: number), let line = lines.current else { break }
                result[number] = text[lines.offset..<lines.offset + line.count]
            }
        }
        return result
    }

    /// For each line of a combined diff's hunk, where a removed line is lexed: the parent it was
    /// removed from (the first whose side is `known`, else the first), and its number there.
    /// A line is on parent k's side when column k has `-` (removed) or a space (any other line).
    static func parentLines(of hunk: Hunk, known: [Bool]) -> [(parent: Int, number: Int?)] {
        var numbers = hunk.header.old.map(\.start)
        func isKnown(_ k: Int) -> Bool { k < known.count && known[k] }
        var result = [(parent: Int, number: Int?)](repeating: (0, nil), count: hunk.lines.count)
        for (l, line) in hunk.lines.enumerated() where line.kind != .noNewline {
            let markers = line.markers
            let mark: UInt8 = line.kind == .removed ? 0x2D : 0x20
            var chosen: Int?
            for k in numbers.indices {
                // An empty context line whose spaces were stripped is on every side.
                guard markers.isEmpty || (k < markers.count && markers[markers.startIndex + k] == mark) else { continue }
                if line.kind == .removed, chosen.map({ !isKnown($0) && isKnown(k) }) ?? true {
                    chosen = k
                    result[l] = (k, numbers[k])
                }
                numbers[k] += 1
            }
        }
        return result
    }

    /// For each line of a hunk, the index of the next line on the same side (context lines are on
    /// both; `side` is `.removed` for the old one, `.added` for the new), or nil at the hunk's end.
    static func nextLines(of lines: [HunkLine], onSide side: HunkLineKind) -> [Int?] {
        var result = [Int?](repeating: nil, count: lines.count)
        var following: Int?
        for l in lines.indices.reversed() {
            result[l] = following
            if lines[l].kind == side || lines[l].kind == .context { following = l }
        }
        return result
    }
}

/// One side of a diff (old or new) as `HunkTokens` lexes its lines: the state its next line
/// starts in, known from the side or guessed, and the line (on which parent's side) that state is
/// known for, so the side is asked for a state only where its lines stop following one another.
private struct SideLexing {
    /// `.removed` for the old side, `.added` for the new.
    let kind: HunkLineKind
    let readsNext: Bool
    /// The side's line after each hunk's last, by that line's number, where the side is known and
    /// the language reads the next line (a setext heading's text knows itself by its underline).
    let after: [Int: ArraySlice<UInt8>]
    /// For each line of the current hunk, the index of the next line on this side.
    private var nextInHunk: [Int?] = []
    /// The state the side's next line starts in.
    var state = LineState.initial
    /// The line number `state` is for, when taken from a side, and the parent whose side it is.
    private var at: Int?
    private var parent = 0

    init(_ kind: HunkLineKind, side: LexedSide?, numbers: KeyPath<HunkLine, Int?>, file: FileDiff, readsNext: Bool) {
        self.kind = kind
        self.readsNext = readsNext
        after = readsNext ? side.map { side in
            HunkTokens.lines(after: file.hunks.compactMap { $0.lines.last { $0[keyPath: numbers] != nil }?[keyPath: numbers] },
                             in: side.text)
        } ?? [:] : [:]
    }

    /// Begins a hunk.
    mutating func start(_ hunk: Hunk) {
        nextInHunk = readsNext ? HunkTokens.nextLines(of: hunk.lines, onSide: kind) : []
    }

    /// Takes the state `side` has at line `number` (on parent `parent`'s side), unless the state
    /// is already that line's.
    mutating func resume(from side: LexedSide?, atLine number: Int?, parent: Int) {
        if let side, let number, at != number || self.parent != parent, let known = side.state(atLine: number) {
            state = known
        }
    }

    /// Takes `state` as line `number`'s (on the first parent's side), found otherwise than by
    /// asking the side.
    mutating func take(_ state: LineState, atLine number: Int) {
        self.state = state
        at = number
        parent = 0
    }

    /// Whether `state` is line `number`'s (on the first parent's side).
    func isAt(_ number: Int) -> Bool { at == number && parent == 0 }

    /// Records that line `number` (on parent `parent`'s side) has been lexed.
    mutating func passed(_ number: Int?, parent: Int) {
        at = number.map { $0 + 1 }
        self.parent = parent
    }

    /// Forgets which line the state is for: the next line asks the side again.
    mutating func forget() { at = nil }

    /// The side's line after line `l` of a hunk's `lines` (numbered `number` on this side), for
    /// the languages that read it.
    func next(after l: Int, numbered number: Int?, in lines: [HunkLine]) -> ArraySlice<UInt8>? {
        guard readsNext else { return nil }
        return nextInHunk[l].map { lines[$0].content } ?? number.flatMap { after[$0] }
    }
}
