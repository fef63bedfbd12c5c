/// A user's style for one of a theme's elements (`tinge.style.hunk-header = "bold yellow"`),
/// written as git's and delta's color syntax writes one: words in any order, the first color
/// the foreground and the second the background, and attributes. A style replaces the
/// element's own, as git's and delta's do; `auto` keeps the theme's color, and on code lines
/// `syntax` keeps the syntax colors.
///
/// Colors: `normal` or `default` (the terminal's own), git's eight names and their `bright`
/// forms (the terminal's palette colors, as git asks for them), a palette number 0–255, or
/// `#rrggbb` (or git's `#rgb`). Attributes: `bold`, `dim`, `italic`, `ul` or `underline`, `reverse`, `strike`,
/// each turned off by `no` or `no-` before it (`no-italic` takes a comment's italic away when
/// syntax colors are kept).
public struct StyleSpec: Hashable, Sendable {
    /// A color of the style.
    public enum Color: Hashable, Sendable {
        /// The terminal's own (`normal`, or no color given).
        case terminal
        /// The theme's own for the element (`auto`).
        case theme
        /// The syntax colors, on code lines (`syntax`).
        case syntax
        case rgb(RGB)
    }

    /// The attributes a style may turn on or off.
    public enum Attribute: String, CaseIterable, Sendable {
        case bold, dim, italic, underline, reverse, strike
    }

    public var foreground = Color.terminal
    public var background = Color.terminal
    /// Attributes turned on, and those turned off (`no-bold`).
    public var on: Set<Attribute> = []
    public var off: Set<Attribute> = []

    public init() {}

    /// The style `text` says, or the first word of it that is neither a color nor an attribute.
    /// A third color is such a word, as in git; so is `syntax` as a background.
    public static func parse(_ text: String) -> Result<StyleSpec, Problem> {
        var spec = StyleSpec()
        var colors = 0
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) {
            let lower = word.lowercased()
            if let attribute = attribute(lower) {
                spec.on.insert(attribute)
                spec.off.remove(attribute)
            } else if let attribute = ["no-", "no"].lazy.compactMap({ lower.hasPrefix($0) ? attribute(String(lower.dropFirst($0.count))) : nil }).first {
                spec.off.insert(attribute)
                spec.on.remove(attribute)
            } else if let color = color(lower), colors < 2, !(colors == 1 && color == .syntax) {
                if colors == 0 { spec.foreground = color } else { spec.background = color }
                colors += 1
            } else {
                return .failure(Problem(word: word, colors: colors))
            }
        }
        return .success(spec)
    }

    /// A word of a style that is not one, and what it was taken for.
    public struct Problem: Error, Hashable, Sendable {
        public let word: String
        /// How many colors came before it.
        let colors: Int

        /// `'yelow' is not a color or attribute`.
        package var description: String {
            let color = Self.isColorLike(word.lowercased())
            if colors >= 2, color { return "'\(word)' is a third color" }
            if colors == 1, word.lowercased() == "syntax" { return "'syntax' is a foreground, not a background" }
            if word.lowercased() == "blink" { return "'blink' is git's, but not an attribute tinge draws" }
            return "'\(word)' is not a color or attribute"
        }

        private static func isColorLike(_ word: String) -> Bool { StyleSpec.color(word) != nil }
    }

    /// git's color names, in palette order.
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    static func color(_ word: String) -> Color? {
        switch word {
        case "normal", "default": return .terminal
        case "auto": return .theme
        case "syntax": return .syntax
        default: break
        }
        if let n = names.firstIndex(of: word) { return .rgb(RGB(palette: UInt8(n))) }
        if word.hasPrefix("bright"), let n = names.firstIndex(of: String(word.dropFirst(6))) {
            return .rgb(RGB(palette: UInt8(n + 8)))
        }
        if word.allSatisfy({ $0.isASCII && $0.isNumber }), let n = UInt8(word) { return .rgb(RGB(palette: n)) }
        let digits = word.dropFirst()
        guard word.hasPrefix("#"), digits.count == 6 || digits.count == 3, digits.allSatisfy(\.isHexDigit) else { return nil }
        // git's 12-bit form: `#f1b` is `#ff11bb`.
        let six = digits.count == 6 ? String(digits) : String(digits.flatMap { [$0, $0] })
        return UInt32(six, radix: 16).map { .rgb(RGB(hex: $0)) }
    }

    private static func attribute(_ word: String) -> Attribute? {
        word == "ul" ? .underline : Attribute(rawValue: word)
    }

    /// Whether it keeps the syntax colors of the code it is laid on (`syntax`, or `auto`: a
    /// line's own color is its code's).
    var keepsSyntax: Bool { foreground == .syntax || foreground == .theme }

    /// The style it gives an element whose theme style is `theme`: its colors, the theme's
    /// where it says `auto`, and its attributes.
    func resolved(over theme: Style) -> Style {
        func pick(_ color: Color, _ own: RGB?) -> RGB? {
            switch color {
            case .terminal, .syntax: nil
            case .theme: own
            case .rgb(let c): c
            }
        }
        return withAttributes(Style(foreground: pick(foreground, theme.foreground), background: pick(background, theme.background)))
    }

    /// `style` with this spec's attributes turned on and off.
    func withAttributes(_ style: Style) -> Style {
        var s = style
        for attribute in Attribute.allCases where on.contains(attribute) || off.contains(attribute) {
            let value = on.contains(attribute)
            switch attribute {
            case .bold: s.bold = value
            case .dim: s.dim = value
            case .italic: s.italic = value
            case .underline: s.underline = value
            case .reverse: s.reverse = value
            case .strike: s.strike = value
            }
        }
        return s
    }
}
