import Highlight
import TestSupport
import Testing

/// Each language's fixture against its reviewed golden token listing, and the properties every token list keeps.
@Suite struct LanguageFixtureTests {
    @Test("every language has a fixture")
    func everyLanguageHasAFixture() {
        let covered = Set(FixtureFile.all.map(\.language))
        let missing = Languages.all.map(\.name).filter { $0 != "text" && !covered.contains($0) }
        #expect(missing.isEmpty, "languages without a fixture: \(missing)")
    }

    @Test("fixture tokens match the golden listing", arguments: FixtureFile.all)
    func golden(_ fixture: FixtureFile) throws {
        let language = try #require(Languages.named(fixture.language), "no language \(fixture.language)")
        let text = fixture.bytes
        #expect(!text.isEmpty)
        let tokens = Highlighter(language: language).tokens(in: text)
        #expect(TokenChecks.violation(tokens, in: text) == nil)
        let listing = TokenListing.render(text, tokens)
        let problem = Golden.mismatch(listing, path: fixture.goldenPath)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("lexing from any line's stored state gives the tokens of lexing from the top", arguments: FixtureFile.all)
    func resumable(_ fixture: FixtureFile) throws {
        let language = try #require(Languages.named(fixture.language))
        let text = fixture.bytes
        let highlighter = Highlighter(language: language)
        try text.withUnsafeBufferPointer { buffer in
            let lines = Lines.ranges(in: buffer)
            let states = highlighter.lineStates(in: buffer)
            #expect(states.count == lines.count + 1)
            let whole = highlighter.tokens(in: buffer)
            for k in 0..<lines.count {
                // Lex from line k to the end, starting from the state stored for line k.
                let tail = TokenBuffer()
                var state = states[k]
                for i in k..<lines.count {
                    tail.base = lines[i].lowerBound
                    let next = i + 1 < lines.count ? UnsafeBufferPointer(rebasing: buffer[lines[i + 1]]) : nil
                    state = highlighter.lexLine(UnsafeBufferPointer(rebasing: buffer[lines[i]]), next: next, state: state, into: tail)
                    try #require(state == states[i + 1], "line \(i + 1): state differs when resumed from line \(k + 1)")
                }
                let expected = whole.filter { $0.start >= lines[k].lowerBound }
                try #require(Array(tail.tokens) == expected, "tokens differ when resumed from line \(k + 1)")
            }
        }
    }
}
