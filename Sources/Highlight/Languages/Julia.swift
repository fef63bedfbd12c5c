/// Julia: nested `#= =#` comments, `"…"` and `"""…"""` strings and `` `commands` `` that span
/// lines with `$name` and `$(…)` interpolation, string macros (`r"…"`, `raw"…"`), chars told
/// from the transpose `'`, `@macros` and `:symbols`.
extension Language {
    /// The Julia language.
    public static let julia = Language(
        name: "julia",
        aliases: ["jl"],
        extensions: ["jl"],
        fileNames: [],
        interpreters: ["julia"],
        lexer: TemplateStringLexer({
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("#")]
            spec.blockComments = [BlockComment("#=", "=#", nests: true)]
            spec.words = [
                (.keyword, [
                    "baremodule", "begin", "break", "catch", "const", "continue", "do", "else", "elseif", "end",
                    "export", "finally", "for", "function", "global", "if", "import", "let", "local", "macro",
                    "module", "quote", "return", "struct", "try", "using", "while", "abstract", "type",
                    "primitive", "mutable", "where", "in", "isa", "outer", "public",
                ]),
                (.type, [
                    "Any", "Bool", "Char", "Float16", "Float32", "Float64", "Int", "Int8", "Int16", "Int32",
                    "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Symbol",
                    "Nothing", "Missing", "Vector", "Matrix", "Array", "Dict", "Tuple", "Function",
                ]),
                (.constant, ["true", "false", "nothing", "missing", "Inf", "NaN", "pi", "im", "π", "ℯ"]),
            ]
            spec.functionIntroducers = ["function", "macro"]
            spec.typeIntroducers = ["struct", "module", "baremodule", "type"]
            spec.capitalizedAreTypes = true
            var part = ByteSet.identifierPart
            part.insert(UInt8(ascii: "!"))  // push!, setindex!
            spec.identifierPart = part
            spec.operators = ByteSet("+-*/%=<>!&|^~?:\\$")
            spec.punctuation = ByteSet("()[]{},;.")
            return spec
        }(), strings: JuliaSyntax.strings, hooks: [
            (UInt8(ascii: "'"), JuliaSyntax.charOrTranspose), (UInt8(ascii: "@"), JuliaSyntax.macro), (UInt8(ascii: ":"), JuliaSyntax.symbol),
        ])
    )
}

/// Julia's strings and hooks: template strings, since the engine's strings know neither `$name`
/// nor more than one form of interpolation.
private enum JuliaSyntax {
    /// Triple quotes first, so `"""` wins over `"`; string macros keep their text as written.
    static let strings = TemplateStrings([
        .init("\"\"\"", "\"\"\"", escapes: true, multiline: true),
        .init("\"", "\"", escapes: true, multiline: true),
        .init("```", "```", escapes: true, multiline: true),
        .init("`", "`", escapes: true, multiline: true),
        .init("raw\"\"\"", "\"\"\"", escapes: false, multiline: true, templates: false),
        .init("raw\"", "\"", escapes: false, multiline: true, templates: false),
        .init("r\"\"\"", "\"\"\"", escapes: true, multiline: true, templates: false),
        .init("r\"", "\"", escapes: true, multiline: true, templates: false),
        .init("md\"\"\"", "\"\"\"", escapes: true, multiline: true),
        .init("html\"", "\"", escapes: false, multiline: true, templates: false),
        .init("b\"", "\"", escapes: true, multiline: false, templates: false),
        .init("v\"", "\"", escapes: false, multiline: false, templates: false),
        .init("L\"", "\"", escapes: true, multiline: false),
    ], bracket: "(")

    /// `'a'`, `'\n'` are chars; after a value (`A'`, `x[1]'`) the quote is the adjoint operator.
    static let charOrTranspose: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        let before = i > 0 ? c.line[i - 1] : 0
        if scanner.storage.isIdentifierPart(before) || before == UInt8(ascii: ")") || before == UInt8(ascii: "]") || before == UInt8(ascii: "'") {
            c.emit(i, i + 1, .operator)
            c.pos = i + 1
            return true
        }
        guard let e = SharedHooks.charEnd(c, scanner, at: i) else { return false }
        SharedHooks.emitChar(&c, from: i, quote: i, end: e)
        return true
    }

    /// `@time`, `@inbounds`, `@show`: macro calls.
    static let macro: LanguageSpec.Hook = { c, _ in
        SharedHooks.sigilName(&c, first: ByteSet.identifierStart, kind: .attribute, valueEnds: false)
    }

    /// `:name` after a blank or an opening bracket is a symbol (but `a ? b : c` and `1:n` are not).
    static let symbol: LanguageSpec.Hook = { c, _ in
        let before = c.pos > 0 ? c.line[c.pos - 1] : UInt8(ascii: " ")
        guard ASCII.isBlank(before) || before == UInt8(ascii: "(") || before == UInt8(ascii: "[") || before == UInt8(ascii: ",") || before == UInt8(ascii: "=") else {
            return false
        }
        return SharedHooks.sigilName(&c, first: ByteSet.identifierStart, kind: .constant, valueEnds: true)
    }
}
