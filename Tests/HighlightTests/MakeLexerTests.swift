import Highlight
import Testing

/// The spans of `text` in `language`, as `kind text` strings.
fileprivate func spans(_ language: String, _ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
}

/// Focused cases for the trickiest make forms.
@Suite struct MakeLexerTests {
    @Test func makeRecipesAssignmentsAndDefine() {
        #expect(spans("make", "CC ?= cc\nall: x.o\n\t@$(CC) -o $@ $^\n") == [
            "variable CC", "operator ?=", "function all", "operator :", "operator @", "variable $(CC)",
            "variable $@", "variable $^",
        ])
        #expect(spans("make", "define T\n# body $(X)\nendef\nY = 1") == [
            "keyword define", "variable T", "variable $(X)", "keyword endef", "variable Y", "operator =",
        ])
    }

    @Test func quotedStringsInValuesAndFunctionArguments() {
        #expect(spans("make", "NEXT_VERSION ?= \"unreleased\"\nCCCOLOR=\"\\033[34m\"\n") == [
            "variable NEXT_VERSION", "operator ?=", "string \"unreleased\"", "variable CCCOLOR", "operator =",
            "string \"\\033[34m\"",
        ])
        #expect(spans("make", "UNAME := $(shell sh -c 'uname -s 2>/dev/null || echo not')") == [
            "variable UNAME", "operator :=", "variable $(", "function shell", "string 'uname -s 2>/dev/null || echo not'",
            "variable )",
        ])
        #expect(spans("make", "X = \"$(shell date)\"") == [
            "variable X", "operator =", "string \"", "variable $(", "function shell", "string  date", "variable )",
            "string \"",
        ])
        // An apostrophe inside a word, or a quote never closed, is text.
        #expect(spans("make", "$(info don't stop)\nY = it's") == [
            "variable $(", "function info", "variable )", "variable Y", "operator =",
        ])
    }

    @Test func continuationInPrerequisitesIsNotAString() {
        #expect(spans("make", "all: a.o \\\n  b.o\n") == ["function all", "operator :", "punctuation \\"])
    }
}
