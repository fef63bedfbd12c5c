/// fish: `#` comments, `'…'` and `"…"` strings that span lines, `$var` and `$(cmd)` inside
/// double quotes, `$var` and `$var[1]` outside them, backslash escapes outside quotes (`\'`
/// is a quote character, not a string), and fish's builtins.
extension Language {
    /// The fish shell.
    public static let fish = Language(
        name: "fish",
        aliases: ["fishshell"],
        extensions: ["fish"],
        fileNames: [],
        interpreters: ["fish"],
        lexer: TemplateStringLexer({
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
            part.insert(UInt8(ascii: "-"))  // fish_prompt-helper, set-color
            spec.identifierPart = part
            spec.operators = ByteSet("|&;<>=!*?~")
            spec.punctuation = ByteSet("()[]{},")
            return spec
        }(), strings: FishSyntax.strings, hooks: [(UInt8(ascii: "$"), FishSyntax.variable), (UInt8(ascii: "\\"), FishSyntax.escape)])
    )
}

/// fish's template strings, for `$name` and `$(…)` in double quotes, and its variables.
private enum FishSyntax {
    static let strings = TemplateStrings([
        .init("\"", "\"", escapes: true, multiline: true),
        .init("'", "'", escapes: true, multiline: true, templates: false),
    ], bracket: "(")

    /// `\'`, `\"`, `\$`, `\ `: outside quotes a backslash takes the next character as it is
    /// (swift-argument-parser's completion script passes `\'\'`).
    static let escape = SharedHooks.backslashTakesNextCharacter

    /// `$PATH`, `$argv`, `$status`: variables (`$$name` dereferences twice).
    static let variable: LanguageSpec.Hook = { c, _ in
        var j = c.pos + 1
        while c.byte(j) == UInt8(ascii: "$") { j += 1 }
        guard ASCII.isWord(c.byte(j)) else {
            // The run of `$`s is passed whole: a line of them is not read again from each.
            c.pos = j
            return true
        }
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.emit(c.pos, j, .variable)
        c.pos = j
        c.valueEnded = true
        return true
    }
}
