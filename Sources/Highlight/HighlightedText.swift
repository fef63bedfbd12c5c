/// A text being edited, kept highlighted: the incremental document an editor holds.
///
/// It keeps the state at the start of each line, lexed lazily: asking for a line's tokens lexes
/// the lines above it that were never lexed, once. An edit splices the text and its lines, then
/// re-lexes from the first changed line only until a line's new start state equals the one it
/// had before the edit (equal states mean equal futures, so nothing further down can change).
/// Typing in the middle of a large file re-lexes a line or two; opening a `/*` re-lexes to the
/// end of the file, as it must.
///
/// Offsets are UTF-8 byte offsets into the whole text, and tokens are the ones
/// `Highlighter.tokens(in:)` gives for the whole text: lines are split at `\n`, the newline
/// belongs to no token, and an empty last line (after a final `\n`) has none.
public struct HighlightedText: Sendable {
    /// The highlighter of the text's language.
    public let highlighter: Highlighter
    /// The text, as UTF-8.
    public private(set) var bytes: [UInt8]
    /// The byte offset where each line starts; the first is 0. A text ending in `\n` has an
    /// empty line after it, so there is always one more line than there are newlines.
    private var lineStarts: [Int]
    /// The state at the start of lines `0..<states.count`: the lines lexed so far, and the one after them.
    private var states: [LineState]
    /// Whether a line's tokens depend on the line after it (Markdown's setext headings).
    private let readsNextLine: Bool
    /// How many lines the last edit lexed again to find their start states (0 when the edit was
    /// below the lines lexed so far): what an edit cost, for benchmarks and demos.
    public private(set) var relexedLineCount = 0

    /// A document of `bytes` in `language`; `languages` are those an embedding may name (a
    /// Markdown fence's info string): the built-in ones unless an app adds its own.
    public init(_ bytes: [UInt8], language: Language, languages: LanguageRegistry = .builtIn) {
        highlighter = Highlighter(language: language, languages: languages)
        readsNextLine = language.lexer.readsNextLine
        self.bytes = bytes
        lineStarts = [0] + Self.lineStarts(in: bytes[...])
        states = [.initial]
    }

    public init(_ text: String, language: Language, languages: LanguageRegistry = .builtIn) {
        self.init(Array(text.utf8), language: language, languages: languages)
    }

    /// The number of lines: one more than the number of newlines.
    public var lineCount: Int { lineStarts.count }

    /// The byte range of line `line`, its `\n` excluded.
    public func byteRange(ofLine line: Int) -> Range<Int> {
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        return lineStarts[line]..<end
    }

