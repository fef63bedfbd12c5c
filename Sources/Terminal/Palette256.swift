import Theme

/// The xterm 256-color palette above the first 16 (which terminals remap): the 6×6×6 cube,
/// then the 24 grays, each in OKLab, made once on first use.
enum Palette256 {
    /// Palette numbers 16–255, in order.
    static let colors: [OKLab] = (16..<256).map { OKLab(rgb($0)) }

    /// The color xterm gives palette number `index` (16–255).
    static func rgb(_ index: Int) -> RGB { RGB.xterm(index) }
}
