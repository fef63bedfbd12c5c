/// Lexes text in one language, line by line, carrying `LineState` across lines and embedded languages.
public struct Highlighter: Sendable {
    /// The language of the text (the outermost one when others are embedded).
    public let language: Language
    /// The languages embeddings may name (a Markdown fence's info string).
    public let languages: LanguageRegistry
    let rootLexer: any Lexer

    public init(language: Language, languages: LanguageRegistry = .builtIn) {
        self.language = language
        self.languages = languages
        rootLexer = language.lexer
    }

    /// Lexes one line (without its `\n`) from `state`, appending its tokens (offset by `tokens.base`)
    /// to `tokens`, and returns the state at the start of the next line. `next`, the line after
    /// it when known, may change this line's tokens (a setext heading's text), never the state.
    public func lexLine(_ line: UnsafeBufferPointer<UInt8>, next: UnsafeBufferPointer<UInt8>? = nil, state start: LineState,
                        into tokens: TokenBuffer) -> LineState {
        var walker = LineWalker(self, state: start, into: tokens)
        walker.lex(line, next: next)
        return walker.state
    }

    /// The general case: embedded languages, their hosts' boundaries, pushes and pops.
    func lexEmbedded(_ line: UnsafeBufferPointer<UInt8>, next: UnsafeBufferPointer<UInt8>?, state start: LineState,
                             pos start0: Int, into tokens: TokenBuffer) -> LineState {
        var state = start
        var pos = start0
        var steps = 0
        var boundaries = KnownBoundaries()
        // A lexer that keeps switching without moving would loop forever; past this many
        // switches the rest of the line stays plain.
        while pos <= line.count && steps < line.count * 2 + 16 {
            steps += 1
            let current = state.embedding?.inner ?? language
            // The nearest boundary any host claims in this line stops the embedded language there.
            var limit = line.count
            var boundary: Boundary?
            var boundaryFrame: Embedding?
            // Past an opaque frame only hosts whose boundaries end opaque languages too are asked.
            var frame = state.embedding
            var pastOpaque = false
            while let f = frame {
                pastOpaque = pastOpaque || f.opaque
                let host = f.host.lexer
                if !pastOpaque || host.boundariesEndOpaque {
                    let found = boundaries.boundary(of: f, from: pos) { host.boundary(in: line, from: pos, frame: f) }
                    if let b = found, b.at >= pos, b.at <= limit {
                        limit = b.at
                        boundary = b
                        boundaryFrame = f
                    }
                }
                frame = f.hostState.embedding
            }
            let embedding = state.embedding
            var cursor = Cursor(line: line, pos: pos, end: limit, state: state.local, tokens: tokens, languages: languages)
            cursor.next = next
            let transition = current.lexer.lex(&cursor)
            guard case .end = transition else {
                (state, pos) = Self.follow(transition, cursor, embedding: embedding, current: current)
                continue
            }
            state = cursor.state
            state.embedding = embedding
            guard let b = boundary, let f = boundaryFrame else { return state }
            switch b.action {
            case .pop:
                state = f.hostState
            case .push(let language, let inner):
                var innerState = inner
                innerState.embedding = Embedding(host: current, hostState: state, inner: language, opaque: true)
                state = innerState
            }
            pos = b.at
        }
        return state
    }

    /// The state and position after a lexer asked to push or pop a language at `cursor.pos`.
    static func follow(_ transition: Transition, _ cursor: Cursor, embedding: Embedding?,
                               current: Language) -> (LineState, Int) {
        var host = cursor.state
        host.embedding = embedding
        switch transition {
        case .push(var language, var inner, let opaque):
            // Markdown fenced in Markdown fenced in Markdown…: past a few levels the innermost
            // text is plain, so the chain every line walks (and every state carries) stays short.
            // The hosts still find their ends; an opaque language must find its own, so it stays.
            if !opaque, (embedding?.depth ?? 0) >= Embedding.depthLimit {
                language = .plainText
                inner = LineState()
            }
            var innerState = inner
            innerState.embedding = Embedding(host: current, hostState: host, inner: language, opaque: opaque)
            return (innerState, cursor.pos)
        case .pop:
            return (embedding?.hostState ?? host, cursor.pos)
        case .end:
            return (host, cursor.end)
        }
    }

