/// Counting a document's UTF-8 bytes as UTF-16 units (NSString's and TextKit's offsets) and as
/// Unicode scalars (`AttributedString`'s), eight bytes at a time. The bytes are valid UTF-8.
///
/// Each scalar is one UTF-16 unit, or two when it takes four UTF-8 bytes. So the scalars in some
/// bytes are the bytes that start one (all but `10xxxxxx`), and their UTF-16 units are those plus
/// the bytes that start a four-byte scalar (`11110xxx`). Counted a word at a time, the whole of a
/// 20,000-line file takes a fraction of a millisecond.
enum CodeUnits {
    /// The number of UTF-16 units `bytes` encode.
    static func utf16Count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let counts = counts(bytes)
        return counts.scalars + counts.fourByteScalars
    }

    /// The number of Unicode scalars `bytes` encode.
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        counts(bytes).scalars
    }

    /// The byte offset where UTF-16 offset `offset` falls in `bytes`, or nil when it falls
    /// inside a scalar (between the two halves of a surrogate pair) or past the end. The count
    /// starts at `start`, a byte offset that starts a scalar and the UTF-16 offset it falls at.
    static func byteOffset(ofUTF16 offset: Int, in bytes: UnsafeBufferPointer<UInt8>,
                           from start: (byte: Int, utf16: Int) = (0, 0)) -> Int? {
        var units = start.utf16
        var i = start.byte
        while i + 8 <= bytes.count {
            if units + 32 < offset && isASCII(bytes, at: i) {
                units += 32
                i += 32
                continue
            }
            let inWord = utf16Units(inWord: word(bytes, at: i))
            // Short of the offset by the whole word: the scalar that ends there may not end there.
            if units + inWord >= offset { break }
            units += inWord
            i += 8
        }
        // From here a scalar at a time; the first byte may continue a scalar counted above.
        while units < offset && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { units += bytes[i] >= 0xF0 ? 2 : 1 }
            i += 1
            while i < bytes.count && bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
        return units == offset ? i : nil
    }

    private static func counts(_ bytes: UnsafeBufferPointer<UInt8>) -> (scalars: Int, fourByteScalars: Int) {
        var scalars = 0
        var fourByte = 0
        var i = 0
        while i + 8 <= bytes.count {
            if isASCII(bytes, at: i) {
                scalars += 32
                i += 32
                continue
            }
            let (starts, fourByteStarts) = starts(inWord: word(bytes, at: i))
            scalars += starts
            fourByte += fourByteStarts
            i += 8
        }
        for byte in bytes[i...] where byte & 0xC0 != 0x80 {
            scalars += 1
            if byte >= 0xF0 { fourByte += 1 }
        }
        return (scalars, fourByte)
    }

    /// Whether the 32 bytes from `i` are there and all ASCII: most of a program's text, which is
    /// counted four words at a time without looking closer.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i + 32 <= bytes.count else { return false }
        let any = word(bytes, at: i) | word(bytes, at: i + 8) | word(bytes, at: i + 16) | word(bytes, at: i + 24)
        return any & 0x8080_8080_8080_8080 == 0
    }

    private static func utf16Units(inWord word: UInt64) -> Int {
        let (starts, fourByteStarts) = starts(inWord: word)
        return starts + fourByteStarts
    }

    /// How many of a word's eight bytes start a scalar, and how many start a four-byte one.
    private static func starts(inWord word: UInt64) -> (Int, Int) {
        let high: UInt64 = 0x8080_8080_8080_8080
        // Bit 7 of each byte, and bits 6, 5 and 4 shifted up into bit 7's place.
        let bit7 = word & high
        let bit6 = (word << 1) & high
        let continuation = bit7 & ~bit6
        let fourByteLead = bit7 & bit6 & (word << 2) & (word << 3) & high
        return (8 - continuation.nonzeroBitCount, fourByteLead.nonzeroBitCount)
    }

    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
    }
}
