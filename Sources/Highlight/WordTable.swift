/// A fixed table from words (byte strings) to token kinds, looked up without allocating.
public struct WordTable: Sendable {
    private var storage: [UInt8] = []
    /// Each slot: offset into storage << 16 | length << 8 | kind + 1; 0 is empty.
    private var slots: [UInt64]
    /// Each slot's word packed into a word (`packed`) when it has eight bytes or fewer: such a
    /// word, most of them, is found by its packed form alone, its bytes neither hashed one by
    /// one nor compared.
    private var packedWords: [UInt64]
    private let mask: Int
    /// Whether lookups fold ASCII case (SQL, CSS at-rules, batch files).
    public let ignoresCase: Bool
    /// The lengths of the words held, a bit each (the last bit for every length from 63 up), and
    /// the bytes they start with: most words looked up are identifiers that are no keyword, and
    /// these two loads turn most of them away before their bytes are hashed.
    private var lengths: UInt64 = 0
    private var firsts = ByteSet()

    /// A table holding `entries`; a word listed twice keeps its first kind.
    public init(_ entries: [(TokenKind, [String])], ignoresCase: Bool = false) {
        self.ignoresCase = ignoresCase
        let count = entries.reduce(0) { $0 + $1.1.count }
        var size = 16
        while size < count * 3 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        packedWords = Array(repeating: 0, count: size)
        mask = size - 1
        for (kind, words) in entries {
            for word in words {
                var bytes = Array(word.utf8)
                if ignoresCase { bytes = bytes.map(ASCII.lower) }
                guard bytes.count < 256, !bytes.isEmpty else { continue }
                insert(bytes, kind)
            }
        }
    }

    private mutating func insert(_ bytes: [UInt8], _ kind: TokenKind) {
        let found = bytes.withUnsafeBufferPointer { lookup($0, 0, $0.count) }
        if found != nil { return }
        let packed = bytes.count <= 8 ? bytes.withUnsafeBufferPointer { Self.packed($0, 0, $0.count, ignoresCase: false) } : 0
        var i = (bytes.count <= 8 ? Self.hash(packed: packed)
                    : Self.hash(bytes.withUnsafeBufferPointer { $0 }, 0, bytes.count, ignoresCase: ignoresCase)) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = UInt64(storage.count) << 16 | UInt64(bytes.count) << 8 | UInt64(kind.rawValue + 1)
        packedWords[i] = packed
        storage += bytes
        lengths |= Self.lengthBit(bytes.count)
        firsts.insert(bytes[0])
        // Words are held lowercase when case is folded; a lookup's first byte may be either.
        if ignoresCase, bytes[0] &- UInt8(ascii: "a") < 26 { firsts.insert(bytes[0] & ~0x20) }
    }

    @inline(__always)
    private static func lengthBit(_ length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }

    @inline(__always)
    private static func hash(_ p: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, ignoresCase: Bool) -> Int {
        if !ignoresCase, to - from > 8, let base = UnsafeRawPointer(p.baseAddress) {
            // A word longer than eight bytes: its first eight and its last eight, two loads.
            let first = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: from, as: UInt64.self))
            let last = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: to - 8, as: UInt64.self))
            return hash(packed: first ^ (last &* 0xC4CE_B9FE_1A85_EC53) ^ UInt64(to - from))
        }
        var h: UInt32 = 2_166_136_261
        var i = from
        while i < to {
            let b = ignoresCase ? ASCII.lower(p[i]) : p[i]
            h = (h ^ UInt32(b)) &* 16_777_619
            i += 1
        }
        return Int(h ^ (h >> 15))
    }

    /// The kind of the word `p[from..<to]`, or nil when it is not in the table.
    @inline(__always)
    public func lookup(_ p: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> TokenKind? {
        let length = to - from
        if length > 255 || length <= 0 { return nil }
        if lengths & Self.lengthBit(length) == 0 || !firsts.contains(p[from]) { return nil }
        return probe(p, from, to)
    }

    /// The bytes `p[from..<to]` (eight or fewer), lowered when `ignoresCase`, packed into a
    /// word, the first in its low byte; the high bytes past them zero.
    @inline(__always)
    private static func packed(_ p: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, ignoresCase: Bool) -> UInt64 {
        let length = to - from
        if !ignoresCase, from + 8 <= p.count, let base = p.baseAddress {
            // Eight bytes of the line from the word's start, one load, and the word's kept.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + from).loadUnaligned(as: UInt64.self))
            return length == 8 ? word : word & ((1 << UInt64(8 * length)) &- 1)
        }
        var packed: UInt64 = 0
        for k in 0..<length {
            let b = ignoresCase ? ASCII.lower(p[from + k]) : p[from + k]
            packed |= UInt64(b) << UInt64(8 * k)
        }
        return packed
    }

    @inline(__always)
    private static func hash(packed: UInt64) -> Int {
        let h = packed &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h >> 32 ^ h)
    }

    /// `lookup` past its filters: the word's slot found by its hash.
    private func probe(_ p: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> TokenKind? {
        let length = to - from
        if length <= 8 {
            let word = Self.packed(p, from, to, ignoresCase: ignoresCase)
            var i = Self.hash(packed: word) & mask
            return slots.withUnsafeBufferPointer { slots in
                packedWords.withUnsafeBufferPointer { packedWords in
                    while true {
                        let slot = slots[i]
                        if slot == 0 { return nil }
                        // A shorter word packs with zeros where this one's bytes are: the lengths are compared too.
                        if packedWords[i] == word, Int((slot >> 8) & 0xFF) == length {
                            return TokenKind(rawValue: UInt8(slot & 0xFF) - 1)
                        }
                        i = (i + 1) & mask
                    }
                }
            }
        }
        var i = Self.hash(p, from, to, ignoresCase: ignoresCase) & mask
        return storage.withUnsafeBufferPointer { store -> TokenKind? in
            while true {
                let slot = slots[i]
                if slot == 0 { return nil }
                if Int((slot >> 8) & 0xFF) == length {
                    let offset = Int(slot >> 16)
                    var k = 0
                    if ignoresCase {
                        while k < length, store[offset + k] == ASCII.lower(p[from + k]) { k += 1 }
                    } else {
                        while k < length, store[offset + k] == p[from + k] { k += 1 }
                    }
                    if k == length { return TokenKind(rawValue: UInt8(slot & 0xFF) - 1) }
                }
                i = (i + 1) & mask
            }
        }
    }

    /// Whether the table holds `word`.
    public func contains(_ word: String) -> Bool {
        Array(word.utf8).withUnsafeBufferPointer { lookup($0, 0, $0.count) } != nil
    }
}
