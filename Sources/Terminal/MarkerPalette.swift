import Theme

/// The 16-color numbers of a theme's line markers (`+`, `-` and the five moved tones'), chosen
/// together once per theme: at 16 colors moved lines keep the terminal's background, so the markers
/// alone tell the tones apart, and a palette's accents often share a family there (Solarized's
/// yellow and green are both yellow, a muted accent reads as gray). Each marker takes its own
/// color's family when free, else the other brightness of it, else the free color nearest it.
public struct MarkerPalette: Sendable {
    /// Palette numbers by the markers' colors.
    package let indices: [RGB: Int]

    /// No colors chosen together.
    public init() { indices = [:] }

    public init(theme: Theme, depth: ColorDepth) {
        guard depth == .ansi16 else {
            indices = [:]
            return
        }
        let roles: [Role] = [
            .addedMarker, .removedMarker, .movedRemovedMarker, .movedAddedMarker,
            .movedRemovedAlternativeMarker, .movedAddedAlternativeMarker, .movedDimmedMarker,
        ]
        var chosen: [RGB: Int] = [:]
        var taken: Set<Int> = []
        for role in roles {
            guard let color = theme.style(role).foreground, chosen[color] == nil else { continue }
            let i = Self.index(color, excluding: taken)
            chosen[color] = i
            taken.insert(i)
        }
        indices = chosen
    }

    /// xterm's colors for the 16, to find the nearest free one.
    private static let standard: [OKLab] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { OKLab(RGB(hex: $0)) }

    static func index(_ c: RGB, excluding taken: Set<Int>) -> Int {
        let natural = BackgroundPalette.index16(c)
        let other = natural < 8 ? natural + 8 : natural - 8
        for i in [natural, other] where !taken.contains(i) { return i }
        let lab = OKLab(c)
        let free = (0..<16).filter { !taken.contains($0) }
        return free.min { lab.distance(standard[$0]) < lab.distance(standard[$1]) } ?? natural
    }
}
