/// JSX: elements in expression position, their tags, attribute strings, `{…}` expressions and
/// children text, lexed by the same byte loop as the code around them (`ECMAScriptLexer`).
extension ECMAScriptLexer {
    /// Whether a `<` at `i` in expression position opens an element rather than TSX generics (`<T,>`).
    func startsElement(_ c: Cursor, _ i: Int) -> Bool {
        let next = c.byte(i + 1)
        if next == UInt8(ascii: ">") { return true }
        guard ASCII.isLetter(next) || next == UInt8(ascii: "_") || next == UInt8(ascii: "$") else { return false }
        if !typed { return true }
        let k = c.skipBlanks(from: identifierEnd(c, from: i + 1))
        if c.byte(k) == UInt8(ascii: ",") { return false }
        return !(c.matches(Array("extends ".utf8), at: k))
    }

    func tag(_ c: inout Cursor) {
        let p = c.line
        while c.pos < c.end {
            let i = c.pos
            let b = p[i]
            if ASCII.isBlank(b) {
                c.pos = i + 1
                continue
            }
            let part = c.state.form
            if part == TagPart.name || part == TagPart.closingName {
                c.state.form = part == TagPart.name ? TagPart.attributes : TagPart.closingEnd
                if ByteSet.identifierStart.contains(b) || b == UInt8(ascii: "$") {
                    let j = jsxNameEnd(c, from: i)
                    c.emit(i, j, .tag)
                    c.pos = j
                    continue
                }
                if b == UInt8(ascii: ">") {  // `<>` or `</>`
                    c.emit(i, i + 1, .punctuation)
                    c.pos = i + 1
                    if part == TagPart.name { c.state.mode = Mode.children; c.state.form = 0 } else { closeElement(&c) }
                    return
                }
                continue
            }
            if b == UInt8(ascii: ">") {
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
                if part == TagPart.attributes { c.state.mode = Mode.children; c.state.form = 0 } else { closeElement(&c) }
                return
            }
            if part == TagPart.closingEnd {
                c.pos = i + 1
                continue
            }
            if typed, b == UInt8(ascii: "<"), part == TagPart.attributes {  // `<Comp<string> msg="1" />`
                typeArguments(&c)
                continue
            }
            if b == UInt8(ascii: "/"), c.byte(i + 1) == UInt8(ascii: ">") {
                c.emit(i, i + 2, .punctuation)
                c.pos = i + 2
                closeElement(&c)
                return
            }
            if ByteSet.identifierStart.contains(b) || b == UInt8(ascii: "$") {
                let j = jsxNameEnd(c, from: i)
                c.emit(i, j, .attribute)
                c.pos = j
            } else if b == UInt8(ascii: "=") {
                c.emit(i, i + 1, .operator)
                c.pos = i + 1
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                c.emit(i, i + 1, .string)
                c.pos = i + 1
                c.state.mode = Mode.attributeString
                c.state.form = b
                return
            } else if b == UInt8(ascii: "{"), c.state.stack.count < Context.limit {
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
                c.state.stack.append(Context(.attributeExpression).packed)
                c.state.mode = Mode.code
                c.state.form = 0
                c.state.depth = 0
                c.valueEnded = false
                return
            } else {
                c.pos = i + 1
            }
        }
    }

    /// A TSX element's type arguments after its name (`<Comp2<string> />`), from the `<` at
    /// `c.pos` to the `>` that balances it on this line (a `=>` inside counts for nothing). Left
    /// unbalanced, they run past the line: its rest is passed, so no line is scanned twice.
    func typeArguments(_ c: inout Cursor) {
        let i = c.pos
        var depth = 0, j = i
        while j < c.end {
            let b = c.line[j]
            if b == UInt8(ascii: "<") { depth += 1 }
            if b == UInt8(ascii: ">"), j == 0 || c.line[j - 1] != UInt8(ascii: "=") {
                depth -= 1
                if depth == 0 { break }
            }
            j += 1
        }
        guard j < c.end else {
            c.emit(i, i + 1, .punctuation)
            c.pos = c.end
            return
        }
        var k = i
        while k <= j {
            if ByteSet.identifierStart.contains(c.line[k]) {
                let e = jsxNameEnd(c, from: k)
                c.emit(k, min(e, j), .type)
                k = e
            } else {
                k += 1
            }
        }
        c.pos = j + 1
    }

    /// Tag and attribute names: `div`, `Foo.Bar`, `svg:rect`, `aria-label`.
    func jsxNameEnd(_ c: Cursor, from i: Int) -> Int {
        var j = i + 1
        while j < c.end, tables.identifierPart.contains(c.line[j]) || c.line[j] == UInt8(ascii: "-") || c.line[j] == UInt8(ascii: ":") || c.line[j] == UInt8(ascii: ".") { j += 1 }
        return j
    }

    /// After `/>` or a closing tag: back to the code or the children the element stood in.
    func closeElement(_ c: inout Cursor) {
        c.state.form = 0
        let context = Context(packed: c.state.stack.last ?? 0)
        switch context.kind {
        case .elementInCode:
            c.state.stack.removeLast()
            c.state.mode = Mode.code
            c.state.depth = context.depth
            c.valueEnded = true
        case .elementInChildren:
            c.state.stack.removeLast()
            c.state.mode = Mode.children
        default:
            c.state.mode = Mode.code
        }
    }

    func attributeString(_ c: inout Cursor) {
        let quote = c.state.form
        var i = c.pos
        while i < c.end, c.line[i] != quote { i += 1 }
        if i < c.end {
            c.emit(c.pos, i + 1, .string)
            c.pos = i + 1
            c.state.mode = Mode.tag
            c.state.form = TagPart.attributes
        } else {
            c.emitRest(.string)
        }
    }

    /// JSX text stays plain; `{` opens code, `<` a child or the closing tag, `&amp;` is an escape.
    func children(_ c: inout Cursor) {
        let p = c.line
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if b == UInt8(ascii: "{"), c.state.stack.count < Context.limit {
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
                c.state.stack.append(Context(.childExpression).packed)
                c.state.mode = Mode.code
                c.state.depth = 0
                c.valueEnded = false
                return
            }
            if b == UInt8(ascii: "<") {
                let next = c.byte(i + 1)
                if next == UInt8(ascii: "/") {
                    c.emit(i, i + 2, .punctuation)
                    c.pos = i + 2
                    c.state.mode = Mode.tag
                    c.state.form = TagPart.closingName
                    return
                }
                if ASCII.isLetter(next) || next == UInt8(ascii: ">") || next == UInt8(ascii: "_"), c.state.stack.count < Context.limit {
                    c.emit(i, i + 1, .punctuation)
                    c.pos = i + 1
                    c.state.stack.append(Context(.elementInChildren).packed)
                    c.state.mode = Mode.tag
                    c.state.form = TagPart.name
                    return
                }
            }
            if b == UInt8(ascii: "&"), let e = entityEnd(c, i) {
                c.emit(i, e, .escape)
                i = e
                continue
            }
            i += 1
        }
        c.pos = c.end
    }

    /// `&amp;`, `&#169;`, `&#x1F600;`: the end past `;`, or nil.
    func entityEnd(_ c: Cursor, _ i: Int) -> Int? {
        var j = i + 1
        if c.byte(j) == UInt8(ascii: "#") { j += 1 }
        let first = j
        while j < c.end, j - first < 32, ASCII.isLetter(c.line[j]) || ASCII.isDigit(c.line[j]) { j += 1 }
        return j > first && c.byte(j) == UInt8(ascii: ";") ? j + 1 : nil
    }
}
