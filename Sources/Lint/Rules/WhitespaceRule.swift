/// `whitespace`: what `git diff --check` reports in added lines, under `core.whitespace` and the
/// path's `whitespace` attribute.
///
/// By default: whitespace at the end of a line (`blank-at-eol`, a `\r` included, as git counts
/// it), a space before a tab in the indentation (`space-before-tab`) and blank lines added at
/// the end of the file (`blank-at-eof`). `core.whitespace` and the attribute turn rules off
/// (`-trailing-space`, `-trail`, …) and on (`indent-with-non-tab`, `indent`, `tab-in-indent`,
/// `cr-at-eol`, `tabwidth=N`) as git-config(1) and gitattributes(5) document, read and checked
/// as git's `ws.c` does (`Checks`). Whitespace is git's: space, tab, `\n` and `\r`, not `\v` or
/// `\f`. A file git counts as binary (a NUL in its first 8,000 bytes, or `-diff`) is not checked.
struct WhitespaceRule: Rule {
    let id = "whitespace"
    let defaultLevel = Level.error
    let summary = "trailing whitespace, space before tab, blank lines at EOF (git diff --check, core.whitespace)"

    fileprivate static let trailing = "trailing whitespace"
    fileprivate static let spaceBeforeTab = "space before tab in indent"
    fileprivate static let indentWithNonTab = "indent with spaces"
    fileprivate static let tabInIndent = "tab in indent"
    fileprivate static let blankAtEOF = "new blank line at end of file"
    fileprivate static let help = "remove it, or change core.whitespace (git config core.whitespace -blank-at-eol…)"
    fileprivate static let conflict = "the whitespace attribute asks for both tab-in-indent and indent-with-non-tab"
    fileprivate static let conflictHelp = "git refuses to check such a file (git diff --check dies); keep one of them"

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        guard !file.isBinary, context.attribute("diff", of: file.path) != "false",
              let checks = Checks.forAttribute(context.attribute("whitespace", of: file.path), core: Checks(context.coreWhitespace))
        else { return }
        if checks.conflict {
            report(finding(file, line: 0, column: 0, length: 0, level: defaultLevel, Self.conflict, help: Self.conflictHelp))
            return
        }
        for line in file.addedLines { checkLine(line, checks, file, report) }
        if checks.blankAtEOF { checkBlankAtEOF(file, report) }
    }

    /// The per-line checks, as git's `ws_check_emit_1` makes them.
    private func checkLine(_ line: LintFile.Line, _ checks: Checks, _ file: LintFile, _ report: (Finding) -> Void) {
        let b = line.bytes
        var end = b.count
        if checks.crAtEOL, end > 0, b.last == 0x0D { end -= 1 }
        // The trailing run of whitespace starts at `content`.
        var content = end
        if checks.blankAtEOL {
            while content > 0, Self.isSpace(b[b.startIndex + content - 1]) { content -= 1 }
            if content < end {
                report(finding(file, line: line.number, column: content + 1, length: end - content, level: defaultLevel,
                               Self.trailing, help: Self.help))
            }
        }
        // The indentation, up to the first other byte (and never into the trailing run).
        var written = 0, i = 0, reported = false
        while i < content, let c = line.byte(at: i), c == 0x20 || c == 0x09 {
            if c == 0x09 {
                if checks.spaceBeforeTab && written < i {
                    if !reported { report(finding(file, line: line.number, column: written + 1, length: i - written + 1,
                                                  level: defaultLevel, Self.spaceBeforeTab, help: Self.help)) }
                    reported = true
                } else if checks.tabInIndent {
                    if !reported { report(finding(file, line: line.number, column: i + 1, length: 1, level: defaultLevel,
                                                  Self.tabInIndent, help: Self.help)) }
                    reported = true
                }
                written = i + 1
            }
            i += 1
        }
        if checks.indentWithNonTab && i - written >= checks.tabWidth {
            report(finding(file, line: line.number, column: written + 1, length: i - written, level: defaultLevel,
                           Self.indentWithNonTab, help: Self.help))
        }
    }

    /// More blank lines at the end of the new text than the old text had: reported once, at
    /// the first of them, as git's `check_blank_at_eof` does.
    private func checkBlankAtEOF(_ file: LintFile, _ report: (Finding) -> Void) {
        let newBlank = Self.trailingBlankLines(file.text)
        guard newBlank > (file.oldText.map(Self.trailingBlankLines) ?? 0) else { return }
        let first = Self.lineCount(file.text) - newBlank + 1
        report(finding(file, line: first, column: 1, length: 1, level: defaultLevel, Self.blankAtEOF, help: Self.help))
    }

    /// How many whitespace-only lines end `text`, counted as git's `count_trailing_blank` counts
    /// them: from the end back to, but not into, the line that holds the text's first byte
    /// when the scan arrives there at that byte (a quirk kept, so the two agree).
    static func trailingBlankLines(_ text: [UInt8]) -> Int {
        guard !text.isEmpty else { return 0 }
        var last = text.count - 1  // the last byte of the line being looked at
        if text[last] == 0x0A { last -= 1 }
        var count = 0
        while 0 < last {
            var newline = last
            while newline >= 0, text[newline] != 0x0A { newline -= 1 }
            guard text[(newline + 1)..<(last + 1)].allSatisfy(isSpace) else { break }
            count += 1
            last = newline - 1
        }
        return count
    }

    /// The number of lines in `text`, a last one without `\n` included (git's `count_lines`).
    static func lineCount(_ text: [UInt8]) -> Int {
        guard let last = text.last else { return 0 }
        return text.count { $0 == 0x0A } + (last == 0x0A ? 0 : 1)
    }

    /// Git's own `isspace` (`sane_ctype`): space, tab, `\n` and `\r`; not `\v` or `\f`, which C's counts.
    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
}
