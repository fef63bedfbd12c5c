/// What OCaml and F# share: nested `(* *)` comments, `(** *)` docs, strings and `'"'` inside
/// comments (their lexers read them, so `(* "*)" *)` is one comment), and `'` opening a char
/// literal or naming a type variable.
///
/// State in a comment: `mode` = `MLLexer.commentMode`, `form` an `MLCommentForm`, `depth` the
/// nesting. Inside an interpolation (F#'s
/// `$"{…}"`) the bracket depth is parked on the stack as the engine parks it.
struct MLLexer: Lexer {
    static let commentMode = SpecScanner.Mode.custom

    let scanner: SpecScanner

    /// With `starInParens`, `(*)` is the multiplication operator (F#) rather than a comment.
    init(_ spec: LanguageSpec, starInParens: Bool) {
        var spec = spec
        spec.hooks.insert((UInt8(ascii: "("), starInParens ? Self.openCommentAfterStar : Self.openComment), at: 0)
        scanner = SpecScanner(spec)
    }

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            if c.state.mode == Self.commentMode { comment(&c) } else { scanner.scan(&c) }
        }
        if c.atLineEnd { scanner.endLine(&c) }
        return .end
    }

    private static let openComment: LanguageSpec.Hook = { c, _ in open(&c, starInParens: false) }
    private static let openCommentAfterStar: LanguageSpec.Hook = { c, _ in open(&c, starInParens: true) }

    /// `(*` opens a comment and `(**` a doc comment, but `(**)` is an empty comment and `(***` a rule.
    private static func open(_ c: inout Cursor, starInParens: Bool) -> Bool {
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "*"), !(starInParens && c.byte(i + 2) == UInt8(ascii: ")")) else { return false }
        let doc = c.byte(i + 2) == UInt8(ascii: "*") && c.byte(i + 3) != UInt8(ascii: ")") && c.byte(i + 3) != UInt8(ascii: "*")
        let kind: TokenKind = doc ? .doc : .comment
        let n = doc ? 3 : 2
        c.emit(i, i + n, kind)
        c.pos = i + n
        SpecScanner.SavedDepthFrame.park(&c)
        c.state.mode = commentMode
        c.state.form = MLCommentForm(kind: kind, inString: false).packed
        c.state.depth = 0
        return true
    }

    /// Comment text up to the `*)` that closes the outermost `(*`, passing strings and `'"'`.
    private func comment(_ c: inout Cursor) {
        let form = MLCommentForm(packed: c.state.form)
        let kind = form.kind
        var inString = form.inString
        let p = c.line
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if inString {
                if b == UInt8(ascii: "\\") { i += 2; continue }
                if b == UInt8(ascii: "\"") { inString = false }
                i += 1
            } else if b == UInt8(ascii: "\"") {
                inString = true
                i += 1
            } else if b == UInt8(ascii: "'"), c.byte(i + 1) == UInt8(ascii: "\""), c.byte(i + 2) == UInt8(ascii: "'") {
                i += 3
            } else if b == UInt8(ascii: "("), c.byte(i + 1) == UInt8(ascii: "*") {
                c.state.depth &+= 1
                i += 2
            } else if b == UInt8(ascii: "*"), c.byte(i + 1) == UInt8(ascii: ")") {
                i += 2
                if c.state.depth == 0 {
                    close(&c, at: i, kind)
                    return
                }
                c.state.depth -= 1
            } else {
                i += 1
            }
        }
        c.emit(c.pos, c.end, kind)
        c.pos = c.end
        c.state.form = MLCommentForm(kind: kind, inString: inString).packed
    }

    private func close(_ c: inout Cursor, at end: Int, _ kind: TokenKind) {
        c.emit(c.pos, end, kind)
        c.pos = end
        c.state.mode = SpecScanner.Mode.code
        c.state.form = 0
        SpecScanner.SavedDepthFrame.restore(&c)
    }

    /// `'a'`, `'\n'` are chars; `'a` and `'key` (no closing quote) are type variables.
    static let charOrTypeVariable: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        if i > 0, scanner.storage.isIdentifierPart(c.line[i - 1]) { return false }
        if let e = SharedHooks.charEnd(c, scanner, at: i) {
            SharedHooks.emitChar(&c, from: i, quote: i, end: e)
            return true
        }
        guard ASCII.isLetter(c.byte(i + 1)) || c.byte(i + 1) == UInt8(ascii: "_") else { return false }
        var j = i + 2
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.emit(i, j, .type)
        c.pos = j
        return true
    }
}

/// The ML comment being lexed, in `LineState.form`: its kind (comment or doc), and whether a
/// string inside it is open (a `*)` there does not close it). Packed as the kind's raw value with
/// bit 7 for the string.
struct MLCommentForm: Equatable {
    var kind: TokenKind
    var inString: Bool

    @inline(__always) init(kind: TokenKind, inString: Bool) {
        self.kind = kind
        self.inString = inString
    }

    @inline(__always) init(packed: UInt8) {
        kind = TokenKind(rawValue: packed & 0x7F) ?? .comment
        inString = packed & 0x80 != 0
    }

    @inline(__always) var packed: UInt8 { kind.rawValue | (inString ? 0x80 : 0) }
}
