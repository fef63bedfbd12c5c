import Highlight
import Testing

/// `LineWalker` keeps one cursor from line to line; what it gives must be what a fresh cursor
/// for each line (`Highlighter.lexLine`, a walker of one line) gives: nothing of one line's
/// lexing may leak into the next. Every fixture's tokens and states, line by line, embedded
/// languages and the next line a lexer may read included.
@Suite struct LineWalkerTests {
    @Test(arguments: FixtureFile.all)
    func theWalkerLexesEveryLineAsLexLineDoes(_ fixture: FixtureFile) throws {
        let language = try #require(Languages.named(fixture.language), "no language \(fixture.language)")
        let highlighter = Highlighter(language: language)
        let bytes = fixture.bytes
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let walked = TokenBuffer()
        let fresh = TokenBuffer()
        var walker = LineWalker(highlighter, state: .initial, into: walked)
        var state = LineState.initial
        for (n, line) in lines.enumerated() {
            walked.removeAll()
            fresh.removeAll()
            let next = n + 1 < lines.count ? lines[n + 1] : nil
            line.withUnsafeBufferPointer { line in
                if let next {
                    next.withUnsafeBufferPointer { next in
                        walker.lex(line, next: next)
                        state = highlighter.lexLine(line, next: next, state: state, into: fresh)
                    }
                } else {
                    walker.lex(line)
                    state = highlighter.lexLine(line, state: state, into: fresh)
                }
            }
            #expect(walked.tokens == fresh.tokens, "\(fixture) line \(n + 1)")
            #expect(walker.state == state, "\(fixture) line \(n + 1)")
        }
    }
}

/// Lexing for the states alone (a side's lines before its hunks, with a buffer that keeps no
/// tokens) may take shortcuts (`LanguageSpec.wordsKeepState`), but never to another state.
@Suite struct StatesAloneTests {
    @Test(arguments: FixtureFile.all)
    func statesAloneAreTheStatesOfFullLexing(_ fixture: FixtureFile) throws {
        let language = try #require(Languages.named(fixture.language), "no language \(fixture.language)")
        let highlighter = Highlighter(language: language)
        let lines = fixture.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let tokens = TokenBuffer()
        var alone = LineWalker(highlighter, state: .initial, into: .discarding())
        var full = LineWalker(highlighter, state: .initial, into: tokens)
        for (n, line) in lines.enumerated() {
            tokens.removeAll()
            line.withUnsafeBufferPointer { line in
                alone.lex(line)
                full.lex(line)
            }
            #expect(alone.state == full.state, "\(fixture) line \(n + 1)")
        }
    }
}

/// A lexer that says its lines carry no state (`Lexer.carriesState`) is believed by whole-file
/// context, which then reads nothing above a hunk: every line of its fixture, and of a text made
/// to tempt it (an unclosed string, a comment opener, a continuation), ends in the initial state.
@Suite struct StatelessLexerTests {
    static let stateless = Languages.all.filter { !$0.lexer.carriesState }

    @Test func theStatelessLanguagesAreTheOnesThatSaySo() {
        #expect(Set(Self.stateless.map(\.name)) == ["gettext", "gitignore", "gitattributes", "go-mod", "text"])
    }

    static let tempting = Array("msgid \"open\nrequire (\n/* x\n\"\\\n#, c-format \\\n*.c text eol=lf \\\n[attr]x -y\n```\n<<EOF\n".utf8)

    @Test(arguments: FixtureFile.all.filter { fixture in StatelessLexerTests.stateless.contains { $0.name == fixture.language } })
    func everyLineOfItsFixtureEndsInTheInitialState(_ fixture: FixtureFile) throws {
        let language = try #require(Languages.named(fixture.language))
        Self.expectInitialStates(language, fixture.bytes + Self.tempting, "\(fixture)")
    }

    @Test(arguments: StatelessLexerTests.stateless)
    func everyTemptingLineEndsInTheInitialState(_ language: Language) {
        Self.expectInitialStates(language, Self.tempting, language.name)
    }

    static func expectInitialStates(_ language: Language, _ text: [UInt8], _ name: String) {
        let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var walker = LineWalker(Highlighter(language: language), state: .initial, into: TokenBuffer())
        for (n, line) in lines.enumerated() {
            Array(line).withUnsafeBufferPointer { walker.lex($0) }
            #expect(walker.state == .initial, "\(name) line \(n + 1)")
        }
    }
}
