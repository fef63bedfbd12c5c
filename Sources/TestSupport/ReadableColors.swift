import Glibc

/// Reads colored terminal output as a reader sees it: for each character, whether it can be
/// read on a background. Measured on its own (WCAG's contrast ratio, xterm's palette), apart
/// from tinge's `SafeColors`, so a test of the one does not lean on the other.
public enum ReadableColors {
    /// The colors xterm gives palette numbers 0–255.
    public static func xterm(_ n: Int) -> (Int, Int, Int) {
        let standard = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
        if n < 16 { return standard[n] }
        if n >= 232 { let v = 8 + (n - 232) * 10; return (v, v, v) }
        let steps = [0, 95, 135, 175, 215, 255]
        return (steps[(n - 16) / 36], steps[(n - 16) / 6 % 6], steps[(n - 16) % 6])
    }

    /// WCAG's contrast ratio of two colors.
    public static func contrast(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        func level(_ c: (Int, Int, Int)) -> Double {
            func linear(_ v: Int) -> Double {
                let s = Double(v) / 255
                return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
        }
        let (x, y) = (level(a), level(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// What is wrong with how each character of `line` in `characters` is shown on `background`
    /// (every character when nil): a foreground under 3:1, dim, conceal, reverse or a background
    /// set. Empty when all of them read.
    public static func problems(in line: String, on background: (Int, Int, Int), characters: Set<Character>? = nil) -> [String] {
        var problems: [String] = []
        var foreground: (Int, Int, Int)?
        var hiding: Set<Int> = []  // 2, 8, 7 or 48 (any background) in force
        let chars = Array(line)
        var i = 0
        while i < chars.count {
            if chars[i] == "\u{1B}", i + 1 < chars.count, chars[i + 1] == "[" {
                var j = i + 2
                var params = ""
                while j < chars.count, chars[j] != "m" { params.append(chars[j]); j += 1 }
                let n = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                var k = 0
                while k < n.count {
                    switch n[k] {
                    case 0: foreground = nil; hiding = []
                    case 2, 7, 8: hiding.insert(n[k])
                    case 22: hiding.remove(2)
                    case 27: hiding.remove(7)
                    case 28: hiding.remove(8)
                    case 30...37: foreground = xterm(n[k] - 30)
                    case 90...97: foreground = xterm(n[k] - 82)
                    case 39: foreground = nil
                    case 40...47, 100...107: hiding.insert(48)
                    case 49: hiding.remove(48)
                    case 38, 48:
                        let is256 = k + 1 < n.count && n[k + 1] == 5
                        if n[k] == 38, is256, k + 2 < n.count { foreground = xterm(n[k + 2]) }
                        if n[k] == 38, !is256, k + 4 < n.count { foreground = (n[k + 2], n[k + 3], n[k + 4]) }
                        if n[k] == 48 { hiding.insert(48) }
                        k += is256 ? 2 : 4
                    default: break
                    }
                    k += 1
                }
                i = j + 1
                continue
            }
            if characters?.contains(chars[i]) ?? true, chars[i] != " " {
                if !hiding.isEmpty { problems.append("\(chars[i]) at \(i) under SGR \(hiding.sorted())") }
                if let f = foreground, contrast(f, background) < 3 {
                    problems.append("\(chars[i]) at \(i) in \(f): \(contrast(f, background)):1")
                }
            }
            i += 1
        }
        return problems
    }
}
