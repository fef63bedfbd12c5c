/// A stretch of text in one look: its token kind (`.plain` outside any token) and the mark
/// that shows on it (`.none` for none). What a painter draws, one run at a time.
public struct MarkedRun: Hashable, Sendable {
    /// Byte offsets, in the coordinates of the tokens and marks it was made from.
    public var range: Range<Int>
    public var kind: TokenKind
    public var mark: Mark

    public init(_ range: Range<Int>, _ kind: TokenKind, _ mark: Mark = .none) {
        self.range = range
        self.kind = kind
        self.mark = mark
    }
}

extension Marks {
    /// Syntax colors and marks laid together: `range` cut into runs, in order, that cover it
    /// exactly, cut at every edge of a token or a shown mark and nowhere else, so no two
    /// neighbours look alike; `body` takes each. Where marks overlap, the first in
    /// `Mark.byPrecedence` shows.
    ///
    /// `tokens` are ordered and apart (as a lexer gives them; they may start before `range` and
    /// run past it, and are cut to it). Given the `text` the offsets are into, an edge of a mark
    /// inside a UTF-8 sequence moves out to the character's edge, so no run splits a
    /// character; tokens are a lexer's, whose edges are characters' already.
    ///
    /// Nothing is allocated: a painter draws each run as it comes.
    public func forEachRun(
        _ tokens: ArraySlice<Token>, over range: Range<Int>, text: UnsafeBufferPointer<UInt8>? = nil,
        _ body: (MarkedRun) -> Void
    ) {
        guard !range.isEmpty else { return }
        var t = tokens.startIndex
        while t < tokens.endIndex, tokens[t].end <= range.lowerBound { t += 1 }
        // The run being made: handed on when the next looks otherwise, so alike neighbours join.
        var run = MarkedRun(range.lowerBound..<range.lowerBound, .plain)
        func extend(to end: Int, _ kind: TokenKind, _ mark: Mark) {
            if run.kind == kind && run.mark == mark || run.range.isEmpty {
                run = MarkedRun(run.range.lowerBound..<end, kind, mark)
            } else {
                body(run)
                run = MarkedRun(run.range.upperBound..<end, kind, mark)
            }
        }
        defer { if !run.range.isEmpty { body(run) } }
        if isEmpty {
            // Tokens alone (most painting): each, cut to the range, and the plain text between.
            while t < tokens.endIndex, tokens[t].start < range.upperBound, run.range.upperBound < range.upperBound {
                let token = tokens[t]
                if token.start > run.range.upperBound { extend(to: token.start, .plain, .none) }
                extend(to: min(token.end, range.upperBound), token.kind, .none)
                t += 1
            }
            if run.range.upperBound < range.upperBound { extend(to: range.upperBound, .plain, .none) }
            return
        }
        // A cursor in each mark's ranges (by precedence) at the first that may reach into
        // `range` (three bytes back: widened, a range may end inside the character `range`
        // starts after); a mark with none is passed over.
        let order = Mark.byPrecedence
        withUnsafeTemporaryAllocation(of: Int.self, capacity: order.count) { cursors in
            for (l, layer) in order.enumerated() {
                cursors[l] = Self.first(in: sets[Int(layer.rawValue) - 1]) { $0.upperBound + 3 > range.lowerBound }
            }
            var pos = range.lowerBound
            while pos < range.upperBound {
                var next = range.upperBound
                var kind = TokenKind.plain
                while t < tokens.endIndex, tokens[t].end <= pos { t += 1 }
                if t < tokens.endIndex {
                    if tokens[t].start > pos {
                        next = min(next, tokens[t].start)
                    } else {
                        kind = tokens[t].kind
                        next = min(next, tokens[t].end)
                    }
                }
                var mark = Mark.none
                for (l, layer) in order.enumerated() {
                    let m = Int(layer.rawValue) - 1
                    let count = sets[m].count
                    while cursors[l] < count, Self.widened(sets[m][cursors[l]], in: text).upperBound <= pos {
                        cursors[l] += 1
                    }
                    guard cursors[l] < count else { continue }
                    let marked = Self.widened(sets[m][cursors[l]], in: text)
                    if marked.lowerBound > pos {
                        next = min(next, marked.lowerBound)
                    } else {
                        // The marks below it are hidden here: their edges cut nothing.
                        mark = layer
                        next = min(next, marked.upperBound)
                        break
                    }
                }
                extend(to: next, kind, mark)
                pos = next
            }
        }
    }

    /// The runs of `range` (see `forEachRun(_:over:text:_:)`) into `runs`, which is emptied
    /// first and keeps its storage.
    public func runs(
        _ tokens: ArraySlice<Token>, over range: Range<Int>, text: UnsafeBufferPointer<UInt8>? = nil,
        into runs: inout [MarkedRun]
    ) {
        runs.removeAll(keepingCapacity: true)
        forEachRun(tokens, over: range, text: text) { runs.append($0) }
    }

    /// The runs of `range` in a new array; see `forEachRun(_:over:text:_:)`.
    public func runs(
        _ tokens: [Token], over range: Range<Int>, text: UnsafeBufferPointer<UInt8>? = nil
    ) -> [MarkedRun] {
        var runs: [MarkedRun] = []
        self.runs(tokens[...], over: range, text: text, into: &runs)
        return runs
    }

    /// `range` with an edge inside a UTF-8 sequence of `text` moved out to the character's edge.
    @inline(__always)
    static func widened(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>?) -> Range<Int> {
        guard let text else { return range }
        let start = Self.character(at: range.lowerBound, in: text).lowerBound
        return start..<Self.character(at: range.upperBound, in: text).upperBound
    }

    /// The character `offset` falls inside (empty at `offset` when it is at a character's edge,
    /// or among bytes that are not UTF-8).
    private static func character(at offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        guard offset > 0, offset < text.count, text[offset] & 0xC0 == 0x80 else { return offset..<offset }
        var lead = offset - 1
        while lead > max(offset - 4, 0), text[lead] & 0xC0 == 0x80 { lead -= 1 }
        let b = text[lead]
        let length = b >= 0xF0 && b < 0xF8 ? 4 : b >= 0xE0 && b < 0xF0 ? 3 : b >= 0xC0 && b < 0xE0 ? 2 : 0
        guard lead + length > offset, lead + length <= text.count,
            (lead + 1..<lead + length).allSatisfy({ text[$0] & 0xC0 == 0x80 })
        else { return offset..<offset }
        return lead..<lead + length
    }
}
