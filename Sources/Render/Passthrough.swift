import Diff
import Terminal

/// Copies a line git colored that is not part of a diff (`--stat`, `git grep`, `git branch`,
/// a `--format` of one's own): git's colors are painted as they came, made safe, and every
/// other escape sequence and control character is shown, as file content is.
enum Passthrough {
    /// Writes `raw`. With `colors` nil (no colors wanted), git's colors are dropped.
    ///
    /// Git colors a stretch with one SGR, the text and one reset, and writes no reset where no
    /// stretch is open: a reset inside a stretch that has text and then another reset after it
    /// (no other SGR between) is content's. It is shown, not obeyed, and the stretch's color is
    /// set again, so content cannot end git's color early (an added word of `--word-diff=color`
    /// would read as context). After anything tinge writes of its own (a notice), the colors
    /// in force are set again.
    static func write(_ raw: ArraySlice<UInt8>, colors: SafeColors?, notice: [UInt8], reset: [UInt8],
                      to out: OutputWriter) throws(OutputError) {
        var pen = SafeColors.Pen()
        var stretch: SafeColors.Pen?  // the colors the open stretch started with
        var colored = false  // an SGR written since the last reset
        try raw.withUnsafeBufferPointer { (p) throws(OutputError) in
            var run = 0
            var i = 0
            while i < p.count {
                let b = p[i]
                if !VisibleText.needsCare(b) || b == 0x09 { i += 1; continue }
                if i > run { try out.write(UnsafeBufferPointer(rebasing: p[run..<i])) }
                if b == 0x1B, let end = GitColors.sgrEnd(p, i), GitColors.gitCanMake(p, from: i + 2, to: end - 1),
                   colors == nil || !(SafeColors.isReset(p, from: i + 2, to: end - 1) && stretch != nil && Self.closesLater(p, from: end)) {
                    if let colors {
                        let safe = colors.safe(p, from: i + 2, to: end - 1, pen: &pen)
                        try out.write(safe)
                        if !safe.isEmpty { colored = safe != SafeColors.reset }
                        if SafeColors.isReset(p, from: i + 2, to: end - 1) {
                            stretch = nil
                        } else if stretch == nil {
                            stretch = pen
                        }
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
                    if b == 0x1B, let stretch { pen = stretch }  // content's reset, inside a stretch of git's
                    try out.write(reset)
                    try out.write(notice)
                    try out.write(shown)
                    try out.write(reset)
                    if !pen.isPlain {
                        try out.write(pen.sequence)
                        colored = true
                    }
                    i += n
                }
                run = i
            }
            if i > run { try out.write(UnsafeBufferPointer(rebasing: p[run..<i])) }
        }
        // A color left open must not run into the next line.
        if colored { try out.write(reset) }
    }

    /// Whether the next SGR git can make after `from` is a reset with text before it: the reset
    /// just before `from` then closed no stretch of git's.
    private static func closesLater(_ p: UnsafeBufferPointer<UInt8>, from: Int) -> Bool {
        var i = from
        while i < p.count {
            if p[i] == 0x1B, let end = GitColors.sgrEnd(p, i), GitColors.gitCanMake(p, from: i + 2, to: end - 1) {
                return i > from && SafeColors.isReset(p, from: i + 2, to: end - 1)
            }
            i += 1
        }
        return false
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
