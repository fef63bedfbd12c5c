/// Jumping from file to file (or hunk to hunk) in less with `n` and `N`, through less's own
/// search: the painter starts each file's title row, and each hunk header after a file's
/// first, with zero-width marks, and the pager is handed a search pattern that finds them.
///
/// The marks are characters content can never put on the screen: `VisibleText` shows every
/// zero-width space and word joiner of content (a line, a name, a message) as `<U+200B>` or
/// `<U+2060>`, so only the rows tinge makes itself hold them as they are. They take no cell,
/// and less (which strips colors before it searches) passes them through.
package enum Navigation: String, Sendable {
    /// `n` and `N` go to the next and previous file's title.
    case files
    /// `n` and `N` go to the next and previous hunk; a file's first hunk is reached at the
    /// file's title, a few rows above it, so the title is on the screen with it.
    case hunks

    /// U+2060 WORD JOINER: on every stop of `hunks`.
    static let hunkMark: [UInt8] = [0xE2, 0x81, 0xA0]
    /// U+200B ZERO WIDTH SPACE: on file titles only, the stops of `files`.
    static let fileMark: [UInt8] = [0xE2, 0x80, 0x8B]

    /// What a file's title row starts with: a stop in both ways of navigating.
    static let titleMarks = hunkMark + fileMark
    /// What a hunk header after a file's first starts with.
    static let hunkMarks = hunkMark

    /// The pattern less searches for: one character, so it means the same to every regular
    /// expression library less is built with, and in any locale.
    package var pattern: String {
        String(decoding: self == .files ? Self.fileMark : Self.hunkMark, as: UTF8.self)
    }
}
