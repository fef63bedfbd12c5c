import Foundation
import TestSupport
import Testing

/// Issue 21: an SGR in a file's line, where git could have put its own (the line's start, its
/// end, before trailing whitespace), is the file's and is shown. git writes one SGR after its
/// marker and its reset, one reset at the end, and a reset and one SGR before whitespace it marks.
@Suite struct ContentSGRTests {
    static let esc = "\u{1B}"
    /// Lines with an SGR git's colors could make at each place git puts its own.
    static let hostile = [
        "\(esc)[m",
        "\(esc)[32mecho hi",
        "end\(esc)[36m",
        "trail\(esc)[31m   ",
        "  \(esc)[1;34mlead",
        "\(esc)[m\(esc)[32mtwo",
        "both\(esc)[m\(esc)[m",
    ]

    /// A repository whose commit changes a file that holds every hostile line as context,
    /// removes one copy and adds another.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.git("init", "-q")
        let kept = hostile.map { "kept " + $0 }
        _ = try dir.write("f.txt", (["top"] + hostile + kept + ["bottom"]).joined(separator: "\n") + "\n")
        _ = try dir.git("add", ".")
        _ = try dir.git("commit", "-qm", "first")
        _ = try dir.write("f.txt", (["top"] + kept + hostile.map { $0.replacingOccurrences(of: "m", with: "m ") } + ["bottom"])
            .joined(separator: "\n") + "\n")
        return dir
    }

    static let configurations: [[String]] = [
        [],
        ["-c", "color.diff.new=bold green", "-c", "color.diff.old=bold red"],
        ["-c", "color.diff.new=normal", "-c", "color.diff.old=normal"],
        ["-c", "color.diff.new=reverse blue", "-c", "color.diff.old=ul 214", "-c", "color.diff.context=dim"],
        ["-c", "color.diff.new=#ff8800 black", "-c", "color.diff.whitespace=normal"],
        ["-c", "color.diff.context=italic", "-c", "diff.wsErrorHighlight=all"],
    ]

    static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: configurations)
    func hunkLinesShowEveryContentSGR(_ configuration: [String]) throws {
        let dir = try Self.repository()
        for change in [["diff"], ["diff", "-R"]] {
            let colored = try ToolRun.run("git", configuration + ["-c", "color.ui=always"] + change, directory: dir.path)
            let plain = try ToolRun.run("git", ["-c", "color.ui=never"] + change, directory: dir.path)
            let expected = Self.lines(plain.stdout).filter { ["+", "-", " "].contains($0.first.map(String.init)) }
                .filter { !$0.hasPrefix("+++") && !$0.hasPrefix("---") }.map(ANSIColors.visible)
            let run = try InProcessRun.tinge(["--color=never", "--paging=never"], input: colored.stdout, directory: dir.path)
            #expect(run.status == 0)
            let shown = Self.lines(run.stdout).filter { ["+", "-", " "].contains($0.first.map(String.init)) }
            #expect(shown == expected, "\(configuration) \(change)")
            // `git add -p`'s filter: one line for each, its text unchanged.
            let only = try InProcessRun.tinge(["--color-only"], input: colored.stdout, directory: dir.path)
            let onlyLines = Self.lines(only.stdout).map(ANSIColors.text)
            let plainLines = Self.lines(plain.stdout).map(ANSIColors.visible)
            #expect(onlyLines == plainLines, "--color-only \(configuration) \(change)")
        }
    }

    /// `git grep --color=always` colors a match as one SGR, the text, a reset: the file's own
    /// SGRs around it are shown, read from the work tree's file and from a commit's alike.
    @Test(arguments: [[], ["-c", "color.grep.match=bold blue", "-c", "color.grep.linenumber=yellow"],
                      ["-c", "color.grep.match=reverse", "-c", "color.grep.separator=normal"]])
    func searchLinesShowEveryContentSGR(_ configuration: [String]) throws {
        let dir = try TemporaryDirectory()
        _ = try dir.git("init", "-q")
        let lines = ["plain"] + Self.hostile + ["\(Self.esc)[33mhi there", "say \(Self.esc)[32mhi"]
        _ = try dir.write("f.txt", lines.joined(separator: "\n") + "\n")
        _ = try dir.git("add", ".")
        _ = try dir.git("commit", "-qm", "first")
        let patterns = ["echo", "end", "trail", "lead", "two", "both", "hi"].flatMap { ["-e", $0] }
        for place in [[], ["HEAD"]] {
            let search = try ToolRun.run("git", configuration + ["grep", "--color=always", "-n"] + patterns + place, directory: dir.path)
            let run = try InProcessRun.tinge(["--color=never", "--paging=never"], input: search.stdout, directory: dir.path)
            #expect(run.status == 0)
            let shown = Self.lines(run.stdout).compactMap { line in line.range(of: "│ ").map { String(line[$0.upperBound...]) } }
            let expected = lines.filter { line in ["echo", "end", "trail", "lead", "two", "both", "hi"].contains { line.contains($0) } }
                .map(ANSIColors.visible)
            #expect(shown == expected, "\(configuration) \(place)")
        }
    }
}
