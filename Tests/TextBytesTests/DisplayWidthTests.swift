import TextBytes
import Testing

/// Display widths as terminals draw them: East Asian wide characters and emoji in two cells,
/// combining marks and zero-width characters in none.
@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("Ж", 1), ("漢", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("、", 2),
        ("🎉", 2), ("🚀", 2), ("✅", 2), ("⌚", 2), ("🫠", 2), ("☺", 1), ("→", 1),
        ("\u{301}", 0), ("\u{20DD}", 0), ("\u{200B}", 0), ("\u{FE0F}", 0), ("\u{05B4}", 0), ("\u{0E31}", 0),
        ("\u{1160}", 0),
    ])
    func widthOf(_ character: String, _ cells: Int) {
        #expect(DisplayWidth.of(utf8: Array(character.utf8)[...]) == cells, "U+\(String(character.unicodeScalars.first!.value, radix: 16))")
    }

    @Test func textAddsItsCharacters() {
        #expect(DisplayWidth.of(utf8: Array("café\u{301} 漢字 🎉".utf8)[...]) == 12)
        #expect(DisplayWidth.of(utf8: [0xFF, 0x41][...]) == nil)
    }

    /// The scripts and punctuation answered without asking the general category answer what
    /// it says: one column, for every code point of them.
    @Test func theCategoryFreeRangesAgreeWithTheCategories() {
        for range in [0x0370...0x0482, 0x048A...0x0590, 0x1E00...0x200A, 0x2010...0x2029, 0x202F...0x205F, 0x2070...0x20CF] as [ClosedRange<UInt32>] {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let zero: Set<Unicode.GeneralCategory> = [.nonspacingMark, .enclosingMark, .format]
                let expected = zero.contains(scalar.properties.generalCategory) ? 0 : scalar.properties.isEmojiPresentation && value >= 0x2300 ? 2 : 1
                #expect(DisplayWidth.of(value) == expected, "U+\(String(value, radix: 16))")
            }
        }
    }
}
