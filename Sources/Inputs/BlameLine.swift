import Diff
import TextBytes

/// One line of a blame: the commit that last changed it, the metadata shown before it, and the
/// line of the file itself.
///
/// The metadata is kept as it came (git's text forms) or as tinge laid it out in git's default
/// form (porcelain input); `BlameLine` only says where its parts are.
package struct BlameLine: Sendable {
    /// The whole line: metadata, then the file's line from `contentStart`.
    package var line: InputLine
    /// Where the commit's id is in `line.text` (offsets from its start), without a boundary's `^`;
    /// empty for the blank id `git blame -b` prints for boundary commits.
    package var id: Range<Int>
    /// Where the final line number is in `line.text`.
    package var numberRange: Range<Int>
    /// The line's number in the file blamed.
    package var number: Int
    /// Where the file's line starts in `line.text`.
    package var contentStart: Int
    /// Whether the commit is a boundary (`^` before its id): the history searched ends there.
    package var isBoundary: Bool

    package init(line: InputLine, id: Range<Int>, numberRange: Range<Int>, number: Int, contentStart: Int,
                isBoundary: Bool) {
        self.line = line
        self.id = id
        self.numberRange = numberRange
        self.number = number
        self.contentStart = contentStart
        self.isBoundary = isBoundary
    }

    /// The commit's id as written (hex digits, abbreviated or whole).
    package var commit: ArraySlice<UInt8> { line.text.dropFirst(id.lowerBound).prefix(id.count) }

    /// The file's line.
    package var content: ArraySlice<UInt8> { line.text.dropFirst(contentStart) }

    /// Whether the line is not committed yet (git's id of zeros: a change in the work tree).
    package var isUncommitted: Bool { !id.isEmpty && commit.allSatisfy { $0 == 0x30 } }

    /// Whether `other` is the same commit's: the ids agree as far as the shorter goes.
    package func sameCommit(as other: BlameLine) -> Bool {
        let a = commit, b = other.commit
        let n = min(a.count, b.count)
        return n > 0 ? a.prefix(n).elementsEqual(b.prefix(n)) : a.isEmpty && b.isEmpty && isBoundary == other.isBoundary
    }

    /// A number from the id's first six hex digits: the same for an id abbreviated or whole, so a
    /// commit keeps its color wherever it is shown. Nil for the blank id.
    package var colorKey: Int? {
        guard !id.isEmpty else { return nil }
        var key = 0
        for digit in commit.prefix(6) { key = key << 4 | Int(BlameText.hexValue(digit) ?? 0) }
        return key
    }
}

/// What a blame's parser hands on: a line it read as a blame line, or any other line.
package enum BlameItem: Sendable {
    case line(BlameLine)
    case text(InputLine)
}

/// What git shows of a commit in a blame: its author, when, and whether it is a boundary.
package struct BlameCommit: Sendable, Equatable {
    /// The full hex id; zeros for lines not committed yet.
    package var id: String
    /// The author's name (bytes: a name need not be UTF-8).
    package var author: [UInt8]
    /// The author's email, with its angle brackets.
    package var email: [UInt8]
    /// Seconds since 1970.
    package var time: Int64
    /// The author's zone, in minutes east of UTC.
    package var zone: Int
    package var isBoundary: Bool

    package init(id: String, author: [UInt8], email: [UInt8], time: Int64, zone: Int, isBoundary: Bool) {
        self.id = id
        self.author = author
        self.email = email
        self.time = time
        self.zone = zone
        self.isBoundary = isBoundary
    }
}

/// Lays out blame lines as `git blame` prints them by default, for blames that come structured
/// (porcelain input):
/// `^1234567 (Author Name 2024-01-02 03:04:05 +0100  7) the line`.
package enum BlameText {
    /// A blame line: the commit's id cut to `idLength` (one shorter after a boundary's `^`),
    /// the file's name there padded to `nameWidth` columns (when the lines come from more than
    /// one name, as git shows them after a rename), its author padded to `authorWidth` columns,
    /// the author's date in the author's zone, the line number right-aligned in `numberWidth`
    /// digits, then the file's line.
    package static func line(_ commit: BlameCommit, number: Int, content: ArraySlice<UInt8>, idLength: Int,
                            authorWidth: Int, numberWidth: Int, name: [UInt8]? = nil, nameWidth: Int = 0) -> BlameLine {
        var text: [UInt8] = []
        text.reserveCapacity(idLength + nameWidth + authorWidth + numberWidth + 32 + content.count)
        if commit.isBoundary { text.append(0x5E) }
        let idStart = text.count
        text += commit.id.utf8.prefix(commit.isBoundary ? idLength - 1 : idLength)
        let idEnd = text.count
        if let name {
            text.append(0x20)
            text += name
            text += repeatElement(0x20, count: max(0, nameWidth - width(name)))
        }
        text += " (".utf8
        text += commit.author
        text += repeatElement(0x20, count: max(0, authorWidth - width(commit.author)))
        text.append(0x20)
        text += date(commit.time, zone: commit.zone).utf8
        text.append(0x20)
        let digits = String(number)
        text += repeatElement(0x20, count: max(0, numberWidth - digits.count))
        let numberStart = text.count
        text += digits.utf8
        let numberEnd = text.count
        text += ") ".utf8
        let contentStart = text.count
        text += content
        return BlameLine(line: InputLine(raw: text), id: idStart..<idEnd, numberRange: numberStart..<numberEnd,
                         number: number, contentStart: contentStart, isBoundary: commit.isBoundary)
    }

    /// The columns a name takes, as git pads it (bytes that are not UTF-8 one column each).
    package static func width(_ name: [UInt8]) -> Int {
        DisplayWidth.of(utf8: name[...]) ?? name.count
    }

    /// `2024-01-02 03:04:05 +0100`: git's default blame date, in the zone `zone` minutes east.
    package static func date(_ time: Int64, zone: Int) -> String {
        let date = CivilDate(time, zone: zone)
        return "\(date.year)-\(CivilDate.two(date.month))-\(CivilDate.two(date.day)) \(date.time) \(CivilDate.zone(zone))"
    }

    /// A zone written `+0100` or `-0530`, in minutes east of UTC.
    package static func zone(_ text: ArraySlice<UInt8>) -> Int? {
        guard text.count == 5, let sign = text.first, sign == 0x2B || sign == 0x2D,
              let digits = Int(String(decoding: text.dropFirst(), as: UTF8.self)) else { return nil }
        let minutes = digits / 100 * 60 + digits % 100
        return sign == 0x2D ? -minutes : minutes
    }

    /// The value of hex digit `byte` (lowercase, as git writes ids).
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
