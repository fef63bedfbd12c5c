import Highlight

extension Theme {
    /// Monokai, as TextMate's and Sublime Text's: its palette's blue and cyan are one color, so
    /// the diff's moved code takes a blue made for it, and magenta is its purple.
    package static let monokai = Theme(
        ThemeColors(
            name: "monokai", background: 0x272822, foreground: 0xF8F8F2, comment: 0x75715E,
            red: 0xF92672, orange: 0xFD971F, yellow: 0xE6DB74, green: 0xA6E22E, cyan: 0x66D9EF, blue: 0x6A9FF5,
            purple: 0xAE81FF, magenta: 0xAE81FF, removedHue: 0xF92672),
        syntax: {
            func fg(_ hex: UInt32, italic: Bool = false) -> Style { Style(foreground: RGB(hex: hex), italic: italic) }
            return [
                .keyword: fg(0xF92672), .operator: fg(0xF92672), .tag: fg(0xF92672), .preprocessor: fg(0xF92672),
                .string: fg(0xE6DB74), .regex: fg(0xE6DB74), .escape: fg(0xAE81FF), .function: fg(0xA6E22E),
                .attribute: fg(0xA6E22E), .type: fg(0x66D9EF, italic: true), .number: fg(0xAE81FF),
                .constant: fg(0xAE81FF), .variable: fg(0xFD971F, italic: true), .property: fg(0xF8F8F2),
                .heading: Style(foreground: RGB(hex: 0xA6E22E), bold: true),
            ]
        }())
}
