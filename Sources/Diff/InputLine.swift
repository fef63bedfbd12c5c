#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of a diff as read, and the view of it the parser works on.
///
/// `raw` is kept byte for byte (a `\r`, NUL or bad UTF-8 stays) so nothing is ever lost;
/// `text` is the same line with terminal escape sequences removed (input that git already
/// colored) and the `--graph` prefix cut off, which is what the parser reads and what is
/// highlighted.
///
/// The three are slices, mostly of the block the line was read into, so a line costs no
/// allocation of its own; like any slice, their indices start where they sit in that block.
public struct InputLine: Sendable {
    /// The exact bytes, without the `\n`.
    public let raw: ArraySlice<UInt8>
    /// `raw` without escape sequences, when it had any (colored input); nil when it is `raw`.
    private let stripped: [UInt8]?
    /// How many bytes of the escape-free line are `--graph` drawing.
    private let graphWidth: Int32
    /// Whether a `\n` ended the line (false only for the last line of the input).
    public let hasNewline: Bool

    /// A line whose text is `raw` without escape sequences and without the first `graphWidth` bytes.
    public init(raw: [UInt8], hasNewline: Bool = true, graphWidth: Int = 0) {
        self.init(raw: raw[...], hasNewline: hasNewline, plain: ANSIStripper.strip(raw[...]), graphWidth: graphWidth)
    }

    /// A line whose escape-free form `plain` is already known (`raw` itself when it has no escape).
    public init(raw: ArraySlice<UInt8>, hasNewline: Bool, plain: ArraySlice<UInt8>, graphWidth: Int) {
        self.raw = raw
        self.hasNewline = hasNewline
        // One reference to the block the line sits in, not three: lines are copied a lot.
        stripped = plain.count == raw.count && plain.startIndex == raw.startIndex ? nil : Array(plain)
        self.graphWidth = Int32(min(graphWidth, plain.count))
    }

    /// The escape-free line: `raw`, or its stripped form.
    private var plain: ArraySlice<UInt8> { stripped.map { $0[...] } ?? raw }

    /// `raw` without escape sequences and without the graph prefix.
    public var text: ArraySlice<UInt8> { plain.dropFirst(Int(graphWidth)) }

    /// The `--graph` prefix (escape sequences removed), empty when there is none.
    public var graph: ArraySlice<UInt8> { plain.prefix(Int(graphWidth)) }

    /// Whether `text` starts with `prefix`.
    public func starts(with prefix: StaticString) -> Bool {
        text.hasPrefix(prefix)
    }
}

/// Removes ANSI escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL/ST`, and two-byte
/// `ESC x`) so input git already colored parses like plain input.
public enum ANSIStripper {
    /// `bytes` without escape sequences; returns them unchanged (no copy) when there is no ESC.
    public static func strip(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        // memchr: this runs on every byte of the input.
        let hasEscape = bytes.withUnsafeBufferPointer { p in
            p.count > 0 && memchr(p.baseAddress!, 0x1B, p.count) != nil
        }
        guard hasEscape else { return bytes }
        return strip(Array(bytes))[...]
    }

    /// `bytes` without escape sequences.
    public static func strip(_ bytes: [UInt8]) -> [UInt8] {
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
