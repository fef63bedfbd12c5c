/// Strings with `$name` and `${…}` templates (Kotlin, Scala, Dart), scanned by the lexer itself,
/// since the engine's strings know `${…}` but not `$name` templates.
///
/// State in a string: `mode` = `InterpolationFrame.mode`, `form` = index into `forms`. Inside `${…}`
/// the code runs in the scanner's code mode with `stack` topped by an `InterpolationFrame` frame, so
/// the `}` that balances the opener returns to the string.
struct TemplateStrings: Sendable {
    /// A string form: its quotes and what counts inside it.
    struct Form: Sendable {
        let open: [UInt8]
        let close: [UInt8]
        let escapes: Bool
        let multiline: Bool
        /// Whether `$name` and `${…}` count (not in raw or uninterpolated strings).
        let templates: Bool

        init(_ open: String, _ close: String, escapes: Bool, multiline: Bool, templates: Bool = true) {
            self.open = Array(open.utf8)
            self.close = Array(close.utf8)
            self.escapes = escapes
            self.multiline = multiline
            self.templates = templates
        }
    }

    /// The forms, longest openers first, so `s"""` wins over `s"`.
    let forms: [Form]
    /// Scala: `$$` and `$"` are escapes in a template string.
    let dollarEscapes: Bool
    /// Kotlin and Scala: in `""""`, quotes before a multi-line string's closing three belong to its text.
    let extraClosingQuotes: Bool
    /// The bracket after `$` that opens code: `{` (`${…}`), or `(` for Julia's `$(…)`.
    let bracket: UInt8

    init(_ forms: [Form], dollarEscapes: Bool = false, extraClosingQuotes: Bool = false, bracket: Character = "{") {
        self.forms = forms
        self.dollarEscapes = dollarEscapes
        self.extraClosingQuotes = extraClosingQuotes
        self.bracket = bracket.asciiValue!
    }

    /// The hooks that open the strings (on each opener's first byte) and balance `${…}` (or `$(…)`).
    var hooks: [(UInt8, LanguageSpec.Hook)] {
        var firstBytes: [UInt8] = []
        for form in forms where !firstBytes.contains(form.open[0]) { firstBytes.append(form.open[0]) }
        let open: LanguageSpec.Hook = { c, _ in self.open(&c) }
        let balance = bracket == UInt8(ascii: "(") ? InterpolationFrame.paren : InterpolationFrame.brace
        return firstBytes.map { ($0, open) } + [(bracket, balance), (QuoteLike.closer(of: bracket), balance)]
    }

    /// Lexes a segment: string text here, code through `scanner` (which must carry `hooks`).
    func lex(_ c: inout Cursor, _ scanner: SpecScanner) -> Transition {
        while c.pos < c.end {
            if c.state.mode == InterpolationFrame.mode { scan(&c, scanner) } else { scanner.scan(&c) }
        }
        if c.atLineEnd {
            InterpolationFrame.closeLine(&c) { forms[Int($0)].multiline }
            scanner.endLine(&c)
        }
        return .end
    }

    /// Opens the first form whose opener stands here; a letter opener (`s"`, `r'`) only where it
    /// does not continue a name.
    func open(_ c: inout Cursor) -> Bool {
        let i = c.pos
        if ASCII.isLetter(c.line[i]), i > 0, ByteSet.identifierPart.contains(c.line[i - 1]) { return false }
        for (k, form) in forms.enumerated() where c.matches(form.open, at: i) {
            c.emit(i, i + form.open.count, .string)
            c.pos = i + form.open.count
            c.state.mode = InterpolationFrame.mode
            c.state.form = UInt8(k)
            return true
        }
        return false
    }

    /// Scans string text up to its close, a `${`, or the segment's end.
    private func scan(_ c: inout Cursor, _ scanner: SpecScanner) {
        let form = forms[Int(c.state.form)]
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "\\"), form.escapes {
                c.emit(start, i, .string)
                let e = scanner.escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                start = i
            } else if b == UInt8(ascii: "$"), form.templates, dollarEscapes, c.byte(i + 1) == UInt8(ascii: "$") || c.byte(i + 1) == UInt8(ascii: "\"") {
                c.emit(start, i, .string)
                c.emit(i, i + 2, .escape)
                i += 2
                start = i
            } else if b == UInt8(ascii: "$"), form.templates, c.byte(i + 1) == bracket, c.state.canPush {
                c.emit(start, i, .string)
                InterpolationFrame.enter(&c, i, i + 2)
                return
            } else if b == UInt8(ascii: "$"), form.templates, ASCII.isLetter(c.byte(i + 1)) || c.byte(i + 1) == UInt8(ascii: "_") {
                c.emit(start, i, .string)
                var j = i + 2
                while j < c.end, ASCII.isLetter(c.line[j]) || ASCII.isDigit(c.line[j]) || c.line[j] == UInt8(ascii: "_") { j += 1 }
                c.emit(i, i + 1, .punctuation)
                c.emit(i + 1, j, .variable)
                i = j
                start = i
            } else if b == form.close[0], c.matches(form.close, at: i) {
                var e = i + form.close.count
                if extraClosingQuotes, form.multiline { while c.byte(e) == UInt8(ascii: "\"") { e += 1 } }
                InterpolationFrame.closeString(&c, from: start, to: e)
                return
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }
}

