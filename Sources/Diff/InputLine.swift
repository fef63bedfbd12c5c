/// One line of a diff as read, and the view of it the parser works on.
///
/// `raw` is kept byte for byte (a `\r`, NUL, escape or bad UTF-8 stays) so nothing is ever lost;
/// `text` is the same line without git's own color codes (in input git colored; see
/// `GitColors`) and without the `--graph` prefix: what the parser reads and what is painted.
/// Escape sequences that are content stay in `text`, for the painter to show.
///
/// The three are slices, mostly of the block the line was read into, so a line costs no
/// allocation of its own; like any slice, their indices start where they sit in that block.
/// A finished file's lines are moved to an array of the file's own (`FileDiff.ownBytes`).
public struct InputLine: Sendable {
    /// The exact bytes, without the `\n`.
    public private(set) var raw: ArraySlice<UInt8>
    /// `raw` without git's colors, when it had any (colored input); nil when it is `raw`.
    @usableFromInline let stripped: [UInt8]?
    /// How many bytes of the color-free line are `--graph` drawing.
    @usableFromInline let graphWidth: Int32
    /// Whether a `\n` ended the line (false only for the last line of the input).
    public let hasNewline: Bool
    /// Whether git colored this line as a whole and its colors may be painted as they came: a
    /// line outside any diff, in input git colored, that is not a commit's message or header.
    public let keepsColors: Bool
    /// What the line is, as the parser read it (a commit's metadata, a file's title…).
    public var role = LineRole.other
    /// Where `text`'s bytes start (an address; 0 for none; their count is `textCount`): in the
    /// line's own storage (`raw`'s block, or `stripped`), which the line keeps alive and which
    /// nothing changes in place. Read through these, a line's text is reached with no copy of
    /// the line, which takes and drops its block's reference (a line read in place from an
    /// array is copied for any call that needs the whole of it).
    @usableFromInline private(set) var textAddress: UInt = 0

    /// A line taken as it is: nothing removed (native diffs, whose lines git never colored).
    public init(raw: [UInt8], hasNewline: Bool = true) {
        self.init(raw: raw[...], hasNewline: hasNewline, plain: raw[...], graphWidth: 0)
    }

    /// A line whose color-free form `plain` is already known (`raw` itself when it has none).
    public init(raw: ArraySlice<UInt8>, hasNewline: Bool, plain: ArraySlice<UInt8>, graphWidth: Int, keepsColors: Bool = false) {
        self.raw = raw
        self.hasNewline = hasNewline
        self.keepsColors = keepsColors
        // One reference to the block the line sits in, not three: lines are copied a lot.
        stripped = plain.count == raw.count && plain.startIndex == raw.startIndex ? nil : Array(plain)
        self.graphWidth = Int32(min(graphWidth, plain.count))
        locateText()
    }

    /// Takes `raw`'s bytes from `storage` at `offset`, where they have been copied.
    mutating func move(to storage: [UInt8], at offset: Int) {
        raw = storage[offset..<offset + raw.count]
        locateText()
    }

    /// Sets `textAddress` to where `text` lies now.
    private mutating func locateText() {
        let place: (UnsafePointer<UInt8>?, Int)
        if let stripped {
            place = stripped.withUnsafeBufferPointer { ($0.baseAddress, $0.count) }
        } else {
            place = raw.withUnsafeBufferPointer { ($0.baseAddress, $0.count) }
        }
        textAddress = place.0.map { UInt(bitPattern: $0 + min(Int(graphWidth), place.1)) } ?? 0
    }

    /// The same line with another color-free form (whose graph prefix is the same).
    public func with(plain: ArraySlice<UInt8>, keepsColors: Bool = false) -> InputLine {
        var line = InputLine(raw: raw, hasNewline: hasNewline, plain: plain, graphWidth: Int(graphWidth), keepsColors: keepsColors)
        line.role = role
        return line
    }

