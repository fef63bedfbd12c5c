/// A blame's lines as the file blamed has them: each line's number and its text. A blame names
/// no file, so its file is found by these: a file is the blame's when it has each of them at
/// its number.
package struct BlamedLines: Sendable {
    /// The file's lines the blame shows, in the blame's order.
    package let lines: [(number: Int, content: ArraySlice<UInt8>)]

    package init(_ items: [BlameItem]) {
        var lines: [(number: Int, content: ArraySlice<UInt8>)] = []
        for case .line(let line) in items { lines.append((line.number, line.content)) }
        self.lines = lines
    }

    /// The line to look the file up by: the longest one that can be handed to a program as an
    /// argument (valid UTF-8, no NUL), since the longest is the least likely to be elsewhere.
    /// Nil when no line has any text.
    package var key: (number: Int, content: ArraySlice<UInt8>)? {
        var best: (number: Int, content: ArraySlice<UInt8>)?
        for line in lines where line.content.count > (best?.content.count ?? 0) {
            guard !line.content.contains(0), String(validating: line.content, as: UTF8.self) != nil else { continue }
            best = line
        }
        return best
    }

    /// Whether `text` has each of the blame's lines at its number.
    package func agree(with text: [UInt8]) -> Bool {
        guard !lines.isEmpty else { return false }
        var starts = [0]
        for i in text.indices where text[i] == 0x0A && i + 1 < text.count { starts.append(i + 1) }
        if text.isEmpty { starts = [] }
        for (number, content) in lines {
            guard number >= 1, number <= starts.count else { return false }
            let start = starts[number - 1]
            let end = number < starts.count ? starts[number] - 1 : (text.last == 0x0A ? text.count - 1 : text.count)
            guard start <= end, text[start..<end].elementsEqual(content) else { return false }
        }
        return true
    }
}
