import Highlight
import TestSupport
import Testing

/// Small cases for the trickiest forms of the C family, Java, C#, Protobuf and GraphQL.
@Suite struct CFamilyLexerTests {
    /// The listing of `text` lexed as `language`, one `kind "text"` per token, lines joined by `|`.
    func listing(_ language: String, _ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let tokens = Highlighter(language: Languages.named(language)!).tokens(in: bytes)
        return tokens.map { "\($0.kind.name) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
    }

    @Test func continuedMacroStaysPreprocessor() {
        #expect(listing("c", "#define A(x) \\\n  f(x, \"s\")\nint y;") == [
            "preprocessor #define A(x) \\", "preprocessor   f(x, ", "string \"s\"", "preprocessor )",
            "type int", "punctuation ;",
        ])
    }

    @Test func includeHeaderIsAString() {
        #expect(listing("c", "#  include <sys/types.h> // why") == [
            "preprocessor #  include ", "string <sys/types.h>", "preprocessor  ", "comment // why",
        ])
    }

    @Test func commentInDirectiveContinuesByBackslash() {
        #expect(listing("c", "#if X // note \\\n still note\nint") == [
            "preprocessor #if X ", "comment // note \\", "comment  still note", "type int",
        ])
    }

    @Test func digitSeparatorIsNoCharLiteral() {
        #expect(listing("c", "#define N 1'000\nx = 1'000'000ull + 'a';") == [
            "preprocessor #define N 1'000", "operator =", "number 1'000'000ull", "operator +", "string 'a'",
            "punctuation ;",
        ])
    }

    @Test func rawStringSpansLinesUntilItsFence() {
        #expect(listing("cpp", "auto s = u8R\"x(a)\"\nb)x\";") == [
            "keyword auto", "operator =", "string u8R\"x(a)\"", "string b)x\"", "punctuation ;",
        ])
    }

    @Test func objectiveCAtWords() {
        #expect(listing("objective-c", "@property NSString *s = @\"hi\";") == [
            "keyword @property", "type NSString", "operator *", "operator =", "string @\"hi\"", "punctuation ;",
        ])
    }

    @Test func csharpRawStringTakesItsQuoteCount() {
        #expect(listing("csharp", "x = \"\"\"\"\n\"\"\" in\n\"\"\"\";") == [
            "operator =", "string \"\"\"\"", "string \"\"\" in", "string \"\"\"\"", "punctuation ;",
        ])
    }

    @Test func csharpInterpolationHoldsNestedStrings() {
        #expect(listing("csharp", "$\"a{f(\"}\")}{{b\"") == [
            "string $\"a", "punctuation {", "function f", "punctuation (", "string \"}\"", "punctuation )}",
            "escape {{", "string b\"",
        ])
    }

    @Test func csharpVerbatimStringDoublesQuotes() {
        #expect(listing("csharp", "@\"a\"\"\nb\\\" x") == ["string @\"a\"\"", "string b\\\""])
    }

    @Test func javaTextBlockAndAnnotation() {
        #expect(listing("java", "@Override String s = \"\"\"\n  a \"q\"\n  \"\"\";") == [
            "attribute @Override", "type String", "operator =", "string \"\"\"", "string   a \"q\"",
            "string   \"\"\"", "punctuation ;",
        ])
    }

    @Test func protobufOptionNamesAcrossLines() {
        #expect(listing("protobuf", "int32 a = 1 [\n  packed = true];") == [
            "type int32", "operator =", "number 1", "punctuation [", "property packed", "operator =",
            "constant true", "punctuation ];",
        ])
    }

    @Test func graphqlKeywordAsFieldName() {
        #expect(listing("graphql", "type Q { input: In @deprecated }") == [
            "keyword type", "type Q", "punctuation {", "property input", "punctuation :", "type In",
            "attribute @deprecated", "punctuation }",
        ])
    }

    @Test func csharpRawInterpolatedStringHolesAreCode() {
        #expect(listing("csharp", "var s = $\"\"\"\n    Hi {user.Name}, {n + 1}\n    \"\"\";") == [
            "keyword var", "operator =", "string $\"\"\"", "string     Hi ", "punctuation {", "punctuation .",
            "punctuation }", "string , ", "punctuation {", "operator +", "number 1", "punctuation }",
            "string     \"\"\"", "punctuation ;",
        ])
        // With `$$`, `{{` opens a hole and a single `{` is text; a raw string without `$` has no holes.
        #expect(listing("csharp", "x = $$\"\"\"{\"id\": {{id}}}\"\"\" + \"\"\"{id}\"\"\";") == [
            "operator =", "string $$\"\"\"{\"id\": ", "punctuation {{", "punctuation }}", "string }\"\"\"",
            "operator +", "string \"\"\"{id}\"\"\"", "punctuation ;",
        ])
        // Braces inside a hole nest; the hole ends at its own depth.
        #expect(listing("csharp", "$\"\"\"{new { A = 1 }.A}\"\"\"").suffix(3) == ["punctuation }.", "punctuation }", "string \"\"\""])
    }
}
