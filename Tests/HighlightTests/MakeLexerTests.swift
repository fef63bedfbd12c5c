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
}
