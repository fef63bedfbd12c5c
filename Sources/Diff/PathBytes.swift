/// Names that may not be UTF-8 (paths, command-line arguments), kept without loss in a `String`.
///
/// A file name is any bytes but `/` and NUL. Decoded as UTF-8 with repair, two names that differ
/// only in bytes that are not UTF-8 would both become U+FFFD: look alike, and open neither. So each
/// byte that is not part of a well-formed sequence becomes the code point U+10FF00 + byte (the last
/// private-use plane's end), and `encode` turns it back into the byte. A name that does hold one of
/// those code points (U+10FF80–U+10FFFF) has each byte of it kept the same way, or it would come
/// back as one byte: `encode(decode(b)) == b` for all bytes `b`. Shown to a reader, a kept byte is
/// `\xNN` and such a code point `<U+10FFxx>` (`VisibleText`), as in content.
package enum PathBytes {
    /// `bytes` as a string: UTF-8 as it is, each byte of anything else (and of U+10FF80–U+10FFFF)
    /// as U+10FF00 + byte.
    package static func decode(_ bytes: some Collection<UInt8>) -> String {
        // Most names are ASCII: no byte to look at twice (every file's header holds four).
        if let ascii = bytes.withContiguousStorageIfAvailable({ p in p.allSatisfy { $0 < 0x80 } ? String(decoding: p, as: UTF8.self) : nil }),
           let ascii {
            return ascii
        }
        // 0xF4 leads every sequence past U+FFFFF, and the code points that would be misread too.
        if !bytes.contains(0xF4), let valid = String(validating: bytes, as: UTF8.self) { return valid }
        let array = Array(bytes)
        var scalars = String.UnicodeScalarView()
        array.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                let length = p[i] < 0x80 ? 1 : UTF8Sequence.length(p, at: i, end: p.count)
                let reserved = length == 4 && p[i] == 0xF4 && p[i + 1] == 0x8F && p[i + 2] >= 0xBE
                if length == 0 || reserved {
                    for k in i..<(i + max(length, 1)) { scalars.append(Unicode.Scalar(0x10FF00 + UInt32(p[k]))!) }
                    i += max(length, 1)
                } else {
                    scalars.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: p[i..<(i + length)]), as: UTF8.self).unicodeScalars)
                    i += length
                }
            }
        }
        return String(scalars)
    }

    /// The bytes `decode` made `name` from.
    package static func encode(_ name: String) -> [UInt8] {
        // Every code point `decode` makes is past U+FFFFF, whose UTF-8 starts with 0xF4: a name
        // without that byte is its UTF-8 (every file's title is encoded, one scalar at a time it
        // was most of painting a title).
        if !name.utf8.contains(0xF4) { return Array(name.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            if let byte = byte(scalar.value) { out.append(byte) } else { out += String(scalar).utf8 }
        }
        return out
    }

    /// `name` as a NUL-terminated C string of its original bytes, for the system and libgit2.
    package static func withCString<T, E: Error>(_ name: String, _ body: (UnsafePointer<CChar>) throws(E) -> T) throws(E) -> T {
        var bytes = encode(name).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { (p) throws(E) -> T in try body(p.baseAddress!) }
    }

    /// The byte a code point stands for, when it is one `decode` made (U+10FF80–U+10FFFF).
    @inline(__always)
    public static func byte(_ scalar: UInt32) -> UInt8? {
        scalar >= 0x10FF80 && scalar <= 0x10FFFF ? UInt8(scalar - 0x10FF00) : nil
    }
}

/// Well-formed UTF-8, byte by byte.
public enum UTF8Sequence {
    /// The length of the well-formed UTF-8 sequence at `i` (a lead byte of 0xC2 or more), or 0
    /// when it is not one: bad lead or continuation bytes, an overlong form, a surrogate, cut short.
    @inline(__always)
    public static func length(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        let b = bytes[i]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch b {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard i + length <= end else { return 0 }
        let second = bytes[i + 1]
        guard second >= low, second <= high else { return 0 }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
