import Diff
import Highlight
import Prepare
import Terminal
import Theme

/// Paints a parsed diff as styled lines for a backend: decorated commit and file headers, hunk
/// headers with their function context highlighted, and hunk lines with syntax colors on the
/// diff's backgrounds, unified or side by side (`DiffPainter+Lines`).
///
/// Every line of the input passes here, so nothing is allocated per line: the rows are reused.
public struct DiffPainter {
    /// How long lines are kept whole.
    public enum Wrap: String, Sendable {
        /// Side by side, wrapped in their pane; unified, cut at `maxLineLength`.
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
        public var tabWidths: TabWidths?
        /// Zero-width marks on file titles and hunk headers for less's search to find
        /// (`Navigation`): only for output paged through less.
        public var navigationMarks = false
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
        public var hyperlinks: Hyperlinks?

        public init() {}

        /// The width side by side lays out in when the terminal's is not known.
        public static let sideBySideWidth = 160
    }

    let backend: any Backend
    let options: Options
    /// Whether anything is colored: the hunk header's function is lexed only then.
    let colored: Bool
    /// Whether the backend draws a row's background to its edge (`Backend.fillsRows`).
    let fillsRows: Bool
    /// Where headers link to: never in `--color-only` output, nor without colors.
    let links: Hyperlinks?
    /// The header of the file being painted, when headers link (its hunk headers link to it).
    var linkedFile: FileHeader?
    /// The row being built, and a second for lines cut into several rows.
    var row = StyledLine()
    var scratch = StyledLine()
    var right = StyledLine()
    var overflow = StyledLine()
    /// The rows of the two panes' lines, side by side.
    var leftRows: [PaneRow] = []
    var rightRows: [PaneRow] = []
    /// Digits of each line number in the gutter: four, or as many as the file's largest takes,
    /// so the gutter keeps one width down a file.
    var digits = 4
    /// Spaces per tab stop in the file being painted (0 keeps tabs).
    var tabWidth: Int
    /// Hunks of the file being painted so far: its first hunk's header carries no navigation
    /// mark, since the file's title (a few rows above) does.
    var hunksInFile = 0

    public init(backend: any Backend, colored: Bool, options: Options) {
        self.backend = backend
        self.colored = colored
        fillsRows = backend.fillsRows
        var options = options
        if options.colorOnly {
            options.sideBySide = false
            options.navigationMarks = false
        }
        self.options = options
        links = colored && !options.colorOnly ? options.hyperlinks : nil
        tabWidth = Self.tabStops(options.tabWidth, options)
    }

    /// The tab width a layout can keep: a tab kept as it is lands where the terminal's stops
    /// say, which no layout can know, so side by side and wrapping, tabs are expanded (to the
    /// terminal's usual eight). `--color-only` keeps them.
    static func tabStops(_ width: Int, _ options: Options) -> Int {
        if options.colorOnly { return 0 }
        return width == 0 && (options.sideBySide || options.wrap == .always) ? 8 : width
    }

    /// Takes the tab width of the file `header` starts, when the project declares widths.
    mutating func startFile(_ header: FileHeader) {
        hunksInFile = 0
        if let widths = options.tabWidths { tabWidth = Self.tabStops(widths.width(forPath: header.path).width, options) }
    }

    /// Ends the output.
    public func finish() throws(OutputError) {
        try backend.finish()
    }

    // MARK: - Commits and other lines

    /// Paints `commit <id> (refs)` or a `--oneline` line.
    public mutating func paintCommit(_ line: InputLine, _ commit: CommitLine) throws(OutputError) {
        start(line)
        let t = Array(line.text)
        guard !options.colorOnly || t.count > 0 else { return try emit(line) }
        var at = 0
        if !commit.oneline {
            styled(t, 0, 7, .commitMeta)  // "commit "
            at = 7
        }
        let idEnd = at + commit.id.utf8.count
        if let links { row.link(to: links.commit(commit.id)) }
        styled(t, at, idEnd, .commitID)
        row.link(to: nil)
        var rest = idEnd
        if let open = t[idEnd...].firstIndex(of: 0x28), commit.refs != nil, let close = t[open...].firstIndex(of: 0x29) {
            styled(t, idEnd, open, nil)
            styled(t, open, close + 1, .commitRefs)
            rest = close + 1
        }
        styled(t, rest, t.count, nil)
        try emit(line)
    }

