/// A commit's first line: `commit <id> (refs)`, or a `--oneline` line `<id> <subject>`.
public struct CommitLine: Sendable, Equatable {
    /// The commit id as written (full or abbreviated hex).
    public var id: String
    /// The decoration in parentheses (`HEAD -> main, origin/main`), if any.
    package var refs: String?
    /// The subject, on `--oneline` lines.
    public var subject: String?
    /// Whether this is the one-line form.
    package var oneline: Bool
    /// Where the subject starts in the line's text, on `--oneline` lines.
    package var subjectStart: Int?

    public init(id: String, refs: String?, subject: String?, oneline: Bool, subjectStart: Int? = nil) {
        self.id = id
        self.refs = refs
        self.subject = subject
        self.oneline = oneline
        self.subjectStart = subjectStart
    }
}

/// What a file's diff does to it.
public enum FileStatus: Sendable, Equatable {
    case modified
    case added
    case deleted
    case renamed(similarity: Int?)
    case copied(similarity: Int?)
}

/// Everything the header lines of one file's diff say (`diff --git`, `index`, modes, renames, `---`/`+++`).
public struct FileHeader: Sendable {
    /// The header lines as read, in order, each with its role (`add`).
    public var lines: [InputLine] = []
    /// The old path (`a/` prefix removed); nil for a new file.
    public var oldPath: String?
    /// The new path (`b/` prefix removed); nil for a deleted file.
    public var newPath: String?
    /// Abbreviated blob ids from the `index` line: one per parent, then the result.
    public var oldIds: [String] = []
    public var newId: String?
    public var oldMode: String?
    public var newMode: String?
    public var status: FileStatus = .modified
    /// `Binary files … differ`, or a `GIT binary patch`.
    public var isBinary = false
    /// 1 for an ordinary diff, 2 or more for a combined (`--cc`) diff of a merge.
    public var parents = 1
    /// The command line of a plain `diff -r`/`diff -u` header, when that is how it began.
    public var isPlainDiff = false

    public init() {}

    /// Adds a header line, its role told by its text (`LineRole.ofFileHeader`).
    public mutating func add(_ line: InputLine) {
        lines.append(line.with(role: .ofFileHeader(line.text)))
    }

    /// The path to show: the new one, or the old one for deletions.
    public var path: String { newPath ?? oldPath ?? "" }

    /// The one path a `diff --git` header that names no rename or copy is about, when its two
    /// names differ because git was given prefixes other than `a/` and `b/` (`--src-prefix=old/
    /// --dst-prefix=new/`): the part they share after a `/`. Nil when the names are one, or
    /// share no such part (`git diff --no-index a.txt b.txt`).
    package var unprefixedPath: String? {
        guard !isPlainDiff, parents == 1, let old = oldPath, let new = newPath, old != new else { return nil }
        switch status {
        case .renamed, .copied: return nil
        default: break
        }
        let a = Array(old.utf8), b = Array(new.utf8)
        var shared = 0
        while shared < min(a.count, b.count), a[a.count - 1 - shared] == b[b.count - 1 - shared] { shared += 1 }
        // The shared part must start a component in both: `old/x` and `new/x`, not `a.txt` and `b.txt`.
        while shared > 0, a[a.count - shared] != 0x2F { shared -= 1 }
        guard shared > 1 else { return nil }
        return String(decoding: a[(a.count - shared + 1)...], as: UTF8.self)
    }

    /// Whether the file is a submodule (mode 160000), whose "content" is a commit id.
    package var isSubmodule: Bool { oldMode == "160000" || newMode == "160000" }
}

/// `@@ -a,b +c,d @@ context` (or `@@@ -a,b -c,d +e,f @@@` for combined diffs).
public struct HunkHeader: Sendable, Equatable {
    /// First line and line count of each old side (one per parent).
    public var old: [(start: Int, count: Int)]
    /// First line and line count of the new side.
    public var new: (start: Int, count: Int)
    /// The text after the closing `@@`: usually the enclosing function, as git found it.
    public var context: ArraySlice<UInt8>

