import Foundation
import Highlight
import HighlightAttributed
import TestSupport
import Testing

/// UTF-16 offsets (NSRange) and `String.Index`es turned into the document's UTF-8 offsets, over
/// text with two-, three- and four-byte scalars, checked against the standard library's own views.
@Suite struct OffsetTests {
    /// Long enough that the counting runs through whole eight-byte words, and scalars straddle
    /// them; with stretches of ASCII that it counts 32 bytes at a time, of several lengths.
    static let text = String(repeating: "ascii only, ", count: 9) + Samples.swift
        + String(repeating: "0123456789", count: 7) + "😀" + Samples.swift + String(repeating: "x", count: 33) + "é中"
        + Samples.swift + "abcdefgh😀😀é中xyz"

    @Test func everyUTF16OffsetHasTheStringsByteOffset() {
        let document = HighlightedText(Self.text, language: .swift)
        let utf16 = Array(Self.text.utf16)
        for offset in 0...utf16.count {
            let index = String.Index(utf16Offset: offset, in: Self.text)
            // An offset between the halves of a surrogate pair has no byte offset.
            if offset < utf16.count, UTF16.isTrailSurrogate(utf16[offset]) {
                #expect(document.byteOffset(ofUTF16: offset) == nil, "\(offset)")
                continue
            }
            let byte = Self.text.utf8.distance(from: Self.text.startIndex, to: index)
            #expect(document.byteOffset(ofUTF16: offset) == byte, "\(offset)")
            #expect(document.utf16Offset(ofByte: byte) == offset, "\(byte)")
        }
        #expect(document.byteOffset(ofUTF16: utf16.count + 1) == nil)
        #expect(document.byteOffset(ofUTF16: -1) == nil)
    }

    @Test func nsRangeEditsEditTheTextAsNSStringDoes() {
        var rng = SeededGenerator(seed: 16)
        var document = HighlightedText(Samples.swift, language: .swift)
        // NSString's text is UTF-16 units. (Not an NSMutableString: on Linux its edits move to the
        // nearest character boundary, out of a ZWJ emoji sequence.)
        var units = Array(Samples.swift.utf16)
        for _ in 0..<200 {
            let (range, replacement) = Samples.edit(in: document.bytes, &rng)
            let location = document.utf16Offset(ofByte: range.lowerBound)
            let length = document.utf16Offset(ofByte: range.upperBound) - location
            units.replaceSubrange(location..<location + length, with: replacement.utf16)
            document.edit(replacing: NSRange(location: location, length: length), with: replacement)
            #expect(document.bytes == Array(String(decoding: units, as: UTF16.self).utf8))
        }
        let fresh = Highlighter(language: .swift).tokens(in: document.bytes)
        #expect(document.tokens(in: 0..<document.bytes.count) == fresh)
    }

    @Test func stringIndexEditsEditTheTextAsStringDoes() {
        var rng = SeededGenerator(seed: 17)
        var document = HighlightedText(Samples.swift, language: .swift)
        var text = Samples.swift
        for _ in 0..<200 {
            // A random character, or the place before one, of the text as a String.
            let at = text.index(text.startIndex, offsetBy: rng.below(text.count + 1))
            let end = rng.below(3) == 0 && at < text.endIndex ? text.index(after: at) : at
            let replacement = at == end ? Samples.pieces[rng.below(Samples.pieces.count)] : ""
            document.edit(replacing: at..<end, in: text, with: replacement)
            text.replaceSubrange(at..<end, with: replacement)
            #expect(document.bytes == Array(text.utf8))
        }
        let fresh = Highlighter(language: .swift).tokens(in: document.bytes)
        #expect(document.tokens(in: 0..<document.bytes.count) == fresh)
    }
}
