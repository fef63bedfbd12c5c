import Highlight
import Testing

/// The spans of `text` in `language`, as `kind text` strings.
fileprivate func spans(_ language: String, _ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
}

/// Focused cases for the trickiest bash forms.
@Suite struct BashLexerTests {
    @Test func bashHashIsACommentOnlyWhereAWordStarts() {
        #expect(spans("bash", "echo a#b ${#x} $# #c") == ["function echo", "variable ${#x}", "variable $#", "comment #c"])
    }

    @Test func bashNestedQuotesInsideCommandSubstitution() {
        #expect(spans("bash", #"x="$(echo "in")""#) == [
            "variable x", "operator =", "string \"", "punctuation $(", "function echo", "string \"in\"",
            "punctuation )", "string \"",
        ])
    }

    @Test func bashHeredocsQuotedAndUnquoted() {
        #expect(spans("bash", "cat <<EOF\n$x\nEOF\ncat <<'EOF'\n$x\nEOF\n") == [
            "operator <<", "string EOF", "variable $x", "string EOF",
            "operator <<", "string 'EOF'", "string $x", "string EOF",
        ])
        // <<- allows tabs before the terminator (they are the heredoc's); <<< is a here-string.
        #expect(spans("bash", "cat <<-END\n\tx\n\tEND\necho y") == [
            "operator <<-", "string END", "string \tx", "string \tEND", "function echo",
        ])
        #expect(spans("bash", "tr a b <<< \"$v\"\necho") == [
            "operator <<<", "string \"", "variable $v", "string \"", "function echo",
        ])
    }

    @Test func bashParameterExpansionWords() {
        #expect(spans("bash", "${x:-$(pwd)/local}") == [
            "variable ${x", "operator :-", "punctuation $(", "function pwd", "punctuation )", "variable }",
        ])
    }

    @Test func bashCasePatternsInsideCommandSubstitution() {
        // The pattern's `)` does not end `$(`; after `esac` the real `)` returns to the string.
        #expect(spans("bash", "\"$(case $x in a) echo;; esac) z\"").suffix(3) == [
            "keyword esac", "punctuation )", "string  z\"",
        ])
    }

    @Test func bashAnsiCStringsAndArithmetic() {
        #expect(spans("bash", "$'a\\tb' $((1 << 2))") == [
            "string $'a", "escape \\t", "string b'", "punctuation $((", "number 1", "operator <<", "number 2",
            "punctuation ))",
        ])
    }

    @Test func bashDigitsInsideWordsGlobsAndPatternsAreNotNumbers() {
        #expect(spans("bash", "case \"$1\" in\n  -[0-9]*) shift ;;\nesac").filter { $0.hasPrefix("number") }.isEmpty)
        #expect(spans("bash", "[[ $v =~ [^0-9] ]] && VERSION=0.0.0 arch=x86_64").filter { $0.hasPrefix("number") }.isEmpty)
        #expect(spans("bash", "exit 1; n=3; cmd 2>&1; sleep 0.5; echo $((n + 10))").filter { $0.hasPrefix("number") } == [
            "number 1", "number 3", "number 2", "number 1", "number 0.5", "number 10",
        ])
    }

    @Test func bashLineContinuationIsPunctuation() {
        #expect(spans("bash", "ls \\\n  -l \\\r\n  -a\necho a\\ b") == [
            "punctuation \\", "punctuation \\\r", "function echo", "escape \\ ",
        ])
    }
}
