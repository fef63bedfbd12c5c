/// Up to 16 bytes held inline: a delimiter (`LineComment.open`, `StringForm.close` …) that the
/// scanner copies and reads without reference counting, so a spec's forms are read as they are
/// declared, with no second copy made for the scanner.
public struct InlineBytes: Sendable, Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// How many bytes it holds.
    public let count: Int

    public init(_ bytes: [UInt8]) {
        precondition(bytes.count <= 16, "a delimiter longer than 16 bytes: \(bytes)")
        count = bytes.count
        for (i, b) in bytes.enumerated() {
            if i < 8 { low |= UInt64(b) << (8 * UInt64(i)) } else { high |= UInt64(b) << (8 * UInt64(i - 8)) }
        }
    }

    /// The bytes, as an array.
    public var array: [UInt8] { (0..<count).map { self[$0] } }

    /// The byte at `i` (below `count`).
    @inline(__always) public subscript(i: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (i < 8 ? low >> (8 * UInt64(i)) : high >> (8 * UInt64(i - 8))))
    }
}

extension Cursor {
    /// Whether `bytes` stand at `i` (within the segment).
    @inline(__always) func matches(_ bytes: InlineBytes, at i: Int) -> Bool {
        if i + bytes.count > end || i < 0 { return false }
        var k = 0
        while k < bytes.count {
            if line[i + k] != bytes[k] { return false }
            k += 1
        }
        return true
    }
}
