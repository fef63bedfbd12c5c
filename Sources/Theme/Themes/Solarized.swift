import Highlight

extension Theme {
    /// Ethan Schoonover's Solarized (https://ethanschoonover.com/solarized/), dark: base03 under
    /// base0, the accents as its Vim theme uses them.
    package static let solarizedDark = Theme(
        ThemeColors(
            name: "solarized-dark", background: 0x002B36, foreground: 0x839496, comment: 0x586E75,
            red: 0xDC322F, orange: 0xCB4B16, yellow: 0xB58900, green: 0x859900, cyan: 0x2AA198, blue: 0x268BD2,
            purple: 0x6C71C4, magenta: 0xD33682),
        syntax: solarizedSyntax)

    /// Solarized light: base3 under base00, the same accents.
    package static let solarizedLight = Theme(
        ThemeColors(
            name: "solarized-light", background: 0xFDF6E3, foreground: 0x657B83, comment: 0x93A1A1,
            red: 0xDC322F, orange: 0xCB4B16, yellow: 0xB58900, green: 0x859900, cyan: 0x2AA198, blue: 0x268BD2,
            purple: 0x6C71C4, magenta: 0xD33682),
        syntax: solarizedSyntax)

    /// Statements green, constants cyan and magenta, identifiers blue, types yellow, preprocessor
    /// orange, specials red.
    private static let solarizedSyntax: [TokenKind: Style] = {
        func fg(_ hex: UInt32) -> Style { Style(foreground: RGB(hex: hex)) }
        return [
            .keyword: fg(0x859900), .operator: fg(0x859900), .string: fg(0x2AA198), .escape: fg(0xDC322F),
            .regex: fg(0xDC322F), .number: fg(0xD33682), .constant: fg(0x6C71C4), .type: fg(0xB58900),
            .function: fg(0x268BD2), .variable: fg(0x268BD2), .property: fg(0x268BD2), .tag: fg(0x268BD2),
            .attribute: fg(0xB58900), .preprocessor: fg(0xCB4B16),
            .heading: Style(foreground: RGB(hex: 0xCB4B16), bold: true),
        ]
    }()
}
