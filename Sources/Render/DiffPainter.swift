import Diff
import EditorConfig
import Highlight
import Prepare
import Terminal
import Theme

/// Paints a parsed diff as styled lines for a backend: decorated commit lines, hunk headers
/// with their function context highlighted, and each file's header and hunk lines laid out by
/// its layout (`DiffLayout`: unified, side by side or color-only).
///
/// Every line of the input passes here, so nothing is allocated per line: the rows are reused.
public struct DiffPainter {
    /// How long lines are kept whole.
    public enum Wrap: String, Sendable {
        /// Side by side, wrapped in their pane; unified, cut at `maxLineLength` and wrapped at
        /// the width when it is known (else left to less).
        case auto
        /// Wrapped at the width.
        case always
        /// Cut with a marker: at `maxLineLength` unified, at the pane's edge side by side.
        case never
    }

    /// How diffs are laid out.
    public struct Options: Sendable {
        /// Show old and new line numbers in a gutter.
        public var lineNumbers = false
        /// Spaces per tab stop (0 keeps tabs), for every file `tabWidths` says nothing of.
        public var tabWidth = 8
        /// Each file's tab width as its project declares it (`.editorconfig`, attributes),
        /// asked once a file; nil: `tabWidth` for every file (`--tabs`).
        package var tabWidths: TabWidths?
        /// Zero-width marks on file titles and hunk headers for less's search to find
        /// (`Navigation`): only for output paged through less.
        package var navigationMarks = false
        /// The terminal's width, when known: backgrounds fill it, and wrapping wraps at it.
        public var width: Int?
        /// Cut unified lines longer than this many columns, with a marker (0: never).
        public var maxLineLength = 512
        /// Wrap long lines instead of cutting them.
        public var wrap = Wrap.auto
        /// Removed lines on the left, added lines on the right.
        public var sideBySide = false
        /// One output line per input line, text unchanged but for colors: for `git add -p`.
        public var colorOnly = false
        /// Where headers link to (`--hyperlinks`); nil for no links.
        package var hyperlinks: Hyperlinks?

        public init() {}

        /// The width side by side lays out in when the terminal's is not known.
        package static let sideBySideWidth = 160
        /// The width a table of contents fits in when the terminal's is not known: git's for `--stat`.
        package static let contentsWidth = 80
    }

    /// The backend and the row being built.
    var canvas: Canvas
    /// How files' headers and hunk lines are laid out.
    var layout: any DiffLayout
    /// Each file's tab width as its project declares it; nil: the one tab width.
    let tabWidths: TabWidths?
    /// Where headers link to: never in `--color-only` output, nor without colors.
    let links: Hyperlinks?
    /// Whether hunk headers after a file's first carry a navigation mark.
    let navigationMarks: Bool
    /// The header of the file being painted, when headers link (its hunk headers link to it).
    var linkedFile: FileHeader?
    /// How a commit's table of contents is laid out (`FileDiff.contents`); nil in
    /// `--color-only` output, which never has one: `git add -p` needs its lines back as they came.
    let contentsTable: ContentsTable?
    /// Hunks of the file being painted so far: its first hunk's header carries no navigation
    /// mark, since the file's title (a few rows above) does.
    var hunksInFile = 0
    /// The function names of hunk headers, lexed with one walker.
    private var functionTokens = FunctionTokens()

    public init(backend: any Backend, colored: Bool, options: Options) {
        tabWidths = options.tabWidths
        if options.colorOnly {
            layout = ColorOnlyLayout()
            canvas = Canvas(backend: backend, colored: colored, rowWidth: nil, keepsLineEnds: true, tabWidth: 0)
            links = nil
            navigationMarks = false
            contentsTable = nil
        } else {
            links = colored ? options.hyperlinks : nil
            navigationMarks = options.navigationMarks
            contentsTable = ContentsTable(width: options.width ?? Options.contentsWidth)
            let title = FileTitle(navigationMarks: options.navigationMarks, links: links, width: options.width)
            let unified = UnifiedLayout(width: options.width, maxLineLength: options.maxLineLength, wrap: options.wrap,
                                        numbers: options.lineNumbers ? LineNumbers() : nil, title: title)
            // Side by side, and when wrapping, a row wider than the width (a long commit line, a
            // file's long name) goes on in rows of the width: no row is ever wider.
            let rowWidth = options.sideBySide || unified.wraps ? options.width : nil
            if options.sideBySide {
                layout = SideBySideLayout(width: options.width ?? Options.sideBySideWidth, cuts: options.wrap == .never,
                                          unified: unified)
            } else {
                layout = unified
            }
            canvas = Canvas(backend: backend, colored: colored, rowWidth: rowWidth, keepsLineEnds: false, tabWidth: 0)
        }
        canvas.tabWidth = layout.tabStops(options.tabWidth)
    }

