import Theme

/// The colors xterm gives the palette numbers of SGR 30–37, 90–97 and `38;5;n`, for measuring
/// a color a terminal is asked for. Terminals remap the first 16 freely; xterm's defaults are
/// the reference (`RGB.xterm`).
package enum XtermPalette {
    /// The color of palette number `index` (0–255).
    package static func rgb(_ index: Int) -> RGB { RGB.xterm(index) }
}