    /// The largest line count a header is read with: larger ones are cut to it. git's combined
    /// diff prints a count of -1 (lost lines alone at the end, without context) as 2^64 - 1.
    package static let largestCount = 1 << 40

    public init(old: [(start: Int, count: Int)], new: (start: Int, count: Int), context: ArraySlice<UInt8>) {
        self.old = old
        self.new = new
        self.context = context
    }

    public static func == (a: HunkHeader, b: HunkHeader) -> Bool {
        a.old.map(\.start) == b.old.map(\.start) && a.old.map(\.count) == b.old.map(\.count)
            && a.new == b.new && a.context == b.context
    }
}

/// What a line inside a hunk is.
public enum HunkLineKind: Sendable, Equatable {
    /// In both sides (or, in a combined diff, in the result and every parent).
    case context
    /// Only in the new side.
    case added
    /// Only in an old side.
    case removed
    /// `\ No newline at end of file`, about the line before it.
    case noNewline
}

/// Whether a changed line was moved, and how a move detection (git's `--color-moved`, read
/// from its colors by the parser, or tinge's own, `MovedLines`) marked it.
public enum MoveMark: UInt8, Sendable, CaseIterable {
    /// Not moved, or not looked at: context lines, and every line when no detection ran.
    case notMoved
    /// In a moved block: git's `color.diff.oldMoved` or `newMoved`.
    case moved
    /// In a moved block that follows another (zebra's other color): `…MovedAlternative`.
    case alternative
    /// Inside a moved block, away from a border with another (dimmed-zebra): `…MovedDimmed`.
    case dimmed
    /// Dimmed in a block of the other color: `…MovedAlternativeDimmed`.
    case alternativeDimmed
}

/// One line of a hunk, with its line numbers.
public struct HunkLine: Sendable {
    public var line: InputLine
    public var kind: HunkLineKind
    /// Whether the line (added or removed) was moved from or to elsewhere in the diff.
    public var moved = MoveMark.notMoved
    /// `markerCount`, in 32 bits: the line stays as small as it was before `moved` (every line
    /// of the input is one of these, copied from stage to stage).
    @usableFromInline var markerColumns: Int32
    /// Its number in the (first) old side, when it is there.
    @inlinable public var oldNumber: Int? {
        get { oldLine == Self.none ? nil : oldLine }
        set { oldLine = newValue ?? Self.none }
    }
    /// Its number in the new side, when it is there.
    @inlinable public var newNumber: Int? {
        get { newLine == Self.none ? nil : newLine }
        set { newLine = newValue ?? Self.none }
    }
    /// The numbers, `none` where the line is not on that side: two optionals took 32 bytes of
    /// the line (each padded to 16), and a window holds thousands of lines (a translation's
    /// update, 40,000 in one file).
    @usableFromInline var oldLine: Int
    @usableFromInline var newLine: Int
    /// No line number: headers' numbers are never negative.
    @usableFromInline static let none = Int.min

    public init(line: InputLine, kind: HunkLineKind, moved: MoveMark = .notMoved, markerCount: Int, oldNumber: Int?,
                newNumber: Int?) {
        self.line = line
        self.kind = kind
        self.moved = moved
        markerColumns = Int32(markerCount)
        oldLine = oldNumber ?? Self.none
        newLine = newNumber ?? Self.none
    }

    /// How many marker columns start the line's text (0 for an empty context line whose space
    /// was stripped).
    @inlinable public var markerCount: Int {
        get { Int(markerColumns) }
        set { markerColumns = Int32(newValue) }
    }

    /// The marker columns (`+`, `-`, space): one for a normal diff, one per parent for a combined one.
    public var markers: ArraySlice<UInt8> { line.text.prefix(markerCount) }
    /// The line's content: its text after the marker columns.
    public var content: ArraySlice<UInt8> { line.text.dropFirst(markerCount) }

