/// The lexer javascript, typescript and tsx share: one byte loop over code, strings, nested
/// template literals, regex literals and (when `jsx` is on) JSX elements, whose steps are in
/// `ECMAScript+JSX.swift`.
///
/// State kept in `LineState`:
/// - `mode`: code, block comment (`form` 1 for `/** */` doc), string (`form` the quote), template,
///   JSX tag (`form` which part of the tag), JSX attribute string (`form` the quote), JSX children
/// - `depth`: `{` nesting in code since the innermost context on `stack` opened
/// - `stack`: the contexts code sits in, innermost last: a `${` (keeping the outer depth), a JSX
///   `{…}` in children or in a tag, an element opened from code (keeping the outer depth) or
///   from another element's children
/// - `flags` bit 0: the last token of the line ended a value (regex-versus-division test)
struct ECMAScriptLexer: Lexer {
    /// Whether `<tag>` in expression position opens a JSX element.
    let jsx: Bool
    /// Whether TypeScript's words and generic arrows (`<T,>(x: T) => x`) are known.
    let typed: Bool
    /// The tables live in one object, so copying the lexer out of the registry costs one retain.
    let tables: Tables

    final class Tables: Sendable {
        let words: WordTable
        let introducers: WordTable
        let classes: [UInt8]
        let identifierPart: ByteSet

        init(words: WordTable, introducers: WordTable, classes: [UInt8], identifierPart: ByteSet) {
            self.words = words
            self.introducers = introducers
            self.classes = classes
            self.identifierPart = identifierPart
        }
    }

    enum Mode {
        static let code: UInt8 = 0
        static let comment: UInt8 = 1
        static let string: UInt8 = 2
        static let template: UInt8 = 3
        static let tag: UInt8 = 4
        static let attributeString: UInt8 = 5
        static let children: UInt8 = 6
    }

    /// Where in a JSX tag the lexer stands (`form` in `Mode.tag`).
    enum TagPart {
        static let name: UInt8 = 0
        static let attributes: UInt8 = 1
        static let closingName: UInt8 = 2
        static let closingEnd: UInt8 = 3
    }

    /// A stack entry: what the lexer returns to when the nesting it opened ends, and the depth
    /// to restore then. Packed as the kind in bits 24–31 (0: none), the depth in 0–15.
    struct Context: Equatable {
        enum Kind: UInt8 {
            /// `${…}` in a template string.
            case template = 1
            /// `{…}` among a JSX element's children.
            case childExpression
            /// `attr={…}` in a JSX tag.
            case attributeExpression
            /// A JSX element that stands in code.
            case elementInCode
            /// A JSX element among another's children.
            case elementInChildren
        }

        var kind: Kind?
        var depth: UInt16

        @inline(__always) init(_ kind: Kind, depth: UInt16 = 0) {
            self.kind = kind
            self.depth = depth
        }

        @inline(__always) init(packed: UInt32) {
            kind = Kind(rawValue: UInt8(truncatingIfNeeded: packed >> 24))
            depth = UInt16(truncatingIfNeeded: packed)
        }

        @inline(__always) var packed: UInt32 { UInt32(kind?.rawValue ?? 0) << 24 | UInt32(depth) }

        /// Deeper nesting than this is treated as text, so hostile input cannot grow the state.
        static let limit = LineState.stackLimit
    }

    private enum Class {
        static let other: UInt8 = 0
        static let blank: UInt8 = 1
        static let word: UInt8 = 2
        static let digit: UInt8 = 3
        static let quote: UInt8 = 4
        static let backtick: UInt8 = 5
        static let slash: UInt8 = 6
        static let op: UInt8 = 7
        static let open: UInt8 = 8
        static let close: UInt8 = 9
        static let openBrace: UInt8 = 10
        static let closeBrace: UInt8 = 11
        static let dot: UInt8 = 12
        static let less: UInt8 = 13
        static let at: UInt8 = 14
        static let hash: UInt8 = 15
        static let question: UInt8 = 16
        static let star: UInt8 = 17
    }

