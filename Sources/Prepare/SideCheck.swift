import Diff

/// Whether a side found for a file is the text its diff was made from: every line the hunks
/// give that side is the side's line at that number.
///
/// A side is found by what the diff names (a blob id on the `index` line, a path), and the
/// state at each run of hunk lines is taken from it: a patch that names one blob and shows
/// other lines would have them painted as that blob has its lines there (a command as a
/// comment). So a side is believed only when its lines check out; else the file gets hunk
/// context and its title says why.
///
/// Removed and added lines must be their side's lines byte for byte. A context line may differ
/// in the amount of whitespace (a run of any length for a run, none at the line's end), as
/// `git diff -b` and `-w` show one side's line for both; whitespace that joins or splits words
/// (`-w`'s `a b` for `ab`) lexes otherwise, and is a mismatch.
enum SideCheck {
    /// Whether `text` is the old side of `file` (parent `parent`'s side in a combined diff).
    static func isOld(_ text: [UInt8], of file: FileDiff, parent: Int = 0) -> Bool {
        text.withUnsafeBufferPointer { text in
            var cursor = LineCursor(text)
            if file.header.parents <= 1 {
                for hunk in file.hunks {
                    for line in hunk.lines {
                        guard let n = line.oldNumber, line.kind != .noNewline else { continue }
                        guard cursor.has(line.content, at: n, exact: line.kind == .removed) else { return false }
                    }
                }
                return true
            }
            // A combined diff numbers the first parent's lines only: parent k's are counted from
            // the hunk header's range, a line being on parent k's side when column k has `-`
            // (removed) or a space (any other line; an empty context line is on every side).
            for hunk in file.hunks {
                guard parent < hunk.header.old.count else { return false }
                var n = hunk.header.old[parent].start
                for line in hunk.lines where line.kind != .noNewline {
                    let markers = line.markers
                    let mark: UInt8 = line.kind == .removed ? 0x2D : 0x20
                    guard markers.isEmpty || (parent < markers.count && markers[markers.startIndex + parent] == mark) else {
                        continue
                    }
                    guard cursor.has(line.content, at: n, exact: line.kind == .removed) else { return false }
                    n += 1
                }
            }
            return true
        }
    }

    /// Whether `text` is the new side (the result) of `file`.
    static func isNew(_ text: [UInt8], of file: FileDiff) -> Bool {
        text.withUnsafeBufferPointer { text in
            var cursor = LineCursor(text)
            for hunk in file.hunks {
                for line in hunk.lines {
                    guard let n = line.newNumber, line.kind != .noNewline else { continue }
                    guard cursor.has(line.content, at: n, exact: line.kind != .context) else { return false }
                }
            }
            return true
        }
    }

    /// Whether `a` and `b` are the same line but for the amount of whitespace: a run of spaces,
    /// tabs or carriage returns stands for any other run, and whitespace at the end is ignored.
    static func sameButForSpace(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        var j = 0
        while true {
            let ranA = i < a.count && isSpace(a[i])
            let ranB = j < b.count && isSpace(b[j])
            while i < a.count, isSpace(a[i]) { i += 1 }
            while j < b.count, isSpace(b[j]) { j += 1 }
            if i == a.count || j == b.count { return i == a.count && j == b.count }
            guard ranA == ranB, a[i] == b[j] else { return false }
            i += 1
            j += 1
        }
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }
}

/// `TextLines` asked for lines by number (1-based), as hunks give them.
private struct LineCursor {
    private var lines: TextLines

    init(_ text: UnsafeBufferPointer<UInt8>) { lines = TextLines(text) }

    /// Whether line `n` is `content` (or, unless `exact`, the same but for whitespace). A number
    /// before the cursor's is a mismatch: git's hunks go forward, a crafted patch's may not.
    mutating func has(_ content: ArraySlice<UInt8>, at n: Int, exact: Bool) -> Bool {
        guard n >= 1, lines.advance(to: n - 1) else { return false }
        if lines.current(is: content) { return true }
        guard !exact, let line = lines.current else { return false }
        return content.withUnsafeBufferPointer { SideCheck.sameButForSpace($0, line) }
    }
}
