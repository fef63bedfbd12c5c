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

    /// Calls `body(line, hasNewline)` for every line (without its `\n`); a last line without
    /// `\n` comes with `hasNewline` false. A read error ends the input like its end.
    ///
    /// A line is a slice of the block it was read in (no copy, no allocation of its own), or of
    /// an array of its own when it spans blocks.
    func forEachLine(_ body: (ArraySlice<UInt8>, Bool) throws -> Void) throws {
        var pending: [UInt8] = []
        while true {
            var failed = false
            let block = [UInt8](unsafeUninitializedCapacity: Self.blockSize) { buffer, initialized in
                var n: Int
                repeat { n = systemRead(descriptor, buffer.baseAddress!, Self.blockSize) } while n < 0 && errno == EINTR
                failed = n <= 0
                initialized = max(0, n)
            }
            if failed { break }
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
                    try body(block[start..<end], true)
                } else {
                    pending += block[start..<end]
                    try body(pending[...], true)
                    pending = []
                }
                start = end + 1
            }
            if start < block.count { pending += block[start...] }
        }
        if !pending.isEmpty { try body(pending[...], false) }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
