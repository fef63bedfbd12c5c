import Diff
import Highlight
import Prepare
import Terminal

/// Paints a parsed diff: decorated commit and file headers, hunk headers with their function
/// context highlighted, and hunk lines with syntax colors on the diff's backgrounds.
///
/// Every line of the input passes here, so nothing is allocated per line: escape sequences,
/// layouts and the gutter are made once.
public struct DiffPainter {
    /// How diffs are laid out.
    public struct Options: Sendable {
        /// Show old and new line numbers in a gutter.
        public var lineNumbers = false
        /// Spaces per tab stop (0 keeps tabs).
        public var tabWidth = 4
        /// The terminal's width, when known: backgrounds fill it, and `wrap` wraps at it.
        public var width: Int?
        /// Cut lines longer than this many columns, with a marker (0: never).
        public var maxLineLength = 512
        /// Wrap long lines at `width` instead of cutting them.
        public var wrap = false
        /// One output line per input line, text unchanged but for colors: for `git add -p`.
        public var colorOnly = false

        public init() {}
    }

    private let codes: DiffCodes
    private let safeColors: SafeColors
    private let options: Options
    private let reset: [UInt8]
    private let notice: [UInt8]
    /// The layout of hunk lines' content, and of other text (tabs kept, no limit).
    private let contentLayout: LineWriter.Layout
    private let textLayout: LineWriter.Layout
    /// Set after a commit line, until a blank line: `Author:`, `Date:` and `Merge:` are its metadata.
    private var inCommitHeader = false
    /// Digits of each line number in the gutter: four, or as many as the file's largest takes,
    /// so the gutter keeps one width down a file.
    private var digits = 4

    public init(theme: Theme, depth: ColorDepth, options: Options) {
        codes = DiffCodes(theme: theme, depth: depth)
        safeColors = SafeColors(dark: theme.isDark)
        self.options = options
        reset = codes.sequence(.reset)
        notice = codes.sequence(.notice)
        textLayout = LineWriter.Layout(tabWidth: 0, notice: notice, reset: reset)
        let gutterWidth = (options.lineNumbers && !options.colorOnly ? 11 : 0) + 1
        contentLayout = LineWriter.Layout(tabWidth: options.colorOnly ? 0 : options.tabWidth, notice: notice, reset: reset)
        if options.wrap, !options.colorOnly, let available = options.width.map({ $0 - gutterWidth }), available > 8 {
            contentLayout.limit = available
            contentLayout.wrap = true
            contentLayout.continuation = [UInt8](repeating: 0x20, count: gutterWidth)
        } else if options.maxLineLength > 0, !options.colorOnly {
            contentLayout.limit = options.maxLineLength
        }
    }

    // MARK: - Commits and other lines

    /// Paints `commit <id> (refs)` or a `--oneline` line.
    public mutating func paintCommit(_ line: InputLine, _ commit: CommitLine, to out: OutputWriter) throws(OutputError) {
        try graph(line, out)
        let t = Array(line.text)
        guard !options.colorOnly || t.count > 0 else { return try end(line, out) }
        var at = 0
        if !commit.oneline {
            try styled(t, 0, 7, .commitMeta, out)  // "commit "
            at = 7
            inCommitHeader = true
        }
        let idEnd = at + commit.id.utf8.count
        try styled(t, at, idEnd, .commitID, out)
        var rest = idEnd
        if let open = t[idEnd...].firstIndex(of: 0x28), commit.refs != nil, let close = t[open...].firstIndex(of: 0x29) {
            try plain(t, idEnd, open, out)
            try styled(t, open, close + 1, .commitRefs, out)
            rest = close + 1
        }
        try plain(t, rest, t.count, out)
        try end(line, out)
    }

    /// The lines below a commit line that name its parents, people and dates.
    private static let commitMetadata = ["Author:", "Date:", "Merge:", "Commit:", "AuthorDate:", "CommitDate:"].map { Array($0.utf8) }

