/// Reads colored terminal output back: the text of each line, and the foreground color of each character.
public enum ANSIColors {
    /// One character of output and the foreground SGR codes in force for it (background codes left out).
    public struct Cell: Equatable, CustomStringConvertible {
        public let character: Character
        public let foreground: String
        public var description: String { "\(character)[\(foreground)]" }
    }

    /// The foreground of the first character of `needle` where it is first shown in `output`.
    public static func foreground(of needle: String, in output: String) -> String? {
        for line in output.split(separator: "\n") {
            let cells = cells(String(line))
            let text = String(cells.map(\.character))
            guard let range = text.range(of: needle) else { continue }
            return cells[text.distance(from: text.startIndex, to: range.lowerBound)].foreground
        }
        return nil
    }

    /// The cells of `line` (escape sequences interpreted, not counted as characters).
    public static func cells(_ line: String) -> [Cell] {
        var cells: [Cell] = []
        var foreground: [String] = []
        var chars = Array(line)
        var i = 0
        while i < chars.count {
            if chars[i] == "\u{1B}", i + 1 < chars.count, chars[i + 1] == "[" {
                var j = i + 2
                var params = ""
                while j < chars.count, chars[j] != "m" { params.append(chars[j]); j += 1 }
                apply(params, to: &foreground)
                i = j + 1
                continue
            }
            cells.append(Cell(character: chars[i], foreground: foreground.joined(separator: ";")))
            i += 1
        }
        chars.removeAll()
        return cells
    }

    /// `line` without escape sequences.
    public static func text(_ line: String) -> String {
        String(cells(line).map(\.character))
    }

    /// Updates the foreground state with an SGR parameter list: 0 resets, 38;… and 30–37/90–97 set
    /// the color, 1/3 set bold and italic; backgrounds (40–49, 48;…, 100–107) are skipped.
    private static func apply(_ params: String, to state: inout [String]) {
        let parts = params.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        var k = 0
        if parts.isEmpty || parts == [""] { state = []; return }
        while k < parts.count {
            let p = Int(parts[k]) ?? 0
            switch p {
            case 0: state = []
            case 38:
                let n = parts.count > k + 1 && parts[k + 1] == "2" ? 5 : 3
                state.removeAll { $0.hasPrefix("fg") }
                state.append("fg" + parts[k..<min(parts.count, k + n)].joined(separator: ":"))
                k += n - 1
            case 48: k += parts.count > k + 1 && parts[k + 1] == "2" ? 4 : 2
            case 30...37, 90...97:
                state.removeAll { $0.hasPrefix("fg") }
                state.append("fg\(p)")
            case 1, 2, 3, 4: if !state.contains(String(p)) { state.append(String(p)) }
            default: break
            }
            k += 1
        }
    }
}

extension ANSIColors {
    /// `line` with its ASCII control characters in the visible form tinge shows content's in
    /// (`^[` for ESC, `^M` for CR, `^?` for DEL; tabs stay): what a line of input that git did
    /// not color looks like on screen, colors aside.
    public static func visible(_ line: String) -> String {
        var out = ""
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x09: out.unicodeScalars.append(scalar)
            case 0..<0x20: out += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
            case 0x7F: out += "^?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension ANSIColors {
    /// The background in force for each character of `line`: `48:2:r:g:b`, `48:5:n`, or the
    /// SGR number (`44`, `103`); empty for the terminal's own. OSC sequences are skipped.
    public static func backgrounds(_ line: String) -> [String] {
        var out: [String] = []
        var background = ""
        let chars = Array(line)
        var i = 0
        while i < chars.count {
            if chars[i] == "\u{1B}", i + 1 < chars.count, chars[i + 1] == "]" {
                // OSC: up to ST (ESC \) or BEL.
                var j = i + 2
                let ends = { (j: Int) in chars[j] == "\u{7}" || chars[j] == "\u{1B}" && j + 1 < chars.count && chars[j + 1] == "\\" }
                while j < chars.count, !ends(j) { j += 1 }
                i = j < chars.count && chars[j] == "\u{7}" ? j + 1 : j + 2
                continue
            }
            if chars[i] == "\u{1B}", i + 1 < chars.count, chars[i + 1] == "[" {
                var j = i + 2
                var params = ""
                while j < chars.count, chars[j] != "m" { params.append(chars[j]); j += 1 }
                let parts = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                var k = 0
                while k < parts.count {
                    switch parts[k] {
                    case 0: background = ""
                    case 38: k += parts.count > k + 1 && parts[k + 1] == 2 ? 4 : 2
                    case 48:
                        let n = parts.count > k + 1 && parts[k + 1] == 2 ? 5 : 3
                        background = parts[k..<min(parts.count, k + n)].map(String.init).joined(separator: ":")
                        k += n - 1
                    case 49: background = ""
                    case 40...47, 100...107: background = String(parts[k])
                    default: break
                    }
                    k += 1
                }
                i = j + 1
                continue
            }
            out.append(background)
            i += 1
        }
        return out
    }
}