    /// The same line with `role`.
    public func with(role: LineRole) -> InputLine {
        var line = self
        line.role = role
        return line
    }

    /// The color-free line, graph prefix included: `raw`, or its stripped form.
    public var plain: ArraySlice<UInt8> { stripped.map { $0[...] } ?? raw }

    /// `raw` without git's colors and without the graph prefix.
    public var text: ArraySlice<UInt8> { plain.dropFirst(Int(graphWidth)) }

    /// The `--graph` prefix (colors removed), empty when there is none.
    public var graph: ArraySlice<UInt8> { plain.prefix(Int(graphWidth)) }

    /// How many bytes the graph prefix takes.
    public var graphCount: Int { Int(graphWidth) }

    /// Calls `body` with the bytes of `text` after its first `count` (all of them when fewer),
    /// where they lie: no slice made.
    @inlinable public func withText<R>(dropping count: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withText(from: count, to: nil, body)
    }

    /// Calls `body` with the bytes of `text` from its `start`-th to its `end`-th (to its end
    /// when nil; each cut to the text), where they lie: no slice made.
    @inlinable public func withText<R>(from start: Int, to end: Int?, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let length = textCount
        let upper = end.map { min($0, length) } ?? length
        let lower = min(start, upper)
        return try body(UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: textAddress).map { $0 + lower },
                                            count: upper - lower))
    }

    /// How many bytes `text` has.
    @inlinable public var textCount: Int { (stripped?.count ?? raw.count) - Int(graphWidth) }

    /// `text`'s bytes where they lie, for code that reads every line: valid as long as this
    /// line, or a copy of it (the file it is in), is alive. Reading it copies nothing, where a
    /// call that takes the line copies it.
    @inlinable public var unsafeText: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: textAddress), count: textCount)
    }

    /// The `index`-th byte of `text`, nil past its end: read where it lies.
    @inlinable public func textByte(_ index: Int) -> UInt8? {
        guard index >= 0, index < textCount, let base = UnsafePointer<UInt8>(bitPattern: textAddress) else { return nil }
        return base[index]
    }

    /// Whether `text` starts with `prefix`.
    public func starts(with prefix: StaticString) -> Bool {
        BytePrefix.matches(unsafeText, prefix)
    }
}

/// What a line is, for the painter: told by the parser (or by whoever made the item), never
/// guessed again from the text.
public enum LineRole: UInt8, Sendable {
    /// Anything else: `--stat`, `git status`, text between diffs.
    case other
    /// Below a commit's first line: `Author:`, `Date:`, `Merge:`, `Commit:`, `AuthorDate:`, `CommitDate:`.
    case commitMetadata
    /// The rest of a commit's or a tag's header, and its message.
    case message
    /// A file header's `diff …`, `--- …` and `+++ …` lines: what a file's title stands for.
    case fileTitle
    /// The other lines of a file's header: `index`, modes, renames, similarity, `Binary files`.
    case fileMeta

    /// The metadata a commit's header line starts with.
    static let commitMetadataKeys = ["Author:", "Date:", "Merge:", "Commit:", "AuthorDate:", "CommitDate:"].map { Array($0.utf8) }

    /// The role of a line of a commit's header (after its first line, before the blank line).
    package static func ofCommitHeader(_ text: ArraySlice<UInt8>) -> LineRole {
        text.withUnsafeBufferPointer(ofCommitHeader)
    }

    /// The role of a line of a commit's header, from its text where it lies.
    package static func ofCommitHeader(_ text: UnsafeBufferPointer<UInt8>) -> LineRole {
        commitMetadataKeys.contains { text.starts(with: $0) } ? .commitMetadata : .message
    }

    /// The role of a line of a file's header.
    package static func ofFileHeader(_ text: ArraySlice<UInt8>) -> LineRole {
        text.hasPrefix("diff ") || text.hasPrefix("--- ") || text.hasPrefix("+++ ") ? .fileTitle : .fileMeta
    }
}
