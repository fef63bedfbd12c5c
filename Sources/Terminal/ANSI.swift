import Theme
/// Encodes styles as ANSI SGR escape sequences for a color depth.
public struct ANSI: Sendable {
    /// The depth colors are reduced to.
    public let depth: ColorDepth
    /// The palette numbers of a theme's line and emphasis backgrounds, chosen together
    /// (`BackgroundPalette`); other colors are reduced one by one.
    package let backgrounds: BackgroundPalette
    /// The 16-color numbers of a theme's line markers, chosen together (`MarkerPalette`).
    public let markers: MarkerPalette

    /// Reduces every color on its own: foregrounds and backgrounds alike to the nearest.
    public init(depth: ColorDepth) {
        self.depth = depth
        backgrounds = BackgroundPalette()
        markers = MarkerPalette()
    }

    /// Reduces `theme`'s line backgrounds so they keep their hue and stay apart at `depth`.
    public init(depth: ColorDepth, theme: Theme) {
        self.depth = depth
        backgrounds = BackgroundPalette(theme: theme, depth: depth)
        markers = MarkerPalette(theme: theme, depth: depth)
    }

    /// The sequence that resets all attributes.
    public static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    /// The sequence that switches to `style` from the default, or nothing when color is off or the style is plain.
    public func sequence(for style: Style) -> [UInt8] {
        guard depth != .none, !style.isPlain else { return [] }
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if style.strike { codes.append("9") }
        if let fg = style.foreground { codes.append(color(fg, background: false)) }
        if let bg = style.background { codes.append(color(bg, background: true)) }
        return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
    }

    /// The palette number `c` takes at this depth (256 or 16 colors).
    package func index(_ c: RGB, background: Bool) -> Int {
        if background, let i = backgrounds.indices[c] { return i }
        if !background, let i = markers.indices[c] { return i }
        return depth == .ansi256 ? Self.index256(c) : Self.index16(c)
    }

    private func color(_ c: RGB, background: Bool) -> String {
        // A palette number a user's style names is the terminal's own color: asked for as it is,
        // but one above 15 at 16 colors, which is reduced as any color is.
        if let p = c.palette.map(Int.init), p < 16 || depth >= .ansi256 {
            if p >= 16 { return "\(background ? 48 : 38);5;\(p)" }
            return "\((background ? (p < 8 ? 40 : 100) : (p < 8 ? 30 : 90)) + p % 8)"
        }
        switch depth {
        case .trueColor:
            return "\(background ? 48 : 38);2;\(c.r);\(c.g);\(c.b)"
        case .ansi256:
            return "\(background ? 48 : 38);5;\(index(c, background: background))"
        default:
            let i = index(c, background: background)
            let base = background ? (i < 8 ? 40 : 100) : (i < 8 ? 30 : 90)
            return "\(base + i % 8)"
        }
    }

    /// The nearest color of the xterm 256-color palette (the 6×6×6 cube or the gray ramp; the
    /// first 16 are left out, as terminals remap them), by distance in OKLab.
    package static func index256(_ c: RGB) -> Int {
        let lab = OKLab(c)
        var best = 0
        var bestDistance = Double.infinity
        for (i, p) in Palette256.colors.enumerated() {
            let d = lab.distance(p)
            if d < bestDistance { (best, bestDistance) = (i, d) }
        }
        return best + 16
    }

    /// The standard color (0–7 normal, 8–15 bright) of the same hue family: terminals
    /// remap these 16 freely, so hue and lightness matter more than the exact xterm values.
    package static func index16(_ c: RGB) -> Int {
        let r = Double(c.r) / 255, g = Double(c.g) / 255, b = Double(c.b) / 255
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        if chroma < 0.15 {
            // Grays: black, bright black, white, bright white.
            return lightness < 0.25 ? 0 : lightness < 0.62 ? 8 : lightness < 0.85 ? 7 : 15
        }
        let base = family16(c)
        return lightness > 0.6 ? base + 8 : base
    }

    /// The hue family of a colored `c` as one of the eight normal colors (1 red, 2 green,
    /// 3 yellow and orange, 4 blue, 5 magenta, 6 cyan), by its hue alone.
    static func family16(_ c: RGB) -> Int {
        let r = Double(c.r) / 255, g = Double(c.g) / 255, b = Double(c.b) / 255
        let high = max(r, g, b), low = min(r, g, b)
        let chroma = max(high - low, 1e-9)
        var hue: Double
        if high == r { hue = (g - b) / chroma } else if high == g { hue = (b - r) / chroma + 2 } else { hue = (r - g) / chroma + 4 }
        hue *= 60
        if hue < 0 { hue += 360 }
        switch hue {
        case ..<25, 335...: return 1        // red
        case ..<70: return 3                // yellow (and orange)
        case ..<160: return 2               // green
        case ..<200: return 6               // cyan
        case ..<265: return 4               // blue
        default: return 5                   // magenta
        }
    }
}
