/// Lua: `--` comments, long brackets (`[[…]]`, `[==[…]==]`) for strings and comments, escapes.
extension Language {
    /// Lua 5.x, LuaJIT and Luau.
    public static let lua = Language(
        name: "lua",
        aliases: ["luajit", "luau"],
        extensions: ["lua", "rockspec", "luau", "wlua", "nse", "p8"],
        fileNames: [".luacheckrc", ".busted"],
        interpreters: ["lua", "luajit", "lua5.1", "lua5.2", "lua5.3", "lua5.4"],
        spec: LuaSyntax.spec
    )
}

/// The Lua spec and its long-bracket hooks.
private enum LuaSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("--")]
        spec.strings = [StringForm("\"", "\"", lineJoiner: "z"), StringForm("'", "'", lineJoiner: "z")]
        spec.words = [
            (.keyword, ["and", "break", "do", "else", "elseif", "end", "for", "function", "goto", "if", "in",
                        "local", "not", "or", "repeat", "return", "then", "until", "while"]),
            (.constant, ["nil", "true", "false", "_G", "_VERSION", "_ENV"]),
            (.variable, ["self"]),
            (.function, ["assert", "collectgarbage", "dofile", "error", "getmetatable", "ipairs", "load",
                         "loadfile", "loadstring", "next", "pairs", "pcall", "print", "rawequal", "rawget",
                         "rawlen", "rawset", "require", "select", "setmetatable", "tonumber", "tostring",
                         "type", "unpack", "xpcall", "module"]),
            (.type, ["coroutine", "debug", "io", "math", "os", "package", "string", "table", "utf8", "bit32"]),
        ]
        spec.operators = ByteSet("+-*/%^#&~|<>=:")
        spec.punctuation = ByteSet("()[]{},;.")
        spec.hooks = [(UInt8(ascii: "["), longString), (UInt8(ascii: "-"), longComment), (UInt8(ascii: "f"), functionName), (UInt8(ascii: "#"), shebang)]
        return spec
    }()

    /// The closer of a long bracket opening at `i` (`[`, any `=`s, `[`), and the opener's end; nil if none opens there.
    static func longBracket(_ c: Cursor, at i: Int) -> (closer: [UInt8], end: Int)? {
        guard c.byte(i) == UInt8(ascii: "[") else { return nil }
        var j = i + 1
        while c.byte(j) == UInt8(ascii: "=") { j += 1 }
        guard c.byte(j) == UInt8(ascii: "[") else { return nil }
        let level = j - i - 1
        return ([UInt8(ascii: "]")] + [UInt8](repeating: UInt8(ascii: "="), count: level) + [UInt8(ascii: "]")], j + 1)
    }

    /// `[[…]]` and `[==[…]==]`: strings that span lines and know no escapes.
    static let longString: LanguageSpec.Hook = { c, scanner in
        guard let (closer, end) = longBracket(c, at: c.pos) else { return false }
        scanner.enterDelimited(&c, from: c.pos, to: end, closer: closer, kind: .string)
        return true
    }

    /// `--[[ … ]]` and `--[==[ … ]==]`: block comments; a `--` before anything else is a line comment.
    static let longComment: LanguageSpec.Hook = { c, scanner in
        guard c.byte(c.pos + 1) == UInt8(ascii: "-"), let (closer, end) = longBracket(c, at: c.pos + 2) else { return false }
        scanner.enterDelimited(&c, from: c.pos, to: end, closer: closer, kind: .comment)
        return true
    }

    /// `function a.b:c(…)`: the last part of the name is the function; the tables before it are not.
    static let functionName: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        let word: [UInt8] = Array("function".utf8)
        guard c.matches(word, at: i), !spec.identifierPart.contains(c.byte(i + 8)) else { return false }
        c.emit(i, i + 8, .keyword)
        c.pos = i + 8
        c.valueEnded = false
        var j = c.skipBlanks(from: c.pos)
        var lastStart = -1
        var lastEnd = -1
        while j < c.end, spec.identifierStart.contains(c.line[j]) {
            lastStart = j
            while j < c.end, spec.identifierPart.contains(c.line[j]) { j += 1 }
            lastEnd = j
            guard c.byte(j) == UInt8(ascii: ".") || c.byte(j) == UInt8(ascii: ":"), spec.identifierStart.contains(c.byte(j + 1)) else { break }
            j += 1
        }
        guard lastStart >= 0 else { return true }
        // The table path before the name stays as the scanner colors it.
        var k = c.skipBlanks(from: c.pos)
        while k < lastStart {
            let b = c.line[k]
            c.emit(k, k + 1, b == UInt8(ascii: ":") ? .operator : b == UInt8(ascii: ".") ? .punctuation : .plain)
            k += 1
        }
        c.emit(lastStart, lastEnd, .function)
        c.pos = lastEnd
        return true
    }

    /// `#!` on a line's first column (a script's first line) is a comment; elsewhere `#` is the length operator.
    static let shebang: LanguageSpec.Hook = { c, _ in
        guard c.pos == 0, c.byte(1) == UInt8(ascii: "!") else { return false }
        c.emitRest(.comment)
        return true
    }
}
