/// CSS: selectors, declarations and at-rules, told apart by where a statement stands.
extension Language {
    /// Cascading Style Sheets.
    public static let css = Language(
        name: "css",
        aliases: [],
        extensions: ["css"],
        fileNames: [],
        interpreters: [],
        lexer: StyleSheetLexer(scss: false)
    )
}

/// The lexer css and scss share.
///
/// A statement (what follows `{`, `}` or `;`) is a selector, a declaration or an at-rule; the
/// lexer decides which from its first token and the rest of its line (a `{` before any `;` makes
/// a selector, a `:` a declaration), then colors the parts: selectors by their kind (`div` tag,
/// `.class` type, `#id` constant, `:hover` and `[href]` attribute), property names, values
/// (numbers with units, `#fff` colors, functions, `!important`), at-rule preludes.
///
/// State kept in `LineState`: `mode` code, block comment or string (`form` the quote); `depth` the
/// brace nesting; `flags` the statement part (`Part`); `stack` the outer mode, form and part of
/// each open scss `#{…}` interpolation.
struct StyleSheetLexer: Lexer {
    /// Whether scss's `//` comments, `$variables`, `#{}` interpolation and placeholders are known.
    let scss: Bool

    private enum Mode {
        static let code: UInt8 = 0
        static let comment: UInt8 = 1
        static let string: UInt8 = 2
    }

    /// What part of a statement the lexer is in (`flags`).
    private enum Part {
        static let start: UInt32 = 0
        static let property: UInt32 = 1
        static let value: UInt32 = 2
        static let selector: UInt32 = 3
        static let prelude: UInt32 = 4
    }

    private static let constants = WordTable([(.constant, [
        "inherit", "initial", "unset", "revert", "auto", "none", "transparent", "currentColor", "currentcolor",
        "true", "false", "null",
    ])])
    private static let preludeWords = WordTable([(.keyword, [
        "and", "or", "not", "only", "from", "through", "to", "in", "if", "else",
    ])])

    private static let mixin = Array("@mixin".utf8)
    private static let include = Array("@include".utf8)
    private static let function = Array("@function".utf8)

    func lex(_ c: inout Cursor) -> Transition {
        var statements = StatementReading()
        while c.pos < c.end {
            switch c.state.mode {
            case Mode.comment: comment(&c)
            case Mode.string: string(&c)
            default: code(&c, &statements)
            }
        }
        if c.atLineEnd, c.state.mode == Mode.string, !c.endsInEscapedBreak {
            c.state.mode = Mode.code
            c.state.form = 0
        }
        return .end
    }

    // MARK: - Code

