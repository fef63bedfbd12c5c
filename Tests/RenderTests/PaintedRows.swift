import Render
import Terminal
import TestSupport
import Theme

/// The rows the painter makes of a diff, through the pager's own steps (parser, preparer with
/// hunk context, painter) into a `RecordingBackend`.
enum PaintedRows {
    static func of(_ diff: String, colored: Bool = true, options: DiffPainter.Options) throws -> [StyledLine] {
        let backend = RecordingBackend()
        try DiffPainter.paint(diff, to: backend, colored: colored, options: options)
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

/// A terminal's backend that takes no shortcut: every row is built and goes through `write`
/// (uncolored rows are not copied as text, colored ones not written span by span), for tests
/// that compare the shortcuts with the rows they stand for.
final class RowsOnly: Backend {
    let inner: ANSIBackend
    init(_ inner: ANSIBackend) { self.inner = inner }
    var fillsRows: Bool { inner.fillsRows }
    func write(_ line: StyledLine, newline: Bool) throws(OutputError) { try inner.write(line, newline: newline) }
    func write(prefix: StyledLine, keptColors raw: ArraySlice<UInt8>, newline: Bool) throws(OutputError) {
        try inner.write(prefix: prefix, keptColors: raw, newline: newline)
    }
    func finish() throws(OutputError) { try inner.finish() }
}
