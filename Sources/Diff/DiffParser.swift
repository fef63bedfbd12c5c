#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextBytes

/// What the parser hands on, in input order: a commit's first line, a whole file's diff, or any other line.
public enum DiffItem: Sendable {
    /// `commit <id> (refs)` or a `--oneline` line.
    case commit(InputLine, CommitLine)
    /// One file's diff, complete: header lines and hunks.
    case file(FileDiff)
    /// Any line that is not part of a file's diff (commit messages, `--stat`, `git status`…), passed through.
    case text(InputLine)
}

/// What the parser hands on line by line, for a painter that needs no whole file: the file's
/// header once it is complete, then its hunks and their lines as they come.
public enum DiffEvent: Sendable {
    /// `commit <id> (refs)` or a `--oneline` line.
    case commit(InputLine, CommitLine)
    /// Any line that is not part of a file's diff.
    case text(InputLine)
    /// A file's header, complete: at its first hunk, or where the file ends without one (its
    /// `parents` as far as that hunk tells; `DiffItem.file` counts every hunk's).
    case header(FileHeader)
    /// A hunk's header line and ranges (its lines follow, one event each).
    case hunk(Hunk)
    /// One line of the last hunk.
    case line(HunkLine)
    /// Ordinary lines of the last hunk, taken by the run (`DiffParser.takeOrdinaryLines`).
    case lines(HunkLineRun)
    /// The file whose header came last ends here.
    case endOfFile
}

/// Reads a diff one line at a time and hands on `DiffItem`s (a whole file at a time: it then
/// holds at most one file's diff) or `DiffEvent`s (line by line: it holds a file's header only).
///
/// The state machine (the line's text, after git's colors and the `--graph` prefix are cut):
///
/// | state  | line                                              | next state | action                    |
/// | ------ | ------------------------------------------------- | ---------- | ------------------------- |
/// | any*   | `diff --git`, `diff --cc`, `diff --combined`, `diff -…` | header | finish the file, start one |
/// | any*   | `commit <hex>`; `<hex> subject` after a file, a one-line commit, a `--stat` total, or on a graph `*` line | text | finish the file, commit |
/// | header | `index`, modes, renames, copies, `Binary files`   | header     | add to the header         |
/// | header | `literal`/`delta` blocks after `GIT binary patch` | header     | add to the header         |
/// | header | `--- path` while the header has no `---` yet      | header     | add to the header         |
/// | other  | `--- path` (not `---` alone)                      | text (held) | finish the file, hold the line |
/// | held `---` | `+++ path`                                    | text (held) | hold it too              |
/// | held `---`,`+++` | `@@ -a,b +c,d @@`                       | hunk       | start a plain-diff file with both, start a hunk |
/// | held   | anything else                                     | (as the line says) | pass the held lines on as text, then read the line |
/// | header | `+++ path`                                        | header     | add to the header         |
/// | any*   | `@@ -a,b +c,d @@` (`@@@…` for merges)             | hunk       | start a hunk              |
/// | hunk   | ` `, `+`, `-` while the sides it is on have count left; empty line as context | hunk | add a line |
/// | hunk   | `\ No newline…`                                   | hunk       | add a line                |
/// | any    | anything else                                     | text       | finish the file, pass the line on |
///
/// (*) inside a hunk only once its line counts are used up; a hunk whose counts lie ends at the
/// first line that cannot belong to it. No line is ever dropped. A `---` outside a header is held
/// until the `+++` and `@@` after it prove it a plain `diff -u` header, so a `--- ` line in a mail's
/// message (`git format-patch`) stays text.
///
/// In input git colored with `--color-moved`, a changed line's `moved` mark is read from the
/// color git put before its marker (`MovedColors`), before that color is removed.
public struct DiffParser {
    private enum State {
        case text
        case header
        case hunk
    }

