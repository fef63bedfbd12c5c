import Diff

/// What the pager's input is, as its first lines tell: a diff (and anything not recognized,
/// which the diff parser passes through as text, as it always has), a `git blame`, or a
/// search's output.
package enum InputKind: Sendable, Equatable {
    case diff
    case blame(BlameParser.Form)
    case grep(GrepParser.Form)

    /// The most lines asked for before deciding: past them, what is not recognized is a diff.
    package static let lineLimit = 48

    /// The kind `lines` (the input's first, each without its `\n`) are, or nil when more lines
    /// are needed to tell; `atEnd` when they are the whole input. `check` says whether a file on
    /// disk has a line a search reported (`GrepParser.recognize`).
    ///
    /// A blame or a search must fit from the first line on: a diff, a log, or any text whose
    /// first line is neither is a diff at once, so the diff path waits for no more than one line.
    package static func of(_ lines: [ArraySlice<UInt8>], atEnd: Bool,
                          check: (_ path: String, _ number: Int, _ content: ArraySlice<UInt8>) -> FileAgreement)
        -> InputKind? {
        guard !lines.isEmpty else { return atEnd ? .diff : nil }
        let end = atEnd || lines.count >= lineLimit
        let (blame, blameForm) = BlameParser.recognize(lines, atEnd: end)
        if blame == .yes { return .blame(blameForm) }
        let (grep, grepForm) = GrepParser.recognize(lines, atEnd: end, check: check)
        if grep == .yes { return .grep(grepForm) }
        return blame == .no && grep == .no ? .diff : nil
    }
}

/// How far the first lines of an input go towards recognizing it as one kind.
package enum Recognition: Sendable, Equatable {
    /// The lines are of this kind, as far as lines can tell.
    case yes
    /// They are not.
    case no
    /// They fit so far; more are needed to tell.
    case needMore
}
