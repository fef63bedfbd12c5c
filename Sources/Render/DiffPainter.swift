import Diff
import Highlight
import Prepare
import Terminal

/// Paints a parsed diff: decorated commit and file headers, hunk headers with their function
/// context highlighted, and hunk lines with syntax colors on the diff's backgrounds.
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
    private let options: Options
    private let reset: [UInt8]
    private let notice: [UInt8]
    /// Set after a commit line, until a blank line: `Author:`, `Date:` and `Merge:` are its metadata.
    private var inCommitHeader = false

    public init(theme: Theme, depth: ColorDepth, options: Options) {
        codes = DiffCodes(theme: theme, depth: depth)
        self.options = options
        reset = codes.sequence("reset")
        notice = codes.sequence("notice")
    }

    // MARK: - Commits and other lines

    /// Paints `commit <id> (refs)` or a `--oneline` line.
    public mutating func paintCommit(_ line: InputLine, _ commit: CommitLine, to out: OutputWriter) throws(OutputError) {
        try graph(line, out)
        let t = line.text
        guard !options.colorOnly || t.count > 0 else { return try end(line, out) }
        var at = 0
        if !commit.oneline {
            try styled(t, 0, 7, "commitMeta", out)  // "commit "
            at = 7
            inCommitHeader = true
        }
        let idEnd = at + commit.id.utf8.count
        try styled(t, at, idEnd, "commitID", out)
        var rest = idEnd
        if let open = t[idEnd...].firstIndex(of: 0x28), commit.refs != nil, let close = t[open...].firstIndex(of: 0x29) {
            try plain(t, idEnd, open, out)
            try styled(t, open, close + 1, "commitRefs", out)
            rest = close + 1
        }
        try plain(t, rest, t.count, out)
        try end(line, out)
    }

    /// Paints a line that is not part of a diff: passed through as it came (git's own colors
    /// kept), but for control characters, which are made visible.
    public mutating func paintText(_ line: InputLine, to out: OutputWriter) throws(OutputError) {
        let t = line.text
        if t.isEmpty { inCommitHeader = false }
        if inCommitHeader, !line.raw.contains(0x1B),
           t.starts(with: Array("Author:".utf8)) || t.starts(with: Array("Date:".utf8)) || t.starts(with: Array("Merge:".utf8))
            || t.starts(with: Array("Commit:".utf8)) || t.starts(with: Array("AuthorDate:".utf8)) || t.starts(with: Array("CommitDate:".utf8)) {
            try graph(line, out)
            try styled(t, 0, t.count, "commitMeta", out)
            return try end(line, out)
        }
        try Passthrough.write(line.raw, notice: notice, reset: reset, to: out)
        if line.hasNewline { out.write(byte: 0x0A) }
    }

    // MARK: - Files

    /// Paints one file's diff: its header, then each hunk.
    public mutating func paintFile(_ file: FileDiff, _ prepared: PreparedFile, to out: OutputWriter) throws(OutputError) {
        inCommitHeader = false
        try paintHeader(file.header, note: prepared.note, out)
        for (h, hunk) in file.hunks.enumerated() {
            try paintHunkHeader(hunk, language: prepared.language, out)
            for (l, line) in hunk.lines.enumerated() {
                try paintHunkLine(line, tokens: prepared.tokens?.tokens[h][l] ?? [], emphasis: prepared.emphasis?[h][l] ?? [], out)
            }
        }
    }

    private func paintHeader(_ header: FileHeader, note: String?, _ out: OutputWriter) throws(OutputError) {
        if options.colorOnly {
            for line in header.lines {
                try graph(line, out)
                let t = line.text
                let title = t.starts(with: Array("diff ".utf8)) || t.starts(with: Array("--- ".utf8)) || t.starts(with: Array("+++ ".utf8))
                try styled(t, 0, t.count, title ? "title" : "meta", out)
                try end(line, out)
            }
            return
        }
        let prefix = header.lines.first.map(\.graph) ?? []
        // The title stands for `diff --git`, `---` and `+++`: the paths and what happened to them.
        try writeGraphBytes(prefix, out)
        try out.write(codes.sequence("title"))
        try writeText(Array(Self.title(header, note: note).utf8), out)
        try out.write(reset)
        out.write(byte: 0x0A)
        for line in header.lines {
            let t = line.text
            if t.starts(with: Array("diff ".utf8)) || t.starts(with: Array("--- ".utf8)) || t.starts(with: Array("+++ ".utf8)) { continue }
            try graph(line, out)
            try styled(t, 0, t.count, "meta", out)
            try end(line, out)
        }
        try writeGraphBytes(prefix, out)
        try out.write(codes.sequence("rule"))
        let rule = max(8, min(options.width.map { $0 - prefix.count } ?? 60, 60))
        try out.write(Array(String(repeating: "─", count: rule).utf8))
        try out.write(reset)
        out.write(byte: 0x0A)
    }

    /// `path`, `old → new (renamed, 85%)`, `path (new file)`, with mode changes and the preparer's note.
    static func title(_ header: FileHeader, note: String? = nil) -> String {
        var title = header.path
        if let old = header.oldPath, let new = header.newPath, old != new { title = "\(old) → \(new)" }
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
        let t = line.text
        let contextStart = t.count - hunk.header.context.count
        try styled(t, 0, contextStart, "hunk", out)
        if contextStart < t.count {
            // The function git names after `@@`, highlighted as code of the file's language.
            let context = Array(t[contextStart...])
            let tokens = Highlighter(language: language).tokens(in: context)
            try paintContent(ArraySlice(context), tokens: tokens, emphasis: [], base: .none, out)
        }
        try end(line, out)
    }

    private func paintHunkLine(_ line: HunkLine, tokens: [Token], emphasis: [Range<Int>], _ out: OutputWriter) throws(OutputError) {
        try graph(line.line, out)
        if line.kind == .noNewline {
            try styled(line.line.text, 0, line.line.text.count, "noNewline", out)
            return try end(line.line, out)
        }
        let base: DiffCodes.Base = line.kind == .added ? .added : line.kind == .removed ? .removed : .none
        if options.lineNumbers, !options.colorOnly {
            try out.write(codes.sequence("gutter"))
            try out.write(Self.number(line.oldNumber) + " " + Self.number(line.newNumber) + " │")
            try out.write(reset)
        }
        if base == .none {
            try plain(Array(line.markers), 0, line.markers.count, out)
        } else {
            try styled(Array(line.markers), 0, line.markers.count, base == .added ? "addedMarker" : "removedMarker", out)
        }
        try paintContent(line.content, tokens: tokens, emphasis: emphasis, base: base, out,
                         trailing: line.kind == .added)
        try end(line.line, out)
    }

    private static func number(_ n: Int?) -> String {
        let s = n.map(String.init) ?? ""
        return String(repeating: " ", count: max(0, 4 - s.count)) + s
    }

    // MARK: - Content

    /// Writes `content` in its token colors over `base`, emphasized ranges stronger, trailing
    /// whitespace of added lines marked, the background filled to the width.
    private func paintContent(_ content: ArraySlice<UInt8>, tokens: [Token], emphasis: [Range<Int>], base: DiffCodes.Base,
                              _ out: OutputWriter, trailing: Bool = false) throws(OutputError) {
        var end = content.count
        if end > 0, content[content.startIndex + end - 1] == 0x0D { end -= 1 }  // CRLF shows as a line end
        var blankFrom = end
        if trailing { while blankFrom > 0, content[content.startIndex + blankFrom - 1] == 0x20 || content[content.startIndex + blankFrom - 1] == 0x09 { blankFrom -= 1 } }
        var layout = LineWriter.Layout()
        layout.tabWidth = options.colorOnly ? 0 : options.tabWidth
        layout.notice = notice
        layout.reset = reset
        let available = options.width.map { $0 - gutterWidth }
        if options.wrap, !options.colorOnly, let available, available > 8 {
            layout.limit = available
            layout.wrap = true
            layout.continuation = Array(String(repeating: " ", count: gutterWidth).utf8)
        } else if options.maxLineLength > 0, !options.colorOnly {
            layout.limit = options.maxLineLength
        }
        var writer = LineWriter(layout: layout)
        try content.withUnsafeBufferPointer { (text) throws(OutputError) in
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
                    let open = codes.sequence("trailing")
                    try out.write(open)
                    try open.withUnsafeBufferPointer { (o) throws(OutputError) in try writer.write(text, pos, next, open: o, to: out) }
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
            try out.write(codes.sequence(base == .added ? "added" : "removed"))
            writer.pad(to: width - gutterWidth, out: out)
            try out.write(reset)
        }
    }

    private var gutterWidth: Int { (options.lineNumbers && !options.colorOnly ? 12 : 0) + 1 }

    // MARK: - Pieces

    private func graph(_ line: InputLine, _ out: OutputWriter) throws(OutputError) {
        try writeGraphBytes(line.graph, out)
    }

    /// The `--graph` columns, each in its own color (columns are two characters wide).
    private func writeGraphBytes(_ graph: [UInt8], _ out: OutputWriter) throws(OutputError) {
        guard !graph.isEmpty else { return }
        for (i, b) in graph.enumerated() {
            if b == 0x20 { out.write(byte: b); continue }
            try out.write(codes.graphSequences[(i / 2) % codes.graphCount])
            out.write(byte: b)
            try out.write(reset)
        }
    }

    private func styled(_ t: [UInt8], _ from: Int, _ to: Int, _ name: String, _ out: OutputWriter) throws(OutputError) {
        guard to > from else { return }
        try out.write(codes.sequence(name))
        try writeText(Array(t[from..<to]), out)
        try out.write(reset)
    }

    private func plain(_ t: [UInt8], _ from: Int, _ to: Int, _ out: OutputWriter) throws(OutputError) {
        guard to > from else { return }
        try writeText(Array(t[from..<to]), out)
    }

    /// Writes text with control characters made visible (tabs kept as they are).
    private func writeText(_ text: [UInt8], _ out: OutputWriter) throws(OutputError) {
        var layout = LineWriter.Layout()
        layout.tabWidth = 0
        layout.notice = notice
        layout.reset = reset
        var writer = LineWriter(layout: layout)
        try text.withUnsafeBufferPointer { (p) throws(OutputError) in
            try writer.write(p, 0, p.count, open: UnsafeBufferPointer(start: nil, count: 0), to: out)
        }
    }

    private func end(_ line: InputLine, _ out: OutputWriter) throws(OutputError) {
        if line.hasNewline || !options.colorOnly { out.write(byte: 0x0A) }
    }
}
