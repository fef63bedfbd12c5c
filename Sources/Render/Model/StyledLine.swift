import Diff
import Highlight
import TextBytes
import Theme

/// A run of a line's text in one look.
public struct Span: Sendable, Equatable {
    /// Where the run ends in the line's text; it starts where the span before it ends.
    public var end: Int32
    /// Its `Attributes`, packed.
    public var packed: UInt16
    /// 0 for none, else 1 + the index of its target in the line's `links`.
    package var link: UInt16

    public var attributes: Attributes { Attributes(packed: packed) }
}

/// One row of output in a form no backend has decided on yet: text that is safe to show (every
/// control character and stray byte already in its visible form, tabs already expanded) cut into
/// spans of layered attributes, with its width in terminal cells.
///
/// Every painter (diffs, `highlight`, lint's snippets) builds these, and a backend (ANSI, HTML)
/// renders them. Lines are reused: `removeAll` keeps their storage, so painting allocates
/// nothing per line.
public struct StyledLine: Sendable {
    /// UTF-8 text, safe: no control character but, in `--color-only` output, a tab.
    public internal(set) var text: [UInt8] = []
    public private(set) var spans: [Span] = []
    /// The cells the text takes.
    public private(set) var columns = 0
    /// Link targets of spans (`Span.link`).
    public internal(set) var links: [String] = []
    /// A name the HTML backend makes an anchor of (a file's header).
    package var anchor: String?
    /// The name of a later row's `anchor` this row links to (a table of contents' entry, to its
    /// file's title): a page makes the row a link to it; a terminal has nothing to jump to.
    package var anchorLink: String?
    /// The background of the row after its text: a diff line's tone, which a backend that
    /// fills rows itself (`Backend.fillsRows`) draws to the row's edge.
    package var fill = LineTone.plain
    /// The column the fill ends at; 0: the row's edge. A side-by-side row's right pane ends at
    /// the layout's width, and its background with it, as the left pane's does at the divider.
    package var fillEnd = 0
    /// A side-by-side row's panes, for a backend that lays them out itself; nil: a row of one piece.
    package var panes: Panes?
    /// The column tab stops count from: where the content starts.
    private var tabOrigin = 0
    /// The link new spans get.
    private var currentLink: UInt16 = 0

    public init() {}

    /// Empties the line, keeping its storage.
    /// `→`, one cell: how a shown tab starts.
    static let tabArrow: [UInt8] = [0xE2, 0x86, 0x92]

    public mutating func removeAll() {
        text.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        if !links.isEmpty { links.removeAll() }
        columns = 0
        tabOrigin = 0
        currentLink = 0
        anchor = nil
        anchorLink = nil
        fill = .plain
        fillEnd = 0
        panes = nil
    }

    public var isEmpty: Bool { text.isEmpty }

    /// Cuts the line back to its first `byteCount` bytes, which take `columns` cells.
    package mutating func truncate(toBytes byteCount: Int, columns: Int) {
        guard byteCount < text.count else { return }
        text.removeSubrange(byteCount...)
        // Spans starting at or after the cut go; the one across it ends there.
        while !spans.isEmpty {
            let start = spans.count > 1 ? Int(spans[spans.count - 2].end) : 0
            if start < byteCount { break }
            spans.removeLast()
        }
        if !spans.isEmpty { spans[spans.count - 1].end = Int32(byteCount) }
        self.columns = columns
        tabOrigin = min(tabOrigin, columns)
    }

    /// Spans appended from here on point to `target` (nil: to nothing).
    package mutating func link(to target: String?) {
        guard let target else { currentLink = 0; return }
        links.append(target)
        currentLink = UInt16(min(links.count, Int(UInt16.max)))
    }

    /// Where a span with `attributes` ends after the text appended last.
    @inline(__always)
    private mutating func close(_ attributes: Attributes) {
        spans.append(Span(end: Int32(text.count), packed: attributes.packed, link: currentLink))
    }

    /// A span ending at `end` of the text (for copying spans between lines).
    mutating func appendSpan(end: Int, packed: UInt16, link: UInt16) {
        spans.append(Span(end: Int32(end), packed: packed, link: link))
    }

    /// Counts `cells` more cells (for text appended with its spans).
    mutating func addColumns(_ cells: Int) { columns += cells }

    /// Appends text that is safe already (made by tinge: numbers, rules, names made visible)
    /// and takes `columns` cells.
    public mutating func append(safe bytes: some Collection<UInt8>, columns: Int, _ attributes: Attributes) {
        guard !bytes.isEmpty else { return }
        text.append(contentsOf: bytes)
        self.columns += columns
        close(attributes)
    }

    /// Appends safe bytes, joining the span before when it has the same attributes.
    public mutating func append(joining bytes: some Collection<UInt8>, columns: Int, _ attributes: Attributes) {
        guard !bytes.isEmpty else { return }
        text.append(contentsOf: bytes)
        self.columns += columns
        join(attributes)
    }

