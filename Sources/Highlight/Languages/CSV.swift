/// Comma- and tab-separated values: each column takes the next color of a short cycle, so a
/// column reads down the file in one color.
///
/// Kinds: cells by column, cycling through `CSVLexer.columnKinds`; separators → punctuation;
/// quoted cells keep their column's kind, with doubled quotes (`""`) → escape. A quoted cell
/// may hold line breaks, and the cells after it keep counting columns from where it started.
extension Language {
    /// Comma-separated values (RFC 4180).
    public static let csv = Language(
        name: "csv",
        aliases: [],
        extensions: ["csv"],
        fileNames: [],
        interpreters: [],
        lexer: CSVLexer(separator: UInt8(ascii: ","))
    )

    /// Tab-separated values.
    public static let tsv = Language(
        name: "tsv",
        aliases: ["tab-separated-values"],
        extensions: ["tsv"],
        fileNames: [],
        interpreters: [],
        lexer: CSVLexer(separator: UInt8(ascii: "\t"))
    )
}

/// Lexes cells. State: `mode` 1 inside a quoted cell that runs on past the line; `depth` the
/// column (modulo the cycle, so states stay few and equal where colors are).
struct CSVLexer: Lexer {
    let separator: UInt8

    static let columnKinds: [TokenKind] = [.keyword, .string, .function, .constant, .type, .property]

    func lex(_ c: inout Cursor) -> Transition {
        let p = c.line
        let e = c.endBeforeReturn
        var column = Int(c.state.depth)
        var k = c.pos
        if c.state.mode == 1 {
            k = quotedCell(&c, from: k, to: e, opened: false, kind: Self.columnKinds[column])
        } else {
            column = 0
        }
        while k < e, c.state.mode == 0 {
            let kind = Self.columnKinds[column]
            if p[k] == separator {
                c.emit(k, k + 1, .punctuation)
                column = (column + 1) % Self.columnKinds.count
                k += 1
            } else if p[k] == UInt8(ascii: "\"") {
                k = quotedCell(&c, from: k, to: e, opened: true, kind: kind)
            } else {
                var w = k
                while w < e, p[w] != separator { w += 1 }
                c.emit(k, w, kind)
                k = w
            }
        }
        c.state.depth = c.state.mode == 1 ? UInt16(column) : 0
        c.pos = c.end
        return .end
    }

    /// A quoted cell from `from` (its opening quote when `opened`): returns the index past the
    /// closing quote with `mode` 0, or `to` with `mode` 1 when the cell runs on past the line.
    private func quotedCell(_ c: inout Cursor, from: Int, to e: Int, opened: Bool, kind: TokenKind) -> Int {
        let p = c.line
        var run = from
        var k = opened ? from + 1 : from
        c.state.mode = 1
        while k < e {
            guard p[k] == UInt8(ascii: "\"") else {
                k += 1
                continue
            }
            if k + 1 < e, p[k + 1] == UInt8(ascii: "\"") {
                c.emit(run, k, kind)
                c.emit(k, k + 2, .escape)
                k += 2
                run = k
                continue
            }
            c.emit(run, k + 1, kind)
            c.state.mode = 0
            return k + 1
        }
        c.emit(run, e, kind)
        return e
    }
}
