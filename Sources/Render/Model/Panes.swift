import Theme

/// Where a side-by-side row's two panes lie in its text, for a backend that lays panes out
/// itself (`Backend.laysOutPanes`): a page, where each pane is a column of the window that
/// wraps its own text, not tinge. Offsets are bytes of the row's text: what comes before the
/// left pane (a `--graph` drawing), the left pane, the divider, the right pane.
package struct Panes: Sendable, Equatable {
    /// One pane: its gutter (line number and marker), then its code.
    public struct Pane: Sendable, Equatable {
        /// Where the pane starts, where its code starts, and where it ends.
        public var start: Int
        public var code: Int
        public var end: Int
        /// The background the pane is filled with: its line's tone (plain for none, or uncolored).
        package var fill: LineTone
        /// Whether the pane is a conflict marker's band (`Role.conflictMarker`'s background).
        package var band: Bool

        public init(start: Int, code: Int, end: Int, fill: LineTone = .plain, band: Bool = false) {
            self.start = start
            self.code = code
            self.end = end
            self.fill = fill
            self.band = band
        }
    }

    public var left: Pane
    public var right: Pane
    /// Whether a pane's text is cut at its edge rather than wrapped (`--wrap=never`).
    public var cuts: Bool
    /// The most cells the row takes (`--width`); nil: the page's whole width.
    public var width: Int?

    public init(left: Pane, right: Pane, cuts: Bool, width: Int?) {
        self.left = left
        self.right = right
        self.cuts = cuts
        self.width = width
    }
}
