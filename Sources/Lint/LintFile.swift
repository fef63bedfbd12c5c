import Highlight

/// One file of a change as the rules see it: its new text (as staged), lexed whole, which of
/// its lines the change adds, and what the old version was.
public struct LintFile: Sendable {
    /// A line of the new text with the lexer's view of it.
    public struct Line: Sendable {
        /// 1-based line number.
        public let number: Int
        /// The line's bytes, without its `\n` (a `\r` stays).
        public let bytes: ArraySlice<UInt8>
        /// Tokens, offsets relative to the line's start: a rule can tell code from comment or string.
        public let tokens: [Token]
        /// Whether the change adds (or changes) this line.
        public let isAdded: Bool
        /// The lexer's state at the start of the line: where a construct still open at the end
        /// of the file (a comment, string, heredoc, fence) was opened can be found from these.
        public let startState: LineState

        /// The token kind at byte offset `offset` of the line (`.plain` outside any token).
        public func kind(at offset: Int) -> TokenKind {
            let k = firstToken(endingAfter: offset)
            return k < tokens.count && tokens[k].start <= offset ? tokens[k].kind : .plain
        }

        /// Whether `literal` stands in the line at byte offset `offset` (line-relative, like token offsets).
        public func matches(_ literal: [UInt8], at offset: Int) -> Bool {
            guard offset >= 0, offset + literal.count <= bytes.count else { return false }
            let base = bytes.startIndex + offset
            for i in 0..<literal.count where bytes[base + i] != literal[i] { return false }
            return true
        }

        /// The byte at line-relative offset `offset`, or nil outside the line.
        public func byte(at offset: Int) -> UInt8? {
            offset >= 0 && offset < bytes.count ? bytes[bytes.startIndex + offset] : nil
        }

        /// Whether the bytes `range` lie in code (not in a comment, doc or string token).
        package func isCode(_ range: Range<Int>) -> Bool {
            var k = firstToken(endingAfter: range.lowerBound)
            while k < tokens.count, tokens[k].start < range.upperBound {
                if tokens[k].kind.isComment || tokens[k].kind.isString { return false }
                k += 1
            }
            return true
        }

        /// The index of the first token that ends after byte `offset` (`tokens.count` if none), by
        /// binary search: tokens are in order and never overlap, so their ends rise too. A rule
        /// asking at every match of a long line would otherwise read all its tokens each time.
        private func firstToken(endingAfter offset: Int) -> Int {
            var (low, high) = (0, tokens.count)
            while low < high {
                let mid = (low + high) / 2
                if tokens[mid].end > offset { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }

    /// The path in the repository.
    public let path: RepositoryPath
    /// The new (staged) text.
    public let text: [UInt8]
    /// The old text (HEAD's), nil for a new file.
    public let oldText: [UInt8]?
    /// The language the file was lexed in.
    public let language: Language
    /// Whether the language was guessed from the text (a shebang, a modeline), not named by an
    /// option, the attributes or the path: a guess may be wrong, so rules that trust the
    /// lexer's whole reading of the file (`unterminated`) keep quiet.
    package let isLanguageGuessed: Bool
    /// The new text's lines, lexed whole.
    public let lines: [Line]
    /// The lexer's state after the last line of the new text, and of the old text (nil when new,
    /// or when the new text ends in the initial state and the old one cannot matter).
    package let endState: LineState
    package let oldEndState: LineState?
    /// The old text's lines, lexed, when `oldEndState` is (none otherwise): where the old text
    /// left something open tells whether the change did.
    package let oldLines: [Line]
    /// Whether the new version is executable (mode 100755), and whether the old one was.
    package let isExecutable: Bool
    package let wasExecutable: Bool
    /// Whether the file is binary (a NUL in its first 8 KB, as git decides).
    public let isBinary: Bool
    /// Whether all of the file is being judged (`--all`), rather than what a change adds.
    package let isWhole: Bool

    /// Lexes `text` whole; `added` holds the 1-based numbers of the lines the change adds.
    public init(path: RepositoryPath, text: [UInt8], oldText: [UInt8]?, language: Language, isLanguageGuessed: Bool = false,
                added: Set<Int>, isExecutable: Bool = false, wasExecutable: Bool = false, isWhole: Bool = false) {
        self.path = path
        self.text = text
        self.oldText = oldText
        self.language = language
        self.isLanguageGuessed = isLanguageGuessed
        self.isExecutable = isExecutable
        self.wasExecutable = wasExecutable
        self.isWhole = isWhole
        isBinary = text.prefix(8000).contains(0)
        let highlighter = Highlighter(language: language)
        var lines: [Line] = []
        var state = LineState.initial
        if !isBinary {
            (lines, state) = Self.lex(text, with: highlighter, added: { isWhole || added.contains($0) })
        }
        self.lines = lines
        endState = state
        // The old version matters only when the new one ends inside something: lex it only then.
        if state != .initial, let oldText, !oldText.prefix(8000).contains(0) {
            (oldLines, oldEndState) = Self.lex(oldText, with: highlighter, added: { _ in false })
        } else {
            (oldLines, oldEndState) = ([], nil)
        }
    }

    /// `text`'s lines lexed from the top, and the state after the last.
    private static func lex(_ text: [UInt8], with highlighter: Highlighter, added: (Int) -> Bool) -> ([Line], LineState) {
        var lines: [Line] = []
        var state = LineState.initial
        let buffer = TokenBuffer()
        text.withUnsafeBufferPointer { p in
            let ranges = Lines.ranges(in: p)
            for (k, range) in ranges.enumerated() {
                let n = k + 1
                let startState = state
                let next = n < ranges.count ? UnsafeBufferPointer(rebasing: p[ranges[n]]) : nil
                state = highlighter.lexLine(UnsafeBufferPointer(rebasing: p[range]), next: next, state: state, into: buffer)
                lines.append(Line(number: n, bytes: text[range], tokens: buffer.take(), isAdded: added(n),
                                  startState: startState))
            }
        }
        return (lines, state)
    }

    /// The lines the change adds.
    package var addedLines: some Sequence<Line> { lines.lazy.filter(\.isAdded) }
}
