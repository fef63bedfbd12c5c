import Lint
import Testing

// The controls are written as escapes here, so that this file passes the rule it tests.
@Suite struct BidiControlRuleTests {
    @Test func trojanSourceInACommentAndAString() {
        expectFindings("bidi-control", in: """
            /*1️⃣\u{202E} } 2️⃣\u{2066}if (isAdmin)3️⃣\u{2069} 4️⃣\u{2066} begin admins only */
            access = "user5️⃣\u{202E} 6️⃣\u{2066}// Check if admin7️⃣\u{2069} 8️⃣\u{2066}"

            """, path: "auth.js")
    }

    @Test func everyControlAndMark() {
        for scalar in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C] {
            let c = String(UnicodeScalar(UInt32(scalar))!)
            expectFindings("bidi-control", in: "x = 'a1️⃣\(c)b'\n")
        }
    }

    @Test func theMessageNamesTheCodePoint() {
        let file = LintFile(path: "a.py", text: Array("s = '\u{202E}'\n".utf8), oldText: nil, language: .plainText, added: [1])
        let found = Linter(only: ["bidi-control"]).run([file], context: LintContext())
        #expect(found.map(\.message) == ["bidirectional control character U+202E RIGHT-TO-LEFT OVERRIDE"])
        #expect(found.first?.length == 3)
    }

    @Test func neighboursAndEscapesAreFine() {
        // U+202F NARROW NO-BREAK SPACE, U+2065, U+206A, U+200D ZERO WIDTH JOINER, curly quotes, Arabic text.
        expectFindings("bidi-control", in: "a = '\u{202F}\u{2065}\u{206A}\u{200D}\u{201C}\u{201D} مرحبا שלום'\n")
        expectFindings("bidi-control", in: "s = \"\\u202E\\u{2066}\"\n")
    }

    @Test func onlyAddedLinesCount() {
        expectFindings("bidi-control", in: "a = '\u{202E}'\nb = '1️⃣\u{202E}'\n", added: [2])
    }
}
