import Theme
/// Encodes styles as ANSI SGR escape sequences for a color depth.
public struct ANSI: Sendable {
    /// The depth colors are reduced to.
    public let depth: ColorDepth

    public init(depth: ColorDepth) {
        self.depth = depth
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
        if let fg = style.foreground { codes.append(color(fg, background: false)) }
        if let bg = style.background { codes.append(color(bg, background: true)) }
        return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
    }

    private func color(_ c: RGB, background: Bool) -> String {
        switch depth {
        case .trueColor:
            return "\(background ? 48 : 38);2;\(c.r);\(c.g);\(c.b)"
        case .ansi256:
            return "\(background ? 48 : 38);5;\(Self.index256(c))"
        default:
            let i = Self.index16(c)
            let base = background ? (i < 8 ? 40 : 100) : (i < 8 ? 30 : 90)
            return "\(base + i % 8)"
        }
    }

    /// The nearest color of the xterm 256-color palette (the 6×6×6 cube or the gray ramp).
    public static func index256(_ c: RGB) -> Int {
        let levels: [Int] = [0, 95, 135, 175, 215, 255]
        func nearest(_ v: UInt8) -> Int {
            var best = 0
            for (i, l) in levels.enumerated() where abs(l - Int(v)) < abs(levels[best] - Int(v)) { best = i }
            return best
        }
        let (ri, gi, bi) = (nearest(c.r), nearest(c.g), nearest(c.b))
        let cube = RGB(UInt8(levels[ri]), UInt8(levels[gi]), UInt8(levels[bi]))
        let average = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
        let grayIndex = max(0, min(23, (average - 8 + 5) / 10))
        let grayLevel = UInt8(8 + grayIndex * 10)
        let gray = RGB(grayLevel, grayLevel, grayLevel)
        return distance(c, gray) < distance(c, cube) ? 232 + grayIndex : 16 + 36 * ri + 6 * gi + bi
    }

    /// The standard color (0–7 normal, 8–15 bright) of the same hue family: terminals
    /// remap these 16 freely, so hue and lightness matter more than the exact xterm values.
    public static func index16(_ c: RGB) -> Int {
        let r = Double(c.r) / 255, g = Double(c.g) / 255, b = Double(c.b) / 255
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        if chroma < 0.15 {
            // Grays: black, bright black, white, bright white.
            return lightness < 0.25 ? 0 : lightness < 0.62 ? 8 : lightness < 0.85 ? 7 : 15
        }
        var hue: Double
        if high == r { hue = (g - b) / chroma } else if high == g { hue = (b - r) / chroma + 2 } else { hue = (r - g) / chroma + 4 }
        hue *= 60
        if hue < 0 { hue += 360 }
        let base: Int
        switch hue {
        case ..<25, 335...: base = 1        // red
        case ..<70: base = 3                // yellow (and orange)
        case ..<160: base = 2               // green
        case ..<200: base = 6               // cyan
        case ..<265: base = 4               // blue
        default: base = 5                   // magenta
        }
        return lightness > 0.6 ? base + 8 : base
    }

    private static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.r) - Int(b.r), dg = Int(a.g) - Int(b.g), db = Int(a.b) - Int(b.b)
        // Weighted toward green, as the eye is.
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
