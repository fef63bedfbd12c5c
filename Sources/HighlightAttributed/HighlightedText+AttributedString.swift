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
        PlatformColors.add(style, to: &container)
        return container
    }
}

extension HighlightedText {
    /// The whole text, each run with its attributes (see `HighlightRun.attributes`).
    public mutating func attributedString(theme: Theme) -> AttributedString {
        attributedString(lines: 0..<lineCount, theme: theme)
    }

    /// The text of `lines` with their `\n`s (none after the last line of the text), each run
    /// with its attributes: for a view that shows a line at a time, or restyles one.
    public mutating func attributedString(lines: Range<Int>, theme: Theme) -> AttributedString {
        var result = AttributedString()
        var containers: [TokenKind: AttributeContainer] = [:]
        for run in runs(inLines: lines, theme: theme) {
            let attributes = containers[run.kind] ?? run.attributes
            containers[run.kind] = attributes
            result.append(AttributedString(String(decoding: bytes[run.bytes], as: UTF8.self), attributes: attributes))
        }
        return result
    }

    /// Replaces bytes `range` with `text` in the document and in `attributed`, which holds the
    /// document's text styled with `theme`, then restyles the lines whose tokens changed; returns them.
    @discardableResult
    public mutating func edit(replacing range: Range<Int>, with text: String,
                              restyling attributed: inout AttributedString, theme: Theme) -> Range<Int> {
        let start = scalarIndex(ofByte: range.lowerBound, in: attributed)
        let end = attributed.unicodeScalars.index(start, offsetBy: scalarCount(range))
        attributed.replaceSubrange(start..<end, with: AttributedString(text))
        let changed = edit(replacing: range, with: text)
        restyle(&attributed, lines: changed, theme: theme)
        return changed
    }

    /// Sets the attributes of `lines` in `attributed`, which holds the document's text, to
    /// their runs' (replacing any others there).
    public mutating func restyle(_ attributed: inout AttributedString, lines: Range<Int>, theme: Theme) {
        let runs = runs(inLines: lines, theme: theme)
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
