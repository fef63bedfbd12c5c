import Diff
import Foundation
import Git
import Prepare
import Render
import TestSupport
import Testing
import Theme

/// Moved lines in a real repository, against git's own `--color-moved`, line by line: git's
/// classification read from its colors, the parser's reading of those same colors, tinge's
/// own detection over libgit2's diff, and the tones the painter gives each, in a repository
/// that moves code (`MovedCodeRepository`).
@Suite struct MovedLinesGitParityTests {
    /// git's classification of `git <arguments> --color=always` (default colors).
    private func git(_ dir: TemporaryDirectory, _ arguments: [String]) throws -> (listing: [String], colored: [UInt8]) {
        let run = try ToolRun.run("git", arguments + ["--color=always"], directory: dir.path)
        try #require(run.status == 0, "\(run.stderr)")
        return (MovedLineListing.git(run.stdout), run.stdout)
    }

    /// What the parser makes of `bytes`, git's colors read as git's defaults.
    private func parsed(_ bytes: [UInt8]) -> [DiffItem] {
        ItemText.parsed(bytes, movedColors: .standard)
    }

    /// Each changed line painted, as `MovedLineListing` lists it, its mark read back from the
    /// tone the painter gave its marker.
    private func painted(_ items: [DiffItem]) throws -> [String] {
        let backend = RecordingBackend()
        var painter = DiffPainter(backend: backend, colored: true, options: DiffPainter.Options())
        for case .file(let file) in items { try painter.paintFile(file, .uncolored) }
        let marks: [LineTone: String] = [
            .added: "plain", .removed: "plain", .movedAdded: "moved", .movedRemoved: "moved", .movedAddedAlternative: "alternative",
            .movedRemovedAlternative: "alternative", .movedDimmed: "dimmed",
        ]
        return backend.lines.compactMap { row in
            let text = String(decoding: row.text, as: UTF8.self)
            guard let first = row.spans.first, let mark = marks[first.attributes.tone], first.attributes.face.role?.name.hasSuffix("marker") == true
            else { return nil }
            return "\(text.prefix(1))\(mark) \(text.dropFirst())".trimmingTrailingSpaces()
        }
    }

    /// `listing` as the painter tells marks: dimmed lines of either block alike.
    private func asPainted(_ listing: [String]) -> [String] {
        listing.map { $0.replacingFirst("alternativeDimmed ", with: "dimmed ").trimmingTrailingSpaces() }
    }

    @Test(arguments: MovedLines.Mode.allCases)
    func diffBetweenCommits(_ mode: MovedLines.Mode) throws {
        let dir = try MovedCodeRepository.make()
        let (git, colored) = try git(dir, ["diff", "--color-moved=\(mode.rawValue)", "HEAD~1", "HEAD"])
        #expect(git.contains { $0.dropFirst().hasPrefix("moved") }, "the repository moves code")
        if mode == .zebra {
            #expect(git.contains { $0.dropFirst().hasPrefix("alternative") }, "adjacent blocks alternate")
            #expect(git.contains("-plain x = 1"), "a short block is not moved")
        }
        // (a) The parser reads git's colors.
        let fromColors = parsed(colored)
        #expect(MovedLineListing.items(fromColors) == git)
        // (b) tinge's own detection over libgit2's diff of the same commits.
        let native = try NativeDiff(repository: try Repository(discoveringFrom: dir.path),
                                    movedLines: MovedLines.Options(mode: mode)).diff(from: "HEAD~1", to: "HEAD")
        #expect(MovedLineListing.items(native) == git)
        // (c) The painter gives each its tone.
        #expect(try painted(fromColors) == asPainted(git))
        #expect(try painted(native) == asPainted(git))
    }

    @Test func whitespaceRulesAndShowAndLog() throws {
        let dir = try MovedCodeRepository.make()
        let repository = try Repository(discoveringFrom: dir.path)
        for (name, whitespace) in [("ignore-all-space", MovedLines.Whitespace.all), ("ignore-space-change", .change)] {
            let (git, _) = try git(dir, ["show", "--format=", "--color-moved=zebra", "--color-moved-ws=\(name)", "HEAD"])
            let native = try NativeDiff(repository: repository, movedLines: MovedLines.Options(mode: .zebra, whitespace: whitespace))
                .show("HEAD")
            #expect(MovedLineListing.items(native) == git, "\(name)")
        }
        // A commit's moves are its own: log marks each commit's diff apart.
        try dir.write("util.py", "import sys\n\nUTIL = 1\n")
        try dir.git("commit", "-qam", "third")
        let (git, _) = try git(dir, ["log", "-p", "--format=", "--color-moved=blocks"])
        var native: [DiffItem] = []
        let log = try NativeDiff(repository: repository, movedLines: MovedLines.Options(mode: .blocks))
            .log(patch: true)
        try log.run(makers: [NativeDiff(repository: repository, movedLines: MovedLines.Options(mode: .blocks))]) { native.append($0) }
        #expect(MovedLineListing.items(native) == git)
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }

    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
