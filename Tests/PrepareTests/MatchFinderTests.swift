import Prepare
import TestSupport
import Testing

/// A plain pattern is looked for byte by byte in ASCII lines; what it finds must be what
/// `Regex` finds, which reads the line as characters.
@Suite struct MatchFinderTests {
    /// The same pattern made so that it is not plain: a non-capturing group around it.
    func throughRegex(_ pattern: String) throws -> MatchFinder { try MatchFinder(pattern: "(?:" + pattern + ")") }

    @Test func plainPatternsFindWhatRegexFinds() throws {
        var rng = SeededGenerator(seed: 13)
        let alphabet = Array("aab ;-_#\t\"'/=".utf8)
        for _ in 0..<400 {
            let pattern = String(decoding: (0..<1 + rng.below(3)).map { _ in alphabet[rng.below(alphabet.count)] }, as: UTF8.self)
            let line = (0..<rng.below(40)).map { _ in alphabet[rng.below(alphabet.count)] }
            let plain = try MatchFinder(pattern: pattern).matches(in: line[...])
            #expect(plain == (try throughRegex(pattern)).matches(in: line[...]), "\(pattern.debugDescription) in \(String(decoding: line, as: UTF8.self).debugDescription)")
        }
    }

    @Test func plainPatternsInLinesOfOtherCharactersGoThroughRegex() throws {
        // A Regex reads characters: `e` is not a match inside `é` written as e and a combining accent.
        let line = Array("e\u{301}te e".utf8)[...]
        #expect(try MatchFinder(pattern: "e").matches(in: line) == (try throughRegex("e")).matches(in: line))
        #expect(try MatchFinder(pattern: "e").matches(in: line) == [4..<5, 6..<7])
        #expect(try MatchFinder(pattern: "aa").matches(in: Array("aaaaa".utf8)[...]) == [0..<2, 2..<4], "each match after the last")
        #expect(try MatchFinder(pattern: "x").matches(in: Array("".utf8)[...]).isEmpty)
    }
}
