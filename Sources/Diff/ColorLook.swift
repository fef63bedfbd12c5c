/// What a run of SGR sequences sets, starting from the terminal's own style: attributes and
/// colors. Two runs that look alike are equal however they were written (`ESC[1;35m`,
/// `ESC[35m ESC[1m`), so a color git was configured with (`color.diff.oldMoved=magenta bold`)
/// is recognized in git's output by its look, not by its bytes.
public struct ColorLook: Hashable, Sendable {
    /// A color as SGR can set it.
    enum Color: Hashable, Sendable {
        /// One of the 16 standard colors (0–7, and 8–15 bright).
        case standard(UInt8)
        /// A color of the 256-color palette past the standard 16.
        case indexed(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    /// The attributes that are on, one bit each by SGR number: bold 1, dim 2, italic 3,
    /// underline 4, blink 5, reverse 7, strike 9.
    private var attributes: UInt16 = 0
    /// Nil: the terminal's own.
    private var foreground: Color?
    private var background: Color?

    /// The terminal's own style: no attribute, no color.
    public static let plain = ColorLook()

    private init() {}

    /// The look of the SGR sequences of `run`, one after another (what `GitColors.colors(at:in:)`
    /// finds before a hunk line's marker).
    public init(run: ArraySlice<UInt8>) {
        var numbers: [Int] = []
        var i = run.startIndex
        while i < run.endIndex {
            // Each sequence is `ESC [ digits ; … m`: `GitColors` found it so.
            i += 2
            var n = 0
            while i < run.endIndex, run[i] != 0x6D {
                if run[i] == 0x3B {
                    numbers.append(n)
                    n = 0
                } else {
                    n = min(n * 10 + Int(run[i] &- 0x30), 1_000)
                }
                i += 1
            }
            numbers.append(n)  // an empty parameter is 0, as a terminal reads it
            i += 1
        }
        self.init(numbers: numbers)
    }

    /// The look of SGR parameters applied in order.
    init(numbers: [Int]) {
        var k = 0
        func color() -> Color? {
            // After 38 or 48: `5;n` or `2;r;g;b`.
            guard k + 1 < numbers.count else { return nil }
            if numbers[k + 1] == 5, k + 2 < numbers.count {
                k += 2
                let n = numbers[k]
                return n < 16 ? .standard(UInt8(n)) : .indexed(UInt8(truncatingIfNeeded: n))
            }
            if numbers[k + 1] == 2, k + 4 < numbers.count {
                k += 4
                return .rgb(UInt8(truncatingIfNeeded: numbers[k - 2]), UInt8(truncatingIfNeeded: numbers[k - 1]),
                            UInt8(truncatingIfNeeded: numbers[k]))
            }
            return nil
        }
        while k < numbers.count {
            let n = numbers[k]
            switch n {
            case 0: self = .plain
            case 1, 2, 3, 4, 5, 7, 9: attributes |= 1 << n
            case 22: attributes &= ~(1 << 1 | 1 << 2)  // neither bold nor dim
            case 23, 24, 25, 27, 29: attributes &= ~(1 << (n - 20))
            case 30...37: foreground = .standard(UInt8(n - 30))
            case 90...97: foreground = .standard(UInt8(n - 90 + 8))
            case 40...47: background = .standard(UInt8(n - 40))
            case 100...107: background = .standard(UInt8(n - 100 + 8))
            case 38: foreground = color()
            case 48: background = color()
            case 39: foreground = nil
            case 49: background = nil
            default: break
            }
            k += 1
        }
    }

    /// The look of a color as git's configuration writes it (`bold magenta`, `reset 208 #ff0000
    /// ul`): what git paints with that setting. Nil when git would not take the value. The words
    /// are git's (`git help config`, "color"): at most two colors, foreground then background
    /// (`normal` leaves one as it is); attributes in any order, `no` or `no-` before one turns it
    /// off; `reset` first of all. Words are lowercase, as git 2.39 takes them.
    public init?(gitColor value: String) {
        var attributes: Set<Int> = []
        var colors: [[Int]?] = []  // nil for `normal`
        var reset = false
        for word in value.split(whereSeparator: { " \t\n\r".contains($0) }).map(String.init) {
            if word == "reset" {
                reset = true
            } else if let color = Self.gitColorWord(word) {
                guard colors.count < 2 else { return nil }
                colors.append(color)
            } else if let attribute = Self.gitAttributeWord(word) {
                attributes.insert(attribute)
            } else {
                return nil
            }
        }
        // git writes reset, the attributes by number, the foreground, then the background.
        var numbers = reset ? [0] : []
        numbers += attributes.sorted()
        for (place, color) in colors.enumerated() {
            guard var color else { continue }
            if place == 1 { color[0] += 10 }  // as a background: 3x → 4x, 9x → 10x, 38 → 48, 39 → 49
            numbers += color
        }
        self.init(numbers: numbers)
    }

    /// The SGR numbers of a color word as a foreground (`[31]`, `[38, 5, 208]`); `[nil]` for
    /// `normal`; nil when the word is no color.
    private static func gitColorWord(_ word: String) -> [Int]?? {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        if word == "normal" || word == "-1" { return .some(nil) }
        if word == "default" { return [39] }
        if let i = names.firstIndex(of: word) { return [30 + i] }
        if word.hasPrefix("bright"), let i = names.firstIndex(of: String(word.dropFirst(6))) { return [90 + i] }
        if let n = Int(word), word.allSatisfy(\.isASCII) {
            switch n {
            case 0..<8: return [30 + n]
            case 8..<16: return [90 + n - 8]
            case 16..<256: return [38, 5, n]
            default: return nil
            }
        }
        if word.hasPrefix("#") {
            let hex = word.dropFirst()
            guard hex.count == 6 || hex.count == 3, let v = UInt32(hex, radix: 16) else { return nil }
            // `#f1b` is `#ff11bb`.
            let parts = hex.count == 6
                ? [v >> 16, (v >> 8) & 0xFF, v & 0xFF]
                : [(v >> 8) * 17, ((v >> 4) & 0xF) * 17, (v & 0xF) * 17]
            return [38, 2] + parts.map(Int.init)
        }
        return nil
    }

    /// The SGR number of an attribute word (`bold` 1, `nobold` and `no-bold` 22); nil for any other word.
    private static func gitAttributeWord(_ word: String) -> Int? {
        let on = ["bold": 1, "dim": 2, "italic": 3, "ul": 4, "blink": 5, "reverse": 7, "strike": 9]
        if let n = on[word] { return n }
        for prefix in ["no-", "no"] where word.hasPrefix(prefix) {
            if let n = on[String(word.dropFirst(prefix.count))] { return n == 1 || n == 2 ? 22 : n + 20 }
        }
        return nil
    }
}
