import Highlight

extension Theme {
    /// Dracula (https://draculatheme.com/contribute): its palette has no blue, so purple stands in.
    package static let dracula = Theme(
        ThemeColors(
            name: "dracula", background: 0x282A36, foreground: 0xF8F8F2, comment: 0x6272A4,
            red: 0xFF5555, orange: 0xFFB86C, yellow: 0xF1FA8C, green: 0x50FA7B, cyan: 0x8BE9FD, blue: 0xBD93F9,
            purple: 0xBD93F9, magenta: 0xFF79C6),
        syntax: {
            func fg(_ hex: UInt32, italic: Bool = false) -> Style { Style(foreground: RGB(hex: hex), italic: italic) }
            return [
                .keyword: fg(0xFF79C6), .operator: fg(0xFF79C6), .preprocessor: fg(0xFF79C6), .tag: fg(0xFF79C6),
                .escape: fg(0xFF79C6), .string: fg(0xF1FA8C), .regex: fg(0xFF5555), .function: fg(0x50FA7B),
                .attribute: fg(0x50FA7B), .type: fg(0x8BE9FD, italic: true), .number: fg(0xBD93F9),
                .constant: fg(0xBD93F9), .variable: fg(0xFFB86C, italic: true), .property: fg(0xF8F8F2),
                .heading: Style(foreground: RGB(hex: 0xBD93F9), bold: true),
            ]
        }())
}
