/// Jinja and Django templates: `{{ expressions }}`, `{% statements %}` and `{# comments #}`,
/// in plain text (`jinja`: `.j2`, `.jinja`, config templates) or in HTML (`htmldjango`:
/// `.djhtml`), where a tag may stand anywhere — in text, inside a tag or an attribute value,
/// and inside a `<script>` or `<style>`, which it interrupts the way PHP's `<?` does.
extension Language {
    /// Jinja templates of any text.
    public static let jinja = Language(
        name: "jinja",
        aliases: ["jinja2", "j2", "django-text"],
        extensions: ["j2", "jinja", "jinja2", "jj2"],
        fileNames: [],
        interpreters: [],
        lexer: JinjaLexer()
    )

    /// HTML with Django or Jinja template tags.
    public static let htmlDjango = Language(
        name: "htmldjango",
        aliases: ["django", "html+django", "html+jinja", "jinja-html"],
        extensions: ["djhtml", "jhtml"],
        fileNames: [],
        interpreters: [],
        lexer: TemplatedMarkupLexer()
    )
}

/// Text with template tags; the code inside a tag is lexed by a spec scanner, which owns
/// `mode`, `form` and `depth` while the tag is open.
///
/// `flags` says which tag is open (`expression`, `statement`, `comment`) and whether the lexer
/// was pushed by a host for one tag (`single`), after which it pops.
private struct JinjaLexer: Lexer {
    static let expression: UInt32 = 1
    static let statement: UInt32 = 2
    static let comment: UInt32 = 4
    static let single: UInt32 = 8
    /// In a statement, the tag's name has been colored.
    static let named: UInt32 = 16
    static let open: UInt32 = expression | statement | comment

    let scanner = SpecScanner(JinjaSyntax.spec)

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            let flags = c.state.flags
            if flags & Self.open == 0 {
                if flags & Self.single != 0, !Self.opens(c, at: c.pos) { return .pop }
                guard let k = Self.nextOpener(&c) else { break }
                openTag(&c, at: k)
            } else if flags & Self.comment != 0 {
                guard let k = c.firstIndex(of: Self.commentClose, from: c.pos) else { break }
                c.emit(c.pos, k + 2, .comment)
                c.pos = k + 2
                if closeTag(&c) { return .pop }
            } else {
                lexCode(&c)
                if c.state.flags & Self.open == 0, c.state.flags & Self.single != 0 {
                    c.state.flags = 0
                    return .pop
                }
            }
        }
        if c.state.flags & Self.comment != 0 { c.emitRest(.comment) }
        c.pos = c.end
        if c.atLineEnd, c.state.flags & (Self.expression | Self.statement) != 0 { scanner.endLine(&c) }
        return .end
    }

    static let commentClose = Array("#}".utf8)

    /// Whether a tag opens at `i`: `{{`, `{%` or `{#`.
    static func opens(_ c: Cursor, at i: Int) -> Bool {
        let b = c.byte(i + 1)
        return c.byte(i) == 0x7B && (b == 0x7B || b == 0x25 || b == 0x23)
    }

    /// The next opener from `c.pos`, or nil (and `c.pos` at the end).
    static func nextOpener(_ c: inout Cursor) -> Int? {
        var from = c.pos
        while let k = c.firstIndex(in: braceSet, from: from) {
            if opens(c, at: k) { return k }
            from = k + 1
        }
        c.pos = c.end
        return nil
    }

    static let braceSet = ByteSet("{")

    private func openTag(_ c: inout Cursor, at k: Int) {
        let second = c.line[k + 1]
        var e = k + 2
        if c.byte(e) == 0x2D || c.byte(e) == 0x2B { e += 1 }  // {%- whitespace control
        let single = c.state.flags & Self.single
        switch second {
        case 0x23:
            c.emit(k, e, .comment)
            c.state.flags = Self.comment | single
        case 0x25:
            c.emit(k, e, .preprocessor)
            c.state.flags = Self.statement | single
        default:
            c.emit(k, e, .preprocessor)
            c.state.flags = Self.expression | single
        }
        c.pos = e
    }

    /// Back to text after a closer; true when a host pushed this lexer for the one tag.
    private func closeTag(_ c: inout Cursor) -> Bool {
        let single = c.state.flags & Self.single != 0
        c.state = LineState()
        return single
    }

    /// The code of a tag up to its closer (`}}` or `%}`, found as text: a closer in a string
    /// ends the tag too, as Django's own lexer has it), then the closer.
    private func lexCode(_ c: inout Cursor) {
        let isStatement = c.state.flags & Self.statement != 0
        let closer: [UInt8] = isStatement ? [0x25, 0x7D] : [0x7D, 0x7D]
        let end = c.end
        let k = c.firstIndex(of: closer, from: c.pos)
        c.end = k ?? end
        if k != nil, c.end > c.pos, c.line[c.end - 1] == 0x2D || c.line[c.end - 1] == 0x2B { c.end -= 1 }
        if isStatement, c.state.flags & Self.named == 0 { tagName(&c) }
        scanner.scan(&c)
        let codeEnd = c.end
        c.end = end
        guard let k else { return }
        // Whatever the code left open (a string, a bracket) ends with the tag.
        let flags = c.state.flags
        c.state = LineState(flags: flags)
        c.emit(codeEnd, k + 2, .preprocessor)
        c.pos = k + 2
        c.state.flags = flags & Self.single
    }

    /// A statement's first word names the tag (`if`, `for`, `block`, `load`, `url`, custom ones).
    private func tagName(_ c: inout Cursor) {
        let i = c.skipBlanks(from: c.pos)
        guard i < c.end else { return }
        var j = i
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.state.flags |= Self.named
        guard j > i else { return }
        c.emit(i, j, .keyword)
        c.pos = j
    }
}

