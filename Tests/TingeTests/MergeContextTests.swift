import Foundation
import TestSupport
import Testing

/// A real conflicted merge inside a Python docstring and a C block comment: `git diff` then is a
/// combined diff of the work tree against both parents, and each of its lines is colored as the
/// file it is on colors it whole — the work-tree file (conflict markers and all) for the
/// result's lines, each parent's file for the lines the result lost.
@Suite struct MergeContextTests {
    static let python = """
        import os

        DOC = \"\"\"
        Line a of the docs.
        Line b.
        Line c.
        Line d, which topic removes.
        Line d and a half.
        Line e, which main and topic change.
        Line e and a half.
        Line f, which main removes.
        Line g.
        \"\"\"
        value = 2

        """

    static let c = """
        int first;
        /*
         * one
         * two
         * three, which topic removes
         * three and a half
         * four, which main and topic change
         * four and a half
         * five, which main removes
         * six
         */
        int second = 2;

        """

    /// A repository mid-merge: `main` and `topic` both changed a line inside the docstring and
    /// inside the comment, and each removed another line near it (a line apart, so the merge
    /// takes the removals and the combined diff shows them as lines the result lost).
    static func conflictedMerge() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q", "-b", "main")
        try dir.write("s.py", python)
        try dir.write("c.c", c)
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "base")
        try dir.git("checkout", "-qb", "topic")
        try dir.write("s.py", python.replacingOccurrences(of: "Line d, which topic removes.\n", with: "")
            .replacingOccurrences(of: "main and topic change", with: "topic changed"))
        try dir.write("c.c", c.replacingOccurrences(of: " * three, which topic removes\n", with: "")
            .replacingOccurrences(of: "main and topic change", with: "topic changed"))
        try dir.git("commit", "-qam", "topic")
        try dir.git("checkout", "-q", "main")
        try dir.write("s.py", python.replacingOccurrences(of: "Line f, which main removes.\n", with: "")
            .replacingOccurrences(of: "main and topic change", with: "main changed"))
        try dir.write("c.c", c.replacingOccurrences(of: " * five, which main removes\n", with: "")
            .replacingOccurrences(of: "main and topic change", with: "main changed"))
        try dir.git("commit", "-qam", "main")
        let merge = try ToolRun.run("git", ["merge", "topic"], directory: dir.path)
        #expect(merge.status == 1 && merge.text.contains("CONFLICT"), "the merge should conflict: \(merge.text)")
        return dir
    }

    static let options = ["--color=always", "--paging=never", "--theme=dark", "-w", "200"]

    /// Each line of `file` as `tinge highlight` colors it, the whole file lexed: its text and the
    /// foreground of each character.
    static func highlighted(_ file: String, in dir: TemporaryDirectory) throws -> [String: [String]] {
        let run = try InProcessRun.tinge(["highlight", "--color=always", "--theme=dark", file], directory: dir.path, environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0, "\(run.stderr)")
        var lines: [String: [String]] = [:]
        for line in run.text.split(separator: "\n", omittingEmptySubsequences: false) {
            let cells = ANSIColors.cells(String(line))
            lines[String(cells.map(\.character))] = cells.map(\.foreground)
        }
        return lines
    }

    @Test func aCombinedDiffIsColoredWithEachSidesWholeFile() throws {
        let dir = try Self.conflictedMerge()
        let diff = try ToolRun.run("git", ["-c", "color.ui=always", "diff"], directory: dir.path)
        #expect(diff.text.contains("diff --cc s.py") && diff.text.contains("diff --cc c.c"))
        #expect(diff.text.contains("..0000000"), "git's work-tree side has no id")
        let run = try InProcessRun.tinge(Self.options, input: diff.stdout, directory: dir.path, environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0, "\(run.stderr)")

        // The sides as whole files: the work tree's, and each parent's for the lines it lost.
        try dir.write("main.py", try dir.git("show", "main:s.py"))
        try dir.write("topic.py", try dir.git("show", "topic:s.py"))
        try dir.write("main.c", try dir.git("show", "main:c.c"))
        try dir.write("topic.c", try dir.git("show", "topic:c.c"))
        var result = try Self.highlighted("s.py", in: dir)
        result.merge(try Self.highlighted("c.c", in: dir)) { a, _ in a }
        let parents = try ["main.py", "topic.py", "main.c", "topic.c"].map { try Self.highlighted($0, in: dir) }

        var checked = (result: 0, removed: 0)
        for row in run.text.split(separator: "\n") {
            let cells = ANSIColors.cells(String(row))
            let text = String(cells.map(\.character))
            // A hunk line: two marker columns, then the content.
            guard text.count > 2, text.prefix(2).allSatisfy({ " +-".contains($0) }), !text.hasPrefix("  @") else { continue }
            let content = String(text.dropFirst(2)).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
            guard !content.isEmpty, !["<<<<<<<", "=======", ">>>>>>>"].contains(where: content.hasPrefix) else { continue }
            let shown = Array(cells.dropFirst(2).prefix(content.count).map(\.foreground))
            if text.prefix(2).contains("-") {
                let expected = try #require(parents.compactMap { $0[content] }.first, "\(content)")
                #expect(shown == expected, "removed: \(content)")
                checked.removed += 1
            } else {
                let expected = try #require(result[content], "\(content)")
                #expect(shown == expected, "\(content)")
                checked.result += 1
            }
        }
        #expect(checked.result >= 12 && checked.removed == 4, "\(checked)")
    }
}