/// Code interpolated into a string that a lexer scans in its own mode (`${…}` in template
/// strings, Swift's `\(…)`): this frame on the state's stack, the string's form to return to and
/// the brackets open inside, while the code runs in the scanner's code mode. Packed as tag `0x7E`
/// in bits 24–31, form in 16–23, brackets in 0–15.
struct InterpolationFrame: Equatable {
    /// The string mode of the lexers that use these frames.
    static let mode = SpecScanner.Mode.custom
    /// Marks an interpolation frame in the top byte of a stack entry.
    static let tag: UInt32 = 0x7E00_0000

    var form: UInt8
    var brackets: UInt16

    @inline(__always) init(form: UInt8, brackets: UInt16) {
        self.form = form
        self.brackets = brackets
    }

    /// The frame `packed` holds, or nil when it is another kind of frame.
    @inline(__always) init?(packed: UInt32) {
        guard packed & 0xFF00_0000 == Self.tag else { return nil }
        form = UInt8(truncatingIfNeeded: packed >> 16)
        brackets = UInt16(truncatingIfNeeded: packed)
    }

    @inline(__always) var packed: UInt32 { Self.tag | UInt32(form) << 16 | UInt32(brackets) }

    /// Colors the opener `from..<to` and enters code, keeping the string's form to return to
    /// (callers check `LineState.canPush` first).
    @inline(__always) static func enter(_ c: inout Cursor, _ from: Int, _ to: Int) {
        c.emit(from, to, .punctuation)
        c.pos = to
        c.state.stack.append(InterpolationFrame(form: c.state.form, brackets: 0).packed)
        c.state.mode = SpecScanner.Mode.code
        c.state.form = 0
        c.valueEnded = false
    }

    /// Colors the rest of a string, `from..<to` with its close, and returns to code.
    @inline(__always) static func closeString(_ c: inout Cursor, from: Int, to: Int) {
        c.emit(from, to, .string)
        c.pos = to
        c.state.mode = SpecScanner.Mode.code
        c.state.form = 0
        c.valueEnded = true
    }

    /// Counts `{` and `}` inside `${…}`; the `}` that balances the opener returns to the string.
    static let brace: LanguageSpec.Hook = { c, _ in balance(&c, opener: UInt8(ascii: "{")) }

    /// Counts `(` and `)` inside `\(…)`; the `)` that balances the opener returns to the string.
    static let paren: LanguageSpec.Hook = { c, _ in balance(&c, opener: UInt8(ascii: "(")) }

    /// Counts `opener` and its closer in the top frame; the closer that balances it returns to the string.
    @inline(__always) private static func balance(_ c: inout Cursor, opener: UInt8) -> Bool {
        guard let top = c.state.stack.last, var frame = InterpolationFrame(packed: top) else { return false }
        let last = c.state.stack.count - 1
        if c.line[c.pos] == opener {
            if frame.brackets < 0xFFFF {
                frame.brackets += 1
                c.state.stack[last] = frame.packed
            }
            return false
        }
        if frame.brackets > 0 {
            frame.brackets -= 1
            c.state.stack[last] = frame.packed
            return false
        }
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        c.state.stack.removeLast()
        c.state.mode = Self.mode
        c.state.form = frame.form
        return true
    }

    /// At a line's end: a single-line string, and any interpolation inside one, ends with its line.
    static func closeLine(_ c: inout Cursor, multiline: (UInt8) -> Bool) {
        if let k = c.state.stack.firstIndex(where: { InterpolationFrame(packed: $0).map { !multiline($0.form) } ?? false }) {
            c.state.stack.removeSubrange(k...)
            c.state.mode = SpecScanner.Mode.code
            c.state.form = 0
            c.state.depth = 0
        } else if c.state.mode == Self.mode, !multiline(c.state.form) {
            c.state.mode = SpecScanner.Mode.code
            c.state.form = 0
        }
    }
}

/// The lexer of a language that is a spec plus template strings (Groovy, Julia, fish): `hooks`
/// are tried before the strings' own, so a language may open some forms itself (Groovy's slashy
/// strings, only where a value cannot end).
struct TemplateStringLexer: Lexer {
    let strings: TemplateStrings
    let scanner: SpecScanner

    init(_ spec: LanguageSpec, strings: TemplateStrings, hooks: [(UInt8, LanguageSpec.Hook)] = []) {
        var spec = spec
        spec.hooks += hooks + strings.hooks
        self.strings = strings
        scanner = SpecScanner(spec)
    }

    func lex(_ c: inout Cursor) -> Transition {
        if scanner.storage.remembersValueEnd { c.valueEnded = c.state.valueEndedBefore }
        return strings.lex(&c, scanner)
    }
}
