import Foundation
import Highlight

/// Edits in the offsets an app has at hand: a `String`'s indices (SwiftUI), an `NSRange` of
/// UTF-16 units (NSString, TextKit). The document's text is taken to be valid UTF-8, as any
/// `String`'s is.
extension HighlightedText {
    /// The UTF-16 offset of byte `offset`, which starts a scalar (or is the text's end).
    public func utf16Offset(ofByte offset: Int) -> Int {
        precondition(offset >= 0 && offset <= bytes.count, "byte offset \(offset) outside the text")
        return bytes.withUnsafeBufferPointer { CodeUnits.utf16Count(UnsafeBufferPointer(rebasing: $0[..<offset])) }
    }

    /// The byte offset of UTF-16 offset `offset`; nil past the text's end or between the two
    /// halves of a surrogate pair, which UTF-8 cannot split.
    public func byteOffset(ofUTF16 offset: Int) -> Int? {
        guard offset >= 0 else { return nil }
        return bytes.withUnsafeBufferPointer { CodeUnits.byteOffset(ofUTF16: offset, in: $0) }
    }

    /// Replaces the UTF-16 range `range` (an `NSRange` of the document's text, as TextKit's
    /// `replaceCharacters(in:with:)` gets it) with `text`; returns the lines whose tokens may
    /// have changed, as `edit(replacing:with:)` does.
    @discardableResult
    public mutating func edit(replacing range: NSRange, with text: String) -> Range<Int> {
        // The end is counted on from the start: one pass over the text before the edit.
        guard range.location != NSNotFound, range.length >= 0, let start = byteOffset(ofUTF16: range.location),
              let end = bytes.withUnsafeBufferPointer({
                  CodeUnits.byteOffset(ofUTF16: range.location + range.length, in: $0, from: (start, range.location))
              })
        else { preconditionFailure("\(range) is not a range of whole characters in the text") }
        return edit(replacing: start..<end, with: text)
    }

    /// Replaces `range`, indices of `text` (the document's text as a `String`), with
    /// `replacement`; returns the lines whose tokens may have changed.
    @discardableResult
    public mutating func edit(replacing range: Range<String.Index>, in text: String,
                              with replacement: String) -> Range<Int> {
        precondition(text.utf8.count == bytes.count, "the text is not the document's")
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let end = start + text.utf8.distance(from: range.lowerBound, to: range.upperBound)
        return edit(replacing: start..<end, with: replacement)
    }
}
