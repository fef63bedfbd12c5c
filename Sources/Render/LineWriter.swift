import Terminal

/// Writes one output line's text safely and keeps its display column: control characters
/// shown visibly, tabs expanded, long lines cut with a marker or wrapped.
struct LineWriter {
    /// How a line's text is laid out; made once and shared by every line written with it.
    final class Layout {
        /// Spaces per tab stop; 0 keeps tabs.
        var tabWidth = 4
        /// Columns available for the text, when known.
        var limit: Int?
        /// Wrap at `limit` instead of cutting there.
        var wrap = false
        /// What starts each continuation line when wrapping (the gutter, blank).
        var continuation: [UInt8] = []
        /// The escape codes that make a made-visible character stand out, and undo it.
        var notice: [UInt8] = []
        var reset: [UInt8] = []

        init(tabWidth: Int = 4, limit: Int? = nil, wrap: Bool = false, continuation: [UInt8] = [],
             notice: [UInt8] = [], reset: [UInt8] = []) {
            self.tabWidth = tabWidth
            self.limit = limit
            self.wrap = wrap
            self.continuation = continuation
            self.notice = notice
            self.reset = reset
        }
    }

    let layout: Layout
    /// Display columns written on this line so far.
    private(set) var column = 0
    /// Set once the text reached `limit` and was cut: the rest of the line is dropped.
    private(set) var cut = false
    /// The layout's limit, less what this line's `--graph` drawing takes when wrapping.
    private let limit: Int?
    /// What starts each continuation line before the layout's: the graph's lines carried on.
    private let lead: [UInt8]

    /// A writer for one line; when wrapping, `reserved` columns of it (a `--graph` drawing) are
    /// taken already, and `lead` starts each line it wraps to.
    init(layout: Layout, reserved: Int = 0, lead: [UInt8] = []) {
        self.layout = layout
        limit = layout.wrap ? layout.limit.map { max(1, $0 - reserved) } : layout.limit
        self.lead = lead
    }

    /// Writes `text[from..<to]` in the style `open` (already written by the caller), re-opening
    /// it after notices.
    mutating func write(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, open: UnsafeBufferPointer<UInt8>,
                        to out: OutputWriter) throws(OutputError) {
        var i = from
        while i < to, !cut {
            // Most text is a run of printable ASCII, one column a byte: copied in one go.
            var j = i
            while j < to, !VisibleText.needsCare(text[j]) { j += 1 }
            if j > i {
                var end = j
                if let limit, column + (j - i) > limit { end = i + max(0, limit - column) }
                if end > i {
                    try out.write(UnsafeBufferPointer(rebasing: text[i..<end]))
                    column += end - i
                    i = end
                }
                if end < j {
                    // At the limit: wrap or cut. A limit below one column still shows a line's first byte.
                    let before = column
                    try room(1, open: open, out)
                    if cut { return }
                    if before == 0 {
                        out.write(byte: text[i])
                        column += 1
                        i += 1
                    }
                }
                continue
            }
            switch VisibleText.piece(text, at: i, end: to) {
            case .text(let length):
                let width = VisibleText.width(text, at: i, length: length)
                try room(width, open: open, out)
                if cut { return }
                try out.write(UnsafeBufferPointer(rebasing: text[i..<(i + length)]))
                column += width
                i += length
            case .tab:
                if layout.tabWidth == 0 {
                    try room(1, open: open, out)
                    if cut { return }
                    out.write(byte: 0x09)
                    column += 1
                } else {
                    let spaces = layout.tabWidth - column % layout.tabWidth
                    try room(spaces, open: open, out)
                    if cut { return }
                    for _ in 0..<spaces { out.write(byte: 0x20) }
                    column += spaces
                }
                i += 1
            case .visible(let shown, let length):
                try room(shown.count, open: open, out)
                if cut { return }
                try out.write(layout.reset)
                try out.write(layout.notice)
                try out.write(shown)
                try out.write(layout.reset)
                try out.write(open)
                column += shown.count
                i += length
            }
        }
    }

    /// Makes room for `width` more columns: wraps, or cuts with a `→` marker, at the limit.
    private mutating func room(_ width: Int, open: UnsafeBufferPointer<UInt8>, _ out: OutputWriter) throws(OutputError) {
        guard let limit, column + width > limit, column > 0 else { return }
        if layout.wrap {
            try out.write(layout.reset)
            out.write(byte: 0x0A)
            try out.write(lead)
            try out.write(layout.continuation)
            try out.write(open)
            column = 0
        } else {
            // The marker takes the last column, so the line never spills.
            try out.write(layout.reset)
            try out.write(layout.notice)
            try out.write(Self.marker)
            try out.write(layout.reset)
            try out.write(open)
            column += 1
            cut = true
        }
    }

    private static let marker = Array("→".utf8)

    /// Pads with spaces (in the style already open) up to `limit`, for full-width backgrounds.
    mutating func pad(to limit: Int, out: OutputWriter) {
        while column < limit {
            out.write(byte: 0x20)
            column += 1
        }
    }
}
