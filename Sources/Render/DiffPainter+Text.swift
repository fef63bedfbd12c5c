import Diff
import Prepare

extension DiffPainter {
    /// Paints `diff`, a whole diff in memory, through the pager's own steps: the parser, the
    /// preparer with hunk context (files without their sides), and a painter for `backend`.
    /// For the sample diffs `tinge themes` shows, and for tests that look at painted rows.
    /// `contents`: each commit's files gathered for a table of contents, as `--toc` does.
    public static func paint(_ diff: String, to backend: any Backend, colored: Bool, options: Options,
                             contents: Bool = false) throws {
        var painter = DiffPainter(backend: backend, colored: colored, options: options)
        let preparer = Preparer(source: nil, resolver: LanguageResolver(forced: nil), options: Preparer.Options(wholeFiles: false))
        var parser = DiffParser()
        let paint: (consuming DiffItem) throws -> Void = { item in
            switch item {
            case .commit(let line, let commit): try painter.paintCommit(line, commit)
            case .text(let line): try painter.paintText(line)
            case .file(let file): try painter.paintFile(file, colored ? preparer.prepare(file) : .uncolored)
            }
        }
        var gatherer = contents ? ContentsGatherer() : nil
        let take: (consuming DiffItem) throws -> Void = { item in
            if gatherer != nil { try gatherer!.take(item, emit: paint) } else { try paint(item) }
        }
        var lines = Array(diff.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines { try parser.feed(Array(line), emit: take) }
        try parser.finish(emit: take)
        try gatherer?.finish(emit: paint)
        try painter.finish()
    }
}
