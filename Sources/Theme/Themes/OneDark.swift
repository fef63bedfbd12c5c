import Highlight

extension Theme {
    /// Atom's One Dark.
    package static let oneDark = Theme(
        ThemeColors(
            name: "one-dark", background: 0x282C34, foreground: 0xABB2BF, comment: 0x5C6370,
            red: 0xE06C75, orange: 0xD19A66, yellow: 0xE5C07B, green: 0x98C379, cyan: 0x56B6C2, blue: 0x61AFEF,
            purple: 0xC678DD, magenta: 0xC678DD),
        syntax: {
            func fg(_ hex: UInt32) -> Style { Style(foreground: RGB(hex: hex)) }
            return [
                .keyword: fg(0xC678DD), .preprocessor: fg(0xC678DD), .string: fg(0x98C379), .function: fg(0x61AFEF),
                .type: fg(0xE5C07B), .number: fg(0xD19A66), .constant: fg(0xD19A66), .attribute: fg(0xD19A66),
                .variable: fg(0xE06C75), .property: fg(0xE06C75), .tag: fg(0xE06C75), .operator: fg(0x56B6C2),
                .escape: fg(0x56B6C2), .regex: fg(0x56B6C2),
                .heading: Style(foreground: RGB(hex: 0xE06C75), bold: true),
            ]
        }())
}
