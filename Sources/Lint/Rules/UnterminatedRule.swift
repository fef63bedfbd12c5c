import Highlight

/// `unterminated`: the staged file ends inside a comment, string, heredoc or fence that HEAD's did not.
///
/// The lexer's state after the last line tells: a state still in a comment, string, heredoc,
/// interpolation or embedded block (`mode`, `delimiter`, `stack`, `embedding`; `flags` and
/// `depth` carry harmless context) means something opened never closed. Reported at the line
/// that opened the outermost of what is open: the one before the closing run of lines that
/// all start inside something.
/// What runs to the end of a file by design is not unterminated: PHP's switches to and from
/// HTML, Ruby's and Perl's `__END__`/`__DATA__`, Perl's POD, a YAML block scalar, a line
/// continuation on the last line. Nor is a file whose language was guessed from its text (a
/// shebang, a modeline): the guess may be wrong (git's `gitk` is Tcl behind an `sh` shebang),
/// and an error must not stop a commit over a lexer that was never the file's.
struct UnterminatedRule: Rule {
    let id = "unterminated"
    let defaultLevel = Level.error
    let summary = "the file ends inside a comment, string, heredoc or fence (by the lexer's state at its end)"

    fileprivate static func message(_ what: String) -> String { "\(what) opened here is never closed: the file ends inside it" }
    fileprivate static let help = "close it, or restore the line that closed it"

        private static let dataMarkers = ["__END__", "__DATA__"].map { Array($0.utf8) }

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        guard !file.isBinary, !file.isLanguageGuessed, let end = Self.openKey(file.endState), let last = file.lines.last else { return }
        if let old = file.oldEndState, Self.openKey(old) != nil { return }
        // The opener: the line before the closing run of lines that start inside something.
        var index = last.number - 1
        while index > 0, Self.openKey(file.lines[index].startState) != nil { index -= 1 }
        let opener = file.lines[index]
        guard !Self.runsToEnd(opener, last: last, language: file.language.name) else { return }
        // A comment or string running to the opener's end starts where the construct opens.
        var what = "block", column = 1
        if end.frame != nil {
            what = "embedded block"
        } else if let t = opener.tokens.last, t.kind.isComment || t.kind.isString, t.end >= opener.bytes.count - 1 {
            what = t.kind.isComment ? "comment" : "string"
            column = t.start + 1
        }
        report(finding(file, line: opener.number, column: column, length: opener.bytes.count - column + 1, level: defaultLevel,
                       Self.message(what), help: Self.help))
    }

    /// What a state is still inside.
    struct OpenKey: Equatable {
        var mode: UInt8, form: UInt8, delimiter: [UInt8], inInterpolation: Bool
        /// The outermost embedding that has to end (host, inner), if any.
        var frame: [Language]?
    }

    /// What `state` is still inside, nil when nothing is open.
    static func openKey(_ state: LineState) -> OpenKey? {
        var frame: [Language]?
        var e = state.embedding
        while let f = e {
            // PHP files go in and out of HTML and may end in either.
            if !([f.host, f.inner].allSatisfy { $0 == .php || $0 == .html }) { frame = [f.host, f.inner] }
            e = f.hostState.embedding
        }
        let inInterpolation = !state.stack.isEmpty
        guard state.mode != 0 || !state.delimiter.isEmpty || inInterpolation || frame != nil else { return nil }
        return OpenKey(mode: state.mode, form: state.form, delimiter: state.delimiter, inInterpolation: inInterpolation,
                       frame: frame)
    }

    /// Whether the opener starts something that may run to the end of a file.
    static func runsToEnd(_ opener: LintFile.Line, last: LintFile.Line, language: String) -> Bool {
        var b = opener.bytes
        while let c = b.last, c == 0x20 || c == 0x09 || c == 0x0D { b = b.dropLast() }
        if opener.number == last.number && b.last == 0x5C { return true }  // a trailing `\`
        switch language {
        case "ruby", "perl":
            if dataMarkers.contains(where: { b.elementsEqual($0) }) { return true }
            return language == "perl" && b.first == 0x3D  // POD: `=head1` … without `=cut`
        case "yaml":
            // `key: |`, `- >-`, `|2+`: a block scalar's header.
            let header = b.reversed().prefix { $0 == 0x2D || $0 == 0x2B || (0x30...0x39).contains($0) }
            let indicator = b.dropLast(header.count).last
            return indicator == 0x7C || indicator == 0x3E
        default:
            return false
        }
    }
}
