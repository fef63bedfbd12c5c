import Highlight
import Theme

/// A hunk line's content in its token colors over the line's tone: emphasized ranges stronger
/// (an expanded tab in one shown as `→`), trailing whitespace of added lines marked. Every layout paints content this way.
enum HunkContent {
    static func append<Sink: ContentSink>(_ text: UnsafeBufferPointer<UInt8>, tokens: ArraySlice<Token>, emphasis: ArraySlice<Range<Int>>,
                                          tone: LineTone, tabWidth: Int, trailing: Bool, into line: inout Sink) {
        tokens.withUnsafeBufferPointer { tokens in
            emphasis.withUnsafeBufferPointer { emphasis in
                append(text, tokens: tokens, emphasis: emphasis, tone: tone, tabWidth: tabWidth, trailing: trailing, into: &line)
            }
        }
    }

    /// `append` of tokens and emphasis where they lie (`PreparedLines.Reader`), read unchecked:
    /// this runs for every span of every line painted.
    static func append<Sink: ContentSink>(_ text: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>,
                                          emphasis: UnsafeBufferPointer<Range<Int>>, tone: LineTone, tabWidth: Int,
                                          trailing: Bool, into line: inout Sink) {
        var end = text.count
        // On a context line a CRLF is the line's end, the same on both sides; on a changed
        // line the `\r` shows, so a change of line ends alone can be seen.
        if tone == .plain, end > 0, text[end - 1] == 0x0D { end -= 1 }
        var blankFrom = end
        if trailing { while blankFrom > 0, text[blankFrom - 1] == 0x20 || text[blankFrom - 1] == 0x09 { blankFrom -= 1 } }
        appendSpans(text, end: end, blankFrom: blankFrom, tokens: tokens, emphasis: emphasis, tone: tone, tabWidth: tabWidth,
                    into: &line)
    }

    /// The spans of `text[..<end]`: each token's (plain between them), split where emphasis
    /// starts and ends and where the trailing blanks (from `blankFrom`) start.
    @inline(__always)
    private static func appendSpans<Sink: ContentSink>(_ text: UnsafeBufferPointer<UInt8>, end: Int, blankFrom: Int,
                                                       tokens: UnsafeBufferPointer<Token>,
                                                       emphasis: UnsafeBufferPointer<Range<Int>>, tone: LineTone,
                                                       tabWidth: Int, into line: inout Sink) {
        var pos = 0
        var t = 0
        var e = 0
        while pos < end {
            // The next boundary: a token's start or end, an emphasis edge, the trailing blanks.
            while t < tokens.endIndex, tokens[t].end <= pos { t += 1 }
            while e < emphasis.endIndex, emphasis[e].upperBound <= pos { e += 1 }
            var next = end
            var kind = TokenKind.plain
            if t < tokens.endIndex {
                if tokens[t].start > pos { next = min(next, tokens[t].start) } else { kind = tokens[t].kind; next = min(next, tokens[t].end) }
            }
            var emphasized = false
            if e < emphasis.endIndex {
                if emphasis[e].lowerBound > pos { next = min(next, emphasis[e].lowerBound) } else { emphasized = true; next = min(next, emphasis[e].upperBound) }
            }
            if pos < blankFrom { next = min(next, blankFrom) }
            let attributes = pos >= blankFrom
                ? Attributes(.trailingWhitespace, tone: tone)
                : Attributes(Face(kind), tone: tone, emphasis: emphasized)
            // A changed tab shows as one; kept tabs (`--color-only`, `--tabs=0`) stay as they are.
            line.append(content: text, from: pos, to: next, tabWidth: tabWidth, showingTabs: emphasized, attributes)
            pos = next
        }
    }
}

/// Where a hunk line's content goes, a span at a time: a row being built (`StyledLine`), or,
/// for content of printable ASCII alone, a terminal's output straight (`ANSIBackend.SpanWriter`).
protocol ContentSink {
    /// Appends `bytes[from..<to]` in `attributes` (`StyledLine.append(content:from:to:tabWidth:showingTabs:_:)`).
    mutating func append(content bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int, tabWidth: Int, showingTabs: Bool,
                         _ attributes: Attributes)
}

extension StyledLine: ContentSink {}

extension ANSIBackend.SpanWriter: ContentSink {}
