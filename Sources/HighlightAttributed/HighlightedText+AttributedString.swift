import Foundation
import Highlight
import Theme

extension HighlightRun {
    /// The run's attributes in an `AttributedString`: the `highlight` scope's, and where
    /// SwiftUI, UIKit or AppKit exist, their own colors too.
    public var attributes: AttributeContainer {
        var container = AttributeContainer()
        container.tokenKind = kind
        container.foregroundRGB = style.foreground
        container.backgroundRGB = style.background
        if style.bold { container.bold = true }
        if style.italic { container.italic = true }
        if style.underline { container.underline = true }
        if mark != .none { container.mark = mark }
        PlatformColors.add(style, to: &container)
        return container
    }
}

extension HighlightedText {
    /// The whole text, each run with its attributes (see `HighlightRun.attributes`), `marks`
    /// laid over the tokens.
    public mutating func attributedString(theme: Theme, marks: Marks = Marks()) -> AttributedString {
        attributedString(lines: 0..<lineCount, theme: theme, marks: marks)
    }

    /// The text of `lines` with their `\n`s (none after the last line of the text), each run
    /// with its attributes: for a view that shows a line at a time, or restyles one.
    public mutating func attributedString(lines: Range<Int>, theme: Theme, marks: Marks = Marks()) -> AttributedString {
        var result = AttributedString()
        var containers: [Int: AttributeContainer] = [:]
        for run in runs(inLines: lines, theme: theme, marks: marks) {
            let look = Int(run.kind.rawValue) << 8 | Int(run.mark.rawValue)
            let attributes = containers[look] ?? run.attributes
            containers[look] = attributes
            result.append(AttributedString(String(decoding: bytes[run.bytes], as: UTF8.self), attributes: attributes))
        }
        return result
    }

    /// Replaces bytes `range` with `text` in the document and in `attributed`, which holds the
    /// document's text styled with `theme`, then restyles the lines whose tokens changed; returns them.
    @discardableResult
    public mutating func edit(replacing range: Range<Int>, with text: String,
                              restyling attributed: inout AttributedString, theme: Theme,
                              marks: Marks = Marks()) -> Range<Int> {
        let start = scalarIndex(ofByte: range.lowerBound, in: attributed)
        let end = attributed.unicodeScalars.index(start, offsetBy: scalarCount(range))
        attributed.replaceSubrange(start..<end, with: AttributedString(text))
        let changed = edit(replacing: range, with: text)
        restyle(&attributed, lines: changed, theme: theme, marks: marks)
        return changed
    }

    /// Sets the attributes of `lines` in `attributed`, which holds the document's text, to
    /// their runs' (replacing any others there), `marks` laid over the tokens.
    public mutating func restyle(_ attributed: inout AttributedString, lines: Range<Int>, theme: Theme,
                                 marks: Marks = Marks()) {
        let runs = runs(inLines: lines, theme: theme, marks: marks)
        guard let first = runs.first else { return }
        var start = scalarIndex(ofByte: first.bytes.lowerBound, in: attributed)
        for run in runs {
            let end = attributed.unicodeScalars.index(start, offsetBy: scalarCount(run.bytes))
            attributed[start..<end].setAttributes(run.attributes)
            start = end
        }
    }

    /// The index in `attributed` (holding the document's text) of byte `offset`.
    private func scalarIndex(ofByte offset: Int, in attributed: AttributedString) -> AttributedString.Index {
        attributed.unicodeScalars.index(attributed.startIndex, offsetBy: scalarCount(0..<offset))
    }

    private func scalarCount(_ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { CodeUnits.scalarCount(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
