import Dispatch
import Highlight
import Synchronization
import Testing

/// An app's own languages: made from a spec or a lexer, added to a registry, and then found,
/// lexed and embedded exactly as the built-in ones are.
@Suite struct LanguageRegistryTests {
    /// A small language of the kind an app adds: `;` comments, `"` strings, a few keywords.
    static let ledger: Language = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment(";")]
        spec.strings = [StringForm("\"", "\"")]
        spec.words = [(.keyword, ["account", "balance"])]
        return Language(name: "ledger", aliases: ["ldg"], extensions: ["ledger"], fileNames: ["Journal"],
                        interpreters: ["ledger-cli"], spec: spec)
    }()

    /// A hand-written lexer that hands every line after a `>>>` prompt to the built-in Python,
    /// by value, and takes the text back at a blank line.
    struct SessionLexer: Lexer {
        func lex(_ c: inout Cursor) -> Transition {
            if c.pos == 0, c.matches(Array(">>>".utf8), at: 0) {
                c.emit(0, 3, .punctuation)
                c.pos = 3
                return .push(language: .python, state: LineState(), opaque: false)
            }
            c.emit(c.pos, c.end, .string)
            c.pos = c.end
            return .end
        }

        func boundary(in line: UnsafeBufferPointer<UInt8>, from: Int, frame: Embedding) -> Boundary? {
            line.isEmpty ? Boundary(at: 0, action: .pop) : nil
        }
    }

    static let session = Language(name: "pysession", extensions: ["pysession"], lexer: SessionLexer())

    /// Counts the lexers made for `counted`.
    static let made = Atomic<Int>(0)
    static let counted = Language(name: "counted", extensions: ["counted"], lexer: {
        made.add(1, ordering: .relaxed)
        return SessionLexer()
    }())

    /// A language's lexer is made when a text is first lexed in it, not with the language or its
    /// registry (every run makes the registry of all built-in languages), and once, however many
    /// threads ask at once.
    @Test func aLanguagesLexerIsMadeOnceWhenFirstLexed() {
        let registry = LanguageRegistry.builtIn.adding([Self.counted])
        #expect(registry.forExtension("counted") === Self.counted)
        #expect(Self.made.load(ordering: .relaxed) == 0)
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            var text = HighlightedText("a\n", language: Self.counted, languages: registry)
            _ = text.tokens(inLine: 0)
        }
        #expect(Self.made.load(ordering: .relaxed) == 1)
    }

    /// Counts the specs made for `spelled`.
    static let specsMade = Atomic<Int>(0)
    static let spelled = Language(name: "spelled", extensions: ["spelled"], makeSpec: {
        specsMade.add(1, ordering: .relaxed)
        var spec = LanguageSpec()
        spec.words = [(.keyword, ["spell"])]
        return spec
    })

    /// A spec made by `makeSpec`, as the built-in languages' are, is made with the lexer: not
    /// with the language or its registry, and once.
    @Test func aLanguagesSpecIsMadeOnceWhenFirstLexed() {
        let registry = LanguageRegistry.builtIn.adding([Self.spelled])
        #expect(registry.forExtension("spelled") === Self.spelled)
        #expect(Self.specsMade.load(ordering: .relaxed) == 0)
        for _ in 0..<2 {
            #expect(texts("spell it\n", Self.spelled, .keyword, in: registry) == ["spell"])
        }
        #expect(Self.specsMade.load(ordering: .relaxed) == 1)
    }

    let languages = LanguageRegistry.builtIn.adding([ledger, session])

    func texts(_ text: String, _ language: Language, _ kind: TokenKind, in languages: LanguageRegistry) -> [String] {
        let bytes = Array(text.utf8)
        let tokens = Highlighter(language: language, languages: languages).tokens(in: bytes)
        return tokens.filter { $0.kind == kind }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test func anAddedLanguageIsFoundByEveryKindOfName() {
        #expect(languages.named("LEDGER") == Self.ledger)
        #expect(languages.named("ldg") == Self.ledger)
        #expect(languages.forExtension("ledger") == Self.ledger)
        #expect(languages.forInterpreter("ledger-cli") == Self.ledger)
        #expect(Detection.language(path: "books/2026.ledger", head: [], in: languages) == Self.ledger)
        #expect(Detection.language(path: "books/Journal", head: [], in: languages) == Self.ledger)
        #expect(Detection.language(path: nil, head: Array("#!/usr/bin/env ledger-cli\n".utf8), in: languages) == Self.ledger)
        // The built-in registry is not changed by adding to a copy of it.
        #expect(Languages.named("ledger") == nil)
        #expect(Detection.language(path: "books/2026.ledger", head: []) == .plainText)
        // Built-in languages are still there, and the same values.
        #expect(languages.named("swift") == .swift)
        #expect(languages.all.count == Languages.all.count + 2)
    }

    @Test func anAddedLanguageWinsTheNamesItShares() {
        let mine = Language(name: "json", extensions: ["json"], spec: LanguageSpec())
        let registry = LanguageRegistry.builtIn.adding([mine])
        #expect(registry.named("json") == mine)
        #expect(registry.forExtension("json") == mine)
        #expect(registry.named("json") != Language.json)
        #expect(Languages.named("json") == .json)
    }

    @Test func aSpecLanguageIsLexed() {
        let text = "account \"Bank\" ; opening\nbalance 3\n"
        #expect(texts(text, Self.ledger, .keyword, in: languages) == ["account", "balance"])
        #expect(texts(text, Self.ledger, .string, in: languages) == ["\"Bank\""])
        #expect(texts(text, Self.ledger, .comment, in: languages) == ["; opening"])
    }

    /// A Markdown fence names languages in the highlighter's registry.
    @Test func markdownFencesEmbedAnAddedLanguage() {
        let text = "```ledger\naccount \"x\" ; note\n```\n"
        #expect(texts(text, .markdown, .keyword, in: languages) == ["account"])
        #expect(texts(text, .markdown, .comment, in: languages) == ["; note"])
        // The built-in registry knows no such language: the fence stays plain.
        #expect(texts(text, .markdown, .keyword, in: .builtIn).isEmpty)
        let states = Array(text.utf8).withUnsafeBufferPointer { Highlighter(language: .markdown, languages: languages).lineStates(in: $0) }
        #expect(states[1].embedding?.inner == Self.ledger)
        #expect(states[1].embedding?.host == .markdown)
        #expect(states[3].embedding == nil)
    }

    /// A lexer of the app's own embeds a built-in language by value, and ends it by its boundary.
    @Test func aLexerEmbedsABuiltInLanguageByValue() {
        let text = ">>> def f(x): return x  # square\n\nprint\n"
        #expect(texts(text, Self.session, .keyword, in: languages) == ["def", "return"])
        #expect(texts(text, Self.session, .comment, in: languages) == ["# square"])
        #expect(texts(text, Self.session, .string, in: languages) == ["print"])
        let states = Array(text.utf8).withUnsafeBufferPointer { Highlighter(language: Self.session).lineStates(in: $0) }
        #expect(states[1].embedding?.inner == .python)
        #expect(states[2].embedding == nil)
    }

    /// The incremental document takes the registry too, and agrees with a whole lex after edits.
    @Test func aDocumentInAnAddedLanguageFollowsEdits() {
        var document = HighlightedText("```ledger\naccount x\n```\nafter\n", language: .markdown, languages: languages)
        _ = document.tokens(inLine: 3)
        let changed = document.edit(replacing: 0..<9, with: "```")
        #expect(changed.contains(1))
        let whole = Highlighter(language: .markdown, languages: languages).tokens(in: document.bytes)
        #expect(document.tokens(in: 0..<document.bytes.count) == whole)
        #expect(!whole.contains { $0.kind == .keyword })
    }

    /// Languages are equal only when they are the same one: two of one name are two languages.
    @Test func languagesAreEqualByIdentity() {
        let a = Language(name: "same", spec: LanguageSpec())
        let b = Language(name: "same", spec: LanguageSpec())
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        let state = LineState(embedding: Embedding(host: .markdown, hostState: .initial, inner: a))
        #expect(state != LineState(embedding: Embedding(host: .markdown, hostState: .initial, inner: b)))
        #expect(state == LineState(embedding: Embedding(host: .markdown, hostState: .initial, inner: a)))
    }
}
