import Glibc

/// Colors mixed and measured, for making themes readable: WCAG's contrast ratio
/// (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) and straight mixes in sRGB.
extension RGB {
    /// WCAG's relative luminance, 0 (black) to 1 (white).
    public var luminance: Double {
        func channel(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }

    /// The contrast ratio with `other`, 1 to 21.
    public func contrast(with other: RGB) -> Double {
        let (x, y) = (luminance, other.luminance)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// This color moved `amount` (0–1) of the way to `other`.
    package func mixed(with other: RGB, by amount: Double) -> RGB {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded()) }
        return RGB(mix(r, other.r), mix(g, other.g), mix(b, other.b))
    }

    /// This color, moved toward `target` in small steps until its contrast with every one of
    /// `backgrounds` is at least `ratio` (else toward black or white, should `target` itself not be readable enough).
    /// A color that is readable already is kept as it is.
    package func readable(on backgrounds: [RGB], ratio: Double, toward target: RGB) -> RGB {
        let levels = backgrounds.map(\.luminance)
        func fits(_ c: RGB) -> Bool {
            let y = c.luminance
            return levels.allSatisfy { (max(y, $0) + 0.05) / (min(y, $0) + 0.05) >= ratio }
        }
        if fits(self) { return self }
        for step in 1...20 {
            let c = mixed(with: target, by: Double(step) / 20)
            if fits(c) { return c }
        }
        // Away from the backgrounds: black on light ones, white on dark.
        let light = levels.reduce(0, +) / Double(max(levels.count, 1)) > 0.18
        let extreme = light ? RGB(0, 0, 0) : RGB(255, 255, 255)
        // Toward black or white from the color itself, so colors that miss keep their hues apart.
        for step in 1...20 {
            let c = mixed(with: extreme, by: Double(step) / 20)
            if fits(c) { return c }
        }
        return extreme
    }
}
