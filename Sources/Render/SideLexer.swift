import Highlight

/// One side of a file (old or new) as the highlighter saw it: the state at the start of each line.
///
/// Lexing stops at the last line a diff needs, and goes on from there when a later diff needs
/// more of the same blob (in `git log -p` each blob comes back, first as a new side, then as an old one).
public final class LexedSide {
    /// The side's lines, each without its `\n`.
    public let lines: [ArraySlice<UInt8>]
    /// `states[i]` is the state at the start of line `i` (0-based); one more than the lines lexed.
    public private(set) var states: [LineState] = [.initial]
    private let highlighter: Highlighter
    private let scratch = TokenBuffer()

    public init(lines: [ArraySlice<UInt8>], language: Language) {
        self.lines = lines
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

    /// The state at the start of line `number` (1-based), lexing as far as needed.
    public func state(atLine number: Int) -> LineState {
        let index = min(max(number - 1, 0), lines.count)
        while states.count <= index {
            let i = states.count - 1
            scratch.removeAll()
            let next = lines[i].withUnsafeBufferPointer { highlighter.lexLine($0, state: states[i], into: scratch) }
            states.append(next)
        }
        return states[index]
    }
}

/// A bounded cache of lexed sides by blob id, so a blob seen again is not lexed again.
public final class SideCache {
    private var entries: [String: LexedSide] = [:]
    private var order: [String] = []
    private let limit: Int

    /// A cache holding at most `limit` sides (the oldest is dropped first).
    public init(limit: Int = 16) {
        self.limit = limit
    }

    /// The side stored under `key` (a blob id and a language name), if any.
    public func side(_ key: String) -> LexedSide? {
        entries[key]
    }

    /// Stores `side` under `key`.
    public func store(_ side: LexedSide, _ key: String) {
        if entries[key] == nil {
            order.append(key)
            if order.count > limit { entries[order.removeFirst()] = nil }
        }
        entries[key] = side
    }
}
