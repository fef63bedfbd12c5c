import Highlight

extension Theme {
    /// Nord (https://www.nordtheme.com/docs/colors-and-palettes): Polar Night under Snow Storm,
    /// Frost for code, Aurora for the diff.
    package static let nord = Theme(
        ThemeColors(
            name: "nord", background: 0x2E3440, foreground: 0xD8DEE9, comment: 0x616E88,
            red: 0xBF616A, orange: 0xD08770, yellow: 0xEBCB8B, green: 0xA3BE8C, cyan: 0x88C0D0, blue: 0x81A1C1,
            purple: 0xB48EAD, magenta: 0xB48EAD),
        syntax: {
            func fg(_ hex: UInt32) -> Style { Style(foreground: RGB(hex: hex)) }
            return [
                .keyword: fg(0x81A1C1), .operator: fg(0x81A1C1), .tag: fg(0x81A1C1), .string: fg(0xA3BE8C),
                .function: fg(0x88C0D0), .type: fg(0x8FBCBB), .attribute: fg(0x8FBCBB), .number: fg(0xB48EAD),
                .constant: fg(0xB48EAD), .variable: fg(0xD8DEE9), .property: fg(0xD8DEE9), .punctuation: fg(0xECEFF4),
                .preprocessor: fg(0x5E81AC), .escape: fg(0xEBCB8B), .regex: fg(0xEBCB8B),
                .heading: Style(foreground: RGB(hex: 0x88C0D0), bold: true),
            ]
        }())
}
