/// `whitespace`: what `git diff --check` reports in added lines, under `core.whitespace`.
///
/// By default: whitespace at the end of a line (`blank-at-eol`, a `\r` included, as git counts
/// it), a space before a tab in the indentation (`space-before-tab`) and blank lines added at
/// the end of the file (`blank-at-eof`). `core.whitespace` turns rules off (`-trailing-space`,
/// `-blank-at-eol`, …) and on (`indent-with-non-tab`, `tab-in-indent`, `cr-at-eol`,
/// `tabwidth=N`) as git-config(1) documents, and as git's `ws.c` checks them.
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

    /// The checks `core.whitespace` asks for.
    struct Checks: Equatable {
        var blankAtEOL = true, spaceBeforeTab = true, blankAtEOF = true
        var indentWithNonTab = false, tabInIndent = false, crAtEOL = false
        var tabWidth = 8

        /// Every check but the opt-in `tab-in-indent` and the loosening `cr-at-eol`: what a
        /// set `whitespace` attribute asks for.
        static func all(tabWidth: Int) -> Checks {
            var c = Checks(nil)
            c.indentWithNonTab = true
            c.tabWidth = tabWidth
            return c
        }

        /// Git's default, changed by each comma-separated item of `config` in turn.
        init(_ config: String?) {
            for item in (config ?? "").split(separator: ",") {
                var name = item.filter { $0 != " " && $0 != "\t" }[...]
                let on = !name.hasPrefix("-")
                if !on { name = name.dropFirst() }
                switch name {
                case "trailing-space": blankAtEOL = on; blankAtEOF = on
                case "blank-at-eol": blankAtEOL = on
                case "blank-at-eof": blankAtEOF = on
                case "space-before-tab": spaceBeforeTab = on
                case "indent-with-non-tab": indentWithNonTab = on
                case "tab-in-indent": tabInIndent = on
                case "cr-at-eol": crAtEOL = on
                default:
                    if on, name.hasPrefix("tabwidth="), let n = Int(name.dropFirst(9)), (1...63).contains(n) { tabWidth = n }
                }
            }
        }
    }

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        // A path's `whitespace` attribute wins over core.whitespace, as in git's ws.c.
        let checks: Checks
        switch context.attribute("whitespace", of: file.path) {
        case "false"?: return
        case "true"?: checks = Checks.all(tabWidth: Checks(context.coreWhitespace).tabWidth)
        case let list?: checks = Checks(list)
        case nil: checks = Checks(context.coreWhitespace)
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

    /// Blank lines at the end of the new text beyond those the old text had, reported once at the first added one.
    private func checkBlankAtEOF(_ file: LintFile, _ report: (Finding) -> Void) {
        let newBlank = Self.trailingBlankLines(file.text)
        guard newBlank > 0, !file.isBinary else { return }
        let oldBlank = file.oldText.map(Self.trailingBlankLines) ?? 0
        guard newBlank > oldBlank,
              let first = file.lines.suffix(newBlank).first(where: \.isAdded) else { return }
        report(finding(file, line: first.number, column: 1, length: 1, level: defaultLevel, Self.blankAtEOF, help: Self.help))
    }

    /// How many whitespace-only lines end `text`.
    static func trailingBlankLines(_ text: [UInt8]) -> Int {
        var end = text.count
        if text.last == 0x0A { end -= 1 }
        var count = 0
        while end > 0 {
            var start = end
            while start > 0, text[start - 1] != 0x0A { start -= 1 }
            guard text[start..<end].allSatisfy(isSpace) else { break }
            count += 1
            end = start - 1
        }
        return count
    }

    /// C's `isspace`, as git uses it: space, tab, `\n`, `\v`, `\f`, `\r`.
    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (0x09...0x0D).contains(c) }
}
