/// The styles of moved lines (`--color-moved`): for each moved tone, the line's background,
/// word emphasis on it, and its marker. The hues are git's own for moved lines (magenta and
/// blue where code moved from, cyan and yellow where it moved to), as backgrounds soft enough
/// for syntax colors on them; at 16 colors, which keep the terminal's background, the markers
/// alone tell moved lines apart.
public struct MovedStyles: Sendable {
    /// One moved tone's styles.
    public struct Tone: Sendable {
        public var background: Style
        public var emphasis: Style
        public var marker: Style
    }

    /// Moved from here (git's `oldMoved`), and in a block right after another (`oldMovedAlternative`).
    public var removed: Tone
    package var removedAlternative: Tone
    /// Moved to here (`newMoved`, `newMovedAlternative`).
    public var added: Tone
    package var addedAlternative: Tone
    /// Inside a block, away from its borders (dimmed-zebra), either way.
    public var dimmed: Tone

    /// The styles of `tone`, when it is a moved one.
    public func styles(_ tone: LineTone) -> Tone? {
        switch tone {
        case .movedRemoved: removed
        case .movedAdded: added
        case .movedRemovedAlternative: removedAlternative
        case .movedAddedAlternative: addedAlternative
        case .movedDimmed: dimmed
        case .plain, .added, .removed: nil
        }
    }

    private static func tone(_ background: UInt32, _ emphasis: UInt32, marker: UInt32, bold: Bool = true) -> Tone {
        Tone(background: Style(background: RGB(hex: background)), emphasis: Style(background: RGB(hex: emphasis)),
             marker: Style(foreground: RGB(hex: marker), bold: bold))
    }

    /// For dark backgrounds: the markers in the theme's magenta, blue, cyan and yellow. The
    /// backgrounds are just saturated enough to stay apart, and apart from added and removed
    /// lines', in the 256-color palette (purple, navy, teal, olive; dimmed nearly black).
    public static let dark = MovedStyles(
        removed: tone(0x431749, 0x5E3A6E, marker: 0xD09AF0), removedAlternative: tone(0x161F50, 0x334C80, marker: 0x7BB6F5),
        added: tone(0x104447, 0x22646C, marker: 0x6CCFD8), addedAlternative: tone(0x474210, 0x66592A, marker: 0xE8C67A),
        dimmed: tone(0x1C1D21, 0x3A3D44, marker: 0x7A7F88, bold: false))

    /// For light backgrounds, likewise apart in 256 colors (pink, lavender, cyan, cream; dimmed gray).
    package static let light = MovedStyles(
        removed: tone(0xF4E4FB, 0xE2C6F2, marker: 0x7A2BB0), removedAlternative: tone(0xE0E6FB, 0xC3D4F5, marker: 0x1D55B0),
        added: tone(0xDDF4F7, 0xB5E6EE, marker: 0x0B6A78), addedAlternative: tone(0xFAF2D6, 0xF0DE9E, marker: 0x8A5A00),
        dimmed: tone(0xE8E8E9, 0xDEDFE3, marker: 0x8A8F98, bold: false))
}
