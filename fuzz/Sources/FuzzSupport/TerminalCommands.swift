/// What in painted output a terminal would take as a command rather than text.
///
/// Written from what tinge promises (ARCHITECTURE.md, `VisibleText`), not from its code: the
/// only escape sequences it sends are SGRs of plain colors and attributes; content's control
/// characters, C1 controls, bytes that are not UTF-8 and bidirectional controls are all shown
/// as visible text, and so are the invisible characters issue 8 names; tabs and newlines are
/// the only control bytes left.
public enum TerminalCommands {
    /// The SGR codes tinge's styles and its rewriting of git's colors can make (38/48 colors apart).
    static let allowedCodes: Set<Int> = Set([0, 1, 2, 3, 4, 9, 22, 23, 24, 29, 39, 49]).union(30...37).union(40...47)
        .union(90...97).union(100...107)

    /// The first command in `output`, described, or nil when there is none.
    public static func first(in output: [UInt8]) -> String? {
        var i = 0
        while i < output.count {
            let b = output[i]
            if b == 0x1B {
                guard let end = sgrEnd(output, i) else { return "an escape that is not a whole SGR at \(i): \(context(output, i))" }
                if let bad = badParameters(output[(i + 2)..<(end - 1)]) { return "SGR \(bad) at \(i): \(context(output, i))" }
                i = end
                continue
            }
            if (b < 0x20 && b != 0x0A && b != 0x09) || b == 0x7F { return "control byte \(b) at \(i): \(context(output, i))" }
            if b >= 0x80 {
                let n = UTF8Decoding.length(output, at: i)
                guard n > 0 else { return "a byte that is not UTF-8 (\(b)) at \(i): \(context(output, i))" }
                let scalar = UTF8Decoding.scalar(output, at: i, length: n)
                if (0x80...0x9F).contains(scalar) { return "C1 control U+\(String(scalar, radix: 16)) at \(i): \(context(output, i))" }
                if UTF8Decoding.isBidiControl(scalar) { return "bidi control U+\(String(scalar, radix: 16)) at \(i): \(context(output, i))" }
                if UTF8Decoding.isInvisible(scalar) { return "invisible U+\(String(scalar, radix: 16)) at \(i): \(context(output, i))" }
                i += n
                continue
            }
            i += 1
        }
        return nil
    }

    /// The end of the `ESC [ digits-and-semicolons m` starting at `i`, or nil when it is not one.
    public static func sgrEnd(_ bytes: [UInt8], _ i: Int) -> Int? {
        guard i + 2 < bytes.count, bytes[i] == 0x1B, bytes[i + 1] == 0x5B else { return nil }
        var j = i + 2
        while j < bytes.count, (0x30...0x39).contains(bytes[j]) || bytes[j] == 0x3B { j += 1 }
        return j < bytes.count && bytes[j] == 0x6D ? j + 1 : nil
    }

    /// `output` without its SGR sequences: the text a reader sees.
    public static func text(_ output: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(output)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B, let end = sgrEnd(bytes, i) {
                i = end
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }

    /// The parameters, when they hold a code tinge never sends (blink, conceal, …) or a malformed color.
    private static func badParameters(_ p: ArraySlice<UInt8>) -> String? {
        let numbers = p.split(separator: 0x3B, omittingEmptySubsequences: false).map { Int(String(decoding: $0, as: UTF8.self)) ?? ($0.isEmpty ? 0 : -1) }
        var k = 0
        while k < numbers.count {
            let n = numbers[k]
            if n == 38 || n == 48 {
                guard k + 1 < numbers.count else { return "\(numbers): a color without its form" }
                let length = numbers[k + 1] == 5 ? 3 : numbers[k + 1] == 2 ? 5 : 0
                guard length > 0, k + length <= numbers.count, numbers[(k + 2)..<(k + length)].allSatisfy({ (0...255).contains($0) }) else {
                    return "\(numbers): a malformed color"
                }
                k += length
                continue
            }
            guard allowedCodes.contains(n) else { return "\(numbers): code \(n)" }
            k += 1
        }
        return nil
    }

    private static func context(_ output: [UInt8], _ i: Int) -> String {
        quoted(output[max(0, i - 40)..<min(output.count, i + 40)])
    }
}

/// Well-formed UTF-8 (the Unicode standard's table 3-7), read without the code under test.
public enum UTF8Decoding {
    /// The length of the well-formed sequence at `i` (1 for ASCII), 0 when there is none.
    public static func length(_ bytes: [UInt8], at i: Int) -> Int {
        let b = bytes[i]
        if b < 0x80 { return 1 }
        let n: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b {
        case 0xC2...0xDF: n = 2
        case 0xE0: n = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: n = 3
        case 0xED: n = 3; high = 0x9F
        case 0xF0: n = 4; low = 0x90
        case 0xF1...0xF3: n = 4
        case 0xF4: n = 4; high = 0x8F
        default: return 0
        }
        guard i + n <= bytes.count, (low...high).contains(bytes[i + 1]) else { return 0 }
        for k in 2..<n where bytes[i + k] & 0xC0 != 0x80 { return 0 }
        return n
    }

    /// The code point of the well-formed sequence of `length` bytes at `i`.
    public static func scalar(_ bytes: [UInt8], at i: Int, length: Int) -> UInt32 {
        if length == 1 { return UInt32(bytes[i]) }
        var s = UInt32(bytes[i]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { s = s << 6 | UInt32(bytes[i + k] & 0x3F) }
        return s
    }

    /// Whether `s` is one of the invisible characters issue 8 names: soft hyphen, zero-width
    /// space, line separator, word joiner, byte order mark, tag characters. (tinge shows more;
    /// these it must.)
    public static func isInvisible(_ s: UInt32) -> Bool {
        s == 0x00AD || s == 0x200B || s == 0x2028 || s == 0x2060 || s == 0xFEFF || (0xE0000...0xE007F).contains(s)
    }

    /// Whether `s` reorders text (the Trojan Source characters).
    public static func isBidiControl(_ s: UInt32) -> Bool {
        s == 0x061C || s == 0x200E || s == 0x200F || (0x202A...0x202E).contains(s) || (0x2066...0x2069).contains(s)
    }
}
