import Highlight
@testable import Render
import Testing

/// The function names of hunk headers are lexed with one walker kept from header to header:
/// each gets the tokens a fresh highlighter finds, whatever came before it and in whatever
/// language (a log's files change language from one to the next).
@Suite struct FunctionTokensTests {
    @Test func eachHeaderGetsAFreshHighlightersTokens() {
        let headers: [(String, String)] = [
            ("c", "static int parse(const char *s, /* open comment"),
            ("c", "struct strbuf buf = STRBUF_INIT;"),
            ("python", "def f(x): return \"\"\"doc"),
            ("shell", "test_expect_success 'setup' '"),
            ("python", "class Parser(object):"),
            ("c", "int main(void)"),
        ]
        var functions = FunctionTokens()
        var colored = 0
        for (name, header) in headers {
            let language = Languages.named(name)!
            let bytes = Array(header.utf8)
            bytes.withUnsafeBufferPointer { text in
                let kept = Array(functions.tokens(in: text, language: language))
                let fresh = Highlighter(language: language).tokens(in: text)
                #expect(kept == fresh, "\(name): \(header)")
                if !fresh.isEmpty { colored += 1 }
            }
        }
        #expect(colored == headers.count)
    }
}