    /// The line that holds byte `offset` (a newline belongs to the line it ends; the text's
    /// end to the last line).
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return low
    }

    /// The tokens of line `line`, with offsets into the whole text.
    public mutating func tokens(inLine line: Int) -> [Token] {
        let buffer = TokenBuffer()
        lex(lines: line..<line + 1, into: buffer)
        return buffer.take()
    }

    /// The tokens that overlap `range` (byte offsets), cut to it.
    public mutating func tokens(in range: Range<Int>) -> [Token] {
        let lines = line(containing: range.lowerBound)..<line(containing: range.upperBound) + 1
        let buffer = TokenBuffer()
        lex(lines: lines, into: buffer)
        return buffer.take().compactMap { token in
            let start = max(token.start, range.lowerBound)
            let end = min(token.end, range.upperBound)
            return end > start ? Token(start: start, length: end - start, kind: token.kind) : nil
        }
    }

    /// Replaces bytes `range` with `text`, and returns the lines whose tokens may have changed
    /// (in the new text's numbering): the edited lines, and those below whose start state changed.
    @discardableResult
    public mutating func edit(replacing range: Range<Int>, with text: String) -> Range<Int> {
        edit(replacing: range, with: Array(text.utf8))
    }

    /// Replaces bytes `range` with `replacement`; see `edit(replacing:with:)`.
    @discardableResult
    public mutating func edit(replacing range: Range<Int>, with replacement: [UInt8]) -> Range<Int> {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "edit outside the text")
        relexedLineCount = 0
        let first = line(containing: range.lowerBound)
        let last = line(containing: range.upperBound)
        bytes.replaceSubrange(range, with: replacement)
        let delta = replacement.count - range.count
        // The lines from `first` to `last` become those of their new text.
        let newEnd = last + 1 < lineStarts.count ? lineStarts[last + 1] + delta : nil
        let inserted = Self.lineStarts(in: bytes[lineStarts[first]..<(newEnd ?? bytes.count)])
        let inserts = newEnd == nil ? inserted : Array(inserted.dropLast())
        lineStarts.replaceSubrange(first + 1..<last + 1, with: inserts)
        let after = first + 1 + inserts.count  // the first line below the edit
        if delta != 0 {
            for i in after..<lineStarts.count { lineStarts[i] += delta }
        }
        let touched = (readsNextLine ? max(first - 1, 0) : first)..<after
        // Below the lexed lines nothing is known, so nothing is re-lexed.
        guard first < states.count else { return touched }
        guard last + 1 < states.count else {
            states.removeSubrange(first + 1..<states.count)
            return touched
        }
        // The new lines' start states are found by lexing them; until then they hold a copy of one.
        states.replaceSubrange(first + 1..<last + 1, with: repeatElement(states[first], count: inserts.count))
        let stop = relex(from: first, convergingFrom: after)
        return touched.lowerBound..<max(stop, after)
    }

    /// Lexes from line `first` until a line at or after `settled` starts in the state it had
    /// (or the lexed lines end), updating `states`; returns the line where it stopped.
    private mutating func relex(from first: Int, convergingFrom settled: Int) -> Int {
        let buffer = TokenBuffer.discarding()
        // A local copy: reached through `self` inside the closure, it would be copied (and its
        // language's names retained and released) at every line.
        let highlighter = highlighter
        var line = first
        var state = states[line]
        bytes.withUnsafeBufferPointer { text in
            while line + 1 < states.count {
                state = highlighter.lexLine(UnsafeBufferPointer(rebasing: text[byteRange(ofLine: line)]), state: state,
                                            into: buffer)
                line += 1
                if line >= settled, states[line] == state { return }
                states[line] = state
            }
        }
        relexedLineCount = line - first
        return line
    }

    /// Lexes `lines` into `buffer`, first lexing (for their states) any lines above them not lexed yet.
    private mutating func lex(lines: Range<Int>, into buffer: TokenBuffer) {
        let discard = TokenBuffer.discarding()
        let highlighter = highlighter  // as in `relex`
        bytes.withUnsafeBufferPointer { text in
            while states.count <= lines.upperBound && states.count <= lineStarts.count {
                let line = states.count - 1
                let state = highlighter.lexLine(UnsafeBufferPointer(rebasing: text[byteRange(ofLine: line)]),
                                                state: states[line], into: discard)
                states.append(state)
            }
            for line in lines where !isEmptyTail(line) {
                buffer.base = lineStarts[line]
                let next = readsNextLine && line + 1 < lineStarts.count && !isEmptyTail(line + 1)
                    ? UnsafeBufferPointer(rebasing: text[byteRange(ofLine: line + 1)]) : nil
                _ = highlighter.lexLine(UnsafeBufferPointer(rebasing: text[byteRange(ofLine: line)]), next: next,
                                        state: states[line], into: buffer)
            }
        }
    }

    /// Whether `line` is the empty line after a final newline, which a whole-text lex does not count.
    private func isEmptyTail(_ line: Int) -> Bool {
        line == lineStarts.count - 1 && lineStarts[line] == bytes.count
    }

    /// The offsets (into the whole text) just past each `\n` in `slice`.
    private static func lineStarts(in slice: ArraySlice<UInt8>) -> [Int] {
        var starts: [Int] = []
        for i in slice.indices where slice[i] == UInt8(ascii: "\n") { starts.append(i + 1) }
        return starts
    }
}
