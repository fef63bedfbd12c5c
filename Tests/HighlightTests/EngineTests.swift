import Highlight
import Testing

@Suite struct EngineTests {
    @Test func wordTableFindsExactlyItsWords() {
        let table = WordTable([(.keyword, ["if", "else", "return"]), (.constant, ["true", "if"])])
        func kind(_ s: String) -> TokenKind? { Array(s.utf8).withUnsafeBufferPointer { table.lookup($0, 0, $0.count) } }
        #expect(kind("if") == .keyword)  // the first kind listed wins
        #expect(kind("true") == .constant)
        #expect(kind("els") == nil)
        #expect(kind("elsee") == nil)
        #expect(kind("") == nil)
    }

    @Test func wordTableCanIgnoreCase() {
        let table = WordTable([(.keyword, ["select"])], ignoresCase: true)
        #expect(Array("SeLeCt".utf8).withUnsafeBufferPointer { table.lookup($0, 0, $0.count) } == .keyword)
    }

    @Test func tokenBufferMergesTouchingSpansOfOneKind() {
        let buffer = TokenBuffer()
        buffer.add(0, 2, .string)
        buffer.add(2, 4, .string)
        buffer.add(4, 5, .plain)
        buffer.add(5, 5, .keyword)
        buffer.add(6, 7, .string)
        #expect(buffer.tokens == [Token(start: 0, length: 4, kind: .string), Token(start: 6, length: 1, kind: .string)])
    }
}