    /// Takes the tab width of the file `header` starts, when the project declares widths.
    mutating func startFile(_ header: FileHeader) {
        hunksInFile = 0
        if links != nil { linkedFile = header }
        if let tabWidths { canvas.tabWidth = layout.tabStops(tabWidths.width(forPath: header.path).width) }
    }

    /// Ends the output.
    public func finish() throws(OutputError) {
        try canvas.backend.finish()
    }

    // MARK: - Commits and other lines

    /// Paints `commit <id> (refs)` or a `--oneline` line.
    public mutating func paintCommit(_ line: InputLine, _ commit: CommitLine) throws(OutputError) {
        canvas.start(line)
        let t = Array(line.text)
        guard !t.isEmpty else { return try canvas.emit(line) }
        var at = 0
        if !commit.oneline {
            canvas.styled(t, 0, 7, .commitMeta)  // "commit "
            at = 7
        }
        let idEnd = at + commit.id.utf8.count
        if let links { canvas.row.link(to: links.commit(commit.id)) }
        canvas.styled(t, at, idEnd, .commitID)
        canvas.row.link(to: nil)
        var rest = idEnd
        if let open = t[idEnd...].firstIndex(of: 0x28), commit.refs != nil, let close = t[open...].firstIndex(of: 0x29) {
            canvas.styled(t, idEnd, open, nil)
            canvas.styled(t, open, close + 1, .commitRefs)
            rest = close + 1
        }
        canvas.styled(t, rest, t.count, nil)
        try canvas.emit(line)
    }

    /// Paints a line that is not part of a diff: with git's own colors when git colored it
    /// (made safe), and with every escape sequence and control character that is content shown.
    public mutating func paintText(_ line: InputLine) throws(OutputError) {
        // Uncolored, a line of printable text (tabs kept, as styled text keeps them) is its bytes.
        if !line.keepsColors, line.graphCount == 0, let out = canvas.plainWriter,
           try PlainRun.writeText(line.unsafeText, keepingTabs: true, to: out) {
            return
        }
        if !line.keepsColors, line.graphCount == 0, let spans = canvas.spanRows, try paintTextSpans(line, to: spans) {
            return
        }
        canvas.start(line)
        if line.keepsColors {
            let rest = line.raw[GitColors.offset(ofText: line.graphCount, in: line.raw)...]
            return try canvas.backend.write(prefix: canvas.row, keptColors: rest,
                                            newline: line.hasNewline || !canvas.keepsLineEnds)
        }
        let t = line.text
        if line.role == .commitMetadata {
            canvas.styled(t, .commitMeta)
        } else {
            canvas.styled(t.last == 0x0D ? t.dropLast() : t, nil)  // a CRLF line end
        }
        try canvas.emit(line)
    }

    /// A line of printable ASCII and tabs (a commit's message, most of them) that fits the row,
    /// written span by span as its row would be (`ANSIBackend.SpanWriter`): one span, tabs kept
    /// as styled text keeps them. False, having written nothing, for any other line.
    private func paintTextSpans(_ line: InputLine, to terminal: ANSIBackend) throws(OutputError) -> Bool {
        let text = line.unsafeText
        guard VisibleText.isPrintableASCII(text, orTab: true), canvas.rowWidth.map({ text.count <= $0 }) ?? true else { return false }
        var row = try terminal.startRow()
        let attributes = line.role == .commitMetadata ? Attributes(.commitMeta) : .plain
        row.append(content: text, from: 0, to: text.count, tabWidth: 0, showingTabs: false, attributes)
        try terminal.endRow(row, newline: line.hasNewline || !canvas.keepsLineEnds)
        return true
    }

    // MARK: - Files

