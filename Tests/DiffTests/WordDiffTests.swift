import Diff
import TestSupport
import Testing

@Suite struct WordDiffTests {
    /// Lines split by `WordDiff.segments(of:)`.
    func lines(_ texts: [String]) -> [WordDiff.Line] {
        texts.map { WordDiff.Line(bytes: ArraySlice(Array($0.utf8))) }
    }

    /// The texts a list of ranges covers in `line`.
    func texts(_ ranges: [Range<Int>], in line: WordDiff.Line) -> [String] {
        ranges.map { String(decoding: line.bytes[$0], as: UTF8.self) }
    }

    /// The emphasized texts of the single pair of a one-line change.
    func emphasis(_ old: String, _ new: String) throws -> (removed: [String], added: [String]) {
        let (removed, added) = (lines([old]), lines([new]))
        let pair = try #require(WordDiff.pairs(removed: removed, added: added).first)
        return (texts(pair.removedEmphasis, in: removed[0]), texts(pair.addedEmphasis, in: added[0]))
    }

    @Test func deletedLineInTheMiddleIsSkipped() {
        let removed = lines(["let total = price * count", "log(\"debugging output here\")", "return total + tax"])
        let added = lines(["let total = price * amount", "return total + taxes"])
        let pairs = WordDiff.pairs(removed: removed, added: added)
        #expect(pairs.map { [$0.removed, $0.added] } == [[0, 0], [2, 1]])
    }

    @Test func insertedLineInTheMiddleIsSkipped() {
        let removed = lines(["    if user.isAdmin {", "        grant(user)"])
        let added = lines([
            "    if user.isAdmin && enabled {", "        audit.record(event)", "        grant(user, scope)",
        ])
        let pairs = WordDiff.pairs(removed: removed, added: added)
        #expect(pairs.map { [$0.removed, $0.added] } == [[0, 0], [1, 2]])
    }

    @Test func renamedIdentifierEmphasizesOnlyTheName() throws {
        let result = try emphasis("let count = items.count + 1", "let total = items.count + 1")
        #expect(result.removed == ["count"])
        #expect(result.added == ["total"])
    }

    @Test func addedArgumentEmphasizesOnlyIt() throws {
        let result = try emphasis("    draw(shape, color)", "    draw(shape, color, alpha: 0.5)")
        #expect(result.removed == [])
        #expect(result.added == [", alpha: 0.5"])
    }

    @Test func changedOperandKeepsSpacesOutOfTheEmphasis() throws {
        let result = try emphasis("x = a + b", "x = a + b * c")
        #expect(result.removed == [])
        #expect(result.added == ["* c"])
    }

    @Test func totallyDifferentLinesAreNotPaired() {
        #expect(WordDiff.pairs(removed: lines(["import Foundation"]), added: lines(["return x * y;"])).isEmpty)
        #expect(WordDiff.pairs(removed: lines(["    foo(bar)"]), added: lines(["    baz[qux]"])).isEmpty)
    }

    @Test func thresholdIsTheCallersToChoose() {
        let (removed, added) = (lines(["foo(a)"]), lines(["bar(b)"]))
        #expect(WordDiff.pairs(removed: removed, added: added).isEmpty)
        #expect(WordDiff.pairs(removed: removed, added: added, maxChangedFraction: 0.9).count == 1)
    }

    @Test func emptyLines() {
        #expect(WordDiff.pairs(removed: [], added: lines(["x"])).isEmpty)
        #expect(WordDiff.pairs(removed: lines([""]), added: lines([""])).isEmpty)
        #expect(WordDiff.segments(of: []).isEmpty)
        let pairs = WordDiff.pairs(removed: lines(["", "call(1)", ""]), added: lines(["", "", "call(2)"]))
        #expect(pairs.map { [$0.removed, $0.added] } == [[1, 2]])
    }

    /// A changed indentation is the change (issue 24): emphasized where the two differ, what
    /// both start and end with left out; a change of trailing space alone is not emphasized.
    @Test func indentationOnlyChangeEmphasizesTheIndentation() {
        let pairs = WordDiff.pairs(removed: lines(["  run()  "]), added: lines(["\trun()"]))
        #expect(pairs == [WordDiff.Pair(removed: 0, added: 0, removedEmphasis: [0..<2], addedEmphasis: [0..<1])])
        let tabs = WordDiff.pairs(removed: lines(["\t         2);"]), added: lines(["\t\t 2);"]))
        #expect(tabs == [WordDiff.Pair(removed: 0, added: 0, removedEmphasis: [1..<9], addedEmphasis: [1..<2])])
        let deeper = WordDiff.pairs(removed: lines(["    x = 1"]), added: lines(["        x = 2"]))
        #expect(deeper.first?.removedEmphasis == [8..<9], "nothing was taken from the indentation")
        #expect(deeper.first?.addedEmphasis == [4..<8, 12..<13])
        let trailing = WordDiff.pairs(removed: lines(["run()  "]), added: lines(["run()"]))
        #expect(trailing == [WordDiff.Pair(removed: 0, added: 0, removedEmphasis: [], addedEmphasis: [])])
    }

    @Test func utf8WordsStayWhole() throws {
        let result = try emphasis("let größe = maß * 2", "let grösse = maß * 2")
        #expect(result.removed == ["größe"])
        #expect(result.added == ["grösse"])
        let bytes = ArraySlice(Array("a→b, ü!".utf8))
        #expect(texts(WordDiff.segments(of: bytes), in: .init(bytes: bytes)) == ["a→b", ",", " ", "ü", "!"])
    }

