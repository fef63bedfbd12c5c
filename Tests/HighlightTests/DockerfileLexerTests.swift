import Highlight
import Testing

/// The spans of `text` in `language`, as `kind text` strings.
fileprivate func spans(_ language: String, _ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
    return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
}

/// Focused cases for the trickiest dockerfile forms.
@Suite struct DockerfileLexerTests {
    @Test func dockerfileHeredocsAndContinuations() {
        #expect(spans("dockerfile", "RUN <<EOF\necho $A\nEOF\nCMD [\"a\", \\\n  \"b\"]") == [
            "keyword RUN", "operator <<", "string EOF", "string echo ", "variable $A", "string EOF",
            "keyword CMD", "punctuation [", "string \"a\"", "punctuation ,", "escape \\", "string \"b\"",
            "punctuation ]",
        ])
    }

    @Test func shellFormIsBashAcrossContinuations() {
        let text = "RUN case \"$(uname -m)\" in \\\n  x86_64) a=1 ;; \\\n  esac; tmp=\"$(mktemp -d)\"\nUSER app\n"
        #expect(spans("dockerfile", text) == [
            "keyword RUN", "keyword case", "string \"", "punctuation $(", "punctuation )", "string \"", "keyword in",
            "punctuation \\", "punctuation )", "variable a", "operator =", "number 1", "punctuation ;;",
            "punctuation \\", "keyword esac", "punctuation ;", "variable tmp", "operator =", "string \"",
            "punctuation $(", "punctuation )", "string \"", "keyword USER",
        ])
        #expect(spans("dockerfile", "CMD for f in a; do echo $f; done\nENTRYPOINT [\"x\"]") == [
            "keyword CMD", "keyword for", "keyword in", "punctuation ;", "keyword do", "function echo", "variable $f",
            "punctuation ;", "keyword done", "keyword ENTRYPOINT", "punctuation [", "string \"x\"", "punctuation ]",
        ])
    }

    @Test func commandEndsWithItsLineWhateverTheShellIsIn() {
        // An unclosed quote ends with the instruction; options before the command stay Docker's.
        #expect(spans("dockerfile", "RUN echo \"open\nUSER app\nRUN --mount=type=cache,target=/c make\n") == [
            "keyword RUN", "function echo", "string \"open", "keyword USER", "keyword RUN", "attribute --mount",
        ])
        // A comment line inside a continuation does not end it; a heredoc's body follows the command.
        #expect(spans("dockerfile", "RUN a \\\n  # note\n  && b\nRUN <<EOF\ncd $X\nEOF\nUSER u") == [
            "keyword RUN", "punctuation \\", "comment # note", "operator &&", "keyword RUN", "operator <<",
            "string EOF", "string cd ", "variable $X", "string EOF", "keyword USER",
        ])
    }
}
