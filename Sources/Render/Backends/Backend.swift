import Terminal

/// Where styled lines go: a terminal (`ANSIBackend`) or a page (`HTMLBackend`).
public protocol Backend: AnyObject {
    /// Whether the backend draws each row's `fill` to the row's edge itself: painters then pad
    /// no row with spaces for its background, so its text is the text of uncolored output.
    var fillsRows: Bool { get }
    /// Whether the backend lays out a side-by-side row's panes itself (`StyledLine.panes`), each
    /// pane wrapping its own text to its width: the layout then paints each pair of lines as
    /// one row, neither wrapped, cut nor padded.
    var laysOutPanes: Bool { get }
    /// Writes one row; `newline` ends it (false only for the last line of an input that had none).
    func write(_ line: StyledLine, newline: Bool) throws(OutputError)
    /// Writes a line git colored that is not part of a diff (`--stat`, a `--format` of one's
    /// own) after `prefix` (its `--graph` drawing): `raw` is the line as git wrote it, colors
    /// and all, which a backend shows safely in its own way.
    func write(prefix: StyledLine, keptColors raw: ArraySlice<UInt8>, newline: Bool) throws(OutputError)
    /// Ends the output (closes what the backend opened); the writer is flushed by its owner.
    func finish() throws(OutputError)
    /// Where a row of plain text may go as its bytes, when the backend writes such a row as
    /// nothing but its text and newline (a terminal without colors); nil otherwise.
    var plainWriter: OutputWriter? { get }
}

extension Backend {
    public var plainWriter: OutputWriter? { nil }
}

extension Backend {
    /// A terminal's rows are laid out by the painter: its panes wrapped, with `↪`.
    public var laysOutPanes: Bool { false }
}
