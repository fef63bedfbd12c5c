import Theme

/// What a terminal answers to `BackgroundQuery`: its background color in an OSC 11 reply,
/// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or `ESC \`, each channel 1 to 4 hex digits
/// (xterm's `XParseColor` form; https://invisible-island.net/xterm/ctlseqs/ctlseqs.html).
package enum BackgroundReply {
    /// The color in `bytes`, which may hold other replies around it (the DA1 reply that ends a
    /// query); nil when there is no whole, well-formed OSC 11 reply.
    public static func color(in bytes: [UInt8]) -> RGB? {
        let start: [UInt8] = [0x1B, 0x5D] + Array("11;rgb:".utf8)
        guard let at = bytes.firstRange(of: start) else { return nil }
        let rest = bytes[at.upperBound...]
        // The reply ends at BEL or at ST, `ESC \`; without an end it is not whole.
        guard let end = rest.firstIndex(where: { $0 == 0x07 || $0 == 0x1B }),
            rest[end] == 0x07 || (end + 1 < rest.endIndex && rest[end + 1] == 0x5C)
        else { return nil }
        let channels = rest[..<end].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard channels.count == 3 else { return nil }
        var values: [UInt8] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let n = Int(String(decoding: channel, as: UTF8.self), radix: 16),
                channel.allSatisfy({ UInt8(ascii: "+") != $0 && UInt8(ascii: "-") != $0 })
            else { return nil }
            // A channel of k digits is a fraction of 16^k - 1: scale it to 0...255.
            let top = (1 << (4 * channel.count)) - 1
            values.append(UInt8((n * 255 + top / 2) / top))
        }
        return RGB(values[0], values[1], values[2])
    }

    /// Whether `background` is light: lighter than mid-grey (CIE L* 50, relative luminance 0.184).
    package static func isLight(_ background: RGB) -> Bool {
        background.luminance > 0.184
    }
}
