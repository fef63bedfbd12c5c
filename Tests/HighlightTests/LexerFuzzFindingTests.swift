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

    /// The unit FuzzLinearTime found (a YAML host line ending short of a `{{` tag, with NULs).
    static let helmUnit: [UInt8] = [32, 116, 101, 109, 112, 108, 97, 116, 101, 115, 47, 100, 101, 112, 108, 111, 121, 109, 101, 110, 116, 46, 121, 97, 0, 1, 98, 101, 108, 115, 34, 32, 109, 108, 32, 45, 45, 32, 116, 104, 101, 32, 99, 104, 97, 139, 114, 101, 32, 61, 32, 56, 10, 101, 110, 100, 95, 111, 102, 95, 108, 105, 110, 101, 32, 61, 35, 0, 0, 0, 0, 0, 0, 0, 32, 108, 86, 101, 114, 115, 105, 111, 110, 58, 32, 97, 112, 112, 115, 47, 118, 49, 10, 107, 105, 110, 139, 100, 58, 32, 68, 101, 112, 108, 111, 121, 109, 101, 110, 116, 10, 109, 101, 116, 97, 100, 97, 116, 101, 114, 118, 105, 99, 101, 46, 10, 109, 111, 100, 101, 108, 32, 85, 115, 101, 114, 32, 123, 10, 32, 124, 108, 110, 97, 109, 101, 34, 32, 46, 32, 125, 125, 10, 32, 32, 108, 97, 98, 101, 108, 115, 58, 10, 32, 32, 32, 32, 123, 123, 45, 32, 105, 110, 99, 108, 117, 100, 101, 1, 0, 0, 0, 0, 0, 0, 1, 98, 101, 108, 115, 34, 32, 46, 32, 124, 32, 110, 105, 110, 100, 101, 110, 116, 32, 52, 32, 125, 125, 10, 115].map(UInt8.init)

    @Test("a Helm host that ends short of a tag without moving on is not asked again forever (FuzzLinearTime)")
    func helmHostEndingShortOfATag() {
        var text: [UInt8] = []
        for _ in 0..<4 { text += Self.helmUnit + [0x0A] }
        let found = tokens("helm", text)
        #expect(TokenChecks.violation(found, in: text) == nil)
        #expect(found.contains { $0.kind == .preprocessor })
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
        func time(_ text: [UInt8]) -> Double {
            (0..<3).map { _ in ThreadTime.measure { _ = highlighter.tokens(in: text) } }.min()!
        }
        #expect(time(run) < time(prose) * 20 + 0.05)
        // And the tokens stay what they were: `$$a` a variable variable, lone `$`s plain.
        let text = Array("<?php $$a $ $$ b".utf8)
        #expect(tokens("php", text).filter { $0.kind == .variable }.map { String(decoding: text[$0.start..<$0.end], as: UTF8.self) } == ["$$a"])
    }
}
