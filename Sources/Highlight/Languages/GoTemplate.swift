/// Go's text/template and html/template: `{{ actions }}` with `{{-`/`-}}` trimming and
/// `{{/* comments */}}`, `.Field` chains, `$variables` and pipelines, over plain text
/// (`gotmpl`), HTML (`gohtml`) or YAML (`helm`: a Helm chart's `templates/*.yaml`, with the
/// Sprig and Helm functions).
extension Language {
    /// Go templates of any text.
    public static let goTemplate = Language(
        name: "gotmpl",
        aliases: ["gotemplate", "go-template", "tmpl"],
        extensions: ["gotmpl", "gotemplate", "tmpl"],
        fileNames: [],
        interpreters: [],
        lexer: TemplateTagLexer(GoTemplateSyntax.syntax)
    )

    /// HTML with Go template actions (html/template).
    public static let goHTML = Language(
        name: "gohtml",
        aliases: ["go-html-template"],
        extensions: ["gohtml"],
        fileNames: [],
        interpreters: [],
        lexer: TemplateHostLexer(host: Language.html.lexer, template: "gotmpl", syntax: GoTemplateSyntax.syntax)
    )

    /// YAML with Go template actions: Helm charts' templates.
    public static let helm = Language(
        name: "helm",
        aliases: ["helm-template", "yaml+gotmpl"],
        extensions: [],
        fileNames: [],
        interpreters: [],
        lexer: TemplateHostLexer(host: Language.yaml.lexer, template: "gotmpl", syntax: GoTemplateSyntax.syntax)
    )
}

/// Go's actions, and the pipelines inside them.
private enum GoTemplateSyntax {
    static let syntax = TemplateSyntax(
        opener: { line, i, end in
            guard i + 1 < end, line[i] == UInt8(ascii: "{"), line[i + 1] == UInt8(ascii: "{") else { return nil }
            var e = i + 2
            // `{{- ` trims the text before (the blank is required: `{{-3}}` is a number).
            if e + 1 < end, line[e] == UInt8(ascii: "-"), ASCII.isBlank(line[e + 1]) { e += 2 }
            var k = e
            while k < end, ASCII.isBlank(line[k]) { k += 1 }
            if k + 1 < end, line[k] == UInt8(ascii: "/"), line[k + 1] == UInt8(ascii: "*") { return (.comment, k + 2) }
            return (.expression, e)
        },
        expressionClose: Array("}}".utf8),
        statementClose: Array("}}".utf8),
        commentClose: Array("*/".utf8),
        commentEndsTag: true,
        spec: spec
    )

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.strings = [StringForm("\"", "\""), StringForm("`", "`", escape: nil)]
        spec.words = [
            (.keyword, ["if", "else", "end", "range", "with", "define", "template", "block", "break", "continue"]),
            (.constant, ["true", "false", "nil"]),
            (.function, ["and", "or", "not", "len", "index", "print", "printf", "println", "html", "js", "urlquery",
                         "eq", "ne", "lt", "le", "gt", "ge", "slice", "call",
                         // Sprig and Helm, as charts use them.
                         "include", "tpl", "toYaml", "toJson", "fromYaml", "fromJson", "indent", "nindent", "quote",
                         "squote", "default", "required", "trim", "upper", "lower", "title", "replace", "list",
                         "dict", "get", "set", "hasKey", "merge", "b64enc", "b64dec", "sha256sum", "lookup", "empty",
                         "coalesce", "ternary", "toString", "int", "atoi", "semverCompare", "contains", "hasPrefix",
                         "hasSuffix", "trimSuffix", "trimPrefix", "trunc", "printf", "cat", "join", "split", "until",
                         "keys", "pluck", "first", "last", "append", "uniq", "fail", "regexMatch"]),
        ]
        spec.callsAreFunctions = false
        spec.operators = ByteSet(":=|!")
        spec.punctuation = ByteSet("(),")
        spec.hooks = [(UInt8(ascii: "."), field), (UInt8(ascii: "$"), variable), (UInt8(ascii: "'"), SharedHooks.charLiteral)]
        return spec
    }()

    /// `.Values.image.tag`, `.Release.Name`, `.`: the data and its fields.
    static let field: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.emit(i, j, j == i + 1 ? .variable : .property)
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `$`, `$name`, `$.Values`: variables.
    static let variable: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.emit(i, j, .variable)
        c.pos = j
        c.valueEnded = true
        return true
    }

}
