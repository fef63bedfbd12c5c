import Highlight

extension Theme {
    /// GitHub's light theme: Primer's syntax colors, and the diff backgrounds github.com uses.
    package static let githubLight = Theme(
        ThemeColors(
            name: "github-light", background: 0xFFFFFF, foreground: 0x1F2328, comment: 0x6E7781,
            red: 0xCF222E, orange: 0x953800, yellow: 0x9A6700, green: 0x116329, cyan: 0x1B7C83, blue: 0x0550AE,
            purple: 0x8250DF, magenta: 0xBF3989,
            added: 0xE6FFEC, removed: 0xFFEBE9, addedEmphasis: 0xABF2BC, removedEmphasis: 0xFFCECB,
            addedHue: 0x1A7F37, removedHue: 0xCF222E),
        syntax: primer(
            keyword: 0xCF222E, string: 0x0A3069, function: 0x8250DF, type: 0x953800, constant: 0x0550AE,
            tag: 0x116329))

    /// GitHub's dark theme: Primer's dark syntax colors, the diff's green and red at github.com's opacity.
    package static let githubDark = Theme(
        ThemeColors(
            name: "github-dark", background: 0x0D1117, foreground: 0xE6EDF3, comment: 0x8B949E,
            red: 0xFF7B72, orange: 0xFFA657, yellow: 0xD29922, green: 0x7EE787, cyan: 0x56D4DD, blue: 0x79C0FF,
            purple: 0xD2A8FF, magenta: 0xF778BA,
            added: 0x12261E, removed: 0x301B1F, addedEmphasis: 0x1A4A29, removedEmphasis: 0x6B2B2B,
            addedHue: 0x3FB950, removedHue: 0xF85149),
        syntax: primer(
            keyword: 0xFF7B72, string: 0xA5D6FF, function: 0xD2A8FF, type: 0xFFA657, constant: 0x79C0FF,
            tag: 0x7EE787))

    /// Primer's roles: keywords, strings, functions (entities), types and variables (storage),
    /// constants and properties, tags.
    private static func primer(
        keyword: UInt32, string: UInt32, function: UInt32, type: UInt32, constant: UInt32,
        tag: UInt32
    ) -> [TokenKind: Style] {
        func fg(_ hex: UInt32) -> Style { Style(foreground: RGB(hex: hex)) }
        return [
            .keyword: fg(keyword), .preprocessor: fg(keyword), .string: fg(string), .regex: fg(tag),
            .escape: fg(constant), .function: fg(function), .type: fg(type), .variable: fg(type),
            .number: fg(constant), .constant: fg(constant), .property: fg(constant), .attribute: fg(constant),
            .tag: fg(tag), .heading: Style(foreground: RGB(hex: constant), bold: true),
        ]
    }
}
