/// LaTeX (and TeX): `%` comments, `\commands`, `\begin{env}`/`\end{env}`, sectioning titles,
/// math in `$…$`, `$$…$$`, `\(…\)` and `\[…\]` across lines, `\verb|…|`, and verbatim
/// environments (`verbatim`, `lstlisting`, `minted`, `comment`) whose bodies are raw text.
extension Language {
    /// LaTeX documents, classes and packages.
    public static let latex = Language(
        name: "latex",
        aliases: ["tex"],
        extensions: ["tex", "ltx", "sty", "cls", "dtx", "ins", "latex"],
        fileNames: [],
        interpreters: [],
        spec: LaTeXSyntax.spec
    )
}

/// The LaTeX spec and its hooks. Math and verbatim bodies are delimited literals whose closer
/// (`$`, `\]`, `\end{lstlisting}`) the opener decides.
private enum LaTeXSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("%")]
        // Words are prose, left plain; digits inside them (`a4paper`) are not numbers.
        var letters = ByteSet()
        letters.insert(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        letters.insert(UInt8(ascii: "a")...UInt8(ascii: "z"))
        spec.identifierStart = letters
        letters.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        spec.identifierPart = letters
        spec.callsAreFunctions = false
        spec.operators = ByteSet("&~^_")
        spec.punctuation = ByteSet("{}[]")
        spec.hooks = [(UInt8(ascii: "\\"), command), (UInt8(ascii: "$"), math)]
        return spec
    }()

    /// Commands whose braced argument is a title.
    private static let sections = WordTable([(.heading, [
        "part", "chapter", "section", "subsection", "subsubsection", "paragraph", "subparagraph", "title",
        "caption", "frametitle",
    ])])
    /// Environments whose body is raw text up to their `\end`, and the kind it is colored as.
    private static let verbatim = WordTable([
        (.string, ["verbatim", "verbatim*", "lstlisting", "minted", "Verbatim", "alltt", "filecontents"]),
        (.comment, ["comment"]),
    ])
    private static let begin = Array("begin".utf8)
    private static let end = Array("end".utf8)
    private static let verb = Array("verb".utf8)

    /// `\name` (letters, `@` in packages) or `\` and one other byte (`\%`, `\\`, `\[`).
    static let command: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        guard i + 1 < c.end else {
            c.emit(i, i + 1, .keyword)
            c.pos = i + 1
            return true
        }
        let first = c.line[i + 1]
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "(") {  // \[ … \]  and  \( … \)
            scanner.enterDelimited(&c, from: i, to: i + 2, closer: [UInt8(ascii: "\\"), first == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: ")")], kind: .string)
            return true
        }
        guard ASCII.isLetter(first) || first == UInt8(ascii: "@") else {
            c.emit(i, c.escapeEnd(at: i), .escape)
            c.pos = c.escapeEnd(at: i)
            return true
        }
        var nameEnd = i + 2
        while nameEnd < c.end, ASCII.isLetter(c.line[nameEnd]) || c.line[nameEnd] == UInt8(ascii: "@") { nameEnd += 1 }
        let j = c.byte(nameEnd) == UInt8(ascii: "*") ? nameEnd + 1 : nameEnd  // \section*
        let length = nameEnd - i - 1
        c.emit(i, j, .keyword)
        c.pos = j
        if length == 4, c.matches(verb, at: i + 1) {
            verbText(&c)
        } else if c.byte(j) == UInt8(ascii: "{"), let close = braced(c, from: j) {
            if sections.lookup(c.line, i + 1, nameEnd) != nil {
                c.emit(j, j + 1, .punctuation)
                c.emit(j + 1, close, .heading)
                c.emit(close, close + 1, .punctuation)
                c.pos = close + 1
            } else if (length == 5 && c.matches(begin, at: i + 1)) || (length == 3 && c.matches(end, at: i + 1)) {
                environment(&c, scanner, opens: length == 5, name: j + 1, close: close)
            }
        }
        return true
    }

    /// `{name}` after `\begin` or `\end`: the environment's name, a type; a verbatim one's body
    /// runs raw to its `\end{name}`.
    private static func environment(_ c: inout Cursor, _ scanner: SpecScanner, opens: Bool, name: Int, close: Int) {
        c.emit(name - 1, name, .punctuation)
        c.emit(name, close, .type)
        c.emit(close, close + 1, .punctuation)
        c.pos = close + 1
        guard opens, let kind = verbatim.lookup(c.line, name, close) else { return }
        let closer = Array("\\end{".utf8) + c.bytes(name, close) + [UInt8(ascii: "}")]
        // The rest of the `\begin` line (options such as `[language=C]`) belongs to the body.
        scanner.enterDelimited(&c, from: c.pos, to: c.pos, closer: closer, kind: kind)
    }

    /// `\verb|text|`, `\verb+text+`: raw text up to the delimiter that opened it.
    private static func verbText(_ c: inout Cursor) {
        let d = c.byte(c.pos)
        guard d != 0, !ASCII.isLetter(d), !ASCII.isBlank(d) else { return }
        var j = c.pos + 1
        while j < c.end, c.line[j] != d { j += 1 }
        let end = min(j + 1, c.end)
        c.emit(c.pos, end, .string)
        c.pos = end
    }

    /// The `}` that balances the `{` at `open`, on this line, or nil.
    private static func braced(_ c: Cursor, from open: Int) -> Int? {
        var depth = 0
        var j = open + 1
        while j < c.end, j < open + 256 {
            switch c.line[j] {
            case UInt8(ascii: "\\"): j += 1
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                if depth == 0 { return j }
                depth -= 1
            default: break
            }
            j += 1
        }
        return nil
    }

    /// `$…$` and `$$…$$`: math, which may span lines.
    static let math: LanguageSpec.Hook = { c, scanner in
        let n = c.byte(c.pos + 1) == UInt8(ascii: "$") ? 2 : 1
        let closer = [UInt8](repeating: UInt8(ascii: "$"), count: n)
        scanner.enterDelimited(&c, from: c.pos, to: c.pos + n, closer: closer, kind: .string)
        return true
    }
}
