import Terminal
import Theme

/// Git's color codes, rewritten so they cannot hide text. Of what git's color syntax can make,
/// what only colors letters is kept: bold, italic, underline, strike and foreground colors
/// readable on the theme's background. Dim, backgrounds, reverse and blink are dropped. A
/// foreground under `minimumContrast` against the background is moved to a readable color of
/// its hue the terminal can show (`readable(_:)`): git's colors say what a word is (removed
/// or added, in a word diff without markers), so they are kept readable rather than dropped.
public struct SafeColors: Sendable {
    /// The background text is read on: the theme's page.
    public let background: RGB
    /// The colors the terminal is known to show.
    public let depth: ColorDepth
    /// The least contrast ratio (WCAG's, https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) a
    /// color the input asks for must have with `background`: WCAG's for large text.
    package static let minimumContrast = 3.0

    /// `ESC [ 0 m`, what git's `ESC [ m` becomes.
    static let reset = Array("\u{1B}[0m".utf8)

    public init(background: RGB, depth: ColorDepth = .trueColor) {
        self.background = background
        self.depth = depth
    }

    /// Against the background the theme is made for (every built-in and custom theme names one;
    /// black or white by its kind otherwise).
    public init(theme: Theme, depth: ColorDepth = .trueColor) {
        self.init(background: theme.page.background ?? (theme.isDark ? RGB(0, 0, 0) : RGB(255, 255, 255)), depth: depth)
    }

    /// `ESC [ … m` with the safe part of the parameters `p[from..<to]` (which `GitColors.gitCanMake`),
    /// empty when nothing is kept; `pen` is left as the terminal is after it.
    package func safe(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int, pen: inout Pen) -> [UInt8] {
        let numbers = Self.numbers(p, from: from, to: to)
        var kept: [Int] = []
        var k = 0
        while k < numbers.count {
            let code = numbers[k]
            switch code {
            case 38, 48:
                let length = numbers[k + 1] == 5 ? 3 : 5
                if code == 38 {
                    pen.foreground = readable(Array(numbers[k..<(k + length)]))
                    kept += pen.foreground.isEmpty ? [39] : pen.foreground
                }
                k += length
                continue
            case 30...37, 90...97:
                pen.foreground = readable([code])
                kept += pen.foreground.isEmpty ? [39] : pen.foreground
            case 0: pen = Pen(); kept.append(code)
            case 1: pen.bold = true; kept.append(code)
            case 22: pen.bold = false; kept.append(code)  // normal intensity: undoes bold (and dim)
            case 3, 23: pen.italic = code == 3; kept.append(code)
            case 4, 24: pen.underline = code == 4; kept.append(code)
            case 9, 29: pen.strike = code == 9; kept.append(code)
            case 39: pen.foreground = []; kept.append(code)
            default:  // dim, blink, reverse, backgrounds and their undoing
                break
            }
            k += 1
        }
        return Self.sequence(kept)
    }

    /// Whether the SGR parameters `p[from..<to]` only reset (`ESC [ m`, `ESC [ 0 m`, `ESC [ 0 ; 0 m`).
    static func isReset(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        (from..<to).allSatisfy { p[$0] == 0x30 || p[$0] == 0x3B }
    }

    /// Whether a foreground color (`[30…37, 90…97]`, `[38, 5, n]` or `[38, 2, r, g, b]`) has at
    /// least `minimumContrast` with the background, as xterm shows it.
    public func reads(_ color: [Int]) -> Bool {
        Self.rgb(color).contrast(with: background) >= Self.minimumContrast
    }

    /// `color` where it `reads`; else the closest readable color of its hue the depth has: at
    /// 16 colors its bright or normal form, with more its color moved toward white or black
    /// (`RGB.readable`) as a 24-bit color or the nearest palette number that still reads.
    /// Empty (the default foreground) when there is none.
    package func readable(_ color: [Int]) -> [Int] {
        if reads(color) { return color }
        let index = color.count == 1 ? (color[0] >= 90 ? color[0] - 82 : color[0] - 30) : color.count == 3 ? color[2] : -1
        if (0..<16).contains(index) {
            let other = index ^ 8  // the bright form of a normal color, the normal of a bright one
            let code = other < 8 ? 30 + other : 90 + other - 8
            if reads([code]) { return [code] }
        }
        guard depth > .ansi16 else { return [] }
        let away = background.luminance > 0.18 ? RGB(0, 0, 0) : RGB(255, 255, 255)
        let moved = Self.rgb(color).readable(on: [background], ratio: Self.minimumContrast + 0.2, toward: away)
        if depth == .trueColor { return [38, 2, Int(moved.r), Int(moved.g), Int(moved.b)] }
        let near = [38, 5, ANSI.index256(moved)]
        return reads(near) ? near : []
    }

    /// The color xterm shows for a foreground color.
    static func rgb(_ color: [Int]) -> RGB {
        switch color.count {
        case 1: XtermPalette.rgb(color[0] >= 90 ? color[0] - 82 : color[0] - 30)
        case 3: XtermPalette.rgb(color[2])
        default: RGB(UInt8(color[2]), UInt8(color[3]), UInt8(color[4]))
        }
    }

    /// The parameters `p[from..<to]` as numbers (an empty one is 0).
    private static func numbers(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> [Int] {
        var numbers: [Int] = []
        var n = 0
        for i in from..<to {
            if p[i] == 0x3B {
                numbers.append(n)
                n = 0
            } else {
                n = n * 10 + Int(p[i] - 0x30)
            }
        }
        numbers.append(n)
        return numbers
    }

    static func sequence(_ codes: [Int]) -> [UInt8] {
        if codes.isEmpty { return [] }
        return Array("\u{1B}[\(codes.map(String.init).joined(separator: ";"))m".utf8)
    }

    /// What the kept codes have set since the last reset, to set again after tinge writes
    /// something of its own (a notice) in the middle of git's colors.
    package struct Pen: Equatable, Sendable {
        var foreground: [Int] = []
        var bold = false
        var italic = false
        var underline = false
        var strike = false

        public init() {}

        /// Whether nothing is set.
        var isPlain: Bool { self == Pen() }

        /// The SGR sequence that sets it from the default state.
        var sequence: [UInt8] {
            var codes = foreground
            if bold { codes.append(1) }
            if italic { codes.append(3) }
            if underline { codes.append(4) }
            if strike { codes.append(9) }
            return SafeColors.sequence(codes)
        }
    }
}
