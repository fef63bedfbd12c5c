#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor in large blocks and hands on its lines, byte for byte, as they arrive.
struct LineReader {
    let descriptor: Int32
    /// How much is read at once: each block is a fresh array its lines are slices of.
    static let blockSize = (1 << 17) - 4096
    /// What this reader reads at once (tests read in small blocks).
    private let blockSize: Int
    /// What `peek` read, which `forEachLine` hands on first.
    private var ahead: [UInt8] = []
    /// Whether `peek` met the end of the input (a terminal's end is not read twice).
    private var ended = false

    init(descriptor: Int32, blockSize: Int = LineReader.blockSize) {
        self.descriptor = descriptor
        self.blockSize = blockSize
    }

    /// Reads blocks until `enough` is true of the first whole lines read so far (at most
    /// `lines`; with the last line when the input ended: `atEnd`), the input ends, or `limit`
    /// bytes are read. Nothing is consumed: `forEachLine` hands on every line. `enough` is asked
    /// once per block read.
    mutating func peek(lines most: Int, limit: Int, _ enough: (_ lines: [ArraySlice<UInt8>], _ atEnd: Bool) -> Bool) {
        while !ended {
            let block = readBlock()
            if block.isEmpty { ended = true } else { ahead += block }
            var lines = ahead.split(separator: 0x0A, maxSplits: most, omittingEmptySubsequences: false)
            // The last piece is the rest: more lines, or one without its `\n` yet (or the empty
            // one after the input's last `\n`).
            let whole = lines.count <= most
            if ahead.isEmpty || !(whole && ended && ahead.last != 0x0A) { lines.removeLast() }
            if enough(lines, whole && ended) || ahead.count >= limit { return }
        }
    }

    /// The next block of input: empty at its end, or when reading fails.
    private func readBlock() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: blockSize) { buffer, initialized in
            var n: Int
            repeat { n = systemRead(descriptor, buffer.baseAddress!, blockSize) } while n < 0 && errno == EINTR
            initialized = max(0, n)
        }
    }

    /// Calls `body(line, hasNewline)` for every line (without its `\n`); a last line without
    /// `\n` comes with `hasNewline` false. A read error ends the input like its end.
    ///
    /// A line is a slice of the block it was read in (no copy, no allocation of its own), or of
    /// an array of its own when it spans blocks.
    func forEachLine(_ body: (ArraySlice<UInt8>, Bool) throws -> Void) throws {
        try forEachLine { block, line, hasNewline in try body(block[line], hasNewline) }
    }

    /// `forEachLine` with each line where it sits: `body(block, line, hasNewline)`, the line
    /// `block[line]`; consecutive lines of one block come in that same block.
    func forEachLine(_ body: ([UInt8], Range<Int>, Bool) throws -> Void) throws {
        try forEachRun { block, lines, hasNewline in
            try Self.split(block, lines) { line, last in try body(block, line, last ? hasNewline : true) }
        }
    }

    /// The lines by the run, where they sit: `body(block, lines, hasNewline)` with `block[lines]`
    /// one or more whole lines, a `\n` between each two and none after the last, whose own
    /// `\n` `hasNewline` tells (false only for the input's last line). A run is the lines a
    /// block ends, or one line that spans blocks, in an array of its own.
    func forEachRun(_ body: ([UInt8], Range<Int>, Bool) throws -> Void) throws {
        var pending: [UInt8] = []
        var first = ahead
        while true {
            let block: [UInt8]
            if !first.isEmpty {
                block = first
                first = []
            } else {
                block = ended ? [] : readBlock()
            }
            if block.isEmpty { break }
            guard let last = Self.lastNewline(block) else {
                pending += block
                continue
            }
            var start = 0
            if !pending.isEmpty {
                let end = block.withUnsafeBufferPointer { p in
                    p.baseAddress!.distance(to: memchr(p.baseAddress!, 0x0A, p.count)!.assumingMemoryBound(to: UInt8.self))
                }
                pending += block[..<end]
                try body(pending, 0..<pending.count, true)
                pending = []
                start = end + 1
            }
            if start <= last { try body(block, start..<last, true) }
            if last + 1 < block.count { pending += block[(last + 1)...] }
        }
        if !pending.isEmpty { try body(pending, 0..<pending.count, false) }
    }

    /// Where the last `\n` of `block` is.
    private static func lastNewline(_ block: [UInt8]) -> Int? {
        block.withUnsafeBufferPointer { p in
            var i = p.count - 1
            while i >= 0, p[i] != 0x0A { i -= 1 }
            return i >= 0 ? i : nil
        }
    }

    /// Calls `body(line, isLast)` for each line of the run `block[lines]` (`forEachRun`).
    static func split(_ block: [UInt8], _ lines: Range<Int>, _ body: (Range<Int>, Bool) throws -> Void) rethrows {
        try block.withUnsafeBufferPointer { p in
            var start = lines.lowerBound
            while true {
                // memchr finds each newline at memory speed.
                let end = memchr(p.baseAddress! + start, 0x0A, lines.upperBound - start)
                    .map { p.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? lines.upperBound
                try body(start..<end, end == lines.upperBound)
                if end == lines.upperBound { return }
                start = end + 1
            }
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
