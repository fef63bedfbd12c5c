import Glibc
import Render
import Terminal
import Theme

/// Issue 21: the colors of git or the content that reach the terminal (every SGR tinge does not
/// make itself) can be read: each foreground has WCAG contrast 3:1 or more with the theme's
/// page (xterm's palette for palette numbers), none is dim (2), concealed (8), reversed (7),
/// blinking (5) or on a background, and none is left open at a line's end, so a content's
/// reset (or its lack) cannot leave the rest of a line, or the next, in another state.
/// Measured here on its own, not with `SafeColors`.
public enum ContentColors {
    nonisolated(unsafe) private static var own: [String: Set<[UInt8]>] = [:]

    /// Every SGR sequence tinge writes for `theme` at `depth`: its styles, its notice, its reset.
    static func tinges(_ theme: Theme, _ depth: ColorDepth) -> Set<[UInt8]> {
        let key = "\(theme.name) \(depth)"
        if let known = own[key] { return known }
        let table = StyleTable(theme: theme, depth: depth)
        var made: Set<[UInt8]> = [ANSI.reset, table.ansi.sequence(for: theme.notice)]
        for packed in 0..<Attributes.packedCount {
            made.insert(table.ansi.sequence(for: table.style(Attributes(packed: UInt16(packed)))))
        }
        own[key] = made
        return made
    }

    /// Fails when a color of git's or the content's in `painted` cannot be read on `theme`'s page.
    public static func check(_ painted: [UInt8], theme: Theme, depth: ColorDepth, setting: String) {
        guard depth != .none, let page = theme.page.background else { return }
        let made = tinges(theme, depth)
        let background = (Int(page.r), Int(page.g), Int(page.b))
        var open = false  // a color of the content's set and not reset
        var i = 0
        while i < painted.count {
            if painted[i] == 0x0A {
                Invariant.check(!open, "\(setting): a content color runs past the line's end")
                i += 1
                continue
            }
            guard painted[i] == 0x1B, i + 1 < painted.count, painted[i + 1] == 0x5B else { i += 1; continue }
            var end = i + 2
            while end < painted.count, painted[end] == 0x3B || (0x30...0x39).contains(painted[end]) { end += 1 }
            guard end < painted.count, painted[end] == 0x6D else { i = end; continue }
            let sequence = Array(painted[i...end])
            let numbers = painted[(i + 2)..<end].split(separator: 0x3B, omittingEmptySubsequences: false)
                .map { $0.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
            if numbers.allSatisfy({ $0 == 0 }) {
                open = false
            } else if !made.contains(sequence) {
                open = true
                var k = 0
                while k < numbers.count {
                    let code = numbers[k]
                    var color: (Int, Int, Int)?
                    switch code {
                    case 2, 5, 7, 8, 40...48, 100...107:
                        Invariant.fail("\(setting): SGR \(code) of content's reaches the terminal: \(quoted(sequence))")
                    case 30...37: color = xterm(code - 30)
                    case 90...97: color = xterm(code - 82)
                    case 38 where numbers[k + 1] == 5:
                        color = xterm(numbers[k + 2])
                        k += 2
                    case 38:
                        color = (numbers[k + 2], numbers[k + 3], numbers[k + 4])
                        k += 4
                    default: break
                    }
                    if let color {
                        let ratio = contrast(color, background)
                        Invariant.check(ratio >= 3, "\(setting): content's color \(quoted(sequence)) has \(ratio):1 on \(theme.name)'s page")
                    }
                    k += 1
                }
            }
            i = end + 1
        }
    }

    /// The color xterm gives palette number `n`.
    static func xterm(_ n: Int) -> (Int, Int, Int) {
        let standard = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
        if n < 16 { return standard[n] }
        if n >= 232 { return (8 + (n - 232) * 10, 8 + (n - 232) * 10, 8 + (n - 232) * 10) }
        let steps = [0, 95, 135, 175, 215, 255]
        return (steps[(n - 16) / 36], steps[(n - 16) / 6 % 6], steps[(n - 16) % 6])
    }

    /// WCAG's contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
    static func contrast(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        func luminance(_ c: (Int, Int, Int)) -> Double {
            func channel(_ v: Int) -> Double {
                let s = Double(v) / 255
                return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
