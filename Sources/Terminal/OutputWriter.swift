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
    // Unchecked: every byte of output passes here, and the writer is used from one place at a time.
    // Usable from inlined code, so the painter's byte writes compile to a store, not a call.
    @exclusivity(unchecked) @usableFromInline var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) @usableFromInline var allocated: Int
    @exclusivity(unchecked) @usableFromInline var count = 0
    @usableFromInline let capacity: Int
    /// How many bytes have been written out so far.
    public private(set) var sent = 0

    /// A writer to `descriptor` that flushes whenever `capacity` bytes are waiting.
    public init(descriptor: Int32 = 1, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.capacity = capacity
        allocated = capacity + 4096
        storage = .allocate(capacity: allocated)
        // A closed pipe must come back as EPIPE, not kill the process.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit {
        storage.deallocate()
    }

    /// Sends later output to `descriptor` instead (the pager's pipe).
    package func redirect(to descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Queues `bytes`.
    @inlinable
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(OutputError) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > allocated { try flush() }
        if bytes.count > allocated {
            try send(source, bytes.count)
            return
        }
        (storage + count).update(from: source, count: bytes.count)
        count += bytes.count
        if count >= capacity { try flush() }
    }

    /// Queues `bytes`.
    public func write(_ bytes: [UInt8]) throws(OutputError) {
        try bytes.withUnsafeBufferPointer { (p) throws(OutputError) in try write(p) }
    }

    /// Queues the UTF-8 of `text`.
    public func write(_ text: String) throws(OutputError) {
        try write(Array(text.utf8))
    }

    /// Queues one byte; the next `write` or `flush` sends it.
    @inlinable
    public func write(byte: UInt8) {
        if count == allocated { grow() }
        storage[count] = byte
        count += 1
    }

    /// Room for `count` bytes, written straight into the buffer: nothing is queued until
    /// `commit` says how many were written, and nothing else may be written before it.
    @inlinable
    package func reserve(_ count: Int) throws(OutputError) -> UnsafeMutablePointer<UInt8> {
        if self.count + count > allocated {
            try flush()
            while count > allocated { grow() }
        }
        return storage + self.count
    }

    /// Queues the first `written` bytes of the room `reserve` gave.
    @inlinable
    public func commit(_ written: Int) throws(OutputError) {
        count += written
        if count >= capacity { try flush() }
    }

    @usableFromInline func grow() {
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: allocated * 2)
        bigger.update(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        allocated *= 2
    }

    /// Writes out what is queued while less than `capacity` bytes have been sent: a caller that
    /// calls it at the end of each part (a window of a diff) shows the first screen as soon as
    /// it is written, not once a full buffer of what follows it is too. Later parts wait to fill
    /// the buffer, so a long output costs a handful of writes more, at its start.
    public func flushWhileStarting() throws(OutputError) {
        if isStarting && count > 0 { try flush() }
    }

    /// Whether less than `capacity` bytes have been sent: the output's first screens.
    public var isStarting: Bool { sent < capacity }

    /// Writes out everything queued.
    public func flush() throws(OutputError) {
        let n = count
        count = 0
        try send(storage, n)
    }

    @usableFromInline func send(_ bytes: UnsafePointer<UInt8>, _ total: Int) throws(OutputError) {
        var offset = 0
        while offset < total {
            let n = systemWrite(descriptor, bytes + offset, total - offset)
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw errno == EPIPE ? .closedPipe : .failed(errno: errno)
            }
            offset += n
            sent += n
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
