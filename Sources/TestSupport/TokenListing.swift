import Highlight

/// A readable listing of tokens for golden files: one token a line, `line:column kind "text"`.
public enum TokenListing {
    /// The listing of `tokens` over `text`; columns are 1-based byte columns.
    public static func render(_ text: [UInt8], _ tokens: [Token]) -> String {
        var lineStarts = [0]
        for (i, b) in text.enumerated() where b == 0x0A { lineStarts.append(i + 1) }
        var out = ""
        var line = 0
        for token in tokens {
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= token.start { line += 1 }
            let column = token.start - lineStarts[line] + 1
            out += "\(line + 1):\(column) \(token.kind.name) \(quote(text[token.start..<token.end]))\n"
        }
        return out
    }

    /// The bytes as a quoted string: escapes for quotes, backslashes, controls and invalid UTF-8.
    public static func quote(_ bytes: ArraySlice<UInt8>) -> String {
        var out = "\""
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            switch b {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0x20..<0x7F: out.unicodeScalars.append(UnicodeScalar(b))
            case 0..<0x20, 0x7F: out += "\\u{\(String(b, radix: 16))}"
            default:
                let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
                let end = min(i + length, bytes.endIndex)
                if length > 1, let s = String(validating: bytes[i..<end], as: UTF8.self) {
                    out += s
                    i = end
                    continue
                }
                out += "\\x" + String(b, radix: 16)
            }
            i += 1
        }
        return out + "\""
    }
}
