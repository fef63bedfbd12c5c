/// A 24-bit color, or one of the terminal's palette numbers (`palette`), which a user's style
/// may name (`red`, `196`): the terminal is then asked for that number, whose color only it
/// knows, and the red, green and blue are xterm's for it, for pages and measuring.
public struct RGB: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    /// The terminal palette's number (0–255) the color is, when it is one.
    public var palette: UInt8?

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// A color from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
    }

    /// Palette number `index` (0–255) of the terminal, with xterm's color for it.
    public init(palette index: UInt8) {
        self = Self.xterm(Int(index))
        palette = index
    }

    /// The color xterm gives palette number `index` (0–255): its 16 standard colors (which
    /// terminals remap freely), the 6×6×6 cube, the 24 grays
    /// (https://invisible-island.net/xterm/xterm.faq.html#color_by_number).
    public static func xterm(_ index: Int) -> RGB {
        if index < 16 { return RGB(hex: standard[index]) }
        if index >= 232 {
            let level = UInt8(8 + (index - 232) * 10)
            return RGB(level, level, level)
        }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let n = index - 16
        return RGB(levels[n / 36], levels[n / 6 % 6], levels[n % 6])
    }

    /// xterm's 16 standard colors: black, red, green, yellow, blue, magenta, cyan, white, then
    /// their bright forms.
    private static let standard: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]
}

/// How text looks: foreground, background and attributes. Nil colors leave the terminal's own.
public struct Style: Hashable, Sendable {
    public var foreground: RGB?
    public var background: RGB?
    package var bold = false
    package var italic = false
    package var underline = false
    public var dim = false
    /// Foreground and background swapped, and struck through: only a user's style sets these.
    package var reverse = false
    package var strike = false

    public init(foreground: RGB? = nil, background: RGB? = nil, bold: Bool = false, italic: Bool = false,
                underline: Bool = false, dim: Bool = false, reverse: Bool = false, strike: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.dim = dim
        self.reverse = reverse
        self.strike = strike
    }

    /// The terminal's own style.
    public static let plain = Style()

    /// Whether this style changes nothing.
    public var isPlain: Bool { self == .plain }

    /// This style with `other`'s colors and attributes laid on top where `other` sets them.
    package func overlaid(with other: Style) -> Style {
        Style(foreground: other.foreground ?? foreground, background: other.background ?? background,
              bold: bold || other.bold, italic: italic || other.italic, underline: underline || other.underline,
              dim: dim || other.dim, reverse: reverse || other.reverse, strike: strike || other.strike)
    }
}
