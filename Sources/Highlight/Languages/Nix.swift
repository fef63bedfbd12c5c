/// Nix: `"…"` strings and indented `''…''` strings that span lines, both with `${…}`
/// interpolation, the indented strings' `''$`, `'''` and `''\` escapes, paths and `<nixpkgs>`.
extension Language {
    /// The Nix expression language.
    public static let nix = Language(
        name: "nix",
        aliases: ["nixos"],
        extensions: ["nix"],
        fileNames: [],
        interpreters: ["nix-shell"],
        lexer: NixLexer()
    )
}

/// The spec scanner, plus a mode of its own for indented strings (`mode` =
/// `InterpolationFrame.mode`); inside their `${…}` the code runs in the scanner's code mode
/// under an `InterpolationFrame`, so the `}` that balances the opener returns to the string.
private struct NixLexer: Lexer {
    private let scanner: SpecScanner = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#")]
        spec.blockComments = [BlockComment("/*", "*/")]
        spec.strings = [
            StringForm("\"", "\"", multiline: true, interpolation: Interpolation("${", close: "}", nest: "{")),
        ]
        spec.words = [
            (.keyword, ["assert", "else", "if", "in", "inherit", "let", "or", "rec", "then", "with"]),
            (.constant, ["true", "false", "null"]),
            (.function, ["import", "throw", "abort", "builtins", "derivation", "toString", "map", "baseNameOf",
                         "dirOf", "isNull", "removeAttrs", "fetchTarball", "fetchGit", "fetchurl"]),
        ]
        // `foo-bar` and `x'` are names.
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "-"))
        part.insert(UInt8(ascii: "'"))
        spec.identifierPart = part
        spec.callsAreFunctions = false
        spec.propertiesAfterDot = true
        spec.operators = ByteSet("+-*/=<>!&|?:@")
        spec.punctuation = ByteSet("()[]{},;.")
        spec.hooks = [
            (UInt8(ascii: "'"), NixLexer.openIndented), (UInt8(ascii: "{"), InterpolationFrame.brace), (UInt8(ascii: "}"), InterpolationFrame.brace),
            (UInt8(ascii: "."), NixLexer.path), (UInt8(ascii: "~"), NixLexer.path), (UInt8(ascii: "<"), NixLexer.searchPath),
        ]
        return SpecScanner(spec)
    }()

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            if c.state.mode == InterpolationFrame.mode { indented(&c) } else { scanner.scan(&c) }
        }
        if c.atLineEnd { scanner.endLine(&c) }
        return .end
    }

    /// `''` opens an indented string.
    static let openIndented: LanguageSpec.Hook = { c, _ in
        guard c.byte(c.pos + 1) == UInt8(ascii: "'") else { return false }
        c.emit(c.pos, c.pos + 2, .string)
        c.pos += 2
        c.state.mode = InterpolationFrame.mode
        c.state.form = 0
        return true
    }

    /// The body of an indented string up to its closing `''`, a `${`, or the line's end.
    private func indented(_ c: inout Cursor) {
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "'"), c.byte(i + 1) == UInt8(ascii: "'") {
                let next = c.byte(i + 2)
                // `''$` and `'''` stand for `$` and `''`; `''\n` for an escaped character.
                if next == UInt8(ascii: "$") || next == UInt8(ascii: "'") || next == UInt8(ascii: "\\") {
                    c.emit(start, i, .string)
                    let e = next == UInt8(ascii: "\\") ? c.escapeEnd(at: i + 2) : i + 3
                    c.emit(i, e, .escape)
                    i = e
                    start = i
                    continue
                }
                InterpolationFrame.closeString(&c, from: start, to: i + 2)
                return
            }
            if b == UInt8(ascii: "$"), c.byte(i + 1) == UInt8(ascii: "{"), c.state.canPush {
                c.emit(start, i, .string)
                InterpolationFrame.enter(&c, i, i + 2)
                return
            }
            i += 1
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// Bytes that may stand in a path: `./pkgs/foo-1.0/default.nix`.
    private static let pathBytes: ByteSet = {
        var set = ByteSet.identifierPart
        for b in "./-+~".utf8 { set.insert(b) }
        return set
    }()

    /// `./default.nix`, `../lib`, `~/src`: a path literal (a `.` or `~` followed by `/` or `./`).
    static let path: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        if c.line[i] == UInt8(ascii: "."), c.byte(j) == UInt8(ascii: ".") { j += 1 }
        guard c.byte(j) == UInt8(ascii: "/"), pathBytes.contains(c.byte(j + 1)) else { return false }
        if i > 0, ASCII.isWord(c.line[i - 1]) || c.line[i - 1] == UInt8(ascii: ".") { return false }
        while j < c.end, pathBytes.contains(c.line[j]) || c.line[j] == UInt8(ascii: "/") { j += 1 }
        c.emit(i, j, .string)
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `<nixpkgs>`, `<nixpkgs/lib>`: a search path.
    static let searchPath: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        guard ASCII.isLetter(c.byte(j)) else { return false }
        while j < c.end, pathBytes.contains(c.line[j]) || c.line[j] == UInt8(ascii: "/") { j += 1 }
        guard c.byte(j) == UInt8(ascii: ">") else { return false }
        c.emit(i, j + 1, .string)
        c.pos = j + 1
        c.valueEnded = true
        return true
    }
}
