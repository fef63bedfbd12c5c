/// fish: `#` comments, `'…'` and `"…"` strings that span lines, `$var` and `$(cmd)` inside
/// double quotes, `$var` and `$var[1]` outside them, and fish's builtins.
extension Language {
    /// The fish shell.
    public static let fish = Language(
        name: "fish",
        aliases: ["fishshell"],
        extensions: ["fish"],
        fileNames: [],
        interpreters: ["fish"],
        lexer: FishLexer(spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("#", needsBoundary: true)]
            spec.words = [
                (.keyword, [
                    "function", "end", "if", "else", "switch", "case", "for", "in", "while", "begin", "return",
                    "break", "continue", "and", "or", "not", "exit",
                ]),
                (.function, [
                    "set", "set_color", "test", "contains", "echo", "printf", "argparse", "source", "status",
                    "string", "math", "command", "builtin", "emit", "read", "commandline", "complete", "abbr",
                    "alias", "bind", "functions", "count", "type", "cd", "eval", "exec", "fish_add_path",
                    "random", "path", "time",
                ]),
                (.constant, ["true", "false"]),
            ]
            spec.functionIntroducers = ["function"]
            spec.callsAreFunctions = false
            var part = ByteSet.identifierPart
            part.insert(0x2D)  // fish_prompt-helper, set-color
            spec.identifierPart = part
            spec.operators = ByteSet("|&;<>=!*?~")
            spec.punctuation = ByteSet("()[]{},")
            return spec
        }())
    )
}

/// fish's lexer: the spec scanner plus template strings for `$name` and `$(…)` in double quotes.
private struct FishLexer: Lexer {
    let strings = TemplateStrings([
        .init("\"", "\"", escapes: true, multiline: true),
        .init("'", "'", escapes: true, multiline: true, templates: false),
    ], bracket: "(")

    let scanner: SpecScanner

    init(spec: LanguageSpec) {
        var spec = spec
        spec.hooks += strings.hooks + [(0x24, Self.variable)]
        scanner = SpecScanner(spec)
    }

    func lex(_ c: inout Cursor) -> Transition {
        strings.lex(&c, scanner)
    }

    /// `$PATH`, `$argv`, `$status`: variables (`$$name` dereferences twice).
    static let variable: LanguageSpec.Hook = { c, _ in
        var j = c.pos + 1
        while c.byte(j) == 0x24 { j += 1 }
        guard ASCII.isWord(c.byte(j)) else { return false }
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.emit(c.pos, j, .variable)
        c.pos = j
        c.valueEnded = true
        return true
    }
}