    /// Paints a line that is not part of a diff: with git's own colors when git colored it
    /// (made safe), and with every escape sequence and control character that is content shown.
    public mutating func paintText(_ line: InputLine, to out: OutputWriter) throws(OutputError) {
        let t = line.text
        if t.isEmpty { inCommitHeader = false }
        try graph(line, out)
        if line.keepsColors {
            let rest = line.raw[GitColors.offset(ofText: line.graphCount, in: line.raw)...]
            try Passthrough.write(rest, colors: codes.depth == .none ? nil : safeColors, notice: notice, reset: reset, to: out)
            return try end(line, out)
        }
        if inCommitHeader, Self.commitMetadata.contains(where: { t.starts(with: $0) }) {
            try styled(t, .commitMeta, out)
        } else {
            try plain(t.last == 0x0D ? t.dropLast() : t, out)  // a CRLF line end
        }
        try end(line, out)
    }

    // MARK: - Files

    /// Paints one event of a diff read line by line, with nothing prepared: no colors from the
    /// files' contents (what uncolored output needs).
    public mutating func paint(_ event: DiffEvent, to out: OutputWriter) throws(OutputError) {
        switch event {
        case .commit(let line, let commit): try paintCommit(line, commit, to: out)
        case .text(let line): try paintText(line, to: out)
        case .header(let header):
            inCommitHeader = false
            digits = 4
            try paintHeader(header, note: nil, out)
        case .hunk(let hunk):
            // Line by line, the file's later hunks are not known yet: the gutter only widens.
            digits = max(digits, Self.digits(for: [hunk]))
            try paintHunkHeader(hunk, language: .plainText, out)
        case .line(let line): try paintHunkLine(line, tokens: [], emphasis: [], out)
        case .endOfFile: break
        }
    }

    /// Paints one file's diff: its header, then each hunk.
    public mutating func paintFile(_ file: FileDiff, _ prepared: PreparedFile, to out: OutputWriter) throws(OutputError) {
        inCommitHeader = false
        digits = Self.digits(for: file.hunks)
        try paintHeader(file.header, note: prepared.note, out)
        for (h, hunk) in file.hunks.enumerated() {
            try paintHunkHeader(hunk, language: prepared.language, out)
            let tokens = prepared.tokens?.tokens[h]
            let emphasis = prepared.emphasis?[h]
            for (l, line) in hunk.lines.enumerated() {
                try paintHunkLine(line, tokens: tokens?[l] ?? [], emphasis: emphasis?[l] ?? [], out)
            }
        }
    }

    private static let titleLines = ["diff ", "--- ", "+++ "].map { Array($0.utf8) }

    private func isTitleLine(_ t: ArraySlice<UInt8>) -> Bool {
        Self.titleLines.contains { t.starts(with: $0) }
    }

    private func paintHeader(_ header: FileHeader, note: String?, _ out: OutputWriter) throws(OutputError) {
        if options.colorOnly {
            for line in header.lines {
                try graph(line, out)
                try styled(line.text, isTitleLine(line.text) ? .title : .meta, out)
                try end(line, out)
            }
            return
        }
        let prefix = header.lines.first?.graph ?? []
        // The title stands for `diff --git`, `---` and `+++`: the paths and what happened to them.
        try writeGraphBytes(prefix, out)
        try codes.write(.title, to: out)
        try writeText(Array(Self.title(header, note: note).utf8)[...], out)
        try out.write(reset)
        out.write(byte: 0x0A)
        for line in header.lines {
            if isTitleLine(line.text) { continue }
            try graph(line, out)
            try styled(line.text, .meta, out)
            try end(line, out)
        }
        try writeGraphBytes(prefix, out)
        try codes.write(.rule, to: out)
        let rule = max(8, min(options.width.map { $0 - prefix.count } ?? 60, 60))
        for _ in 0..<rule { try out.write(Self.ruleCharacter) }
        try out.write(reset)
        out.write(byte: 0x0A)
    }

    private static let ruleCharacter = Array("─".utf8)

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

    private func paintHunkHeader(_ hunk: Hunk, language: Language, _ out: OutputWriter) throws(OutputError) {
        let line = hunk.headerLine
        try graph(line, out)
        let t = Array(line.text)
        let contextStart = t.count - hunk.header.context.count
        try styled(t, 0, contextStart, .hunk, out)
        if contextStart < t.count {
            // The function git names after `@@`, highlighted as code of the file's language.
            let context = t[contextStart...]
            let tokens = codes.depth == .none ? [] : context.withUnsafeBufferPointer { Highlighter(language: language).tokens(in: $0) }
            try paintContent(context, tokens: tokens, emphasis: [], base: .none, out)
        }
        try end(line, out)
    }

