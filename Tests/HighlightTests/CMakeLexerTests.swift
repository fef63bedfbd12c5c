import Highlight
import Testing

/// The spans of `text` in `language`, as `kind text` strings.
fileprivate func spans(_ language: String, _ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
}

/// Focused cases for the trickiest cmake forms.
@Suite struct CMakeLexerTests {
    @Test func cmakeBracketCommentsAndArguments() {
        #expect(spans("cmake", "#[==[ a\n]] ]==]\nset(X [=[ ${y} ]=] \"${z}\")") == [
            "comment #[==[ a", "comment ]] ]==]", "function set", "punctuation (", "string [=[ ${y} ]=]",
            "string \"", "variable ${z}", "string \"", "punctuation )",
        ])
    }
}