    init(jsx: Bool, typed: Bool) {
        self.jsx = jsx
        self.typed = typed
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "$"))
        var classes = [UInt8](repeating: Class.other, count: 256)
        for b in 0..<256 {
            let byte = UInt8(b)
            if ASCII.isBlank(byte) { classes[b] = Class.blank }
            else if ASCII.isDigit(byte) { classes[b] = Class.digit }
            else if ByteSet.identifierStart.contains(byte) || byte == UInt8(ascii: "$") { classes[b] = Class.word }
        }
        for b in "+-%=>!&|^~:".utf8 { classes[Int(b)] = Class.op }
        for b in "([,;".utf8 { classes[Int(b)] = Class.open }
        for (text, cls) in [("\"'", Class.quote), ("`", Class.backtick), ("/", Class.slash), (")]", Class.close),
                            ("{", Class.openBrace), ("}", Class.closeBrace), (".", Class.dot), ("<", Class.less),
                            ("@", Class.at), ("#", Class.hash), ("?", Class.question), ("*", Class.star)] {
            for b in text.utf8 { classes[Int(b)] = cls }
        }
        tables = Tables(
            words: WordTable(typed ? ECMAScriptWords.typeScript : ECMAScriptWords.javaScript),
            introducers: WordTable([(.function, ["function"]), (.type, ["class", "interface", "type", "enum", "namespace"])]),
            classes: classes, identifierPart: part)
    }

    func lex(_ c: inout Cursor) -> Transition {
        c.valueEnded = c.state.ecmaScript.contains(.valueEnded)
        while c.pos < c.end {
            switch c.state.mode {
            case Mode.code: code(&c)
            case Mode.comment: blockComment(&c)
            case Mode.string: string(&c)
            case Mode.template: template(&c)
            case Mode.tag: tag(&c)
            case Mode.attributeString: attributeString(&c)
            case Mode.children: children(&c)
            default: c.state.mode = Mode.code
            }
        }
        if c.atLineEnd, c.state.mode == Mode.string, !c.endsInEscapedBreak {
            c.state.mode = Mode.code
            c.state.form = 0
        }
        // Only code reads the bit; keeping it clear elsewhere lets states converge.
        c.state.ecmaScript = c.state.mode == Mode.code && c.valueEnded ? .valueEnded : []
        return .end
    }

    // MARK: - Code

    private func code(_ c: inout Cursor) {
        let p = c.line
        let classes = tables.classes
        while c.pos < c.end {
            let i = c.pos
            let b = p[i]
            switch classes[Int(b)] {
            case Class.blank:
                c.pos = i + 1
            case Class.word:
                word(&c)
            case Class.digit:
                number(&c)
            case Class.op:
                // One emit for a run (`===`, `=>`, `&&=`): fewer calls into the token buffer.
                var j = i + 1
                while j < c.end, classes[Int(p[j])] == Class.op { j += 1 }
                c.emit(i, j, .operator)
                c.pos = j
                // A value's postfix `++` or `--` leaves a value: `a++ / 2` divides.
                c.valueEnded = c.valueEnded && j - i == 2 && (p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-")) && p[i + 1] == p[i]
                c.introduced = nil
            case Class.open, Class.close:
                var j = i + 1
                while j < c.end, classes[Int(p[j])] &- Class.open < 2 { j += 1 }
                c.emit(i, j, .punctuation)
                c.pos = j
                c.valueEnded = classes[Int(p[j - 1])] == Class.close
                c.introduced = nil
            case Class.quote:
                c.emit(i, i + 1, .string)
                c.pos = i + 1
                c.state.mode = Mode.string
                c.state.form = b
                return
            case Class.backtick:
                c.emit(i, i + 1, .string)
                c.pos = i + 1
                c.state.mode = Mode.template
                return
            case Class.slash:
                if slash(&c) { return }
            case Class.openBrace:
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
                c.state.depth &+= 1
                c.valueEnded = false
                c.introduced = nil
            case Class.closeBrace:
                if closeBrace(&c) { return }
            case Class.dot:
                if ASCII.isDigit(c.byte(i + 1)) {
                    number(&c)
                } else {
                    c.emit(i, i + 1, .punctuation)
                    c.pos = i + 1
                    c.valueEnded = false
                }
            case Class.less:
                if c.byte(i + 1) == UInt8(ascii: "<") {  // `1<<dbits`: a shift, whose second `<` opens no element
                    let j = c.byte(i + 2) == UInt8(ascii: "=") ? i + 3 : i + 2
                    c.emit(i, j, .operator)
                    c.pos = j
                    c.valueEnded = false
                    continue
                }
                if jsx, !c.valueEnded, startsElement(c, i), c.state.stack.count < Context.limit {
                    c.emit(i, i + 1, .punctuation)
                    c.pos = i + 1
                    c.state.stack.append(Context(.elementInCode, depth: c.state.depth).packed)
                    c.state.depth = 0
                    c.state.mode = Mode.tag
                    c.state.form = TagPart.name
                    return
                }
                c.emit(i, i + 1, .operator)
                c.pos = i + 1
                c.valueEnded = false
            case Class.question:
                // `?.` is optional chaining unless a digit follows (`a ?.5 : b`).
                let n = c.byte(i + 1) == UInt8(ascii: ".") && !ASCII.isDigit(c.byte(i + 2)) ? 2 : 1
                c.emit(i, i + n, .operator)
                c.pos = i + n
                c.valueEnded = false
            case Class.star:
                // Keeps `introduced`, so `function* name` still names a function.
                c.emit(i, i + 1, .operator)
                c.pos = i + 1
                c.valueEnded = false
            case Class.at:
                c.pos = i + 1
                if ByteSet.identifierStart.contains(c.byte(i + 1)) {
                    var j = identifierEnd(c, from: i + 1)
                    while c.byte(j) == UInt8(ascii: "."), ByteSet.identifierStart.contains(c.byte(j + 1)) { j = identifierEnd(c, from: j + 1) }
                    c.emit(i, j, .attribute)
                    c.pos = j
                } else {
                    c.emit(i, i + 1, .operator)
                }
                c.valueEnded = false
            case Class.hash:
                if i == 0, c.byte(1) == UInt8(ascii: "!") {  // #! line
                    c.emitRest(.comment)
                } else if ByteSet.identifierStart.contains(c.byte(i + 1)) {
                    let j = identifierEnd(c, from: i + 1)
                    c.emit(i, j, .property)
                    c.pos = j
                    c.valueEnded = true
                } else {
                    c.emit(i, i + 1, .operator)
                    c.pos = i + 1
                }
            default:
                c.pos = i + 1
            }
        }
    }

    func identifierEnd(_ c: Cursor, from: Int) -> Int {
        var j = from
        while j < c.end, tables.identifierPart.contains(c.line[j]) { j += 1 }
        return j
    }

    private func word(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        let j = identifierEnd(c, from: i + 1)
        c.pos = j
        c.valueEnded = true
        if i > 0, p[i - 1] == UInt8(ascii: "."), !(i > 1 && p[i - 2] == UInt8(ascii: ".")) {
            c.emit(i, j, c.byte(c.skipBlanks(from: j)) == UInt8(ascii: "(") ? .function : .property)
            c.introduced = nil
            return
        }
        if let kind = tables.words.lookup(p, i, j) {
            c.emit(i, j, kind)
            if kind == .keyword {
                c.valueEnded = isThisOrSuper(p, i, j)
                c.introduced = tables.introducers.lookup(p, i, j)
            } else {
                c.introduced = nil
            }
            return
        }
        var kind = TokenKind.plain
        if let introduced = c.introduced {
            kind = introduced
        } else if ASCII.isUpper(p[i]) {
            kind = isAllCaps(p, i, j) ? .constant : .type
        } else if c.byte(c.skipBlanks(from: j)) == UInt8(ascii: "(") {
            kind = .function
        }
        c.introduced = nil
        c.emit(i, j, kind)
    }

    /// `this` and `super` are keywords that still end a value (`this / 2`).
    private func isThisOrSuper(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ j: Int) -> Bool {
        (j - i == 4 && p[i] == UInt8(ascii: "t") && p[i + 1] == UInt8(ascii: "h")) || (j - i == 5 && p[i] == UInt8(ascii: "s") && p[i + 1] == UInt8(ascii: "u"))
    }

    /// `MAX_SIZE`: two or more capitals, digits and underscores.
    private func isAllCaps(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ j: Int) -> Bool {
        if j - i < 2 { return false }
        for k in i..<j where !(ASCII.isUpper(p[k]) || ASCII.isDigit(p[k]) || p[k] == UInt8(ascii: "_")) { return false }
        return true
    }

    /// `12`, `1_000n`, `0xFF`, `0b1010`, `1.5e-3`, `.5`.
    private func number(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        var j = i
        let prefix = c.byte(i + 1) | 0x20
        if p[i] == UInt8(ascii: "0"), prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "o") || prefix == UInt8(ascii: "b") {
            j = i + 2
            while j < c.end, ASCII.isHexDigit(p[j]) || p[j] == UInt8(ascii: "_") { j += 1 }
        } else {
            var seenDot = false
            var seenExponent = false
            while j < c.end {
                let b = p[j]
                if ASCII.isDigit(b) || b == UInt8(ascii: "_") {
                    j += 1
                } else if b == UInt8(ascii: "."), !seenDot, !seenExponent, ASCII.isDigit(c.byte(j + 1)) || j == i {
                    seenDot = true
                    j += 1
                } else if b | 0x20 == UInt8(ascii: "e"), !seenExponent {
                    var k = j + 1
                    if c.byte(k) == UInt8(ascii: "+") || c.byte(k) == UInt8(ascii: "-") { k += 1 }
                    guard ASCII.isDigit(c.byte(k)) else { break }
                    seenExponent = true
                    j = k
                } else {
                    break
                }
            }
        }
        if c.byte(j) == UInt8(ascii: "n") { j += 1 }  // BigInt
        c.emit(i, j, .number)
        c.pos = j
        c.valueEnded = true
        c.introduced = nil
    }

    /// Comments, regex literals and division; returns true when the mode changed.
    private func slash(_ c: inout Cursor) -> Bool {
        let i = c.pos
        let next = c.byte(i + 1)
        if next == UInt8(ascii: "/") {
            // TypeScript's triple-slash directives: `/// <reference types="node" />`.
            let directive = typed && c.byte(i + 2) == UInt8(ascii: "/") && c.byte(c.skipBlanks(from: i + 3)) == UInt8(ascii: "<")
            c.emitRest(directive ? .preprocessor : .comment)
            return false
        }
        if next == UInt8(ascii: "*") {
            let doc = c.byte(i + 2) == UInt8(ascii: "*") && c.byte(i + 3) != UInt8(ascii: "/")
            c.emit(i, i + 2, doc ? .doc : .comment)
            c.pos = i + 2
            c.state.mode = Mode.comment
            c.state.form = doc ? 1 : 0
            return true
        }
        if !c.valueEnded || closesStatementHead(c, before: i), let e = regexEnd(&c, i) {
            c.emit(i, e, .regex)
            c.pos = e
            c.valueEnded = true
            return false
        }
        c.emit(i, i + 1, .operator)
        c.pos = i + 1
        c.valueEnded = false
        return false
    }

    /// Whether the code before `i` ends with the `)` of an `if`, `while`, `for` or `with` head, after
    /// which a statement (`if (x) /re/.test(s)`) and not a division follows. The look back is capped,
    /// so a line of nested parentheses costs no more than a few passes.
    private func closesStatementHead(_ c: Cursor, before i: Int) -> Bool {
        let p = c.line
        var k = i - 1
        while k >= 0, ASCII.isBlank(p[k]) { k -= 1 }
        guard k >= 0, p[k] == UInt8(ascii: ")") else { return false }
        let limit = max(0, k - 512)
        var depth = 0
        while k >= limit {
            if p[k] == UInt8(ascii: ")") { depth += 1 } else if p[k] == UInt8(ascii: "(") {
                depth -= 1
                if depth == 0 { break }
            }
            k -= 1
        }
        guard k >= limit, depth == 0 else { return false }
        k -= 1
        while k >= 0, ASCII.isBlank(p[k]) { k -= 1 }
        let wordEnd = k + 1
        while k >= 0, ASCII.isLetter(p[k]) { k -= 1 }
        if k >= 0, tables.identifierPart.contains(p[k]) || p[k] == UInt8(ascii: ".") { return false }
        return Self.statementHeads.lookup(p, k + 1, wordEnd) != nil
    }

    private static let statementHeads = WordTable([(.keyword, ["if", "while", "for", "with"])])

    /// The end (past its flags) of a regex literal opening at `i`, or nil when none closes on this line.
    private func regexEnd(_ c: inout Cursor, _ i: Int) -> Int? {
        guard var j = c.regexClose(of: i, classes: true) else { return nil }
        j += 1
        while j < c.end, ASCII.isLetter(c.line[j]) { j += 1 }
        return j
    }

    /// A `}` closes a block, or a `${…}` or JSX `{…}`; returns true when the mode changed.
    private func closeBrace(_ c: inout Cursor) -> Bool {
        let i = c.pos
        c.emit(i, i + 1, .punctuation)
        c.pos = i + 1
        c.valueEnded = false
        if c.state.depth > 0 {
            c.state.depth -= 1
            return false
        }
        guard let top = c.state.stack.last else { return false }
        let context = Context(packed: top)
        switch context.kind {
        case .template:
            c.state.mode = Mode.template
            c.state.depth = context.depth
        case .childExpression:
            c.state.mode = Mode.children
        case .attributeExpression:
            c.state.mode = Mode.tag
            c.state.form = TagPart.attributes
        default:
            return false
        }
        c.state.stack.removeLast()
        return true
    }

    // MARK: - Strings and comments

    private func blockComment(_ c: inout Cursor) {
        guard c.passBlockComment(c.state.form == 1 ? .doc : .comment) else { return }
        c.state.mode = Mode.code
        c.state.form = 0
    }

    private func string(_ c: inout Cursor) {
        let p = c.line
        let quote = c.state.form
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if b == quote {
                c.emit(start, i + 1, .string)
                c.pos = i + 1
                c.state.mode = Mode.code
                c.state.form = 0
                c.valueEnded = true
                return
            }
            if b == UInt8(ascii: "\\") {
                c.emit(start, i, .string)
                let e = Self.escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                start = e
                continue
            }
            i += 1
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    private func template(_ c: inout Cursor) {
        let p = c.line
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if b == UInt8(ascii: "`") {
                c.emit(start, i + 1, .string)
                c.pos = i + 1
                c.state.mode = Mode.code
                c.valueEnded = true
                return
            }
            if b == UInt8(ascii: "\\") {
                c.emit(start, i, .string)
                let e = Self.escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                start = e
                continue
            }
            if b == UInt8(ascii: "$"), c.byte(i + 1) == UInt8(ascii: "{"), c.state.stack.count < Context.limit {
                c.emit(start, i, .string)
                c.emit(i, i + 2, .punctuation)
                c.pos = i + 2
                c.state.stack.append(Context(.template, depth: c.state.depth).packed)
                c.state.depth = 0
                c.state.mode = Mode.code
                c.valueEnded = false
                return
            }
            i += 1
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// The end of the escape whose backslash stands at `i`: `\n`, `\x41`, `\u00e9`, `\u{1F600}`.
    private static func escapeEnd(_ c: Cursor, _ i: Int) -> Int {
        var j = i + 2
        let b = c.byte(i + 1)
        if b == UInt8(ascii: "x") {
            while j < i + 4, ASCII.isHexDigit(c.byte(j)) { j += 1 }
        } else if b == UInt8(ascii: "u") {
            if c.byte(j) == UInt8(ascii: "{") {
                var k = j + 1
                while ASCII.isHexDigit(c.byte(k)) { k += 1 }
                if c.byte(k) == UInt8(ascii: "}") { j = k + 1 }
            } else {
                while j < i + 6, ASCII.isHexDigit(c.byte(j)) { j += 1 }
            }
        } else if b >= 0xC0 {
            while c.byte(j) & 0xC0 == 0x80 { j += 1 }
        }
        return min(j, c.end)
    }
}

/// The reserved words of javascript and typescript, by kind.
private enum ECMAScriptWords {
    static let keywords = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "enum", "export", "extends", "finally", "for", "function", "if", "import", "in", "instanceof", "let",
        "new", "return", "static", "switch", "throw", "try", "typeof", "var", "void", "while", "with", "yield",
        "async", "await", "of", "from", "as", "this", "super", "implements", "package",
    ]
    static let constants = ["true", "false", "null", "undefined", "NaN", "Infinity"]

    static let javaScript: [(TokenKind, [String])] = [(.keyword, keywords), (.constant, constants)]

    static let typeScript: [(TokenKind, [String])] = [
        (.keyword, keywords + [
            "interface", "type", "namespace", "module", "declare", "abstract", "private", "public", "protected",
            "readonly", "keyof", "infer", "is", "asserts", "satisfies", "override", "unique", "accessor", "global",
        ]),
        (.constant, constants),
        (.type, ["any", "unknown", "never", "string", "number", "boolean", "symbol", "bigint", "object"]),
    ]
}

/// JavaScript's bit of `LineState.flags`.
struct ECMAScriptFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// A value ended the line above (so a `/` divides).
    static let valueEnded = ECMAScriptFlags(rawValue: 1)
}

extension LineState {
    /// `flags` read as `ECMAScriptFlags`.
    @inline(__always) var ecmaScript: ECMAScriptFlags {
        get { ECMAScriptFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
