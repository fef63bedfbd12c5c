import Render
import Testing

/// `VisibleText.twoByteColumns` answers from a table what `piece` and `width` say of each
/// two-byte UTF-8 sequence, wherever it stands: the same with any neighbours.
@Suite struct TwoByteColumnsTests {
    /// What `piece` and `width` say of the sequence `lead`, `next` after `before` and before `after`.
    static func asked(_ lead: UInt8, _ next: UInt8, before: [UInt8], after: [UInt8]) -> Int? {
        let bytes = before + [lead, next] + after
        return bytes.withUnsafeBufferPointer { p in
            guard case .text(2) = VisibleText.piece(p, at: before.count, end: p.count) else { return nil }
            return VisibleText.width(p, at: before.count, length: 2)
        }
    }

    @Test func everySequenceAnswersAsPieceAndWidthDoInAnyCompany() {
        // Letters, an emoji, joiners and selectors around: what `piece` excuses by its neighbours.
        let company: [([UInt8], [UInt8])] = [
            ([], []), (Array("a".utf8), Array("b".utf8)), (Array("🚀".utf8), Array("\u{200D}🚀".utf8)),
            (Array("é\u{200D}".utf8), Array("\u{FE0F}".utf8)),
        ]
        var text = 0, shown = 0
        for lead in UInt8(0xC2)...0xDF {
            for next in UInt8(0x80)...0xBF {
                let answer = VisibleText.twoByteColumns(lead, next)
                for (before, after) in company {
                    #expect(answer == Self.asked(lead, next, before: before, after: after),
                            "\(String(lead, radix: 16)) \(String(next, radix: 16))")
                }
                if answer == nil { shown += 1 } else { text += 1 }
            }
        }
        // C1 controls, the soft hyphen, the combining grapheme joiner and the Arabic letter mark are shown.
        #expect(shown == 32 + 3 && text == 1920 - shown)
        #expect(VisibleText.twoByteColumns(0xC3, 0xA9) == 1)  // é
        #expect(VisibleText.twoByteColumns(0xCC, 0x81) == 0)  // a combining acute
        #expect(VisibleText.twoByteColumns(0xC3, 0x41) == nil && VisibleText.twoByteColumns(0xE2, 0x80) == nil)
    }
}
