import TextBytes

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
        // Byte searches (`ByteSearch`): `String.contains` would bring in `_StringProcessing`.
        if ByteSearch.firstRange(of: Array("direct".utf8), in: term.utf8) != nil { return .trueColor }
        if ByteSearch.firstRange(of: Array("256color".utf8), in: term.utf8) != nil { return .ansi256 }
        return .ansi16
    }
}
