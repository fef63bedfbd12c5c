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
}
