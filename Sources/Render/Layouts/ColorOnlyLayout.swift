import Diff
import Prepare
import Terminal
import Theme

/// `--color-only` (for `git add -p`): one output line per input line, its text unchanged but
/// for colors. It has no width, no gutter and no title, so it cannot wrap, cut, number or
/// retitle a line; its canvas keeps each line's end as it came, and it keeps tabs.
struct ColorOnlyLayout: DiffLayout {
    func tabStops(_ width: Int) -> Int { 0 }

    func startFile(_ hunks: [Hunk]) {}

    func widen(for hunk: Hunk) {}

    /// The header's lines as they came, in the title's and the header's colors.
    func paintHeader(_ header: FileHeader, note: String?, on canvas: inout Canvas) throws(OutputError) {
        for line in header.lines {
            canvas.start(line)
            canvas.styled(line.text, line.role == .fileTitle ? .fileTitle : .fileMeta)
            try canvas.emit(line)
        }
    }

    func paintHunk(_ hunk: Hunk, _ prepared: PreparedHunk, parents: Int, on canvas: inout Canvas) throws(OutputError) {
        for (l, line) in hunk.lines.enumerated() { try paintLine(line, prepared[l], on: &canvas) }
    }

    func paintLine(_ line: HunkLine, _ prepared: PreparedLine, on canvas: inout Canvas) throws(OutputError) {
        canvas.start(line.line)
        if prepared.conflict.isMarker {
            _ = ConflictBand.append(line, tabWidth: canvas.tabWidth, into: &canvas.row)
            return try canvas.emit(line.line)
        }
        if line.kind == .noNewline {
            canvas.styled(line.line.text, .noNewline)
            return try canvas.emit(line.line)
        }
        let tone = LineTone(line.kind, moved: line.moved)
        MarkerColumn.append(line, tone: tone, conflict: prepared.conflict, into: &canvas.row)
        canvas.row.startContent()
        line.withContent { content in
            canvas.appendContent(content, tokens: prepared.tokens, emphasis: prepared.emphasis, tone: tone,
                                 trailing: line.kind == .added)
        }
        try canvas.emit(line.line)
    }
}
