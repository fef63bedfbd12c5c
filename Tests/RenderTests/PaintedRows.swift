import Diff
import Prepare
import Render
import Theme

/// The rows the painter makes of a diff, through the pager's own steps (parser, preparer with
/// hunk context, painter) into a `RecordingBackend`.
enum PaintedRows {
    static func of(_ diff: String, colored: Bool = true, options: DiffPainter.Options) throws -> [StyledLine] {
        let backend = RecordingBackend()
        var painter = DiffPainter(backend: backend, colored: colored, options: options)
        let preparer = Preparer(source: nil, resolver: LanguageResolver(forced: nil), options: Preparer.Options(wholeFiles: false))
        var parser = DiffParser()
        let paint: (DiffItem) throws -> Void = { item in
            switch item {
            case .commit(let line, let commit): try painter.paintCommit(line, commit)
            case .text(let line): try painter.paintText(line)
            case .file(let file): try painter.paintFile(file, colored ? preparer.prepare(file) : .uncolored)
            }
        }
        var lines = Array(diff.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines { try parser.feed(Array(line), emit: paint) }
        try parser.finish(emit: paint)
        return backend.lines
    }

    /// A row's text.
    static func text(_ row: StyledLine) -> String { String(decoding: row.text, as: UTF8.self) }

    /// Each span of `row`: its text, its attributes and its link.
    static func spans(_ row: StyledLine) -> [(text: String, attributes: Attributes, link: String?)] {
        var start = 0
        return row.spans.map { span in
            defer { start = Int(span.end) }
            let text = String(decoding: row.text[start..<Int(span.end)], as: UTF8.self)
            return (text, span.attributes, span.link > 0 ? row.links[Int(span.link) - 1] : nil)
        }
    }
}
