import Highlight
import TestSupport
import Testing

/// The incremental document: after every edit its tokens are those of a fresh lex of the whole
/// text, and the lines it says changed hold every line whose tokens did.
@Suite struct HighlightedTextTests {
    /// What the random edits insert, beside each language's own openers.
    static let pieces = ["/*", "*/", "\"", "'", "`", "\n", "\n", "a", " ", "{", "}", "(", ")", "#", "\\", "é"]

    /// The text each language's edits start from: its first fixture's first 80 lines, or its openers.
    static func start(_ name: String, openers: [[UInt8]]) -> [UInt8] {
        if let fixture = FixtureFile.all.first(where: { $0.language == name }) {
            let lines = fixture.bytes.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(80)
            return Array(lines.joined(separator: [0x0A]))
        }
        return Array(openers.joined(separator: [0x0A]))
    }

    @Test("random edits leave the tokens of a fresh lex", arguments: Languages.all.map(\.name))
    func randomEdits(_ name: String) throws {
        let language = try #require(Languages.named(name))
        let openers = Openers.of(language).all
        let units = openers + Self.pieces.map { Array($0.utf8) }
        var rng = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))
        var document = HighlightedText(Self.start(name, openers: openers), language: language)
        var before = Self.freshLines(document)
        var allLexed = (0..<document.lineCount).map { document.tokens(inLine: $0) } == before
        try #require(allLexed)
        for step in 0..<60 {
            let count = document.bytes.count
            let at = rng.below(count + 1)
            let range: Range<Int>
            let replacement: [UInt8]
            if rng.below(3) == 0 && count > 0 {
                range = min(at, count - 1)..<min(at + 1 + rng.below(3), count)
                replacement = []
            } else {
                range = at..<at
                replacement = units[rng.below(units.count)]
            }
            let oldLineCount = document.lineCount
            let changed = document.edit(replacing: range, with: replacement)
            let what = "step \(step), \(range) → \(TokenListing.quote(replacement[...]))"
            let after = Self.freshLines(document)
            if allLexed {
                // Lines above the change keep their tokens; those below it keep theirs, moved.
                let shift = replacement.count - range.count
                let lineShift = document.lineCount - oldLineCount
                for line in 0..<min(changed.lowerBound, after.count) {
                    try #require(after[line] == before[line], "\(what): line \(line) changed, outside \(changed)")
                }
                for line in changed.upperBound..<after.count where line - lineShift < before.count {
                    let moved = before[line - lineShift].map { Token(start: $0.start + shift, length: $0.length, kind: $0.kind) }
                    try #require(after[line] == moved, "\(what): line \(line) changed, outside \(changed)")
                }
            }
            // Ask for every line, or only for some, so lines never lexed are edited too.
            allLexed = rng.below(2) == 0
            if allLexed {
                let lines = (0..<document.lineCount).map { document.tokens(inLine: $0) }
                try #require(lines == after, "\(what)")
            } else {
                let line = rng.below(document.lineCount)
                try #require(document.tokens(inLine: line) == after[line], "\(what): line \(line)")
            }
            before = after
        }
        let whole = document.bytes.count
        #expect(document.tokens(in: 0..<whole) == Highlighter(language: language).tokens(in: document.bytes))
    }

    /// The tokens of a fresh lex of the document's text, line by line.
    static func freshLines(_ document: HighlightedText) -> [[Token]] {
        var lines = Array(repeating: [Token](), count: document.lineCount)
        for token in Highlighter(language: document.highlighter.language).tokens(in: document.bytes) {
            lines[document.line(containing: token.start)].append(token)
        }
        return lines
    }

    @Test func anEditReLexesOnlyUntilStatesConverge() {
        var document = HighlightedText("{\n\"a\": 1, /* x\n*/ \"b\": 2\n}\n\"c\"\n", language: .json)
        _ = document.tokens(inLine: 5)
        // Close the comment on line 1 itself: line 2 starts in code now, and from line 3 on nothing changes.
        #expect(document.edit(replacing: 14..<14, with: " */") == 1..<3)
        #expect(document.relexedLineCount == 2)
        // Splitting a line re-lexes both halves only.
        #expect(document.edit(replacing: 1..<1, with: "\n") == 0..<2)
        #expect(document.relexedLineCount == 2)
        #expect(document.lineCount == 7)
        // Opening a comment at the top changes the lines down to the first `*/`, which closes it.
        #expect(document.edit(replacing: 0..<0, with: "/*") == 0..<3)
        #expect(document.relexedLineCount == 3)
        // Below the lines lexed so far, nothing is lexed again.
        var unread = HighlightedText("a\nb\nc\n", language: .json)
        unread.edit(replacing: 4..<4, with: "/*")
        #expect(unread.relexedLineCount == 0)
    }

    @Test func tokensInARangeAreCutToIt() {
        var document = HighlightedText("let a = \"long string\"\n", language: .swift)
        #expect(document.tokens(in: 10..<14) == [Token(start: 10, length: 4, kind: .string)])
    }
}
