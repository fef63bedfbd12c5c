/// A path as git prints it in diff headers and stats, by the rules of git's `quote_c_style`:
/// a path holding a control character (C0 or DEL), a `"` or a `\` is put in double quotes with
/// those bytes escaped C-style (`"new\nline.txt"`, `"esc\033[2J.txt"`); so is one holding a
/// byte of 0x80 or more, octal-escaped (`"caf\351.txt"`), unless `core.quotePath` is false,
/// when such bytes pass as they are. Any other path is printed as it is.
enum QuotedPath {
    /// Whether git would quote `path`; `fully` is `core.quotePath` (true unless set false).
    static func needsQuotes(_ path: [UInt8], fully: Bool) -> Bool {
        path.contains { mustEscape($0, fully: fully) }
    }

    /// `path` in double quotes with its special bytes escaped when git would quote it, else as it is.
    static func quoted(_ path: [UInt8], fully: Bool = true) -> [UInt8] {
        guard needsQuotes(path, fully: fully) else { return path }
        var out: [UInt8] = [0x22]
        out.reserveCapacity(path.count + 8)
        for byte in path {
            guard mustEscape(byte, fully: fully) else {
                out.append(byte)
                continue
            }
            out.append(0x5C)
            if let letter = letters[byte] {
                out.append(letter)
            } else {
                out += [0x30 + (byte >> 6), 0x30 + ((byte >> 3) & 7), 0x30 + (byte & 7)]
            }
        }
        out.append(0x22)
        return out
    }

    private static func mustEscape(_ byte: UInt8, fully: Bool) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C || (fully && byte >= 0x80)
    }

    /// The bytes escaped as a letter after the backslash (`\a \b \t \n \v \f \r \" \\`); every
    /// other escaped byte is written as three octal digits.
    private static let letters: [UInt8: UInt8] = [
        0x07: 0x61, 0x08: 0x62, 0x09: 0x74, 0x0A: 0x6E, 0x0B: 0x76, 0x0C: 0x66, 0x0D: 0x72, 0x22: 0x22, 0x5C: 0x5C,
    ]
}
