import Foundation
import TestSupport
import Testing
import Theme

/// Moved code end to end, through real git and the built binary: the pager showing git's
/// `--color-moved`, `tinge diff/show` finding moved lines themselves, the settings.
@Suite struct MovedCodeCommandTests {
    static let env = ["COLORTERM": "truecolor"]

    /// The changed lines tinge painted (24-bit, dark theme), each listed as
    /// `MovedLineListing` lists them, its mark read from the background of its marker.
    static func painted(_ output: String) -> [String] {
        let theme = Theme.dark
        let marks: [(LineTone, String)] = [(.added, "plain"), (.removed, "plain"), (.movedAdded, "moved"), (.movedRemoved, "moved"),
                                          (.movedAddedAlternative, "alternative"), (.movedRemovedAlternative, "alternative"),
                                          (.movedDimmed, "dimmed")]
        var byBackground: [String: String] = [:]
        for (tone, mark) in marks {
            let c = theme.background(tone).background!
            byBackground["48;2;\(c.r);\(c.g);\(c.b)m"] = mark
        }
        return output.split(separator: "\n").compactMap { line in
            let text = ANSIColors.text(String(line))
            guard let sign = text.first, sign == "+" || sign == "-", line.hasPrefix("\u{1B}["),
                  let end = line.firstIndex(of: "m") else { return nil }
            let sgr = line[...end]
            guard let mark = byBackground.first(where: { sgr.hasSuffix($0.key) })?.value else { return nil }
            return "\(sign)\(mark) \(text.dropFirst())"
        }
    }

    /// git's listing, as the painter tells marks: dimmed lines of either block alike.
    static func asPainted(_ git: [String]) -> [String] {
        git.map { $0.replacingOccurrences(of: "alternativeDimmed ", with: "dimmed ") }
    }

    private func git(_ dir: TemporaryDirectory, _ arguments: [String], environment: [String: String] = [:]) throws -> ToolRun {
        let run = try ToolRun.run("git", arguments, directory: dir.path, environment: environment)
        try #require(run.status == 0, "\(run.stderr)")
        return run
    }

    @Test(arguments: ["zebra", "dimmed-zebra", "blocks", "plain"])
    func thePagerShowsGitsMovedLines(_ mode: String) throws {
        let dir = try MovedCodeRepository.make()
        let colored = try git(dir, ["diff", "--color-moved=\(mode)", "--color=always", "HEAD~1", "HEAD"])
        let expected = MovedLineListing.git(colored.stdout)
        #expect(expected.contains { $0.dropFirst().hasPrefix("moved") || $0.dropFirst().hasPrefix("dimmed") })
        let run = try InProcessRun.tinge(["--color=always", "--paging=never"], input: colored.stdout, directory: dir.path,
                                    environment: Self.env)
        #expect(run.status == 0)
        #expect(Self.painted(run.text) == Self.asPainted(expected))
    }

