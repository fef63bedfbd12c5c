#if canImport(Glibc)
import Glibc
#endif

/// Runs `body` with the write end of a fresh pipe and returns everything written to it.
public func capturePipe(_ body: (Int32) throws -> Void) throws -> [UInt8] {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return [] }
    do {
        try body(fds[1])
    } catch {
        close(fds[1])
        close(fds[0])
        throw error
    }
    close(fds[1])
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = read(fds[0], &buffer, 4096)
        if n <= 0 { break }
        out += buffer[0..<n]
    }
    close(fds[0])
    return out
}
