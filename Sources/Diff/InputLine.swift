/// One line of a diff as read, and the view of it the parser works on.
///
/// `raw` is kept byte for byte (a `\r`, NUL or bad UTF-8 stays) so nothing is ever lost;
/// `text` is the same line with terminal escape sequences removed (input that git already
/// colored) and the `--graph` prefix cut off, which is what the parser reads and what is
/// highlighted.
public struct InputLine: Sendable {
    /// The exact bytes, without the `\n`.
    public let raw: [UInt8]
    /// Whether a `\n` ended the line (false only for the last line of the input).
    public let hasNewline: Bool
    /// `raw` without escape sequences and without the graph prefix.
    public let text: [UInt8]
    /// The `--graph` prefix (escape sequences removed), empty when there is none.
    public let graph: [UInt8]

    /// A line whose text is `raw` without escape sequences and without the first `graphWidth` bytes.
    public init(raw: [UInt8], hasNewline: Bool = true, graphWidth: Int = 0) {
        self.init(raw: raw, hasNewline: hasNewline, plain: ANSIStripper.strip(raw), graphWidth: graphWidth)
    }

    /// A line whose escape-free form `plain` is already known.
    public init(raw: [UInt8], hasNewline: Bool, plain: [UInt8], graphWidth: Int) {
        self.raw = raw
        self.hasNewline = hasNewline
        let width = min(graphWidth, plain.count)
        if width == 0 {
            graph = []
            text = plain
        } else {
            graph = Array(plain[..<width])
            text = Array(plain[width...])
        }
    }

    /// Whether `text` starts with `prefix`.
    public func starts(with prefix: String) -> Bool {
        text.starts(with: prefix.utf8)
    }
}

/// Removes ANSI escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL/ST`, and two-byte
/// `ESC x`) so input git already colored parses like plain input.
public enum ANSIStripper {
    /// `bytes` without escape sequences; returns them unchanged (no copy) when there is no ESC.
    public static func strip(_ bytes: [UInt8]) -> [UInt8] {
        // A plain loop: this runs on every byte of the input, and stays fast in debug builds too.
        let hasEscape = bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count, p[i] != 0x1B { i += 1 }
            return i < p.count
        }
        guard hasEscape else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            guard b == 0x1B, i + 1 < bytes.count else {
                out.append(b)
                i += 1
                continue
            }
            let kind = bytes[i + 1]
            if kind == 0x5B {  // CSI: parameters and intermediates, then a final byte 0x40–0x7E
                var j = i + 2
                while j < bytes.count, bytes[j] >= 0x20, bytes[j] < 0x40 { j += 1 }
                i = j < bytes.count ? j + 1 : j
            } else if kind == 0x5D {  // OSC: to BEL or ESC \
                var j = i + 2
                while j < bytes.count, bytes[j] != 0x07, !(bytes[j] == 0x1B && j + 1 < bytes.count && bytes[j + 1] == 0x5C) { j += 1 }
                i = j < bytes.count ? (bytes[j] == 0x07 ? j + 1 : j + 2) : j
            } else {
                i += 2
            }
        }
        return out
    }
}
