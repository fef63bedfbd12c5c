import Diff
import Inputs
import TestSupport
import Testing

/// Whatever they are fed, the blame and search parsers hand every line on once, in order, as
/// it came: lines cut from real output, shuffled, spliced and sprinkled with stray bytes.
@Suite struct InputParserPropertyTests {
    /// Pieces of every form, hostile bytes among them.
    static let pieces: [String] = [
        "^51516ef (Ann Author        2026-12-01 00:15:03 +0000 1) #!/bin/sh", "811ea8fd 12) ", "abcdef12 (R2 7) D2 2026 2) x",
        "51516ef9\t(Ann\t2026-12-01\t3)echo", "         (Ann 2026 1) x", "51516ef9a6472c7b9728edbfa9bdc104057fa7ff 1 1 2",
        "author Ann", "filename a.c", "\tline", "boundary", "sub/a-1-b.c-1-int", "sub/a.c:2:  /* hi", "--", "", "a.c",
        "12:x", "3-y", "4=z", #"{"type":"match","data":{"path":{"text":"a.c"},"lines":{"text":"x\n"},"line_number":1,"submatches":[{"start":0,"end":9}]}}"#,
        #"{"type":"begin","data":{}}"#, "{\"type\":", "\u{1B}[35ma.c\u{1B}[m:\u{1B}[32m1\u{1B}[m:\u{1B}[1;31mx\u{1B}[m", "\u{1B}[K", "\u{1B}[",
        ":", ":1:", "-1-", ")", " 1) ", "0000000000000000000000000000000000000000 0 0",
    ]

    static func randomInput(_ g: inout SeededGenerator) -> [RawLine] {
        (0..<g.below(40)).map { _ in
            var bytes = Array(pieces[g.below(pieces.count)].utf8)
            for _ in 0..<g.below(3) {
                let at = g.below(bytes.count + 1)
                switch g.below(3) {
                case 0: bytes.insert(UInt8(g.below(256)), at: at)
                case 1: bytes.insert(contentsOf: Array(pieces[g.below(pieces.count)].utf8), at: at)
                default: if at < bytes.count { bytes.removeSubrange(at..<min(bytes.count, at + g.below(6) + 1)) }
                }
            }
            bytes.removeAll { $0 == 0x0A }
            return RawLine(bytes: bytes, hasNewline: g.below(10) > 0)
        }
    }

    @Test func blameTextLinesAllComeBackInOrder() {
        var g = SeededGenerator(seed: 10)
        for _ in 0..<2000 {
            let input = Self.randomInput(&g)
            var parser = BlameParser(form: .text)
            var out: [[UInt8]] = []
            for line in input {
                parser.feed(line.bytes[...], hasNewline: line.hasNewline) { item in
                    switch item {
                    case .line(let l):
                        out.append(Array(l.line.raw))
                        #expect(l.contentStart <= l.line.text.count && l.numberRange.upperBound <= l.contentStart)
                    case .text(let l): out.append(Array(l.raw))
                    }
                }
            }
            parser.finish { _ in Issue.record("nothing is held in the text forms") }
            #expect(out == input.map(\.bytes))
        }
    }

    @Test func porcelainLinesAreRecordsOrComeBackAsText() {
        var g = SeededGenerator(seed: 11)
        for _ in 0..<2000 {
            let input = Self.randomInput(&g)
            var parser = BlameParser(form: .porcelain)
            var texts: [[UInt8]] = []
            var records = 0
            for line in input { parser.feed(line.bytes[...], hasNewline: line.hasNewline) { _ in Issue.record("handed on early") } }
            parser.finish { item in
                switch item {
                case .line(let l):
                    records += 1
                    #expect(l.contentStart <= l.line.text.count)
                case .text(let l): texts.append(Array(l.raw))
                }
            }
            // A record ends with its tab line; every line that is not in one comes back, in order.
            #expect(records <= input.filter { $0.bytes.first == 0x09 }.count)
            #expect(texts.count + records <= input.count)
            #expect(Self.isSubsequence(texts, of: input.map(\.bytes)))
        }
    }

    @Test(arguments: [GrepParser.Form.prefixed, .heading, .json])
    func searchLinesAllComeBackInOrder(_ form: GrepParser.Form) {
        var g = SeededGenerator(seed: 12)
        for _ in 0..<2000 {
            let input = Self.randomInput(&g)
            var parser = GrepParser(form: form)
            var out: [[UInt8]] = []
            var lines = 0
            let take = { (item: GrepItem) in
                switch item {
                case .line(let l):
                    lines += 1
                    out.append(Array(l.line.raw))
                    #expect(l.contentStart <= l.line.text.count)
                    #expect(l.matches.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= l.content.count })
                case .separator(let l), .text(let l): out.append(Array(l.raw))
                }
            }
            for line in input { parser.feed(line.bytes[...], hasNewline: line.hasNewline, emit: take) }
            parser.finish(emit: take)
            switch form {
            case .prefixed:
                #expect(out == input.map(\.bytes))
            case .heading:
                // A heading followed by a line of its file is the file's title, not a line of its own.
                #expect(out.count <= input.count)
                #expect(Self.isSubsequence(out, of: input.map(\.bytes)), "a line came back that was not read, or out of order")
            case .json:
                // A message is a line; rg's own (begin, end, summary) say nothing.
                #expect(out.count == input.count)
            }
        }
    }

    @Test func recognizingAnyInputEnds() {
        var g = SeededGenerator(seed: 13)
        for _ in 0..<3000 {
            let input = Self.randomInput(&g).map { $0.bytes[...] }
            let answers: [FileAgreement] = [.agrees, .differs, .absent]
            let answer = answers[g.below(3)]
            let atEnd = InputKind.of(input, atEnd: true) { _, _, _ in answer }
            #expect(atEnd != nil, "at the end of the input, there is an answer")
            _ = InputKind.of(input, atEnd: false) { _, _, _ in answer }
        }
    }

    static func isSubsequence(_ a: [[UInt8]], of b: [[UInt8]]) -> Bool {
        var rest = b[...]
        for line in a {
            while let next = rest.first, next != line { rest = rest.dropFirst() }
            if rest.isEmpty { return false }
            rest = rest.dropFirst()
        }
        return true
    }
}
