/// Default-ignorable code points: characters a terminal, browser or editor shows as nothing
/// (Unicode's Default_Ignorable_Code_Point, as DerivedCoreProperties lists it, unassigned ones
/// included), so text can hold them unseen: a word that is not the word it looks like
/// (`is_admin\u{200B}`), or a payload in a string that looks empty (U+E0100–U+E01EF, and the tag
/// characters U+E0020–U+E007F, spell any byte). Bidirectional controls are among them.
///
/// Two uses are what readers need and are excused where they stand: an emoji's presentation
/// selector (U+FE0E or U+FE0F directly after a character that can be an emoji, or after the
/// digit, `#` or `*` of a keycap), and a joiner or non-joiner (U+200D, U+200C) between two
/// visible characters outside ASCII (emoji sequences, Persian and Indic text). Everywhere else,
/// and a second one in a row, they hide something.
public enum Ignorable {
    /// The code point of the default-ignorable character whose well-formed UTF-8 sequence of
    /// `length` bytes starts at `i`, if it is one. The lead byte decides most cases unread.
    @inline(__always)
    public static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, length: Int) -> UInt32? {
        switch bytes[i] {
        case 0xC2, 0xCD, 0xD8, 0xE1, 0xE2, 0xE3, 0xEF, 0xF0, 0xF3: break
        default: return nil
        }
        let scalar = decode(bytes, at: i, length: length)
        return isIgnorable(scalar) ? scalar : nil
    }

    /// Whether `scalar` is a Default_Ignorable_Code_Point.
    package static func isIgnorable(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
             0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
             0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    /// The code point of the default-ignorable character at `i` (`length` bytes, well-formed)
    /// unless its neighbours excuse it: the bytes before `i` (from 0) and up to `end` are the
    /// same line of text.
    public static func hidden(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, length: Int, end: Int) -> UInt32? {
        guard let code = scalar(bytes, at: i, length: length) else { return nil }
        return excused(code, bytes, at: i, length: length, end: end) ? nil : code
    }

    /// Whether the ignorable `scalar` at `i` is a presentation selector after an emoji or a
    /// joiner between two visible characters outside ASCII.
    private static func excused(_ scalar: UInt32, _ bytes: UnsafeBufferPointer<UInt8>, at i: Int, length: Int,
                                end: Int) -> Bool {
        switch scalar {
        case 0xFE0E, 0xFE0F:
            guard let (before, _) = previous(before: i, in: bytes) else { return false }
            if before < 0x80 {
                // A keycap: `1`, U+FE0F, U+20E3.
                let keycap = before == 0x23 || before == 0x2A || (0x30...0x39).contains(before)
                return keycap && next(at: i + length, in: bytes, end: end)?.scalar == 0x20E3
            }
            return !isIgnorable(before) && Unicode.Scalar(before)?.properties.isEmoji == true
        case 0x200C, 0x200D:
            guard let (before, start) = previous(before: i, in: bytes), before >= 0x80,
                  let after = next(at: i + length, in: bytes, end: end), after.scalar >= 0x80,
                  !isIgnorable(after.scalar) else { return false }
            // After an emoji's selector (`❤️‍🔥`) when the selector is excused itself.
            guard isIgnorable(before) else { return true }
            return before == 0xFE0F && excused(before, bytes, at: start, length: i - start, end: end)
        default:
            return false
        }
    }

    /// The well-formed code point ending just before `i`, and where it starts.
    private static func previous(before i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (UInt32, Int)? {
        guard i > 0 else { return nil }
        if bytes[i - 1] < 0x80 { return (UInt32(bytes[i - 1]), i - 1) }
        var start = i - 1
        while start > 0, i - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let length = UTF8Sequence.length(bytes, at: start, end: i)
        guard length == i - start else { return nil }
        return (decode(bytes, at: start, length: length), start)
    }

    /// The well-formed code point starting at `i`, and its length.
    private static func next(at i: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> (scalar: UInt32, length: Int)? {
        guard i < end else { return nil }
        if bytes[i] < 0x80 { return (UInt32(bytes[i]), 1) }
        let length = UTF8Sequence.length(bytes, at: i, end: end)
        return length == 0 ? nil : (decode(bytes, at: i, length: length), length)
    }

    /// The code point of the well-formed sequence of `length` (2 to 4) bytes at `i`.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, length: Int) -> UInt32 {
        var scalar = UInt32(bytes[i]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { scalar = scalar << 6 | UInt32(bytes[i + k] & 0x3F) }
        return scalar
    }
}