/// The expression grammar inside tags: Python-like, with `|filters`.
private enum JinjaSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.strings = [StringForm("\"", "\""), StringForm("'", "'")]
        spec.words = [
            (.keyword, ["if", "elif", "else", "endif", "for", "in", "endfor", "block", "endblock", "extends",
                        "include", "import", "from", "macro", "endmacro", "call", "endcall", "set", "endset", "with",
                        "endwith", "filter", "endfilter", "raw", "endraw", "autoescape", "endautoescape", "not",
                        "and", "or", "is", "as", "recursive", "ignore", "missing", "scoped", "context", "without",
                        "only", "by", "empty", "trans", "endtrans", "pluralize", "load", "url", "csrf_token",
                        "comment", "endcomment", "verbatim", "endverbatim", "spaceless", "endspaceless", "cycle",
                        "firstof", "now", "regroup", "ifchanged", "endifchanged"]),
            (.constant, ["true", "false", "none", "True", "False", "None"]),
            (.variable, ["loop", "self", "super", "varargs", "kwargs", "caller", "forloop", "block"]),
        ]
        spec.operators = ByteSet("+-*/%=<>!~|")
        spec.punctuation = ByteSet("()[]{},:.")
        spec.hooks = [(0x7C, filter)]
        return spec
    }()

    /// `|upper`, `|default('x')`, `|date:"Y-m-d"`: a filter's name.
    static let filter: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        c.emit(i, i + 1, .operator)
        let s = c.skipBlanks(from: i + 1)
        var j = s
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        if j > s, !ASCII.isDigit(c.line[s]) { c.emit(s, j, .function) }
        c.pos = j
        c.valueEnded = true
        return true
    }
}

/// HTML whose template tags interrupt it anywhere: the markup lexer runs up to each opener, and
/// the template language is pushed for the one tag; inside a `<script>` or `<style>`, the
/// boundary pushes it over the embedded language, which resumes after the tag.
private struct TemplatedMarkupLexer: Lexer {
    private let markup = MarkupLexer(isHTML: true)
    /// Looked up on first use: the registry is still being built when languages are.
    private static let template = Languages.index(named: "jinja")!
    private var template: Int { Self.template }

    func lex(_ c: inout Cursor) -> Transition {
        let end = c.end
        while c.pos < end {
            let start = c.pos
            guard let k = JinjaLexer.nextOpener(&c) else {
                c.pos = start
                break
            }
            // The markup lexes up to the opener, in whatever mode it is.
            c.end = k
            let transition = markup.lex(&c)
            c.end = end
            guard case .end = transition else { return transition }
            if c.pos == k { return .push(language: template, state: LineState(flags: JinjaLexer.single), opaque: true) }
        }
        c.end = end
        return markup.lex(&c)
    }

    func boundary(in line: UnsafeBufferPointer<UInt8>, from: Int, frame: Embedding) -> Boundary? {
        let closing = markup.boundary(in: line, from: from, frame: frame)
        var i = from
        let limit = min(closing?.at ?? line.count, line.count - 1)
        while i < limit {
            let b = line[i + 1]
            if line[i] == 0x7B, b == 0x7B || b == 0x25 || b == 0x23 {
                return Boundary(at: i, action: .push(language: template, state: LineState(flags: JinjaLexer.single)))
            }
            i += 1
        }
        return closing
    }
}