    private var state = State.text
    /// The header of the file being read, and whether it has been handed on.
    private var file: FileHeader?
    private var headerSent = false
    /// The file being gathered for `DiffItem.file`, when items are asked for.
    private var assembling: FileDiff?
    private var oldLeft: [Int] = []
    private var newLeft = 0
    private var oldNumber = 0
    private var newNumber = 0
    /// The `--graph` prefix width learned from the last commit line; 0 without `--graph`.
    private var graphWidth = 0
    /// Whether no line has been read yet: a `--graph` is learned from the first line only.
    private var atStart = true
    /// Whether a `--oneline` commit line may come next (at the start, after one, after a `--stat` total).
    private var onelineMayFollow = true
    /// A `--- path` line, and then its `+++ path`, waiting for the `@@` that makes them a file's header.
    private var held: [InputLine] = []
    /// Whether git colored the input, as the first line that tells says (`coloredVerdict`); nil before it.
    private var colored: Bool?
    /// Whether the line being read is colored input with an escape byte: then git's colors are
    /// told from content by where they are (`GitColors`).
    private var lineHasEscape = false
    /// Where in the line's text the colors removed from it were (a buffer kept for every line).
    private var removedColors: [Int] = []
    /// Where a commit's or a tag's header and message are being read: git colors no part of them.
    private var message = MessagePart.none
    /// The colors git paints moved lines in (`--color-moved`), and those seen lately; nil when
    /// moved lines are not looked for.
    private let movedColors: MovedColors.Recent?
    /// Whether the input is a word diff (`--word-diff`, `--color-words`): see `init`.
    private let wordDiff: Bool

    private enum MessagePart {
        case none
        /// `Author:`, `Date:`, `Merge:`… up to the first empty line.
        case commitHeader
        /// The indented message, and `Notes:`.
        case commitBody
        /// An annotated tag's `Tagger:` and message, up to the tagged commit.
        case tag
    }

    /// A parser that tells moved lines in colored input by `movedColors` (nil: not at all).
    ///
    /// With `wordDiff` the input is git's word diff (`--word-diff`, `--color-words`): a hunk's
    /// lines have no marker column, old and new words share a line, and only `{+ +}`/`[- -]` or
    /// git's colors tell them apart. A file's header is still read (its title painted), but
    /// from its first `@@` on its lines are text, kept as git drew them, colors and all.
    public init(movedColors: MovedColors? = .standard, wordDiff: Bool = false) {
        self.movedColors = movedColors.map(MovedColors.Recent.init)
        self.wordDiff = wordDiff
    }

    /// Reads one line (without its `\n`); calls `emit` for each item it completes.
    public mutating func feed(_ raw: [UInt8], hasNewline: Bool = true, emit: (consuming DiffItem) throws -> Void) rethrows {
        try feed(raw[...], hasNewline: hasNewline, emit: emit)
    }

    /// Reads one line (without its `\n`), a slice of the block it was read into, which the
    /// items keep; calls `emit` for each item it completes.
    public mutating func feed(_ raw: ArraySlice<UInt8>, hasNewline: Bool = true, emit: (consuming DiffItem) throws -> Void) rethrows {
        let line = inputLine(raw, hasNewline: hasNewline)
        // A line of the open hunk, most lines, goes straight into the file being gathered.
        if state == .hunk, let place = takeHunkLine(line) {
            let hunkLine = hunkLine(consume line, place)
            assembling!.hunks[assembling!.hunks.count - 1].lines.append(hunkLine)
            return
        }
        // The file being gathered lives outside `self` while `read` changes `self` (moved out
        // and back, a few hundred bytes, only for the lines that are not a hunk's).
        var file: FileDiff?
        swap(&file, &assembling)
        defer { swap(&file, &assembling) }
        try read(other: line) { event in try Self.assemble(event, into: &file, emit) }
    }

    /// Hands on the file still being gathered, and any held lines, at the end of the input.
    public mutating func finish(emit: (consuming DiffItem) throws -> Void) rethrows {
        var file: FileDiff?
        swap(&file, &assembling)
        defer { swap(&file, &assembling) }
        try end { event in try Self.assemble(event, into: &file, emit) }
    }

    /// Reads one line (without its `\n`) and calls `emit` for each event it makes.
    public mutating func feedEvents(_ raw: ArraySlice<UInt8>, hasNewline: Bool = true, emit: (consuming DiffEvent) throws -> Void) rethrows {
        try read(raw, hasNewline: hasNewline, emit)
    }

    /// Hands on the end of the file being read, and any held lines, at the end of the input.
    public mutating func finishEvents(emit: (consuming DiffEvent) throws -> Void) rethrows {
        try end(emit)
    }

