import Diff
import Prepare
import Terminal

/// How a diff's files are laid out: `UnifiedLayout`, `SideBySideLayout` or `ColorOnlyLayout`.
/// `DiffPainter` paints what every layout shares (commits, other lines, hunk headers) and hands
/// each file's header and hunk lines to its layout, which composes them from the per-line
/// decorations it has (`LineNumbers`, `MarkerColumn`, `ConflictBand`, `FileTitle`) over the
/// content (`HunkContent`), cut or wrapped (`LongLines`).
protocol DiffLayout {
    /// The tab width this layout can keep for a file that declares `width` (0 keeps tabs).
    func tabStops(_ width: Int) -> Int
    /// Takes the file about to be painted: its hunks, all of them or (line by line) none yet.
    mutating func startFile(_ hunks: [Hunk])
    /// Takes a hunk that comes line by line, after the file's start.
    mutating func widen(for hunk: Hunk)
    /// Paints a file's header lines.
    mutating func paintHeader(_ header: FileHeader, note: String?, on canvas: inout Canvas) throws(OutputError)
    /// Paints a hunk's lines, with what was prepared for them; `parents`: the file's diff's.
    mutating func paintHunk(_ hunk: Hunk, _ prepared: PreparedHunk, parents: Int, on canvas: inout Canvas) throws(OutputError)
    /// Paints one hunk line (a diff read line by line).
    mutating func paintLine(_ line: HunkLine, _ prepared: PreparedLine, on canvas: inout Canvas) throws(OutputError)
    /// Paints a run of ordinary hunk lines (a diff read line by line), with nothing prepared.
    mutating func paintRun(_ run: HunkLineRun, on canvas: inout Canvas) throws(OutputError)
}

extension DiffLayout {
    /// Each line of the run as it comes alone.
    mutating func paintRun(_ run: HunkLineRun, on canvas: inout Canvas) throws(OutputError) {
        try run.forEachLine { (line) throws(OutputError) in try paintLine(line, .plain, on: &canvas) }
    }
}
