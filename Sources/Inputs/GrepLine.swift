import Diff

/// One line of a search's output (`git grep -n`, `grep -rn`, `rg -n`, `rg --json`): a line of a
/// file, where it is, and what matched in it.
package struct GrepLine: Sendable {
    /// The line as read: `path:12:` and the file's line, or the file's line alone (`--heading`,
    /// `rg --json`), without the search tool's colors.
    package var line: InputLine
    /// The file's path as the tool wrote it (bytes that are not UTF-8 kept, `PathBytes`).
    package var path: String
    /// The line's number in the file.
    package var number: Int
    /// Whether the line matched (`:`), rather than being context around a match (`-`, or `=`
    /// for the function line of `git grep -p`).
    package var isMatch: Bool
    /// Where the file's line starts in `line.text`.
    package var contentStart: Int
    /// What matched, as ranges of `content`: from `rg --json`, or from the colors the tool put
    /// around matches; empty when neither told.
    package var matches: [Range<Int>]
    /// The file's line as the tool wrote it, colors and all, when it colored it: a file's own
    /// escape sequences cannot be told from the tool's colors by the line alone, but can by the
    /// file (`recolored(byFile:)`).
    package var coloredContent: ArraySlice<UInt8>?

    package init(line: InputLine, path: String, number: Int, isMatch: Bool, contentStart: Int,
                matches: [Range<Int>] = []) {
        self.line = line
        self.path = path
        self.number = number
        self.isMatch = isMatch
        self.contentStart = contentStart
        self.matches = matches
    }

    /// The file's line.
    package var content: ArraySlice<UInt8> { line.text.dropFirst(contentStart) }

    /// This line without the stretches git colored in the line's own color (`color.grep.selected`,
    /// `color.grep.context`) among its matches: only what matched is a match.
    func withoutLineColor() -> GrepLine {
        guard let colored = coloredContent, !matches.isEmpty,
              let lineColored = GrepColors.lineColored(colored, isMatch: isMatch) else { return self }
        var line = self
        line.matches.removeAll { lineColored.contains($0) }
        return line
    }

    /// This line with `file` (the file's line as it is on disk) as its content, when the
    /// tool's colored line is that line with colors added: the colors the file does not have
    /// are the tool's, and what they colored matched; the file's own escapes are content. Nil
    /// when the tool did not color the line, or the file's line is another.
    package func recolored(byFile file: ArraySlice<UInt8>) -> GrepLine? {
        guard let colored = coloredContent,
              let matches = GrepColors.align(colored, with: file) else { return nil }
        var line = self
        line.line = self.line.with(plain: (Array(self.line.text.prefix(contentStart)) + file)[...])
        line.matches = matches
        line.coloredContent = nil
        return line
    }
}

/// What a search's parser hands on.
package enum GrepItem: Sendable {
    /// A line of a file.
    case line(GrepLine)
    /// A line between lines that are not next to each other (`--`), or between files (an empty
    /// line after `--heading`'s groups).
    case separator(InputLine)
    /// Any other line, as it came.
    case text(InputLine)
}

/// What a file on disk says of a line a search reported: the file has that line there, has
/// another, or cannot be read.
package enum FileAgreement: Sendable, Equatable {
    case agrees
    case differs
    case absent
}
