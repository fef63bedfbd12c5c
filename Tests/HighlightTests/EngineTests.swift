import Highlight
import Testing

@Suite struct EngineTests {
    @Test func wordTableFindsExactlyItsWords() {
        let table = WordTable([(.keyword, ["if", "else", "return"]), (.constant, ["true", "if"])])
        func kind(_ s: String) -> TokenKind? { Array(s.utf8).withUnsafeBufferPointer { table.lookup($0, 0, $0.count) } }
        #expect(kind("if") == .keyword)  // the first kind listed wins
        #expect(kind("true") == .constant)
        #expect(kind("els") == nil)
        #expect(kind("elsee") == nil)
        #expect(kind("") == nil)
    }

    @Test func wordTableCanIgnoreCase() {
        let table = WordTable([(.keyword, ["select"])], ignoresCase: true)
        #expect(Array("SeLeCt".utf8).withUnsafeBufferPointer { table.lookup($0, 0, $0.count) } == .keyword)
    }

    /// The filters that turn most identifiers away before hashing (the lengths and first bytes
    /// of the words held) must let every word through: words of every length up to 255 (the
    /// lengths from 63 up share a bit), a folded first byte in either case, `_` and digits.
    @Test func wordTableFiltersNeverHideAWord() {
        let words = (1...255).map { String(repeating: "k", count: $0 - 1) + "z" } + ["_private", "Zeta", "9lives"]
        let table = WordTable([(.keyword, words)])
        for word in words {
            #expect(Array(word.utf8).withUnsafeBufferPointer { table.lookup($0, 0, $0.count) } == .keyword, "\(word.count)")
        }
        for other in ["kkz_", "zeta", "_privat", String(repeating: "k", count: 70) + "y", "y"] {
            #expect(Array(other.utf8).withUnsafeBufferPointer { table.lookup($0, 0, $0.count) } == nil, "\(other)")
        }
        let folded = WordTable([(.keyword, ["select", "_from"])], ignoresCase: true)
        for word in ["SELECT", "select", "sELECT", "_FROM", "_From"] {
            #expect(Array(word.utf8).withUnsafeBufferPointer { folded.lookup($0, 0, $0.count) } == .keyword, "\(word)")
        }
    }

    /// A word is found by its packed bytes (eight or fewer) or by its ends (more): read where
    /// it lies in a longer line, at the line's end (where eight bytes cannot be loaded), folded
    /// or not; and a word that differs only in its middle, or by a NUL, is not one held.
    @Test func wordTableFindsWordsWhereTheyLie() {
        let words = ["if", "return", "abcdefgh", "abcdefghi", "transaction_isolation", "a"]
        let table = WordTable([(.keyword, words)])
        let folded = WordTable([(.keyword, words)], ignoresCase: true)
        for word in words {
            for (prefix, suffix) in [("", ""), ("x ", " y and more words after it"), ("(", ")")] {
                let line = Array((prefix + word + suffix).utf8)
                let (from, to) = (prefix.utf8.count, prefix.utf8.count + word.utf8.count)
                #expect(line.withUnsafeBufferPointer { table.lookup($0, from, to) } == .keyword, "\(word) in \(line)")
                let upper = Array((prefix + word.uppercased() + suffix).utf8)
                #expect(upper.withUnsafeBufferPointer { folded.lookup($0, from, to) } == .keyword, "\(word) folded")
                #expect(upper.withUnsafeBufferPointer { table.lookup($0, from, to) } == nil || word == "a", "\(word) not folded")
            }
        }
        for other in ["transaction_isolatiom", "transactiom_isolation", "abcdefgi", "abcdefghj", "retur\u{0}", "i"] {
            let line = Array((other + " and more").utf8)
            #expect(line.withUnsafeBufferPointer { table.lookup($0, 0, other.utf8.count) } == nil, "\(other)")
        }
    }

    @Test func tokenBufferMergesTouchingSpansOfOneKind() {
        let buffer = TokenBuffer()
        buffer.add(0, 2, .string)
        buffer.add(2, 4, .string)
        buffer.add(4, 5, .plain)
        buffer.add(5, 5, .keyword)
        buffer.add(6, 7, .string)
        #expect(buffer.tokens == [Token(start: 0, length: 4, kind: .string), Token(start: 6, length: 1, kind: .string)])
    }

    /// Lines gathered in one buffer (as `HunkTokens` lexes a file's hunk lines): each line's
    /// tokens are its own, never merged with the line before's, and a line lexed twice (a
    /// context line on its old side too) can be moved out or dropped.
    @Test func tokenBufferKeepsLinesApartAfterStartLine() {
        let buffer = TokenBuffer()
        buffer.add(0, 3, .comment)
        buffer.startLine()
        #expect(buffer.tokens.isEmpty)
        buffer.add(3, 5, .comment)  // touches the last line's comment: kept apart
        #expect(Array(buffer.tokens) == [Token(start: 3, length: 2, kind: .comment)])
        #expect(buffer.total == 2)
        let end = buffer.total
        buffer.startLine()
        buffer.add(0, 1, .keyword)
        var moved: [Token] = []
        buffer.moveTokens(from: end, to: &moved)
        #expect(moved == [Token(start: 0, length: 1, kind: .keyword)])
        #expect(buffer.total == 2)
        buffer.add(9, 10, .number)
        buffer.dropTokens(from: end)
        #expect(buffer.take() == [Token(start: 0, length: 3, kind: .comment), Token(start: 3, length: 2, kind: .comment)])
    }
}