    /// Whether the language colors a line by the line after it (Markdown's setext headings):
    /// callers that lex line by line need pass the next line only then.
    public var readsNextLine: Bool { rootLexer.readsNextLine }

    /// The tokens of a whole text, offsets into the text, in order and never overlapping.
    public func tokens(in text: UnsafeBufferPointer<UInt8>) -> [Token] {
        let buffer = TokenBuffer(capacity: text.count / 8)
        var walker = LineWalker(self, state: .initial, into: buffer)
        guard rootLexer.readsNextLine else {
            Lines.forEach(in: text) { start, end in
                buffer.base = start
                walker.lex(UnsafeBufferPointer(rebasing: text[start..<end]))
            }
            return buffer.take()
        }
        // Each line is lexed once the line after it is known.
        var pending: Range<Int>?
        Lines.forEach(in: text) { start, end in
            if let line = pending {
                buffer.base = line.lowerBound
                walker.lex(UnsafeBufferPointer(rebasing: text[line]), next: UnsafeBufferPointer(rebasing: text[start..<end]))
            }
            pending = start..<end
        }
        if let line = pending {
            buffer.base = line.lowerBound
            walker.lex(UnsafeBufferPointer(rebasing: text[line]))
        }
        return buffer.take()
    }

    /// The tokens of a whole text given as bytes.
    public func tokens(in bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokens(in: $0) }
    }

    /// The state at the start of each line of `text`, plus the state after the last line.
    public func lineStates(in text: UnsafeBufferPointer<UInt8>) -> [LineState] {
        let buffer = TokenBuffer.discarding()
        var states: [LineState] = [LineState.initial]
        var walker = LineWalker(self, state: .initial, into: buffer)
        Lines.forEach(in: text) { start, end in
            walker.lex(UnsafeBufferPointer(rebasing: text[start..<end]))
            states.append(walker.state)
        }
        return states
    }
}

/// The boundaries hosts have named on the line being lexed, so none is searched for twice.
///
/// A host's boundary is the first place at or after `from` where its embedded language ends,
/// so an answer found from one position holds from every position up to it; without this, a
/// line where the embedded language switches often (PHP's `<?` in HTML in PHP, many
/// `<script>`s) would have each host search the rest of the line at every switch.
private struct KnownBoundaries {
    private var known: [(frame: Embedding, from: Int, boundary: Boundary?)] = []

    mutating func boundary(of frame: Embedding, from pos: Int, search: () -> Boundary?) -> Boundary? {
        if let k = known.firstIndex(where: { $0.frame === frame }) {
            let entry = known[k]
            if pos >= entry.from, pos <= entry.boundary?.at ?? Int.max { return entry.boundary }
            let found = search()
            known[k] = (frame, pos, found)
            return found
        }
        let found = search()
        known.append((frame, pos, found))
        return found
    }
}

/// Splitting text into lines the way tinge counts them: at `\n`, the newline excluded.
public enum Lines {
    /// Calls `body(start, end)` for each line; a final line without `\n` counts, an empty tail does not.
    @inline(__always)
    public static func forEach(in text: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void) {
        var start = 0
        var i = 0
        let n = text.count
        while i < n {
            if text[i] == UInt8(ascii: "\n") {
                body(start, i)
                start = i + 1
            }
            i += 1
        }
        if start < n { body(start, n) }
    }

    /// The byte ranges of the lines of `text`.
    public static func ranges(in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        forEach(in: text) { result.append($0..<$1) }
        return result
    }
}
