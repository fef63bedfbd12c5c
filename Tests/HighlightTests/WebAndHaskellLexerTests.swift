import Highlight
import Testing

/// Small inline cases for the trickiest forms of javascript, typescript, tsx, css, scss and haskell.
@Suite struct WebAndHaskellLexerTests {
    /// The tokens of `text` as `kind:text` strings, plain text left out.
    func kinds(_ language: String, _ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
        return tokens.map { "\($0.kind.name):\(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
    }

    @Test func divisionVersusRegex() {
        #expect(kinds("javascript", "a / b / c") == ["operator:/", "operator:/"])
        #expect(kinds("javascript", "x = /re/g") == ["operator:=", "regex:/re/g"])
        #expect(kinds("javascript", "return /x/") == ["keyword:return", "regex:/x/"])
        #expect(kinds("javascript", "(/x/)") == ["punctuation:(", "regex:/x/", "punctuation:)"])
        #expect(kinds("javascript", "r = /[/]+/") == ["operator:=", "regex:/[/]+/"])
        #expect(kinds("javascript", "f(x) / 2") == ["function:f", "punctuation:(", "punctuation:)", "operator:/", "number:2"])
    }

    @Test func regexAfterAStatementHead() {
        #expect(kinds("javascript", "if (line) /^#/.test(line) && skip()").contains("regex:/^#/"))
        #expect(kinds("javascript", "while (next(it)) /\\d+/g.exec(s)").contains("regex:/\\d+/g"))
        #expect(kinds("javascript", "for (;;) /x/").last == "regex:/x/")
        // A call's or a method named `if`'s parentheses still end a value.
        #expect(kinds("javascript", "f(x) / 2 / 3").filter { $0.hasPrefix("operator") } == ["operator:/", "operator:/"])
        #expect(kinds("javascript", "a.if(x) / 2 / 3").filter { $0.hasPrefix("operator") } == ["operator:/", "operator:/"])
    }

    @Test func haskellImportAs() {
        #expect(kinds("haskell", "import qualified Data.Map as M\nas = 1") == [
            "keyword:import", "keyword:qualified", "type:Data", "punctuation:.", "type:Map", "keyword:as", "type:M",
            "function:as", "operator:=", "number:1",
        ])
    }

    @Test func nestedTemplates() {
        #expect(kinds("javascript", "`a${`b${\"c\"}`}d`") == [
            "string:`a", "punctuation:${", "string:`b", "punctuation:${", "string:\"c\"", "punctuation:}", "string:`",
            "punctuation:}", "string:d`",
        ])
        #expect(kinds("javascript", "`x ${\n{ a: 1 }\n} y`").last == "string: y`")
    }

    @Test func jsxTextIsNotCode() {
        #expect(kinds("javascript", "x = <p>if {a} don't</p>") == [
            "operator:=", "punctuation:<", "tag:p", "punctuation:>", "punctuation:{", "punctuation:}",
            "punctuation:</", "tag:p", "punctuation:>",
        ])
        #expect(kinds("javascript", "<>\n  return 'x\n</>;").filter { $0.hasPrefix("keyword") || $0.hasPrefix("string") }.isEmpty)
        #expect(kinds("javascript", "if (a <b) {}").contains("operator:<"))
    }

    @Test func tsxGenericsAreNotElements() {
        #expect(kinds("tsx", "f = <T,>(x: T) => x").prefix(3) == ["operator:=", "operator:<", "type:T"])
        #expect(kinds("tsx", "f = <T extends U>(x: T) => x").contains("keyword:extends"))
        #expect(kinds("tsx", "e = <T>x</T>").contains("tag:T"))
        #expect(kinds("typescript", "let a: Array<Map<K, V>>").contains("operator:>>"))
    }

    @Test func cssSelectorsAndDeclarations() {
        #expect(kinds("css", "a.b#c:hover { color: #fff !important; }") == [
            "tag:a", "type:.b", "constant:#c", "attribute::hover", "punctuation:{", "property:color", "punctuation::",
            "number:#fff", "keyword:!important", "punctuation:;", "punctuation:}",
        ])
        #expect(kinds("scss", ".a { &:hover { $x: 1px; } }").contains("variable:$x"))
        #expect(kinds("scss", "p { margin-#{$s}: 0 }").prefix(3) == ["tag:p", "punctuation:{", "property:margin-"])
    }

    @Test func haskellCommentsAndOperators() {
        #expect(kinds("haskell", "a --> b") == ["operator:-->"])
        #expect(kinds("haskell", "x |-- y") == ["operator:|--"])
        #expect(kinds("haskell", " x -- note") == ["comment:-- note"])
        #expect(kinds("haskell", " f -- | doc") == ["doc:-- | doc"])
        #expect(kinds("haskell", "{- a {- b -} c -} x") == ["comment:{- a {- b -} c -}"])
        #expect(kinds("haskell", " foldl' f 'a' x'") == ["string:'a'"])
        #expect(kinds("haskell", "s = \"a\\\n   \\b\"") == ["function:s", "operator:=", "string:\"a", "escape:\\", "escape:   \\", "string:b\""])
    }
}
