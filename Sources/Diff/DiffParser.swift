/// What the parser hands on, in input order: a commit's first line, a whole file's diff, or any other line.
public enum DiffItem: Sendable {
    /// `commit <id> (refs)` or a `--oneline` line.
    case commit(InputLine, CommitLine)
    /// One file's diff, complete: header lines and hunks.
    case file(FileDiff)
    /// Any line that is not part of a file's diff (commit messages, `--stat`, `git status`…), passed through.
    case text(InputLine)
}

/// Reads a diff one line at a time and hands on `DiffItem`s; holds at most one file's diff.
///
/// The state machine (the line's text, after escape codes and the `--graph` prefix are cut):
///
/// | state  | line                                              | next state | action                    |
/// | ------ | ------------------------------------------------- | ---------- | ------------------------- |
/// | any*   | `diff --git`, `diff --cc`, `diff --combined`, `diff -…` | header | finish the file, start one |
/// | any*   | `commit <hex>`, or `<hex> subject` between files  | text       | finish the file, commit   |
/// | header | `index`, modes, renames, copies, `Binary files`   | header     | add to the header         |
/// | text, header | `--- path` (not `---` alone)              | header     | new file unless its header has no `---` yet |
/// | header | `+++ path`                                        | header     | add to the header         |
/// | any*   | `@@ -a,b +c,d @@` (`@@@…` for merges)             | hunk       | start a hunk              |
/// | hunk   | ` `, `+`, `-` while the hunk's counts last; empty line as context | hunk | add a line       |
/// | hunk   | `\ No newline…`                                   | hunk       | add a line                |
/// | any    | anything else                                     | text       | finish the file, pass the line on |
///
/// (*) inside a hunk only once its line counts are used up; a hunk whose counts lie ends at the
/// first line that cannot belong to it. No line is ever dropped.
public struct DiffParser {
    private enum State {
        case text
        case header
        case hunk
    }

    private var state = State.text
    private var file: FileDiff?
    private var oldLeft: [Int] = []
    private var newLeft = 0
    private var oldNumber = 0
    private var newNumber = 0
    /// The `--graph` prefix width learned from the last commit line; 0 without `--graph`.
    private var graphWidth = 0

    public init() {}

    /// Reads one line (without its `\n`); calls `emit` for each item it completes.
    public mutating func feed(_ raw: [UInt8], hasNewline: Bool = true, emit: (DiffItem) -> Void) {
        let plain = ANSIStripper.strip(raw)
        learnGraph(plain)
        let line = InputLine(raw: raw, hasNewline: hasNewline, plain: plain, graphWidth: graphPrefix(plain))
        if state == .hunk, takeHunkLine(line) { return }
        let t = line.text
        if t.starts(with: Array("diff ".utf8)), let header = Self.diffCommand(line) {
            finishFile(emit)
            startFile(header)
            return
        }
        if let commit = Self.commitLine(t, between: file == nil) {
            finishFile(emit)
            emit(.commit(line, commit))
            return
        }
        if t.starts(with: Array("@@".utf8)), let header = Self.hunkHeader(t) {
            if file == nil { startFile(FileHeader()) }
            startHunk(line, header)
            return
        }
        if t.starts(with: Array("--- ".utf8)) {
            // A `---` opens a file when there is no file, or the file already has hunks or its `---`.
            if file == nil || !file!.hunks.isEmpty || file!.header.lines.contains(where: { $0.starts(with: "--- ") }) {
                finishFile(emit)
                var header = FileHeader()
                header.isPlainDiff = true
                startFile(header)
            }
            file!.header.lines.append(line)
            file!.header.oldPath = Self.headerPath(t.dropFirst(4))
            return
        }
        if state == .header, file != nil, Self.isHeaderLine(t) {
            file!.header.lines.append(line)
            Self.read(t, into: &file!.header)
            return
        }
        finishFile(emit)
        emit(.text(line))
    }

    /// Hands on the file still being gathered, at the end of the input.
    public mutating func finish(emit: (DiffItem) -> Void) {
        finishFile(emit)
    }

    // MARK: - Files and hunks

