/// nginx configuration: `nginx.conf`, `*.nginx`, and the files under an `nginx/` directory.
///
/// Kinds: directives (the first word of each statement: `server`, `listen`, `proxy_pass`) →
/// keyword; `$variables` → variable; `on`/`off` → constant; quoted strings (which may span lines)
/// → string; a location's or `if`'s `~`/`~*` → operator and the regex after it → regex; `#` →
/// comment; numbers (with size and time units) → number.
extension Language {
    /// nginx configuration files.
    public static let nginx = Language(
        name: "nginx",
        aliases: ["nginxconf"],
        extensions: ["nginx", "nginxconf"],
        fileNames: [
            "nginx.conf", "nginx*.conf", "nginx/*.conf", "nginx/conf.d/*.conf", "nginx/sites-available/*",
            "nginx/sites-enabled/*", "nginx/snippets/*.conf",
        ],
        interpreters: [],
        spec: NginxSyntax.spec
    )
}

/// The nginx spec and its hooks. `NginxFlags.arguments` says a statement's directive has been
/// read, so the words after it are arguments; `;`, `{` and `}` start the next statement.
private enum NginxSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("#")]
        spec.strings = [StringForm("\"", "\"", multiline: true), StringForm("'", "'", multiline: true)]
        spec.words = [(.constant, ["on", "off"])]
        spec.callsAreFunctions = false
        spec.identifierPart = ByteSet.identifierPart
        spec.numbers = NumberGrammar(separator: nil, hexFloats: false)
        spec.operators = ByteSet("=!~^*")
        spec.punctuation = ByteSet("(){};")
        spec.hooks = [(UInt8(ascii: ";"), endStatement), (UInt8(ascii: "{"), endStatement), (UInt8(ascii: "}"), endStatement), (UInt8(ascii: "$"), variable), (UInt8(ascii: "~"), regex)]
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { spec.hooks.append((b, number)) }
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { spec.hooks.append((b, directive)) }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { spec.hooks.append((b, directive)) }
        spec.hooks.append((UInt8(ascii: "_"), directive))
        return spec
    }()

    static let endStatement: LanguageSpec.Hook = { c, _ in
        c.state.nginx.remove(.arguments)
        return false
    }

    /// The first word of a statement.
    static let directive: LanguageSpec.Hook = { c, _ in
        guard !c.state.nginx.contains(.arguments) else { return false }
        let i = c.pos
        var j = i
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        c.emit(i, j, .keyword)
        c.pos = j
        c.state.nginx.insert(.arguments)
        return true
    }

    /// `1024`, `10m`, `1h30m`, `127.0.0.1`: digits, dots and unit letters as one number.
    static let number: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard i == 0 || !ASCII.isWord(c.line[i - 1]) && c.line[i - 1] != UInt8(ascii: ".") else { return false }
        var j = i
        while j < c.end, ASCII.isDigit(c.line[j]) || c.line[j] == UInt8(ascii: ".") || ASCII.isLetter(c.line[j]) { j += 1 }
        c.emit(i, j, .number)
        c.pos = j
        return true
    }

    /// `$host`, `$1`, `${request_uri}`.
    static let variable: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        if c.byte(i + 1) == UInt8(ascii: "{") {
            var j = i + 2
            while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
            guard c.byte(j) == UInt8(ascii: "}") else { return false }
            c.emit(i, j + 1, .variable)
            c.pos = j + 1
            return true
        }
        return SharedHooks.sigilName(&c, first: .identifierPart, kind: .variable, valueEnds: true)
    }

    /// `location ~* \.(png|jpg)$ {`, `if ($uri ~ ^/old/)`: the operator, then a regex to the next blank.
    static let regex: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        if c.byte(j) == UInt8(ascii: "*") { j += 1 }
        c.emit(i, j, .operator)
        // `^~` is a prefix match, not a regex.
        guard i == 0 || c.line[i - 1] != UInt8(ascii: "^") else {
            c.pos = j
            return true
        }
        let r = c.skipBlanks(from: j)
        guard r < c.end, c.line[r] != UInt8(ascii: "\""), c.line[r] != UInt8(ascii: "'") else {
            c.pos = r
            return true
        }
        var e = r
        // A `)` closes an `if`'s condition; a `{` may follow a location's regex without a blank.
        while e < c.end, !ASCII.isBlank(c.line[e]), !(c.line[e] == UInt8(ascii: ")") && e + 1 == c.end || c.line[e] == UInt8(ascii: ")") && ASCII.isBlank(c.byte(e + 1))) { e += 1 }
        c.emit(r, e, .regex)
        c.pos = e
        return true
    }
}

/// Nginx's bits of `LineState.flags`.
struct NginxFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// A statement's directive has been read: the words after it are arguments.
    static let arguments = NginxFlags(rawValue: 1)
}

extension LineState {
    /// `flags` read as `NginxFlags`.
    @inline(__always) var nginx: NginxFlags {
        get { NginxFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
