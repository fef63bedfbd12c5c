import Diff
import Terminal
import Theme

/// A file's header as the unified and side-by-side layouts show it: one title row (the paths
/// and what happened to them, for `diff --git`, `---` and `+++`), the other header lines, and a
/// rule. The title carries the navigation marks and the file's link.
struct FileTitle {
    /// Zero-width marks for less's search (`Navigation`).
    let navigationMarks: Bool
    /// Where the title links to; nil for no links.
    let links: Hyperlinks?
    /// The terminal's width, for the rule.
    let width: Int?

    func paint(_ header: FileHeader, note: String?, on canvas: inout Canvas) throws(OutputError) {
        let prefix = header.lines.first?.graph ?? []
        canvas.row.removeAll()
        if navigationMarks { canvas.row.append(safe: Navigation.titleMarks, columns: 0, .plain) }
        canvas.graph(prefix)
        canvas.row.anchor = header.path
        if let links { canvas.row.link(to: links.file(header, line: 1)) }
        canvas.styled(PathBytes.encode(Self.title(header, note: note))[...], .fileTitle)
        canvas.row.link(to: nil)
        try canvas.writeRow(newline: true)
        for line in header.lines where line.role != .fileTitle {
            canvas.start(line)
            canvas.styled(line.text, .fileMeta)
            try canvas.emit(line)
        }
        canvas.row.removeAll()
        canvas.graph(prefix)
        canvas.row.appendRule(room: width.map { $0 - prefix.count }, Attributes(.fileRule))
        try canvas.writeRow(newline: true)
    }

    /// The file's name as its title shows it: `path`, or `old → new` when it was renamed or copied.
    static func name(_ header: FileHeader) -> String {
        if let one = header.unprefixedPath { return one }
        if let old = header.oldPath, let new = header.newPath, old != new { return "\(old) → \(new)" }
        return header.path
    }

    /// `path`, `old → new (renamed, 85%)`, `path (new file)`, with mode changes and the preparer's note.
    static func title(_ header: FileHeader, note: String? = nil) -> String {
        let title = name(header)
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
}

extension StyledLine {
    /// Appends the rule under a title (a file's, a searched file's, a highlighted file's): 60
    /// columns of `─`, fewer in less `room` (the width left), 8 at least.
    mutating func appendRule(room: Int?, _ attributes: Attributes) {
        let columns = max(8, min(room ?? 60, 60))
        append(safe: Self.rule.prefix(columns * 3), columns: columns, attributes)
    }

    /// The longest rule, 60 of `─` (three bytes each), made once: every file has one.
    private static let rule = Array(String(repeating: "─", count: 60).utf8)
}
