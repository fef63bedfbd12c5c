import Highlight
import Testing

/// Small inline cases for the multi-line and nesting forms issue 11 asks of the languages of its
/// first batch: Nix, Groovy, Clojure, Erlang, OCaml, F#, Julia, Elm, Vim script, LaTeX,
/// reStructuredText, AsciiDoc, Solidity, Verilog, VHDL and fish.
@Suite struct Issue11LanguagesLexerTests {
    /// The tokens of `text` as `kind:text` strings, plain text left out.
    func kinds(_ language: String, _ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
        return tokens.map { "\($0.kind.name):\(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
    }

    @Test func nixIndentedStrings() {
        #expect(kinds("nix", "''\n  a ''${b} '''\n  ${c}\n''") == [
            "string:''", "string:  a ", "escape:''$", "string:{b} ", "escape:'''", "string:  ",
            "punctuation:${", "punctuation:}", "string:''",
        ])
        // An indented string inside the interpolation of another.
        #expect(kinds("nix", "''${f ''x''}''") == [
            "string:''", "punctuation:${", "string:''x''", "punctuation:}", "string:''",
        ])
        #expect(kinds("nix", "\"a\n${b}\"").first == "string:\"a")
    }

    @Test func groovySlashyStringsAndDivision() {
        #expect(kinds("groovy", "def r = /a\\/b/") == [
            "keyword:def", "operator:=", "string:/a", "escape:\\/", "string:b/",
        ])
        #expect(kinds("groovy", "x = a / b / c").filter { $0.hasPrefix("string") }.isEmpty)
        #expect(kinds("groovy", "xs.collect { it/2 } + this/3").filter { $0.hasPrefix("string") }.isEmpty)
        #expect(kinds("groovy", "def s = $/\nx $y\n/$").contains("variable:y"))
        #expect(kinds("groovy", "'''\n${no}\n'''").allSatisfy { $0.hasPrefix("string") })
        #expect(kinds("groovy", "\"\"\"\n${a}\n\"\"\"").contains("punctuation:${"))
    }

    @Test func mlCommentsNest() {
        #expect(kinds("ocaml", "(* a (* b *) c *) x") == ["comment:(* a (* b *) c *)"])
        #expect(kinds("ocaml", "(** doc (* in *) *)") == ["doc:(** doc (* in *) *)"])
        #expect(kinds("ocaml", "{id|a\n|}|id}") == ["string:{id|a", "string:|}|id}"])
        // Strings and '"' inside comments are read as the compiler reads them.
        #expect(kinds("ocaml", "(* \"*)\" '\"' *) x") == ["comment:(* \"*)\" '\"' *)"])
        #expect(kinds("ocaml", "(* \"a\n*)\" *) x") == ["comment:(* \"a", "comment:*)\" *)"])
        #expect(kinds("ocaml", "(*) x *)") == ["comment:(*) x *)"])
        #expect(kinds("fsharp", "(* a\n(* b *)\nc *)").allSatisfy { $0.hasPrefix("comment") })
        #expect(kinds("fsharp", "let m = (*)") == [
            "keyword:let", "operator:=", "punctuation:(", "operator:*", "punctuation:)",
        ])
        #expect(kinds("fsharp", "$\"\"\"\n{x}\n\"\"\"").contains("punctuation:{"))
    }

    @Test func juliaAndElmNest() {
        #expect(kinds("julia", "#= a #= b =# c =# x") == ["comment:#= a #= b =# c =#"])
        #expect(kinds("julia", "\"\"\"\n$(f(x))\n\"\"\"").contains("function:f"))
        #expect(kinds("julia", "A' * 'a'") == ["type:A", "operator:'", "operator:*", "string:'a'"])
        #expect(kinds("elm", "{- a {- b -} c -} x") == ["comment:{- a {- b -} c -}"])
        #expect(kinds("elm", "s = \"\"\"\n\"q\"\n\"\"\"").filter { $0.hasPrefix("string") }.count == 3)
    }

    @Test func lispAndErlangLiterals() {
        #expect(kinds("clojure", "(foo :k \\a)") == [
            "punctuation:(", "function:foo", "constant::k", "string:\\a", "punctuation:)",
        ])
        #expect(kinds("clojure", "#\"a\nb\"") == ["regex:#\"a", "regex:b\""])
        #expect(kinds("erlang", "X = $a + 16#FF") == [
            "variable:X", "operator:=", "number:$a", "operator:+", "number:16#FF",
        ])
        #expect(kinds("erlang", "\"\"\"\n\\n\n\"\"\"").allSatisfy { $0.hasPrefix("string") })
    }

    @Test func vimCommentsAndHeredocs() {
        #expect(kinds("vim", "\" comment") == ["comment:\" comment"])
        #expect(kinds("vim", "echo \"str\" \" note") == ["keyword:echo", "string:\"str\"", "comment:\" note"])
        #expect(kinds("vim", "let x =<< trim END\n  a = 1\n  END\nlet y = 2").contains("keyword:let"))
        #expect(kinds("vim", "let x =<< END\nlet\nEND").filter { $0.hasPrefix("string") }.count == 3)
    }

    @Test func markupBlocks() {
        #expect(kinds("latex", "\\begin{verbatim}\n$x$ % y\n\\end{verbatim}\n%c").last == "comment:%c")
        #expect(kinds("latex", "$$\na\n$$ b") == ["string:$$", "string:a", "string:$$"])
        #expect(kinds("rst", "Text::\n\n    code\n\nBack").contains("string:code"))
        #expect(kinds("rst", ".. a comment\n   goes on\nText") == [
            "punctuation:..", "comment:a comment", "comment:goes on",
        ])
        #expect(kinds("asciidoc", "----\n== x\n----\n== y") == [
            "string:----", "string:== x", "string:----", "heading:== y",
        ])
        #expect(kinds("asciidoc", "////\nc\n////").allSatisfy { $0.hasPrefix("comment") })
    }

    /// A document may end inside an rST literal block or comment: the state there must not look
    /// open, or lint's `unterminated` would stop the commit.
    @Test func rstBlocksAtTheEndAreNotOpen() {
        for text in ["Text::\n\n    code\n", ".. a comment\n   more\n", "=====\n"] {
            let bytes = Array(text.utf8)
            let highlighter = Highlighter(language: Languages.named("rst")!)
            let end = bytes.withUnsafeBufferPointer { highlighter.lineStates(in: $0).last! }
            #expect(end.mode == 0 && end.delimiter.isEmpty && end.stack.isEmpty, "\(text)")
        }
    }

    @Test func hardwareAndContracts() {
        #expect(kinds("verilog", "x = 8'hFF + '0;") == [
            "operator:=", "number:8'hFF", "operator:+", "number:'0", "punctuation:;",
        ])
        #expect(kinds("verilog", "`define W 8") == ["preprocessor:`define", "number:8"])
        #expect(kinds("vhdl", "if clk'event and x = '1' then") == [
            "keyword:if", "attribute:'event", "keyword:and", "operator:=", "string:'1'", "keyword:then",
        ])
        #expect(kinds("vhdl", "ENTITY e IS").first == "keyword:ENTITY")
        #expect(kinds("solidity", "uint256 x = hex\"ff\";").contains("string:hex\"ff\""))
    }

    @Test func fishStrings() {
        #expect(kinds("fish", "echo \"a $b\n$(c)\"") == [
            "function:echo", "string:\"a ", "punctuation:$", "variable:b", "punctuation:$(", "punctuation:)",
            "string:\"",
        ])
        #expect(kinds("fish", "set x 'a\nb'") == ["function:set", "string:'a", "string:b'"])
    }
}
