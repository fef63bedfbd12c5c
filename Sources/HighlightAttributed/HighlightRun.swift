import Highlight
import Theme

/// A stretch of a document's text of one token kind, and the style a theme gives it.
///
/// The runs of some lines cover them whole: the text between tokens and each line's `\n` are
/// `.plain` runs. So the runs of every line are the whole text, each byte in one run.
public struct HighlightRun: Hashable, Sendable {
    /// The run's UTF-8 byte offsets into the document's text.
    public var bytes: Range<Int>
    /// The same stretch in UTF-16 offsets (NSString's and TextKit's).
    public var utf16: Range<Int>
    /// What the bytes are.
    public var kind: TokenKind
    /// How the theme paints them: `HighlightRun.style(of:in:)`.
    public var style: Style

    public init(bytes: Range<Int>, utf16: Range<Int>, kind: TokenKind, style: Style) {
        self.bytes = bytes
        self.utf16 = utf16
        self.kind = kind
        self.style = style
    }

    /// The style `theme` gives `kind` in an editor: the kind's own, its text color falling back
    /// on the theme's page text (a view shows the theme's `page.background` behind it).
    public static func style(of kind: TokenKind, in theme: Theme) -> Style {
        var style = theme.style(kind)
        style.foreground = style.foreground ?? theme.page.foreground
        return style
    }
}

extension HighlightedText {
    /// The runs of `lines` with `theme`'s styles, in order, with each line's `\n`.
    public mutating func runs(inLines lines: Range<Int>, theme: Theme) -> [HighlightRun] {
        guard !lines.isEmpty else { return [] }
        let styles = TokenKind.allCases.map { HighlightRun.style(of: $0, in: theme) }
        let lineTokens = lines.map { tokens(inLine: $0) }  // lexing first: it mutates the document
        let first = byteRange(ofLine: lines.lowerBound).lowerBound
        var runs: [HighlightRun] = []
        var utf16 = utf16Offset(ofByte: first)
        bytes.withUnsafeBufferPointer { text in
            /// Adds the bytes up to `end` as `kind`, joined to the last run when that is of the same kind.
            func add(upTo end: Int, _ kind: TokenKind) {
                let start = runs.last?.bytes.upperBound ?? first
                // A token edge inside a scalar (never seen in valid text) moves to the scalar's end.
                var end = end
                while end < text.count && text[end] & 0xC0 == 0x80 { end += 1 }
                guard end > start else { return }
                let units = CodeUnits.utf16Count(UnsafeBufferPointer(rebasing: text[start..<end]))
                if let last = runs.last, last.kind == kind {
                    runs[runs.count - 1].bytes = last.bytes.lowerBound..<end
                    runs[runs.count - 1].utf16 = last.utf16.lowerBound..<utf16 + units
                } else {
                    runs.append(HighlightRun(bytes: start..<end, utf16: utf16..<utf16 + units, kind: kind,
                                             style: styles[Int(kind.rawValue)]))
                }
                utf16 += units
            }
            for (line, tokens) in zip(lines, lineTokens) {
                for token in tokens {
                    add(upTo: token.start, .plain)
                    add(upTo: token.end, token.kind)
                }
                // The rest of the line, and its newline (the last line has none).
                let end = byteRange(ofLine: line).upperBound
                add(upTo: line + 1 < lineCount ? end + 1 : end, .plain)
            }
        }
        return runs
    }
}
