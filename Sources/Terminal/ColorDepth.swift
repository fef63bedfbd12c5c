/// How many colors the output can show; 24-bit colors are reduced to what it supports.
public enum ColorDepth: Int, Comparable, Sendable {
    /// No color or attributes at all.
    case none
    /// The 16 standard ANSI colors.
    case ansi16
    /// The xterm 256-color palette.
    case ansi256
    /// 24-bit RGB.
    case trueColor

    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }

    /// What the environment says the terminal supports: `NO_COLOR` turns color off, `COLORTERM`
    /// of `truecolor` or `24bit` means 24-bit, a `TERM` naming 256 colors means 256, `dumb` means none.
    package static func detect(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        if contains(term, "direct") { return .trueColor }
        if contains(term, "256color") { return .ansi256 }
        return .ansi16
    }

    /// Whether `text` holds `word`, byte for byte (`String.contains` would bring the standard
    /// library's string searching, a few hundred KB of code, into every run for this alone).
    private static func contains(_ text: String, _ word: String) -> Bool {
        let bytes = Array(text.utf8), pattern = Array(word.utf8)
        guard bytes.count >= pattern.count else { return false }
        return (0...bytes.count - pattern.count).contains { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }
}
