import Theme

/// The colors xterm gives the palette numbers of SGR 30–37, 90–97 and `38;5;n`, for measuring
/// a color a terminal is asked for. Terminals remap the first 16 freely; xterm's defaults are
/// the reference (https://invisible-island.net/xterm/xterm.faq.html#color_by_number).
public enum XtermPalette {
    /// xterm's 16 standard colors: black, red, green, yellow, blue, magenta, cyan, white, then
    /// their bright forms.
    private static let standard: [RGB] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { RGB(hex: $0) }

    /// The color of palette number `index` (0–255).
    public static func rgb(_ index: Int) -> RGB {
        index < 16 ? standard[index] : Palette256.rgb(index)
    }
}
