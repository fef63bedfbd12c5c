import Diff

/// Reads `git blame`'s output one line at a time and hands on `BlameItem`s.
///
/// Two forms, which `recognize` tells apart from the first lines:
///
/// - **text**: one line a line of the file, as `git blame` prints by default and with `-s`,
///   `-e`, `-n`, `-f`, `-l`, `-t`, `-b`, `--date=…`, `--abbrev=…`, `-c`, and with the `*` and
///   `?` of `blame.markUnblamableLines` and `blame.markIgnoredLines` before the id:
///   `ID [NAME] [ORIG] (AUTHOR DATE NUMBER) LINE` or `ID [NAME] [ORIG] NUMBER) LINE`. The id is
///   found at the start, the final line number as the first ` N)` after it (the one that goes
///   on from the line before, when that is not the first), and the line after its `) `. Each line
///   is handed on as it is read; one that does not fit is text.
/// - **porcelain** (`--porcelain`, `--line-porcelain`): a header `ID ORIG FINAL [COUNT]`, the
///   commit's details (the first time it is seen), then the line after a tab (`BlamePorcelain`).
///   Lines are laid out in git's default form (`BlameText`), which needs every author's width:
///   they are handed on at the end. A record that breaks off is handed on as the text it was.
package struct BlameParser {
    /// The forms of blame output.
    package enum Form: Sendable, Equatable {
        case text
        case porcelain
    }

    package let form: Form
    /// The file a porcelain blame names (its first `filename`), once read.
    package var fileName: String? { porcelain.fileName }
    /// Whether git colored the lines (`--color-lines`, `--color-by-age`): its colors are then cut
    /// from the metadata, never from the file's line. Known at the first line git colored:
    /// `--color-lines` leaves a line plain unless it repeats the commit above, so the first
    /// line of all is plain.
    private var colored = false
    /// The number the next text line should have.
    private var expected: Int?
    private var removed: [Int] = []
    private var porcelain = BlamePorcelain()

    package init(form: Form) {
        self.form = form
    }

    /// Reads one line (without its `\n`); calls `emit` for each item it completes.
    package mutating func feed(_ raw: ArraySlice<UInt8>, hasNewline: Bool = true,
                              emit: (BlameItem) throws -> Void) rethrows {
        switch form {
        case .text: try emit(readText(raw, hasNewline: hasNewline))
        case .porcelain: porcelain.read(InputLine(raw: raw, hasNewline: hasNewline, plain: raw, graphWidth: 0))
        }
    }

    /// Hands on whatever is still held, at the end of the input.
    package mutating func finish(emit: (BlameItem) throws -> Void) rethrows {
        guard form == .porcelain else { return }
        for item in porcelain.finish() { try emit(item) }
    }

    // MARK: - Text forms

    private mutating func readText(_ raw: ArraySlice<UInt8>, hasNewline: Bool) -> BlameItem {
        if !colored { colored = GitColors.startsColored(raw) }
        var plain = raw
        if colored, raw.contains(0x1B) { plain = GitColors.stripAll(raw, removed: &removed) }
        guard let fields = Self.textFields(plain, expecting: expected) else {
            return .text(InputLine(raw: raw, hasNewline: hasNewline, plain: raw, graphWidth: 0))
        }
        expected = fields.number + 1
        if plain.count != raw.count {
            // Git colors the metadata only: the file's line is taken from the line as it came.
            let at = Self.contentOffset(raw, textCount: fields.content)
            plain = (Array(plain.prefix(fields.content)) + raw[at...])[...]
        }
        let line = InputLine(raw: raw, hasNewline: hasNewline, plain: plain, graphWidth: 0)
        return .line(BlameLine(line: line, id: fields.id, numberRange: fields.numberRange, number: fields.number,
                               contentStart: fields.content, isBoundary: fields.boundary))
    }

    /// Where in `raw` the text after its first `textCount` bytes starts, past the colors git put
    /// there (the reset before the file's line).
    private static func contentOffset(_ raw: ArraySlice<UInt8>, textCount: Int) -> Int {
        var at = GitColors.offset(ofText: textCount, in: raw)
        raw.withUnsafeBufferPointer { p in
            var i = at - raw.startIndex
            while let end = GitColors.sgrEnd(p, i), GitColors.gitCanMake(p, from: i + 2, to: end - 1) { i = end }
            at = raw.startIndex + i
        }
        return at
    }

    /// The parts of a line in a text form, as offsets from the start of `text`.
    struct TextFields: Equatable {
        var id: Range<Int>
        var boundary: Bool
        var numberRange: Range<Int>
        var number: Int
        var content: Int
        /// The byte after the id: a space, or a tab for `-c`.
        var separator: UInt8
    }

    /// The parts of `text` read as a line of a text form; with `expected`, the final number is
    /// the first ` N)` that is `expected`, if one is (an author may be named `R2 5)`).
    static func textFields(_ text: ArraySlice<UInt8>, expecting expected: Int? = nil) -> TextFields? {
        text.withUnsafeBufferPointer { p -> TextFields? in
            let n = p.count
            var i = 0
            let boundary = n > 0 && p[0] == 0x5E
            if boundary { i = 1 }
            // After it, `blame.markUnblamableLines`' `*` and `blame.markIgnoredLines`' `?` (the id
            // one shorter for each, so it still ends where the others end).
            if i < n, p[i] == 0x2A { i += 1 }
            if i < n, p[i] == 0x3F { i += 1 }
            let idStart = i
            while i < n, BlameText.hexValue(p[i]) != nil { i += 1 }
            var id = idStart..<i
            if i == idStart, !boundary {
                // `-b`: a boundary's id left blank, spaces up to the `(` of the author's part.
                while i < n, p[i] == 0x20 { i += 1 }
                guard i >= 5, i < n, p[i] == 0x28 else { return nil }
                i -= 1
                id = 0..<0
            } else if id.count < 4 || id.count > 64 {
                return nil
            }
            guard i < n, p[i] == 0x20 || p[i] == 0x09 else { return nil }
            let separator = p[i]
            var first: TextFields?
            var j = i + 1
            while j < n {
                guard p[j] == 0x29 else { j += 1; continue }
                let close = j
                j += 1
                var k = close
                while k > i, p[k - 1] >= 0x30, p[k - 1] <= 0x39 { k -= 1 }
                guard k < close, close - k <= 9, p[k - 1] == 0x20 || p[k - 1] == 0x09 else { continue }
                // `-c` (git annotate's form) puts the line right after the `)`; the others after `) `.
                let content = separator == 0x09 ? close + 1 : close + 2
                guard separator == 0x09 || (close + 1 < n && p[close + 1] == 0x20) else { continue }
                var number = 0
                for d in k..<close { number = number * 10 + Int(p[d] - 0x30) }
                let fields = TextFields(id: id, boundary: boundary, numberRange: k..<close, number: number,
                                        content: content, separator: separator)
                if expected == nil || expected == number { return fields }
                if first == nil { first = fields }
            }
            return first
        }
    }

    // MARK: - Recognizing

    /// Whether `lines`, the first of an input, are a blame, and in which form: the first record
    /// of a porcelain blame whole, or text lines whose ids have one width and whose numbers go
    /// on one from another: four of them, or two or three that are the whole input.
    package static func recognize(_ lines: [ArraySlice<UInt8>], atEnd: Bool) -> (Recognition, Form) {
        guard let first = lines.first else { return (.no, .text) }
        if let header = BlamePorcelain.header(first), header.count != nil {
            for line in lines.dropFirst() {
                if line.first == 0x09 { return (lines.count > 3 ? .yes : .no, .porcelain) }
                guard BlamePorcelain.detail(line) != nil else { return (.no, .porcelain) }
            }
            return (atEnd || lines.count > 40 ? .no : .needMore, .porcelain)
        }
        var removed: [Int] = []
        var colored = false
        var previous: TextFields?
        for (n, raw) in lines.prefix(4).enumerated() {
            colored = colored || GitColors.startsColored(raw)
            let text = colored ? GitColors.stripAll(raw, removed: &removed) : raw
            guard let fields = textFields(text, expecting: previous.map { $0.number + 1 }) else { return (.no, .text) }
            if let previous {
                guard fields.number == previous.number + 1, fields.separator == previous.separator,
                      fields.id.upperBound == previous.id.upperBound || fields.id.isEmpty || previous.id.isEmpty else {
                    return (.no, .text)
                }
            }
            previous = fields
            if n == 3 { return (.yes, .text) }
        }
        return (atEnd ? (lines.count >= 2 ? .yes : .no) : .needMore, .text)
    }
}
