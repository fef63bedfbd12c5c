/// Dockerfiles and Containerfiles: instructions (any case), shell and JSON argument forms,
/// heredocs (`RUN <<EOF`, `COPY <<EOF /file`), `\` continuations, parser directives and `$VAR`s.
extension Language {
    /// Dockerfile.
    public static let dockerfile = Language(
        name: "dockerfile",
        aliases: ["docker", "containerfile"],
        extensions: ["dockerfile", "containerfile"],
        fileNames: ["Dockerfile", "Containerfile", "Dockerfile.*", "Containerfile.*"],
        interpreters: [],
        lexer: DockerfileLexer()
    )
}

/// A line-oriented lexer; heredoc bodies are left to the spec scanner's heredoc queue. The shell
/// form of `RUN`, `CMD`, `ENTRYPOINT` and `SHELL` is bash, embedded until the command ends
/// (`ShellEmbedding`), heredocs and `\` continuations included.
///
/// State: `mode` is the scanner's code mode at an instruction's start, `continued` on a line that
/// continues the previous one (with `form` the instruction's argument style), or the scanner's
/// heredoc mode; `flags` bit 0 records that parser directives are over, bit 1 that the escape
/// character is a backtick.
private struct DockerfileLexer: Lexer {
    static let continued: UInt8 = SpecScanner.Mode.custom

    /// How an instruction's arguments read.
    enum Form {
        static let shell: UInt8 = 0
        static let json: UInt8 = 1
        static let assignments: UInt8 = 2  // ENV, ARG: NAME=value
        static let labels: UInt8 = 3       // LABEL key=value
        static let from: UInt8 = 4         // FROM image AS name
        static let nested: UInt8 = 5       // ONBUILD, HEALTHCHECK: another instruction follows
    }

    let scanner: SpecScanner = {
        var spec = LanguageSpec()
        spec.heredocLine = DockerfileLexer.heredocLine
        return SpecScanner(spec)
    }()

    func lex(_ c: inout Cursor) -> Transition {
        if c.state.mode == SpecScanner.Mode.heredoc {
            scanner.scan(&c)
            return .end
        }
        let s = c.skipBlanks(from: c.pos)
        if c.state.mode == Self.continued {
            if c.byte(s) == UInt8(ascii: "#") {
                c.pos = s
                c.emitRest(.comment)  // comment lines inside a continuation are dropped by the builder
                return .end
            }
            arguments(&c, from: s, form: c.state.form)
        } else if s == c.end {
            c.state.dockerfile.insert(.directivesOver)
            return .end
        } else if c.byte(s) == UInt8(ascii: "#") {
            c.pos = s
            if !c.state.dockerfile.contains(.directivesOver), let backtick = directive(c, s) {
                if backtick { c.state.dockerfile.insert(.backtickEscape) }
                c.emitRest(.preprocessor)
            } else {
                c.state.dockerfile.insert(.directivesOver)
                c.emitRest(.comment)
            }
            return .end
        } else {
            c.state.dockerfile.insert(.directivesOver)
            if let push = instruction(&c, from: s) { return push }
        }
        finishLine(&c)
        return .end
    }

    /// An instruction keyword at `s` and its arguments; the shell form of `RUN`, `CMD`,
    /// `ENTRYPOINT` and `SHELL` pushes bash for the command (after `--mount=…` and the like),
    /// which pops where the command ends.
    private func instruction(_ c: inout Cursor, from s: Int) -> Transition? {
        var e = s
        while e < c.end, ASCII.isLetter(c.line[e]) { e += 1 }
        guard let _ = Self.instructions.lookup(c.line, s, e) else {
            arguments(&c, from: s, form: Form.shell)
            return nil
        }
        c.emit(s, e, .keyword)
        var a = c.skipBlanks(from: e)
        var form = Form.shell
        for (word, f) in Self.forms where e - s == word.count && c.matchesIgnoringCase(word, at: s) {
            form = f
            break
        }
        if form == Form.shell, c.byte(a) == UInt8(ascii: "[") { form = Form.json }
        if form == Form.shell, !c.state.dockerfile.contains(.backtickEscape),
           Self.shellCommands.lookup(c.line, s, e) != nil {
            while c.byte(a) == UInt8(ascii: "-"), c.byte(a + 1) == UInt8(ascii: "-") {
                var k = a + 2
                while k < c.end, ASCII.isWord(c.line[k]) || c.line[k] == UInt8(ascii: "-") { k += 1 }
                c.emit(a, k, .attribute)
                while k < c.end, !ASCII.isBlank(c.line[k]) { k += 1 }
                a = c.skipBlanks(from: k)
            }
            c.pos = a
            c.state.mode = SpecScanner.Mode.code
            c.state.form = 0
            return .push(language: Self.bash, state: ShellEmbedding.command, opaque: true)
        }
        c.state.form = form
        arguments(&c, from: a, form: form)
        return nil
    }

