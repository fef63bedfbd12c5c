import Glibc
import Highlight
import Render
import Terminal
import Theme
import TestSupport
import Testing

@Suite struct HighlightPrinterTests {
    /// Prints `text` with `tokens` through a pipe and returns what came out.
    func printed(_ text: String, _ tokens: [Token], depth: ColorDepth = .none, tabs: Int = 4, numbers: Bool = false) throws -> String {
        let out = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            let printer = HighlightPrinter(backend: ANSIBackend(theme: .dark, depth: depth, to: writer), tabWidth: tabs,
                                           lineNumbers: numbers)
            let bytes = Array(text.utf8)
            try bytes.withUnsafeBufferPointer { try printer.print($0, tokens: tokens) }
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
