import Highlight
import Theme

/// A stretch of a document's text of one token kind and one mark, and the style a theme gives them.
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
    /// The mark that shows on them (a search match, a finding), `.none` for none.
    public var mark: Mark
    /// How the theme paints them: `HighlightRun.style(of:mark:in:)`.
    public var style: Style

    public init(bytes: Range<Int>, utf16: Range<Int>, kind: TokenKind, mark: Mark = .none, style: Style) {
        self.bytes = bytes
        self.utf16 = utf16
        self.kind = kind
        self.mark = mark
        self.style = style
    }

    /// The style `theme` gives `kind` under `mark` in an editor: the kind's own, its text color
    /// falling back on the theme's page text (a view shows the theme's `page.background` behind
    /// it), with the mark's style laid over it.
    public static func style(of kind: TokenKind, mark: Mark = .none, in theme: Theme) -> Style {
        var style = theme.style(kind)
        style.foreground = style.foreground ?? theme.page.foreground
        return mark == .none ? style : style.overlaid(with: theme.style(mark))
    }
}

extension HighlightedText {
    /// The runs of `lines` with `theme`'s styles, in order, with each line's `\n`; `marks` (search
    /// matches, findings: see `Marks`) are laid over the tokens, one mark showing on each run.
    public mutating func runs(inLines lines: Range<Int>, theme: Theme, marks: Marks = Marks()) -> [HighlightRun] {
        guard !lines.isEmpty else { return [] }
        // Each look's style, made once: by kind, and by kind and mark as marks come.
        let styles = TokenKind.allCases.map { HighlightRun.style(of: $0, in: theme) }
        var markedStyles: [Int: Style] = [:]
        func style(_ kind: TokenKind, _ mark: Mark) -> Style {
            guard mark != .none else { return styles[Int(kind.rawValue)] }
            let key = Int(kind.rawValue) << 8 | Int(mark.rawValue)
            if let known = markedStyles[key] { return known }
            let made = HighlightRun.style(of: kind, mark: mark, in: theme)
            markedStyles[key] = made
            return made
        }
        let lineTokens = lines.map { tokens(inLine: $0) }  // lexing first: it mutates the document
        let first = byteRange(ofLine: lines.lowerBound).lowerBound
        var runs: [HighlightRun] = []
        var utf16 = utf16Offset(ofByte: first)
        bytes.withUnsafeBufferPointer { text in
            /// Adds the bytes up to `end` as `kind` under `mark`, joined to the last run when that looks the same.
            func add(upTo end: Int, _ kind: TokenKind, _ mark: Mark) {
                let start = runs.last?.bytes.upperBound ?? first
                // A token edge inside a scalar (never seen in valid text) moves to the scalar's end.
                var end = end
                while end < text.count && text[end] & 0xC0 == 0x80 { end += 1 }
                guard end > start else { return }
                let units = CodeUnits.utf16Count(UnsafeBufferPointer(rebasing: text[start..<end]))
                if let last = runs.last, last.kind == kind, last.mark == mark {
                    runs[runs.count - 1].bytes = last.bytes.lowerBound..<end
                    runs[runs.count - 1].utf16 = last.utf16.lowerBound..<utf16 + units
                } else {
                    runs.append(HighlightRun(bytes: start..<end, utf16: utf16..<utf16 + units, kind: kind, mark: mark,
                                             style: style(kind, mark)))
                }
                utf16 += units
            }
            for (line, tokens) in zip(lines, lineTokens) {
                let range = byteRange(ofLine: line)
                marks.forEachRun(tokens[...], over: range, text: text) { run in add(upTo: run.range.upperBound, run.kind, run.mark) }
                // Its newline (the last line has none).
                add(upTo: line + 1 < lineCount ? range.upperBound + 1 : range.upperBound, .plain, .none)
            }
        }
        return runs
    }
}