    /// The most lines room is made for at once, whatever a header claims.
    static let reservedLimit = 1 << 16

    /// Gathers events into items: a file's header, hunks and lines into one `DiffItem.file`.
    static func assemble(_ event: consuming DiffEvent, into file: inout FileDiff?, _ emit: (consuming DiffItem) throws -> Void) rethrows {
        switch consume event {
        case .commit(let line, let commit): try emit(.commit(line, commit))
        case .text(let line): try emit(.text(line))
        case .header(let header): file = FileDiff(header: header)
        case .hunk(let hunk):
            // A later hunk may have more old sides (`@@@` after `@@`): the header handed on with
            // the first hunk could not know; the whole file can.
            file!.header.parents = max(file!.header.parents, hunk.header.old.count)
            file!.hunks.append(hunk)
            // A hunk gets room for its lines at once: grown by doubling, a hunk of thousands of
            // lines (a translation's update, a file rewritten) would be copied a dozen times
            // and, at each copy, held twice; one of ten lines, four times. Its header's counts
            // bound them (a context line counted on both sides); a header that claims more than
            // that is met by growing.
            let bound = hunk.header.old.reduce(hunk.header.new.count) { $0 + $1.count }
            file!.hunks[file!.hunks.count - 1].lines.reserveCapacity(min(bound, Self.reservedLimit))
        case .line(let line): file!.hunks[file!.hunks.count - 1].lines.append(line)
        case .lines(let run): file!.hunks[file!.hunks.count - 1].append(run)
        case .endOfFile:
            if var done = file {
                file = nil
                done.ownBytes()
                try emit(.file(done))
            }
        }
    }

    private mutating func read(_ raw: ArraySlice<UInt8>, hasNewline: Bool, _ emit: (consuming DiffEvent) throws -> Void) rethrows {
        let line = inputLine(raw, hasNewline: hasNewline)
        // Most lines are hunk lines: they are taken on the slice, without a copy.
        if state == .hunk, let place = takeHunkLine(line) {
            try emit(.line(hunkLine(consume line, place)))
            return
        }
        try read(other: line, emit)
    }

    /// `raw` as a line: whether git colored the input is decided at its first line; what the
    /// line is, is read without any color git can make, and what it shows is decided once that
    /// is known (`refined`).
    private mutating func inputLine(_ raw: ArraySlice<UInt8>, hasNewline: Bool) -> InputLine {
        if colored == nil { colored = Self.coloredVerdict(raw) }
        lineHasEscape = colored == true && Self.hasEscape(raw)
        // Most lines: the line is its own plain form (no second reference to its block taken).
        guard lineHasEscape else { return InputLine(raw: raw, hasNewline: hasNewline, plain: raw, graphWidth: graphPrefix(raw)) }
        let plain = GitColors.stripAll(raw, removed: &removedColors)
        return InputLine(raw: raw, hasNewline: hasNewline, plain: plain, graphWidth: graphPrefix(plain))
    }

