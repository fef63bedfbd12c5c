#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor in large chunks and hands on its lines, byte for byte, as they arrive.
struct LineReader {
    let descriptor: Int32

    /// Calls `body(line, hasNewline)` for every line (without its `\n`); a last line without
    /// `\n` comes with `hasNewline` false. A read error ends the input like its end.
    func forEachLine(_ body: ([UInt8], Bool) throws -> Void) throws {
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { raw -> Int in
                while true {
                    let got = systemRead(descriptor, raw.baseAddress!, raw.count)
                    if got < 0, errno == EINTR { continue }
                    return got
                }
            }
            if n <= 0 { break }
            var start = 0
            for i in 0..<n where chunk[i] == 0x0A {
                if pending.isEmpty {
                    try body(Array(chunk[start..<i]), true)
                } else {
                    pending += chunk[start..<i]
                    try body(pending, true)
                    pending.removeAll(keepingCapacity: true)
                }
                start = i + 1
            }
            if start < n { pending += chunk[start..<n] }
        }
        if !pending.isEmpty { try body(pending, false) }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
