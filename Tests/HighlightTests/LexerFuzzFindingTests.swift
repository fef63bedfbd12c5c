import Highlight
import TestSupport
import Testing

/// Inputs on which `fuzz/`'s FuzzLexers found a lexer wrong, made small, one test each.
@Suite struct LexerFuzzFindingTests {
    private func tokens(_ language: String, _ text: [UInt8]) -> [Token] {
        Highlighter(language: Languages.named(language)!).tokens(in: text)
    }

    @Test("make's `$x` takes the whole character x when it is not ASCII")
    func makeDollarBeforeMultibyteCharacter() {
        let text = Array("x: y\n\techo $é $€ $😀 $\u{FF}\n".utf8)
        let found = tokens("make", text)
        #expect(TokenChecks.violation(found, in: text) == nil)
        let variables = found.filter { $0.kind == .variable }.map { String(decoding: text[$0.start..<$0.end], as: UTF8.self) }
        #expect(variables == ["$é", "$€", "$😀", "$\u{FF}"])
    }

    @Test("make's rule targets end at the colon, even after a `$`")
    func makeDollarBeforeRuleColon() {
        for line in ["$:", "a $: b", "x$:y\n\techo", "$(A) $: c"] {
            let text = Array(line.utf8)
            let found = tokens("make", text)
            #expect(TokenChecks.violation(found, in: text) == nil, "\(line)")
            #expect(found.contains { $0.kind == .operator && text[$0.start] == 0x3A }, "\(line)")
        }
    }
}
