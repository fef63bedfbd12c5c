import Highlight

extension Theme {
    /// gruvbox (https://github.com/morhetz/gruvbox), dark: its bright accents on dark0.
    package static let gruvboxDark = Theme(
        ThemeColors(
            name: "gruvbox-dark", background: 0x282828, foreground: 0xEBDBB2, comment: 0x928374,
            red: 0xFB4934, orange: 0xFE8019, yellow: 0xFABD2F, green: 0xB8BB26, cyan: 0x8EC07C, blue: 0x83A598,
            purple: 0xD3869B, magenta: 0xD3869B),
        syntax: gruvboxSyntax(
            red: 0xFB4934, orange: 0xFE8019, yellow: 0xFABD2F, green: 0xB8BB26, aqua: 0x8EC07C,
            blue: 0x83A598, purple: 0xD3869B))

    /// gruvbox light: its faded accents on light0.
    package static let gruvboxLight = Theme(
        ThemeColors(
            name: "gruvbox-light", background: 0xFBF1C7, foreground: 0x3C3836, comment: 0x928374,
            red: 0x9D0006, orange: 0xAF3A03, yellow: 0xB57614, green: 0x79740E, cyan: 0x427B58, blue: 0x076678,
            purple: 0x8F3F71, magenta: 0x8F3F71),
        syntax: gruvboxSyntax(
            red: 0x9D0006, orange: 0xAF3A03, yellow: 0xB57614, green: 0x79740E, aqua: 0x427B58,
            blue: 0x076678, purple: 0x8F3F71))

    /// As gruvbox's Vim theme: statements red, strings and functions green, types yellow,
    /// constants purple, identifiers blue, preprocessor aqua, specials orange.
    private static func gruvboxSyntax(
        red: UInt32, orange: UInt32, yellow: UInt32, green: UInt32, aqua: UInt32,
        blue: UInt32, purple: UInt32
    ) -> [TokenKind: Style] {
        func fg(_ hex: UInt32, bold: Bool = false) -> Style { Style(foreground: RGB(hex: hex), bold: bold) }
        return [
            .keyword: fg(red), .operator: fg(red), .string: fg(green), .function: fg(green, bold: true),
            .type: fg(yellow), .number: fg(purple), .constant: fg(purple), .variable: fg(blue), .property: fg(blue),
            .preprocessor: fg(aqua), .tag: fg(aqua), .attribute: fg(yellow), .escape: fg(orange), .regex: fg(orange),
            .heading: fg(green, bold: true),
        ]
    }
}