    /// Reads `line`, which is not a line of the open hunk.
    ///
    /// Most such lines are a commit's message, indented or blank: each test below is first
    /// asked of the line's first byte, read in place, so those lines pass them all without a
    /// slice of the line made (and its block's reference taken) for any.
    private mutating func read(other line: consuming InputLine, _ emit: (consuming DiffEvent) throws -> Void) rethrows {
        if atStart || graphWidth > 0, learnGraph(Array(line.plain)) {
            let (raw, plain) = (line.raw, line.plain)
            line = InputLine(raw: raw, hasNewline: line.hasNewline, plain: plain, graphWidth: graphPrefix(plain))
        }
        atStart = false
        if !held.isEmpty, try takeHeld(line, emit) { return }
        let hasGraphStar = line.graphCount > 0 && line.graph.contains(0x2A)
        let mayBeOneline = onelineMayFollow || hasFile || hasGraphStar
        onelineMayFollow = false
        let first = line.textByte(0) ?? 0
        if first == 0x64, line.starts(with: "diff "), let header = Self.diffCommand(line) {
            try finishFile(emit)
            startFile(header)
            return
        }
        // A commit's id is lowercase hex, and so is the `c` of `commit `.
        if ASCII.isLowerHexDigit(first) {
            // A `--graph` commit's `*`, or git's color opening the line: an id of digits only is one.
            let surelyCommit = hasGraphStar || (lineHasEscape && line.raw.first == 0x1B)
            let t = line.text
            if let commit = Self.commitLine(t, between: mayBeOneline, digitsOnly: surelyCommit) {
                try finishFile(emit)
                message = commit.oneline ? .none : .commitHeader
                try emit(.commit(refined(line, .before(contentFrom: commit.subjectStart ?? t.count)), commit))
                onelineMayFollow = commit.oneline
                return
            }
        }
        if first == 0x40, line.starts(with: "@@"), let header = Self.hunkHeader(line.text) {
            return try readHunkHeader(consume line, header, emit)
        }
        if first == 0x2D, line.starts(with: "--- ") {
            if state == .header, !file!.lines.contains(where: { $0.starts(with: "--- ") }) {
                file!.add(line)
                file!.oldPath = Self.headerPath(line.text.dropFirst(4))
            } else {
                // Maybe a plain `diff -u` header, maybe a line of a mail's message: the next two lines tell.
                try finishFile(emit)
                held = [line]
            }
            return
        }
        if state == .header {
            let t = line.text
            if Self.isHeaderLine(t) || Self.continuesBinaryPatch(t, after: file!.lines.last?.text ?? []) {
                file!.add(line)
                Self.read(t, into: &file!)
                return
            }
        }
        try finishFile(emit)
        let statTotal = Self.isStatTotal(line.unsafeText)
        if let role = messageRole(line.unsafeText) {
            if lineHasEscape { line = refined(line, .nowhere) }
            line.role = role
        } else if lineHasEscape {
            line = line.with(plain: line.plain, keepsColors: true)
        }
        try emit(.text(consume line))
        onelineMayFollow = statTotal
    }

    /// Whether a file's header has been read and the file has not ended. (Asked without
    /// binding the header, which would copy it.)
    private var hasFile: Bool {
        if case .some = file { return true }
        return false
    }

    /// Reads `line`, a hunk's header that says `header` (in a word diff, the line that ends
    /// the file's header).
    private mutating func readHunkHeader(_ line: consuming InputLine, _ header: consuming HunkHeader,
                                         _ emit: (consuming DiffEvent) throws -> Void) rethrows {
        if wordDiff {
            // The file's title from its header; its hunks as git drew them (see `init`).
            try finishFile(emit)
            return try emit(.text(lineHasEscape ? line.with(plain: line.plain, keepsColors: true) : line))
        }
        // The function name after `@@` is content: read the ranges and it without git's colors only.
        if lineHasEscape {
            line = refined(line, .hunkHeader)
            if let plainHeader = Self.hunkHeader(line.text) { header = plainHeader }
        }
        if !hasFile { startFile(FileHeader()) }
        try startHunk(consume line, header, emit)
    }

    /// The role of a line outside any diff that is part of a commit's or a tag's header or
    /// message, which git never colors (so every escape there is content); nil for any other
    /// line. Moves through them.
    private mutating func messageRole(_ t: UnsafeBufferPointer<UInt8>) -> LineRole? {
        switch message {
        case .commitHeader:
            if t.isEmpty {
                message = .commitBody
                return .message
            }
            return .ofCommitHeader(t)
        case .commitBody:
            if t.isEmpty || BytePrefix.matches(t, "    ") || (BytePrefix.matches(t, "Notes") && t.last == 0x3A) { return .message }
            message = .none
            return nil
        case .tag:
            return .message
        case .none:
            // `tag v1.0` (which git colors, as a commit's line) starts an annotated tag.
            if BytePrefix.matches(t, "tag ") { message = .tag }
            return nil
        }
    }

    /// `line` without git's colors in the `places` it puts them for this kind of line; every
    /// other escape sequence stays, as content.
    /// (Inlined: it runs on every hunk line, nearly always to hand the line back.)
    @inline(__always)
    private func refined(_ line: InputLine, _ places: GitColors.Places) -> InputLine {
        lineHasEscape ? recolored(line, places) : line
    }

