/// A language described as data: its comments, strings, words and number grammar, run by `SpecScanner`.
///
/// Most languages are a spec alone; a language that needs more (heredocs, regex literals,
/// raw-string fences) adds hooks — custom steps keyed by the byte that starts them — or wraps
/// the scanner in its own `Lexer`.
public struct LanguageSpec: Sendable {
    /// A custom step tried when its byte comes up in code; returns true when it consumed input.
    public typealias Hook = @Sendable (inout Cursor, SpecScanner) -> Bool
    /// Colors one body line of an interpolating heredoc (from `cursor.pos` to `cursor.end`).
    public typealias HeredocLine = @Sendable (inout Cursor, SpecScanner) -> Void

    public var lineComments: [LineComment] = []
    public var blockComments: [BlockComment] = []
    public var strings: [StringForm] = []
    /// Reserved words and the kind each is colored as.
    public var words: [(TokenKind, [String])] = []
    /// Whether words match regardless of ASCII case (SQL, CMake).
    public var ignoresCase = false
    public var identifierStart = ByteSet.identifierStart
    public var identifierPart = ByteSet.identifierPart
    public var numbers = NumberGrammar()
    /// An identifier followed by `(` is colored as a function.
    public var callsAreFunctions = true
    /// An identifier that starts with a capital letter is colored as a type.
    public var capitalizedAreTypes = false
    /// An identifier after `.` is colored as a property.
    public var propertiesAfterDot = false
    /// Keywords only where the grammar makes them so: before another word on the line (a name,
    /// `@annotation` or `` `name` ``), as modifiers and introducers stand (Kotlin's `data class`,
    /// `List<out T>`; Swift's `some View`, `weak var`), and names elsewhere (`val data = …`,
    /// `case macro = "macro"`). When any are set, a keyword right after `::` is a name too
    /// (Kotlin's `Foo::class`).
    public var contextualKeywords: [String] = []
    /// Keywords after which the next identifier names a function (`fn`, `def`, `func`).
    public var functionIntroducers: [String] = []
    /// Keywords after which the next identifier names a type (`class`, `struct`).
    public var typeIntroducers: [String] = []
    public var operators = ByteSet("+-*/%=<>!&|^~?:")
    public var punctuation = ByteSet("()[]{},;.")
    /// Custom steps, by the byte that starts them; tried before comments, strings and words.
    public var hooks: [(UInt8, Hook)] = []
    /// Colors the body lines of interpolating heredocs; whole lines are strings without it.
    public var heredocLine: HeredocLine?
    /// Keep "the last token ended a value" across lines (for regex-versus-division tests).
    public var remembersValueEnd = false
    /// Whether no word, keyword or not, changes what the lexer carries to the next line (no
    /// hook or rule reads a word's kind to open or close anything): lexing for the states alone
    /// (a side's lines before its hunks) then steps over words without looking them up. Set only
    /// where that was checked; `LineWalkerTests` holds every fixture's states to it.
    public var wordsKeepState = false

    public init() {}
}

/// A comment that runs to the end of the line.
public struct LineComment: Sendable {
    public var open: InlineBytes
    public var kind: TokenKind
    /// The comment does not start here when one of these bytes follows the opener (`////` is not doc).
    public var notFollowedBy: ByteSet
    /// A `\` at the end of the line continues the comment onto the next (C, C++).
    public var backslashContinues: Bool
    /// The opener counts only at the start of a word (not inside `a#b`).
    public var needsBoundary: Bool

    public init(_ open: String, kind: TokenKind = .comment, notFollowedBy: String = "",
                backslashContinues: Bool = false, needsBoundary: Bool = false) {
        self.open = InlineBytes(Array(open.utf8))
        self.kind = kind
        self.notFollowedBy = ByteSet(notFollowedBy)
        self.backslashContinues = backslashContinues
        self.needsBoundary = needsBoundary
    }
}

/// A comment between an opener and a closer, possibly nested and spanning lines.
public struct BlockComment: Sendable {
    public var open: InlineBytes
    public var close: InlineBytes
    public var nests: Bool
    public var kind: TokenKind
    /// The comment does not start here when one of these bytes follows the opener (`/**/` is not doc).
    public var notFollowedBy: ByteSet
    /// The opener counts only at the start of a line (Ruby's `=begin`, Perl's POD).
    public var atLineStart: Bool

