/// CMake: commands (any case) as functions, `${VAR}` references, bracket arguments and comments
/// (`[=[ … ]=]`, `#[[ … ]]`), and quoted arguments that span lines.
extension Language {
    /// CMake scripts and `CMakeLists.txt`.
    public static let cmake = Language(
        name: "cmake",
        aliases: [],
        extensions: ["cmake"],
        fileNames: ["CMakeLists.txt"],
        interpreters: ["cmake"],
        lexer: CMakeLexer()
    )
}

/// Runs the spec for code and handles quoted arguments itself, since their `${…}` references nest.
private struct CMakeLexer: Lexer {
    /// Inside a quoted argument.
    static let quoted: UInt8 = SpecScanner.Mode.custom

    let scanner = SpecScanner(Self.spec)

    func lex(_ c: inout Cursor) -> Transition {
        while c.pos < c.end {
            if c.state.mode == Self.quoted { scanQuoted(&c) } else { scanner.scan(&c) }
        }
        if c.atLineEnd { scanner.endLine(&c) }
        return .end
    }

    /// A quoted argument: escapes, `${…}` / `$ENV{…}` references, and the closing `"`.
    private func scanQuoted(_ c: inout Cursor) {
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "\\") {
                c.emit(start, i, .string)
                let e = c.escapeEnd(at: i)
                c.emit(i, e, .escape)
                i = e
                start = i
            } else if b == UInt8(ascii: "$"), let e = Self.reference(&c, i) {
                c.emit(start, i, .string)
                c.emit(i, e, .variable)
                i = e
                start = i
            } else if b == UInt8(ascii: "\"") {
                c.emit(start, i + 1, .string)
                c.pos = i + 1
                c.state.mode = SpecScanner.Mode.code
                return
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    private static let env = Array("ENV".utf8)
    private static let cache = Array("CACHE".utf8)

    /// The end of a `${…}`, `$ENV{…}` or `$CACHE{…}` reference at `i`, braces balanced on this line.
    static func reference(_ c: inout Cursor, _ i: Int) -> Int? {
        var j = i + 1
        while ASCII.isLetter(c.byte(j)) { j += 1 }
        guard c.byte(j) == UInt8(ascii: "{") else { return nil }
        let name = j - i - 1
        if name != 0, !c.matches(env, at: i + 1), !c.matches(cache, at: i + 1) { return nil }
        return c.closer(of: j).map { $0 + 1 }
    }

    /// `[=*[` at `i`: the matching closer `]=*]`, or nil.
    static func bracketCloser(_ c: Cursor, _ i: Int) -> (openEnd: Int, closer: [UInt8])? {
        guard c.byte(i) == UInt8(ascii: "[") else { return nil }
        var j = i + 1
        while c.byte(j) == UInt8(ascii: "=") { j += 1 }
        guard c.byte(j) == UInt8(ascii: "[") else { return nil }
        return (j + 1, [UInt8(ascii: "]")] + [UInt8](repeating: UInt8(ascii: "="), count: j - i - 1) + [UInt8(ascii: "]")])
    }

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.words = [
            (.keyword, ["if", "elseif", "else", "endif", "foreach", "endforeach", "while", "endwhile",
                        "function", "endfunction", "macro", "endmacro", "return", "break", "continue",
                        "block", "endblock"]),
            (.constant, ["true", "false", "on", "off", "yes", "no", "ignore", "notfound"]),
            (.operator, ["and", "or", "not", "equal", "less", "greater", "less_equal", "greater_equal",
                         "strequal", "strless", "strgreater", "strless_equal", "strgreater_equal",
                         "version_equal", "version_less", "version_greater", "version_less_equal",
                         "version_greater_equal", "path_equal", "matches", "defined", "exists", "is_directory", "is_symlink", "is_absolute",
                         "is_newer_than", "in_list"]),
        ]
        spec.ignoresCase = true
        spec.functionIntroducers = ["function", "macro"]
        spec.numbers = NumberGrammar(separator: nil, hexFloats: false)
        spec.operators = ByteSet()
        spec.punctuation = ByteSet("()")
        spec.hooks = [(UInt8(ascii: "#"), comment), (UInt8(ascii: "["), bracketArgument), (UInt8(ascii: "$"), variable), (UInt8(ascii: "\""), quote), (UInt8(ascii: "\\"), escape),
                      (UInt8(ascii: "("), openParenthesis)]
        return spec
    }()

    /// In `function(name …)` the name comes after the parenthesis, so `(` keeps the introducer
    /// that punctuation would otherwise end.
    static let openParenthesis: LanguageSpec.Hook = { c, _ in
        guard c.introduced != nil else { return false }
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        return true
    }

    /// `#[[ … ]]` and `#[=[ … ]=]` are bracket comments; any other `#` comments out the line.
    static let comment: LanguageSpec.Hook = { c, scanner in
        if let (openEnd, closer) = bracketCloser(c, c.pos + 1) {
            scanner.enterDelimited(&c, from: c.pos, to: openEnd, closer: closer, kind: .comment)
            return true
        }
        c.emitRest(.comment)
        return true
    }

    /// `[[ … ]]` and `[=[ … ]=]` are bracket arguments: raw strings that may span lines.
    static let bracketArgument: LanguageSpec.Hook = { c, scanner in
        guard let (openEnd, closer) = bracketCloser(c, c.pos) else { return false }
        scanner.enterDelimited(&c, from: c.pos, to: openEnd, closer: closer, kind: .string)
        return true
    }

    /// `${VAR}`, `$ENV{VAR}` and `$CACHE{VAR}` references, nested ones included.
    static let variable: LanguageSpec.Hook = { c, _ in
        guard let e = reference(&c, c.pos) else { return false }
        c.emit(c.pos, e, .variable)
        c.pos = e
        return true
    }

    /// A `"` starts a quoted argument, handled by the lexer's own mode.
    static let quote: LanguageSpec.Hook = { c, _ in SharedHooks.openQuote(&c, into: CMakeLexer.quoted) }

    /// `\;`, `\"`, `\$` and friends in unquoted arguments.
    static let escape: LanguageSpec.Hook = { c, _ in
        let e = c.escapeEnd(at: c.pos)
        c.emit(c.pos, e, .escape)
        c.pos = e
        return true
    }
}
