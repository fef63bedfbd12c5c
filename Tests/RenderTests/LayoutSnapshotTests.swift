import Diff
import Prepare
import Render
import Terminal
import TestSupport
import Testing
import Theme

/// Painted output of each layout with each per-line feature on, kept as golden cell listings:
/// `--graph` drawings carried down wrapped rows, links on titles, hunk headers and commit ids,
/// navigation marks, conflict markers (bands, cut, wrapped, in a pane), a combined diff and a
/// width too narrow for panes (both painted unified), and a diff painted line by line as it
/// streams (`DiffPainter.paint(_:)`, the gutter widening as hunks come).
@Suite struct LayoutSnapshotTests {
    /// A commit drawn by `--graph`, with a long line, a paired change and a committed conflict
    /// whose last marker is long.
    static let graphed = """
        * commit 0123456789abcdef0123456789abcdef01234567 (HEAD -> main)
        | Author: A U Thor <author@example.com>
        |
        |     Keep a conflict, by mistake
        |
        | diff --git a/notes.swift b/notes.swift
        | index 1111111..2222222 100644
        | --- a/notes.swift
        | +++ b/notes.swift
        | @@ -8,4 +8,9 @@ func notes() {
        |  let keep = 1
        | -let old = "one"
        | +let new = "two and a much longer line that goes on past any narrow width at all"
        | +<<<<<<< HEAD
        | +let ours = 1
        | +=======
        | +let theirs = 2
        | +>>>>>>> topic-with-a-rather-long-branch-name-that-will-not-fit-in-forty-columns
        |  let tail = 3
        | @@ -990,2 +995,2 @@ func more() {
        | -let a = 1
        | +let a = 2
        * commit 89abcdef0123456789abcdef0123456789abcdef

        """

    /// A combined diff of a conflicted merge (always unified), then a two-way diff with CRLF
    /// context markers.
    static let conflicts = """
        diff --cc f.swift
        index 455c853,03ddbb5..0000000
        --- a/f.swift
        +++ b/f.swift
        @@@ -1,5 -1,5 +1,11 @@@
          let a = 1
        ++<<<<<<< ours
         +let b = 2
        ++||||||| base
        ++let b = 0
        ++=======
        + let b = 3
        ++>>>>>>> theirs-\(String(repeating: "x", count: 60))
          let c = 4
        diff --git a/x.txt b/x.txt
        --- a/x.txt
        +++ b/x.txt
        @@ -1,5 +1,6 @@
         <<<<<<< HEAD\r
        -a\r
        +b\r
        +b2\r
         =======\r
         c\r
         >>>>>>> topic\r

        """

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        var diff = LayoutSnapshotTests.graphed
        var sideBySide = false
        var lineNumbers = true
        var wrap = DiffPainter.Wrap.auto
        var width: Int? = 80
        var colorOnly = false
        var maxLineLength = 40
        var links = true
        var marks = true
        var events = false
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "layout-graph-unified-wrap", wrap: .always, width: 60),
        Case(name: "layout-graph-unified-cut", wrap: .never),
        Case(name: "layout-graph-side-by-side", sideBySide: true, width: 90),
        Case(name: "layout-graph-side-by-side-never", sideBySide: true, lineNumbers: false, wrap: .never, width: 70),
        Case(name: "layout-graph-too-narrow-for-panes", sideBySide: true, width: 12),
        Case(name: "layout-graph-color-only", sideBySide: true, width: nil, colorOnly: true),
        Case(name: "layout-graph-events", wrap: .always, width: 60, events: true),
        Case(name: "layout-conflicts-unified-cut", diff: conflicts, wrap: .never, width: 72, links: false),
        Case(name: "layout-conflicts-unified-wrap", diff: conflicts, wrap: .always, width: 50, links: false, marks: false),
        Case(name: "layout-conflicts-side-by-side", diff: conflicts, sideBySide: true, width: 70, links: false),
        Case(name: "layout-conflicts-color-only", diff: conflicts, lineNumbers: false, width: nil, colorOnly: true,
             links: false),
    ]

    static let links = Hyperlinks(fileFormat: "editor://{path}:{line}", commitFormat: "https://forge.test/commit/{commit}",
                                  host: "box", repositoryRoot: "/repo", currentDirectory: "/repo")

    static func rows(_ c: Case) throws -> [StyledLine] {
        var options = DiffPainter.Options()
        options.tabWidth = 4
        options.lineNumbers = c.lineNumbers
        options.sideBySide = c.sideBySide
        options.wrap = c.wrap
        options.width = c.width
        options.colorOnly = c.colorOnly
        options.maxLineLength = c.maxLineLength
        options.navigationMarks = c.marks
        options.hyperlinks = c.links ? links : nil
        let backend = RecordingBackend()
        var lines = Array(c.diff.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        if c.events {
            var painter = DiffPainter(backend: backend, colored: true, options: options)
            var parser = DiffParser()
            for line in lines { try parser.feedEvents(line) { try painter.paint($0) } }
            try parser.finishEvents { try painter.paint($0) }
            return backend.lines
        }
        try DiffPainter.paint(c.diff, to: backend, colored: true, options: options)
        return backend.lines
    }

    @Test(arguments: cases)
    func paintedLayout(_ c: Case) throws {
        let rows = try Self.rows(c)
        let listing = CellListing.listing(rows, styles: StyleTable(theme: .dark, depth: .trueColor))
        let problem = Golden.mismatch(listing, path: Golden.directory(of: #filePath) + "/Golden/\(c.name).txt")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
