/// Template languages whose tags sit in other text — Jinja/Django's `{{ }}`, `{% %}`, `{# #}`,
/// Go's `{{ }}` and `{{/* */}}` — and the hosts they interrupt (plain text, HTML, YAML).
///
/// A `TemplateTagLexer` lexes text with tags; a `TemplateHostLexer` runs a host language's
/// lexer up to each tag opener and pushes the template language for the one tag (opaque, so it
/// finds its own end and pops), and inside what the host embeds (a `<script>`) its boundary
/// pushes the tag over the embedded language, which resumes after it.
struct TemplateSyntax: Sendable {
    /// What a tag opening at an index is, and how long its opener is (with any `-` trim mark).
    enum Tag: UInt32 { case expression = 1, statement = 2, comment = 4 }

    /// The tag opening at `i` of a line whose segment ends at the third argument, and its
    /// opener's end; nil when none opens there.
    let opener: @Sendable (UnsafeBufferPointer<UInt8>, Int, Int) -> (tag: Tag, end: Int)?
    /// The closer of expressions, and of statements.
    let expressionClose: [UInt8]
    let statementClose: [UInt8]
    /// The closer of comments; with `commentEndsTag` the tag's closer may follow after blanks and a trim mark (Go's `*/ -}}`).
    let commentClose: [UInt8]
    let commentEndsTag: Bool
    /// The code inside tags.
    let spec: LanguageSpec
}

/// Text with template tags; the code inside a tag is lexed by a spec scanner, which owns
/// `mode`, `form` and `depth` while the tag is open.
///
/// `flags` holds a `TemplateTagState`: which tag is open, whether a statement's name has been
/// colored, and whether a host pushed this lexer for one tag, after which it pops.
struct TemplateTagLexer: Lexer {
    let syntax: TemplateSyntax
    let scanner: SpecScanner

    init(_ syntax: TemplateSyntax) {
        self.syntax = syntax
        scanner = SpecScanner(syntax.spec)
    }

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            let tags = TemplateTagState(flags: c.state.flags)
            if tags.tag == nil {
                if tags.single, syntax.opener(c.line, c.pos, c.end) == nil { return .pop }
                guard let (k, tag, e) = nextTag(&c, from: c.pos) else {
                    c.pos = c.end
                    break
                }
                c.emit(k, e, tag == .comment ? .comment : .preprocessor)
                c.pos = e
                c.state.flags = TemplateTagState(tag: tag, single: tags.single, named: false).packed
            } else if tags.tag == .comment {
                guard let k = c.firstIndex(of: syntax.commentClose, from: c.pos) else { break }
                var e = k + syntax.commentClose.count
                if syntax.commentEndsTag {
                    var j = c.skipBlanks(from: e)
                    if c.byte(j) == UInt8(ascii: "-") { j += 1 }
                    if c.matches(syntax.expressionClose, at: j) { e = j + syntax.expressionClose.count }
                }
                c.emit(c.pos, e, .comment)
                c.pos = e
                c.state.flags = TemplateTagState(tag: nil, single: tags.single, named: false).packed
                if tags.single { return pop(&c) }
            } else {
                lexCode(&c)
                let after = TemplateTagState(flags: c.state.flags)
                if after.tag == nil, after.single { return pop(&c) }
            }
        }
        let open = TemplateTagState(flags: c.state.flags).tag
        if open == .comment { c.emitRest(.comment) }
        c.pos = c.end
        if c.atLineEnd, open == .expression || open == .statement { scanner.endLine(&c) }
        return .end
    }

    private func pop(_ c: inout Cursor) -> Transition {
        c.state = LineState()
        return .pop
    }

    /// The next tag from `from`: where it opens, what it is, and its opener's end.
    func nextTag(_ c: inout Cursor, from: Int) -> (Int, TemplateSyntax.Tag, Int)? {
        var i = from
        while let k = c.firstIndex(in: Self.braces, from: i) {
            if let (tag, e) = syntax.opener(c.line, k, c.end) { return (k, tag, e) }
            i = k + 1
        }
        return nil
    }

    static let braces = ByteSet("{")

    /// The code of a tag up to its closer, found as text (a closer in a string ends the tag
    /// too, as Django's and Go's lexers have it), then the closer with any trim mark.
    private func lexCode(_ c: inout Cursor) {
        let tags = TemplateTagState(flags: c.state.flags)
        let isStatement = tags.tag == .statement
        let closer = isStatement ? syntax.statementClose : syntax.expressionClose
        let end = c.end
        let k = c.firstIndex(of: closer, from: c.pos)
        c.end = k ?? end
        if k != nil, c.end > c.pos, c.line[c.end - 1] == UInt8(ascii: "-") || c.line[c.end - 1] == UInt8(ascii: "+") { c.end -= 1 }
        if isStatement, !tags.named { tagName(&c) }
        scanner.scan(&c)
        let codeEnd = c.end
        c.end = end
        guard let k else { return }
        // Whatever the code left open (a string, a bracket) ends with the tag.
        let single = TemplateTagState(flags: c.state.flags).single
        c.state = LineState(flags: TemplateTagState(tag: nil, single: single, named: false).packed)
        c.emit(codeEnd, k + closer.count, .preprocessor)
        c.pos = k + closer.count
    }

    /// A statement's first word names the tag (`if`, `for`, `block`, `load`, custom ones).
    private func tagName(_ c: inout Cursor) {
        let i = c.skipBlanks(from: c.pos)
        guard i < c.end else { return }
        var j = i
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        var tags = TemplateTagState(flags: c.state.flags)
        tags.named = true
        tags.store(in: &c.state.flags)
        guard j > i else { return }
        c.emit(i, j, .keyword)
        c.pos = j
    }
}

