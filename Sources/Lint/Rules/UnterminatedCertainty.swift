import Highlight

/// When `unterminated` may trust the lexer's reading of a whole file: an error stops a commit,
/// so it is reported only where the lexer follows the language's grammar closely enough to be
/// sure that what it sees open is open.
enum UnterminatedCertainty {
    /// The languages whose lexers follow the grammar of comments, strings, heredocs and raw
    /// literals closely: code whose constructs open and close on marks the lexer reads as the
    /// compiler or interpreter does. Prose and markup (Markdown, AsciiDoc, reStructuredText,
    /// HTML, XML, LaTeX, templates) are left out, since their readers accept anything and a block
    /// left open is often how a file ends; so are languages whose lexers guess where the grammar
    /// is ambiguous (Perl, Ruby, PHP, Tcl, fish, PowerShell, YAML, Make, …). `unterminated` in
    /// the man page names the same list.
    static let sureLanguages: Set<String> = [
        "bash", "c", "cpp", "csharp", "css", "dart", "go", "java", "javascript", "json", "kotlin", "lua", "objective-c",
        "python", "rust", "scala", "scss", "swift", "toml", "tsx", "typescript", "zig",
    ]

    /// Whether `state`, the state at the end of `file`, is one the lexer is sure of.
    static func isSure(of file: LintFile, endingIn state: LineState) -> Bool {
        guard sureLanguages.contains(file.language.name), !isRecovery(state) else { return false }
        var embedding = state.embedding
        while let e = embedding {
            guard sureLanguages.contains(e.host.name), sureLanguages.contains(e.inner.name) else { return false }
            embedding = e.hostState.embedding
        }
        return !isCapture(file) && !namesAnotherLanguage(file)
    }

    /// Whether the lexer has stopped following the text exactly: a stack or an embedding at its
    /// limit, where deeper text is lexed as if flat, or a heredoc queue at its limit.
    static func isRecovery(_ state: LineState) -> Bool {
        state.stack.count >= LineState.stackLimit || (state.embedding?.depth ?? 0) >= Embedding.depthLimit
            || state.delimiter.count >= 1024
    }

    /// Whether the text holds a terminal's color escapes (`ESC [`): a capture of colored output
    /// (bat's `tests/syntax-tests/highlighted/`), which no compiler reads.
    static func isCapture(_ file: LintFile) -> Bool {
        var previous: UInt8 = 0
        for b in file.text {
            if previous == 0x1B && b == 0x5B { return true }
            previous = b
        }
        return false
    }

    /// Whether the file's own first or last lines (a shebang, a modeline) name another language
    /// than the one it was lexed in: git's `git-gui.sh` is Tcl (`-*- tcl -*-`) that the shell
    /// only starts, and the shell never reads past its `exec`.
    static func namesAnotherLanguage(_ file: LintFile) -> Bool {
        let head = Array(file.text.prefix(4096)), tail = Array(file.text.suffix(4096))
        for named in [Detection.language(forShebang: head), Detection.language(forModeline: head, tail: tail)] {
            if let named, named !== file.language { return true }
        }
        return false
    }
}
