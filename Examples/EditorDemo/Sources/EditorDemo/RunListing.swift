import Foundation
import Highlight
import HighlightAttributed
import Theme

/// A line of a document printed as its attributed-string runs: text, token kind, colors.
enum RunListing {
    /// The first line with at least three kinds of token among the first 500, or line 0.
    static func showcaseLine(_ document: inout HighlightedText) -> Int {
        for line in 0..<min(document.lineCount, 500) where Set(document.tokens(inLine: line).map(\.kind)).count >= 3 {
            return line
        }
        return 0
    }

    /// One row per run of `line`'s `AttributedString`.
    static func rows(of line: Int, in document: inout HighlightedText, theme: Theme) -> [String] {
        let attributed = document.attributedString(lines: line..<line + 1, theme: theme)
        return attributed.runs.map { run in
            let text = String(attributed[run.range].characters).debugDescription
            var row = "  " + text.padding(toLength: max(text.count, 24), withPad: " ", startingAt: 0)
            row += " " + (run.tokenKind ?? .plain).name.padding(toLength: 12, withPad: " ", startingAt: 0)
            row += run.foregroundRGB.map(hex) ?? "-"
            if let background = run.backgroundRGB { row += " on " + hex(background) }
            if run.bold == true { row += " bold" }
            if run.italic == true { row += " italic" }
            if run.underline == true { row += " underline" }
            return row
        }
    }

    static func hex(_ rgb: RGB) -> String {
        "#" + [rgb.r, rgb.g, rgb.b].map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
