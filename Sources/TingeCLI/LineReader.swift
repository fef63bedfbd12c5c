#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor in large blocks and hands on its lines, byte for byte, as they arrive.
struct LineReader {
    let descriptor: Int32
    /// How much is read at once: each block is a fresh array its lines are slices of.
    static let blockSize = 1 << 18
    /// What `peek` read, which `forEachLine` hands on first.
    private var ahead: [UInt8] = []
    /// Whether `peek` met the end of the input (a terminal's end is not read twice).
    private var ended = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Reads blocks until `enough` is true of the first whole lines read so far (at most
    /// `lines`; with the last line when the input ended: `atEnd`), the input ends, or `limit`
    /// bytes are read. Nothing is consumed: `forEachLine` hands on every line. `enough` is asked
    /// once per block read.
    mutating func peek(lines most: Int, limit: Int, _ enough: (_ lines: [ArraySlice<UInt8>], _ atEnd: Bool) -> Bool) {
        while !ended {
            let block = Self.readBlock(descriptor)
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
    private static func readBlock(_ descriptor: Int32) -> [UInt8] {
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
        var pending: [UInt8] = []
        var first = ahead
        while true {
            let block: [UInt8]
            if !first.isEmpty {
                block = first
                first = []
            } else {
                block = ended ? [] : Self.readBlock(descriptor)
            }
            if block.isEmpty { break }
            var start = 0
            let ends = block.withUnsafeBufferPointer { p in
                var ends: [Int] = []
                var from = 0
                // memchr finds each newline at memory speed.
                while from < p.count, let found = memchr(p.baseAddress! + from, 0x0A, p.count - from) {
                    let end = p.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    ends.append(end)
                    from = end + 1
                }
                return ends
            }
            for end in ends {
                if pending.isEmpty {
                    try body(block, start..<end, true)
                } else {
                    pending += block[start..<end]
                    try body(pending, 0..<pending.count, true)
                    pending = []
                }
                start = end + 1
            }
            if start < block.count { pending += block[start...] }
        }
        if !pending.isEmpty { try body(pending, 0..<pending.count, false) }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
