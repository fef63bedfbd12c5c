import Diff
import Terminal

/// Copies a line git colored that is not part of a diff (`--stat`, `git grep`, `git branch`,
/// a `--format` of one's own): git's colors are painted as they came, made safe, and every
/// other escape sequence and control character is shown, as file content is.
enum Passthrough {
    /// Writes `raw`. With `colors` nil (no colors wanted), git's colors are dropped.
    static func write(_ raw: ArraySlice<UInt8>, colors: SafeColors?, notice: [UInt8], reset: [UInt8],
                      to out: OutputWriter) throws(OutputError) {
        var colored = false
        try raw.withUnsafeBufferPointer { (p) throws(OutputError) in
            var run = 0
            var i = 0
            while i < p.count {
                let b = p[i]
                if !VisibleText.needsCare(b) || b == 0x09 { i += 1; continue }
                if i > run { try out.write(UnsafeBufferPointer(rebasing: p[run..<i])) }
                if b == 0x1B, let end = GitColors.sgrEnd(p, i), GitColors.gitCanMake(p, from: i + 2, to: end - 1) {
                    if let colors {
                        let safe = colors.safe(p, from: i + 2, to: end - 1)
                        try out.write(safe)
                        if !safe.isEmpty { colored = safe != SafeColors.reset }
                    }
                    i = end
                    run = i
                    continue
                }
                if b == 0x0D, i == p.count - 1 {  // a CRLF line ending
                    i += 1
                    run = i
                    continue
                }
                switch VisibleText.piece(p, at: i, end: p.count) {
                case .text(let n):
                    try out.write(UnsafeBufferPointer(rebasing: p[i..<(i + n)]))
                    i += n
                case .tab:
                    out.write(byte: 0x09)
                    i += 1
                case .visible(let shown, let n):
                    try out.write(reset)
                    try out.write(notice)
                    try out.write(shown)
                    try out.write(reset)
                    i += n
                }
                run = i
            }
            if i > run { try out.write(UnsafeBufferPointer(rebasing: p[run..<i])) }
        }
        // A color left open must not run into the next line.
        if colored { try out.write(reset) }
    }

    /// Appends `raw`'s text to `line` as `write` shows it with colors off: git's colors
    /// dropped, a CRLF's `\r` too, tabs kept, and every other escape sequence and control
    /// character as content, in its visible form. For a backend that draws no git colors (HTML).
    static func appendText(_ raw: ArraySlice<UInt8>, to line: inout StyledLine) {
        raw.withUnsafeBufferPointer { p in
            // A CRLF line ending (no SGR git makes ends in `\r`, so it is the last byte either way).
            let end = p.last == 0x0D ? p.count - 1 : p.count
            var run = 0
            var i = 0
            while i < end {
                if p[i] == 0x1B, let sgr = GitColors.sgrEnd(p, i), GitColors.gitCanMake(p, from: i + 2, to: sgr - 1) {
                    line.append(content: p, from: run, to: i, tabWidth: 0, .plain)
                    i = sgr
                    run = i
                    continue
                }
                i += 1
            }
            line.append(content: p, from: run, to: end, tabWidth: 0, .plain)
        }
    }
}

/// Git's color codes, rewritten so they cannot hide text: what git's color syntax can make
/// that only colors letters (bold, italic, underline, strike, foreground colors) is kept;
/// backgrounds, reverse and blink are dropped, and a foreground that would vanish into the
/// theme's background (black on a dark theme, white on a light one) becomes the default one.
public struct SafeColors: Sendable {
    /// Whether the theme is for a dark background.
    public let dark: Bool

    /// `ESC [ 0 m`, what git's `ESC [ m` becomes.
    static let reset = Array("\u{1B}[0m".utf8)

    public init(dark: Bool) {
        self.dark = dark
    }

    /// `ESC [ … m` with the safe part of the parameters `p[from..<to]` (which `GitColors.gitCanMake`).
    public func safe(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> [UInt8] {
        var numbers: [Int] = []
        var n = -1
        for i in from..<to {
            if p[i] == 0x3B {
                numbers.append(max(n, 0))
                n = -1
            } else {
                n = max(n, 0) * 10 + Int(p[i] - 0x30)
            }
        }
        numbers.append(max(n, 0))
        var kept: [Int] = []
        var k = 0
        while k < numbers.count {
            let code = numbers[k]
            switch code {
            case 38, 48:
                let length = numbers[k + 1] == 5 ? 3 : 5
                let color = Array(numbers[k..<(k + length)])
                if code == 38 { kept += vanishes(color) ? [39] : color }
                k += length
                continue
            case 0, 1, 2, 3, 4, 9, 22, 23, 24, 29, 39, 49:
                kept.append(code)
            case 30...37, 90...97:
                kept.append(vanishes([code]) ? 39 : code)
            default:  // backgrounds, blink, reverse and their undoing
                break
            }
            k += 1
        }
        if kept.isEmpty { return [] }
        return Array("\u{1B}[\(kept.map(String.init).joined(separator: ";"))m".utf8)
    }

    /// Whether a foreground color (`[30…37, 90…97]`, `[38, 5, n]` or `[38, 2, r, g, b]`) is too
    /// close to the theme's background to be read.
    func vanishes(_ color: [Int]) -> Bool {
        switch color.count {
        case 1:
            return dark ? color[0] == 30 : color[0] == 37 || color[0] == 97
        case 3:
            let n = color[2]
            return dark ? n == 0 || n == 16 || (232...235).contains(n) : n == 7 || n == 15 || n == 231 || (252...255).contains(n)
        default:
            let (r, g, b) = (color[2], color[3], color[4])
            return dark ? max(r, g, b) < 0x40 : min(r, g, b) > 0xD0
        }
    }
}
