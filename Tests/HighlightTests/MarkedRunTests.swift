import Highlight
import TestSupport
import Testing

/// Tokens and marks laid together into runs: in order, covering the range exactly, cut at
/// every edge that shows, the mark of highest precedence on top.
@Suite struct MarkedRunTests {
    func marks(_ spans: (Range<Int>, Mark)...) -> Marks {
        Marks(spans.map { Marks.Span($0.0, $0.1) })
    }

    func token(_ range: Range<Int>, _ kind: TokenKind) -> Token {
        Token(start: range.lowerBound, length: range.count, kind: kind)
    }

    @Test func withoutMarksTheRunsAreTheTokensAndThePlainBetween() {
        let tokens = [token(0..<3, .keyword), token(4..<5, .variable), token(8..<9, .number)]
        #expect(
            Marks().runs(tokens, over: 0..<10) == [
                MarkedRun(0..<3, .keyword), MarkedRun(3..<4, .plain), MarkedRun(4..<5, .variable),
                MarkedRun(5..<8, .plain), MarkedRun(8..<9, .number), MarkedRun(9..<10, .plain),
            ])
    }

    @Test func anEmptyRangeHasNoRunsAndATextWithoutTokensOne() {
        #expect(marks((0..<4, .search)).runs([], over: 2..<2).isEmpty)
        #expect(Marks().runs([], over: 0..<7) == [MarkedRun(0..<7, .plain)])
    }

    @Test func aMarkInsideOneTokenCutsIt() {
        let runs = marks((3..<5, .search)).runs([token(0..<10, .string)], over: 0..<10)
        #expect(runs == [MarkedRun(0..<3, .string), MarkedRun(3..<5, .string, .search), MarkedRun(5..<10, .string)])
    }

    @Test func aMarkAcrossTokensTakesEachTokensKind() {
        let runs = marks((2..<7, .error)).runs([token(0..<3, .keyword), token(5..<9, .string)], over: 0..<9)
        #expect(
            runs == [
                MarkedRun(0..<2, .keyword), MarkedRun(2..<3, .keyword, .error), MarkedRun(3..<5, .plain, .error),
                MarkedRun(5..<7, .string, .error), MarkedRun(7..<9, .string),
            ])
    }

    @Test func tokensAndMarksPastTheRangeAreCutToIt() {
        // A line 10..<20 of a text: a token from the line above runs into it, a mark on past it.
        let runs = marks((4..<12, .warning), (18..<30, .search))
            .runs([token(2..<13, .comment), token(19..<25, .string)], over: 10..<20)
        #expect(
            runs == [
                MarkedRun(10..<12, .comment, .warning), MarkedRun(12..<13, .comment), MarkedRun(13..<18, .plain),
                MarkedRun(18..<19, .plain, .search), MarkedRun(19..<20, .string, .search),
            ])
    }

    @Test func overlappingMarksShowByPrecedence() {
        // Search everywhere; the current match, a warning and an error over parts of it.
        let m = marks((0..<20, .search), (2..<8, .currentMatch), (6..<12, .warning), (10..<14, .error))
        #expect(
            m.runs([], over: 0..<20) == [
                MarkedRun(0..<2, .plain, .search), MarkedRun(2..<6, .plain, .currentMatch),
                MarkedRun(6..<10, .plain, .warning), MarkedRun(10..<14, .plain, .error),
                MarkedRun(14..<20, .plain, .search),
            ])
        // An edge of a hidden mark cuts nothing.
        #expect(marks((0..<10, .error), (3..<5, .search)).runs([], over: 0..<10) == [MarkedRun(0..<10, .plain, .error)])
    }

    @Test func touchingMarksOfDifferentKindsStayApart() {
        #expect(
            marks((0..<2, .search), (2..<4, .currentMatch)).runs([], over: 0..<4) == [
                MarkedRun(0..<2, .plain, .search), MarkedRun(2..<4, .plain, .currentMatch),
            ])
    }

    @Test func markEdgesInsideACharacterMoveToItsEdges() {
        let text = Array("aé漢😀b".utf8)  // a 0, é 1..<3, 漢 3..<6, 😀 6..<10, b 10
        text.withUnsafeBufferPointer { p in
            // Into é's second byte, to inside the emoji: the mark takes both whole.
            let runs = marks((2..<8, .search)).runs([], over: 0..<11, text: p)
            #expect(runs == [MarkedRun(0..<1, .plain), MarkedRun(1..<10, .plain, .search), MarkedRun(10..<11, .plain)])
            // A mark inside one character takes it whole; at characters' edges it stays.
            #expect(marks((4..<5, .error)).runs([], over: 0..<11, text: p)[1] == MarkedRun(3..<6, .plain, .error))
            #expect(marks((3..<6, .error)).runs([], over: 0..<11, text: p)[1] == MarkedRun(3..<6, .plain, .error))
            for run in marks((2..<3, .search), (5..<7, .warning)).runs([], over: 0..<11, text: p) {
                #expect(String(validating: text[run.range], as: UTF8.self) != nil, "\(run) splits a character")
            }
        }
        // Bytes that are not UTF-8 are cut where the marks say.
        let broken: [UInt8] = [0x61, 0x80, 0x80, 0x62]
        broken.withUnsafeBufferPointer { p in
            #expect(marks((2..<3, .search)).runs([], over: 0..<4, text: p)[1] == MarkedRun(2..<3, .plain, .search))
        }
    }

    @Test func runsFillABufferAgainWithoutGrowingIt() {
        var buffer: [MarkedRun] = []
        let m = marks((1..<2, .search))
        m.runs([token(0..<4, .keyword)][...], over: 0..<4, into: &buffer)
        let capacity = buffer.capacity
        m.runs([token(0..<4, .keyword)][...], over: 0..<3, into: &buffer)
        #expect(
            buffer == [MarkedRun(0..<1, .keyword), MarkedRun(1..<2, .keyword, .search), MarkedRun(2..<3, .keyword)])
        #expect(buffer.capacity == capacity)
    }

    /// Random tokens and marks: the runs cover the range in order, each byte's look is its
    /// token's kind and its highest mark, and no two neighbours look alike.
    @Test func runsAreEachBytesLookThroughRandomCases() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let count = 1 + rng.below(40)
            var tokens: [Token] = []
            var at = rng.below(4)
            while at < count {
                let length = 1 + rng.below(6)
                tokens.append(Token(start: at, length: length, kind: TokenKind.allCases[1 + rng.below(5)]))
                at += length + rng.below(3)
            }
            var m = Marks()
            for _ in 0..<rng.below(6) {
                let a = rng.below(count + 5)
                m.add(a..<a + 1 + rng.below(10), as: Mark.byPrecedence[rng.below(4)])
            }
            let range = rng.below(count)..<count
            let runs = m.runs(tokens, over: range)
            var handed: [MarkedRun] = []
            m.forEachRun(tokens[...], over: range) { handed.append($0) }
            #expect(handed == runs, "each run handed on as it is made is one of the array's")
            #expect(runs.first?.range.lowerBound == range.lowerBound && runs.last?.range.upperBound == range.upperBound)
            for (a, b) in zip(runs, runs.dropFirst()) {
                #expect(a.range.upperBound == b.range.lowerBound)
                #expect(a.kind != b.kind || a.mark != b.mark)
            }
            for run in runs {
                for i in run.range {
                    let kind = tokens.first { $0.start <= i && i < $0.end }?.kind ?? .plain
                    let mark = Mark.byPrecedence.first { m.ranges(of: $0).contains { $0.contains(i) } } ?? .none
                    #expect(run.kind == kind && run.mark == mark, "byte \(i)")
                }
            }
        }
    }

    @Test func aDocumentGivesALinesRunsWithItsMarks() throws {
        var document = HighlightedText("let a = \"é\"\n/* b */ c\n", language: try #require(Languages.named("swift")))
        var m = marks((9..<10, .search), (11..<15, .error))  // into é; across the line's end
        #expect(
            document.runs(inLine: 0, marks: m) == [
                MarkedRun(0..<3, .keyword), MarkedRun(3..<6, .plain), MarkedRun(6..<7, .operator),
                MarkedRun(7..<8, .plain), MarkedRun(8..<9, .string), MarkedRun(9..<11, .string, .search),
                MarkedRun(11..<12, .string, .error),
            ])
        #expect(document.runs(inLine: 1, marks: m).first == MarkedRun(13..<15, .comment, .error))
        // An edit, followed by the marks: they stay on their bytes.
        let changed = document.edit(replacing: 0..<3, with: "var")
        m.edit(replacing: 0..<3, insertedCount: 3)
        #expect(changed == 0..<1)
        #expect(document.runs(in: 13..<15, marks: m) == [MarkedRun(13..<15, .comment, .error)])
    }
}
