import Glibc

/// A color in Björn Ottosson's OKLab space (https://bottosson.github.io/posts/oklab/), where
/// straight distances match how different two colors look, and chroma and hue are read off
/// `a` and `b`. Reduction to the 256-color palette measures in it, and themes derive their
/// diff backgrounds in it (a lightness step from the page, in the hue of green or red).
package struct OKLab: Sendable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(_ c: RGB) {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        let (r, g, bl) = (linear(c.r), linear(c.g), linear(c.b))
        let lms = (
            l: 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl,
            m: 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl,
            s: 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl
        )
        let (l_, m_, s_) = (cbrt(lms.l), cbrt(lms.m), cbrt(lms.s))
        l = 0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_
        a = 1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_
        b = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_
    }

    /// How colorful: 0 for grays, about 0.1–0.3 for saturated colors.
    package var chroma: Double { (a * a + b * b).squareRoot() }

    /// The hue angle in degrees, 0–360 (red near 30, yellow 110, green 140, cyan 195, blue 265).
    package var hue: Double {
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }

    /// The squared distance to `other`.
    package func distance(_ other: OKLab) -> Double {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// The smaller angle between two hues, in degrees.
    package static func hueDifference(_ x: Double, _ y: Double) -> Double {
        let d = abs(x - y).truncatingRemainder(dividingBy: 360)
        return d > 180 ? 360 - d : d
    }

    /// The color of lightness `l`, `chroma` and `hue` (degrees), as sRGB can show it: out of
    /// its gamut (a pale orange, a deep blue), the chroma is lowered and the lightness moved
    /// toward the middle, step by step, so the hue stays.
    public static func color(l: Double, chroma: Double, hue: Double) -> RGB {
        let angle = hue * .pi / 180
        var c = chroma
        var l = l
        while true {
            let (a, b) = (c * cos(angle), c * sin(angle))
            let l_ = l + 0.3963377774 * a + 0.2158037573 * b
            let m_ = l - 0.1055613458 * a - 0.0638541728 * b
            let s_ = l - 0.0894841775 * a - 1.2914855480 * b
            let (x, y, z) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_)
            let linear = [
                4.0767416621 * x - 3.3077115913 * y + 0.2309699292 * z,
                -1.2684380046 * x + 2.6097574011 * y - 0.3413193965 * z,
                -0.0041960863 * x - 0.7034186147 * y + 1.7076147010 * z,
            ]
            if c <= 0 || linear.allSatisfy({ $0 >= -0.0005 && $0 <= 1.0005 }) {
                let v = linear.map { (v: Double) -> UInt8 in
                    let v = min(max(v, 0), 1)
                    let s = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
                    return UInt8((s * 255).rounded())
                }
                return RGB(v[0], v[1], v[2])
            }
            c -= 0.002
            l += l > 0.6 ? -0.004 : 0.004
        }
    }
}
