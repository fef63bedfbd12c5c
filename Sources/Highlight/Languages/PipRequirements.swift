/// pip requirements and constraints files (`requirements.txt`, `requirements-dev.txt`, `constraints.txt`).
///
/// Kinds: package names → type, extras (`[security]`) → property; version operators (`==`, `>=`,
/// `~=`, `!=`, `===`) → operator and versions → number; options (`-r`, `--index-url`,
/// `--hash`) → attribute; URLs and paths after `@` or an option → link; environment markers after
/// `;`: names → variable, `and`/`or`/`in`/`not` → keyword, quoted values → string; `#` comments
/// (at a line's start or after a blank) → comment; a trailing `\` → escape, continuing the line.
extension Language {
    /// pip requirements files.
    public static let pipRequirements = Language(
        name: "requirements",
        aliases: ["pip", "pip-requirements", "requirements.txt"],
        extensions: ["pip"],
        fileNames: ["requirements*.txt", "requirements*.in", "constraints*.txt", "*-requirements.txt", "requirements/*.txt"],
        interpreters: [],
        lexer: PipRequirementsLexer()
    )
}

/// Lexes one requirement or option a line. State: `mode` 1 when a `\` continued the line before,
/// so this one holds more of the same requirement rather than a new name.
private struct PipRequirementsLexer: Lexer {
    private static let markerWords = WordTable([(.keyword, ["and", "or", "in", "not"])])

    func lex(_ c: inout Cursor) -> Transition {
        let p = c.line
        let continued = c.state.mode == 1
        c.state = LineState()
        let e = c.endBeforeReturn
        var k = c.skipBlanks(from: c.pos)
        var inMarker = false
        var expectName = !continued
        while k < e {
            let b = p[k]
            var w = k
            if b == UInt8(ascii: "#"), k == 0 || ASCII.isBlank(p[k - 1]) {
                c.emit(k, e, .comment)
                break
            }
            if b == UInt8(ascii: "\\"), k + 1 == e {
                c.emit(k, k + 1, .escape)
                c.state.mode = 1
                break
            }
            if b == UInt8(ascii: ";") {
                c.emit(k, k + 1, .punctuation)
                inMarker = true
                expectName = false
                k = c.skipBlanks(from: k + 1)
                continue
            }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                w += 1
                while w < e, p[w] != b { w += 1 }
                w = min(w + 1, e)
                c.emit(k, w, .string)
            } else if b == UInt8(ascii: "-"), expectName || !inMarker, c.byte(k + 1) == UInt8(ascii: "-") || ASCII.isLetter(c.byte(k + 1)) {
                // `-r other.txt`, `--hash=sha256:…`, `-e git+https://…`: an option and its value.
                while w < e, !ASCII.isBlank(p[w]), p[w] != UInt8(ascii: "=") { w += 1 }
                c.emit(k, w, .attribute)
                if w < e, p[w] == UInt8(ascii: "=") { c.emit(w, w + 1, .operator); w += 1 }
                w = c.skipBlanks(from: w)
                let v = w
                while w < e, !ASCII.isBlank(p[w]) { w += 1 }
                c.emit(v, w, p[v..<w].contains(UInt8(ascii: ":")) && !(p[v..<w].contains(UInt8(ascii: "/"))) ? .constant : .link)
                expectName = false
            } else if b == UInt8(ascii: "@") {
                // `name @ https://…/pkg.whl`: a direct reference.
                c.emit(k, k + 1, .operator)
                w = c.skipBlanks(from: k + 1)
                let v = w
                while w < e, !ASCII.isBlank(p[w]), p[w] != UInt8(ascii: ";") { w += 1 }
                c.emit(v, w, .link)
            } else if b == UInt8(ascii: "["), !inMarker {
                w = extras(&c, from: k, to: e)
            } else if b == UInt8(ascii: "<") || b == UInt8(ascii: ">") || b == UInt8(ascii: "=") || b == UInt8(ascii: "!") || b == UInt8(ascii: "~") {
                while w < e, p[w] == UInt8(ascii: "<") || p[w] == UInt8(ascii: ">") || p[w] == UInt8(ascii: "=") || p[w] == UInt8(ascii: "!") || p[w] == UInt8(ascii: "~") { w += 1 }
                c.emit(k, w, .operator)
                if !inMarker {
                    let v = c.skipBlanks(from: w)
                    w = v
                    while w < e, !ASCII.isBlank(p[w]), p[w] != UInt8(ascii: ","), p[w] != UInt8(ascii: ";"), p[w] != UInt8(ascii: "#") { w += 1 }
                    c.emit(v, w, .number)
                }
            } else if b == UInt8(ascii: ",") || b == UInt8(ascii: "(") || b == UInt8(ascii: ")") {
                c.emit(k, k + 1, .punctuation)
                w = k + 1
            } else {
                while w < e, !ASCII.isBlank(p[w]), !Self.stops.contains(p[w]) { w += 1 }
                if w == k { w = c.characterEnd(at: k) }
                if inMarker {
                    c.emit(k, w, Self.markerWords.lookup(p, k, w) ?? .variable)
                } else if expectName {
                    c.emit(k, w, p[k..<w].contains(UInt8(ascii: "/")) || p[k..<w].contains(UInt8(ascii: ":")) ? .link : .type)
                    expectName = false
                }
            }
            k = c.skipBlanks(from: w)
        }
        c.pos = c.end
        return .end
    }

    private static let stops = ByteSet("[]<>=!~;,@()\"'")

    /// `[security,socks]` after a package name.
    private func extras(_ c: inout Cursor, from k: Int, to e: Int) -> Int {
        c.emit(k, k + 1, .punctuation)
        var w = k + 1
        while w < e, c.line[w] != UInt8(ascii: "]") {
            let s = w
            while w < e, c.line[w] != UInt8(ascii: ","), c.line[w] != UInt8(ascii: "]") { w += 1 }
            c.emit(s, w, .property)
            if w < e, c.line[w] == UInt8(ascii: ",") { c.emit(w, w + 1, .punctuation); w += 1 }
        }
        if w < e { c.emit(w, w + 1, .punctuation); w += 1 }
        return w
    }
}
