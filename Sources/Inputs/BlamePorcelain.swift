import Diff

/// Reads a porcelain blame (`git blame --porcelain`, `--line-porcelain`): records of a header
/// `ID ORIG FINAL [COUNT]`, the commit's details (the first time it is seen, or every time),
/// then the file's line after a tab. The lines are laid out in git's default form
/// (`BlameText`), which needs every author's width: they are made at the end.
struct BlamePorcelain {
    /// The file the blame names (its first `filename`), once read.
    private(set) var fileName: String?
    /// The commits' details by id.
    private var commits: [String: BlameCommit] = [:]
    /// The name each commit's lines last had.
    private var names: [String: [UInt8]] = [:]
    /// The record being read, and everything read before it.
    private var record: Record?
    private var read: [Pending] = []

    /// One record being read: its header's id and final number, its lines so far, and the
    /// file's name in the commit when the record says it.
    private struct Record {
        var id: String
        var final: Int
        var lines: [InputLine]
        var name: [UInt8]?
    }

    /// A record read whole, or lines that were not one.
    private enum Pending {
        case line(Entry)
        case text([InputLine])
    }

    private struct Entry {
        var id: String
        var final: Int
        /// The line with its tab.
        var content: InputLine
        var name: [UInt8]?
    }

    /// Reads one line.
    mutating func read(_ line: InputLine) {
        let text = line.raw
        if var open = record {
            open.lines.append(line)
            if text.first == 0x09 {
                let name = open.name ?? names[open.id]
                read.append(.line(Entry(id: open.id, final: open.final, content: line, name: name)))
                record = nil
                return
            }
            if let (key, value) = Self.detail(text) {
                take(key, value, for: open.id)
                if key.elementsEqual("filename".utf8) {
                    open.name = Array(value)
                    names[open.id] = Array(value)
                }
                record = open
                return
            }
            // Not a record after all: what it was is shown as it came, and this line starts over.
            open.lines.removeLast()
            read.append(.text(open.lines))
            record = nil
        }
        if let header = Self.header(text) {
            record = Record(id: header.id, final: header.final, lines: [line])
        } else {
            read.append(.text([line]))
        }
    }

    /// Every line read, in order: the records as blame lines, the rest (and a record broken
    /// off at the end) as the text it was.
    mutating func finish() -> [BlameItem] {
        if let open = record { read.append(.text(open.lines)) }
        record = nil
        var authorWidth = 0
        var largest = 0
        var nameWidth = 0
        var firstName: [UInt8]?
        var severalNames = false
        for case .line(let entry) in read {
            authorWidth = max(authorWidth, BlameText.width(commits[entry.id]?.author ?? []))
            largest = max(largest, entry.final)
            let name = entry.name ?? []
            nameWidth = max(nameWidth, BlameText.width(name))
            if firstName == nil { firstName = name } else if firstName != name { severalNames = true }
        }
        let numberWidth = String(largest).count
        var items: [BlameItem] = []
        for pending in read {
            switch pending {
            case .text(let lines):
                items += lines.map(BlameItem.text)
            case .line(let entry):
                // As git shows them: the names lines had where they were written, when there are several.
                var line = BlameText.line(commits[entry.id] ?? Self.unknown(entry.id), number: entry.final,
                                          content: entry.content.text.dropFirst(), idLength: 8,
                                          authorWidth: authorWidth, numberWidth: numberWidth,
                                          name: severalNames ? entry.name ?? [] : nil, nameWidth: nameWidth)
                if !entry.content.hasNewline { line.line = InputLine(raw: Array(line.line.raw), hasNewline: false) }
                items.append(.line(line))
            }
        }
        read = []
        return items
    }

    /// A commit no record gave details of.
    private static func unknown(_ id: String) -> BlameCommit {
        BlameCommit(id: id, author: [], email: [], time: 0, zone: 0, isBoundary: false)
    }

    /// Records one of a commit's details.
    private mutating func take(_ key: ArraySlice<UInt8>, _ value: ArraySlice<UInt8>, for id: String) {
        var commit = commits[id] ?? Self.unknown(id)
        switch String(decoding: key, as: UTF8.self) {
        case "author": commit.author = Array(value)
        case "author-mail": commit.email = Array(value)
        case "author-time": commit.time = Int64(String(decoding: value, as: UTF8.self)) ?? 0
        case "author-tz": commit.zone = BlameText.zone(value) ?? 0
        case "boundary": commit.isBoundary = true
        case "filename": if fileName == nil { fileName = PathBytes.decode(value) }
        default: break
        }
        commits[id] = commit
    }

    /// `key value` or `key` alone, a key being lowercase letters and `-`.
    static func detail(_ text: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, ArraySlice<UInt8>)? {
        let space = text.firstIndex(of: 0x20) ?? text.endIndex
        let key = text[..<space]
        guard !key.isEmpty, key.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D }) else { return nil }
        return (key, text[min(space + 1, text.endIndex)...])
    }

    /// `ID ORIG FINAL [COUNT]`: the id (40 or 64 hex digits), the final line number, the count.
    static func header(_ text: ArraySlice<UInt8>) -> (id: String, final: Int, count: Int?)? {
        let words = text.split(separator: 0x20, omittingEmptySubsequences: false)
        guard words.count == 3 || words.count == 4, words[0].count == 40 || words[0].count == 64,
              words[0].allSatisfy({ BlameText.hexValue($0) != nil }) else { return nil }
        let numbers = words.dropFirst().map { word -> Int? in
            guard !word.isEmpty, word.count <= 9, word.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return Int(String(decoding: word, as: UTF8.self))
        }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        return (String(decoding: words[0], as: UTF8.self), numbers[1]!, numbers.count == 3 ? numbers[2] : nil)
    }
}
