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

    @Test func ordinaryTextIsUntouched() {
        let text = "café, naïve, 日本語, 👨\u{200D}👩\u{200D}👧, e\u{301}, ☃\u{FE0F}"
        #expect(VisibleText.escaped(text) == text)
    }
}
