import Foundation
import Highlight
import HighlightAttributed
import Testing
import Theme

/// Marks (a find's matches, a finding) laid over the runs the bridges make: each run carries
/// its token kind and the mark that shows, and the theme's mark style over the kind's.
@Suite struct MarkedRunsTests {
    let theme = Theme.dark

    /// The byte range of the first `needle` in `document`.
    func range(of needle: String, in document: HighlightedText) -> Range<Int> {
        let text = String(decoding: document.bytes, as: UTF8.self)
        let found = text.range(of: needle)!
        return text.utf8.distance(from: text.startIndex, to: found.lowerBound)..<text.utf8.distance(from: text.startIndex, to: found.upperBound)
    }

    @Test func aMatchAcrossTokensSplitsTheirRunsAndTakesTheMarksStyle() {
        var document = HighlightedText(Samples.swift, language: .swift)
        var marks = Marks()
        let match = range(of: "func añadir", in: document)
        marks.add(match, as: .search)
        let runs = document.runs(inLines: 0..<document.lineCount, theme: theme, marks: marks)
        let marked = runs.filter { $0.mark == .search }
        #expect(marked.first?.bytes.lowerBound == match.lowerBound)
        #expect(marked.last?.bytes.upperBound == match.upperBound)
        #expect(Set(marked.map(\.kind)).isSuperset(of: [.keyword]), "the keyword keeps its kind under the mark")
        for run in runs {
            #expect(run.style == HighlightRun.style(of: run.kind, mark: run.mark, in: theme))
        }
        #expect(marked.allSatisfy { $0.style.background == theme.style(Mark.search).background })
        // Unmarked, the runs are the same bytes with the same kinds, just not cut at the match.
        let plain = document.runs(inLines: 0..<document.lineCount, theme: theme)
        #expect(plain.allSatisfy { $0.mark == .none })
        #expect(runs.map(\.bytes.upperBound).last == plain.map(\.bytes.upperBound).last)
    }

    @Test func theMarkShowsInTheAttributedStringAndTextKitRuns() throws {
        var document = HighlightedText(Samples.swift, language: .swift)
        var marks = Marks()
        marks.add(range(of: "42", in: document), as: .error)
        let attributed = document.attributedString(theme: theme, marks: marks)
        let errorRuns = attributed.runs.filter { $0.mark == .error }
        #expect(errorRuns.count == 1)
        let run = try #require(errorRuns.first)
        #expect(String(attributed[run.range].characters) == "42")
        #expect(run.tokenKind == .number)
        #expect(run.underline == true)
        let textKit = document.textKitRuns(inLines: 0..<document.lineCount, theme: theme, marks: marks)
        let marked = textKit.filter { ($0.attributes[.highlightMark] as? Mark) == .error }
        #expect(marked.count == 1)
        #expect((Samples.swift as NSString).substring(with: try #require(marked.first).range) == "42")
    }

    @Test func restylingWithMarksEqualsStylingWhole() {
        var document = HighlightedText(Samples.swift, language: .swift)
        var marks = Marks()
        marks.add(range(of: "greeting", in: document), as: .currentMatch)
        var attributed = document.attributedString(theme: theme)
        document.restyle(&attributed, lines: 0..<1, theme: theme, marks: marks)
        #expect(Array(attributed.runs.map { $0.mark }) == Array(document.attributedString(theme: theme, marks: marks).runs.map { $0.mark }))
    }
}