    private mutating func startFile(_ header: FileHeader) {
        file = FileDiff(header: header)
        state = .header
    }

    private mutating func finishFile(_ emit: (DiffItem) -> Void) {
        if let done = file { emit(.file(done)) }
        file = nil
        state = .text
    }

    private mutating func startHunk(_ line: InputLine, _ header: HunkHeader) {
        file!.hunks.append(Hunk(headerLine: line, header: header))
        if file!.header.parents < header.old.count { file!.header.parents = header.old.count }
        oldLeft = header.old.map(\.count)
        newLeft = header.new.count
        oldNumber = header.old.first?.start ?? 0
        newNumber = header.new.start
        state = .hunk
    }

    /// Adds `line` to the open hunk when it belongs there; false when the hunk has ended.
    private mutating func takeHunkLine(_ line: InputLine) -> Bool {
        let t = line.text
        let parents = oldLeft.count
        if t.first == 0x5C {  // "\ No newline at end of file"
            append(line, .noNewline, markers: t[0..<1], content: t[1...], old: nil, new: nil)
            return true
        }
        guard newLeft > 0 || oldLeft.contains(where: { $0 > 0 }) else { return false }
        if t.isEmpty {
            // Some tools strip the space of an empty context line.
            count(old: Array(repeating: true, count: parents), new: true)
            append(line, .context, markers: t[...], content: t[...], old: oldNumber - 1, new: newNumber - 1)
            return true
        }
        guard t.count >= parents else { return false }
        let markers = t[0..<parents]
        guard markers.allSatisfy({ $0 == 0x20 || $0 == 0x2B || $0 == 0x2D }) else { return false }
        let removed = markers.contains(0x2D)
        let added = markers.contains(0x2B)
        let kind: HunkLineKind = removed ? .removed : added ? .added : .context
        // A line is in the result unless some parent's column removes it; in parent i unless column i adds it.
        let inOld = markers.map { $0 != 0x2B }
        count(old: inOld, new: !removed)
        append(line, kind, markers: markers, content: t[parents...],
               old: inOld[0] ? oldNumber - 1 : nil, new: removed ? nil : newNumber - 1)
        return true
    }

    private mutating func count(old: [Bool], new: Bool) {
        for (i, present) in old.enumerated() where present { oldLeft[i] -= 1 }
        if old.first == true { oldNumber += 1 }
        if new { newLeft -= 1; newNumber += 1 }
    }

    private mutating func append(_ line: InputLine, _ kind: HunkLineKind, markers: ArraySlice<UInt8>,
                                 content: ArraySlice<UInt8>, old: Int?, new: Int?) {
        let last = file!.hunks.count - 1
        file!.hunks[last].lines.append(HunkLine(line: line, kind: kind, markers: markers, content: content,
                                                oldNumber: old, newNumber: new))
    }

    // MARK: - The --graph prefix

    /// Learns the graph width from a commit line drawn by `git log --graph` (`| * commit …`).
    private mutating func learnGraph(_ plain: [UInt8]) {
        guard plain.first.map(Self.isGraphByte) == true, let star = plain.firstIndex(of: 0x2A) else { return }
        var i = star + 1
        while i < plain.count, plain[i] == 0x20 || Self.isGraphByte(plain[i]) { i += 1 }
        guard plain[..<i].allSatisfy({ $0 == 0x20 || Self.isGraphByte($0) }),
              Self.commitLine(Array(plain[i...]), between: true) != nil else { return }
        graphWidth = i
    }

    /// How much of `plain` is graph drawing: up to the learned width, graph characters and spaces only.
    private func graphPrefix(_ plain: [UInt8]) -> Int {
        guard graphWidth > 0 else { return 0 }
        var i = 0
        while i < graphWidth, i < plain.count, plain[i] == 0x20 || Self.isGraphByte(plain[i]) { i += 1 }
        return i == graphWidth || i == plain.count ? i : 0
    }

    private static func isGraphByte(_ b: UInt8) -> Bool {
        b == 0x7C || b == 0x2A || b == 0x2F || b == 0x5C || b == 0x5F || b == 0x2E || b == 0x2D
    }
}
