/// How many terminal columns text takes. The one table of wide and zero-width characters:
/// Render measures lines with it, Git aligns `--stat` names with it.
public enum DisplayWidth {
    /// The columns printable code point `scalar` takes: 2 for East Asian wide characters and
    /// most emoji, 0 for combining marks and zero-width characters, else 1.
    public static func of(_ scalar: UInt32) -> Int {
        switch scalar {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
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
