import Highlight
import Testing

/// Issue 20: lexers that read real files wrong, found by `tinge lint --all` on git's, bat's and
/// swift-argument-parser's repositories. Each case is the shape of the real file, cut down.
@Suite struct Issue20LexerTests {
    /// The tokens of `text` as `kind:text` strings, plain text left out.
    func kinds(_ language: String, _ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
        return tokens.map { "\($0.kind.name):\(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
    }

    /// The state after the last line of `text`.
    func endState(_ language: String, _ text: String) -> LineState {
        let bytes = Array(text.utf8)
        let highlighter = Highlighter(language: Languages.named(language)!)
        return bytes.withUnsafeBufferPointer { highlighter.lineStates(in: $0).last! }
    }

    /// Whether nothing is open after `text`: no mode, delimiter, stack or embedding.
    func closes(_ language: String, _ text: String) -> Bool {
        let end = endState(language, text)
        return end.mode == 0 && end.delimiter.isEmpty && end.stack.isEmpty && end.embedding == nil
    }

    /// Git's manuals: `NAME` over `----` is a section title, not a listing block.
    @Test func asciiDocTwoLineSectionTitles() {
        let page = "git-add(1)\n==========\n\nNAME\n----\ngit-add - Add files\n\nSYNOPSIS\n--------\n[verse]\n'git add'\n"
        #expect(closes("asciidoc", page))
        #expect(kinds("asciidoc", "NAME\n----\ntext").prefix(2) == ["heading:NAME", "heading:----"])
        // Within a character of the text's length, and only under a block's first line.
        #expect(closes("asciidoc", "Options\n--------\n"))
        #expect(!closes("asciidoc", "NAME\n----------\n"))
        #expect(!closes("asciidoc", "Some text,\nNAME\n----\n"))
        #expect(!closes("asciidoc", ".Title\n----\n"))
        // A listing block after a title is still one, and its body is raw.
        let listing = "EXAMPLES\n--------\n\n----\n$ git add 'x\n----\n"
        #expect(closes("asciidoc", listing))
        #expect(kinds("asciidoc", listing).contains("string:$ git add 'x"))
    }

    /// bat's issue templates end in a comment over two lines; black's have comments with blank
    /// lines in them. A comment is one HTML block to its `-->`, and Markdown follows it.
    @Test func markdownHTMLCommentsEndAtTheirMarker() {
        #expect(closes("markdown", "# Q\n\n<!-- a question\nabout bat -->\n"))
        let spaced = kinds("markdown", "<!-- one\n\n**two** -->\n")
        #expect(spaced.allSatisfy { $0.hasPrefix("comment") }, "\(spaced)")
        let after = kinds("markdown", "<!-- note -->\n**bold**\n")
        #expect(after.last == "emphasis:**bold**", "\(after)")
    }

    /// `<pre>` and `<script>` run to their closing tag, blank lines and all; `<details>` to a blank line.
    @Test func markdownHTMLBlocksEndAsCommonMarkSays() {
        #expect(closes("markdown", "<pre>\ncode\n\nmore</pre>\n"))
        #expect(kinds("markdown", "<pre>\nx\n\n# not a heading\n</pre>\n").contains { $0.hasPrefix("heading") } == false)
        #expect(closes("markdown", "<details>\n<summary>More</summary>\n\nIt's long.\n</details>\n\nText\n"))
        #expect(kinds("markdown", "<details>\n\n# Heading\n").contains("heading:# Heading"))
    }

    /// swift-argument-parser's fish completion passes `\'\'`: escaped quotes, not a string.
    @Test func fishEscapesOutsideQuotes() {
        let line = "set tokens $tokens[..$index] \\'\\' $tokens[(math $index + 1)..]\ncommand $tokens[1]\n"
        #expect(closes("fish", line))
        #expect(kinds("fish", "echo \\'x\\\" 'y'").filter { !$0.hasPrefix("function") } == [
            "escape:\\'", "escape:\\\"", "string:'y'",
        ])
        #expect(kinds("fish", "echo \\é").last == "escape:\\é")
    }

    /// Git's git-gui: a backslash escapes in Tcl, and a `"` inside a word is no quote.
    @Test func tclRegularExpressionsInBraces() {
        #expect(closes("tcl", "if {[regexp {[~?*&\\[\\0\\\"\\\\\\{]} $S]} {\n\treturn 0\n}\n"))
        #expect(closes("tcl", "if {[regexp {[ \\t\\r\\n'\"$?*]} $v]} {\n\tset v [sq $v]\n}\n"))
        // Where a word starts, a quote still opens a string.
        #expect(kinds("tcl", "puts \"a b\"; set x [list \"c\"]").filter { $0.hasPrefix("string") } == [
            "string:\"a b\"", "string:\"c\"",
        ])
        #expect(!closes("tcl", "set x \"open\n"))
    }

    /// black's `pep_701.py`: in an f-string a backslash before a brace escapes nothing, so
    /// `\{{` is a backslash and a literal brace, and `\{3}` a backslash and a field.
    @Test func pythonFStringBackslashesBeforeBraces() {
        #expect(closes("python", "f'{1}\\{{'\nf'{2} foo \\{{[\\}}'\nf'\\{3}'\nrf\"\\{\"a\"}\"\nx = 1\n"))
        #expect(kinds("python", "f'\\{x}'").contains("punctuation:{"))
        #expect(kinds("python", "'\\{'").contains("escape:\\{"))  // a plain string's escape is as before
    }

    /// vue's type tests: a TSX element may take type arguments after its name.
    @Test func tsxElementTypeArguments() {
        let text = "expectType<JSX.Element>(<Comp2<string> msg=\"1\" />)\nexpectType<JSX.Element>(<Comp2 />)\n"
        #expect(closes("tsx", text))
        #expect(kinds("tsx", "<Comp<string> a=\"1\" />").contains("type:string"))
    }

    /// After a postfix `++` a slash divides: read as a regex, it ran into a template literal's
    /// backtick, which opened a string to the end of the file.
    @Test func javaScriptDivisionAfterPostfixIncrement() {
        #expect(closes("javascript", "let y = a++ / 2; const z = `/`;\nlet w = b-- / 3; const v = `/`;\n"))
        #expect(kinds("typescript", "x = ++/a/.lastIndex").contains("regex:/a/"))
    }

    /// Python's standard library: `f'{id(self):#x}'` is a format spec, not a comment; and in a
    /// raw string a backslash keeps the quote after it (pygments' `r'[^\'\\]'`).
    @Test func pythonFormatSpecsAndRawQuotes() {
        #expect(closes("python", "return f'<{type(self).__name__} at {id(self):#x}>'\nx = 1\n"))
        #expect(closes("python", "s = f\"{n:#.3g} {u}\"\n"))
        #expect(closes("python", "p = (r'\\}(\\\\.|[^\\'\\\\])*(\"\"?\\{)*\"\"\"\"*', String)\n"))
        #expect(kinds("python", "r'\\d'") == ["string:r'\\d'"])
        #expect(kinds("python", "x = 1  # note").last == "comment:# note")
        // Python 3.12: a comment inside a triple-quoted f-string's field.
        #expect(closes("python", "f\"\"\"{\n  x  # the value\n}\"\"\"\n"))
    }

    /// jsbn's `((1<<dbits)-1)`: the second `<` of a shift opens no JSX element.
    @Test func javaScriptShiftsAreNoElements() {
        #expect(closes("javascript", "BigInteger.prototype.DM = ((1<<dbits)-1);\nx <<= 2;\nconst e = <a>b</a>;\n"))
        #expect(kinds("javascript", "a = 1<<b").contains("operator:<<"))
    }
}
