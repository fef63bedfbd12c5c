/// The ways a line of content may look once tinge has shown it, colors aside: each unit of the
/// input line (a byte, a UTF-8 character, an SGR sequence) and the forms it may be shown in.
///
/// Written from `VisibleText`'s promise, not its code: ASCII controls as `^X` (`^[` for ESC, `^?`
/// for DEL), tabs kept, a byte that is not UTF-8 as `\xNN`, C1 and bidirectional controls as
/// `<U+XXXX>`, and so the invisible characters issue 8 names (`UTF8Decoding.isInvisible`); any
/// other character as itself or as `<U+XXXX>` (which other invisible characters are shown so is
/// tinge's policy, not checked here); U+10FF80–U+10FFFF (how a name keeps a stray byte in a
/// `String`) as `<U+10FFxx>`, so no character of content looks like a stray byte.
public struct ShownForms {
    /// What becomes of an SGR sequence git could have written.
    public enum Fate {
        case shown, removed, either
    }

    /// What becomes of a carriage return that ends the line (once git's colors are removed).
    public enum LineEnd {
        case shown, dropped, either
    }

    public private(set) var units: [[[UInt8]]] = []

    /// The forms of `raw` whose git SGRs at `sgrs` meet the given fates (every other byte is content).
    /// With `tabWidth` over 0 a tab may also be shown as 1 to `tabWidth` spaces.
    public init(_ raw: [UInt8], sgrs: [(range: Range<Int>, fate: Fate)] = [], lineEnd: LineEnd, tabWidth: Int = 0) {
        var sgrAt: [Int: (Range<Int>, Fate)] = [:]
        for s in sgrs { sgrAt[s.range.lowerBound] = (s.range, s.fate) }
        // The carriage return that ends the line: only SGRs that may go follow it.
        var finalCR: Int?
        var k = raw.count
        while k > 0 {
            if let s = sgrs.first(where: { $0.range.upperBound == k }), s.fate != .shown {
                k = s.range.lowerBound
                continue
            }
            if raw[k - 1] == 0x0D { finalCR = k - 1 }
            break
        }
        var i = 0
        while i < raw.count {
            if let (range, fate) = sgrAt[i] {
                let shown = Self.visible(Array(raw[range]))
                switch fate {
                case .shown: units.append([shown])
                case .removed: units.append([[]])
                case .either: units.append([shown, []])
                }
                i = range.upperBound
                continue
            }
            if i == finalCR {
                switch lineEnd {
                case .shown: units.append([Self.caret(0x0D)])
                case .dropped: units.append([[]])
                case .either: units.append([Self.caret(0x0D), []])
                }
                i += 1
                continue
            }
            let (forms, length) = Self.forms(raw, at: i)
            if raw[i] == 0x09, tabWidth > 0 {
                units.append(forms + (1...tabWidth).map { [UInt8](repeating: 0x20, count: $0) })
            } else {
                units.append(forms)
            }
            i += length
        }
    }

    /// Whether `shown` is one of the ways the line may look; with `padding`, followed by any
    /// number of spaces (a background filled to the width).
    ///
    /// With `gutter`, a line-number gutter (spaces and digits up to a `│`) stands once between
    /// two units: after a `--graph` drawing, before the line's markers.
    public func matches(_ shown: [UInt8], padding: Bool = false, gutter: Bool = false) -> Bool {
        var positions: Set<Int> = [0]
        var afterGutter: Set<Int> = gutter ? Self.gutterEnds(shown, from: [0]) : []
        for unit in units {
            var next: Set<Int> = []
            var nextAfterGutter: Set<Int> = []
            for p in afterGutter {
                for form in unit where p + form.count <= shown.count && shown[p..<(p + form.count)].elementsEqual(form) {
                    nextAfterGutter.insert(p + form.count)
                }
            }
            for p in positions {
                for form in unit where p + form.count <= shown.count && shown[p..<(p + form.count)].elementsEqual(form) {
                    next.insert(p + form.count)
                }
            }
            if gutter { nextAfterGutter.formUnion(Self.gutterEnds(shown, from: next)) }
            if next.isEmpty && nextAfterGutter.isEmpty { return false }
            positions = next
            afterGutter = nextAfterGutter
        }
        if gutter { positions = afterGutter }
        if padding { return positions.contains { p in shown[p...].allSatisfy { $0 == 0x20 } } }
        return positions.contains(shown.count)
    }

    /// Where a gutter starting at one of `starts` ends: after spaces and digits, then `│`.
    static func gutterEnds(_ shown: [UInt8], from starts: Set<Int>) -> Set<Int> {
        let bar: [UInt8] = [0xE2, 0x94, 0x82]
        var ends: Set<Int> = []
        for start in starts {
            var q = start
            while q < shown.count, shown[q] == 0x20 || (0x30...0x39).contains(shown[q]) { q += 1 }
            if q + 3 <= shown.count, shown[q..<(q + 3)].elementsEqual(bar) { ends.insert(q + 3) }
        }
        return ends
    }

    /// One way the line may look, for messages.
    public var example: [UInt8] { units.flatMap { $0[0] } }

    /// The forms of the character at `i`, and how many bytes it takes.
    static func forms(_ raw: [UInt8], at i: Int) -> ([[UInt8]], Int) {
        let b = raw[i]
        if b == 0x09 { return ([[b]], 1) }
        if b < 0x20 || b == 0x7F { return ([caret(b)], 1) }
        if b < 0x80 { return ([[b]], 1) }
        let n = UTF8Decoding.length(raw, at: i)
        guard n > 0 else { return ([hex(b)], 1) }
        let s = UTF8Decoding.scalar(raw, at: i, length: n)
        let code = Array("<U+\(codePoint(s))>".utf8)
        // U+10FF80–U+10FFFF: never `\xNN`, which is a stray byte's form (issue 21).
        if s <= 0x9F || s >= 0x10FF80 || UTF8Decoding.isBidiControl(s) || UTF8Decoding.isInvisible(s) { return ([code], n) }
        return ([Array(raw[i..<(i + n)]), code], n)
    }

    /// `bytes` with every character in its first form.
    static func visible(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let (forms, n) = forms(bytes, at: i)
            out += forms[0]
            i += n
        }
        return out
    }

    static func caret(_ b: UInt8) -> [UInt8] { b == 0x7F ? [0x5E, 0x3F] : [0x5E, b + 0x40] }

    static func hex(_ b: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [0x5C, 0x78, digits[Int(b >> 4)], digits[Int(b & 15)]]
    }

    static func codePoint(_ s: UInt32) -> String {
        let digits = String(s, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