    private func recolored(_ line: InputLine, _ places: GitColors.Places) -> InputLine {
        guard GitColors.removedContent(removedColors, raw: line.raw, text: line.plain, graphWidth: line.graphCount,
                                       places: places)
        else { return line }
        return line.with(plain: GitColors.strip(line.raw, text: line.plain, graphWidth: line.graphCount, places: places))
    }

    /// What a line tells of whether git colored the input. Yes when it holds an SGR git can make
    /// where git puts one: at its start (after a `--graph`'s drawing), or after a `--stat` line's
    /// counts (`git show --stat -p --format=` input first shows color there). No when it is a line
    /// git colors whenever it colors (`diff`, `commit`, `@@`) and opens with no color. Nothing
    /// otherwise: git leaves a `--format=%s` subject, an author's name, a blank line plain, and
    /// an escape inside one is the name's own; the next line is asked. Content is not reached
    /// undecided: every diff starts with a line of the kind that tells.
    static func coloredVerdict(_ raw: ArraySlice<UInt8>) -> Bool? {
        if hasEscape(raw), GitColors.startsColored(raw) || GitColors.colorsStatCounts(raw) { return true }
        var i = raw.startIndex
        while i < raw.endIndex, [0x20, 0x2A, 0x7C, 0x2F, 0x5C].contains(raw[i]) { i += 1 }
        let rest = raw[i...]
        return rest.starts(with: Self.diffWord) || rest.starts(with: Self.commitWord) || rest.starts(with: Self.hunkWord) ? false : nil
    }

    private static let diffWord = Array("diff ".utf8), commitWord = Array("commit ".utf8), hunkWord = Array("@@".utf8)

    private static func hasEscape(_ raw: ArraySlice<UInt8>) -> Bool {
        // memchr: this runs on every line of the input.
        raw.withUnsafeBufferPointer { p in p.count > 0 && memchr(p.baseAddress!, 0x1B, p.count) != nil }
    }

    private mutating func end(_ emit: (consuming DiffEvent) throws -> Void) rethrows {
        try finishFile(emit)
        for line in held { try emit(.text(line)) }
        held = []
    }

    /// Goes on with the held `---` (and `+++`) lines; true when `line` was taken with them.
    private mutating func takeHeld(_ line: InputLine, _ emit: (consuming DiffEvent) throws -> Void) rethrows -> Bool {
        if held.count == 1, line.starts(with: "+++ ") {
            held.append(line)
            return true
        }
        if held.count == 2, line.starts(with: "@@"), Self.hunkHeader(line.text) != nil {
            var header = FileHeader()
            header.isPlainDiff = true
            for line in held { header.add(line) }
            header.oldPath = Self.headerPath(held[0].text.dropFirst(4))
            Self.read(held[1].text, into: &header)
            startFile(header)
        } else {
            for h in held { try emit(.text(h)) }
        }
        held = []
        return false
    }

    // MARK: - Files and hunks

    private mutating func startFile(_ header: consuming FileHeader) {
        message = .none
        file = header
        headerSent = false
        state = .header
    }

    private mutating func finishFile(_ emit: (consuming DiffEvent) throws -> Void) rethrows {
        if hasFile {
            if !headerSent { try emit(.header(file!)) }
            try emit(.endOfFile)
            file = nil
        }
        state = .text
    }

    private mutating func startHunk(_ line: consuming InputLine, _ header: consuming HunkHeader,
                                    _ emit: (consuming DiffEvent) throws -> Void) rethrows {
        if file!.parents < header.old.count { file!.parents = header.old.count }
        if !headerSent {
            // Handed on, not copied: once sent, a header is not read again (its lines are
            // asked of only before the first hunk), only that a file is open is.
            var sent = FileHeader()
            swap(&sent, &file!)
            try emit(.header(sent))
            headerSent = true
        }
        // Kept, not made anew: every hunk sets it.
        oldLeft.removeAll(keepingCapacity: true)
        for side in header.old { oldLeft.append(side.count) }
        newLeft = header.new.count
        oldNumber = header.old.first?.start ?? 0
        newNumber = header.new.start
        state = .hunk
        try emit(.hunk(Hunk(headerLine: consume line, header: consume header)))
    }

