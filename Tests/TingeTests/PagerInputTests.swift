import Foundation
import TestSupport
import Testing

/// The pager on every form of input the parser's fixtures hold, on bad input, and on this project's own history.
@Suite struct PagerInputTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var fixtures: [String] {
        let dir = root.appendingPathComponent("Tests/DiffTests/Fixtures").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { !$0.hasSuffix(".sh") }.sorted()
    }

    /// Splits output into lines (at `\n` bytes: a `\r\n` is one Character to Swift) and strips their colors.
    func plainLines(_ text: String) -> [String] {
        plainLines(Array(text.utf8))
    }

    func plainLines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { ANSIColors.text(String(decoding: $0, as: UTF8.self)) }
    }

    @Test("--color-only keeps each fixture's lines and text", arguments: fixtures)
    func colorOnlyOnFixture(_ name: String) throws {
        let bytes = [UInt8](FileManager.default.contents(atPath: Self.root.appendingPathComponent("Tests/DiffTests/Fixtures/" + name).path)!)
        let run = try InProcessRun.tinge(["--color-only"], input: bytes)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        // A CR line end is drawn only on changed lines (as `^M`); control characters would be
        // shown visibly (no others are in the fixtures).
        let expected = plainLines(bytes)
        let shown = plainLines(run.text)
        #expect(shown.count == expected.count)
        for (out, line) in zip(shown, expected) {
            let text = line.hasSuffix("\r") ? String(line.dropLast()) : line
            #expect(out == text || (line.hasSuffix("\r") && out == text + "^M"), "\(name): \(out) for \(line)")
        }
    }

    @Test("the pager shows every content line of each fixture", arguments: fixtures)
    func pagerOnFixture(_ name: String) throws {
        let bytes = [UInt8](FileManager.default.contents(atPath: Self.root.appendingPathComponent("Tests/DiffTests/Fixtures/" + name).path)!)
        let run = try InProcessRun.tinge(["--color=always", "--max-line-length=0", "--tabs=0"], input: bytes)
        #expect(run.status == 0)
        let shown = Set(plainLines(run.text))
        for line in plainLines(bytes) {
            let text = line.hasSuffix("\r") ? String(line.dropLast()) : line
            // A file's `diff`, `---` and `+++` lines become its title; everything else appears as it was.
            if text.hasPrefix("diff ") || text.hasPrefix("--- ") || text.hasPrefix("+++ ") || text.contains("diff --git") { continue }
            if text.contains("--- a/") || text.contains("+++ b/") || text.contains("--- /dev/null") || text.contains("+++ /dev/null") { continue }
            #expect(shown.contains(text) || shown.contains(text + "^M"), "\(name): missing \(text)")
        }
    }

    @Test func badInputNeverCostsOutput() throws {
        let long = String(repeating: "x", count: 10_000_000)
        var input: [UInt8] = Array("""
            garbage before any diff
            diff --git a/f.c b/f.c
            index 1234567..89abcde 100644
            --- a/f.c
            +++ b/f.c
            @@ -1,5 +1,5 @@ counts that lie
            -int a;
            +int b;
             only one context line

            garbage between files
            diff --git a/g.py b/g.py
            index deadbee..feedbee 100644
            --- a/g.py
            +++ b/g.py
            @@ -1 +1 @@
            -a = 1
            +\(long)
            @@ -7,2 +7,2 @@ truncated here
            -x

            """.utf8)
        input += [0x2B, 0x00, 0x41, 0xFF, 0xFE, 0x0A]  // +NUL A, invalid UTF-8
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")  // blobs named by the diff are in no repository: found nowhere
        let run = try InProcessRun.tinge(["--color=always", "--max-line-length=0", "--paging=never"], input: input, directory: dir.path)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let shown = plainLines(run.text)
        for expected in ["garbage before any diff", "-int a;", "+int b;", " only one context line", "garbage between files", "-a = 1", "-x", "+^@A\\xff\\xfe"] {
            #expect(shown.contains(expected), "missing \(expected)")
        }
        #expect(shown.contains { $0.count == 10_000_001 && $0.hasPrefix("+xxx") })
    }

    /// The whole-file-context invariant on this project's own recent history: every added or
    /// context line is colored as `tinge highlight` colors it in the whole file at that revision.
    @Test func ownHistoryKeepsWholeFileColors() throws {
        let repo = Self.root.path
        guard FileManager.default.fileExists(atPath: repo + "/.git") else {
            Issue.record("the test runs from a checkout of tinge's repository")
            return
        }
        // The latest commits first, as many as it takes to compare 50 lines (small commits add few).
        let commits = try ToolRun.run("git", ["log", "--format=%H", "-n", "60", "--no-merges"], directory: repo).text.split(separator: "\n")
        #expect(!commits.isEmpty)
        var compared = 0
        let scratch = try TemporaryDirectory()
        for commit in commits where compared <= 50 {
            let files = try ToolRun.run("git", ["diff-tree", "--no-commit-id", "--name-only", "-r", "--diff-filter=AM", String(commit)], directory: repo)
                .text.split(separator: "\n").filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") || $0.hasSuffix(".sh") }.prefix(4)
            for file in files {
                let diff = try ToolRun.run("git", ["show", "--format=", String(commit), "--", String(file)], directory: repo)
                let painted = try InProcessRun.tinge(["--color-only"], input: diff.stdout, directory: repo, environment: ["COLORTERM": "truecolor"])
                let blob = try ToolRun.run("git", ["show", "\(commit):\(file)"], directory: repo)
                let copy = try scratch.write(String(file.split(separator: "/").last!), bytes: blob.stdout)
                let whole = try InProcessRun.tinge(["highlight", "--color=always", "--paging=never", copy], environment: ["COLORTERM": "truecolor"])
                let fileLines = whole.text.split(separator: "\n", omittingEmptySubsequences: false).map { ANSIColors.cells(String($0)) }
                // Hunk lines in order: the n-th new-side line of a hunk is file line (start + n).
                var newLine = 0
                for line in painted.text.split(separator: "\n", omittingEmptySubsequences: false) {
                    let cells = ANSIColors.cells(String(line))
                    let text = String(cells.map(\.character))
                    if text.hasPrefix("@@ "), let plus = text.split(separator: " ").first(where: { $0.hasPrefix("+") }) {
                        newLine = Int(plus.dropFirst().split(separator: ",")[0]) ?? 0
                        continue
                    }
                    guard newLine > 0, let marker = cells.first?.character, marker == "+" || marker == " " else { continue }
                    defer { newLine += 1 }
                    guard newLine - 1 < fileLines.count, !text.contains("\t") else { continue }
                    let content = Array(cells.dropFirst())
                    let expected = fileLines[newLine - 1]
                    guard content.map(\.character) == expected.map(\.character) else { continue }
                    #expect(content.map(\.foreground) == expected.map(\.foreground), "\(commit.prefix(8)) \(file):\(newLine)")
                    compared += 1
                }
            }
        }
        #expect(compared > 50)
    }

    @Test func graphLogKeepsLinesAndColorsTheGraph() throws {
        let dir = try PagerTests.repository()
        try dir.git("checkout", "-q", "-b", "side", "HEAD~1")
        try dir.write("other.txt", "x\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "side")
        try dir.git("checkout", "-q", "-")
        try dir.git("merge", "-q", "--no-edit", "side")
        let log = try ToolRun.run("git", ["log", "--graph", "-p", "--color=always"], directory: dir.path)
        let run = try InProcessRun.tinge(["--color-only"], input: log.stdout, directory: dir.path)
        #expect(plainLines(run.text) == plainLines(log.text))
        #expect(run.text.contains("\u{1B}[") )
        #expect(plainLines(run.text).contains { $0.hasPrefix("| +") || $0.hasPrefix("|   +") || $0.hasPrefix("| | +") || $0.hasPrefix("  +") || $0.hasPrefix("| ") })
    }
}