    /// Paints a line that is not part of a diff: with git's own colors when git colored it
    /// (made safe), and with every escape sequence and control character that is content shown.
    public mutating func paintText(_ line: InputLine) throws(OutputError) {
        start(line)
        if line.keepsColors {
            let rest = line.raw[GitColors.offset(ofText: line.graphCount, in: line.raw)...]
            return try backend.write(prefix: row, keptColors: rest, newline: line.hasNewline || !options.colorOnly)
        }
        let t = line.text
        if line.role == .commitMetadata {
            styled(t, .commitMeta)
        } else {
            styled(t.last == 0x0D ? t.dropLast() : t, nil)  // a CRLF line end
        }
        try emit(line)
    }

    // MARK: - Files

    /// Paints one event of a diff read line by line, with nothing prepared: no colors from the
    /// files' contents (what uncolored output needs).
    public mutating func paint(_ event: DiffEvent) throws(OutputError) {
        switch event {
        case .commit(let line, let commit): try paintCommit(line, commit)
        case .text(let line): try paintText(line)
        case .header(let header):
            digits = 4
            startFile(header)
            try paintHeader(header, note: nil)
        case .hunk(let hunk):
            // Line by line, the file's later hunks are not known yet: the gutter only widens.
            digits = max(digits, Self.digits(for: [hunk]))
            try paintHunkHeader(hunk, language: .plainText)
        case .line(let line): try paintHunkLine(line, tokens: [], emphasis: [])
        case .endOfFile: break
        }
    }

    /// Paints one file's diff: its header, then each hunk.
    public mutating func paintFile(_ file: FileDiff, _ prepared: PreparedFile) throws(OutputError) {
        digits = Self.digits(for: file.hunks)
        startFile(file.header)
        try paintHeader(file.header, note: prepared.note)
        let sideBySide = options.sideBySide && file.header.parents == 1
        for (h, hunk) in file.hunks.enumerated() {
            try paintHunkHeader(hunk, language: prepared.language)
            let lines = prepared.hunk(h)
            if sideBySide {
                try paintSideBySide(hunk, lines)
            } else {
                for (l, line) in hunk.lines.enumerated() {
                    let p = lines[l]
                    try paintHunkLine(line, tokens: p.tokens, emphasis: p.emphasis, conflict: p.conflict)
                }
            }
        }
    }

    private mutating func paintHeader(_ header: FileHeader, note: String?) throws(OutputError) {
        if options.colorOnly {
            for line in header.lines {
                start(line)
                styled(line.text, line.role == .fileTitle ? .fileTitle : .fileMeta)
                try emit(line)
            }
            return
        }
        let prefix = header.lines.first?.graph ?? []
        // The title stands for `diff --git`, `---` and `+++`: the paths and what happened to them.
        row.removeAll()
        if options.navigationMarks { row.append(safe: Navigation.titleMarks, columns: 0, .plain) }
        graph(prefix)
        row.anchor = header.path
        if let links {
            linkedFile = header
            row.link(to: links.file(header, line: 1))
        }
        styled(PathBytes.encode(Self.title(header, note: note))[...], .fileTitle)
        row.link(to: nil)
        try writeRow(newline: true)
        for line in header.lines where line.role != .fileTitle {
            start(line)
            styled(line.text, .fileMeta)
            try emit(line)
        }
        row.removeAll()
        graph(prefix)
        let rule = max(8, min(options.width.map { $0 - prefix.count } ?? 60, 60))
        row.append(safe: String(repeating: "─", count: rule).utf8, columns: rule, Attributes(.fileRule))
        try writeRow(newline: true)
    }