    private func code(_ c: inout Cursor, _ statements: inout StatementReading) {
        let p = c.line
        while c.pos < c.end {
            let i = c.pos
            let b = p[i]
            if ASCII.isBlank(b) {
                c.pos = i + 1
                continue
            }
            if b == UInt8(ascii: "/"), c.byte(i + 1) == UInt8(ascii: "*") {
                c.emit(i, i + 2, .comment)
                c.pos = i + 2
                c.state.mode = Mode.comment
                return
            }
            if scss, b == UInt8(ascii: "/"), c.byte(i + 1) == UInt8(ascii: "/") {
                c.emitRest(c.byte(i + 2) == UInt8(ascii: "/") ? .doc : .comment)
                return
            }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                c.emit(i, i + 1, .string)
                c.pos = i + 1
                c.state.mode = Mode.string
                c.state.form = b
                return
            }
            if scss, b == UInt8(ascii: "#"), c.byte(i + 1) == UInt8(ascii: "{") {
                openInterpolation(&c, at: i)
                continue
            }
            if b == UInt8(ascii: "}"), closeInterpolation(&c) { return }
            if b == UInt8(ascii: "{") || b == UInt8(ascii: "}") || b == UInt8(ascii: ";") {
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
                if b == UInt8(ascii: "{") { c.state.depth &+= 1 } else if b == UInt8(ascii: "}"), c.state.depth > 0 { c.state.depth -= 1 }
                c.state.flags = Part.start
                continue
            }
            if c.state.flags == Part.start { c.state.flags = classify(c, i, &statements) }
            switch c.state.flags {
            case Part.property: property(&c)
            case Part.selector: selector(&c)
            default: value(&c)
            }
        }
    }

    /// What the statement starting at `i` is: at-rule, selector or declaration.
    private func classify(_ c: Cursor, _ i: Int, _ statements: inout StatementReading) -> UInt32 {
        let b = c.line[i]
        if b == UInt8(ascii: "@") { return Part.prelude }
        if !scss && c.state.depth == 0 { return Part.selector }
        if b == UInt8(ascii: "-") || b == UInt8(ascii: "$") || ASCII.isLetter(b) || b == UInt8(ascii: "_") || b >= 0x80 || (b == UInt8(ascii: "#") && c.byte(i + 1) == UInt8(ascii: "{")) {
            return statements.part(c, from: i)
        }
        return Part.selector
    }

    /// How a statement reads from where it starts to its end on the line: a `{` before any
    /// `;` makes a selector, a `:` a declaration (`font: {` opens nested scss properties, since no
    /// selector has a colon before a blank); a `#{…}` between is passed whole.
    ///
    /// Read from each statement start, the statements of a line like `#{x}#{x}#{x}…;` would read
    /// the rest of it each time, passing every `#{…}`. What a reading finds depends only on where
    /// it starts, so once the readings have read the line's length, one pass from the line's end
    /// finds it for every place (`from`).
    private struct StatementReading {
        private var scanned = 0
        private var table: [UInt8] = []
        private var base = -1

        // A reading's end and the colons it passed, packed in a byte.
        private static let endsAtBrace: UInt8 = 1
        private static let endsAtSemicolon: UInt8 = 2
        private static let anyColon: UInt8 = 4
        private static let spacedColon: UInt8 = 8

        mutating func part(_ c: Cursor, from i: Int) -> UInt32 {
            if base < 0, scanned > c.end {
                base = i
                table = Self.readings(c, from: i)
            }
            if base >= 0, i >= base, i - base < table.count { return Self.part(table[i - base]) }
            var j = i
            var found: UInt8 = 0
            while j < c.end {
                let x = c.line[j]
                if x == UInt8(ascii: "#"), c.byte(j + 1) == UInt8(ascii: "{") {
                    while j < c.end, c.line[j] != UInt8(ascii: "}") { j += 1 }
                } else if x == UInt8(ascii: "{") {
                    found |= Self.endsAtBrace
                    break
                } else if x == UInt8(ascii: ";") || x == UInt8(ascii: "}") {
                    found |= Self.endsAtSemicolon
                    break
                } else if x == UInt8(ascii: ":") {
                    found |= Self.anyColon
                    let n = c.byte(j + 1)
                    if n == 0 || ASCII.isBlank(n) { found |= Self.spacedColon }
                }
                j += 1
            }
            scanned += j - i
            return Self.part(found)
        }

        private static func part(_ found: UInt8) -> UInt32 {
            let colon = found & endsAtSemicolon != 0 ? anyColon : spacedColon
            return found & colon != 0 ? Part.property : Part.selector
        }

        /// The reading from every place of `from..<c.end`, found from the end backwards.
        private static func readings(_ c: Cursor, from: Int) -> [UInt8] {
            let p = c.line
            let n = c.end - from
            var table = [UInt8](repeating: 0, count: n + 1)  // index n: the line's end
            var closeBrace = c.end  // the nearest `}` after the place being read
            var k = n - 1
            while k >= 0 {
                let j = from + k
                let x = p[j]
                if x == UInt8(ascii: "#"), c.byte(j + 1) == UInt8(ascii: "{") {
                    table[k] = closeBrace < c.end ? table[closeBrace + 1 - from] : 0
                } else if x == UInt8(ascii: "{") {
                    table[k] = endsAtBrace
                } else if x == UInt8(ascii: ";") || x == UInt8(ascii: "}") {
                    table[k] = endsAtSemicolon
                } else if x == UInt8(ascii: ":") {
                    let next = c.byte(j + 1)
                    table[k] = table[k + 1] | anyColon | (next == 0 || ASCII.isBlank(next) ? spacedColon : 0)
                } else {
                    table[k] = table[k + 1]
                }
                if x == UInt8(ascii: "}") { closeBrace = j }
                k -= 1
            }
            return table
        }
    }

    private func property(_ c: inout Cursor) {
        let i = c.pos
        let b = c.line[i]
        if b == UInt8(ascii: ":") {
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            c.state.flags = Part.value
            return
        }
        guard isNameByte(b) || b == UInt8(ascii: "$") else {
            value(&c)
            return
        }
        let j = nameEnd(c, from: i + 1)
        let custom = b == UInt8(ascii: "$") || (b == UInt8(ascii: "-") && c.byte(i + 1) == UInt8(ascii: "-"))
        c.emit(i, j, custom ? .variable : .property)
        c.pos = j
    }

    private func selector(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        let b = p[i]
        let next = c.byte(i + 1)
        switch b {
        case UInt8(ascii: ".") where isNameByte(next), UInt8(ascii: "%") where isNameByte(next):  // .class, %placeholder
            let j = nameEnd(c, from: i + 1)
            c.emit(i, j, .type)
            c.pos = j
        case UInt8(ascii: "#") where isNameByte(next):  // #id
            let j = nameEnd(c, from: i + 1)
            c.emit(i, j, .constant)
            c.pos = j
        case UInt8(ascii: ":"):  // :hover, ::before
            var j = next == UInt8(ascii: ":") ? i + 2 : i + 1
            j = isNameByte(c.byte(j)) ? nameEnd(c, from: j) : j
            c.emit(i, j, .attribute)
            c.pos = j
        case UInt8(ascii: "["):
            attributeSelector(&c)
        case UInt8(ascii: "&"):  // & and a BEM suffix after it (`&__item`)
            c.emit(i, i + 1, .operator)
            let j = isNameByte(next) ? nameEnd(c, from: i + 1) : i + 1
            c.emit(i + 1, j, .type)
            c.pos = j
        case UInt8(ascii: "*"), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "~"), UInt8(ascii: "|"):
            c.emit(i, i + 1, .operator)
            c.pos = i + 1
        case UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"):
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
        default:
            if ASCII.isDigit(b) {
                number(&c)
            } else if isNameByte(b) {
                let j = nameEnd(c, from: i + 1)
                c.emit(i, j, .tag)
                c.pos = j
            } else {
                c.pos = i + 1
            }
        }
    }

    /// `[type="text" i]`: the name is an attribute, the value a string.
    private func attributeSelector(_ c: inout Cursor) {
        let p = c.line
        c.emit(c.pos, c.pos + 1, .punctuation)
        var j = c.skipBlanks(from: c.pos + 1)
        let nameStart = j
        while j < c.end, isNameByte(p[j]) { j += 1 }
        c.emit(nameStart, j, .attribute)
        let opStart = j
        while j < c.end, "~|^$*=".utf8.contains(p[j]) { j += 1 }
        c.emit(opStart, j, .operator)
        j = c.skipBlanks(from: j)
        let valueStart = j
        if j < c.end, p[j] == UInt8(ascii: "\"") || p[j] == UInt8(ascii: "'") {
            let q = p[j]
            j += 1
            while j < c.end, p[j] != q { j += p[j] == UInt8(ascii: "\\") ? 2 : 1 }
            j = min(j + 1, c.end)
        } else {
            while j < c.end, isNameByte(p[j]) { j += 1 }
        }
        c.emit(valueStart, j, .string)
        while j < c.end, p[j] != UInt8(ascii: "]") { j += 1 }
        c.emit(j, min(j + 1, c.end), .punctuation)
        c.pos = min(j + 1, c.end)
    }

    /// Values and at-rule preludes.
    private func value(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        let b = p[i]
        let next = c.byte(i + 1)
        if b == UInt8(ascii: "@"), isNameByte(next) {
            let j = nameEnd(c, from: i + 1)
            c.emit(i, j, .keyword)
            c.pos = j
            let name = j - i
            // @mixin, @include and @function name a function next.
            let namesFunction = name == 6 && c.matches(Self.mixin, at: i) || name == 8 && c.matches(Self.include, at: i)
                || name == 9 && c.matches(Self.function, at: i)
            c.introduced = namesFunction ? .function : nil
            return
        }
        if b == UInt8(ascii: "$"), isNameByte(next) {
            let j = nameEnd(c, from: i + 1)
            c.emit(i, j, .variable)
            c.pos = j
            return
        }
        if b == UInt8(ascii: "#"), ASCII.isHexDigit(next) {
            var j = i + 1
            while j < c.end, ASCII.isHexDigit(p[j]) { j += 1 }
            if !isNameByte(c.byte(j)) {
                c.emit(i, j, .number)
                c.pos = j
                return
            }
        }
        if b == UInt8(ascii: "!"), isNameByte(c.byte(c.skipBlanks(from: i + 1))) {  // !important, !default
            let j = nameEnd(c, from: c.skipBlanks(from: i + 1))
            c.emit(i, j, .keyword)
            c.pos = j
            return
        }
        if ASCII.isDigit(b) || (b == UInt8(ascii: ".") && ASCII.isDigit(next))
            || (b == UInt8(ascii: "-") && (ASCII.isDigit(next) || next == UInt8(ascii: ".")) && (i == 0 || !isNameByte(p[i - 1]))) {
            number(&c)
            return
        }
        if isNameByte(b) {
            word(&c)
            return
        }
        if c.state.flags == Part.prelude, b == UInt8(ascii: "%") || b == UInt8(ascii: "."), ASCII.isLetter(next) {  // @extend %panel, .button
            let j = nameEnd(c, from: i + 1)
            c.emit(i, j, .type)
            c.pos = j
            return
        }
        let kind: TokenKind = b == UInt8(ascii: ".") || b == UInt8(ascii: ":") || b == UInt8(ascii: ",") || b == UInt8(ascii: "(") || b == UInt8(ascii: ")") || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") ? .punctuation : .operator
        c.emit(i, i + 1, kind)
        c.pos = i + 1
    }

    private func word(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        let j = nameEnd(c, from: i + 1)
        c.pos = j
        if let introduced = c.introduced {
            c.introduced = nil
            c.emit(i, j, introduced)
            return
        }
        let after = c.byte(j)
        if after == UInt8(ascii: "(") {
            c.emit(i, j, .function)
            if j - i == 3, ASCII.lower(p[i]) == UInt8(ascii: "u"), ASCII.lower(p[i + 1]) == UInt8(ascii: "r"), ASCII.lower(p[i + 2]) == UInt8(ascii: "l") { url(&c) }
            return
        }
        if p[i] == UInt8(ascii: "-"), c.byte(i + 1) == UInt8(ascii: "-") {
            c.emit(i, j, .variable)
        } else if c.state.flags == Part.prelude {
            if after == UInt8(ascii: ":") { c.emit(i, j, .property) } else if let k = Self.preludeWords.lookup(p, i, j) { c.emit(i, j, k) }
        } else if let k = Self.constants.lookup(p, i, j) {
            c.emit(i, j, k)
        }
    }

    /// `url(` followed by an unquoted address: the address is a string.
    private func url(_ c: inout Cursor) {
        let open = c.pos
        c.emit(open, open + 1, .punctuation)
        let start = c.skipBlanks(from: open + 1)
        c.pos = open + 1
        guard start < c.end, c.line[start] != UInt8(ascii: "\""), c.line[start] != UInt8(ascii: "'") else { return }
        var j = start
        while j < c.end, c.line[j] != UInt8(ascii: ")") { j += 1 }
        c.emit(start, j, .string)
        c.pos = j
    }

    /// `12`, `1.5em`, `-2px`, `50%`, `1e3`.
    private func number(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        var j = p[i] == UInt8(ascii: "-") ? i + 1 : i
        while j < c.end, ASCII.isDigit(p[j]) || (p[j] == UInt8(ascii: ".") && ASCII.isDigit(c.byte(j + 1))) { j += 1 }
        if c.byte(j) | 0x20 == UInt8(ascii: "e"), ASCII.isDigit(c.byte(j + 1)) {
            j += 1
            while j < c.end, ASCII.isDigit(p[j]) { j += 1 }
        }
        if c.byte(j) == UInt8(ascii: "%") {
            j += 1
        } else {
            while j < c.end, ASCII.isLetter(p[j]) { j += 1 }
        }
        c.emit(i, j, .number)
        c.pos = j
    }

    @inline(__always) private func isNameByte(_ b: UInt8) -> Bool {
        ASCII.isWord(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "\\")
    }

    /// The end of a name (`font-size`, `--gap`, `$list-item`) from `i`, stopping before `#{`.
    private func nameEnd(_ c: Cursor, from i: Int) -> Int {
        var j = i
        while j < c.end, isNameByte(c.line[j]) { j += c.line[j] == UInt8(ascii: "\\") ? 2 : 1 }
        return min(j, c.end)
    }

    // MARK: - Interpolation, strings and comments

    private func openInterpolation(_ c: inout Cursor, at i: Int) {
        c.emit(i, i + 2, .punctuation)
        c.pos = i + 2
        guard c.state.stack.count < 32 else { return }
        c.state.stack.append(CSSInterpolationFrame(mode: c.state.mode, form: c.state.form, part: UInt8(truncatingIfNeeded: c.state.flags)).packed)
        c.state.mode = Mode.code
        c.state.form = 0
        c.state.flags = Part.value
    }

    /// A `}` that ends a `#{…}`; returns true when it did (and the mode may have changed).
    private func closeInterpolation(_ c: inout Cursor) -> Bool {
        guard let top = c.state.stack.last else { return false }
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        c.state.stack.removeLast()
        let frame = CSSInterpolationFrame(packed: top)
        c.state.mode = frame.mode
        c.state.form = frame.form
        c.state.flags = UInt32(frame.part)
        return true
    }

    private func comment(_ c: inout Cursor) {
        if c.passBlockComment(.comment) { c.state.mode = Mode.code }
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
                return
            }
            if b == UInt8(ascii: "\\") {
                c.emit(start, i, .string)
                var e = i + 1
                if ASCII.isHexDigit(c.byte(e)) {
                    while e < c.end, e < i + 7, ASCII.isHexDigit(p[e]) { e += 1 }
                } else if e < c.end {
                    e += 1
                    while e < c.end, p[e] & 0xC0 == 0x80 { e += 1 }
                }
                c.emit(i, e, .escape)
                i = e
                start = e
                continue
            }
            if scss, b == UInt8(ascii: "#"), c.byte(i + 1) == UInt8(ascii: "{") {
                c.emit(start, i, .string)
                openInterpolation(&c, at: i)
                return
            }
            i += 1
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }
}

/// A `#{…}` open in Sass or Less: the mode, form and part of a rule (`flags`) to return to at its `}`.
/// Packed as mode in bits 16–23, form in 8–15, part in 0–7.
struct CSSInterpolationFrame: Equatable {
    var mode: UInt8
    var form: UInt8
    var part: UInt8

    @inline(__always) init(mode: UInt8, form: UInt8, part: UInt8) {
        self.mode = mode
        self.form = form
        self.part = part
    }

    @inline(__always) init(packed: UInt32) {
        mode = UInt8(truncatingIfNeeded: packed >> 16)
        form = UInt8(truncatingIfNeeded: packed >> 8)
        part = UInt8(truncatingIfNeeded: packed)
    }

    @inline(__always) var packed: UInt32 { UInt32(mode) << 16 | UInt32(form) << 8 | UInt32(part) }
}
