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

    /// `fg38:2:r:g:b`, as `ANSIColors` names a 24-bit foreground.
    static func foreground(_ role: Role) -> String {
        let c = Theme.dark.style(role).foreground!
        return "fg38:2:\(c.r):\(c.g):\(c.b)"
    }

    /// Each line of colored output as cells.
    static func lines(_ run: ToolRun) -> [[ANSIColors.Cell]] {
        run.text.split(separator: "\n").map { ANSIColors.cells(String($0)) }
    }

    static func text(_ cells: [ANSIColors.Cell]) -> String { String(cells.map(\.character)) }

    @Test(arguments: ["merge", "diff3", "zdiff3"])
    func theSectionsOfARealConflictReadApart(_ style: String) throws {
        let dir = try Self.conflictedMerge(style: style)
        let diff = try ToolRun.run("git", ["-c", "color.ui=always", "diff"], directory: dir.path)
        #expect(diff.text.contains("diff --cc greet.py"))
        let run = try ToolRun.tinge(["--color=always", "--paging=never", "-n", "-w", "100", "--theme=dark"], input: diff.stdout,
                                    directory: dir.path, environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = Self.lines(run)
        let markers = ["<<<<<<< HEAD", "=======", ">>>>>>> topic"] + (style == "merge" ? [] : ["||||||| "])
        for marker in markers {
            let line = try #require(lines.first { Self.text($0).contains("++" + marker) }, "\(style): \(marker)")
            let band = line.drop { $0.character != "+" }
            #expect(band.allSatisfy { $0.foreground.contains(Self.foreground(.conflictMarker)) }, "\(style): \(marker)")
            #expect(line.count == 100, "\(style): \(marker) is a band to the width")
        }
        var sections: [(String, Role)] = [("return 'good day'", .conflictOurs), ("return 'hi there'", .conflictTheirs)]
        if style != "merge" { sections.append(("return 'hello'", .conflictBase)) }
        for (content, role) in sections {
            let line = try #require(lines.first { Self.text($0).contains(content) }, "\(style): \(content)")
            let bar = try #require(line.firstIndex { $0.character == "│" })
            let markerColumns = line[(bar + 1)...]
            #expect(markerColumns.prefix(2).allSatisfy { $0.foreground.contains(Self.foreground(role)) },
                    "\(style): \(content): \(line)")
            // The code keeps its syntax colors: the string is a string.
            let quote = try #require(line.firstIndex { $0.character == "'" })
            #expect(line[quote].foreground.contains("fg38:2:165:214:138"), "\(style): \(content)")
        }
    }

    /// As `interactive.diffFilter`: every line as it came, colors added.
    @Test func colorOnlyKeepsTheConflictsLines() throws {
        let dir = try Self.conflictedMerge(style: "diff3")
        let diff = try ToolRun.run("git", ["-c", "color.ui=always", "diff"], directory: dir.path)
        let run = try ToolRun.tinge(["--color-only"], input: diff.stdout, directory: dir.path, environment: ["COLORTERM": "truecolor"])
        let inLines = ANSIColors.text(diff.text).split(separator: "\n", omittingEmptySubsequences: false)
        let outLines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(outLines.map { ANSIColors.text(String($0)) } == inLines.map(String.init))
        let separator = try #require(outLines.first { ANSIColors.text(String($0)) == "++=======" })
        #expect(ANSIColors.cells(String(separator)).allSatisfy { $0.foreground.contains(Self.foreground(.conflictMarker)) })
    }

    /// Markers committed by mistake show in a two-way diff (`+<<<<<<<`): the same sections, in
    /// unified and side-by-side layouts alike.
    @Test func committedMarkersInATwoWayDiff() throws {
        let dir = try Self.conflictedMerge(style: "merge")
        try dir.git("commit", "-qam", "merged, markers and all")
        let diff = try ToolRun.run("git", ["diff", "HEAD^1", "HEAD"], directory: dir.path)
        #expect(diff.text.contains("+<<<<<<< HEAD"))
        for layout in [[String](), ["--side-by-side"]] {
            let run = try ToolRun.tinge(["--color=always", "-w", "120"] + layout, input: diff.stdout, directory: dir.path,
                                        environment: ["COLORTERM": "truecolor"])
            let lines = Self.lines(run)
            let end = try #require(lines.first { Self.text($0).contains(">>>>>>> topic") }, "\(layout)")
            #expect(end.filter { $0.character == ">" }.allSatisfy { $0.foreground.contains(Self.foreground(.conflictMarker)) })
            let theirs = try #require(lines.first { Self.text($0).contains("return 'hi there'") }, "\(layout)")
            #expect(theirs.contains { $0.character == "+" && $0.foreground.contains(Self.foreground(.conflictTheirs)) }, "\(layout)")
        }
    }
}
