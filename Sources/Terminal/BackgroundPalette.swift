import Theme

/// The palette numbers a theme's line backgrounds and word emphasis take at 256 or 16 colors,
/// chosen together once per theme and depth so they keep their meaning when reduced:
///
/// - a colored background keeps its hue: at 256 colors it takes the nearest (in OKLab) of the
///   cube's colors within 30° of its hue (50° when none is free), never a gray, so added lines
///   stay green-ish and removed red-ish (blue and orange in the color-blind themes) where a
///   plain nearest match made both gray 235; at 16 colors it takes its hue's family;
/// - at 256 colors each tone's line background differs from every other tone's and from the
///   page's (the context lines'), and each emphasis from every line background;
/// - at 16 colors added and removed lines are solid bands (`Theme.solidStyle`): each takes
///   its hue's normal color (one of the eight, so 8-color terminals show it too; red and green
///   when the two would share one), its changed words the bright color of the same hue;
///   moved code keeps the terminal's background, and its emphasis keeps its color, the
///   tone's line background stepping aside from it.
///
/// Only the theme's own backgrounds are in the table; every other color is reduced on its own.
package struct BackgroundPalette: Sendable {
    /// Palette numbers by the theme's colors.
    package let indices: [RGB: Int]

    /// No colors chosen together.
    public init() { indices = [:] }

    public init(theme: Theme, depth: ColorDepth) {
        var chosen: [RGB: Int] = [:]
        let lines = LineTone.allCases.compactMap { theme.background($0).background }
        let emphases = LineTone.allCases.map { theme.emphasis($0).background }
        switch depth {
        case .ansi256:
            var taken: Set<Int> = []
            if let page = theme.page.background { taken.insert(Self.index256(page, excluding: [])) }
            for color in lines where chosen[color] == nil {
                let i = Self.index256(color, excluding: taken)
                chosen[color] = i
                taken.insert(i)
            }
            for color in emphases.compactMap({ $0 }) where chosen[color] == nil {
                chosen[color] = Self.index256(color, excluding: taken)
            }
        case .ansi16:
            let solid = LineTone.allCases.filter(Theme.hasSolidBackground)
            let hues = solid.map { tone in theme.background(tone).background.map { Self.hue16($0, added: tone == .added) } }
            for (n, tone) in solid.enumerated() {
                guard let line = theme.background(tone).background, chosen[line] == nil, var hue = hues[n] else { continue }
                // Two bands of one hue would not tell added from removed.
                if hues.filter({ $0 == hue }).count > 1 { hue = tone == .added ? 2 : 1 }
                chosen[line] = hue
                if let emphasis = theme.emphasis(tone).background, chosen[emphasis] == nil { chosen[emphasis] = hue + 8 }
            }
            for (tone, line) in LineTone.allCases.map({ ($0, theme.background($0).background) }) {
                guard !Theme.hasSolidBackground(tone), let line, chosen[line] == nil else { continue }
                var taken: Set<Int> = []
                if let emphasis = theme.emphasis(tone).background {
                    let e = chosen[emphasis] ?? Self.index16(emphasis)
                    chosen[emphasis] = e
                    taken.insert(e)
                }
                chosen[line] = Self.index16(line, excluding: taken)
            }
        default:
            break
        }
        indices = chosen
    }

    /// A colored background's nearest cube color of the same hue not `taken`; a gray's nearest.
    static func index256(_ c: RGB, excluding taken: Set<Int>) -> Int {
        let lab = OKLab(c)
        let windows: [Double] = lab.chroma > 0.02 ? [30, 50, 360] : [360]
        for window in windows {
            var best = -1
            var bestDistance = Double.infinity
            for (n, p) in Palette256.colors.enumerated() where !taken.contains(n + 16) {
                if window < 360 && (p.chroma < 0.025 || OKLab.hueDifference(p.hue, lab.hue) > window) { continue }
                let d = lab.distance(p)
                if d < bestDistance { (best, bestDistance) = (n + 16, d) }
            }
            if best >= 0 { return best }
        }
        return ANSI.index256(c)
    }

    /// The normal color (1–6) of a band's hue; a gray has none, and takes green for added
    /// lines, red for removed.
    static func hue16(_ c: RGB, added: Bool) -> Int {
        OKLab(c).chroma > 0.02 ? ANSI.family16(c) : added ? 2 : 1
    }

    /// A background's 16-color number: a colored one keeps its hue family even when dark or
    /// pale (where `ANSI.index16` would call it gray), the bright or normal one as it is light
    /// or dark, the other when that one is `taken`.
    static func index16(_ c: RGB, excluding taken: Set<Int> = []) -> Int {
        let lab = OKLab(c)
        var i = ANSI.index16(c)
        if [0, 7, 8, 15].contains(i) && lab.chroma > 0.02 { i = ANSI.family16(c) + (lab.l > 0.6 ? 8 : 0) }
        // The other of the pair (a gray's too: black and bright black, white and bright white).
        if taken.contains(i) { i = i < 8 ? i + 8 : i - 8 }
        return i
    }
}
