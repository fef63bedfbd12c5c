/// Which SGR sequences in input are git's own colors, from git's color syntax (`git help config`,
/// "color"): reset, the attributes and their `no-` forms, the 8 and 8 bright colors, 256-color
/// and 24-bit colors, fore- and background. Written apart from `GitColors`, which it checks.
public enum GitSGR {
    public enum Kind {
        /// Not one git makes: content.
        case content
        /// Exactly as git writes it.
        case git
        /// Git's codes in a form git does not write (leading zeros, empty fields), which tinge
        /// may still read as git's: either reading is allowed.
        case lenient
    }

    static let codes: Set<Int> = Set([0, 1, 2, 3, 4, 5, 7, 9, 22, 23, 24, 25, 27, 29, 39, 49]).union(30...37).union(40...47)
        .union(90...97).union(100...107)

    /// The SGR sequences (`ESC [ digits-and-semicolons m`) in `raw` that git could have written.
    public static func sequences(in raw: [UInt8]) -> [(range: Range<Int>, kind: Kind)] {
        var found: [(Range<Int>, Kind)] = []
        var i = 0
        while i < raw.count {
            if raw[i] == 0x1B, let end = TerminalCommands.sgrEnd(raw, i) {
                let kind = kind(raw[(i + 2)..<(end - 1)])
                if kind != .content {
                    found.append((i..<end, kind))
                    i = end
                    continue
                }
            }
            i += 1
        }
        return found
    }

    /// What the parameters between `ESC [` and `m` are.
    public static func kind(_ p: ArraySlice<UInt8>) -> Kind {
        if p.isEmpty { return .git }
        let fields = p.split(separator: 0x3B, omittingEmptySubsequences: false)
        var exact = true
        var numbers: [Int] = []
        for f in fields {
            if f.isEmpty || f.count > 3 || (f.count > 1 && f.first == 0x30) { exact = false }
            guard f.count <= 3 else { return .content }
            numbers.append(f.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        var k = 0
        while k < numbers.count {
            if numbers[k] == 38 || numbers[k] == 48 {
                guard k + 1 < numbers.count else { return .content }
                let length = numbers[k + 1] == 5 ? 3 : numbers[k + 1] == 2 ? 5 : 0
                guard length > 0, k + length <= numbers.count, numbers[(k + 2)..<(k + length)].allSatisfy({ $0 <= 255 }) else { return .content }
                k += length
                continue
            }
            guard codes.contains(numbers[k]) else { return .content }
            k += 1
        }
        return exact ? .git : .lenient
    }

    /// Whether input is git's colored output, as its first line that tells says: one that starts
    /// (after a `--graph` drawing) with a color git makes, or a `--stat` line whose counts are
    /// colored (` name | 3 ESC[32m+++`), says yes; a `diff`, `commit` or `@@` line without
    /// one says no; other lines (a `--format=%s` subject, blank lines) say nothing.
    public static func inputIsColored(_ lines: [ArraySlice<UInt8>]) -> Bool {
        for line in lines {
            let bytes = Array(line)
            var i = 0
            while i < bytes.count, [0x20, 0x2A, 0x7C, 0x2F, 0x5C].contains(bytes[i]) { i += 1 }
            if let end = TerminalCommands.sgrEnd(bytes, i), kind(bytes[(i + 2)..<(end - 1)]) != .content { return true }
            if coloredCounts(bytes) { return true }
            let rest = bytes[i...]
            for word in ["diff ", "commit ", "@@"] where rest.starts(with: word.utf8) { return false }
        }
        return false
    }

    /// Whether `line` is a `--stat` line whose counts start with a color git makes.
    static func coloredCounts(_ line: [UInt8]) -> Bool {
        guard line.first == 0x20, let bar = line.lastIndex(of: 0x7C), bar + 1 < line.count, line[bar + 1] == 0x20 else { return false }
        var i = bar + 1
        while i < line.count, line[i] == 0x20 { i += 1 }
        let digits = i
        while i < line.count, (0x30...0x39).contains(line[i]) { i += 1 }
        guard i > digits, i < line.count, line[i] == 0x20, let end = TerminalCommands.sgrEnd(line, i + 1) else { return false }
        return kind(line[(i + 3)..<(end - 1)]) != .content
    }
}