    public init(_ open: String, _ close: String, nests: Bool = false, kind: TokenKind = .comment,
                notFollowedBy: String = "", atLineStart: Bool = false) {
        self.open = InlineBytes(Array(open.utf8))
        self.close = InlineBytes(Array(close.utf8))
        self.nests = nests
        self.kind = kind
        self.notFollowedBy = ByteSet(notFollowedBy)
        self.atLineStart = atLineStart
    }
}

/// `${…}`, `\(…)`, `#{…}`: code inside a string, ended by a closer that balances its nest byte.
public struct Interpolation: Sendable {
    public var open: InlineBytes
    public var close: UInt8
    /// The opening bracket whose pairs inside the code must balance before `close` ends it.
    public var nest: UInt8
    /// A doubled opener (`{{` in f-strings and C#) is a literal brace, not code; and a backslash
    /// before a brace escapes nothing (`f'\{x}'` is a backslash, then `{x}`).
    public var doubledIsLiteral: Bool

    public init(_ open: String, close: Character, nest: Character, doubledIsLiteral: Bool = false) {
        self.open = InlineBytes(Array(open.utf8))
        self.close = close.asciiValue!
        self.nest = nest.asciiValue!
        self.doubledIsLiteral = doubledIsLiteral
    }

    /// Whether the backslash at `i` stands before a brace it cannot escape (`doubledIsLiteral`).
    func leavesBrace(_ c: Cursor, at i: Int) -> Bool {
        doubledIsLiteral && (c.byte(i + 1) == open[0] || c.byte(i + 1) == close)
    }
}

/// `$name` inside a string (Tcl): a variable substituted without an interpolation's brackets.
public struct StringVariable: Sendable {
    /// The byte that starts one.
    public var sigil: UInt8
    /// The end of the variable whose sigil stands at the index, or nil when none does.
    public var end: @Sendable (Cursor, Int) -> Int?

    public init(sigil: Character, end: @escaping @Sendable (Cursor, Int) -> Int?) {
        self.sigil = sigil.asciiValue!
        self.end = end
    }
}

/// A string literal form: its opener (with any prefix), closer, escapes and interpolation.
public struct StringForm: Sendable {
    public var open: InlineBytes
    public var close: InlineBytes
    public var kind: TokenKind
    /// The escape byte (`\`), or nil for raw forms.
    public var escape: UInt8?
    /// The escape keeps what it escapes as it is, and is string text: it only stops the next
    /// character from closing the string (Python's raw strings: `r'\''` is a backslash and a quote).
    public var escapeIsLiteral: Bool
    /// Whether the string may span lines; when false it ends at the line's end (unless a
    /// trailing escape continues it).
    public var multiline: Bool
    public var interpolation: Interpolation?
    /// A doubled closer stands for itself (`''` in SQL, `""` in C# verbatim strings).
    public var doubledClose: Bool
    /// The opener counts only at the start of a word (prefixes like `r"`, `b'`).
    public var needsBoundary: Bool
    /// An escape letter that skips the blanks after it, line breaks included, so a single-line
    /// string goes on past a line ending in it (Lua's `\z`).
    public var lineJoiner: UInt8?
    /// Variables substituted inside, colored as such.
    public var variable: StringVariable?

    public init(_ open: String, _ close: String, kind: TokenKind = .string, escape: Character? = "\\",
                escapeIsLiteral: Bool = false, multiline: Bool = false, interpolation: Interpolation? = nil,
                doubledClose: Bool = false, needsBoundary: Bool? = nil, lineJoiner: Character? = nil,
                variable: StringVariable? = nil) {
        self.open = InlineBytes(Array(open.utf8))
        self.close = InlineBytes(Array(close.utf8))
        self.kind = kind
        self.escape = escape?.asciiValue
        self.escapeIsLiteral = escapeIsLiteral
        self.multiline = multiline
        self.interpolation = interpolation
        self.doubledClose = doubledClose
        self.needsBoundary = needsBoundary ?? ASCII.isWord(Array(open.utf8)[0])
        self.lineJoiner = lineJoiner?.asciiValue
        self.variable = variable
    }
}

/// How numbers are written: digit separators and which prefixes exist.
public struct NumberGrammar: Sendable {
    /// A separator between digits (`_` in most languages, `'` in C++).
    public var separator: UInt8? = UInt8(ascii: "_")
    /// Hexadecimal floats with a `p` exponent (C, Swift).
    public var hexFloats = true

    public init(separator: Character? = "_", hexFloats: Bool = true) {
        self.separator = separator?.asciiValue
        self.hexFloats = hexFloats
    }
}
