/// HCL and Terraform: blocks and attributes, `${…}` and `%{…}` templates in strings and
/// heredocs (`<<EOT`, `<<-EOT`), and `#`, `//` and `/* */` comments.
extension Language {
    /// HCL (Terraform, Nomad, Packer, Vault configuration).
    public static let hcl = Language(
        name: "hcl",
        aliases: ["terraform", "tf", "tfvars", "nomad"],
        extensions: ["hcl", "tf", "tfvars", "nomad", "tftpl"],
        fileNames: [".terraformrc", "terraform.rc"],
        interpreters: [],
        lexer: HCLLexer()
    )
}

/// The spec scanner for expressions, plus the lexer's own template strings and heredoc bodies.
///
/// State: a template interpolation pushes `mode to return to << 16 | saved depth` on `stack`, and
/// `depth` counts the braces opened inside it. A heredoc keeps its closing marker in `delimiter`;
/// `flags` bit 0 says its body starts on the next line.
private struct HCLLexer: Lexer {
    enum Mode {
        /// `"…"` template string.
        static let quoted: UInt8 = SpecScanner.Mode.custom
        /// A heredoc's body lines.
        static let heredoc: UInt8 = SpecScanner.Mode.custom + 1
    }

    let scanner = SpecScanner(Self.spec)

    func lex(_ c: inout Cursor) -> Transition {
        if c.state.mode == Mode.heredoc, c.pos == 0, closesHeredoc(&c) { return .end }
        while c.pos < c.end {
            switch c.state.mode {
            case Mode.quoted, Mode.heredoc: scanTemplate(&c)
            default: scanner.scan(&c)
            }
        }
        // The spec has no line-scoped strings, so the scanner's own line end is not needed (and
        // would mistake the heredoc marker in `delimiter` for its own heredoc queue).
        if c.atLineEnd, c.state.hcl.contains(.pendingHeredoc), c.state.mode == SpecScanner.Mode.code {
            c.state.hcl.remove(.pendingHeredoc)
            c.state.mode = Mode.heredoc
        }
        return .end
    }

    /// A line holding only the closing marker (indentation allowed) ends the heredoc.
    private func closesHeredoc(_ c: inout Cursor) -> Bool {
        let s = c.skipBlanks(from: 0)
        var e = c.end
        while e > s, ASCII.isBlank(c.line[e - 1]) { e -= 1 }
        guard e - s == c.state.delimiter.count, c.matches(c.state.delimiter, at: s) else { return false }
        c.emit(s, e, .string)
        c.pos = c.end
        c.state.mode = SpecScanner.Mode.code
        c.state.delimiter = []
        return true
    }

