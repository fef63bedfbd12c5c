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

    @Test("rST's substitution definition with no directive after it is a comment after its name")
    func rstSubstitutionWithoutDirective() {
        for line in [".. |logo| \u{10}mage:: logo.png", ".. |x| not a directive", ".. |x|", ".. |x| ::"] {
            let text = Array((line + "\n\nText.\n").utf8)
            let found = tokens("rst", text)
            #expect(TokenChecks.violation(found, in: text) == nil, "\(line)")
            #expect(found.contains { $0.kind == .variable && text[$0.start] == 0x7C }, "\(line)")
        }
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

    @Test("a long run of PHP's `$` lexes in time linear in its length (FuzzLinearTime)")
    func phpDollarRun() {
        // Each `$` of the run read the rest of it to see whether a name followed: 64 KB of `$`
        // took seconds, against milliseconds for prose of the same size.
        let run = Array("<?php ".utf8) + [UInt8](repeating: 0x24, count: 64 * 1024)
        let prose = Array("<?php ".utf8) + Array(String(repeating: "echo tinge; ", count: 64 * 1024 / 12).utf8)
        let highlighter = Highlighter(language: Languages.named("php")!)
        func time(_ text: [UInt8]) -> Duration {
            (0..<3).map { _ in ContinuousClock().measure { _ = highlighter.tokens(in: text) } }.min()!
        }
        #expect(time(run) < time(prose) * 20 + .milliseconds(50))
        // And the tokens stay what they were: `$$a` a variable variable, lone `$`s plain.
        let text = Array("<?php $$a $ $$ b".utf8)
        #expect(tokens("php", text).filter { $0.kind == .variable }.map { String(decoding: text[$0.start..<$0.end], as: UTF8.self) } == ["$$a"])
    }
}