    /// Where a line of the open hunk goes: its kind, its marker columns and its numbers.
    private typealias HunkPlace = (kind: HunkLineKind, markerCount: Int, old: Int?, new: Int?)

    /// Counts `line` into the open hunk when it belongs there and says where it goes; nil when
    /// the hunk has ended.
    private mutating func takeHunkLine(_ line: InputLine) -> HunkPlace? {
        // The first byte and the length, read in place: most lines need no more (no slice of
        // the line's block made, and its reference taken and dropped, for each).
        let first = line.textByte(0)
        let count = line.textCount
        let parents = oldLeft.count
        if first == 0x5C {  // "\ No newline at end of file"
            return (.noNewline, 1, nil, nil)
        }
        if count == 0 || (count == 1 && first == 0x0D) {
            // Some tools strip the space of an empty context line.
            guard newLeft > 0, oldLeft.allSatisfy({ $0 > 0 }) else { return nil }
            for i in 0..<parents { oldLeft[i] -= 1 }
            takeNumbers(old: parents > 0, new: true)
            return (.context, 0, oldNumber - 1, newNumber - 1)
        }
        guard count >= parents else { return nil }
        if parents == 1 { return takeSingleParentLine(first!) }
        let markers = line.text.prefix(parents)
        guard markers.allSatisfy({ $0 == 0x20 || $0 == 0x2B || $0 == 0x2D }) else { return nil }
        let removed = markers.contains(0x2D)
        let added = markers.contains(0x2B)
        // A combined diff's removed line is in the parents whose column has `-`; any other line is in
        // the result, and in the parents whose column has a space.
        if removed, added { return nil }
        let inOld = removed ? UInt8(0x2D) : UInt8(0x20)
        // A line belongs only while every side it is on has count left.
        guard removed || newLeft > 0, zip(markers, oldLeft).allSatisfy({ $0 != inOld || $1 > 0 }) else { return nil }
        let kind: HunkLineKind = removed ? .removed : added ? .added : .context
        for (i, marker) in markers.enumerated() where marker == inOld { oldLeft[i] -= 1 }
        let inFirst = markers.first == inOld
        takeNumbers(old: inFirst, new: !removed)
        return (kind, parents, inFirst ? oldNumber - 1 : nil, removed ? nil : newNumber - 1)
    }

    /// `takeHunkLine` for an ordinary diff, the common case: one marker column, `marker`.
    private mutating func takeSingleParentLine(_ marker: UInt8) -> HunkPlace? {
        let kind: HunkLineKind
        switch marker {
        case 0x20:
            guard newLeft > 0, oldLeft[0] > 0 else { return nil }
            kind = .context
        case 0x2B:
            guard newLeft > 0 else { return nil }
            kind = .added
        case 0x2D:
            guard oldLeft[0] > 0 else { return nil }
            kind = .removed
        default:
            return nil
        }
        let inOld = kind != .added
        if inOld { oldLeft[0] -= 1 }
        takeNumbers(old: inOld, new: kind != .removed)
        return (kind, 1, inOld ? oldNumber - 1 : nil, kind == .removed ? nil : newNumber - 1)
    }

    /// Takes the ordinary lines of the open hunk that start the lines of `text[start..<end]`
    /// (`\n` between each two, none after the last, whose own `lastHasNewline` tells), one
    /// after another while there are, with the hunk's counts held in locals. An ordinary line
    /// is told by its first byte and needs no other look: input git did not color, no
    /// `--graph`, one old side, a ` `, `+` or `-` whose sides have count left, and a `\n`.
    /// What `feedEvents` would hand on for them is the lines of a `HunkLineRun` starting at the
    /// numbers returned (the first line's own). Returns where the last line taken ends and
    /// those numbers; nil when the first line must be fed.
    package mutating func takeOrdinaryLines(in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                                            lastHasNewline: Bool) -> (end: Int, numbers: (old: Int, new: Int))? {
        guard state == .hunk, colored == false, graphWidth == 0, oldLeft.count == 1, let base = text.baseAddress else { return nil }
        var (oldLeft, newLeft, old, new) = (self.oldLeft[0], self.newLeft, oldNumber, newNumber)
        let first = (old: old, new: new)
        var taken: Int?
        var at = start
        lines: while at < end {
            let found = memchr(base + at, 0x0A, end - at)
            let lineEnd = found.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? end
            guard lineEnd > at, found != nil || lastHasNewline else { break }
            switch base[at] {
            case 0x20:
                guard newLeft > 0, oldLeft > 0 else { break lines }
                oldLeft -= 1
                newLeft -= 1
                old += 1
                new += 1
            case 0x2B:
                guard newLeft > 0 else { break lines }
                newLeft -= 1
                new += 1
            case 0x2D:
                guard oldLeft > 0 else { break lines }
                oldLeft -= 1
                old += 1
            default:
                break lines
            }
            taken = lineEnd
            guard found != nil else { break }
            at = lineEnd + 1
        }
        guard let taken else { return nil }
        self.oldLeft[0] = oldLeft
        self.newLeft = newLeft
        oldNumber = old
        newNumber = new
        return (taken, first)
    }

