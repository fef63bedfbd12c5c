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
        lexer: TemplateTagLexer(JinjaSyntax.syntax)
    )

    /// HTML with Django or Jinja template tags.
    public static let htmlDjango = Language(
        name: "htmldjango",
        aliases: ["django", "html+django", "html+jinja", "jinja-html"],
        extensions: ["djhtml", "jhtml"],
        fileNames: [],
        interpreters: [],
        lexer: TemplateHostLexer(host: Language.html.lexer, template: "jinja", syntax: JinjaSyntax.syntax)
    )
}

/// Jinja's tags, and the Python-like expressions with `|filters` inside them.
private enum JinjaSyntax {
    static let syntax = TemplateSyntax(
        opener: { line, i, end in
            guard i + 1 < end, line[i] == UInt8(ascii: "{") else { return nil }
            let tag: TemplateSyntax.Tag
            switch line[i + 1] {
            case UInt8(ascii: "{"): tag = .expression
            case UInt8(ascii: "%"): tag = .statement
            case UInt8(ascii: "#"): tag = .comment
            default: return nil
            }
            // `{%-`, `{{+`: whitespace control belongs to the opener.
            let trim = i + 2 < end && (line[i + 2] == UInt8(ascii: "-") || line[i + 2] == UInt8(ascii: "+"))
            return (tag, i + (trim ? 3 : 2))
        },
        expressionClose: Array("}}".utf8),
        statementClose: Array("%}".utf8),
        commentClose: Array("#}".utf8),
        commentEndsTag: false,
        spec: spec
    )

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
        spec.hooks = [(UInt8(ascii: "|"), filter)]
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
