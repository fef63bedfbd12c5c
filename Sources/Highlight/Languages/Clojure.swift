/// Clojure (and ClojureScript, EDN): strings and `#"…"` regexes that span lines, `:keywords`,
/// `\c` characters, and the head of each list colored as the function it calls.
extension Language {
    /// Clojure, ClojureScript, cljc and EDN data.
    public static let clojure = Language(
        name: "clojure",
        aliases: ["clj", "cljs", "clojurescript", "edn"],
        extensions: ["clj", "cljs", "cljc", "cljr", "edn", "bb"],
        fileNames: [],
        interpreters: ["clojure", "clj", "bb"],
        spec: ClojureSyntax.spec
    )
}

/// The Clojure spec and its hooks.
private enum ClojureSyntax {
    static let spec: LanguageSpec = {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment(";")]
        spec.strings = [
            StringForm("\"", "\"", multiline: true),
            StringForm("#\"", "\"", kind: .regex, multiline: true),
        ]
        spec.words = [
            (.keyword, [
                "def", "defn", "defn-", "defmacro", "defmulti", "defmethod", "defonce", "defprotocol", "defrecord",
                "deftype", "definterface", "defstruct", "fn", "fn*", "let", "letfn", "loop", "recur", "if", "if-not",
                "if-let", "if-some", "when", "when-not", "when-let", "when-some", "when-first", "cond", "condp",
                "case", "do", "doto", "dotimes", "doseq", "for", "while", "try", "catch", "finally", "throw",
                "quote", "var", "new", "set!", "ns", "import", "require", "use", "refer", "binding", "and", "or",
                "not", "->", "->>", "as->", "some->", "some->>", "cond->", "cond->>", "reify", "proxy",
                "extend-type", "extend-protocol", "delay", "lazy-seq", "comment", "declare",
            ]),
            (.constant, ["nil", "true", "false"]),
        ]
        spec.functionIntroducers = ["defn", "defn-", "defmacro", "defmulti", "defmethod"]
        spec.typeIntroducers = ["defrecord", "deftype", "defprotocol", "definterface"]
        var start = ByteSet.identifierStart
        for b in "*+!-?<>=/.&%$_".utf8 { start.insert(b) }
        var part = start
        part.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        for b in "'#:".utf8 { part.insert(b) }
        spec.identifierStart = start
        spec.identifierPart = part
        spec.callsAreFunctions = false
        spec.operators = ByteSet("'`~@^#")
        spec.punctuation = ByteSet("()[]{},")
        spec.hooks = [(UInt8(ascii: "("), head), (UInt8(ascii: ":"), keyword), (UInt8(ascii: "\\"), character), (UInt8(ascii: "-"), signedNumber), (UInt8(ascii: "+"), signedNumber),
                      (UInt8(ascii: "#"), discard)]
        return spec
    }()

    /// `(` and the name at the head of the list, a function unless it is a special form.
    static let head: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        c.emit(i, i + 1, .punctuation)
        c.pos = i + 1
        let s = i + 1
        guard spec.identifierStart.contains(c.byte(s)), !(c.byte(s) == UInt8(ascii: "-") && ASCII.isDigit(c.byte(s + 1))) else {
            return true
        }
        var j = s + 1
        while j < c.end, scanner.storage.isIdentifierPart(c.line[j]) { j += 1 }
        if scanner.storage.words.lookup(c.line, s, j) == nil {
            c.emit(s, j, .function)
            c.pos = j
        }
        return true
    }

    /// `:key`, `::local`, `:ns/name`: keywords are constants.
    static let keyword: LanguageSpec.Hook = { c, scanner in
        var j = c.pos + 1
        if c.byte(j) == UInt8(ascii: ":") { j += 1 }
        guard j < c.end, scanner.storage.isIdentifierPart(c.line[j]) else { return false }
        while j < c.end, scanner.storage.isIdentifierPart(c.line[j]) { j += 1 }
        c.emit(c.pos, j, .constant)
        c.pos = j
        return true
    }

    /// `\a`, `\newline`, `\u00e9`, `\(`: character literals.
    static let character: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard i + 1 < c.end else { return false }
        var j = c.escapeEnd(at: i)
        if ASCII.isLetter(c.line[i + 1]) { while j < c.end, ASCII.isWord(c.line[j]) { j += 1 } }
        c.emit(i, j, .string)
        c.pos = j
        return true
    }

    /// `#_`, the reader's discard: the form after it is read and dropped, like a comment.
    static let discard: LanguageSpec.Hook = { c, _ in
        guard c.byte(c.pos + 1) == UInt8(ascii: "_") else { return false }
        c.emit(c.pos, c.pos + 2, .comment)
        c.pos += 2
        return true
    }

    /// `-1`, `+2.5`: a signed number, where `-` alone or `-main` is a name.
    static let signedNumber: LanguageSpec.Hook = { c, scanner in
        guard ASCII.isDigit(c.byte(c.pos + 1)) else { return false }
        scanner.scanNumber(&c)
        return true
    }
}
