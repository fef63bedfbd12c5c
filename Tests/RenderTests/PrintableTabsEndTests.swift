import Render
import TestSupport
import Testing

/// `VisibleText.printableASCIITabsEnd` reads eight bytes at a time what a byte at a time says:
/// nil for any byte that is neither printable ASCII nor a tab, else the offset past the last tab.
@Suite struct PrintableTabsEndTests {
    /// The answer a byte at a time.
    static func byByte(_ bytes: [UInt8]) -> Int? {
        var end = 0
        for (i, b) in bytes.enumerated() {
            if b == 0x09 { end = i + 1 } else if b < 0x20 || b > 0x7E { return nil }
        }
        return end
    }

    static func asked(_ bytes: [UInt8]) -> Int? { bytes.withUnsafeBufferPointer { VisibleText.printableASCIITabsEnd($0) } }

    @Test func everyByteInEveryPlaceOfAWord() {
        // Each byte value at each place of two words and a tail, among letters or tabs.
        for filler in [UInt8(ascii: "a"), 0x09, 0x20, 0x7E] {
            for place in 0..<19 {
                for b in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: filler, count: 19)
                    bytes[place] = b
                    #expect(Self.asked(bytes) == Self.byByte(bytes), "\(b) at \(place) among \(filler)")
                }
            }
        }
    }

    @Test func randomLinesAnswerAsByteByByte() {
        var g = SeededGenerator(seed: 22)
        // Mostly text and tabs, a byte now and then from anywhere: neighbours 0x08, 0x0A, 0x1F, 0x7F, 0x80 included.
        let alphabet: [UInt8] = Array("\t\t int x = 0; // é".utf8) + [0x08, 0x0A, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0xFF]
        for _ in 0..<5_000 {
            let count = Int.random(in: 0..<40, using: &g)
            let bytes = (0..<count).map { _ in
                Int.random(in: 0..<8, using: &g) == 0 ? alphabet.randomElement(using: &g)!
                    : [UInt8(ascii: "a"), 0x09, 0x20].randomElement(using: &g)!
            }
            #expect(Self.asked(bytes) == Self.byByte(bytes), "\(bytes)")
        }
    }

    @Test func theLastTabIsFoundInAnyWord() {
        #expect(Self.asked([]) == 0)
        #expect(Self.asked(Array("+\tint x;".utf8)) == 2)
        #expect(Self.asked(Array("+\t\t\t\t\t\t\t\tx\ty".utf8)) == 11)
        #expect(Self.asked(Array("+no tab at all in these words".utf8)) == 0)
        #expect(Self.asked(Array("+ends in a tab, after two words\t".utf8)) == 32)
        #expect(Self.asked(Array("+a\u{1B}[31m".utf8)) == nil)
    }
}
