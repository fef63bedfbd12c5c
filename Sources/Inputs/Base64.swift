/// Base64 (RFC 4648, with `=` padding), as `rg --json` writes bytes that are not UTF-8.
enum Base64 {
    /// The bytes `text` encodes, or nil when it is not base64.
    static func decode(_ text: [UInt8]) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.count / 4 * 3)
        var buffer: UInt32 = 0
        var bits = 0
        var padding = 0
        for byte in text {
            if byte == 0x3D {
                padding += 1
                continue
            }
            guard padding == 0, let value = value(byte) else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        guard (text.count - padding) % 4 != 1, padding <= 2 else { return nil }
        return out
    }

    private static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x41...0x5A: byte - 0x41
        case 0x61...0x7A: byte - 0x61 + 26
        case 0x30...0x39: byte - 0x30 + 52
        case 0x2B: 62
        case 0x2F: 63
        default: nil
        }
    }
}
