/// HTML, with `<script>` lexed as JavaScript (or TypeScript, JSON) and `<style>` as CSS (or SCSS),
/// the embedded language chosen by `type` and `lang` attributes (Vue and Svelte, in
/// `Components.swift`, run this lexer too).
extension Language {
    /// HTML.
    public static let html = Language(
        name: "html",
        aliases: ["htm", "xhtml"],
        extensions: ["html", "htm", "xhtml", "shtml"],
        fileNames: [],
        interpreters: [],
        lexer: MarkupLexer(isHTML: true)
    )
}

/// The lexer of HTML and XML: tags, attributes, comments, declarations, CDATA and entities.
///
/// State (`LineState`):
/// - `mode`: one of `Mode`.
/// - `form`: the open tag's role (`Role`) while inside a tag; in `text` right after an embedded
///   part, the role whose closing tag the host's boundary looks for; in `comment`, 1 when the
///   comment sits in a DOCTYPE's internal subset.
/// - `depth`: in `declaration`, 0 in the declaration itself, 1 in the internal subset `[…]`,
///   2 inside a markup declaration (`<!ENTITY …>`) in the subset.
/// - `flags`: bits 0–3 the embedded language a `type`/`lang` attribute chose (`Choice`);
///   bit 4 the attribute being read is `type`, bit 5 it is `lang`.
struct MarkupLexer: Lexer {
    /// HTML embeds scripts and styles and matches tag names ignoring case; XML does neither.
    let isHTML: Bool

    enum Mode {
        static let text: UInt8 = 0
        static let comment: UInt8 = 1
        static let tag: UInt8 = 2
        static let value: UInt8 = 3
        static let doubleQuoted: UInt8 = 4
        static let singleQuoted: UInt8 = 5
        static let declaration: UInt8 = 6
        static let cdata: UInt8 = 7
        static let rawText: UInt8 = 8
        static let instruction: UInt8 = 9
    }

    enum Role {
        static let ordinary: UInt8 = 0
        static let script: UInt8 = 1
        static let style: UInt8 = 2
        static let closing: UInt8 = 3
    }

    /// What a `<script>` or `<style>` holds, as its attributes say.
    enum Choice {
        static let standard: UInt8 = 0
        static let raw: UInt8 = 1
        static let typescript: UInt8 = 2
        static let tsx: UInt8 = 3
        static let json: UInt8 = 4
        static let scss: UInt8 = 5
    }

    private enum Embedded {
        static let javascript = Language.javascript
        static let typescript = Language.typescript
        static let tsx = Language.tsx
        static let json = Language.json
        static let css = Language.css
        static let scss = Language.scss
    }

