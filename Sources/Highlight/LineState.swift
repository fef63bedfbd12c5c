/// The lexer's state at the start of a line: everything needed to lex the rest of the text from there.
///
/// Equal states mean equal futures, so lexing can resume from any line whose state is known,
/// and a re-lex can stop as soon as the new state equals the old one. The meaning of `mode`,
/// `form`, `depth`, `flags`, `stack` and `delimiter` belongs to the language that is lexing;
/// `embedding` is the driver's, and is set while an embedded language (a `<script>` in HTML,
/// a fenced block in Markdown) is lexing.
public struct LineState: Hashable, Sendable {
    /// What the lexer is inside: code, a block comment, a string, a heredoc…
    public var mode: UInt8
    /// Which comment or string form, when the language has several.
    public var form: UInt8
    /// A nesting depth (nested comments, brackets inside an interpolation).
    public var depth: UInt16
    /// Language-defined bits (for example: the previous token ended a value).
    public var flags: UInt32
    /// Saved outer contexts, innermost last (string interpolations, nested templates).
    public var stack: [UInt32]
    /// A closing sequence learned from the text: heredoc terminator, raw-string fence.
    public var delimiter: [UInt8]
    /// The language this one is embedded in, and how to get back to it.
    public var embedding: Embedding?

    /// The state at the top of a file.
    public static let initial = LineState()

    /// The most frames `stack` holds. Real code nests a few levels; a line of thousands of
    /// openers would otherwise leave a state thousands of frames long that every later line
    /// copies and compares. Lexers push only while `canPush`, and lex deeper text as if flat.
    public static let stackLimit = 64

    /// Whether `stack` has room for another frame.
    @inline(__always) public var canPush: Bool { stack.count < Self.stackLimit }

    public init(mode: UInt8 = 0, form: UInt8 = 0, depth: UInt16 = 0, flags: UInt32 = 0,
                stack: [UInt32] = [], delimiter: [UInt8] = [], embedding: Embedding? = nil) {
        self.mode = mode
        self.form = form
        self.depth = depth
        self.flags = flags
        self.stack = stack
        self.delimiter = delimiter
        self.embedding = embedding
    }

    /// The same state of the current language with the embedding left out.
    public var local: LineState {
        var copy = self
        copy.embedding = nil
        return copy
    }
}

/// How an embedded language sits inside its host: which language is inside, and the host's state to resume.
public final class Embedding: Hashable, Sendable {
    /// The host language.
    public let host: Language
    /// The host's state while the embedded language runs; the host resumes from it.
    public let hostState: LineState
    /// The embedded language.
    public let inner: Language
    /// When true the embedded language finds its own end (by returning `.pop`), and no
    /// host further out is asked about boundaries: PHP inside a `<script>` decides for itself.
    /// Hosts whose boundaries end everything (`Lexer.boundariesEndOpaque`: a Markdown fence) still are.
    public let opaque: Bool
    /// How many embeddings this one is inside, itself included (1 for a language in the file's own).
    public let depth: Int

    /// The deepest a language pushes another: the `Highlighter` makes text deeper than this plain.
    public static let depthLimit = 8

    public init(host: Language, hostState: LineState, inner: Language, opaque: Bool = false) {
        self.host = host
        self.hostState = hostState
        self.inner = inner
        self.opaque = opaque
        depth = (hostState.embedding?.depth ?? 0) + 1
    }

    public static func == (a: Embedding, b: Embedding) -> Bool {
        a === b || (a.host === b.host && a.inner === b.inner && a.opaque == b.opaque && a.hostState == b.hostState)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(host))
        hasher.combine(ObjectIdentifier(inner))
        hasher.combine(opaque)
        hasher.combine(hostState)
    }
}
