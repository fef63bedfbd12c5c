import Render
import Terminal
import Testing

/// Where the painter puts the zero-width marks less's search stops at: a file's title row starts
/// with both, a hunk header after its file's first with the hunk mark, and no other row, nor any
/// content, holds either.
@Suite struct NavigationMarkTests {
    static let hunk = "\u{2060}"
    static let file = "\u{200B}"

    /// Two files, the second with two hunks, content and a name holding the marks' characters;
    /// `graph` starts every line (a `--graph` drawing).
    static func diff(graph: String = "") -> String {
        let lines = [
            "commit 0123456789abcdef0123456789abcdef01234567",
            "Author: A U Thor <author@example.com>",
            "",
            "    Hide \(file) and \(hunk) in a message",
            "",
            "diff --git a/one.txt b/one.txt",
            "index 1111111..2222222 100644",
            "--- a/one.txt",
            "+++ b/one.txt",
            "@@ -1,2 +1,2 @@",
            " keep",
            "-old \(file)",
            "+new \(hunk)",
            "diff --git a/t\(file)wo.txt b/t\(file)wo.txt",
            "index 3333333..4444444 100644",
            "--- a/t\(file)wo.txt",
            "+++ b/t\(file)wo.txt",
            "@@ -1,2 +1,2 @@ first",
            " keep",
            "-a",
            "+b",
            "@@ -40,2 +40,2 @@ second",
            " keep",
            "-c",
            "+d",
        ]
        return lines.enumerated().map { i, line in
            (graph.isEmpty ? "" : (i == 0 ? "* " : graph)) + line + "\n"
        }.joined()
    }

    /// The painted rows' texts.
    static func texts(sideBySide: Bool = false, colorOnly: Bool = false, marks: Bool = true, depth: ColorDepth = .trueColor,
                      graph: String = "") throws -> [String] {
        let c = PaintedSnapshotTests.Case(name: "marks", depth: depth, sideBySide: sideBySide, lineNumbers: true, wrap: .auto,
                                          width: 100, colorOnly: colorOnly, navigationMarks: marks)
        return try PaintedSnapshotTests.rows(c, diff: diff(graph: graph)).map { String(decoding: $0.text, as: UTF8.self) }
    }

    static func marked(_ rows: [String]) -> [String] {
        rows.filter { $0.contains(file) || $0.contains(hunk) }
    }

    @Test(arguments: [(false, ColorDepth.trueColor), (true, .trueColor), (false, .none), (true, .none)])
    func titlesAndLaterHunksStartWithMarks(_ sideBySide: Bool, _ depth: ColorDepth) throws {
        let marked = Self.marked(try Self.texts(sideBySide: sideBySide, depth: depth))
        #expect(marked.count == 3, "\(marked)")
        guard marked.count == 3 else { return }
        #expect(marked[0] == Self.hunk + Self.file + "one.txt")
        #expect(marked[1] == Self.hunk + Self.file + "t<U+200B>wo.txt")
        #expect(marked[2].hasPrefix(Self.hunk + "@@ -40,2 +40,2 @@ second"))
        for row in marked {
            let rest = row.dropFirst(row.hasPrefix(Self.hunk + Self.file) ? 2 : 1)
            #expect(!rest.contains(Self.file) && !rest.contains(Self.hunk), "a mark only at the start: \(row)")
        }
    }

    @Test func aGraphRowCarriesTheMarksBeforeItsDrawing() throws {
        let rows = try Self.texts(graph: "| ")
        let marked = Self.marked(rows)
        #expect(marked.count == 3, "\(rows)")
        guard marked.count == 3 else { return }
        #expect(marked[0].hasPrefix(Self.hunk + Self.file + "| one.txt"), "\(marked[0])")
        #expect(marked[2].hasPrefix(Self.hunk + "| @@ -40,2"), "\(marked[2])")
    }

    @Test func colorOnlyAndUnmarkedOutputCarryNone() throws {
        let colorOnly = try Self.texts(colorOnly: true)
        #expect(Self.marked(colorOnly).isEmpty, "\(colorOnly)")
        #expect(colorOnly.count == Self.diff().split(separator: "\n", omittingEmptySubsequences: false).count - 1,
                "line for line")
        #expect(Self.marked(try Self.texts(marks: false)).isEmpty)
        #expect(Self.marked(try Self.texts(sideBySide: true, marks: false)).isEmpty)
    }
}
