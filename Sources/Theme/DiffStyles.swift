/// The styles of a diff's own parts (line backgrounds, word emphasis, headers, commits and the
/// graph), and of the other things git prints that tinge reads (blames, searches).
public struct DiffStyles: Sendable {
    /// Background of added lines, under the syntax colors.
    public var added: Style
    /// Background of removed lines.
    public var removed: Style
    /// Changed words inside a paired added line.
    package var addedEmphasis: Style
    /// Changed words inside a paired removed line.
    package var removedEmphasis: Style
    /// The `+` and `-` marker columns.
    package var addedMarker: Style
    package var removedMarker: Style
    /// `@@ -a,b +c,d @@`.
    public var hunkHeader: Style
    /// The file title line and its rule.
    package var fileTitle: Style
    package var fileRule: Style
    /// Header lines kept below the title (`index`, modes, similarity).
    package var fileMeta: Style
    /// A commit's id, its refs, and the lines that follow it (`Author:`, `Date:`).
    package var commitID: Style
    package var commitRefs: Style
    package var commitMeta: Style
    /// Trailing whitespace on added lines.
    package var trailingWhitespace: Style
    /// `\ No newline at end of file`.
    public var noNewline: Style
    /// A search match, over any colors.
    package var search: Style
    /// The match a find feature is at, over the other matches: a stronger hue, bold and
    /// underlined (at 16 colors the two hues may be one).
    package var currentMatch: Style
    /// A merge conflict's marker lines: a header band across the row. Dark text on light,
    /// saturated backgrounds, so the bands keep their contrast at 16 colors too (a hue's
    /// bright background under black), where a light text would land on its own hue.
    package var conflictMarker: Style
    /// The marker columns of a conflict's sections, one color each: ours, the base, theirs.
    package var conflictOurs: Style
    package var conflictBase: Style
    package var conflictTheirs: Style
    /// The `--graph` columns, by column number modulo their count.
    public var graph: [Style]
    /// Commits' ids in a blame, by a number from the id modulo their count (which divides
    /// `Face.commitColors`); each readable on the theme's background.
    package var commits: [Style]
    /// A blame's metadata repeated from the line above: dimmer than `commitMeta`.
    package var repeatedMeta: Style
    /// The id of a blame's line not committed yet.
    package var uncommitted: Style
    /// The number of a line that matched, in a search's output.
    package var matchNumber: Style

    static func fg(_ hex: UInt32, bold: Bool = false) -> Style { Style(foreground: RGB(hex: hex), bold: bold) }
    static func bg(_ hex: UInt32) -> Style { Style(background: RGB(hex: hex)) }
    static func band(_ fg: UInt32, on bg: UInt32) -> Style {
        Style(foreground: RGB(hex: fg), background: RGB(hex: bg), bold: true)
    }

    /// For dark backgrounds.
    public static let dark = DiffStyles(
        added: bg(0x1D3B26), removed: bg(0x3F1F24),
        addedEmphasis: bg(0x2F6B3E), removedEmphasis: bg(0x7A2F38),
        addedMarker: fg(0x6CCB83, bold: true), removedMarker: fg(0xEF7B86, bold: true),
        hunkHeader: fg(0x7BB6F5), fileTitle: fg(0xE8C67A, bold: true), fileRule: fg(0x5A6270),
        fileMeta: fg(0x7A7F88), commitID: fg(0xE8C67A, bold: true), commitRefs: fg(0x6CCFD8, bold: true),
        commitMeta: fg(0x9AA3AE), trailingWhitespace: bg(0xB03A48), noNewline: fg(0x7A7F88),
        search: Style(foreground: RGB(hex: 0x1E1E1E), background: RGB(hex: 0xE8C67A)),
        currentMatch: Style(foreground: RGB(hex: 0x1E1E1E), background: RGB(hex: 0xF0A868), bold: true, underline: true),
        conflictMarker: band(0x1E1E1E, on: 0xE0B060), conflictOurs: band(0x1E1E1E, on: 0x7BB6F5),
        conflictBase: band(0x1E1E1E, on: 0xA0AAB6), conflictTheirs: band(0x1E1E1E, on: 0xD09AF0),
        graph: [fg(0xEF7B86), fg(0x6CCB83), fg(0xE8C67A), fg(0x7BB6F5), fg(0xD09AF0), fg(0x6CCFD8)],
        commits: [fg(0xEF7B86), fg(0xF0A868), fg(0xE8C67A), fg(0x9CD67A),
                  fg(0x6CCFD8), fg(0x7BB6F5), fg(0xB79CF5), fg(0xE58AC8)],
        repeatedMeta: fg(0x6A707A), uncommitted: fg(0x6CCB83), matchNumber: fg(0x7BB6F5, bold: true))

    /// For light backgrounds.
    package static let light = DiffStyles(
        added: bg(0xDDF7E3), removed: bg(0xFCE3E5),
        addedEmphasis: bg(0xA8E6B8), removedEmphasis: bg(0xF5B5BC),
        addedMarker: fg(0x1F7A36, bold: true), removedMarker: fg(0xB02A37, bold: true),
        hunkHeader: fg(0x1D55B0), fileTitle: fg(0x7A4A00, bold: true), fileRule: fg(0xA0A6AE),
        fileMeta: fg(0x6A6F78), commitID: fg(0x8A5A00, bold: true), commitRefs: fg(0x0B6A78, bold: true),
        commitMeta: fg(0x5A6270), trailingWhitespace: bg(0xF08A95), noNewline: fg(0x6A6F78),
        search: Style(foreground: RGB(hex: 0x000000), background: RGB(hex: 0xFFD866)),
        currentMatch: Style(foreground: RGB(hex: 0x000000), background: RGB(hex: 0xFFA94D), bold: true, underline: true),
        conflictMarker: band(0x1F2328, on: 0xF0C060), conflictOurs: band(0x1F2328, on: 0x9CC7F7),
        conflictBase: band(0x1F2328, on: 0xC8CED6), conflictTheirs: band(0x1F2328, on: 0xDDB5F5),
        graph: [fg(0xB02A37), fg(0x1F7A36), fg(0x8A5A00), fg(0x1D55B0), fg(0x7A2BB0), fg(0x0B6A78)],
        commits: [fg(0xB02A37), fg(0xA14A00), fg(0x7A6000), fg(0x2E7A1F),
                  fg(0x0B6A78), fg(0x1D55B0), fg(0x6A3AB0), fg(0xA6295A)],
        repeatedMeta: fg(0x8A9099), uncommitted: fg(0x1F7A36), matchNumber: fg(0x1D55B0, bold: true))
}
