import Render
import Terminal
import Theme

/// Styled lines as a person reads them: each row's text and width, then each span's text, its
/// layers and the style the theme gives it at a color depth. Snapshot tests keep painted output
/// in this form, so a wrong color shows as a changed line of text.
public enum CellListing {
    /// Every row of `lines`, listed.
    public static func listing(_ lines: [StyledLine], styles: StyleTable) -> String {
        var out = ""
        for (n, line) in lines.enumerated() {
            out += "row \(n + 1), \(line.columns) cells: |\(String(decoding: line.text, as: UTF8.self))|\n"
            if let anchor = line.anchor { out += "  anchor \(anchor)\n" }
            if let target = line.anchorLink { out += "  links to anchor \(target)\n" }
            if line.fill != .plain { out += "  filled \(line.fill.name)\n" }
            if let panes = line.panes { out += "  " + describe(panes) + "\n" }
            var start = 0
            for span in line.spans {
                let end = Int(span.end)
                let text = String(decoding: line.text[start..<end], as: UTF8.self)
                let a = span.attributes
                var layers = a.face.name
                if a.tone != .plain { layers += " on \(a.tone.name)" }
                if a.emphasis { layers += ", emphasized" }
                if a.mark != .none { layers += ", marked \(a.mark.name)" }
                if span.link > 0 { layers += ", link \(line.links[Int(span.link) - 1])" }
                let look = describe(styles.style(a), styles.ansi)
                out += "  \(quoted(text)) \(layers)\(look.isEmpty ? "" : ": " + look)\n"
                start = end
            }
        }
        return out
    }

    /// `panes: left 0..<9 (code 7) removed | right 12..<30 (code 19) added, cut, width 60`.
    private static func describe(_ panes: Panes) -> String {
        func pane(_ p: Panes.Pane) -> String {
            "\(p.start)..<\(p.end) (code \(p.code))" + (p.fill == .plain ? "" : " " + p.fill.name) + (p.band ? " band" : "")
        }
        return "panes: left \(pane(panes.left)) | right \(pane(panes.right))" + (panes.cuts ? ", cut" : "")
            + (panes.width.map { ", width \($0)" } ?? "")
    }

    /// `"text"` with `"` and `\` escaped (content is safe already: no controls).
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            if c == "\"" || c == "\\" { out.unicodeScalars.append("\\") }
            out.unicodeScalars.append(c)
        }
        return out + "\""
    }

    /// `fg #A5D68A bg #1D3B26 bold` in 24-bit, palette numbers in 256, names in 16, nothing without color.
    static func describe(_ style: Style, _ ansi: ANSI) -> String {
        var parts: [String] = []
        let depth = ansi.depth
        func color(_ c: RGB, background: Bool) -> String {
            switch depth {
            case .trueColor:
                let hex = String(UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b), radix: 16, uppercase: true)
                return "#" + String(repeating: "0", count: 6 - hex.count) + hex
            case .ansi256: return String(ansi.index(c, background: background))
            default: return names16[ansi.index(c, background: background)]
            }
        }
        if depth == .none { return "" }
        if let fg = style.foreground { parts.append("fg " + color(fg, background: false)) }
        if let bg = style.background { parts.append("bg " + color(bg, background: true)) }
        if style.bold { parts.append("bold") }
        if style.dim { parts.append("dim") }
        if style.italic { parts.append("italic") }
        if style.underline { parts.append("underline") }
        return parts.joined(separator: " ")
    }

    private static let names16 = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
                                  "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue",
                                  "bright-magenta", "bright-cyan", "bright-white"]
}

/// A backend that keeps the rows it is given: for snapshot tests, and for laying out output a
/// caller wants to look at before it is written.
public final class RecordingBackend: Backend {
    public private(set) var lines: [StyledLine] = []
    /// Rows are padded as for a terminal, unless the backend stands for a page.
    public let fillsRows: Bool
    /// Side-by-side rows are wrapped by the painter, unless the backend stands for a page.
    public let laysOutPanes: Bool

    /// A terminal's rows; `page`, a page's: rows filled and panes laid out by the backend.
    public init(page: Bool = false) {
        fillsRows = page
        laysOutPanes = page
    }

    public func write(_ line: StyledLine, newline: Bool) throws(OutputError) {
        lines.append(line)
    }

    public func write(prefix: StyledLine, keptColors raw: ArraySlice<UInt8>, newline: Bool) throws(OutputError) {
        var line = prefix
        raw.withUnsafeBufferPointer { p in line.append(content: p, from: 0, to: p.count, tabWidth: 0, .plain) }
        lines.append(line)
    }

    public func finish() throws(OutputError) {}
}
