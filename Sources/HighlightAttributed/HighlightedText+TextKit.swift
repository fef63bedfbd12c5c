import Foundation
import Highlight
import Theme

/// A run as TextKit takes it: a UTF-16 range of the text and an attribute dictionary.
public struct TextKitRun {
    public var range: NSRange
    /// The `HighlightAttributes` under their names (`.tokenKind`, `.foregroundRGB` …), and
    /// where UIKit or AppKit exist, `.foregroundColor`, `.backgroundColor` and `.underlineStyle`.
    /// No font: the text view's font stays, and the view makes `.bold` and `.italic` runs bold or italic.
    public var attributes: [NSAttributedString.Key: Any]
}

extension HighlightRun {
    /// The run's attributes as a TextKit attribute dictionary (see `TextKitRun.attributes`).
    public var textKitAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.tokenKind: kind]
        attributes[.foregroundRGB] = style.foreground
        attributes[.backgroundRGB] = style.background
        if style.bold { attributes[.bold] = true }
        if style.italic { attributes[.italic] = true }
        if style.underline { attributes[.underline] = true }
        PlatformColors.add(style, to: &attributes)
        return attributes
    }
}

extension HighlightedText {
    /// The runs of `lines` for an `NSTextStorage`: after an edit, `setAttributes(_:range:)`
    /// with each of the changed lines' runs restyles exactly those lines (with their `\n`s).
    public mutating func textKitRuns(inLines lines: Range<Int>, theme: Theme) -> [TextKitRun] {
        runs(inLines: lines, theme: theme).map { run in
            TextKitRun(range: NSRange(location: run.utf16.lowerBound, length: run.utf16.count),
                       attributes: run.textKitAttributes)
        }
    }
}

/// The lines a batch of edits changed, gathered until they are restyled. TextKit can replace
/// text several times between `beginEditing()` and `endEditing()`, then asks for styling once
/// (`processEditing`); by then the lines an earlier edit changed may have moved.
public struct LinesToRestyle: Sendable {
    /// The lines gathered so far, in the numbering of the text after the last edit.
    public private(set) var lines: Range<Int>?

    public init() {}

    /// Adds the lines an edit changed (`changed`, as `edit` returned it) to those gathered;
    /// `lineCountChange` is how many lines the edit added (negative: removed).
    public mutating func add(_ changed: Range<Int>, lineCountChange: Int) {
        guard let old = lines else {
            lines = changed
            return
        }
        // Lines below the edit moved with it; those between are restyled too, which is harmless.
        let oldEnd = old.upperBound > changed.lowerBound
            ? max(old.upperBound + lineCountChange, changed.lowerBound) : old.upperBound
        lines = min(old.lowerBound, changed.lowerBound)..<max(oldEnd, changed.upperBound)
    }

    /// The lines gathered, no further than `lineCount`, and forgets them.
    public mutating func take(lineCount: Int) -> Range<Int> {
        defer { lines = nil }
        guard let lines else { return 0..<0 }
        return min(lines.lowerBound, lineCount)..<min(lines.upperBound, lineCount)
    }
}
