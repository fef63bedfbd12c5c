import Highlight
import Render
import Terminal
import TestSupport
import Testing
import Theme

/// The styled-line model: safe cells from any bytes, exact widths, and the cuts layouts make.
@Suite struct StyledLineTests {
    func line(_ text: String, tabWidth: Int = 4, _ attributes: Attributes = Attributes(.keyword)) -> StyledLine {
        var line = StyledLine()
        Array(text.utf8).withUnsafeBufferPointer { line.append(content: $0, from: 0, to: $0.count, tabWidth: tabWidth, attributes) }
        return line
    }

    func text(_ line: StyledLine) -> String { String(decoding: line.text, as: UTF8.self) }

    @Test func controlsBecomeNoticeSpansAndTabsSpaces() {
        let l = line("a\tb\u{1B}[0m\u{202E}c")
        #expect(text(l) == "a   b^[[0m<U+202E>c")
        #expect(l.columns == 19)
        #expect(l.spans.map(\.attributes.face) == [Face(.keyword), Face(.notice), Face(.keyword), Face(.notice), Face(.keyword)])
        #expect(line("\t", tabWidth: 0).text == [0x09], "--color-only keeps tabs")
    }

    @Test func tabStopsCountFromTheContent() {
        var l = StyledLine()
        l.append(safe: "12345", Attributes(.gutter))
        l.startContent()
        Array("a\tb".utf8).withUnsafeBufferPointer { l.append(content: $0, from: 0, to: 3, tabWidth: 4, .plain) }
        #expect(text(l) == "12345a   b")
    }

    @Test func widthsCountWideAndCombiningCharacters() {
        let l = line("漢字🎉e\u{301}")
        #expect(l.columns == 7)
        #expect(l.cells(from: 0, to: l.text.count) == 7)
        // Never inside a character: 漢 alone fits three cells.
        let fit = l.fit(from: 0, limit: 3)
        #expect(fit.cells == 2)
        #expect(fit.end == 3)
        #expect(l.rows(width: 3).map(\.cells) == [2, 2, 3])
        #expect(line("漢").rows(width: 1).map(\.cells) == [2], "a character wider than the width still gets a row")
    }

    @Test func truncateKeepsTheSpansBeforeTheCut() {
        var l = StyledLine()
        l.append(safe: "abc", Attributes(.gutter))
        l.append(safe: "def", Attributes(.keyword))
        l.truncate(toBytes: 4, columns: 4)
        #expect(text(l) == "abcd")
        #expect(l.spans.map(\.end) == [3, 4])
        l.truncate(toBytes: 3, columns: 3)
        #expect(l.spans.map(\.end) == [3])
    }

    @Test func numbersAreRightAlignedAndJoinTheGutter() {
        var l = StyledLine()
        l.append(number: 42, width: 4, Attributes(.gutter))
        l.append(number: nil, width: 3, Attributes(.gutter))
        l.append(number: 12345, width: 2, Attributes(.gutter))
        #expect(text(l) == "  42   12345")
        #expect(l.spans.count == 1)
        #expect(l.columns == 12)
    }

    @Test func appendingAPieceKeepsItsSpansAndLinks() {
        var source = StyledLine()
        source.link(to: "https://example.com/a b")
        source.append(safe: "link", Attributes(.link))
        source.link(to: nil)
        source.append(safe: "rest", .plain)
        var row = StyledLine()
        row.append(safe: ">", .plain)
        row.append(source, bytes: 2..<6)
        #expect(text(row) == ">nkre")
        #expect(row.spans.map(\.end) == [1, 3, 5])
        #expect(row.links == ["https://example.com/a b"])
        #expect(row.spans[1].link == 1)
        #expect(row.spans[2].link == 0)
    }

    @Test func packedAttributesRoundTrip() {
        for face in [Face(.keyword), Face(.gutter), Face.graph(59), Face(.warning)] {
            for tone in LineTone.allCases {
                for mark in Mark.allCases {
                    for emphasis in [false, true] {
                        let a = Attributes(face, tone: tone, emphasis: emphasis, mark: mark)
                        #expect(Attributes(packed: a.packed) == a)
                        #expect(Int(a.packed) < Attributes.packedCount)
                    }
                }
            }
        }
    }
}

@Suite struct ANSIBackendTests {
    func rendered(_ line: StyledLine, depth: ColorDepth = .trueColor) throws -> String {
        let out = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            try ANSIBackend(theme: .dark, depth: depth, to: writer).write(line, newline: true)
            try writer.flush()
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test func spansOpenTheirStyleAndReset() throws {
        var l = StyledLine()
        l.append(safe: "let", Attributes(.keyword, tone: .added))
        l.append(safe: " x", .plain)
        let keyword = String(decoding: ANSI(depth: .trueColor).sequence(for: Theme.dark.style(Attributes(.keyword, tone: .added),
                                                                                           lineBackgrounds: true)), as: UTF8.self)
        #expect(try rendered(l) == keyword + "let\u{1B}[0m x\n")
        #expect(try rendered(l, depth: .none) == "let x\n")
    }

    @Test func linksAreOSC8WithTheTargetPercentEncoded() throws {
        var l = StyledLine()
        l.link(to: "file:///tmp/a b\u{1B}\u{7}ü")
        l.append(safe: "a", .plain)
        l.link(to: nil)
        l.append(safe: "b", .plain)
        let out = try rendered(l)
        #expect(out == "\u{1B}]8;;file:///tmp/a%20b%1B%07%C3%BC\u{1B}\\a\u{1B}]8;;\u{1B}\\b\n")
        // Without colors no escape at all, links included.
        #expect(try rendered(l, depth: .none) == "ab\n")
    }
}