    /// Moves the first old side's and the new side's line numbers past a line on them.
    private mutating func takeNumbers(old: Bool, new: Bool) {
        if old { oldNumber += 1 }
        if new { newLeft -= 1; newNumber += 1 }
    }

    /// `line` as the hunk line at `place` (its moved mark read from git's colors).
    private mutating func hunkLine(_ line: consuming InputLine, _ place: HunkPlace) -> HunkLine {
        let (kind, markerCount) = (place.kind, place.markerCount)
        guard lineHasEscape else {
            // Input git did not color, most of it: the line moved on as it is, never copied.
            return HunkLine(line: consume line, kind: kind, markerCount: markerCount, oldNumber: place.old, newNumber: place.new)
        }
        let line = recolored(line, .hunkLine(markers: markerCount))
        // git marks moved lines by the color of their marker (never in a merge's combined diff).
        let moved = markerCount == 1 && (kind == .added || kind == .removed)
            ? movedColors?.mark(line.raw, graphWidth: line.graphCount, kind) ?? .notMoved : .notMoved
        return HunkLine(line: line, kind: kind, moved: moved, markerCount: markerCount, oldNumber: place.old, newNumber: place.new)
    }

    // MARK: - The --graph prefix

    /// Learns the graph width from a commit line drawn by `git log --graph` (`| * commit …`); true when it changed.
    ///
    /// Only from the first line, or once a graph is known: a `* commit abc1234` bullet in a mail's
    /// message must not start one. Before the `*` a graph has only `| ` column pairs, so a hunk line
    /// (`| | -* commit…`) or an indented message line (`| |     * abc1234 x`) is not taken.
    private mutating func learnGraph(_ plain: [UInt8]) -> Bool {
        guard atStart || graphWidth > 0, plain.first.map(Self.isGraphByte) == true,
              let star = plain.prefix(Self.maxGraphWidth).firstIndex(of: 0x2A), star % 2 == 0 else { return false }
        for k in stride(from: 0, to: star, by: 2) where !Self.isGraphByte(plain[k]) || plain[k + 1] != 0x20 { return false }
        var i = star + 1
        while i < plain.count, i < Self.maxGraphWidth, plain[i] == 0x20 || Self.isGraphByte(plain[i]) { i += 1 }
        guard plain[i - 1] == 0x20, Self.commitLine(plain[i...], between: true, digitsOnly: true) != nil else { return false }
        defer { graphWidth = i }
        return graphWidth != i
    }

    /// How much of `plain` is graph drawing: up to the learned width, graph characters and spaces only.
    private func graphPrefix(_ plain: ArraySlice<UInt8>) -> Int {
        guard graphWidth > 0 else { return 0 }
        var i = 0
        let base = plain.startIndex
        while i < graphWidth, i < plain.count, plain[base + i] == 0x20 || Self.isGraphByte(plain[base + i]) { i += 1 }
        return i == graphWidth || i == plain.count ? i : 0
    }

    /// Wider than any graph git draws in practice; bounds the work on a very long line.
    private static let maxGraphWidth = 512

    private static func isGraphByte(_ b: UInt8) -> Bool {
        b == 0x7C || b == 0x2A || b == 0x2F || b == 0x5C || b == 0x5F || b == 0x2E || b == 0x2D
    }
}
