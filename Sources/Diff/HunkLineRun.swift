#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ordinary lines of the open hunk, one after another as they sit in the block they were read
/// in: each a single marker (` `, `+`, `-`), its content and its `\n`, in input git did not
/// color and without `--graph`. The parser takes such lines by their marker alone
/// (`DiffParser.takeOrdinaryLines`), so a painter that shows their bytes as they are can copy
/// them by the run; any other painter reads them one by one (`forEachLine`), the lines the
/// parser would have handed on alone.
public struct HunkLineRun: Sendable {
    /// The lines, each ended by `\n` but the last (whose `\n` may not be in the same block).
    public let bytes: ArraySlice<UInt8>
    /// The first line's place in the old and in the new side (the numbers the next line on
    /// each side takes).
    public let oldNumber: Int
    public let newNumber: Int

    public init(bytes: ArraySlice<UInt8>, oldNumber: Int, newNumber: Int) {
        self.bytes = bytes
        self.oldNumber = oldNumber
        self.newNumber = newNumber
    }

    /// Calls `body` with each line as the parser reads it alone.
    public func forEachLine<E: Error>(_ body: (HunkLine) throws(E) -> Void) throws(E) {
        var numbers = Numbers(self)
        try bytes.withUnsafeBufferPointer { (p) throws(E) in
            guard let base = p.baseAddress else { return }
            var start = 0
            while start < p.count {
                let found = memchr(base + start, 0x0A, p.count - start)
                let end = found.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? p.count
                try body(numbers.line(bytes[(bytes.startIndex + start)..<(bytes.startIndex + end)]))
                start = end + 1
            }
        }
    }

    /// The line numbers of a run's lines, taken in order.
    public struct Numbers {
        private var old: Int
        private var new: Int

        public init(_ run: HunkLineRun) {
            old = run.oldNumber
            new = run.newNumber
        }

        /// The next line of the run, `text` (without its `\n`), as the parser reads it alone.
        public mutating func line(_ text: ArraySlice<UInt8>) -> HunkLine {
            let kind: HunkLineKind = switch text.first {
            case 0x2B: .added
            case 0x2D: .removed
            default: .context
            }
            defer { skip(text.first ?? 0x20) }
            let line = InputLine(raw: text, hasNewline: true, plain: text, graphWidth: 0)
            return HunkLine(line: line, kind: kind, markerCount: 1, oldNumber: kind == .added ? nil : old,
                            newNumber: kind == .removed ? nil : new)
        }

        /// Moves past the next line of the run, whose marker is `marker`.
        @inline(__always)
        package mutating func skip(_ marker: UInt8) {
            if marker != 0x2B { old += 1 }
            if marker != 0x2D { new += 1 }
        }
    }
}

/// A parser fed lines where they sit, in the blocks they were read in, that hands on each run
/// of ordinary hunk lines as one event (`DiffEvent.lines`) and every other line as
/// `DiffParser.feedEvents` does: the events of a long diff are then a few per hunk rather than
/// one per line.
public struct BlockParser {
    private var parser: DiffParser
    /// The block of the run being gathered, where it starts and ends, its lines and its numbers.
    private var block: [UInt8] = []
    private var start = 0
    private var end = 0
    /// Whether a run is being gathered.
    private var gathering = false
    private var numbers = (old: 0, new: 0)

    public init(_ parser: DiffParser) {
        self.parser = parser
    }

    /// Reads `block[line]` (without its `\n`); calls `emit` for each event it completes: a run
    /// of one line.
    public mutating func feed(_ block: [UInt8], _ line: Range<Int>, hasNewline: Bool,
                              emit: (consuming DiffEvent) throws -> Void) rethrows {
        try feed(block, lines: line, hasNewline: hasNewline, emit: emit)
    }

    /// Reads the lines of `block[lines]`, a `\n` between each two and none after the last,
    /// whose own `\n` `hasNewline` tells; calls `emit` for each event they complete. Most are
    /// lines of the open hunk, taken here one after the other by their marker.
    public mutating func feed(_ block: [UInt8], lines: Range<Int>, hasNewline: Bool,
                              emit: (consuming DiffEvent) throws -> Void) rethrows {
        if gathering, !Self.same(block, self.block) { try flush(emit) }
        guard !block.isEmpty else {
            // An empty line alone, in an array of its own.
            try flush(emit)
            return try parser.feedEvents(block[lines], hasNewline: hasNewline, emit: emit)
        }
        try block.withUnsafeBufferPointer { p in
            let base = p.baseAddress!
            var start = lines.lowerBound
            while true {
                // The open hunk's ordinary lines from here, as many as follow one another.
                if let (end, at) = parser.takeOrdinaryLines(in: p, from: start, to: lines.upperBound, lastHasNewline: hasNewline) {
                    if gathering, start == self.end + 1 {
                        self.end = end
                    } else {
                        try flush(emit)
                        self.block = block
                        self.start = start
                        self.end = end
                        gathering = true
                        numbers = at
                    }
                    if end == lines.upperBound { return }
                    start = end + 1
                }
                // A line of any other kind.
                let found = memchr(base + start, 0x0A, lines.upperBound - start)
                let end = found.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? lines.upperBound
                try flush(emit)
                try parser.feedEvents(block[start..<end], hasNewline: found != nil || hasNewline, emit: emit)
                guard found != nil else { return }
                start = end + 1
            }
        }
    }

    /// Hands on what is still gathered, at the end of the input.
    public mutating func finish(emit: (consuming DiffEvent) throws -> Void) rethrows {
        try flush(emit)
        try parser.finishEvents(emit: emit)
    }

    private mutating func flush(_ emit: (consuming DiffEvent) throws -> Void) rethrows {
        guard gathering else { return }
        let run = HunkLineRun(bytes: block[start..<end], oldNumber: numbers.old, newNumber: numbers.new)
        gathering = false
        block = []
        try emit(.lines(run))
    }

    /// Whether `a` and `b` are the same block (not merely equal bytes).
    private static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { p in b.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress } }
    }
}

/// A parser's events (`DiffEvent`, a `BlockParser`'s runs among them) gathered into the items
/// `DiffParser.feed` hands on: a file's header, hunks and lines into one `DiffItem.file`.
public struct DiffItemAssembler {
    private var file: FileDiff?

    public init() {}

    /// Takes `event`; calls `emit` with the item it completes, if any.
    public mutating func take(_ event: consuming DiffEvent, emit: (consuming DiffItem) throws -> Void) rethrows {
        try DiffParser.assemble(event, into: &file, emit)
    }
}

extension Hunk {
    /// Appends the run's lines, as the parser would have taken them one by one.
    mutating func append(_ run: HunkLineRun) {
        run.forEachLine { lines.append($0) }
    }
}
