/// Vim script (and Vim9 script): `"` comments told from strings, `'…'` strings with doubled
/// quotes, `let x =<< trim END` heredocs, scoped variables (`g:name`, `s:Func()`), `&options`,
/// `$ENV`, `<Key>` notation and `\` line continuations.
extension Language {
    /// Vim script: vimrc files, plugins, syntax and ftplugin files.
    public static let vimScript = Language(
        name: "vim",
        aliases: ["vimscript", "viml", "vim9script", "vimrc"],
        extensions: ["vim", "vimrc", "gvimrc", "exrc"],
        fileNames: [".vimrc", "_vimrc", ".gvimrc", "_gvimrc", ".exrc", "vimrc", "gvimrc"],
        interpreters: [],
        spec: VimSyntax.spec
    )
}

/// The Vim script spec and its hooks.
private enum VimSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.strings = [StringForm("\"", "\""), StringForm("'", "'", escape: nil, doubledClose: true)]
        spec.words = [
            (.keyword, [
                "function", "func", "fun", "endfunction", "endfunc", "endf", "def", "enddef", "if", "elseif",
                "else", "endif", "for", "endfor", "while", "endwhile", "try", "catch", "finally", "endtry", "let",
                "unlet", "const", "var", "final", "return", "call", "execute", "exe", "echo", "echom", "echomsg",
                "echoerr", "echohl", "set", "setlocal", "setglobal", "augroup", "autocmd", "au", "command",
                "map", "nmap", "vmap", "xmap", "omap", "imap", "cmap", "noremap", "nnoremap", "vnoremap",
                "xnoremap", "onoremap", "inoremap", "cnoremap", "tnoremap", "syntax", "highlight", "hi",
                "vim9script", "source", "runtime", "silent", "normal", "abort", "dict", "closure",
                "in", "is", "isnot", "throw", "finish", "packadd", "filetype", "import", "export", "class",
                "endclass", "continue", "break", "redraw", "unmap", "nunmap", "delfunction",
            ]),
            (.constant, ["v:true", "v:false", "v:null", "true", "false", "null"]),
        ]
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "#"))  // autoload names: plugin#util#Run
        spec.identifierPart = part
        spec.operators = ByteSet("+-*/%=<>!&|^~?:.")
        spec.punctuation = ByteSet("()[]{},;")
        var hooks: [(UInt8, LanguageSpec.Hook)] = [
            (UInt8(ascii: "\""), quoteOrComment), (UInt8(ascii: "#"), vim9Comment), (UInt8(ascii: "\\"), continuation), (UInt8(ascii: "&"), option), (UInt8(ascii: "$"), environment),
            (UInt8(ascii: "<"), keyNotation), (UInt8(ascii: "="), heredoc),
        ]
        for b in "gsbwtlav".utf8 { hooks.append((b, scoped)) }
        spec.hooks = hooks
        return spec
    }()

    /// `"` first on a line, or after a blank with no closing quote on the line, starts a comment.
    static let quoteOrComment: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if c.isFirstOnLine {
            c.emitRest(.comment)
            return true
        }
        guard i > 0, ASCII.isBlank(c.line[i - 1]) else { return false }
        var j = i + 1
        while j < c.end, c.line[j] != UInt8(ascii: "\"") { j += c.line[j] == UInt8(ascii: "\\") ? 2 : 1 }
        guard j >= c.end else { return false }
        c.emitRest(.comment)
        return true
    }

    /// Vim9's `# comment`, first on a line (`#{` is a legacy dictionary).
    static let vim9Comment: LanguageSpec.Hook = { c, _ in
        guard c.isFirstOnLine, c.byte(c.pos + 1) == UInt8(ascii: " ") || c.pos + 1 >= c.end else { return false }
        c.emitRest(.comment)
        return true
    }

    /// `\` first on a line continues the line before.
    static let continuation: LanguageSpec.Hook = { c, _ in
        guard c.isFirstOnLine else { return false }
        c.emit(c.pos, c.pos + 1, .operator)
        c.pos += 1
        return true
    }

    /// `g:name`, `s:Helper()`, `a:000`, `l:count`, `v:version`: scoped names; a function when called.
    static let scoped: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: ":"), i == 0 || !spec.identifierPart.contains(c.line[i - 1]) else { return false }
        var j = i + 2
        while j < c.end, spec.identifierPart.contains(c.line[j]) || c.line[j] == UInt8(ascii: ".") && c.byte(j + 1) != UInt8(ascii: ".") {
            j += 1
        }
        guard j > i + 2 else { return false }
        let kind = scanner.storage.words.lookup(c.line, i, j) ?? (c.byte(j) == UInt8(ascii: "(") ? .function : .variable)
        c.emit(i, j, kind)
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `&tabstop`, `&l:shiftwidth`: options read as variables (`&&` is an operator).
    static let option: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        if (c.byte(j) == UInt8(ascii: "l") || c.byte(j) == UInt8(ascii: "g")), c.byte(j + 1) == UInt8(ascii: ":") { j += 2 }
        guard ASCII.isLetter(c.byte(j)) else { return false }
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.emit(i, j, .variable)
        c.pos = j
        return true
    }

    /// `$HOME`, `$VIMRUNTIME`: environment variables.
    static let environment: LanguageSpec.Hook = { c, _ in
        SharedHooks.sigilName(&c, first: ByteSet.identifierStart, kind: .variable, valueEnds: true)
    }

    /// `<CR>`, `<leader>`, `<SID>`, `<C-w>`, `<buffer>`: key notation and map arguments.
    static let keyNotation: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        while j < c.end, j - i < 24, ASCII.isWord(c.line[j]) || c.line[j] == UInt8(ascii: "-") { j += 1 }
        guard j > i + 1, c.byte(j) == UInt8(ascii: ">"), ASCII.isLetter(c.line[i + 1]) else { return false }
        c.emit(i, j + 1, .constant)
        c.pos = j + 1
        return true
    }

    /// `=<< [trim] [eval] END`: the lines up to `END` are a heredoc (with `trim`, indented).
    static let heredoc: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "<"), c.byte(i + 2) == UInt8(ascii: "<") else { return false }
        c.emit(i, i + 3, .operator)
        var j = c.skipBlanks(from: i + 3)
        var options: SpecScanner.HeredocOptions = [.trailingBlanks]
        while true {
            var e = j
            while e < c.end, ASCII.isLetter(c.line[e]) { e += 1 }
            let word = String(decoding: c.line[j..<e], as: UTF8.self)
            guard word == "trim" || word == "eval" else { break }
            c.emit(j, e, .keyword)
            if word == "trim" { options.insert(.indented) }
            j = c.skipBlanks(from: e)
        }
        var e = j
        while e < c.end, !ASCII.isBlank(c.line[e]) { e += 1 }
        c.pos = e
        guard e > j else { return true }
        c.emit(j, e, .string)
        scanner.queueHeredoc(&c, terminator: c.bytes(j, e), options: options)
        return true
    }
}
