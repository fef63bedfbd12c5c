/// A set of byte values, tested in one lookup.
public struct ByteSet: Sendable, Equatable {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    public init() {}

    /// The set of the bytes of `characters` (ASCII).
    public init(_ characters: String) {
        for b in characters.utf8 { insert(b) }
    }

    /// Adds `b`.
    public mutating func insert(_ b: UInt8) {
        let bit = UInt64(1) << UInt64(b & 63)
        switch b >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    /// Adds every byte in `range`.
    public mutating func insert(_ range: ClosedRange<UInt8>) {
        for b in range { insert(b) }
    }

    /// Adds every member of `other`.
    public mutating func formUnion(_ other: ByteSet) {
        bits.0 |= other.bits.0
        bits.1 |= other.bits.1
        bits.2 |= other.bits.2
        bits.3 |= other.bits.3
    }

    public static func == (a: ByteSet, b: ByteSet) -> Bool {
        a.bits == b.bits
    }

    /// The bytes not in the set.
    public var inverted: ByteSet {
        var s = ByteSet()
        s.bits = (~bits.0, ~bits.1, ~bits.2, ~bits.3)
        return s
    }

    /// Whether `b` is in the set.
    @inline(__always) public func contains(_ b: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(b & 63)
        switch b >> 6 {
        case 0: return bits.0 & bit != 0
        case 1: return bits.1 & bit != 0
        case 2: return bits.2 & bit != 0
        default: return bits.3 & bit != 0
        }
    }

    /// ASCII letters, `_`, and all bytes ≥ 0x80 (so UTF-8 identifiers stay whole).
    public static let identifierStart: ByteSet = {
        var s = ByteSet("_")
        s.insert(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        s.insert(UInt8(ascii: "a")...UInt8(ascii: "z"))
        s.insert(0x80...0xFF)
        return s
    }()

    /// `identifierStart` plus digits.
    public static let identifierPart: ByteSet = {
        var s = identifierStart
        s.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        return s
    }()
}