    /// Paints one event of a diff read line by line, with nothing prepared: no colors from the
    /// files' contents (what uncolored output needs).
    public mutating func paint(_ event: DiffEvent) throws(OutputError) {
        switch event {
        case .commit(let line, let commit): try paintCommit(line, commit)
        case .text(let line): try paintText(line)
        case .header(let header):
            layout.startFile([])
            startFile(header)
            try layout.paintHeader(header, note: nil, on: &canvas)
        case .hunk(let hunk):
            // Line by line, the file's later hunks are not known yet: the gutter only widens.
            layout.widen(for: hunk)
            try paintHunkHeader(hunk, language: .plainText)
        case .line(let line): try layout.paintLine(line, .plain, on: &canvas)
        case .lines(let run): try layout.paintRun(run, on: &canvas)
        case .endOfFile: break
        }
    }

    /// Paints one file's diff: the commit's table of contents when it is the first file of a
    /// commit that has one, its header, then each hunk.
    public mutating func paintFile(_ file: FileDiff, _ prepared: PreparedFile) throws(OutputError) {
        if let contents = file.contents, let contentsTable {
            try contentsTable.paint(contents, graph: file.header.lines.first?.graph ?? [], on: &canvas)
        }
        layout.startFile(file.hunks)
        startFile(file.header)
        try layout.paintHeader(file.header, note: prepared.note, on: &canvas)
        for (h, hunk) in file.hunks.enumerated() {
            try paintHunkHeader(hunk, language: prepared.language)
            try layout.paintHunk(hunk, prepared.hunk(h), parents: file.header.parents, on: &canvas)
        }
    }

    private mutating func paintHunkHeader(_ hunk: Hunk, language: Language) throws(OutputError) {
        let line = hunk.headerLine
        hunksInFile += 1
        let marked = navigationMarks && hunksInFile > 1
        // Uncolored and unmarked, a header of printable text (no tab, which the function's part
        // would expand) is its bytes.
        if !marked, let out = canvas.plainWriter, line.graphCount == 0,
           try PlainRun.writeText(line.unsafeText, keepingTabs: false, to: out) {
            return
        }
        if !marked, links == nil, line.graphCount == 0, let spans = canvas.spanRows,
           try Self.paintHunkHeaderSpans(line.unsafeText, context: hunk.header.context.count, language: language,
                                          rowWidth: canvas.rowWidth, tabWidth: canvas.tabWidth,
                                          newline: line.hasNewline || !canvas.keepsLineEnds, functions: &functionTokens,
                                          to: spans) {
            return
        }
        canvas.start(line, marks: marked ? Navigation.hunkMarks : [])
        if let links, let linkedFile { canvas.row.link(to: links.file(linkedFile, line: hunk.header.new.start)) }
        let t = Array(line.text)
        let contextStart = t.count - hunk.header.context.count
        canvas.styled(t, 0, contextStart, .hunkHeader)
        if contextStart < t.count {
            // The function git names after `@@`, highlighted as code of the file's language.
            let context = t[contextStart...]
            let tokens = canvas.colored ? context.withUnsafeBufferPointer { Highlighter(language: language).tokens(in: $0) } : []
            canvas.row.startContent()
            canvas.appendContent(context, tokens: tokens[...], emphasis: [], tone: .plain)
        }
        try canvas.emit(line)
    }

    /// A hunk's header of printable ASCII (no tab) that fits the row, written span by span as
    /// its row would be (`ANSIBackend.SpanWriter`): the ranges in the header's role, the function
    /// git names (its last `context` bytes) in its tokens. False, having written nothing, for
    /// any other. (Static: called on the painter, a method copied it, a dozen references, for
    /// every hunk.)
    private static func paintHunkHeaderSpans(_ text: UnsafeBufferPointer<UInt8>, context: Int, language: Language,
                                             rowWidth: Int?, tabWidth: Int, newline: Bool, functions: inout FunctionTokens,
                                             to terminal: ANSIBackend) throws(OutputError) -> Bool {
        guard VisibleText.isPrintableASCII(text), rowWidth.map({ text.count <= $0 }) ?? true else { return false }
        let contextStart = text.count - min(context, text.count)
        var row = try terminal.startRow(tabsEnd: 0)
        row.append(text, from: 0, to: contextStart, Attributes(.hunkHeader))
        if contextStart < text.count {
            let function = UnsafeBufferPointer(rebasing: text[contextStart...])
            HunkContent.append(function, tokens: functions.tokens(in: function, language: language), emphasis: [],
                               tone: .plain, tabWidth: tabWidth,
                               trailing: false, into: &row)
        }
        try terminal.endRow(row, newline: newline)
        return true
    }
}