/// A host language interrupted by template tags anywhere: its lexer runs up to each opener,
/// in whatever state it is, and the template language (`template`, by name: the registry is
/// still being built when languages are) is pushed for the one tag.
struct TemplateHostLexer: Lexer {
    let host: any Lexer
    let template: String
    let syntax: TemplateSyntax

    private var templateLanguage: Language { Languages.named(template)! }
    private var tagState: LineState { LineState(flags: TemplateTagState(tag: nil, single: true, named: false).packed) }

    func lex(_ c: inout Cursor) -> Transition {
        let end = c.end
        while c.pos < end {
            guard let k = firstOpener(&c, from: c.pos) else { break }
            c.end = k
            let before = c.pos
            let transition = host.lex(&c)
            c.end = end
            guard case .end = transition else { return transition }
            if c.pos == k { return .push(language: templateLanguage, state: tagState, opaque: true) }
            // A host that ends its line short of the tag without moving on (fuzzing found YAML
            // do so) would be asked again forever: what is left before the tag stays plain.
            if c.pos == before { c.pos = k }
        }
        c.end = end
        return host.lex(&c)
    }

    private func firstOpener(_ c: inout Cursor, from: Int) -> Int? {
        var i = from
        while let k = c.firstIndex(in: TemplateTagLexer.braces, from: i) {
            if syntax.opener(c.line, k, c.end) != nil { return k }
            i = k + 1
        }
        return nil
    }

    func boundary(in line: UnsafeBufferPointer<UInt8>, from: Int, frame: Embedding) -> Boundary? {
        let closing = host.boundary(in: line, from: from, frame: frame)
        let limit = closing?.at ?? line.count
        var i = from
        while i < limit {
            if line[i] == UInt8(ascii: "{"), syntax.opener(line, i, line.count) != nil {
                return Boundary(at: i, action: .push(language: templateLanguage, state: tagState))
            }
            i += 1
        }
        return closing
    }
}

/// What the template-tag lexer keeps in bits 0–4 of `LineState.flags` (the spec scanner's bits
/// are above): the tag open (its `TemplateSyntax.Tag` bit in 0–2), whether a host pushed the
/// lexer for one tag (`single`, bit 3), and whether a statement's name has been colored (`named`, bit 4).
struct TemplateTagState: Equatable {
    var tag: TemplateSyntax.Tag?
    var single: Bool
    var named: Bool

    @inline(__always) init(tag: TemplateSyntax.Tag?, single: Bool, named: Bool) {
        self.tag = tag
        self.single = single
        self.named = named
    }

    @inline(__always) init(flags: UInt32) {
        tag = TemplateSyntax.Tag(rawValue: flags & 7)
        single = flags & 8 != 0
        named = flags & 16 != 0
    }

    @inline(__always) var packed: UInt32 { (tag?.rawValue ?? 0) | (single ? 8 : 0) | (named ? 16 : 0) }

    /// Writes the state into its bits of `flags`, keeping the others.
    @inline(__always) func store(in flags: inout UInt32) { flags = (flags & ~0x1F) | packed }
}