    /// Calls `body` with `content`'s bytes where they lie: no slice is made (nor its block
    /// retained and released), which matters for what reads every line of every hunk.
    @inlinable public func withContent<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try line.withText(dropping: markerCount, body)
    }

    /// `content`'s bytes where they lie (`InputLine.unsafeText`): valid as long as this line,
    /// or a copy of it (the file it is in), is alive.
    @inlinable public var unsafeContent: UnsafeBufferPointer<UInt8> {
        let text = line.unsafeText
        return UnsafeBufferPointer(rebasing: text[min(markerCount, text.count)...])
    }

    /// Calls `body` with `markers`' bytes where they lie, as `withContent` does the content's.
    @inlinable public func withMarkers<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try line.withText(from: 0, to: markerCount, body)
    }

    /// The content's first byte, nil when it is empty: read where it lies.
    @inlinable public var firstContentByte: UInt8? { line.textByte(markerCount) }
}

/// A hunk: its header and its lines.
public struct Hunk: Sendable {
    public var headerLine: InputLine
    public var header: HunkHeader
    public var lines: [HunkLine] = []

    public init(headerLine: InputLine, header: HunkHeader, lines: [HunkLine] = []) {
        self.headerLine = headerLine
        self.header = header
        self.lines = lines
    }
}

/// One file's diff: its header and hunks, gathered before it is highlighted and painted.
public struct FileDiff: Sendable {
    public var header: FileHeader
    public var hunks: [Hunk] = []
    /// The whole old and new texts, when whoever made the diff had them at hand (a diff made
    /// through libgit2 reads both): then they need not be read again for whole-file context.
    public var sides: (old: [UInt8]?, new: [UInt8]?) = (nil, nil)
    /// Whether `MovedLines` bounded its search in this file (a run of lines too alike to follow
    /// every pairing): its moved marks may differ from git's.
    package var movedLinesBounded = false
    /// The table of contents painted before this file (`--toc`): set on a commit's first file
    /// by the pipeline, which gathered the commit's files (`ContentsGatherer`), never by the parser.
    package var contents: TableOfContents?

    public init(header: FileHeader) {
        self.header = header
    }

    /// Every input line of this file's diff, in order.
    public var lineCount: Int { header.lines.count + hunks.reduce(0) { $0 + 1 + $1.lines.count } }

    /// Copies the bytes of the file's lines (and of its hunks' headers) out of the blocks they
    /// were read in, into one array of the file's own, and points the lines at it.
    ///
    /// A block holds the lines of many files, which three threads (the parser, the preparers,
    /// the painter) read at once; every copy of a line retains its block, so they took turns
    /// at the block's reference count, and the cache line it sits in, a hundred times a line:
    /// on two cores the pager spent half as much CPU again as on one. A file of its own is read
    /// by one thread at a time, and lets its blocks go as soon as they are parsed.
    package mutating func ownBytes() {
        var total = header.lines.reduce(0) { $0 + $1.raw.count }
        for h in hunks.indices {
            total += hunks[h].headerLine.raw.count + hunks[h].header.context.count
            for l in hunks[h].lines.indices { total += hunks[h].lines[l].line.raw.count }
        }
        // Copied into room made once, each line straight from where it lies (appended one by
        // one, each line's bytes were a generic append and a reference to its block).
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { room, count in
            func put(_ raw: ArraySlice<UInt8>, _ at: inout Int) {
                raw.withUnsafeBufferPointer { p in
                    guard let source = p.baseAddress, p.count > 0 else { return }
                    (room.baseAddress! + at).initialize(from: source, count: p.count)
                    at += p.count
                }
            }
            var at = 0
            for i in header.lines.indices { put(header.lines[i].raw, &at) }
            for h in hunks.indices {
                put(hunks[h].headerLine.raw, &at)
                put(hunks[h].header.context, &at)
                for l in hunks[h].lines.indices { put(hunks[h].lines[l].line.raw, &at) }
            }
            count = at
        }
        var at = 0
        func move(_ line: inout InputLine) {
            let count = line.raw.count
            line.move(to: bytes, at: at)
            at += count
        }
        for i in header.lines.indices { move(&header.lines[i]) }
        for h in hunks.indices {
            move(&hunks[h].headerLine)
            let context = hunks[h].header.context.count
            hunks[h].header.context = bytes[at..<at + context]
            at += context
            for l in hunks[h].lines.indices { move(&hunks[h].lines[l].line) }
        }
    }
}
