import Highlight
import Testing

/// Small inline cases for the trickiest forms of swift, rust, go, zig, kotlin, scala and dart.
@Suite struct SystemsLanguageLexerTests {
    /// The tokens of `text` in `language`, as `kind:text` separated by spaces.
    private func listing(_ language: String, _ text: String) -> String {
        let bytes = Array(text.utf8)
        let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
        return tokens.map { "\($0.kind.name):" + String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
            .joined(separator: " ")
    }

    @Test func swiftInterpolationHoldsStrings() {
        #expect(listing("swift", #""a\(f("x"))b""#)
            == #"string:"a punctuation:\( function:f punctuation:( string:"x" punctuation:)) string:b""#)
    }

    @Test func swiftRawStringsInterpolateOnlyWithTheirHashes() {
        #expect(listing("swift", ##"#"\(x) \#(y)"#"##)
            == ##"string:#"\(x)  punctuation:\#( punctuation:) string:"#"##)
    }

    @Test func swiftRegexVersusDivision() {
        #expect(listing("swift", "a / b / c") == "operator:/ operator:/")
        #expect(listing("swift", "x = /a+b/") == "operator:= regex:/a+b/")
        #expect(listing("swift", "let r = #/\n  a / b\n/#") == "keyword:let operator:= regex:#/ regex:  a / b regex:/#")
    }

    @Test func swiftNestedComments() {
        #expect(listing("swift", "/* a /* b */ c */ d()") == "comment:/* a /* b */ c */ function:d punctuation:()")
    }

    @Test func rustLifetimesAndChars() {
        #expect(listing("rust", "&'a str") == "operator:& variable:'a type:str")
        #expect(listing("rust", #"'a' '\n' '\u{1F600}'"#)
            == #"string:'a' string:' escape:\n string:' string:' escape:\u{1F600} string:'"#)
    }

    @Test func rustRawStringsAndDocComments() {
        #expect(listing("rust", ###"r##"a"#b"## x"###) == ###"string:r##"a"#b"##"###)
        #expect(listing("rust", "/**/ /*** x */ /** d */") == "comment:/**/ comment:/*** x */ doc:/** d */")
        #expect(listing("rust", "//// plain") == "comment://// plain")
        #expect(listing("rust", "//! inner") == "doc://! inner")
    }

    @Test func goRawStringSpansLines() {
        #expect(listing("go", "x := `a\n\\n\"` + y") == #"operator::= string:`a string:\n"` operator:+"#)
    }

    @Test func zigMultilineStringLines() {
        #expect(listing("zig", "const s =\n    \\\\a \"b\" // c\n;")
            == #"keyword:const operator:= string:\\a "b" // c punctuation:;"#)
    }

    @Test func kotlinSoftKeywordsUsedAsNames() {
        #expect(listing("kotlin", "val annotation = Foo::class") == "keyword:val operator:= type:Foo operator:::")
        #expect(listing("kotlin", "val companion = items.map { it.out }")
            == "keyword:val operator:= punctuation:. property:map punctuation:{ punctuation:. property:out punctuation:}")
        #expect(listing("kotlin", "fun f(out: Int) = out") == "keyword:fun function:f punctuation:( operator:: type:Int punctuation:) operator:=")
        // Before another word they modify it.
        #expect(listing("kotlin", "data class P(val x: List<out T>)\ncompanion object")
            == "keyword:data keyword:class type:P punctuation:( keyword:val operator:: type:List operator:< keyword:out type:T operator:> punctuation:) keyword:companion keyword:object")
        #expect(listing("kotlin", "private val v by lazy { 1 }").hasPrefix("keyword:private keyword:val keyword:by"))
    }

    @Test func swiftContextualKeywordsUsedAsNames() {
        #expect(listing("swift", "case macro = \"macro\"\nlet some = 1") == #"keyword:case operator:= string:"macro" keyword:let operator:= number:1"#)
        #expect(listing("swift", "var body: some View\nweak var d: D?\nmacro m()")
            == "keyword:var operator:: keyword:some type:View keyword:weak keyword:var operator:: type:D operator:? keyword:macro function:m punctuation:()")
    }

    @Test func kotlinTemplates() {
        #expect(listing("kotlin", #""$a ${b}""#) == #"string:" punctuation:$ variable:a string:  punctuation:${ punctuation:} string:""#)
    }

    @Test func scalaInterpolators() {
        #expect(listing("scala", #"s"$$x $y" "$z""#)
            == #"string:s" escape:$$ string:x  punctuation:$ variable:y string:" string:"$z""#)
    }

    @Test func dartRawStringsDoNotInterpolate() {
        #expect(listing("dart", #"r'$x' '$x'"#) == #"string:r'$x' string:' punctuation:$ variable:x string:'"#)
    }
}
