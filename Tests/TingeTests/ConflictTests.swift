import Foundation
import TestSupport
import Testing
import Theme

/// A conflicted merge made with real git, its `git diff` (a combined diff with the markers)
/// through the pager: each marker line a header band, ours, the base and theirs each with
/// their own color in the marker columns.
@Suite struct ConflictTests {
    /// A repository mid-merge: `main` and `topic` both changed the second line of `greet.py`,
    /// with `merge.conflictStyle` set to `style`.
    static func conflictedMerge(style: String) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q", "-b", "main")
        try dir.git("config", "merge.conflictStyle", style)
        try dir.write("greet.py", "def greet():\n    return 'hello'\n\nprint(greet())\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "base")
        try dir.git("checkout", "-qb", "topic")
        try dir.write("greet.py", "def greet():\n    return 'hi there'\n\nprint(greet())\n")
        try dir.git("commit", "-qam", "topic")
        try dir.git("checkout", "-q", "main")
        try dir.write("greet.py", "def greet():\n    return 'good day'\n\nprint(greet())\n")
        try dir.git("commit", "-qam", "main")
        let merge = try ToolRun.run("git", ["merge", "topic"], directory: dir.path)
        #expect(merge.status == 1 && merge.text.contains("CONFLICT"), "the merge should conflict: \(merge.text)")
        return dir
    }

    /// `48:2:r:g:b`, as `ANSIColors.backgrounds` names a 24-bit background: each role's own.
    static func background(_ role: Role) -> String {
        let c = Theme.dark.style(role).background!
        return "48:2:\(c.r):\(c.g):\(c.b)"
    }

    /// A line of colored output: its characters, and the background under each.
    struct Line {
        let text: [Character]
        let backgrounds: [String]

        init(_ line: Substring) {
            text = ANSIColors.text(String(line)).map { $0 }
            backgrounds = ANSIColors.backgrounds(String(line))
        }

        var string: String { String(text) }
    }

    static func lines(_ run: ToolRun) -> [Line] {
        run.text.split(separator: "\n").map(Line.init)
    }

    @Test(arguments: ["merge", "diff3", "zdiff3"])
    func theSectionsOfARealConflictReadApart(_ style: String) throws {
        let dir = try Self.conflictedMerge(style: style)
        let diff = try ToolRun.run("git", ["-c", "color.ui=always", "diff"], directory: dir.path)
        #expect(diff.text.contains("diff --cc greet.py"))
        let run = try InProcessRun.tinge(["--color=always", "--paging=never", "-n", "-w", "100", "--theme=dark"], input: diff.stdout,
                                    directory: dir.path, environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = Self.lines(run)
        let markers = ["<<<<<<< HEAD", "=======", ">>>>>>> topic"] + (style == "merge" ? [] : ["||||||| "])
        for marker in markers {
            let line = try #require(lines.first { $0.string.contains("++" + marker) }, "\(style): \(marker)")
            let start = try #require(line.text.firstIndex(of: "+"))
            #expect(line.backgrounds[start...].allSatisfy { $0 == Self.background(.conflictMarker) }, "\(style): \(marker)")
            #expect(line.text.count == 100, "\(style): \(marker) is a band to the width")
        }
        var sections: [(String, Role)] = [("return 'good day'", .conflictOurs), ("return 'hi there'", .conflictTheirs)]
        if style != "merge" { sections.append(("return 'hello'", .conflictBase)) }
        for (content, role) in sections {
            let line = try #require(lines.first { $0.string.contains(content) }, "\(style): \(content)")
            let bar = try #require(line.text.firstIndex(of: "│"))
            #expect(line.backgrounds[(bar + 1)...].prefix(2).allSatisfy { $0 == Self.background(role) }, "\(style): \(content)")
            // Then the code on the added line's background, in its syntax colors: the string is a string.
            let added = Theme.dark.diff.added.background!
            #expect(line.backgrounds[(bar + 3)...].allSatisfy { $0 == "48:2:\(added.r):\(added.g):\(added.b)" }, "\(style): \(content)")
            let cells = ANSIColors.cells(String(run.text.split(separator: "\n").first { ANSIColors.text(String($0)).contains(content) }!))
            let quote = try #require(cells.firstIndex { $0.character == "'" })
            #expect(cells[quote].foreground.contains("fg38:2:165:214:138"), "\(style): \(content)")
        }
    }

    /// As `interactive.diffFilter`: every line as it came, colors added.
    @Test func colorOnlyKeepsTheConflictsLines() throws {
        let dir = try Self.conflictedMerge(style: "diff3")
        let diff = try ToolRun.run("git", ["-c", "color.ui=always", "diff"], directory: dir.path)
        let run = try InProcessRun.tinge(["--color-only"], input: diff.stdout, directory: dir.path, environment: ["COLORTERM": "truecolor"])
        let inLines = ANSIColors.text(diff.text).split(separator: "\n", omittingEmptySubsequences: false)
        let outLines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(outLines.map { ANSIColors.text(String($0)) } == inLines.map(String.init))
        let separator = try #require(outLines.first { ANSIColors.text(String($0)) == "++=======" })
        #expect(ANSIColors.backgrounds(String(separator)).allSatisfy { $0 == Self.background(.conflictMarker) })
    }

    /// Markers committed by mistake show in a two-way diff (`+<<<<<<<`): the same sections, in
    /// unified and side-by-side layouts alike.
    @Test func committedMarkersInATwoWayDiff() throws {
        let dir = try Self.conflictedMerge(style: "merge")
        try dir.git("commit", "-qam", "merged, markers and all")
        let diff = try ToolRun.run("git", ["diff", "HEAD^1", "HEAD"], directory: dir.path)
        #expect(diff.text.contains("+<<<<<<< HEAD"))
        for layout in [[String](), ["--side-by-side"]] {
            let run = try InProcessRun.tinge(["--color=always", "-w", "120"] + layout, input: diff.stdout, directory: dir.path,
                                        environment: ["COLORTERM": "truecolor"])
            let lines = Self.lines(run)
            let end = try #require(lines.first { $0.string.contains(">>>>>>> topic") }, "\(layout)")
            #expect(zip(end.text, end.backgrounds).filter { $0.0 == ">" }.allSatisfy { $0.1 == Self.background(.conflictMarker) })
            let theirs = try #require(lines.first { $0.string.contains("return 'hi there'") }, "\(layout)")
            #expect(zip(theirs.text, theirs.backgrounds).contains { $0.0 == "+" && $0.1 == Self.background(.conflictTheirs) }, "\(layout)")
        }
    }
}
