import Terminal
import Theme

/// Renders styled lines as one self-contained HTML page: a `<pre>` of rows, each span's
/// attributes as CSS classes (`HTMLStyleSheet`), the style sheet inline, no script and nothing
/// fetched. A row with a tone is a block of its own with the tone's background to its edge
/// (`fillsRows`); a file's header is an anchor, and with two files or more a list of them
/// links to each from the top of the page, as a table of contents' entries link to theirs. On
/// a side-by-side page a row is two panes of equal
/// width that fill the window, their text wrapped by the browser (`laysOutPanes`).
///
/// The page's text is the rows' text and nothing else (the files' list shows its names from
/// attributes, through CSS), so it reads, and copies, as uncolored output does.
package final class HTMLBackend: Backend {
    private let out: OutputWriter
    private let themes: [Theme]
    private let title: String?
    /// Schemes kept in links besides the safe ones (`HTMLText.href`).
    private let linkSchemes: Set<String>
    /// Whether the page is side by side, and lays out the panes of its rows (`laysOutPanes`).
    private let sideBySide: Bool
    private var started = false
    private var anchors = HTMLAnchors()
    /// Each packed attribute's ` class="…"` (empty for none), made on first use.
    private var classAttributes: [[UInt8]?]
    /// A line git colored, rebuilt as text.
    private var kept = StyledLine()

    /// A page in `themes`: one, or a dark and a light one that the reader's
    /// `prefers-color-scheme` chooses between. `title` names the page (nil: its first row).
    /// Links keep http, https, mailto and file targets, and those in `linkSchemes` (the
    /// user's own templates', `Hyperlinks.schemes`) but javascript, vbscript, data and blob.
    /// A `sideBySide` page lays out its rows' panes, its style sheet with their rules.
    public init(themes: [Theme], title: String? = nil, linkSchemes: Set<String> = [], sideBySide: Bool = false,
                to out: OutputWriter) {
        precondition(!themes.isEmpty)
        self.out = out
        self.themes = themes
        self.title = title
        self.linkSchemes = linkSchemes
        self.sideBySide = sideBySide
        classAttributes = Array(repeating: nil, count: Attributes.packedCount)
    }

    /// A row's background reaches the page's edge: no padding spaces in the text.
    package var fillsRows: Bool { true }

    /// A side-by-side page's rows are two columns of the window, each wrapping its own text.
    public var laysOutPanes: Bool { sideBySide }

    public func write(_ line: StyledLine, newline: Bool) throws(OutputError) {
        // A page that starts with a table of contents (a diff with no commit) is named after
        // its first file, as it would be without the table.
        if !started { try start(title: title ?? line.anchorLink.map(VisibleText.escaped) ?? Self.title(of: line)) }
        if let panes = line.panes { return try write(line, panes, newline: newline) }
        let rowClass = HTMLStyleSheet.rowClass(line.fill)
        let boxed = rowClass != nil || line.anchor != nil
        if boxed {
            try out.write(Self.rowOpen)
            if let rowClass { try out.write(" " + rowClass) }
            out.write(byte: 0x22)
            // A fill that ends at a column (a side-by-side row's right pane) ends there on the page too.
            if rowClass != nil, line.fillEnd > 0 { try out.write(" style=\"width: \(line.fillEnd)ch\"") }
            if let anchor = line.anchor { try out.write(" id=\"\(anchors.add(anchor))\"") }
            out.write(byte: 0x3E)
        }
        // A table of contents' entry: the whole row links to its file's title, further down.
        if let name = line.anchorLink {
            try out.write(Self.linkOpen)
            try out.write(Self.hrefOpen)
            try out.write("#" + anchors.upcoming(name))
            try out.write(Self.tagEnd)
        }
        try elements(line, 0..<line.text.count, inToned: rowClass != nil, linked: line.anchorLink == nil)
        if line.anchorLink != nil { try out.write(Self.linkClose) }
        if newline { out.write(byte: 0x0A) }
        if boxed { try out.write(Self.spanClose) }
    }

    /// A side-by-side row as two panes side by side, each its gutter beside its code, which
    /// wraps in the pane (`HTMLStyleSheet`'s `.panes`): the page's width is the window's, not
    /// the one a terminal would have.
    private func write(_ line: StyledLine, _ panes: Panes, newline: Bool) throws(OutputError) {
        // What comes before the left pane (a `--graph` drawing) is a column of its own.
        let graphed = panes.left.start > 0
        try out.write(Self.rowOpen)
        try out.write(" panes" + (graphed ? " graphed" : "") + (panes.cuts ? " cut\"" : "\""))
        if let width = panes.width { try out.write(" style=\"max-width: \(width)ch\"") }
        out.write(byte: 0x3E)
        if graphed {
            try out.write("<span class=\"graph\">")
            try elements(line, 0..<panes.left.start, inToned: false)
            try out.write(Self.spanClose)
        }
        try pane(line, panes.left)
        try elements(line, panes.left.end..<panes.right.start, inToned: false)
        try pane(line, panes.right)
        if newline { out.write(byte: 0x0A) }
        try out.write(Self.spanClose)
    }

    /// One pane, on its fill: the gutter, then the code.
    private func pane(_ line: StyledLine, _ pane: Panes.Pane) throws(OutputError) {
        let fill = pane.band ? "f-" + Face(.conflictMarker).name : HTMLStyleSheet.rowClass(pane.fill)
        try out.write(fill.map { "<span class=\"pane \($0)\"><span class=\"gutter\">" }
                      ?? "<span class=\"pane\"><span class=\"gutter\">")
        try elements(line, pane.start..<pane.code, inToned: fill != nil)
        try out.write("</span><span class=\"code\">")
        try elements(line, pane.code..<pane.end, inToned: fill != nil)
        try out.write("</span></span>")
    }

    /// The spans of `line` within `range` of its text, each an element (none a link when not
    /// `linked`: the row is a link already, and links do not nest).
    private func elements(_ line: StyledLine, _ range: Range<Int>, inToned: Bool,
                          linked: Bool = true) throws(OutputError) {
        guard !range.isEmpty else { return }
        try line.text.withUnsafeBufferPointer { (text) throws(OutputError) in
            var start = 0
            var k = 0
            while k < line.spans.count {
                let span = line.spans[k]
                // Spans alike in look and link are one element.
                var end = Int(span.end)
                while k + 1 < line.spans.count, line.spans[k + 1].packed == span.packed,
                      line.spans[k + 1].link == span.link {
                    k += 1
                    end = Int(line.spans[k].end)
                }
                let from = max(start, range.lowerBound), to = min(end, range.upperBound)
                if from < to {
                    try element(span, line, UnsafeBufferPointer(rebasing: text[from..<to]), inToned: inToned,
                                linked: linked)
                }
                if end >= range.upperBound { break }
                start = end
                k += 1
            }
        }
    }

    /// One run of text: bare, in a `<span>` with its classes, or in an `<a>` to its link (when `linked`).
    private func element(_ span: Span, _ line: StyledLine, _ text: UnsafeBufferPointer<UInt8>,
                         inToned: Bool, linked: Bool) throws(OutputError) {
        let classes = classAttribute(span.packed)
        if span.attributes.face == Self.tabMarker {
            // A changed tab's `→` is drawn by the style sheet over a space: the page's text stays
            // what uncolored output prints, and copies as it does.
            for _ in 0..<(text.count / StyledLine.tabArrow.count) {
                try out.write(Self.spanOpen)
                try out.write(classes)
                try out.write(Self.tabMarkerText)
            }
            return
        }
        if linked, span.link > 0, let href = HTMLText.href(line.links[Int(span.link) - 1], also: linkSchemes) {
            try out.write(Self.linkOpen)
            try out.write(classes)
            try out.write(Self.hrefOpen)
            try out.write(HTMLText.escaped(href))
            try out.write(Self.tagEnd)
            try HTMLText.write(escaping: text, to: out)
            return try out.write(Self.linkClose)
        }
        // Plain text on a toned row is in a span too, which gives it the page's background.
        if classes.isEmpty, !inToned { return try HTMLText.write(escaping: text, to: out) }
        try out.write(Self.spanOpen)
        try out.write(classes)
        out.write(byte: 0x3E)
        try HTMLText.write(escaping: text, to: out)
        try out.write(Self.spanClose)
    }

    /// ` class="t-added f-keyword"`, or nothing for plain text.
    private func classAttribute(_ packed: UInt16) -> [UInt8] {
        if let made = classAttributes[Int(packed)] { return made }
        let names = HTMLStyleSheet.classes(Attributes(packed: packed))
        let made = names.isEmpty ? [] : Array(" class=\"\(names.joined(separator: " "))\"".utf8)
        classAttributes[Int(packed)] = made
        return made
    }

    public func write(prefix: StyledLine, keptColors raw: ArraySlice<UInt8>, newline: Bool) throws(OutputError) {
        kept.removeAll()
        kept.append(prefix)
        Passthrough.appendText(raw, to: &kept)
        try write(kept, newline: newline)
    }

    /// Closes the rows, adds the files' list, and ends the page.
    public func finish() throws(OutputError) {
        if !started { try start(title: "tinge") }
        try out.write("</pre>")
        if anchors.entries.count > 1 {
            try out.write("<nav><ol>")
            for (id, label) in anchors.entries {
                try out.write("<li><a href=\"#\(id)\" data-path=\"")
                try out.write(HTMLText.escaped(label.utf8))
                try out.write("\"></a></li>")
            }
            try out.write("</ol></nav>")
        }
        try out.write("</body>\n</html>\n")
    }

    /// The page's head, and the opening of its body: the newline after `<pre>` is the one a
    /// browser drops, so a first row that is empty still counts.
    private func start(title: String) throws(OutputError) {
        started = true
        try out.write("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n")
        try out.write("<meta name=\"viewport\" content=\"width=device-width\">\n")
        try out.write("<meta name=\"generator\" content=\"tinge\">\n<title>")
        try out.write(HTMLText.escaped(title.utf8))
        try out.write("</title>\n<style>\n")
        try out.write(HTMLStyleSheet.css(themes: themes, panes: sideBySide))
        try out.write("</style>\n</head>\n<body><pre>\n")
    }

    /// A row's text as a page title: its first 100 cells (it is safe text already), or `tinge`.
    static func title(of line: StyledLine) -> String {
        var text = line.text[..<line.fit(from: 0, limit: 100).end]
        while text.first == 0x20 { text.removeFirst() }
        while text.last == 0x20 { text.removeLast() }
        return text.isEmpty ? "tinge" : String(decoding: text, as: UTF8.self)
    }

    private static let tabMarker = Face(.tabMarker)
    private static let tabMarkerText = Array("> </span>".utf8)
    private static let rowOpen = Array("<span class=\"row".utf8)
    private static let spanOpen = Array("<span".utf8)
    private static let spanClose = Array("</span>".utf8)
    private static let linkOpen = Array("<a".utf8)
    private static let hrefOpen = Array(" href=\"".utf8)
    private static let tagEnd = Array("\">".utf8)
    private static let linkClose = Array("</a>".utf8)
}
