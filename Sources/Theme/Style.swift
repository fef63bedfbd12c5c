/// A 24-bit color.
public struct RGB: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// A color from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
    }
}

/// How text looks: foreground, background and attributes. Nil colors leave the terminal's own.
public struct Style: Hashable, Sendable {
    public var foreground: RGB?
    public var background: RGB?
    public var bold = false
    public var italic = false
    public var underline = false
    public var dim = false

    public init(foreground: RGB? = nil, background: RGB? = nil, bold: Bool = false, italic: Bool = false,
                underline: Bool = false, dim: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.dim = dim
    }

    /// The terminal's own style.
    public static let plain = Style()

    /// Whether this style changes nothing.
    public var isPlain: Bool { self == .plain }

    /// This style with `other`'s colors and attributes laid on top where `other` sets them.
    public func overlaid(with other: Style) -> Style {
        Style(foreground: other.foreground ?? foreground, background: other.background ?? background,
              bold: bold || other.bold, italic: italic || other.italic, underline: underline || other.underline,
              dim: dim || other.dim)
    }
}
