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

    /// The tokens of line `line` of hunk `hunk`.
    public func tokens(hunk: Int, line: Int) -> ArraySlice<Token> { self[firstLines[hunk] + line] }

    /// The old side's tokens of context line `index`, when they differ from its new side's.
    public func oldTokens(_ index: Int) -> ArraySlice<Token>? { oldContext[index].map { oldStorage[$0] } }

    /// Where hunk `hunk`'s first line is counted, for `HunkTokens[_:]`.
    public func index(hunk: Int) -> Int { firstLines[hunk] }

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
        let highlighter = Highlighter(language: language)
        let buffer = TokenBuffer()
        var firstLines: [Int] = []
        firstLines.reserveCapacity(file.hunks.count)
        var storage: [Token] = []
        var ends: [Int32] = []
        var oldContext: [Int: Range<Int>] = [:]
        var oldStorage: [Token] = []
        func lex(_ content: ArraySlice<UInt8>, _ state: LineState) -> LineState {
            buffer.removeAll()
            return content.withUnsafeBufferPointer { highlighter.lexLine($0, state: state, into: buffer) }
        }
        let old = file.header.parents > 1 ? nil : old
        // The state each side's next line starts in: known from the side, or guessed.
        var oldState = LineState.initial
        var newState = LineState.initial
        // The line numbers `oldState` and `newState` are for, when taken from a side.
        var oldAt: Int?
        var newAt: Int?
        for hunk in file.hunks {
            firstLines.append(ends.count)
            for line in hunk.lines {
                switch line.kind {
                case .noNewline:
                    buffer.removeAll()
                case .removed:
                    if let old, let n = line.oldNumber, oldAt != n, let state = old.state(atLine: n) { oldState = state }
                    oldState = lex(line.content, oldState)
                    oldAt = line.oldNumber.map { $0 + 1 }
                case .added, .context:
                    if let new, let n = line.newNumber, newAt != n, let state = new.state(atLine: n) { newState = state }
                    if line.kind == .context, bothSides, let old, let n = line.oldNumber, oldAt != n,
                       let state = old.state(atLine: n) {
                        oldState = state
                    }
                    let stateBefore = newState
                    newState = lex(line.content, newState)
                    storage += buffer.tokens
                    ends.append(Int32(storage.count))
                    if line.kind == .context {
                        if old == nil || bothSides {
                            // The old side goes on through context lines where it is not known (its
                            // state is asked for at its next removed line) and differs from the
                            // new side's; side by side, it goes on through all of them.
                            if oldState == stateBefore {
                                oldState = newState
                            } else {
                                oldState = lex(line.content, oldState)
                                if bothSides {
                                    let start = oldStorage.count
                                    oldStorage += buffer.tokens
                                    oldContext[ends.count - 1] = start..<oldStorage.count
                                }
                            }
                            if bothSides { oldAt = line.oldNumber.map { $0 + 1 } }
                        }
                        if !bothSides { oldAt = nil }
                    }
                    newAt = line.newNumber.map { $0 + 1 }
                    continue
                }
                storage += buffer.tokens
                ends.append(Int32(storage.count))
            }
        }
        self.firstLines = firstLines
        self.storage = storage
        self.ends = ends
        self.oldContext = oldContext
        self.oldStorage = oldStorage
    }
}