    @Test(arguments: ["zebra", "dimmed-zebra", "blocks", "plain"])
    func nativeDiffFindsWhatGitFinds(_ mode: String) throws {
        let dir = try MovedCodeRepository.make()
        let expected = MovedLineListing.git(try git(dir, ["diff", "--color-moved=\(mode)", "--color=always", "HEAD~1", "HEAD"]).stdout)
        let run = try InProcessRun.tinge(["diff", "--color-moved=\(mode)", "--color=always", "--paging=never", "HEAD~1", "HEAD"],
                                    directory: dir.path, environment: Self.env)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.painted(run.text) == Self.asPainted(expected))
        let show = try InProcessRun.tinge(["show", "--color-moved=\(mode)", "--color-moved-ws=ignore-all-space", "--color=always",
                                      "--paging=never"], directory: dir.path, environment: Self.env)
        let gitShow = try git(dir, ["show", "--color-moved=\(mode)", "--color-moved-ws=ignore-all-space", "--color=always"])
        #expect(Self.painted(show.text) == Self.asPainted(MovedLineListing.git(gitShow.stdout)))
    }

    /// A move of more lines alike than the search pairs (issue 21: quadratic in git) is still
    /// shown moved, and both files' titles say the search was bounded; an ordinary move says nothing.
    @Test func aBoundedSearchSaysSoOnTheTitles() throws {
        let dir = try MovedCodeRepository.make()
        let note = "moved lines: too many alike to follow every pairing"
        let ordinary = try InProcessRun.tinge(["diff", "--color-moved", "--color=always", "--paging=never", "HEAD~1", "HEAD"],
                                         directory: dir.path, environment: Self.env)
        #expect(ordinary.status == 0 && !ordinary.text.contains(note))
        let line = "    total = total + value * weight;\n"
        _ = try dir.write("from.c", "int from;\n" + String(repeating: line, count: 1100))
        _ = try dir.write("to.c", "int to;\n")
        _ = try git(dir, ["add", "."])
        _ = try git(dir, ["commit", "-qm", "many alike lines"])
        _ = try dir.write("from.c", "int from;\n")
        _ = try dir.write("to.c", "int to;\n" + String(repeating: line, count: 1100))
        let run = try InProcessRun.tinge(["diff", "--color-moved", "--color=always", "--paging=never"], directory: dir.path,
                                    environment: Self.env)
        #expect(run.status == 0, "\(run.stderr)")
        let titles = ANSIColors.text(run.text).split(separator: "\n").filter { $0.contains(note) }
        #expect(titles.count == 2 && titles[0].hasPrefix("from.c") && titles[1].hasPrefix("to.c"), "\(titles)")
        let changed = Self.painted(run.text)
        #expect(changed.count == 2200 && changed.allSatisfy { !$0.dropFirst().hasPrefix("plain") })
    }

    @Test func diffColorMovedIsHonoredAndTheFlagWins() throws {
        let dir = try MovedCodeRepository.make()
        let plainMoves = MovedLineListing.git(try git(dir, ["diff", "--color-moved=plain", "--color=always", "HEAD~1", "HEAD"]).stdout)
        try git(dir, ["config", "diff.colorMoved", "plain"])
        let configured = try InProcessRun.tinge(["diff", "--color=always", "--paging=never", "HEAD~1", "HEAD"], directory: dir.path,
                                           environment: Self.env)
        #expect(Self.painted(configured.text) == plainMoves)
        let off = try InProcessRun.tinge(["diff", "--no-color-moved", "--color=always", "--paging=never", "HEAD~1", "HEAD"],
                                    directory: dir.path, environment: Self.env)
        #expect(!Self.painted(off.text).isEmpty)
        #expect(Self.painted(off.text).allSatisfy { $0.dropFirst().hasPrefix("plain") })
        let config = try InProcessRun.tinge(["config"], directory: dir.path)
        let line = config.text.split(separator: "\n").first { $0.hasPrefix("tinge.colorMoved ") }
        #expect(line?.contains("plain") == true && line?.contains("git config diff.colorMoved (local:") == true, "\(config.text)")
        // Uncolored, nothing is looked for, and nothing shows.
        let uncolored = try InProcessRun.tinge(["diff", "--color=never", "HEAD~1", "HEAD"], directory: dir.path)
        #expect(uncolored.status == 0)
        #expect(!uncolored.text.contains("\u{1B}"))
    }

    /// Moved colors set in git config, read by the pager from the repository's config and
    /// from `git -c` (GIT_CONFIG_PARAMETERS, as git hands it to its pager).
    @Test func configuredMovedColorsAreRecognized() throws {
        let dir = try MovedCodeRepository.make()
        let expected = MovedLineListing.git(try git(dir, ["diff", "--color-moved=zebra", "--color=always", "HEAD~1", "HEAD"]).stdout)
        let colors = ["color.diff.oldMoved": "ul red", "color.diff.newMoved": "reverse", "color.diff.oldMovedAlternative": "#ff8800",
                      "color.diff.newMovedAlternative": "yellow 17"]
        let settings = colors.flatMap { ["-c", "\($0.key)=\($0.value)"] }
        let colored = try git(dir, settings + ["diff", "--color-moved=zebra", "--color=always", "HEAD~1", "HEAD"])
        #expect(MovedLineListing.git(colored.stdout).allSatisfy { !$0.dropFirst().hasPrefix("moved") }, "not git's defaults")
        let parameters = colors.map { "'\($0.key)'='\($0.value)'" }.joined(separator: " ")
        let fromParameters = try InProcessRun.tinge(["--color=always", "--paging=never"], input: colored.stdout, directory: dir.path,
                                               environment: Self.env.merging(["GIT_CONFIG_PARAMETERS": parameters]) { $1 })
        #expect(Self.painted(fromParameters.text) == expected)
        for (key, value) in colors { try git(dir, ["config", key, value]) }
        let fromFile = try InProcessRun.tinge(["--color=always", "--paging=never"], input: colored.stdout, directory: dir.path,
                                         environment: Self.env)
        #expect(Self.painted(fromFile.text) == expected)
        // Without the settings, those colors are not git's moved colors: nothing is moved.
        let unknown = try InProcessRun.tinge(["--color=always", "--paging=never"], input: colored.stdout, environment: Self.env)
        #expect(!Self.painted(unknown.text).isEmpty)
        #expect(Self.painted(unknown.text).allSatisfy { $0.dropFirst().hasPrefix("plain") })
    }

    /// A bad flag is refused; a bad git config value is a warning, and moved lines go unmarked.
    @Test func badValuesAreRefusedNamingWhereTheyCameFrom() throws {
        let dir = try MovedCodeRepository.make()
        let flag = try InProcessRun.tinge(["diff", "--color-moved=sideways", "--color=always"], directory: dir.path)
        #expect(flag.status == 2)
        #expect(flag.stderr.contains("--color-moved") && flag.stderr.contains("sideways"))
        let mixed = try InProcessRun.tinge(["diff", "--color-moved", "--color-moved-ws=allow-indentation-change,ignore-all-space"],
                                      directory: dir.path)
        #expect(mixed.status == 2)
        try git(dir, ["config", "diff.colorMoved", "sideways"])
        let setting = try InProcessRun.tinge(["show", "--color=always"], directory: dir.path)
        #expect(setting.status == 0)
        #expect(setting.stderr.hasPrefix("tinge: warning: git config diff.colorMoved"), "\(setting.stderr)")
        #expect(!setting.stdout.isEmpty)
    }
}
