/// How many terminal columns text takes. The one table of wide and zero-width characters:
/// Render measures lines with it, Git aligns `--stat` names with it.
public enum DisplayWidth {
    /// The columns printable code point `scalar` takes: 2 for East Asian wide and fullwidth
    /// characters and for emoji shown as emoji by default, 0 for combining marks, format
    /// characters, variation selectors and Hangul's medial vowels and final consonants, else 1.
    public static func of(_ scalar: UInt32) -> Int {
        // Latin, Greek, Cyrillic and the rest below the combining marks: the most common case.
        if scalar < 0x0300 { return 1 }
        switch scalar {
        case 0x0300...0x036F, 0x1160...0x11FF, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
            return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        // Greek, Cyrillic, Armenian, Latin Extended Additional, Greek Extended, and punctuation
        // (dashes, quotes, `…`, `•`), super- and subscripts: one column each, which is what their
        // general category says (a test asks it of each), without asking it.
        case 0x0370...0x0482, 0x048A...0x0590, 0x1E00...0x200A, 0x2010...0x2029, 0x202F...0x205F, 0x2070...0x20CF:
            return 1
        default:
            break
        }
        guard let s = Unicode.Scalar(scalar) else { return 1 }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // Emoji outside the blocks above (`⌚`, `✅`, `🚀`, `🫠`) are wide where they show as emoji
        // without a variation selector.
        return scalar >= 0x2300 && s.properties.isEmojiPresentation ? 2 : 1
    }

    /// The columns of the UTF-8 text `bytes` (controls take none), or nil when they are not
    /// well-formed UTF-8.
    public static func of(utf8 bytes: ArraySlice<UInt8>) -> Int? {
        var rest = bytes
        var columns = 0
        while !rest.isEmpty {
            guard let character = first(utf8: rest) else { return nil }
            columns += character.columns
            rest = rest.dropFirst(character.length)
        }
        return columns
    }

    /// The byte length and columns of the code point `bytes` start with (controls, C0, DEL and
    /// C1, take none), or nil when they start with no well-formed UTF-8 sequence: a cut one, an
    /// overlong form, a surrogate.
    public static func first(utf8 bytes: ArraySlice<UInt8>) -> (length: Int, columns: Int)? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        let value = scalar.value
        let control = value < 0x20 || (0x7F..<0xA0).contains(value)
        return (UTF8.width(scalar), control ? 0 : of(value))
    }
}
