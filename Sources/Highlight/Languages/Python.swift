/// Python: every string prefix and quote form, f-string interpolation, decorators and builtins.
extension Language {
    /// Python 3 (and the Starlark/Bazel dialect, which lexes the same).
    public static let python = Language(
        name: "python",
        aliases: ["py", "python3", "py3", "gyp", "starlark", "bazel"],
        extensions: ["py", "pyw", "pyi", "pyx", "pxd", "gyp", "gypi", "bzl", "star", "sconstruct", "sconscript"],
        fileNames: ["SConstruct", "SConscript", "BUILD.bazel", "BUILD", "WORKSPACE", "WORKSPACE.bazel", "Snakefile", "wscript", "Tiltfile"],
        interpreters: ["python", "python2", "python3", "pypy", "pypy3"],
        spec: PythonSyntax.spec
    )
}

/// The Python spec and its hooks.
private enum PythonSyntax {
    /// String form index: bit 0 double quote, bit 1 triple, bit 2 raw (a backslash keeps the
    /// quote after it in the string), bit 3 formatted.
    /// Forms 0–3 open on their quotes alone; the prefixed ones (4–15) are entered by `prefixed`,
    /// so their openers are bytes code never starts a token with in practice.
    static let forms: [StringForm] = (0..<16).map { k in
        let quote = k & 1 == 1 ? "\"" : "'"
        let close = k & 2 == 2 ? quote + quote + quote : quote
        let open = k < 4 ? close : "\u{7F}\u{7F}\(k)"
        let interpolation = k & 8 == 8 ? Interpolation("{", close: "}", nest: "{", doubledIsLiteral: true) : nil
        return StringForm(open, close, escapeIsLiteral: k & 4 == 4, multiline: k & 2 == 2,
                          interpolation: interpolation, needsBoundary: false)
    }

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#")]
        spec.strings = forms
        spec.words = [
            (.keyword, ["and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif",
                        "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
                        "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"]),
            (.constant, ["True", "False", "None", "NotImplemented", "Ellipsis", "__debug__", "__name__", "__file__"]),
            (.variable, ["self", "cls"]),
            (.type, ["bool", "bytearray", "bytes", "complex", "dict", "float", "frozenset", "int", "list",
                     "memoryview", "object", "range", "set", "slice", "str", "tuple", "type",
                     "BaseException", "Exception", "ArithmeticError", "AssertionError", "AttributeError",
                     "EOFError", "ImportError", "IndexError", "KeyError", "KeyboardInterrupt", "LookupError",
                     "ModuleNotFoundError", "NameError", "NotImplementedError", "OSError", "IOError",
                     "FileNotFoundError", "PermissionError", "RecursionError", "RuntimeError", "StopIteration",
                     "StopAsyncIteration", "SyntaxError", "SystemExit", "TimeoutError", "TypeError",
                     "UnicodeDecodeError", "UnicodeEncodeError", "ValueError", "ZeroDivisionError",
                     "Warning", "DeprecationWarning", "UserWarning"]),
            (.function, ["abs", "aiter", "all", "anext", "any", "ascii", "bin", "breakpoint", "callable", "chr",
                         "classmethod", "compile", "delattr", "dir", "divmod", "enumerate", "eval", "exec",
                         "filter", "format", "getattr", "globals", "hasattr", "hash", "help", "hex", "id", "input",
                         "isinstance", "issubclass", "iter", "len", "locals", "map", "max", "min", "next", "oct",
                         "open", "ord", "pow", "print", "property", "repr", "reversed", "round", "setattr",
                         "sorted", "staticmethod", "sum", "super", "vars", "zip", "__import__"]),
        ]
        spec.functionIntroducers = ["def"]
        spec.typeIntroducers = ["class"]
        spec.operators = ByteSet("+-*/%=<>!&|^~:@")
        spec.punctuation = ByteSet("()[]{},;.")
        var hooks: [(UInt8, LanguageSpec.Hook)] = []
        for b in "rRbBfFuU".utf8 { hooks.append((b, prefixed)) }
        hooks.append((UInt8(ascii: "@"), decorator))
        hooks.append((UInt8(ascii: "#"), hashInField))
        hooks.append((UInt8(ascii: "."), member))
        hooks.append((UInt8(ascii: "m"), softKeyword))  // match
        hooks.append((UInt8(ascii: "c"), softKeyword))  // case
        spec.hooks = hooks
        return spec
    }()

    /// `r"…"`, `Rb'''…'''`, `f"…"`: a string prefix (any case, up to two letters) before a quote.
    static let prefixed: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i
        var raw = false
        var formatted = false
        while j < i + 2 {
            let b = ASCII.lower(c.byte(j))
            if b == UInt8(ascii: "r") {  // r
                if raw { return false }
                raw = true
            } else if b == UInt8(ascii: "f") {  // f
                if formatted { return false }
                formatted = true
            } else if b != UInt8(ascii: "b") && b != UInt8(ascii: "u") {  // b, u
                break
            }
            j += 1
        }
        let q = c.byte(j)
        guard j > i, q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") else { return false }
        if i > 0, ByteSet.identifierPart.contains(c.line[i - 1]) { return false }
        let triple = c.byte(j + 1) == q && c.byte(j + 2) == q
        let k = (q == UInt8(ascii: "\"") ? 1 : 0) | (triple ? 2 : 0) | (raw ? 4 : 0) | (formatted ? 8 : 0)
        let end = j + (triple ? 3 : 1)
        c.emit(i, end, .string)
        c.pos = end
        c.state.mode = SpecScanner.Mode.string
        c.state.form = UInt8(k)
        return true
    }

    /// In an f-string's replacement field a `#` is a format spec's (`{id(self):#x}`), not a
    /// comment; only in a triple-quoted f-string, after a blank, does it open one (Python 3.12).
    static let hashInField: LanguageSpec.Hook = { c, _ in
        guard let top = c.state.stack.last, let frame = SpecScanner.StringInterpolationFrame(packed: top) else { return false }
        if PythonSyntax.forms[Int(frame.form)].multiline, c.pos == 0 || ASCII.isBlank(c.line[c.pos - 1]) { return false }
        c.pos += 1
        return true
    }

    /// `@name.attr` at the start of a line is a decorator; elsewhere `@` is matrix multiplication.
    static let decorator: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard ByteSet.identifierStart.contains(c.byte(i + 1)), c.isFirstOnLine else { return false }
        var j = i + 1
        while j < c.end, ByteSet.identifierPart.contains(c.line[j]) || (c.line[j] == UInt8(ascii: ".") && ByteSet.identifierStart.contains(c.byte(j + 1))) {
            j += 1
        }
        c.emit(i, j, .attribute)
        c.pos = j
        return true
    }

    /// `.name`: an attribute or method, never a keyword or builtin (`x.type`, `re.match(…)`).
    static let member: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        let s = i + 1
        guard s < c.end, ByteSet.identifierStart.contains(c.line[s]) else { return false }
        var j = s + 1
        while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        c.emit(i, s, .punctuation)
        c.emit(s, j, c.byte(c.skipBlanks(from: j)) == UInt8(ascii: "(") ? .function : .property)
        c.pos = j
        c.introduced = nil
        return true
    }

    /// `match` and `case` are keywords only where they start a statement.
    static let softKeyword: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        let n = c.byte(i) == UInt8(ascii: "m") ? 5 : 4
        let word: [UInt8] = n == 5 ? [UInt8(ascii: "m"), UInt8(ascii: "a"), UInt8(ascii: "t"), UInt8(ascii: "c"), UInt8(ascii: "h")] : [UInt8(ascii: "c"), UInt8(ascii: "a"), UInt8(ascii: "s"), UInt8(ascii: "e")]
        guard c.byte(i + n) == UInt8(ascii: " ") || c.byte(i + n) == UInt8(ascii: "(") || c.byte(i + n) == UInt8(ascii: "["), c.matches(word, at: i),
              c.isFirstOnLine else { return false }
        // `match = …` and `match(…)` used as a name: the statement needs a colon.
        var j = i + n
        while j < c.end, c.line[j] != UInt8(ascii: ":") { j += 1 }
        guard j < c.end else { return false }
        c.emit(i, i + n, .keyword)
        c.pos = i + n
        return true
    }
}
