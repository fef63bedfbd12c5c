/// Source text with markers (1️⃣ 2️⃣ 3️⃣ …) where findings are expected, as swift-format's tests write them.
public struct MarkedText {
    /// The text with the markers removed.
    public let text: String
    /// Each marker's position in `text`: 1-based line and byte column, in marker order.
    public let markers: [(name: String, line: Int, column: Int)]

    static let names = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    public init(_ marked: String) {
        var text = ""
        var found: [(String, Int, Int)] = []
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while let c = rest.first {
            for name in Self.names where rest.hasPrefix(name) {
                found.append((name, line, column))
                rest = rest.dropFirst(name.count)
                continue outer
            }
            text.append(c)
            // "\r\n" is one Character in Swift: a CRLF line ends there too.
            if c == "\n" || c == "\r\n" {
                line += 1
                column = 1
            } else {
                column += String(c).utf8.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        markers = found.sorted { Self.names.firstIndex(of: $0.0)! < Self.names.firstIndex(of: $1.0)! }
    }
}