    private func paintHunkLine(_ line: HunkLine, tokens: [Token], emphasis: [Range<Int>], _ out: OutputWriter) throws(OutputError) {
        try graph(line.line, out)
        if line.kind == .noNewline {
            try styled(line.line.text, .noNewline, out)
            return try end(line.line, out)
        }
        let base: DiffCodes.Base = line.kind == .added ? .added : line.kind == .removed ? .removed : .none
        if options.lineNumbers, !options.colorOnly {
            try codes.write(.gutter, to: out)
            Self.number(line.oldNumber, digits, out)
            out.write(byte: 0x20)
            Self.number(line.newNumber, digits, out)
            out.write(byte: 0x20)
            try out.write(Self.gutterBar)
            try out.write(reset)
        }
        if base == .none {
            try plain(line.markers, out)
        } else if !line.markers.isEmpty {
            try codes.write(base == .added ? .addedMarker : .removedMarker, to: out)
            try writeText(line.markers, out)
            try out.write(reset)
        }
        try paintContent(line.content, tokens: tokens, emphasis: emphasis, base: base, out, trailing: line.kind == .added,
                         of: line.line)
        try end(line.line, out)
    }

    private static let gutterBar = Array("│".utf8)

    /// Digits the largest line number of `hunks` takes, four at least.
    private static func digits(for hunks: [Hunk]) -> Int {
        var largest = 0
        for hunk in hunks {
            largest = max(largest, hunk.header.new.start + hunk.header.new.count)
            for old in hunk.header.old { largest = max(largest, old.start + old.count) }
        }
        var digits = 1
        while largest >= 10 {
            largest /= 10
            digits += 1
        }
        return max(4, digits)
    }

