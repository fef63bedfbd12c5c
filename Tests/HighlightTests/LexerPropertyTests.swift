import Highlight
import TestSupport
import Testing

/// Properties every language keeps on any input: random bytes never crash a lexer or break the token rules.
@Suite struct LexerPropertyTests {
    /// Bytes that open and close things in some language, mixed with letters, UTF-8 and junk.
    static let pieces: [[UInt8]] = [
        "/*", "*/", "//", "#", "--", "\"", "'", "`", "\"\"\"", "'''", "<<EOF", "EOF", "<<~X", "X", "${", "}", "{", "(", ")",
        "[[", "]]", "[=[", "]=]", "\\", "\n", "\r\n", " ", "\t", "<script>", "</script>", "<style>", "</style>", "<?php", "?>",
        "```", "```js", "~~~", "---", "=begin", "=end", "=pod", "=cut", "r#\"", "\"#", "#\"", "R\"(", ")\"", "$$", "$tag$",
        "@\"", "$\"", "{-", "-}", "<#", "#>", "@'", "'@", "%q{", "/re/", "x", "let", "if", "end", "é", "日本", "\u{1F600}",
        "<!--", "-->", "<![CDATA[", "]]>", "|", ">", "=", "0x1F", "1.5e3", "\\(", "#{", "<<<EOT", "EOT", "\u{0}", "\u{1B}[31m",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0x80]]

    static func randomText(_ rng: inout SeededGenerator) -> [UInt8] {
        var text: [UInt8] = []
        let count = Int.random(in: 1...120, using: &rng)
        for _ in 0..<count { text += pieces.randomElement(using: &rng)! }
        return text
    }

    @Test("random input keeps tokens ordered, in bounds and whole", arguments: Languages.all.map(\.name))
    func randomInput(_ name: String) throws {
        let language = try #require(Languages.named(name))
        let highlighter = Highlighter(language: language)
        var rng = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))
        for round in 0..<150 {
            let text = Self.randomText(&rng)
            let tokens = highlighter.tokens(in: text)
            let problem = TokenChecks.violation(tokens, in: text)
            try #require(problem == nil, "round \(round): \(problem ?? "") in \(TokenListing.quote(text[...]))")
        }
    }

    @Test("random input is resumable from every line", arguments: Languages.all.map(\.name))
    func randomResumable(_ name: String) throws {
        let language = try #require(Languages.named(name))
        let highlighter = Highlighter(language: language)
        var rng = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(11) { $0 &* 37 &+ Int($1) }))
        for round in 0..<60 {
            let text = Self.randomText(&rng)
            try text.withUnsafeBufferPointer { buffer in
                let lines = Lines.ranges(in: buffer)
                let states = highlighter.lineStates(in: buffer)
                let whole = highlighter.tokens(in: buffer)
                let buffered = TokenBuffer()
                for (i, range) in lines.enumerated() {
                    buffered.base = range.lowerBound
                    let after = i + 1 < lines.count ? UnsafeBufferPointer(rebasing: buffer[lines[i + 1]]) : nil
                    let next = highlighter.lexLine(UnsafeBufferPointer(rebasing: buffer[range]), next: after, state: states[i],
                                                   into: buffered)
                    try #require(next == states[i + 1], "round \(round) line \(i + 1): state not reproducible")
                }
                try #require(Array(buffered.tokens) == whole, "round \(round): per-line tokens differ from whole-text tokens")
            }
        }
    }
}
