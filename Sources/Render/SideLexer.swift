import Synchronization
import Highlight

/// One side of a file (old or new) as the highlighter saw it: the state at the start of each line.
///
/// Lexing stops at the last line a diff needs, and goes on from there when a later diff needs
/// more of the same blob (in `git log -p` each blob comes back, first as a new side, then as an old one).
/// The text is kept whole, with the offsets where its lines start, so a side costs two arrays.
public final class LexedSide: @unchecked Sendable {
    private let text: [UInt8]
    /// Offsets where lines start, plus one past the end (so line `i` is `starts[i]..<starts[i + 1] - 1`).
    private let starts: [Int]
    /// `states[i]` is the state at the start of line `i` (0-based); one more than the lines lexed.
    public private(set) var states: [LineState] = [.initial]
    private let highlighter: Highlighter
    private let scratch = TokenBuffer()
    /// Files are prepared on several threads, and two may need the same blob at once.
    private let lock = Mutex<Void>(())

    /// A side whose whole text is `text`.
    public init(text: [UInt8], language: Language) {
        self.text = text
        var starts = [0]
        for i in text.indices where text[i] == 0x0A { starts.append(i + 1) }
        if text.last != 0x0A, !text.isEmpty { starts.append(text.count + 1) }
        self.starts = starts
        highlighter = Highlighter(language: language)
    }

    /// A side made of `lines` (each without its `\n`).
    public convenience init(lines: [ArraySlice<UInt8>], language: Language) {
        var text: [UInt8] = []
        text.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
        for line in lines {
            text += line
            text.append(0x0A)
        }
        self.init(text: text, language: language)
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

    /// The number of lines.
    public var lineCount: Int { starts.count - 1 }

    /// Roughly the memory the side holds: its text, line offsets and states.
    public var footprint: Int { text.count + starts.count * 8 + lineCount * MemoryLayout<LineState>.stride }

    /// Line `index` (0-based), without its `\n`.
    public func line(_ index: Int) -> ArraySlice<UInt8> {
        text[starts[index]..<(starts[index + 1] - 1)]
    }

    /// The lines, each without its `\n`.
    public var lines: [ArraySlice<UInt8>] { (0..<lineCount).map(line) }

    /// The state at the start of line `number` (1-based), lexing as far as needed.
    public func state(atLine number: Int) -> LineState {
        lock.withLock { _ in lexed(upTo: min(max(number - 1, 0), lineCount)) }
    }

    private func lexed(upTo index: Int) -> LineState {
        if states.count <= index {
            states.reserveCapacity(index + 1)
            text.withUnsafeBufferPointer { p in
                while states.count <= index {
                    let i = states.count - 1
                    scratch.removeAll()
                    let line = UnsafeBufferPointer(rebasing: p[starts[i]..<(starts[i + 1] - 1)])
                    states.append(highlighter.lexLine(line, state: states[i], into: scratch))
                }
            }
        }
        return states[index]
    }
}

/// A bounded cache of lexed sides by blob id, so a blob seen again is not lexed again; safe to
/// share between the threads that prepare files.
public final class SideCache: Sendable {
    private struct Entries {
        var sides: [String: LexedSide] = [:]
        var order: [String] = []
        var bytes = 0
    }

    private let entries = Mutex(Entries())
    private let limit: Int
    private let byteLimit: Int

    /// A cache holding at most `limit` sides and about `byteLimit` bytes of them (the oldest is dropped first).
    public init(limit: Int = 16, byteLimit: Int = 8 << 20) {
        self.limit = limit
        self.byteLimit = byteLimit
    }

    /// The side stored under `key` (a blob id and a language name), if any.
    public func side(_ key: String) -> LexedSide? {
        entries.withLock { $0.sides[key] }
    }

    /// Stores `side` under `key`.
    public func store(_ side: LexedSide, _ key: String) {
        let size = side.footprint
        guard size <= byteLimit else { return }
        entries.withLock { e in
            guard e.sides[key] == nil else { return }
            e.order.append(key)
            e.sides[key] = side
            e.bytes += size
            while e.order.count > limit || e.bytes > byteLimit, let oldest = e.order.first {
                e.order.removeFirst()
                e.bytes -= e.sides.removeValue(forKey: oldest)?.footprint ?? 0
            }
        }
    }
}
