/// Byte-level character classes: one set for the lexers, the parsers and git's names (ASCII
/// only; every byte of 0x80 and above is none of these but a word byte). `@inlinable`, so a
/// lexer's loop over bytes calls none of them across the module.
public enum ASCII {
    @inlinable @inline(__always) public static func lower(_ b: UInt8) -> UInt8 { b &- UInt8(ascii: "A") < 26 ? b | 0x20 : b }
    @inlinable @inline(__always) public static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }
    @inlinable @inline(__always) public static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- UInt8(ascii: "a") < 26 }
    @inlinable @inline(__always) public static func isUpper(_ b: UInt8) -> Bool { b &- UInt8(ascii: "A") < 26 }
    /// Letters and digits.
    @inlinable @inline(__always) public static func isAlphanumeric(_ b: UInt8) -> Bool { isLetter(b) || isDigit(b) }
    /// `0-9`, `a-f` and `A-F`.
    @inlinable @inline(__always) public static func isHexDigit(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20) &- UInt8(ascii: "a") < 6 }
    /// `0-9` and `a-f`: hex as git writes object ids.
    @inlinable @inline(__always) public static func isLowerHexDigit(_ b: UInt8) -> Bool { isDigit(b) || b &- UInt8(ascii: "a") < 6 }
    /// Letters, digits, `_` and every byte of a non-ASCII UTF-8 sequence.
    @inlinable @inline(__always) public static func isWord(_ b: UInt8) -> Bool { isLetter(b) || isDigit(b) || b == UInt8(ascii: "_") || b >= 0x80 }
    @inlinable @inline(__always) public static func isBlank(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") || b == 0x0C || b == 0x0B }
}