    @Test func indicesAreAbsoluteInASlice() throws {
        let text = Array("-old_name(1)\n+new_name(1)".utf8)
        let removed = WordDiff.Line(bytes: text[1..<12])
        let added = WordDiff.Line(bytes: text[14...])
        let pair = try #require(WordDiff.pairs(removed: [removed], added: [added], maxChangedFraction: 0.9).first)
        #expect(pair.removedEmphasis == [1..<9])
        #expect(pair.addedEmphasis == [14..<22])
    }

    @Test func callerSegmentsAreCompared() throws {
        // A lexer that makes a string literal one token emphasizes the whole literal.
        let old = Array(#"say("hello there")"#.utf8)
        let new = Array(#"say("hello world")"#.utf8)
        let segments = [0..<3, 3..<4, 4..<17, 17..<18]
        let pair = try #require(
            WordDiff.pairs(
                removed: [.init(bytes: old[...], segments: segments)],
                added: [.init(bytes: new[...], segments: [0..<3, 3..<4, 4..<17, 17..<18])],
                maxChangedFraction: 0.9
            ).first)
        #expect(pair.removedEmphasis == [4..<17])
        #expect(pair.addedEmphasis == [4..<17])
    }

    @Test func largeBlockFinishes() {
        let removed = lines((0..<2_000).map { "    let value\($0) = compute(\($0), factor: scale) // step \($0)" })
        let added = lines(
            ["    // a new first line"]
                + (0..<2_000).map { "    let value\($0) = compute(\($0 * 2), factor: scale) // step \($0)" })
        let pairs = WordDiff.pairs(removed: removed, added: added)
        #expect(pairs.count == 2_000)
        #expect(pairs.allSatisfy { $0.added == $0.removed + 1 })
        // Long lines that differ everywhere: the cell budget, not the line length, bounds the work.
        let long = (0..<300).map { i in (0..<400).map { "w\(($0 * 7 + i) % 97)" }.joined(separator: " ") }
        let shuffled = (0..<300).map { i in (0..<400).map { "w\(($0 * 11 + i) % 89)" }.joined(separator: " ") }
        let result = WordDiff.pairs(removed: lines(long), added: lines(shuffled))
        #expect(result.count <= 300)
    }

    @Test func randomBlocksKeepTheInvariants() {
        var random = SeededGenerator(seed: 7)
        let words = ["a", "b", "foo", "bar", "größe", "→", "x1", " ", "  ", "\t", "(", ")", ",", ".", "\"", "🙂", "_"]
        func text() -> [String] { (0..<random.below(12)).map { _ in words[random.below(words.count)] } }
        func line(_ parts: [String]) -> WordDiff.Line {
            let bytes = ArraySlice(Array(parts.joined().utf8))
            guard random.below(3) == 0 else { return .init(bytes: bytes) }
            // Caller segments: every other default segment, so some bytes lie outside any segment.
            let segments = WordDiff.segments(of: bytes).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            return .init(bytes: bytes, segments: segments)
        }
        var paired = 0
        for _ in 0..<500 {
            let old = (0..<random.below(8)).map { _ in text() }
            // The added side: most removed lines with a word or two changed, some new lines in between.
            var new: [[String]] = []
            for parts in old where random.below(4) != 0 {
                if random.below(3) == 0 { new.append(text()) }
                var changed = parts
                for _ in 0..<random.below(3) where !changed.isEmpty {
                    changed[random.below(changed.count)] = words[random.below(words.count)]
                }
                new.append(changed)
            }
            let (removed, added) = (old.map(line), new.map(line))
            let fraction = Double(random.below(11)) / 10
            let pairs = WordDiff.pairs(removed: removed, added: added, maxChangedFraction: fraction)
            paired += pairs.count
            for (previous, next) in zip(pairs, pairs.dropFirst()) {
                #expect(previous.removed < next.removed && previous.added < next.added)
            }
            for pair in pairs {
                #expect(removed.indices.contains(pair.removed) && added.indices.contains(pair.added))
                checkRanges(pair.removedEmphasis, in: removed[pair.removed].bytes)
                checkRanges(pair.addedEmphasis, in: added[pair.added].bytes)
            }
            for line in removed + added {
                checkRanges(WordDiff.segments(of: line.bytes), in: line.bytes)
            }
        }
        #expect(paired > 500)
    }

    @Test func unchangedLinesPairWithoutEmphasis() {
        let block = lines(["func f() {", "    return g(x) + 1", "}"])
        let pairs = WordDiff.pairs(removed: block, added: block)
        #expect(pairs.map { [$0.removed, $0.added] } == [[0, 0], [1, 1], [2, 2]])
        #expect(pairs.allSatisfy { $0.removedEmphasis.isEmpty && $0.addedEmphasis.isEmpty })
    }

    /// Ranges are non-empty, in bounds, ordered, non-overlapping, and on UTF-8 character boundaries.
    func checkRanges(_ ranges: [Range<Int>], in bytes: ArraySlice<UInt8>) {
        var floor = bytes.startIndex
        for range in ranges {
            #expect(!range.isEmpty && range.lowerBound >= floor && range.upperBound <= bytes.endIndex)
            #expect(bytes[range.lowerBound] & 0xC0 != 0x80)
            #expect(range.upperBound == bytes.endIndex || bytes[range.upperBound] & 0xC0 != 0x80)
            floor = range.upperBound
        }
    }
}

