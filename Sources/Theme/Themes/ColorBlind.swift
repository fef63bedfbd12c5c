import Highlight

extension Theme {
    /// For red–green color blindness (deuteranopia and protanopia, about one man in twelve):
    /// added lines blue and removed lines orange, never green and red, and code in Okabe and
    /// Ito's palette (https://jfly.uni-koeln.de/color/), whose colors stay apart for both.
    package static let colorblindDark = Theme(
        ThemeColors(
            name: "colorblind-dark", background: 0x1B1D23, foreground: 0xDADADA, comment: 0x8C8C94,
            red: 0xE07B39, orange: 0xE69F00, yellow: 0xF0E442, green: 0x2BB58C, cyan: 0x88CCEE, blue: 0x3D8FD1,
            purple: 0xCC79A7, magenta: 0xCC79A7, addedHue: 0x56B4E9, removedHue: 0xE69F00),
        movedHues: (RGB(hex: 0xCC79A7), RGB(hex: 0xE07B39), RGB(hex: 0x2BB58C), RGB(hex: 0xF0E442)),
        syntax: okabeIto(
            blue: 0x56B4E9, orange: 0xE69F00, yellow: 0xF0E442, green: 0x2BB58C, purple: 0xCC79A7,
            vermillion: 0xE07B39, sky: 0x88CCEE))

    /// The light one of the pair: the same, darker, on white.
    package static let colorblindLight = Theme(
        ThemeColors(
            name: "colorblind-light", background: 0xFFFFFF, foreground: 0x1F2328, comment: 0x6A6A72,
            red: 0xB34700, orange: 0xA86400, yellow: 0x8A7A00, green: 0x007A5A, cyan: 0x0E6E8F, blue: 0x0072B2,
            purple: 0xA0467C, magenta: 0xA0467C, addedHue: 0x0072B2, removedHue: 0xD55E00),
        movedHues: (RGB(hex: 0xA0467C), RGB(hex: 0xB34700), RGB(hex: 0x007A5A), RGB(hex: 0x8A7A00)),
        syntax: okabeIto(
            blue: 0x0072B2, orange: 0xA86400, yellow: 0x8A7A00, green: 0x007A5A, purple: 0xA0467C,
            vermillion: 0xB34700, sky: 0x0E6E8F))

    /// Moved code in the pair's other hues: purple and vermillion where it moved from, bluish
    /// green and yellow where to (git's blue would be the added lines').
    ///
    /// Keywords blue, strings green, functions and types told apart by lightness as well as hue.
    private static func okabeIto(
        blue: UInt32, orange: UInt32, yellow: UInt32, green: UInt32, purple: UInt32,
        vermillion: UInt32, sky: UInt32
    ) -> [TokenKind: Style] {
        func fg(_ hex: UInt32, bold: Bool = false) -> Style { Style(foreground: RGB(hex: hex), bold: bold) }
        return [
            .keyword: fg(blue), .preprocessor: fg(purple), .string: fg(green), .regex: fg(orange),
            .escape: fg(orange), .function: fg(sky), .type: fg(yellow), .number: fg(orange), .constant: fg(orange),
            .attribute: fg(yellow), .variable: fg(vermillion), .property: fg(sky), .tag: fg(purple),
            .heading: fg(blue, bold: true),
        ]
    }
}
