import Foundation
import Highlight
import HighlightAttributed
import Testing
import Theme

/// A document's runs: the text whole, the tokens of a fresh lex, the theme's colors; the same
/// runs as an `AttributedString` and as TextKit attribute dictionaries.
@Suite struct HighlightRunTests {
    let theme = Theme.dark

    @Test func runsCoverTheTextAndHoldItsTokens() {
        var document = HighlightedText(Samples.swift, language: .swift)
        let runs = document.runs(inLines: 0..<document.lineCount, theme: theme)
        #expect(runs.first?.bytes.lowerBound == 0)
        #expect(runs.last?.bytes.upperBound == document.bytes.count)
        for (run, next) in zip(runs, runs.dropFirst()) {
            #expect(run.bytes.upperBound == next.bytes.lowerBound)
            #expect(run.utf16.upperBound == next.utf16.lowerBound)
            #expect(run.kind != next.kind, "touching runs of one kind are one run")
        }
        let tokens = Highlighter(language: .swift).tokens(in: document.bytes)
        let tokenRuns = runs.filter { $0.kind != .plain }
        #expect(tokenRuns.map(\.bytes) == tokens.map { $0.start..<$0.end })
        #expect(tokenRuns.map(\.kind) == tokens.map(\.kind))
        for run in runs {
            let text = String(decoding: document.bytes[run.bytes], as: UTF8.self)
            #expect(run.utf16.count == text.utf16.count, "\(text)")
            #expect(run.style == HighlightRun.style(of: run.kind, in: theme))
        }
    }

    @Test func stylesAreTheThemesWithItsPageTextForPlain() {
        #expect(HighlightRun.style(of: .keyword, in: theme) == theme.style(.keyword))
        #expect(HighlightRun.style(of: .plain, in: theme).foreground == theme.page.foreground)
        #expect(HighlightRun.style(of: .plain, in: theme).background == nil)
        #expect(HighlightRun.style(of: .comment, in: theme).italic)
    }

    @Test func theRunsOfALineStartAtItsUTF16Offset() throws {
        var document = HighlightedText(Samples.swift, language: .swift)
        let text = Samples.swift
        for line in 0..<document.lineCount - 1 {  // the last line is empty: no runs
            let start = text.utf8.index(text.startIndex, offsetBy: document.byteRange(ofLine: line).lowerBound)
            let run = try #require(document.runs(inLines: line..<line + 1, theme: theme).first)
            #expect(run.utf16.lowerBound == text.utf16.distance(from: text.startIndex, to: start), "line \(line)")
        }
    }

    @Test func anAttributedStringCarriesEachRunsKindAndColors() throws {
        var document = HighlightedText(Samples.swift, language: .swift)
        let runs = document.runs(inLines: 0..<document.lineCount, theme: theme)
        let attributed = document.attributedString(theme: theme)
        #expect(String(attributed.characters) == Samples.swift)
        let seen = attributed.runs.map { run in
            HighlightRun(bytes: 0..<0, utf16: 0..<0, kind: run.tokenKind ?? .plain,
                         style: Style(foreground: run.foregroundRGB, background: run.backgroundRGB,
                                      bold: run.bold ?? false, italic: run.italic ?? false,
                                      underline: run.underline ?? false))
        }
        #expect(seen.map(\.kind) == runs.map(\.kind))
        #expect(seen.map(\.style) == runs.map(\.style))
        let texts = attributed.runs.map { String(attributed[$0.range].characters) }
        #expect(texts == runs.map { String(decoding: document.bytes[$0.bytes], as: UTF8.self) })
        // The keyword `let` in the dark theme's color, the comment after it italic.
        let first = try #require(attributed.runs.first)
        #expect(first.tokenKind == .keyword)
        #expect(first.foregroundRGB == RGB(hex: 0xD09AF0))
        #expect(attributed.runs.contains { $0.tokenKind == .comment && $0.italic == true })
    }

    @Test func anAttributedStringOfSomeLinesIsThatPartOfTheWhole() {
        var document = HighlightedText(Samples.swift, language: .swift)
        let whole = document.attributedString(theme: theme)
        var lines = AttributedString()
        for line in 0..<document.lineCount { lines += document.attributedString(lines: line..<line + 1, theme: theme) }
        #expect(lines == whole)
        // Lines inside the block comment are comment throughout, their newline plain.
        let inside = document.attributedString(lines: 2..<3, theme: theme)
        #expect(inside.runs.map(\.tokenKind) == [.comment, .plain])
    }

    @Test func textKitRunsAreUTF16RangesWithTheHighlightKeys() {
        var document = HighlightedText(Samples.swift, language: .swift)
        let runs = document.runs(inLines: 0..<document.lineCount, theme: theme)
        let textKit = document.textKitRuns(inLines: 0..<document.lineCount, theme: theme)
        let string = NSString(string: Samples.swift)
        #expect(textKit.count == runs.count)
        for (run, textKitRun) in zip(runs, textKit) {
            let text = String(decoding: document.bytes[run.bytes], as: UTF8.self)
            #expect(string.substring(with: textKitRun.range) == text)
            #expect(textKitRun.attributes[.highlightTokenKind] as? TokenKind == run.kind)
            #expect(textKitRun.attributes[.highlightForegroundRGB] as? RGB == run.style.foreground)
            #expect(textKitRun.attributes[.highlightBackgroundRGB] as? RGB == run.style.background)
            #expect((textKitRun.attributes[.highlightItalic] as? Bool ?? false) == run.style.italic)
        }
    }
}