    /// `path`, `old → new (renamed, 85%)`, `path (new file)`, with mode changes and the preparer's note.
    static func title(_ header: FileHeader, note: String? = nil) -> String {
        var title = header.path
        if let one = header.unprefixedPath {
            title = one
        } else if let old = header.oldPath, let new = header.newPath, old != new {
            title = "\(old) → \(new)"
        }
        var notes: [String] = []
        switch header.status {
        case .added: notes.append("new file")
        case .deleted: notes.append("deleted")
        case .renamed(let s): notes.append(s.map { "renamed, \($0)%" } ?? "renamed")
        case .copied(let s): notes.append(s.map { "copied, \($0)%" } ?? "copied")
        case .modified: break
        }
        if let a = header.oldMode, let b = header.newMode, a != b, header.status == .modified { notes.append("mode \(a) → \(b)") }
        if header.isSubmodule { notes.append("submodule") }
        if header.isBinary { notes.append("binary") }
        if header.parents > 1 { notes.append("merge, \(header.parents) parents") }
        if let note { notes.append(note) }
        return notes.isEmpty ? title : "\(title) (\(notes.joined(separator: "; ")))"
    }

    private mutating func paintHunkHeader(_ hunk: Hunk, language: Language) throws(OutputError) {
        let line = hunk.headerLine
        hunksInFile += 1
        start(line, marks: options.navigationMarks && hunksInFile > 1 ? Navigation.hunkMarks : [])
        if let links, let linkedFile { row.link(to: links.file(linkedFile, line: hunk.header.new.start)) }
        let t = Array(line.text)
        let contextStart = t.count - hunk.header.context.count
        styled(t, 0, contextStart, .hunkHeader)
        if contextStart < t.count {
            // The function git names after `@@`, highlighted as code of the file's language.
            let context = t[contextStart...]
            let tokens = colored ? context.withUnsafeBufferPointer { Highlighter(language: language).tokens(in: $0) } : []
            row.startContent()
            appendContent(context, tokens: tokens[...], emphasis: [], tone: .plain, tabWidth: tabWidth)
        }
        try emit(line)
    }

    // MARK: - Pieces

    /// Starts a row for `line`: empty, then `marks` (zero-width, for navigation), then its
    /// `--graph` drawing.
    mutating func start(_ line: InputLine, marks: [UInt8] = []) {
        row.removeAll()
        if !marks.isEmpty { row.append(safe: marks, columns: 0, .plain) }
        if line.graphCount > 0 { graph(line.graph) }
    }

    /// The `--graph` columns, each in its own color (columns are two characters wide).
    mutating func graph(_ graph: ArraySlice<UInt8>) {
        for (i, b) in graph.enumerated() {
            if b == 0x20 {
                row.appendSpaces(1, .plain)
            } else {
                // Graph drawings are ASCII (git's `|/\*_-.`); anything else is shown as content is.
                withUnsafeBytes(of: b) { p in
                    row.append(content: p.bindMemory(to: UInt8.self), from: 0, to: 1, tabWidth: 0, Attributes(Face.graph(i / 2)))
                }
            }
        }
    }

    /// Appends `t[from..<to]` in `role` (nil: plain), made visible, tabs kept.
    mutating func styled(_ t: [UInt8], _ from: Int, _ to: Int, _ role: Role?) {
        guard to > from else { return }
        styled(t[from..<to], role)
    }

    mutating func styled(_ t: ArraySlice<UInt8>, _ role: Role?) {
        guard !t.isEmpty else { return }
        let attributes = role.map { Attributes($0) } ?? .plain
        t.withUnsafeBufferPointer { p in row.append(content: p, from: 0, to: p.count, tabWidth: 0, attributes) }
    }

    /// Writes the row; the line's newline too, unless `--color-only` output is at a last line
    /// that had none.
    mutating func emit(_ line: InputLine) throws(OutputError) {
        try writeRow(newline: line.hasNewline || !options.colorOnly)
    }

    /// Writes the row. Side by side, and when wrapping, a row wider than the width (a long
    /// commit line, a file's long name) goes on in rows of the width: no row is ever wider.
    mutating func writeRow(newline: Bool) throws(OutputError) {
        guard let width = options.width, options.sideBySide || options.wrap == .always, !options.colorOnly,
              row.columns > width else { return try backend.write(row, newline: newline) }
        overflow.removeAll()
        overflow.append(row)
        let anchor = row.anchor
        for (n, piece) in overflow.rows(width: width).enumerated() {
            row.removeAll()
            if n == 0 { row.anchor = anchor }
            row.append(overflow, bytes: piece.range, cells: piece.cells)
            try backend.write(row, newline: true)
        }
    }
}
