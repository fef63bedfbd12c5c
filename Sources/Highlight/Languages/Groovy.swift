/// Groovy and Gradle scripts: `'''` and `"""` strings, slashy `/…/` and dollar-slashy `$/…/$`
/// strings that span lines, GString `$name` and `${…}` templates, Groovydoc and annotations.
extension Language {
    /// Groovy, Gradle build scripts and Jenkins pipelines.
    public static let groovy = Language(
        name: "groovy",
        aliases: ["gradle", "jenkinsfile"],
        extensions: ["groovy", "gvy", "gy", "gsh", "gradle"],
        fileNames: ["Jenkinsfile"],
        interpreters: ["groovy"],
        lexer: TemplateStringLexer({
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            // Groovydoc shares the `/*` opener and is entered only through `SharedHooks.docComment`.
            spec.blockComments = [BlockComment("/*", "*/"), BlockComment("/*", "*/", kind: .doc)]
            spec.words = [
                (.keyword, [
                    "abstract", "as", "assert", "break", "case", "catch", "class", "const", "continue", "def",
                    "default", "do", "else", "enum", "extends", "final", "finally", "for", "goto", "if",
                    "implements", "import", "in", "instanceof", "interface", "native", "new", "package",
                    "permits", "private", "protected", "public", "record", "return", "sealed", "static",
                    "strictfp", "switch", "synchronized", "throw", "throws", "trait", "transient", "try",
                    "var", "volatile", "while", "yield",
                ]),
                // Values, so a `/` after them divides (`it/2`) rather than opening a slashy string.
                (.variable, ["this", "super", "it", "owner", "delegate"]),
                (.type, ["boolean", "byte", "char", "double", "float", "int", "long", "short", "void"]),
                (.constant, ["true", "false", "null"]),
            ]
            spec.typeIntroducers = ["class", "interface", "trait", "enum", "record"]
            spec.capitalizedAreTypes = true
            spec.propertiesAfterDot = true
            // A slashy string may start a line after an operator on the line before.
            spec.remembersValueEnd = true
            spec.operators = ByteSet("+-*/%=<>!&|^~?:")
            return spec
        }(), strings: GroovySyntax.strings, hooks: [
            (UInt8(ascii: "/"), GroovySyntax.slash), (UInt8(ascii: "$"), GroovySyntax.dollar), (UInt8(ascii: "@"), SharedHooks.annotation),
            (UInt8(ascii: "#"), GroovySyntax.shebang),
        ])
    )
}

/// Groovy's strings and hooks: template strings, since the engine's strings know `${…}` but
/// not `$name` templates; slashy strings open only where a value cannot end.
private enum GroovySyntax {
    static let strings = TemplateStrings([
        .init("\"\"\"", "\"\"\"", escapes: true, multiline: true),
        .init("'''", "'''", escapes: true, multiline: true, templates: false),
        .init("\"", "\"", escapes: true, multiline: false),
        .init("'", "'", escapes: true, multiline: false, templates: false),
        .init("/", "/", escapes: true, multiline: true),
        .init("$/", "/$", escapes: false, multiline: true),
    ], dollarEscapes: true)

    /// `/**` opens Groovydoc; `/` where no value ended (and not `//`, `/*`, `/=`) a slashy string.
    static let slash: LanguageSpec.Hook = { c, scanner in
        if SharedHooks.docComment(&c, scanner) { return true }
        let next = c.byte(c.pos + 1)
        guard !c.valueEnded, next != UInt8(ascii: "/"), next != UInt8(ascii: "*"), next != UInt8(ascii: "="), next != UInt8(ascii: " ") else { return false }
        return strings.open(&c)
    }

    /// `$/` opens a dollar-slashy string.
    static let dollar: LanguageSpec.Hook = { c, _ in
        c.byte(c.pos + 1) == UInt8(ascii: "/") && strings.open(&c)
    }

    /// `#!/usr/bin/env groovy` on the first column is a comment.
    static let shebang: LanguageSpec.Hook = { c, _ in
        guard c.pos == 0, c.byte(1) == UInt8(ascii: "!") else { return false }
        c.emitRest(.comment)
        return true
    }
}
