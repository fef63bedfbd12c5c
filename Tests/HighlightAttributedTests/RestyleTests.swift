import Foundation
import Highlight
import HighlightAttributed
import TestSupport
import Testing
import Theme

/// After edits, restyling only the lines an edit changed leaves the same styling as styling the
/// whole text afresh: in an `AttributedString`, and in a TextKit-like storage that gets its edits
/// as NSRanges, in batches, and restyles once per batch.
@Suite struct RestyleTests {
    let theme = Theme.light

    @Test func anAttributedStringRestyledByLineEqualsOneStyledWhole() {
        var rng = SeededGenerator(seed: 21)
        var document = HighlightedText(Samples.swift, language: .swift)
        var attributed = document.attributedString(theme: theme)
        for step in 0..<150 {
            let (range, replacement) = Samples.edit(in: document.bytes, &rng)
            document.edit(replacing: range, with: replacement, restyling: &attributed, theme: theme)
            // Text and runs, not `==`: on Linux, an AttributedString edited inside a ZWJ emoji
            // sequence is not `==` to a fresh one with the same scalars and runs.
            let fresh = document.attributedString(theme: theme)
            let what = "step \(step): \(range) → \(replacement)"
            #expect(Array(attributed.unicodeScalars) == Array(fresh.unicodeScalars), "\(what)")
            #expect(attributed.runs == fresh.runs, "\(what)")
        }
    }

    @Test func aTextStorageRestyledByBatchEqualsOneStyledWhole() {
        var rng = SeededGenerator(seed: 22)
        var document = HighlightedText(Samples.swift, language: .swift)
        var storage = UnitStorage(document.textKitRuns(inLines: 0..<document.lineCount, theme: theme))
        var pending = LinesToRestyle()
        for batch in 0..<60 {
            // Like TextKit between beginEditing() and endEditing(): several edits, then one restyle.
            for _ in 0..<1 + rng.below(4) {
                let (range, replacement) = Samples.edit(in: document.bytes, &rng)
                let location = document.utf16Offset(ofByte: range.lowerBound)
                let length = document.utf16Offset(ofByte: range.upperBound) - location
                let nsRange = NSRange(location: location, length: length)
                storage.replace(nsRange, withUnits: replacement.utf16.count)
                let lineCount = document.lineCount
                let changed = document.edit(replacing: nsRange, with: replacement)
                pending.add(changed, lineCountChange: document.lineCount - lineCount)
            }
            let lines = pending.take(lineCount: document.lineCount)
            for run in document.textKitRuns(inLines: lines, theme: theme) { storage.set(run) }
            let whole = UnitStorage(document.textKitRuns(inLines: 0..<document.lineCount, theme: theme))
            #expect(storage.units == whole.units, "batch \(batch)")
        }
        #expect(pending.lines == nil)
    }

    @Test func linesGatheredFollowTheLinesAnEditMoved() {
        var pending = LinesToRestyle()
        pending.add(100..<101, lineCountChange: 0)
        // Five lines inserted at line 10: line 100 is now 105.
        pending.add(10..<16, lineCountChange: 5)
        #expect(pending.lines == 10..<106)
        #expect(pending.take(lineCount: 50) == 10..<50)
        #expect(pending.lines == nil)
        #expect(pending.take(lineCount: 50) == 0..<0)
    }
}

/// What a text storage holds: each UTF-16 unit's attributes (nil where an edit put new text that
/// was not styled since).
struct UnitStorage {
    struct Look: Hashable {
        var kind: TokenKind?
        var foreground: RGB?
        var background: RGB?
        var bold: Bool?
        var italic: Bool?
        var underline: Bool?

        init(_ attributes: [NSAttributedString.Key: Any]) {
            kind = attributes[.highlightTokenKind] as? TokenKind
            foreground = attributes[.highlightForegroundRGB] as? RGB
            background = attributes[.highlightBackgroundRGB] as? RGB
            bold = attributes[.highlightBold] as? Bool
            italic = attributes[.highlightItalic] as? Bool
            underline = attributes[.highlightUnderline] as? Bool
        }
    }

    var units: [Look?] = []

    init(_ runs: [TextKitRun]) {
        for run in runs { units += repeatElement(Look?(Look(run.attributes)), count: run.range.length) }
    }

    mutating func replace(_ range: NSRange, withUnits count: Int) {
        units.replaceSubrange(range.location..<range.location + range.length, with: repeatElement(nil, count: count))
    }

    mutating func set(_ run: TextKitRun) {
        let look = Look(run.attributes)
        for i in run.range.location..<run.range.location + run.range.length { units[i] = look }
    }
}
