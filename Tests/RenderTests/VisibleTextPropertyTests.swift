import Diff
import TestSupport
import Testing

@testable import Render

/// Every visible form stands for exactly one input: read back, it gives the bytes it replaced, so
/// two different inputs never look the same (issue 21: U+10FF80–U+10FFFF once showed as `\xNN`,
/// the form of a stray byte).
@Suite struct VisibleTextPropertyTests {
    /// Units of every class `VisibleText` tells apart, each as bytes.
    static let classes: [@Sendable (inout SeededGenerator) -> [UInt8]] = [
        { g in [UInt8(0x20 + g.below(0x5F))] },  // printable ASCII
        { g in [UInt8(g.below(0x20))] },  // C0 controls, tab among them
        { _ in [0x7F] },
        { g in [UInt8(0x80 + g.below(0x80))] },  // a stray byte
        { g in [0xC0 + UInt8(g.below(2)), 0x80 + UInt8(g.below(0x40))] },  // overlong
        { g in [0xED, 0xA0 + UInt8(g.below(0x20)), 0x80 + UInt8(g.below(0x40))] },  // surrogate
        { g in [0xF4, 0x8F, 0xBE + UInt8(g.below(2))] },  // cut short
        { g in scalar(0x80 + UInt32(g.below(0x20))) },  // C1
        { g in scalar([0x061C, 0x200E, 0x202E, 0x2066, 0x2069][g.below(5)]) },  // bidirectional
        { g in scalar([0x00AD, 0x200B, 0xFEFF, 0x2060, 0xE0041, 0x1D173][g.below(6)]) },  // invisible
        { g in scalar([0xE9, 0x65E5, 0x1F600, 0x200D, 0x301, 0xF8FF][g.below(6)]) },  // ordinary
        { g in scalar(0x10FF80 + UInt32(g.below(0x80))) },  // the range `PathBytes` uses
        { g in scalar(0x10FF00 + UInt32(g.below(0x80))) },  // just below it
        { g in scalar(0x100000 + UInt32(g.below(0xFF80))) },  // the rest of the last plane
    ]

    static func scalar(_ value: UInt32) -> [UInt8] { Array(String(Unicode.Scalar(value)!).utf8) }

    static func input(_ g: inout SeededGenerator) -> [UInt8] {
        (0..<(1 + g.below(12))).flatMap { _ in classes[g.below(classes.count)](&g) }
    }

    /// The bytes a visible form stands for: `^X`, `\xNN` or `<U+XXXX>`, nothing else.
    static func source(of form: [UInt8]) -> [UInt8]? {
        let text = String(decoding: form, as: UTF8.self)
        if form.count == 2, form[0] == 0x5E { return [form[1] == 0x3F ? 0x7F : form[1] ^ 0x40] }
        if form.count == 4, text.hasPrefix("\\x"), let b = UInt8(text.dropFirst(2), radix: 16) { return [b] }
        if text.hasPrefix("<U+"), text.hasSuffix(">"), let v = UInt32(text.dropFirst(3).dropLast(), radix: 16),
           let s = Unicode.Scalar(v) {
            return Array(String(s).utf8)
        }
        return nil
    }

    @Test func everyVisibleFormReadsBackAsTheBytesItReplaced() {
        var g = SeededGenerator(seed: 21_05)
        for _ in 0..<20_000 {
            let bytes = Self.input(&g)
            bytes.withUnsafeBufferPointer { p in
                var i = 0
                while i < p.count {
                    guard VisibleText.needsCare(p[i]) else { i += 1; continue }
                    switch VisibleText.piece(p, at: i, end: p.count) {
                    case .text(let length): i += length
                    case .tab: i += 1
                    case .visible(let form, let length):
                        #expect(Self.source(of: form) == Array(p[i..<(i + length)]), "\(bytes) at \(i)")
                        i += length
                    }
                }
            }
        }
    }

    @Test func aNameShowsAsItsBytesDoAndKeepsThem() {
        var g = SeededGenerator(seed: 21_051)
        for _ in 0..<20_000 {
            let bytes = Self.input(&g)
            let name = PathBytes.decode(bytes)
            #expect(PathBytes.encode(name) == bytes, "\(bytes)")
            #expect(VisibleText.escaped(name) == VisibleText.escaped(bytes), "\(bytes)")
        }
    }

    @Test func theLastCodePointsHaveAFormOfTheirOwn() {
        #expect(VisibleText.escaped(Self.scalar(0x10FF80)) == "<U+10FF80>")
        #expect(VisibleText.escaped(Self.scalar(0x10FFFF)) == "<U+10FFFF>")
        #expect(VisibleText.escaped([0x80]) == "\\x80")
        #expect(VisibleText.escaped(PathBytes.decode([0x61, 0xFF])) == "a\\xff")
        #expect(VisibleText.escaped(PathBytes.decode(Self.scalar(0x10FFFF))) == "<U+10FFFF>")
    }
}