    /// Arguments from `s` to the end of the line.
    private func arguments(_ c: inout Cursor, from s: Int, form: UInt8) {
        let escape: UInt8 = c.state.dockerfile.contains(.backtickEscape) ? UInt8(ascii: "`") : UInt8(ascii: "\\")
        var i = s
        while i < c.end {
            let b = c.line[i]
            let wordStart = i == 0 || ASCII.isBlank(c.line[i - 1])
            if b == escape {
                let e = c.escapeEnd(at: i)
                c.emit(i, e, .escape)
                i = e
            } else if b == UInt8(ascii: "$") {
                i = variable(&c, i)
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                i = quoted(&c, i, escape: escape)
            } else if b == UInt8(ascii: "<"), c.byte(i + 1) == UInt8(ascii: "<"), let e = heredoc(&c, i) {
                i = e
            } else if wordStart, b == UInt8(ascii: "-"), c.byte(i + 1) == UInt8(ascii: "-") {
                var e = i + 2
                while e < c.end, ASCII.isWord(c.line[e]) || c.line[e] == UInt8(ascii: "-") { e += 1 }
                c.emit(i, e, .attribute)
                i = e
            } else if form == Form.json, b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: ",") {
                c.emit(i, i + 1, .punctuation)
                i += 1
            } else if (b == UInt8(ascii: "&") || b == UInt8(ascii: "|")) && (form == Form.shell || form == Form.nested) {
                // && || | between shell commands
                let e = c.byte(i + 1) == b ? i + 2 : i + 1
                c.emit(i, e, .operator)
                i = e
            } else if b == UInt8(ascii: "="), form == Form.assignments || form == Form.labels {
                c.emit(i, i + 1, .operator)
                i += 1
            } else if wordStart, ASCII.isLetter(b) || b == UInt8(ascii: "_") || ASCII.isDigit(b) {
                var e = i + 1
                while e < c.end, ASCII.isWord(c.line[e]) || c.line[e] == UInt8(ascii: ".") || c.line[e] == UInt8(ascii: "-") { e += 1 }
                if c.byte(e) == UInt8(ascii: "="), form == Form.assignments || form == Form.labels {
                    c.emit(i, e, form == Form.labels ? .property : .variable)
                } else if form == Form.from, e - i == 2, ASCII.lower(b) == UInt8(ascii: "a"), ASCII.lower(c.line[i + 1]) == UInt8(ascii: "s") {
                    c.emit(i, e, .keyword)
                } else if form == Form.nested, Self.instructions.lookup(c.line, i, e) != nil {
                    c.emit(i, e, .keyword)
                } else if ASCII.isDigit(b), c.line[i..<e].allSatisfy(ASCII.isDigit) {
                    c.emit(i, e, .number)
                }
                i = e
            } else {
                i += 1
            }
        }
        c.pos = c.end
    }

    /// `$NAME` or `${NAME…}` at `i`; returns where it ends.
    private func variable(_ c: inout Cursor, _ i: Int) -> Int {
        var e = i + 1
        if c.byte(e) == UInt8(ascii: "{") {
            while e < c.end, c.line[e] != UInt8(ascii: "}") { e += 1 }
            e = min(e + 1, c.end)
        } else {
            while e < c.end, ASCII.isWord(c.line[e]) { e += 1 }
        }
        if e > i + 1 { c.emit(i, e, .variable) }
        return e
    }

    /// A quoted word at `i`, ending on this line; variables inside double quotes are colored.
    private func quoted(_ c: inout Cursor, _ i: Int, escape: UInt8) -> Int {
        let q = c.line[i]
        var start = i
        var k = i + 1
        while k < c.end {
            let b = c.line[k]
            if b == q { k += 1; break }
            if b == escape, q == UInt8(ascii: "\"") {
                c.emit(start, k, .string)
                let e = c.escapeEnd(at: k)
                c.emit(k, e, .escape)
                k = e
                start = k
            } else if b == UInt8(ascii: "$"), q == UInt8(ascii: "\"") {
                c.emit(start, k, .string)
                k = variable(&c, k)
                start = k
            } else {
                k += 1
            }
        }
        c.emit(start, k, .string)
        return k
    }

    /// `<<EOF`, `<<-EOF`, `<<"EOF"`, `<<'EOF'` at `i`: queues the heredoc; nil when no word follows.
    private func heredoc(_ c: inout Cursor, _ i: Int) -> Int? {
        var j = i + 2
        let strips = c.byte(j) == UInt8(ascii: "-")
        if strips { j += 1 }
        let q = c.byte(j)
        let quoted = q == UInt8(ascii: "\"") || q == UInt8(ascii: "'")
        let w = quoted ? j + 1 : j
        var k = w
        while k < c.end, ASCII.isWord(c.line[k]) || c.line[k] == UInt8(ascii: "-") || c.line[k] == UInt8(ascii: ".") { k += 1 }
        guard k > w else { return nil }
        let word = c.bytes(w, k)
        if quoted {
            guard c.byte(k) == q else { return nil }
            k += 1
        }
        c.emit(i, j, .operator)
        c.emit(j, k, .string)
        var options: SpecScanner.HeredocOptions = []
        if strips { options.insert(.stripsTabs) }
        if !quoted { options.insert(.interpolates) }
        scanner.queueHeredoc(&c, terminator: word, options: options)
        return k
    }

    /// After an instruction line: a trailing escape continues it; queued heredocs start next.
    private func finishLine(_ c: inout Cursor) {
        let escape: UInt8 = c.state.dockerfile.contains(.backtickEscape) ? UInt8(ascii: "`") : UInt8(ascii: "\\")
        var e = c.line.count
        while e > 0, ASCII.isBlank(c.line[e - 1]) { e -= 1 }
        if !c.state.delimiter.isEmpty {
            c.state.mode = SpecScanner.Mode.heredoc
            c.state.form = 0
        } else if e > 0, c.line[e - 1] == escape {
            c.state.mode = Self.continued
        } else {
            c.state.mode = SpecScanner.Mode.code
            c.state.form = 0
        }
    }

    /// A parser directive (`# syntax=…`, `# escape=…`, `# check=…`) at `s`: nil when it is a comment,
    /// else whether it sets the escape character to a backtick.
    private func directive(_ c: Cursor, _ s: Int) -> Bool? {
        var i = c.skipBlanks(from: s + 1)
        let k = i
        while i < c.end, ASCII.isLetter(c.line[i]) { i += 1 }
        guard Self.directiveNames.lookup(c.line, k, i) != nil else { return nil }
        i = c.skipBlanks(from: i)
        guard c.byte(i) == UInt8(ascii: "=") else { return nil }
        let v = c.skipBlanks(from: i + 1)
        return ASCII.lower(c.line[k]) == UInt8(ascii: "e") && c.byte(v) == UInt8(ascii: "`")
    }

    /// An unquoted heredoc's body line: `$VAR` and `${VAR}` are variables.
    static let heredocLine: LanguageSpec.HeredocLine = { c, _ in
        var start = c.pos
        var i = c.pos
        while i < c.end {
            if c.line[i] == UInt8(ascii: "$"), ASCII.isLetter(c.byte(i + 1)) || c.byte(i + 1) == UInt8(ascii: "_") || c.byte(i + 1) == UInt8(ascii: "{") {
                var e = i + 1
                if c.byte(e) == UInt8(ascii: "{") {
                    while e < c.end, c.line[e] != UInt8(ascii: "}") { e += 1 }
                    e = min(e + 1, c.end)
                } else {
                    while e < c.end, ASCII.isWord(c.line[e]) { e += 1 }
                }
                c.emit(start, i, .string)
                c.emit(i, e, .variable)
                i = e
                start = e
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// Instructions whose arguments read differently from a shell command.
    static let forms: [([UInt8], UInt8)] = [
        (Array("env".utf8), Form.assignments), (Array("arg".utf8), Form.assignments),
        (Array("label".utf8), Form.labels), (Array("from".utf8), Form.from),
        (Array("onbuild".utf8), Form.nested), (Array("healthcheck".utf8), Form.nested),
    ]

    /// Instructions whose shell form is a command for the shell.
    static let shellCommands = WordTable([(.keyword, ["run", "cmd", "entrypoint", "shell"])], ignoresCase: true)

    private static let bash = Language.bash

    static let directiveNames = WordTable([(.keyword, ["syntax", "escape", "check"])], ignoresCase: true)

    static let instructions = WordTable([(.keyword, [
        "from", "run", "cmd", "label", "maintainer", "expose", "env", "add", "copy", "entrypoint", "volume",
        "user", "workdir", "arg", "onbuild", "stopsignal", "healthcheck", "shell",
    ])], ignoresCase: true)
}

/// The Dockerfile's bits of `LineState.flags`.
struct DockerfileFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// Past the parser directives at the top (`# escape=`).
    static let directivesOver = DockerfileFlags(rawValue: 1)
    /// `# escape=`` ` ``: the escape character is a backtick.
    static let backtickEscape = DockerfileFlags(rawValue: 2)
}

extension LineState {
    /// `flags` read as `DockerfileFlags`.
    @inline(__always) var dockerfile: DockerfileFlags {
        get { DockerfileFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
