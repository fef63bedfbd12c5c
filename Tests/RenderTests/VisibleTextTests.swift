import Testing

@testable import Render

/// The one escaping function every name and message goes through, and what it shows.
@Suite struct VisibleTextTests {
    func shown(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { p in
            switch VisibleText.piece(p, at: 0, end: p.count) {
            case .text(let n): return "text \(n)"
            case .tab: return "tab"
            case .visible(let v, let n): return String(decoding: v, as: UTF8.self) + " \(n)"
            }
        }
    }

    @Test func pieces() {
        #expect(shown([0x1B]) == "^[ 1")
        #expect(shown([0x00]) == "^@ 1")
        #expect(shown([0x7F]) == "^? 1")
        #expect(shown([0x09]) == "tab")
        #expect(shown([0xC2, 0x85]) == "<U+0085> 2")
        #expect(shown([0xC3, 0xA9]) == "text 2")
        #expect(shown([0xE6, 0x97, 0xA5]) == "text 3")
        #expect(shown([0xFF]) == "\\xff 1")
        #expect(shown([0xE6, 0x97]) == "\\xe6 1")  // cut short
        #expect(shown([0xED, 0xA0, 0x80]) == "\\xed 1")  // a surrogate is not UTF-8
        #expect(shown([0xE2, 0x80, 0xAE]) == "<U+202E> 3")  // RIGHT-TO-LEFT OVERRIDE
        #expect(shown([0xE2, 0x81, 0xA6]) == "<U+2066> 3")  // LEFT-TO-RIGHT ISOLATE
        #expect(shown([0xE2, 0x80, 0x94]) == "text 3")  // an em dash is text
    }

    @Test func controlsShowAsCaretForms() {
        #expect(VisibleText.escaped("a\u{1B}]52;c;ZXZpbA==\u{07}b") == "a^[]52;c;ZXZpbA==^Gb")
        #expect(VisibleText.escaped("x\r\n::warning::y\t") == "x^M^J::warning::y^I")
        #expect(VisibleText.escaped("\u{7F}") == "^?")
    }

    @Test func bytesThatAreNotUTF8ShowAsHex() {
        #expect(VisibleText.escaped([0x61, 0xFF, 0xC3, 0x28, 0x62]) == "a\\xff\\xc3(b")
        // Two names that differ only in their bad bytes stay apart.
        #expect(VisibleText.escaped([0xE9]) != VisibleText.escaped([0xE8]))
    }

    @Test func c1BidiAndInvisibleCharactersShowAsCodePoints() {
        #expect(VisibleText.escaped("\u{9B}2J") == "<U+009B>2J")
        #expect(VisibleText.escaped("if is_admin\u{200B}:") == "if is_admin<U+200B>:")
        #expect(VisibleText.escaped("\u{202E}gpj.exe") == "<U+202E>gpj.exe")
        #expect(VisibleText.escaped("\u{061C}\u{00AD}\u{FEFF}\u{2060}\u{2028}") == "<U+061C><U+00AD><U+FEFF><U+2060><U+2028>")
        #expect(VisibleText.escaped("tag\u{E0041}\u{E007F}") == "tag<U+E0041><U+E007F>")
    }

    /// Every Default_Ignorable_Code_Point, by Unicode's property (unassigned ones included), in
    /// code's places: between letters, alone, doubled after an emoji, after a keycap's digit
    /// without its keycap.
    @Test func everyDefaultIgnorableCodePointIsShown() {
        let all = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.properties.isDefaultIgnorableCodePoint)
        #expect(all.count > 4000)
        for c in all {
            let shown = "<U+\(String(c.value, radix: 16, uppercase: true).leftPadded(4))>"
            #expect(VisibleText.escaped("x\(c)y") == "x\(shown)y")
            #expect(VisibleText.escaped("\(c)") == shown)
            #expect(VisibleText.escaped("\(c)\(c)") == shown + shown)
            #expect(VisibleText.escaped("\u{2764}\u{FE0F}\(c)") == "\u{2764}\u{FE0F}" + shown)
            #expect(VisibleText.escaped("1\(c)") == "1" + shown)
        }
    }

    /// A payload spelled in variation selectors after an empty-looking string, and in tag characters.
    @Test func variationSelectorPayloadsAreShown() {
        #expect(VisibleText.escaped("s = \"\u{E0100}\u{E0168}\u{E01EF}\"") == "s = \"<U+E0100><U+E0168><U+E01EF>\"")
        #expect(VisibleText.escaped("a\u{FE00}\u{FE0E}\u{FE0F}") == "a<U+FE00><U+FE0E><U+FE0F>")
        #expect(VisibleText.escaped("\u{1BCA0}\u{2065}\u{FFF0}\u{E0FFF}") == "<U+1BCA0><U+2065><U+FFF0><U+E0FFF>")
        // Not default-ignorable, but as unseen: separators and interlinear annotations.
        #expect(VisibleText.escaped("\u{2028}\u{2029}\u{FFF9}\u{FFFB}") == "<U+2028><U+2029><U+FFF9><U+FFFB>")
    }

    /// What emoji and scripts need stays as it is: one presentation selector after an emoji or
    /// a keycap's digit, a joiner between two visible characters outside ASCII.
    @Test func emojiSelectorsAndJoinersBetweenLettersStay() {
        for text in ["\u{2764}\u{FE0F}", "\u{263A}\u{FE0E}", "\u{1F44D}\u{FE0F}", "#\u{FE0F}\u{20E3}", "7\u{FE0F}\u{20E3}",
                     "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{2764}\u{FE0F}\u{200D}\u{1F525}",
                     "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}", "\u{0915}\u{094D}\u{200D}\u{0937}"] {
            #expect(VisibleText.escaped(text) == text)
        }
        // Not between two such characters, or after an emoji's shown selector: shown.
        #expect(VisibleText.escaped("a\u{200D}b \u{0645}\u{200C}x \u{200C}\u{0645}") == "a<U+200D>b \u{0645}<U+200C>x <U+200C>\u{0645}")
        #expect(VisibleText.escaped("\u{0645}\u{200C}\u{200C}\u{0645}") == "\u{0645}<U+200C><U+200C>\u{0645}")
        #expect(VisibleText.escaped("a\u{FE0F}\u{200D}\u{1F525}") == "a<U+FE0F><U+200D>\u{1F525}")
        #expect(VisibleText.escaped("1\u{FE0F}x") == "1<U+FE0F>x")
    }

    @Test func ordinaryTextIsUntouched() {
        let text = "café, naïve, 日本語, 👨\u{200D}👩\u{200D}👧, e\u{301}, ☃\u{FE0F}"
        #expect(VisibleText.escaped(text) == text)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
