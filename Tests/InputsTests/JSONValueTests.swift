import Inputs
import Testing

/// The JSON `rg --json` writes, read back: strings as bytes, escapes and surrogate pairs,
/// nothing that is not JSON, and no nesting deep enough to exhaust the stack.
@Suite struct JSONValueTests {
    static func parse(_ text: String) -> JSONValue? { JSONValue.parse(Array(text.utf8)[...]) }

    @Test func valuesAndMembers() {
        let value = Self.parse(#" {"a": [1, -2, 3.5, true, false, null], "b": {"c": "d"}} "#)
        #expect(value?["a"]?.elements == [.integer(1), .integer(-2), .otherNumber, .bool(true), .bool(false), .null])
        #expect(value?["b"]?["c"]?.text == "d")
        #expect(value?["z"] == nil)
    }

    @Test func stringEscapes() {
        #expect(Self.parse(#""a\"b\\c\/d\n\t\u0041\u00e9\ud83d\ude00""#)?.text == "a\"b\\c/d\n\tAé😀")
        #expect(Self.parse(#""\ud83d x""#)?.text == "\u{FFFD} x", "a lone surrogate")
        #expect(Self.parse(#""\ude00""#)?.text == "\u{FFFD}")
        #expect(Self.parse("\"tab\there\"") == nil, "a control character must be escaped")
    }

    @Test func notJSON() {
        for text in ["", "{", "{\"a\"}", "[1,]", "{\"a\":1} x", "tru", "01x", "\"open", "{'a':1}", "1e"] {
            #expect(Self.parse(text) == nil, "\(text)")
        }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.parse(deep) == nil)
        let fine = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        #expect(Self.parse(fine) != nil)
    }
}
