import Glibc
import Highlight
import Render
import Terminal
import TestSupport
import Testing

@Suite struct HighlightPrinterTests {
    /// Prints `text` with `tokens` through a pipe and returns what came out.
    func printed(_ text: String, _ tokens: [Token], depth: ColorDepth = .none, tabs: Int = 4, numbers: Bool = false) throws -> String {
        let out = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            let printer = HighlightPrinter(theme: .dark, depth: depth, tabWidth: tabs, lineNumbers: numbers)
            let bytes = Array(text.utf8)
            try bytes.withUnsafeBufferPointer { try printer.print($0, tokens: tokens, to: writer) }
            try writer.flush()
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test func plainOutputIsTheText() throws {
        #expect(try printed("let x = 1\n", [Token(start: 0, length: 3, kind: .keyword)]) == "let x = 1\n")
    }

    @Test func colorsWrapEachToken() throws {
        let out = try printed("let x\n", [Token(start: 0, length: 3, kind: .keyword)], depth: .ansi256)
        let open = String(decoding: ANSI(depth: .ansi256).sequence(for: Theme.dark.style(.keyword)), as: UTF8.self)
        #expect(out == open + "let\u{1B}[0m x\n")
    }

    @Test func aFinalLineWithoutNewlineGetsOne() throws {
        #expect(try printed("a\nb", []) == "a\nb\n")
    }

    @Test func crlfEndsAreNotShown() throws {
        #expect(try printed("a\r\nb\r\n", []) == "a\nb\n")
    }

    @Test func tabsCountWideCharacters() throws {
        #expect(try printed("日\tx\n", []) == "日  x\n")
        #expect(try printed("é\tx\n", []) == "é   x\n")
    }

    @Test func aTokenSpanningTheLineEndIsCutThere() throws {
        let out = try printed("ab\r\ncd\n", [Token(start: 0, length: 3, kind: .string)], depth: .ansi16)
        #expect(!out.contains("\r"))
    }
}

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
}
