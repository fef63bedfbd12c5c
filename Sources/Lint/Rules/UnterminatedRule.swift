import Highlight

/// `unterminated`: the staged file ends inside a comment, string, heredoc or raw literal that
/// the change left open.
///
/// The lexer's state after the last line tells: a state still in a comment, string, heredoc,
/// interpolation or embedded block (`mode`, `delimiter`, `stack`, `embedding`; `flags` and
/// `depth` carry harmless context) means something opened never closed. Reported at the line
/// that opened the outermost of what is open: the one before the closing run of lines that
/// all start inside something.
///
/// An error stops a commit, so it must be certain, and it must be the commit's:
/// - Only in the languages `UnterminatedCertainty.sureLanguages` lists, and never from a state
///   where the lexer has stopped following the text exactly, in a capture of colored output, or
///   in a file whose own shebang or modeline names another language.
/// - Not when HEAD's version already ends with the same construct open from the same line:
///   the change did not open it. A new file has only the lexer's word, hence the first point.
/// - Not a line continuation on the last line.
/// - Not in a file whose language was guessed from its text (a shebang, a modeline): the guess
///   may be wrong (git's `gitk` is Tcl behind an `sh` shebang).
///
/// `bench/README.md` counts it on nine whole repositories (`bench/lint-findings.sh`): 672
/// false errors before these limits and the lexer fixes beside them, none after.
struct UnterminatedRule: Rule {
    let id = "unterminated"
    let defaultLevel = Level.error
    let summary = "the change leaves the file ending inside a comment, string or heredoc (in languages read surely)"

    fileprivate static func message(_ what: String) -> String { "\(what) opened here is never closed: the file ends inside it" }
    fileprivate static let help = "close it, or restore the line that closed it"

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        guard !file.isBinary, !file.isLanguageGuessed, let end = Self.openKey(file.endState),
              let opener = Self.opener(in: file.lines) else { return }
        guard UnterminatedCertainty.isSure(of: file, endingIn: file.endState),
              !file.lines.contains(where: { UnterminatedCertainty.isRecovery($0.startState) }),
              !Self.continuesPastTheEnd(opener, last: file.lines[file.lines.count - 1]) else { return }
        if let old = file.oldEndState, Self.openKey(old) == end, let oldOpener = Self.opener(in: file.oldLines),
           !opener.isAdded, oldOpener.bytes.elementsEqual(opener.bytes) { return }
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

    /// The line that opened what is open after the last of `lines`: the one before the closing
    /// run of lines that start inside something.
    static func opener(in lines: [LintFile.Line]) -> LintFile.Line? {
        guard var index = lines.indices.last else { return nil }
        while index > 0, openKey(lines[index].startState) != nil { index -= 1 }
        return lines[index]
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
            frame = [f.host, f.inner]
            e = f.hostState.embedding
        }
        let inInterpolation = !state.stack.isEmpty
        guard state.mode != 0 || !state.delimiter.isEmpty || inInterpolation || frame != nil else { return nil }
        return OpenKey(mode: state.mode, form: state.form, delimiter: state.delimiter, inInterpolation: inInterpolation,
                       frame: frame)
    }

    /// Whether the opener is the last line, continued by a trailing `\` onto a line that is not there.
    static func continuesPastTheEnd(_ opener: LintFile.Line, last: LintFile.Line) -> Bool {
        var b = opener.bytes
        while let c = b.last, c == 0x20 || c == 0x09 || c == 0x0D { b = b.dropLast() }
        return opener.number == last.number && b.last == 0x5C
    }
}