    private static let script = Array("script".utf8)
    private static let style = Array("style".utf8)
    private static let closeScript = Array("</script".utf8)
    private static let closeStyle = Array("</style".utf8)
    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)

    /// Bytes that end an attribute name (or a tag name).
    private static let nameStop = ByteSet(" \t\r\u{0C}/>=\"'<")
    /// Bytes that end an unquoted attribute value.
    private static let unquotedStop = ByteSet(" \t\r\u{0C}>")

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            switch c.state.mode {
            case Mode.text: lexText(&c)
            case Mode.comment: lexComment(&c)
            case Mode.tag: if let t = lexTag(&c) { return t }
            case Mode.value: lexValue(&c)
            case Mode.doubleQuoted, Mode.singleQuoted: lexQuoted(&c, from: c.pos, opened: false)
            case Mode.declaration: lexDeclaration(&c)
            case Mode.cdata: lexCDATA(&c)
            case Mode.rawText: lexRawText(&c)
            case Mode.instruction: lexInstruction(&c)
            default: c.state = LineState()
            }
        }
        return .end
    }

    func boundary(in line: UnsafeBufferPointer<UInt8>, from: Int, frame: Embedding) -> Boundary? {
        let closer = frame.hostState.form == Role.style ? Self.closeStyle : Self.closeScript
        guard let at = Self.find(closer, in: line, from: from) else { return nil }
        return Boundary(at: at, action: .pop)
    }

    /// The first place at or after `from` where `needle` (lowercase, starting with `<`) stands, ignoring case.
    static func find(_ needle: [UInt8], in line: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var i = from
        let last = line.count - needle.count
        while i <= last {
            if line[i] == UInt8(ascii: "<") {
                var k = 1
                while k < needle.count, ASCII.lower(line[i + k]) == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    // MARK: - Text

    private func lexText(_ c: inout Cursor) {
        c.state.form = 0
        let p = c.line
        var i = c.pos
        while i < c.end, p[i] != UInt8(ascii: "<"), p[i] != UInt8(ascii: "&") { i += 1 }
        c.pos = i
        guard i < c.end else { return }
        if p[i] == UInt8(ascii: "&") {
            let e = entityEnd(c, at: i)
            c.emit(i, e, .escape)
            c.pos = max(e, i + 1)
            return
        }
        let next = c.byte(i + 1)
        if next == UInt8(ascii: "!") {  // <!
            if c.matches(Self.commentOpen, at: i) {
                c.emit(i, i + 4, .comment)
                c.pos = i + 4
                c.state.mode = Mode.comment
                c.state.form = 0
            } else if c.matches(Self.cdataOpen, at: i) {
                c.emit(i, i + 9, .punctuation)
                c.pos = i + 9
                c.state.mode = Mode.cdata
            } else {
                c.emit(i, i + 2, .punctuation)
                c.pos = i + 2
                c.state.mode = Mode.declaration
                c.state.depth = 0
                declarationWord(&c)
            }
        } else if next == UInt8(ascii: "?") {  // <?
            var j = i + 2
            while j < c.end, !Self.nameStop.contains(p[j]), p[j] != UInt8(ascii: "?") { j += 1 }
            c.emit(i, j, .preprocessor)
            c.pos = j
            c.state.mode = Mode.instruction
        } else if ASCII.isLetter(next) || (next == UInt8(ascii: "/") && ASCII.isLetter(c.byte(i + 2))) {
            let closing = next == UInt8(ascii: "/")
            let nameStart = closing ? i + 2 : i + 1
            c.emit(i, nameStart, .punctuation)
            var j = nameStart
            while j < c.end, !Self.nameStop.contains(p[j]) { j += 1 }
            c.emit(nameStart, j, .tag)
            c.pos = j
            c.state.mode = Mode.tag
            c.state.flags = 0
            c.state.form = closing ? Role.closing : role(c, nameStart, j)
        } else {
            c.pos = i + 1
        }
    }

    private func role(_ c: Cursor, _ from: Int, _ to: Int) -> UInt8 {
        guard isHTML else { return Role.ordinary }
        if to - from == 6, c.matchesIgnoringCase(Self.script, at: from) { return Role.script }
        if to - from == 5, c.matchesIgnoringCase(Self.style, at: from) { return Role.style }
        return Role.ordinary
    }

    /// The end of `&name;`, `&#123;` or `&#x1F;` at `i`, or `i` when no entity stands there.
    private func entityEnd(_ c: Cursor, at i: Int) -> Int {
        var j = i + 1
        if c.byte(j) == UInt8(ascii: "#") {
            j += 1
            if (c.byte(j) | 0x20) == UInt8(ascii: "x") { j += 1 }
            while ASCII.isHexDigit(c.byte(j)) { j += 1 }
        } else {
            while ASCII.isLetter(c.byte(j)) || ASCII.isDigit(c.byte(j)) { j += 1 }
        }
        guard j > i + 1, c.byte(j) == UInt8(ascii: ";") else { return i }
        return j + 1
    }

    // MARK: - Tags and attributes

    /// Lexes inside a tag; returns a push when a `<script>` or `<style>` open tag ends.
    private func lexTag(_ c: inout Cursor) -> Transition? {
        let p = c.line
        let i = c.skipBlanks(from: c.pos)
        c.pos = i
        guard i < c.end else { return nil }
        let b = p[i]
        if b == UInt8(ascii: ">") {  // >
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            return endOpenTag(&c)
        }
        if b == UInt8(ascii: "/"), c.byte(i + 1) == UInt8(ascii: ">") {  // />
            c.emit(i, i + 2, .punctuation)
            c.pos = i + 2
            c.state = LineState()
            return nil
        }
        if b == UInt8(ascii: "=") {  // =
            c.emit(i, i + 1, .operator)
            c.pos = i + 1
            c.state.mode = Mode.value
            return nil
        }
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {  // a stray value without a name
            lexQuoted(&c, from: i, opened: true)
            return nil
        }
        if b == UInt8(ascii: "/") || b == UInt8(ascii: "<") {
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            return nil
        }
        var j = i + 1
        while j < c.end, !Self.nameStop.contains(p[j]) { j += 1 }
        c.emit(i, j, .attribute)
        c.pos = j
        var tag = HTMLTagState(packed: c.state.flags)
        tag.inType = false
        tag.inLang = false
        if c.state.form == Role.script || c.state.form == Role.style {
            if j - i == 4, c.matchesIgnoringCase(Array("type".utf8), at: i) { tag.inType = true }
            if j - i == 4, c.matchesIgnoringCase(Array("lang".utf8), at: i) { tag.inLang = true }
        }
        c.state.flags = tag.packed
        return nil
    }

    /// After the `>` of a tag: a script or style pushes its language, or reads its text raw.
    private func endOpenTag(_ c: inout Cursor) -> Transition? {
        let role = c.state.form
        let choice = HTMLTagState(packed: c.state.flags).choice
        c.state = LineState()
        guard role == Role.script || role == Role.style else { return nil }
        let language: Language?
        switch choice {
        case Choice.standard: language = role == Role.style ? Embedded.css : Embedded.javascript
        case Choice.typescript: language = Embedded.typescript
        case Choice.tsx: language = Embedded.tsx
        case Choice.json: language = Embedded.json
        case Choice.scss: language = Embedded.scss
        default: language = nil
        }
        guard let language else {
            c.state.mode = Mode.rawText
            c.state.form = role
            return nil
        }
        c.state.form = role
        return .push(language: language, state: LineState(), opaque: false)
    }

    private func lexValue(_ c: inout Cursor) {
        let p = c.line
        let i = c.skipBlanks(from: c.pos)
        c.pos = i
        guard i < c.end else { return }
        let b = p[i]
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
            lexQuoted(&c, from: i, opened: true)
            return
        }
        c.state.mode = Mode.tag
        if b == UInt8(ascii: ">") { return }
        var j = i
        while j < c.end, !Self.unquotedStop.contains(p[j]) { j += 1 }
        c.emit(i, j, .string)
        c.pos = j
        choose(&c, i, j)
    }

    /// A quoted attribute value from `from` (its opening quote when `opened`), with entities as escapes.
    private func lexQuoted(_ c: inout Cursor, from: Int, opened: Bool) {
        let p = c.line
        let quote: UInt8
        if opened {
            quote = p[from]
            c.state.mode = quote == UInt8(ascii: "\"") ? Mode.doubleQuoted : Mode.singleQuoted
        } else {
            quote = c.state.mode == Mode.doubleQuoted ? UInt8(ascii: "\"") : UInt8(ascii: "'")
        }
        var start = from
        var i = opened ? from + 1 : from
        while i < c.end {
            let b = p[i]
            if b == quote {
                c.emit(start, i + 1, .string)
                c.pos = i + 1
                c.state.mode = Mode.tag
                if opened { choose(&c, from + 1, i) }
                return
            }
            if b == UInt8(ascii: "&") {
                let e = entityEnd(c, at: i)
                if e > i {
                    c.emit(start, i, .string)
                    c.emit(i, e, .escape)
                    start = e
                    i = e
                    continue
                }
            }
            i += 1
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// Reads a `type` or `lang` value of a script or style (`from..<to`) into the choice bits.
    private func choose(_ c: inout Cursor, _ from: Int, _ to: Int) {
        var tag = HTMLTagState(packed: c.state.flags)
        guard tag.inType || tag.inLang else { return }
        let value = String(decoding: c.line[from..<to], as: UTF8.self).lowercased()
        let choice: UInt8
        if c.state.form == Role.style {
            switch value {
            case "", "css", "text/css", "postcss", "less": choice = Choice.standard
            case "scss", "sass", "text/scss": choice = Choice.scss
            default: choice = Choice.raw
            }
        } else {
            switch value {
            case "", "module", "js", "javascript", "jsx", "text/javascript", "application/javascript",
                 "text/ecmascript", "application/ecmascript", "text/jsx", "text/babel":
                choice = Choice.standard
            case "ts", "typescript", "text/typescript", "application/typescript": choice = Choice.typescript
            case "tsx": choice = Choice.tsx
            case "application/json", "application/ld+json", "importmap", "speculationrules", "json":
                choice = Choice.json
            default: choice = Choice.raw
            }
        }
        tag.choice = choice
        tag.inType = false
        tag.inLang = false
        c.state.flags = tag.packed
    }

    // MARK: - Comments, CDATA, raw text, instructions

    private func lexComment(_ c: inout Cursor) {
        guard let at = Self.firstMatch(Self.commentClose, c, from: c.pos) else {
            c.emitRest(.comment)
            return
        }
        c.emit(c.pos, at + 3, .comment)
        c.pos = at + 3
        let inSubset = c.state.form == 1
        c.state = LineState()
        if inSubset {
            c.state.mode = Mode.declaration
            c.state.depth = 1
        }
    }

    private func lexCDATA(_ c: inout Cursor) {
        guard let at = Self.firstMatch(Self.cdataClose, c, from: c.pos) else {
            c.emitRest(.string)
            return
        }
        c.emit(c.pos, at, .string)
        c.emit(at, at + 3, .punctuation)
        c.pos = at + 3
        c.state = LineState()
    }

    /// The text of a script or style in a language tinge does not embed, up to its closing tag.
    private func lexRawText(_ c: inout Cursor) {
        let closer = c.state.form == Role.style ? Self.closeStyle : Self.closeScript
        let line = UnsafeBufferPointer(rebasing: c.line[0..<c.end])
        guard let at = Self.find(closer, in: line, from: c.pos) else {
            c.pos = c.end
            return
        }
        c.pos = at
        c.state = LineState()
    }

    /// Inside `<?target … ?>`: pseudo-attributes, strings, and the closing `?>`.
    private func lexInstruction(_ c: inout Cursor) {
        let p = c.line
        while c.pos < c.end {
            let i = c.pos
            let b = p[i]
            if b == UInt8(ascii: "?"), c.byte(i + 1) == UInt8(ascii: ">") {
                c.emit(i, i + 2, .preprocessor)
                c.pos = i + 2
                c.state = LineState()
                return
            }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                var j = i + 1
                while j < c.end, p[j] != b { j += 1 }
                j = min(j + 1, c.end)
                c.emit(i, j, .string)
                c.pos = j
            } else if b == UInt8(ascii: "=") {
                c.emit(i, i + 1, .operator)
                c.pos = i + 1
            } else if ASCII.isLetter(b) {
                var j = i + 1
                while j < c.end, !Self.nameStop.contains(p[j]), p[j] != UInt8(ascii: "?") { j += 1 }
                if c.byte(c.skipBlanks(from: j)) == UInt8(ascii: "=") { c.emit(i, j, .attribute) }
                c.pos = j
            } else {
                c.pos = i + 1
            }
        }
    }

    // MARK: - Declarations

    /// `<!DOCTYPE …>`, and in its internal subset `<!ELEMENT …>`, `<!ENTITY …>`, comments and `%refs;`.
    private func lexDeclaration(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        let b = p[i]
        let depth = c.state.depth
        switch b {
        case UInt8(ascii: ">") where depth != 1:  // >
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            if depth == 2 { c.state.depth = 1 } else { c.state = LineState() }
        case UInt8(ascii: "[") where depth == 0, UInt8(ascii: "]") where depth == 1:  // [ ]
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
            c.state.depth = b == UInt8(ascii: "[") ? 1 : 0
        case UInt8(ascii: "<") where depth == 1:
            if c.matches(Self.commentOpen, at: i) {
                c.emit(i, i + 4, .comment)
                c.pos = i + 4
                c.state.mode = Mode.comment
                c.state.form = 1
                c.state.depth = 0
            } else if c.byte(i + 1) == UInt8(ascii: "!") {
                c.emit(i, i + 2, .punctuation)
                c.pos = i + 2
                c.state.depth = 2
                declarationWord(&c)
            } else {
                c.pos = i + 1
            }
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            var j = i + 1
            while j < c.end, p[j] != b { j += 1 }
            j = min(j + 1, c.end)
            c.emit(i, j, .string)
            c.pos = j
        case UInt8(ascii: "%") where ASCII.isWord(c.byte(i + 1)):  // %name;
            var j = i + 1
            while j < c.end, ASCII.isWord(p[j]) || p[j] == UInt8(ascii: "-") || p[j] == UInt8(ascii: ".") { j += 1 }
            if c.byte(j) == UInt8(ascii: ";") { j += 1 }
            c.emit(i, j, .escape)
            c.pos = j
        case UInt8(ascii: "#"):  // #PCDATA, #REQUIRED
            var j = i + 1
            while j < c.end, ASCII.isLetter(p[j]) { j += 1 }
            c.emit(i, j, .constant)
            c.pos = j
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "|"), UInt8(ascii: ","):
            c.emit(i, i + 1, .punctuation)
            c.pos = i + 1
        case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
            c.emit(i, i + 1, .operator)
            c.pos = i + 1
        default:
            if ASCII.isLetter(b) {
                var j = i + 1
                while j < c.end, !Self.nameStop.contains(p[j]), p[j] != UInt8(ascii: "["), p[j] != UInt8(ascii: "("), p[j] != UInt8(ascii: ")"),
                      p[j] != UInt8(ascii: "|"), p[j] != UInt8(ascii: ","), p[j] != UInt8(ascii: "*"), p[j] != UInt8(ascii: "+"), p[j] != UInt8(ascii: "?") { j += 1 }
                // Upper-case words are the grammar's (PUBLIC, SYSTEM, CDATA, EMPTY); others are names.
                var k = i
                while k < j, !(p[k] &- UInt8(ascii: "a") < 26) { k += 1 }
                if k == j { c.emit(i, j, .keyword) }
                c.pos = j
            } else {
                c.pos = i + 1
            }
        }
    }

    /// The keyword right after `<!` (`DOCTYPE`, `ENTITY`).
    private func declarationWord(_ c: inout Cursor) {
        var j = c.pos
        while j < c.end, ASCII.isLetter(c.line[j]) { j += 1 }
        c.emit(c.pos, j, .keyword)
        c.pos = j
    }

    private static func firstMatch(_ needle: [UInt8], _ c: Cursor, from: Int) -> Int? {
        let first = needle[0]
        var i = from
        while i < c.end {
            if c.line[i] == first, c.matches(needle, at: i) { return i }
            i += 1
        }
        return nil
    }
}

/// What HTML knows inside a `<script>` or `<style>` tag: what its attributes chose it holds
/// (`MarkupLexer.Choice`, 0–15), and whether the attribute being read is `type` or `lang`.
/// Packed into `LineState.flags` as the choice in bits 0–3, `type` in bit 4, `lang` in bit 5.
struct HTMLTagState: Equatable {
    var choice: UInt8
    var inType: Bool
    var inLang: Bool

    @inline(__always) init(choice: UInt8, inType: Bool, inLang: Bool) {
        self.choice = choice
        self.inType = inType
        self.inLang = inLang
    }

    @inline(__always) init(packed: UInt32) {
        choice = UInt8(truncatingIfNeeded: packed) & 0xF
        inType = packed & 0x10 != 0
        inLang = packed & 0x20 != 0
    }

    @inline(__always) var packed: UInt32 { UInt32(choice) | (inType ? 0x10 : 0) | (inLang ? 0x20 : 0) }
}
