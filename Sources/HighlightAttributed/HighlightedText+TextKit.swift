import Foundation
import Highlight
import Theme

/// A run as TextKit takes it: a UTF-16 range of the text and an attribute dictionary.
public struct TextKitRun {
    public var range: NSRange
    /// The `HighlightAttributes` under their keys (`.highlightTokenKind`, `.highlightForegroundRGB` …), and
    /// where UIKit or AppKit exist, `.foregroundColor`, `.backgroundColor` and `.underlineStyle`.
    /// No font: the text view's font stays, and the view makes `.highlightBold` and `.highlightItalic` runs bold or italic.
    public var attributes: [NSAttributedString.Key: Any]
}

extension HighlightRun {
    /// The run's attributes as a TextKit attribute dictionary (see `TextKitRun.attributes`).
    public var textKitAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.highlightTokenKind: kind]
        attributes[.highlightForegroundRGB] = style.foreground
        attributes[.highlightBackgroundRGB] = style.background
        if style.bold { attributes[.highlightBold] = true }
        if style.italic { attributes[.highlightItalic] = true }
        if style.underline { attributes[.highlightUnderline] = true }
        if mark != .none { attributes[.highlightMark] = mark }
        PlatformColors.add(style, to: &attributes)
        return attributes
    }
}

extension HighlightedText {
    /// The runs of `lines` for an `NSTextStorage`: after an edit, `setAttributes(_:range:)`
    /// with each of the changed lines' runs restyles exactly those lines (with their `\n`s).
    /// `marks` are laid over the tokens.
    public mutating func textKitRuns(inLines lines: Range<Int>, theme: Theme, marks: Marks = Marks()) -> [TextKitRun] {
        runs(inLines: lines, theme: theme, marks: marks).map { run in
            TextKitRun(range: NSRange(location: run.utf16.lowerBound, length: run.utf16.count),
                       attributes: run.textKitAttributes)
        }
    }
}
