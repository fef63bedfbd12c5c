import Diff
import TextBytes

/// Makes file content safe to show: control characters become visible text and tabs become spaces,
/// so no byte of content reaches the terminal as a control sequence.
public enum VisibleText {
    /// What one source byte or sequence turns into.
    package enum Piece {
        /// Bytes to copy as they are (printable text and whole UTF-8 sequences).
        case text(Int)
        /// A made-visible form (`^[`, `\x9b`, `<U+0085>`) standing for `length` source bytes.
        case visible([UInt8], length: Int)
        /// A tab: spaces to the next tab stop.
        case tab
    }

    /// Whether `b` needs a look before copying: controls, DEL, and every non-ASCII byte.
    @inline(__always) package static func needsCare(_ b: UInt8) -> Bool { b < 0x20 || b >= 0x7F }

    /// Whether every byte of `bytes` is printable ASCII (0x20–0x7E), or a tab `orTab`: text
    /// that is its own visible form, a cell a byte (but tabs). Eight bytes at a time.
    @inline(__always)
    package static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, orTab: Bool = false) -> Bool {
        if orTab { return printableASCIITabsEnd(bytes) != nil }
        guard let base = bytes.baseAddress else { return true }
        var i = 0
        while i + 8 <= bytes.count, isPrintableASCII(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) { i += 8 }
        while i < bytes.count, bytes[i] &- 0x20 < 0x5F { i += 1 }
        return i == bytes.count
    }

    /// For text that is printable ASCII and tabs alone (a hunk line painted span by span): the
    /// offset just past its last tab, 0 when it has none; nil when any other byte is in it. What
    /// comes after that offset is a cell a byte, with no tab stop to count. Eight bytes at a time.
    @inline(__always)
    package static func printableASCIITabsEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        var tabsEnd = 0
        var i = 0
        while i + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            guard let tabs = tabMask(ofPrintableASCIIOrTab: word) else { return nil }
            if tabs != 0 { tabsEnd = i + (64 - tabs.leadingZeroBitCount) / 8 }
            i += 8
        }
        // The last few bytes of a line of eight or more: its last eight, read again in part.
        if i < bytes.count, bytes.count >= 8 {
            let last = bytes.count - 8
            let word = UInt64(littleEndian: UnsafeRawPointer(base + last).loadUnaligned(as: UInt64.self))
            guard let tabs = tabMask(ofPrintableASCIIOrTab: word) else { return nil }
            if tabs != 0 { tabsEnd = max(tabsEnd, last + (64 - tabs.leadingZeroBitCount) / 8) }
            return tabsEnd
        }
        while i < bytes.count {
            let b = bytes[i]
            i += 1
            if b == 0x09 { tabsEnd = i } else if b &- 0x20 >= 0x5F { return nil }
        }
        return tabsEnd
    }

    /// The cells of `bytes` when each character in it is text shown as it is, whatever stands
    /// around it: printable ASCII, and the UTF-8 sequences of two and three bytes `twoByteColumns`
    /// and `columns` know as such (a translation's letters, CJK). Nil for anything else: a tab,
    /// a control, a stray byte, a longer sequence, an ignorable one (excused by its neighbours).
    package static func textColumns(_ bytes: UnsafeBufferPointer<UInt8>, threeByteColumns: ThreeByteColumns) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        let n = bytes.count
        var i = 0
        var columns = 0
        while i < n {
            if i + 8 <= n, isPrintableASCII(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
                i += 8
                columns += 8
                continue
            }
            let b = base[i]
            if b &- 0x20 < 0x5F {
                i += 1
                columns += 1
            } else if i + 1 < n, let cells = twoByteColumns(b, base[i + 1]) {
                i += 2
                columns += cells
            } else if b & 0xF0 == 0xE0, i + 2 < n, let cells = threeByteColumns.columns(base + i) {
                i += 3
                columns += cells
            } else {
                return nil
            }
        }
        return columns
    }

    /// The high bit of each byte of `word` that is a tab, when every byte is printable ASCII or
    /// a tab; nil otherwise. Each byte is tested apart: nothing carries from one to the next.
    @inline(__always)
    private static func tabMask(ofPrintableASCIIOrTab word: UInt64) -> UInt64? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs = ones &* 0x80
        guard word & highs == 0 else { return nil }
        // With no high bit set: a byte plus 0x60 reaches its high bit from 0x20 up; plus 1,
        // only 0x7F does; a byte xor 0x09 plus 0x7F stays below it only when it was a tab.
        let controls = ~(word &+ ones &* 0x60) & highs
        let deletes = (word &+ ones) & highs
        let tabs = ~((word ^ ones &* 0x09) &+ ones &* 0x7F) & highs
        guard (controls & ~tabs) | deletes == 0 else { return nil }
        return tabs
    }

    /// Sixteen bytes from `p`, and how many of them, from the first, are printable ASCII
    /// (0x20–0x7E): 16 when all are. Compiles to a handful of vector instructions, where the
    /// word at a time of `isPrintableASCII(_:)` takes as many for eight bytes.
    @inline(__always)
    package static func printableASCIIPrefix(of p: UnsafeRawPointer) -> (bytes: SIMD16<UInt8>, count: Int) {
        let bytes = p.loadUnaligned(as: SIMD16<UInt8>.self)
        // A byte's high bit, in lanes that do not carry: set from 0x80 up, below 0x20 (which
        // plus 0x60 stays below 0x80), and for 0x7F (which plus 1 reaches it). Lane arithmetic,
        // not comparisons: the compiler turned comparison masks into a byte at a time.
        let odd = (bytes | ~(bytes &+ SIMD16(repeating: 0x60)) | (bytes &+ SIMD16(repeating: 1))) & SIMD16(repeating: 0x80)
        // Read as two words, the first odd byte's place is the count of bits below its high bit.
        let words = unsafeBitCast(odd, to: SIMD2<UInt64>.self)
        let (low, high) = (UInt64(littleEndian: words[0]), UInt64(littleEndian: words[1]))
        if low != 0 { return (bytes, low.trailingZeroBitCount >> 3) }
        if high != 0 { return (bytes, 8 + high.trailingZeroBitCount >> 3) }
        return (bytes, 16)
    }

    /// Whether each of the eight bytes of `word` is printable ASCII (0x20–0x7E).
    @inline(__always)
    package static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // With no high bit set, a byte below 0x20 borrows into its own high bit; one equal
        // to 0x7F is zero after the xor, and borrows the same way.
        let below = (word &- ones &* 0x20) & ~word
        let delete = word ^ (ones &* 0x7F)
        let deletes = (delete &- ones) & ~delete
        return (word | below | deletes) & highs == 0
    }

    /// The columns of the two-byte UTF-8 sequence `lead`, `next` (U+0080–U+07FF: Latin, Greek,
    /// Cyrillic, Hebrew, Arabic…) when it is text as it is, nil when `piece` shows it otherwise
    /// or it is not such a sequence. What `piece` and `width` say of these code points does not
    /// depend on the bytes around them (the joiners and selectors it excuses by their
    /// neighbours take three bytes), so it is asked once each, in a table.
    @inline(__always)
    package static func twoByteColumns(_ lead: UInt8, _ next: UInt8) -> Int? {
        guard lead &- 0xC2 < 30, next & 0xC0 == 0x80 else { return nil }
        let columns = twoByteTable[Int(lead &- 0xC2) << 6 | Int(next & 0x3F)]
        return columns == 0xFF ? nil : Int(columns)
    }

    /// `twoByteColumns` of every sequence, 0xFF where `piece` does not take it as text.
    private static let twoByteTable: [UInt8] = (0..<(30 << 6)).map { k in
        let bytes: [UInt8] = [UInt8(0xC2 + k >> 6), UInt8(0x80 | k & 0x3F)]
        return bytes.withUnsafeBufferPointer { p in
            guard case .text(2) = piece(p, at: 0, end: 2) else { return 0xFF }
            return UInt8(width(p, at: 0, length: 2))
        }
    }

    /// The columns of three-byte UTF-8 sequences (U+0800–U+FFFF: CJK, most symbols and
    /// punctuation beyond Latin) when `piece` takes them as text, learnt as they come: what
    /// `piece` and `width` say of a code point that is not default-ignorable does not depend
    /// on the bytes around it, and asking them (general category included) cost more than
    /// the rest of copying a translation's line. One for each painter: it is not shared.
    package final class ThreeByteColumns {
        /// Per code point: 0 before it is met; its columns + 1 when it is text as it is; 0xFF
        /// for any other piece (an ignorable, a control, a sequence that is not UTF-8).
        @exclusivity(unchecked) private var known = [UInt8](repeating: 0, count: 1 << 16)

        package init() {}

        /// The columns of the sequence at `p` (a lead byte 0xE0–0xEF and two bytes after it)
        /// when it is well-formed text as it is; nil when `piece` shows it otherwise.
        @inline(__always)
        package func columns(_ p: UnsafePointer<UInt8>) -> Int? {
            guard p[1] & 0xC0 == 0x80, p[2] & 0xC0 == 0x80 else { return nil }
            let scalar = Int(p[0] & 0x0F) << 12 | Int(p[1] & 0x3F) << 6 | Int(p[2] & 0x3F)
            var k = known[scalar]
            if k == 0 {
                k = Self.learn(p, UInt32(scalar))
                known[scalar] = k
            }
            return k == 0xFF ? nil : Int(k) - 1
        }

        private static func learn(_ p: UnsafePointer<UInt8>, _ scalar: UInt32) -> UInt8 {
            let bytes = UnsafeBufferPointer(start: p, count: 3)
            // An ignorable one may be excused by its neighbours: asked where it stands, each time.
            guard !Ignorable.isIgnorable(scalar), case .text(3) = piece(bytes, at: 0, end: 3) else { return 0xFF }
            return UInt8(width(bytes, at: 0, length: 3) + 1)
        }
    }

    /// The piece starting at `i` (where `needsCare(bytes[i])`), looking no further than `end`.
    package static func piece(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Piece {
        let b = bytes[i]
        if b == 0x09 { return .tab }
        if b < 0x20 { return .visible([0x5E, b + 0x40], length: 1) }  // ^@ … ^_ (ESC is ^[)
        if b == 0x7F { return .visible([0x5E, 0x3F], length: 1) }  // ^?
        let length = sequenceLength(bytes, at: i, end: end)
        if length == 0 { return .visible(hex(b), length: 1) }
        // C1 controls (U+0080–U+009F) act as escape sequences on some terminals.
        if b == 0xC2, bytes[i + 1] < 0xA0 {
            return .visible(Array("<U+\(codePoint(UInt32(bytes[i + 1])))>".utf8), length: 2)
        }
        // U+10FF80–U+10FFFF is how `PathBytes` keeps a name's stray byte in a `String`; in bytes
        // it is a code point like any other, and shown as one, never as the byte it could stand for.
        if length == 4, b == 0xF4, bytes[i + 1] == 0x8F, bytes[i + 2] >= 0xBE {
            let scalar = 0x10FF80 | UInt32(bytes[i + 2] & 1) << 6 | UInt32(bytes[i + 3] & 0x3F)
            return .visible(Array("<U+\(codePoint(scalar))>".utf8), length: 4)
        }
        // Bidirectional controls reorder what the reader sees (Trojan Source); default-ignorable
        // characters hide in plain sight (`is_admin\u{200B}`, a payload in variation selectors).
        // Both are shown as code points, save an emoji's selector and a joiner between letters
        // or emoji (`Ignorable`): the bytes before `i` in `bytes` are the same line.
        if let scalar = bidiControl(bytes, at: i, length: length) ?? Ignorable.hidden(bytes, at: i, length: length, end: end)
            ?? separatorOrAnnotation(bytes, at: i, length: length) {
            return .visible(Array("<U+\(codePoint(scalar))>".utf8), length: length)
        }
        return .text(length)
    }

    /// `text` made safe to print on one line: control characters as `^X` (`^[` for ESC, `^J` for
    /// a newline, `^I` for a tab), bytes that are not UTF-8 as `\xNN`, C1 controls, bidirectional
    /// controls and default-ignorable characters as `<U+XXXX>`. Every path and every message made from
    /// content goes through here before it reaches a terminal.
    public static func escaped(_ text: some Sequence<UInt8>) -> String {
        let bytes = Array(text)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                guard needsCare(p[i]) else {
                    out.append(p[i])
                    i += 1
                    continue
                }
                switch piece(p, at: i, end: p.count) {
                case .text(let length):
                    out.append(contentsOf: p[i..<(i + length)])
                    i += length
                case .tab:
                    out.append(contentsOf: [0x5E, 0x49])  // ^I
                    i += 1
                case .visible(let shown, let length):
                    out.append(contentsOf: shown)
                    i += length
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `text` made safe to print on one line, shown as the bytes it stands for (`PathBytes`):
    /// a name's stray byte as `\xNN`, so a name looks the same as its bytes in content would.
    public static func escaped(_ text: String) -> String {
        escaped(PathBytes.encode(text))
    }

    /// The code point of a line or paragraph separator (U+2028, U+2029) or an interlinear
    /// annotation character (U+FFF9–U+FFFB): not default-ignorable, but shown as nothing or as
    /// a line break that is not one.
    private static func separatorOrAnnotation(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, length: Int) -> UInt32? {
        guard length == 3 else { return nil }
        switch (bytes[i], bytes[i + 1], bytes[i + 2]) {
        case (0xE2, 0x80, 0xA8...0xA9): return 0x2000 | UInt32(bytes[i + 2] & 0x3F)
        case (0xEF, 0xBF, 0xB9...0xBB): return 0xFFC0 | UInt32(bytes[i + 2] & 0x3F)
        default: return nil
        }
    }

    /// `XXXX`: at least four uppercase hex digits.
    private static func codePoint(_ scalar: UInt32) -> String {
        let digits = String(scalar, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The code point of a bidirectional control (U+061C, U+200E–U+200F, U+202A–U+202E,
    /// U+2066–U+2069) whose well-formed sequence of `length` bytes starts at `i`, if it is one.
    public static func bidiControl(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, length: Int) -> UInt32? {
        if length == 2, bytes[i] == 0xD8, bytes[i + 1] == 0x9C { return 0x061C }
        guard length == 3, bytes[i] == 0xE2 else { return nil }
        let scalar = UInt32(0x2000) | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        switch scalar {
        case 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: return scalar
        default: return nil
        }
    }

    /// The length of the well-formed UTF-8 sequence at `i`, or 0 when it is not one.
    @inline(__always)
    package static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        UTF8Sequence.length(bytes, at: i, end: end)
    }

    /// The display width of the UTF-8 sequence at `i` of `length` bytes (`DisplayWidth.of`):
    /// 2 for East Asian wide characters and most emoji, 0 for combining marks, else 1.
    public static func width(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, length: Int) -> Int {
        var scalar = UInt32(bytes[i]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { scalar = scalar << 6 | UInt32(bytes[i + k] & 0x3F) }
        return DisplayWidth.of(scalar)
    }

    private static func hex(_ b: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [0x5C, 0x78, digits[Int(b >> 4)], digits[Int(b & 15)]]  // \xNN
    }
}