    /// Appends a safe string, measured.
    public mutating func append(safe string: String, _ attributes: Attributes) {
        append(safe: string.utf8, columns: DisplayWidth.of(utf8: Array(string.utf8)[...]) ?? string.utf8.count, attributes)
    }

    /// Appends `count` spaces.
    package mutating func appendSpaces(_ count: Int, _ attributes: Attributes) {
        guard count > 0 else { return }
        text.append(contentsOf: repeatElement(0x20, count: count))
        columns += count
        close(attributes)
    }

    /// Appends a number right-aligned in `width` columns (wider when it has more digits;
    /// blank for none). Joins the span before it when that has the same attributes, as a
    /// gutter's pieces do.
    public mutating func append(number n: Int?, width: Int, _ attributes: Attributes) {
        var digits = 0
        if let n {
            var rest = n.magnitude
            repeat {
                digits += 1
                rest /= 10
            } while rest > 0
            if n < 0 { digits += 1 }
        }
        let total = max(width, digits)
        text.append(contentsOf: repeatElement(0x20, count: total - digits))
        if let n {
            if n < 0 { text.append(0x2D) }
            let start = text.count
            var rest = n.magnitude
            repeat {
                text.append(UInt8(0x30 + rest % 10))
                rest /= 10
            } while rest > 0
            var (i, j) = (start, text.count - 1)
            while i < j {
                text.swapAt(i, j)
                i += 1
                j -= 1
            }
        }
        columns += total
        join(attributes)
    }

    /// Closes a span with `attributes`, or lengthens the last one when it has them.
    @inline(__always)
    private mutating func join(_ attributes: Attributes) {
        if let last = spans.last, last.packed == attributes.packed, last.link == currentLink {
            spans[spans.count - 1].end = Int32(text.count)
        } else {
            close(attributes)
        }
    }

    /// Tab stops count from here: the column content starts at.
    package mutating func startContent() { tabOrigin = columns }

    /// Appends the bytes of `run` (offsets into `bytes`) as content, in its token kind's face
    /// under its mark: one run of `Marks.forEachRun`.
    public mutating func append(content bytes: UnsafeBufferPointer<UInt8>, _ run: MarkedRun, tabWidth: Int) {
        append(content: bytes, from: run.range.lowerBound, to: run.range.upperBound, tabWidth: tabWidth,
               Attributes(Face(run.kind), mark: run.mark))
    }

    /// Appends a line's `bytes[from..<to]` in `attributes`: printable text as it is, each
    /// control character, stray byte and invisible or bidirectional character in its visible
    /// form (`VisibleText`) as a notice span of its own, tabs as spaces to the next stop of
    /// `tabWidth` (0 keeps them as they are); with `showingTabs`, an expanded tab's first cell is
    /// `→` in `Role.tabMarker` over the same layers (a changed tab, which spaces alone would not
    /// tell from spaces).
    public mutating func append(content bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int, tabWidth: Int,
                                showingTabs: Bool = false, _ attributes: Attributes) {
        var i = from
        // Whether text is waiting for its span to be closed: tabs' spaces join the text around them.
        var open = false
        while i < to {
            // Most text is printable ASCII, one cell a byte: copied in runs.
            var j = i
            while j < to, !VisibleText.needsCare(bytes[j]) { j += 1 }
            if j > i {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<j]))
                columns += j - i
                open = true
                i = j
                continue
            }
            if i + 1 < to, let cells = VisibleText.twoByteColumns(bytes[i], bytes[i + 1]) {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + 2)]))
                columns += cells
                i += 2
                open = true
                continue
            }
            switch VisibleText.piece(bytes, at: i, end: to) {
            case .text(let length):
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + length)]))
                columns += VisibleText.width(bytes, at: i, length: length)
                i += length
            case .tab:
                if tabWidth == 0 {
                    text.append(0x09)
                    columns += 1
                } else {
                    var spaces = tabWidth - (columns - tabOrigin) % tabWidth
                    if showingTabs {
                        if open { close(attributes) }
                        var marker = attributes
                        marker.face = Face(.tabMarker)
                        append(safe: Self.tabArrow, columns: 1, marker)
                        spaces -= 1
                        open = false
                        if spaces == 0 {
                            i += 1
                            continue
                        }
                    }
                    for _ in 0..<spaces { text.append(0x20) }
                    columns += spaces
                }
                i += 1
            case .visible(let shown, let length):
                if open { close(attributes) }
                var notice = Attributes(.notice)
                notice.mark = attributes.mark
                append(safe: shown, columns: shown.count, notice)
                i += length
                open = false
                continue
            }
            open = true
        }
        if open { close(attributes) }
    }
}