    /// A template stretch: `${`/`%{` interpolations (`$${` and `%%{` are literal) and escapes.
    private func scanTemplate(_ c: inout Cursor) {
        let quoted = c.state.mode == Mode.quoted
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "\\"), quoted {
                c.emit(start, i, .string)
                let e = scanner.escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                start = i
            } else if b == UInt8(ascii: "\""), quoted {
                c.emit(start, i + 1, .string)
                c.pos = i + 1
                c.state.mode = SpecScanner.Mode.code
                c.valueEnded = true
                return
            } else if (b == UInt8(ascii: "$") || b == UInt8(ascii: "%")), c.byte(i + 1) == b, c.byte(i + 2) == UInt8(ascii: "{") {
                c.emit(start, i, .string)
                c.emit(i, i + 3, .escape)
                i += 3
                start = i
            } else if (b == UInt8(ascii: "$") || b == UInt8(ascii: "%")), c.byte(i + 1) == UInt8(ascii: "{") {
                c.emit(start, i, .string)
                var e = i + 2
                if c.byte(e) == UInt8(ascii: "~") { e += 1 }  // ${~ strips whitespace
                c.emit(i, e, .punctuation)
                c.pos = e
                CodeFrame.enter(&c)
                return
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    // MARK: - Spec and hooks

    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#"), LineComment("//")]
        spec.blockComments = [BlockComment("/*", "*/")]
        spec.words = [
            (.constant, ["true", "false", "null"]),
            (.keyword, ["for", "in", "if", "else", "endif", "endfor"]),
            (.type, ["string", "number", "bool", "list", "map", "set", "object", "tuple", "any"]),
        ]
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "-"))  // HCL identifiers may hold dashes
        spec.identifierPart = part
        spec.propertiesAfterDot = true
        spec.operators = ByteSet("+-*/%=<>!&|?:")
        spec.punctuation = ByteSet("()[]{},.")
        var hooks: [(UInt8, LanguageSpec.Hook)] = [
            (UInt8(ascii: "\""), quote), (UInt8(ascii: "<"), heredoc), (UInt8(ascii: "{"), CodeFrame.open), (UInt8(ascii: "}"), close), (UInt8(ascii: "~"), strip),
        ]
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { hooks.append((b, word)) }
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { hooks.append((b, word)) }
        hooks.append((UInt8(ascii: "_"), word))
        spec.hooks = hooks
        return spec
    }()

    static let quote: LanguageSpec.Hook = { c, _ in SharedHooks.openQuote(&c, into: Mode.quoted) }

    /// `<<EOT` and `<<-EOT` start a heredoc on the next line.
    static let heredoc: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "<") else { return false }
        var j = i + 2
        if c.byte(j) == UInt8(ascii: "-") { j += 1 }
        let s = j
        guard ASCII.isLetter(c.byte(s)) || c.byte(s) == UInt8(ascii: "_") else { return false }
        while ASCII.isWord(c.byte(j)) || c.byte(j) == UInt8(ascii: "-") { j += 1 }
        c.emit(i, s, .operator)
        c.emit(s, j, .string)
        c.pos = j
        c.state.delimiter = c.bytes(s, j)
        c.state.hcl.insert(.pendingHeredoc)
        return true
    }

    /// The `}` at depth 0 ends an interpolation and returns to its template.
    static let close: LanguageSpec.Hook = { c, _ in CodeFrame.close(&c, valueEnds: false) }

    /// `~}` strips whitespace before the closing brace.
    static let strip: LanguageSpec.Hook = { c, _ in
        guard c.byte(c.pos + 1) == UInt8(ascii: "}"), !c.state.stack.isEmpty, c.state.depth == 0 else { return false }
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        return true
    }

    /// Attribute names (`name =`) are properties; a word opening a line before a label or `{` is a block type.
    static let word: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if i > 0, ASCII.isWord(c.line[i - 1]) || c.line[i - 1] == UInt8(ascii: ".") { return false }
        var k = i
        while k > 0, ASCII.isBlank(c.line[k - 1]) { k -= 1 }
        guard k == 0 else { return false }  // only a line's first word can name a block or attribute
        var e = i + 1
        while ASCII.isWord(c.byte(e)) || c.byte(e) == UInt8(ascii: "-") { e += 1 }
        if reserved.lookup(c.line, i, e) != nil { return false }
        let next = c.skipBlanks(from: e)
        let b = c.byte(next)
        if (b == UInt8(ascii: "=") && c.byte(next + 1) != UInt8(ascii: "=")) || (b == UInt8(ascii: ":") && c.byte(next + 1) != UInt8(ascii: ":")) {
            c.emit(i, e, .property)
        } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "{") || (ASCII.isLetter(b) && c.state.stack.isEmpty) {
            c.emit(i, e, blockWords.lookup(c.line, i, e) ?? .type)
        } else {
            return false
        }
        c.pos = e
        return true
    }

    static let reserved = WordTable([(.keyword, ["for", "in", "if", "else", "endif", "endfor", "true", "false", "null"])])

    static let blockWords = WordTable([(.keyword, [
        "resource", "data", "variable", "output", "module", "provider", "locals", "terraform", "backend",
        "required_providers", "moved", "import", "check", "removed", "lifecycle", "provisioner", "connection",
        "dynamic", "content", "job", "group", "task",
    ])])
}

/// HCL's bit of `LineState.flags`.
struct HCLFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// A `<<EOT` on this line: its body starts on the next.
    static let pendingHeredoc = HCLFlags(rawValue: 1)
}

extension LineState {
    /// `flags` read as `HCLFlags`.
    @inline(__always) var hcl: HCLFlags {
        get { HCLFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
