import Diff
import TextBytes

/// The block `git diff --stat` prints, byte for byte as git's `show_stats` (`diff.c`) makes it:
/// a line per file with its name, how many lines changed and a bar of `+` and `-` scaled to
/// fit, then the totals. Names are quoted as git quotes them, so no name can split a line or
/// carry an escape sequence, and they are aligned by the columns they take on a terminal.
struct DiffStat {
    /// One changed file.
    struct File {
        /// What changed in it.
        enum Change {
            /// Lines added and deleted.
            case lines(added: Int, deleted: Int)
            /// A binary file's size in bytes before and after (0 for a side that is not there);
            /// nil when its content stayed the same (a rename, a mode change): `Bin` alone.
            case binary(sizes: (old: Int, new: Int)?)
            /// A path left in conflict: `Unmerged`, not counted in the totals.
            case unmerged
        }

        /// The path (after a rename or copy).
        var path: [UInt8]
        /// The path before, when the file was renamed or copied.
        var oldPath: [UInt8]? = nil
        var change: Change
    }

    /// The files in the order they are printed.
    var files: [File]
    /// The columns the block fits in (80, as git when not writing to a terminal).
    var width = 80
    /// `core.quotePath`: whether bytes of 0x80 and more in names are octal-escaped.
    var quotesFully = true

    /// The lines and the summary, each ending with a newline; nothing when there are no files.
    func text() -> [UInt8] {
        guard !files.isEmpty else { return [] }
        let names = files.map(name)
        let layout = Layout(files: files, names: names, width: width)
        var out: [UInt8] = []
        for (file, name) in zip(files, names) {
            out += Self.line(file, name: name, layout)
        }
        out += summary()
        return out
    }

    /// The name as printed: quoted when git quotes it; a rename as `a/{x => y}`.
    func name(_ file: File) -> [UInt8] {
        guard let old = file.oldPath else { return QuotedPath.quoted(file.path, fully: quotesFully) }
        return RenameName.make(from: old, to: file.path, quotesFully: quotesFully)
    }

    /// The columns a name takes as git counts them: by character widths when it is UTF-8,
    /// else one a byte.
    static func columns(_ name: ArraySlice<UInt8>) -> Int {
        DisplayWidth.of(utf8: name) ?? name.count
    }

    /// How many decimal digits `n` takes.
    static func digits(_ n: Int) -> Int { String(n).utf8.count }

    /// One file's line: ` name | 12 +++---`, ` name | Bin 3 -> 5 bytes` or ` name | Unmerged`.
    private static func line(_ file: File, name: [UInt8], _ layout: Layout) -> [UInt8] {
        var out: [UInt8] = [0x20]
        out += fitted(name, into: layout.nameWidth)
        out += Array(" | ".utf8)
        switch file.change {
        case .unmerged:
            out += rightAligned("Unmerged", layout.numberWidth)
        case .binary(sizes: nil):
            out += rightAligned("Bin", layout.numberWidth)
        case .binary(sizes: let sizes?):
            out += rightAligned("Bin", layout.numberWidth) + Array(" \(sizes.old) -> \(sizes.new) bytes".utf8)
        case .lines(let added, let deleted):
            out += rightAligned(String(added + deleted), layout.numberWidth)
            if added + deleted > 0 { out.append(0x20) }
            let bar = layout.bar(added: added, deleted: deleted)
            out += [UInt8](repeating: 0x2B, count: bar.plus) + [UInt8](repeating: 0x2D, count: bar.minus)
        }
        out.append(0x0A)
        return out
    }

    /// `name` padded with spaces to `width` columns; a longer one loses its start to `...`,
    /// and then up to its next `/`, so it starts with a whole folder or file name.
    static func fitted(_ name: [UInt8], into width: Int) -> [UInt8] {
        var columns = Self.columns(name[...])
        guard columns > width else { return name + spaces(width - columns) }
        let room = max(0, width - 3)
        var start = 0
        // git (2.54 on; 2.55 for bytes that are not UTF-8) drops a character at a time, counting
        // by characters' widths (such a byte counts one), from the width of the whole name.
        while columns > room, start < name.count {
            let character = DisplayWidth.first(utf8: name[start...]) ?? (length: 1, columns: 1)
            columns -= character.columns
            start += character.length
        }
        if let slash = name[start...].firstIndex(of: 0x2F) { start = slash }
        let kept = name[start...]
        return Array("...".utf8) + kept + spaces(room - Self.columns(kept))
    }

    private static func spaces(_ count: Int) -> [UInt8] {
        [UInt8](repeating: 0x20, count: max(0, count))
    }

    private static func rightAligned(_ text: String, _ width: Int) -> [UInt8] {
        spaces(width - text.utf8.count) + Array(text.utf8)
    }

    /// ` 3 files changed, 10 insertions(+), 1 deletion(-)`: a part that is zero is left out
    /// unless both are; binary files count as files but add no lines, conflicts not at all.
    func summary() -> [UInt8] {
        var changed = 0, insertions = 0, deletions = 0
        for file in files {
            switch file.change {
            case .unmerged: continue
            case .binary: changed += 1
            case .lines(let added, let deleted):
                changed += 1
                insertions += added
                deletions += deleted
            }
        }
        guard changed > 0 else { return Array(" 0 files changed\n".utf8) }
        var text = changed == 1 ? " 1 file changed" : " \(changed) files changed"
        if insertions > 0 || deletions == 0 {
            text += insertions == 1 ? ", 1 insertion(+)" : ", \(insertions) insertions(+)"
        }
        if deletions > 0 || insertions == 0 {
            text += deletions == 1 ? ", 1 deletion(-)" : ", \(deletions) deletions(-)"
        }
        return Array((text + "\n").utf8)
    }
}
