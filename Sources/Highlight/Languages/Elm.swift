/// Elm: nested `{- -}` comments and `{-| -}` docs, `"""…"""` strings that span lines, chars,
/// and the names defined in the first column.
extension Language {
    /// The Elm language.
    public static let elm = Language(
        name: "elm",
        aliases: [],
        extensions: ["elm"],
        fileNames: [],
        interpreters: [],
        lexer: ElmLexer()
    )
}

/// The spec scanner, after coloring a lowercase name in the first column (a definition or its
/// type annotation) as a function.
private struct ElmLexer: Lexer {
    static let keywords = [
        "module", "exposing", "import", "as", "if", "then", "else", "case", "of", "let", "in", "type", "alias",
        "port", "where", "effect", "command", "subscription",
    ]
    private static let keywordTable = WordTable([(.keyword, keywords)])

    private let scanner: SpecScanner = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("--")]
        // The doc form shares the `{-` opener and is entered only through `docComment`.
        spec.blockComments = [BlockComment("{-", "-}", nests: true), BlockComment("{-", "-}", nests: true, kind: .doc)]
        spec.strings = [
            StringForm("\"\"\"", "\"\"\"", multiline: true),
            StringForm("\"", "\""),
            StringForm("'", "'"),
        ]
        spec.words = [(.keyword, ElmLexer.keywords), (.constant, ["True", "False", "Nothing", "Just", "Ok", "Err"])]
        spec.typeIntroducers = ["type", "alias", "module"]
        spec.capitalizedAreTypes = true
        spec.callsAreFunctions = false
        spec.propertiesAfterDot = true
        spec.operators = ByteSet("+-*/%=<>!&|^~?:\\")
        spec.punctuation = ByteSet("()[]{},`.")
        spec.hooks = [(UInt8(ascii: "{"), ElmLexer.docComment)]
        return SpecScanner(spec)
    }()

    func lex(_ c: inout Cursor) -> Transition {
        if c.pos == 0, c.state.mode == SpecScanner.Mode.code { definition(&c) }
        return scanner.lex(&c)
    }

    /// `update msg model =` and `update : Msg -> Model`: the name in the first column is a function.
    private func definition(_ c: inout Cursor) {
        guard c.end > 0, c.line[0] &- UInt8(ascii: "a") < 26 else { return }
        var j = 1
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        guard Self.keywordTable.lookup(c.line, 0, j) == nil else { return }
        c.emit(0, j, .function)
        c.pos = j
    }

    /// `{-|` opens a doc comment.
    static let docComment: LanguageSpec.Hook = { c, _ in
        guard c.byte(c.pos + 1) == UInt8(ascii: "-"), c.byte(c.pos + 2) == UInt8(ascii: "|") else { return false }
        SharedHooks.enterDocComment(&c)
        return true
    }
}
