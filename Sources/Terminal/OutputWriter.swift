#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why writing output failed.
public enum OutputError: Error, Equatable, Sendable {
    /// The reader went away (the user quit the pager, or `| head` had enough): end quietly.
    case closedPipe
    /// Any other write failure, with its `errno`.
    case failed(errno: Int32)
}

/// Buffers output in one large block and writes it with `write(2)`.
public final class OutputWriter {
    /// The file descriptor written to.
    public private(set) var descriptor: Int32
    // Unchecked: every write lands here, and the writer is used from one place at a time.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    private let capacity: Int

    /// A writer to `descriptor` that flushes whenever `capacity` bytes are waiting.
    public init(descriptor: Int32 = 1, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.capacity = capacity
        buffer.reserveCapacity(capacity + 4096)
        // A closed pipe must come back as EPIPE, not kill the process.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Sends later output to `descriptor` instead (the pager's pipe).
    public func redirect(to descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Queues `bytes`.
    @inline(__always)
    public func write(_ bytes: [UInt8]) throws(OutputError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { try flush() }
    }

    /// Queues `bytes`.
    @inline(__always)
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(OutputError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { try flush() }
    }

    /// Queues the UTF-8 of `text`.
    public func write(_ text: String) throws(OutputError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try flush() }
    }

    /// Queues one byte.
    @inline(__always)
    public func write(byte: UInt8) {
        buffer.append(byte)
    }

    /// Writes out everything queued.
    public func flush() throws(OutputError) {
        var offset = 0
        let total = buffer.count
        let result: OutputError? = buffer.withUnsafeBytes { raw -> OutputError? in
            while offset < total {
                let n = systemWrite(descriptor, raw.baseAddress! + offset, total - offset)
                if n < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return errno == EPIPE ? .closedPipe : .failed(errno: errno)
                }
                offset += n
            }
            return nil
        }
        buffer.removeAll(keepingCapacity: true)
        if let result { throw result }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
