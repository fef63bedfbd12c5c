import Foundation
import Highlight
import HighlightAttributed
import Theme

/// Random single-character edits to a document, each timed and then checked against a fresh lex
/// of the whole text.
///
/// Each edit is made twice, to two copies of the text: once in UTF-8 byte offsets, timed with the
/// tokens of the changed lines fetched (what bench/edit.sh times), and once as TextKit makes it,
/// an NSRange in and the TextKit runs of the changed lines out.
struct EditSession {
    /// What an insertion inserts: comment and string delimiters count as one edit each.
    static let pieces = [
        "/*", "*/", "\"", "'", "`", "\n", "\n", "a", "x", " ", "{", "}", "(", ")", ";", "//", "#", "é", "中", "😀",
    ]

    private(set) var document: HighlightedText
    private var textKitDocument: HighlightedText
    let theme: Theme
    private var random = EditRandom()
    private let clock = ContinuousClock()

    /// Microseconds per edit, tokens of the changed lines updated.
    private(set) var times: [Double] = []
    /// Microseconds per edit made and restyled through the TextKit bridge.
    private(set) var textKitTimes: [Double] = []
    /// Lines lexed again to find their start states, per edit.
    private(set) var relexed: [Int] = []
    /// Lines whose tokens the edit may have changed, per edit.
    private(set) var changedLines: [Int] = []

    init(_ text: String, language: Language, theme: Theme) {
        document = HighlightedText(text, language: language)
        textKitDocument = document
        self.theme = theme
        // Lexed whole once, as an open editor's document is.
        _ = document.tokens(inLine: document.lineCount - 1)
        _ = textKitDocument.tokens(inLine: textKitDocument.lineCount - 1)
    }

    /// Makes one random edit; returns a description of it when the tokens then differ from a fresh lex.
    mutating func editAndCheck() -> String? {
        let (range, replacement) = randomEdit()
        let start = clock.now
        let changed = document.edit(replacing: range, with: replacement)
        for line in changed { _ = document.tokens(inLine: line) }
        times.append((clock.now - start).microseconds)
        relexed.append(document.relexedLineCount)
        changedLines.append(changed.count)

        let location = textKitDocument.utf16Offset(ofByte: range.lowerBound)
        let length = textKitDocument.utf16Offset(ofByte: range.upperBound) - location
        let nsRange = NSRange(location: location, length: length)
        let textKitStart = clock.now
        let textKitChanged = textKitDocument.edit(replacing: nsRange, with: replacement)
        _ = textKitDocument.textKitRuns(inLines: textKitChanged, theme: theme)
        textKitTimes.append((clock.now - textKitStart).microseconds)

        let fresh = Highlighter(language: document.highlighter.language).tokens(in: document.bytes)
        guard document.tokens(in: 0..<document.bytes.count) == fresh, textKitDocument.bytes == document.bytes,
              textKitDocument.tokens(in: 0..<textKitDocument.bytes.count) == fresh
        else {
            return "bytes \(range) replaced with \(replacement.debugDescription)"
        }
        return nil
    }

    /// An insertion of a piece, or the deletion of one character, at a random character boundary.
    private mutating func randomEdit() -> (Range<Int>, String) {
        let bytes = document.bytes
        var at = random.below(bytes.count + 1)
        while at > 0 && at < bytes.count && bytes[at] & 0xC0 == 0x80 { at -= 1 }
        if random.below(2) == 0 && at < bytes.count {
            var end = at + 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            return (at..<end, "")
        }
        return (at..<at, Self.pieces[random.below(Self.pieces.count)])
    }
}

extension Duration {
    var microseconds: Double {
        Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
    }
}