    /// A line number right-aligned in `width` columns (wider when it has more digits); blank for none.
    private static func number(_ n: Int?, _ width: Int, _ out: OutputWriter) {
        guard let n, n >= 0 else {
            let text = n.map(String.init) ?? ""
            for _ in text.utf8.count..<max(text.utf8.count, width) { out.write(byte: 0x20) }
            for byte in text.utf8 { out.write(byte: byte) }
            return
        }
        var divisor = 1
        var digits = 1
        while divisor <= n / 10 {
            divisor *= 10
            digits += 1
        }
        for _ in digits..<max(digits, width) { out.write(byte: 0x20) }
        var rest = n
        while divisor > 0 {
            out.write(byte: UInt8(0x30 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    // MARK: - Content

    /// Writes `content` in its token colors over `base`, emphasized ranges stronger, trailing
    /// whitespace of added lines marked, the background filled to the width.
    private func paintContent(_ content: ArraySlice<UInt8>, tokens: [Token], emphasis: [Range<Int>], base: DiffCodes.Base,
                              _ out: OutputWriter, trailing: Bool = false, of line: InputLine? = nil) throws(OutputError) {
        // A `--graph` drawing takes columns of the width too, and goes on beside wrapped lines.
        let graphCount = line?.graphCount ?? 0
        let wider = gutterWidth - baseGutterWidth
        var lead: [UInt8] = []
        if contentLayout.wrap {
            if let line, graphCount > 0 { lead = continuedGraph(line.graph) }
            if wider > 0 { lead += [UInt8](repeating: 0x20, count: wider) }
        }
        var writer = LineWriter(layout: contentLayout, reserved: graphCount + wider, lead: lead)
        try content.withUnsafeBufferPointer { (text) throws(OutputError) in
            var end = text.count
            // On a context line a CRLF is the line's end, the same on both sides; on a changed
            // line the `\r` shows, so a change of line ends alone can be seen.
            if base == .none, end > 0, text[end - 1] == 0x0D { end -= 1 }
            var blankFrom = end
            if trailing { while blankFrom > 0, text[blankFrom - 1] == 0x20 || text[blankFrom - 1] == 0x09 { blankFrom -= 1 } }
            var pos = 0
            var t = 0
            var e = 0
            while pos < end, !writer.cut {
                // The next boundary: a token's start or end, an emphasis edge, the trailing blanks.
                while t < tokens.count, tokens[t].end <= pos { t += 1 }
                while e < emphasis.count, emphasis[e].upperBound <= pos { e += 1 }
                var next = end
                var kind = TokenKind.plain
                if t < tokens.count {
                    if tokens[t].start > pos { next = min(next, tokens[t].start) } else { kind = tokens[t].kind; next = min(next, tokens[t].end) }
                }
                var emphasized = false
                if e < emphasis.count {
                    if emphasis[e].lowerBound > pos { next = min(next, emphasis[e].lowerBound) } else { emphasized = true; next = min(next, emphasis[e].upperBound) }
                }
                if pos < blankFrom { next = min(next, blankFrom) }
                if pos >= blankFrom {
                    try codes.with(.trailing) { (open) throws(OutputError) in
                        try out.write(open)
                        try writer.write(text, pos, next, open: open, to: out)
                    }
                    try out.write(reset)
                } else {
                    try codes.withToken(kind, base, emphasis: emphasized) { (open) throws(OutputError) in
                        try out.write(open)
                        try writer.write(text, pos, next, open: open, to: out)
                        if !open.isEmpty { try out.write(reset) }
                    }
                }
                pos = next
            }
        }
        if base != .none, !options.colorOnly, let width = options.width, !reset.isEmpty {
            try codes.write(base == .added ? .added : .removed, to: out)
            writer.pad(to: width - gutterWidth - graphCount, out: out)
            try out.write(reset)
        }
    }

    /// The gutter's width, marker column included: line numbers of `digits` each, a space
    /// after each, the bar.
    private var gutterWidth: Int { (options.lineNumbers && !options.colorOnly ? 2 * digits + 3 : 0) + 1 }
    /// The gutter's width with four-digit numbers, which the layout's continuation is made for.
    private var baseGutterWidth: Int { (options.lineNumbers && !options.colorOnly ? 11 : 0) + 1 }

    /// The graph drawing beside a wrapped line's continuation: its columns' lines carried on
    /// (`|` for each `|` or `*`), each in its color.
    private func continuedGraph(_ graph: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        for (i, b) in graph.enumerated() {
            guard b == 0x7C || b == 0x2A else { out.append(0x20); continue }
            out += codes.graphSequence(i / 2)
            out.append(0x7C)
            out += reset
        }
        return out
    }

    // MARK: - Pieces

    private func graph(_ line: InputLine, _ out: OutputWriter) throws(OutputError) {
        if !line.graph.isEmpty { try writeGraphBytes(line.graph, out) }
    }

    /// The `--graph` columns, each in its own color (columns are two characters wide).
    private func writeGraphBytes(_ graph: ArraySlice<UInt8>, _ out: OutputWriter) throws(OutputError) {
        for (i, b) in graph.enumerated() {
            if b == 0x20 { out.write(byte: b); continue }
            try codes.writeGraph(i / 2, to: out)
            out.write(byte: b)
            try out.write(reset)
        }
    }

    private func styled(_ t: [UInt8], _ from: Int, _ to: Int, _ role: DiffCodes.Role, _ out: OutputWriter) throws(OutputError) {
        guard to > from else { return }
        try styled(t[from..<to], role, out)
    }

    private func styled(_ t: ArraySlice<UInt8>, _ role: DiffCodes.Role, _ out: OutputWriter) throws(OutputError) {
        guard !t.isEmpty else { return }
        try codes.write(role, to: out)
        try writeText(t, out)
        try out.write(reset)
    }

    private func plain(_ t: [UInt8], _ from: Int, _ to: Int, _ out: OutputWriter) throws(OutputError) {
        guard to > from else { return }
        try writeText(t[from..<to], out)
    }

    private func plain(_ t: ArraySlice<UInt8>, _ out: OutputWriter) throws(OutputError) {
        if !t.isEmpty { try writeText(t, out) }
    }

    /// Writes text with control characters made visible (tabs kept as they are).
    private func writeText(_ text: ArraySlice<UInt8>, _ out: OutputWriter) throws(OutputError) {
        var writer = LineWriter(layout: textLayout)
        try text.withUnsafeBufferPointer { (p) throws(OutputError) in
            try writer.write(p, 0, p.count, open: UnsafeBufferPointer(start: nil, count: 0), to: out)
        }
    }

    private func end(_ line: InputLine, _ out: OutputWriter) throws(OutputError) {
        if line.hasNewline || !options.colorOnly { out.write(byte: 0x0A) }
    }
}
