import Diff
import TestSupport
import Testing

/// Moved lines in input git colored: git's colors told by their look, and the parser's marks.
@Suite struct MovedColorsTests {
    /// What `git config --get-color` writes for `value`: the SGR git paints with that setting.
    private func gitPaints(_ value: String) throws -> [UInt8] {
        let run = try ToolRun.run("git", ["config", "--get-color", "", value])
        try #require(run.status == 0, "git refuses '\(value)': \(run.stderr)")
        return run.stdout
    }

    @Test(arguments: ["bold magenta", "magenta bold", "reset green", "normal red", "-1 red", "#ff0ab3 ul", "208", "3", "12",
                      "brightred blink", "reverse", "nobold", "no-ul italic", "dim italic", "default", "black white strike",
                      "bold nobold", "nodim", "red 17", "ul #000000 default", ""])
    func aColorSettingLooksAsGitPaintsIt(_ value: String) throws {
        let painted = try gitPaints(value)
        #expect(ColorLook(gitColor: value) == ColorLook(run: painted[...]), "\(value): \(painted)")
    }

    @Test(arguments: ["bold purple", "red green blue", "Bold Red", "256", "#12345", "brightnormal"])
    func aColorGitRefusesIsNone(_ value: String) throws {
        #expect(try ToolRun.run("git", ["config", "--get-color", "", value]).status != 0)
        #expect(ColorLook(gitColor: value) == nil)
    }

    @Test func looksAlikeHoweverWritten() {
        let twoSequences = Array("\u{1B}[35m\u{1B}[1m".utf8)
        #expect(ColorLook(run: twoSequences[...]) == ColorLook(gitColor: "bold magenta"))
        #expect(ColorLook(run: Array("\u{1B}[38;5;5m".utf8)[...]) == ColorLook(gitColor: "magenta"))
        #expect(ColorLook(run: Array("\u{1B}[1;35m\u{1B}[m".utf8)[...]) == .plain)
        #expect(ColorLook(gitColor: "bold cyan") != ColorLook(gitColor: "cyan"))
    }

    /// The marks the parser gives the changed lines of `text`.
    private func marks(_ text: String, _ colors: MovedColors? = .standard) -> [String] {
        var parser = DiffParser(movedColors: colors)
        var items: [DiffItem] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            parser.feed(Array(line.utf8)) { items.append($0) }
        }
        parser.finish { items.append($0) }
        return MovedLineListing.items(items)
    }

    private static let header = "\u{1B}[1mdiff --git a/x b/x\u{1B}[m\n\u{1B}[1m--- a/x\u{1B}[m\n\u{1B}[1m+++ b/x\u{1B}[m\n"

    @Test func gitsDefaultColorsMarkMovedLines() {
        let text = Self.header + "\u{1B}[36m@@ -1,6 +1,6 @@\u{1B}[m\n"
            + "\u{1B}[1;35m-moved away\u{1B}[m\n"
            + "\u{1B}[1;34m-moved away too\u{1B}[m\n"
            + "\u{1B}[31m-removed\u{1B}[m\n"
            + "\u{1B}[2m-dimmed\u{1B}[m\n"
            + "\u{1B}[2;3m-dimmed too\u{1B}[m\n"
            + " context\u{1B}[m\n"
            + "\u{1B}[1;36m+\u{1B}[m\u{1B}[1;36mmoved here\u{1B}[m\n"
            + "\u{1B}[1;33m+\u{1B}[m\u{1B}[1;33mmoved here too\u{1B}[m\n"
            + "\u{1B}[32m+\u{1B}[m\u{1B}[32madded\u{1B}[m\n"
            + "\u{1B}[2m+\u{1B}[m\u{1B}[2mdimmed\u{1B}[m\n"
            + "\u{1B}[1;36m+\u{1B}[m\n"
        #expect(marks(text) == [
            "-moved moved away", "-alternative moved away too", "-plain removed", "-dimmed dimmed", "-alternativeDimmed dimmed too",
            "+moved moved here", "+alternative moved here too", "+plain added", "+dimmed dimmed", "+moved ",
        ])
        #expect(marks(text, nil).allSatisfy { $0.dropFirst().hasPrefix("plain") })
    }

    @Test func configuredColorsAreRecognizedAndAPlainLookAlikeIsNot() {
        let configured = MovedColors { slot in
            ["newMoved": "reverse", "oldMoved": "magenta", "newMovedAlternative": "green", "new": "green"][slot]
        }
        let text = Self.header + "\u{1B}[36m@@ -1,2 +1,3 @@\u{1B}[m\n"
            + "\u{1B}[35m-moved\u{1B}[m\n"
            + "\u{1B}[1;35m-the default is not configured\u{1B}[m\n"
            + "\u{1B}[7m+\u{1B}[m\u{1B}[7mmoved\u{1B}[m\n"
            + "\u{1B}[32m+\u{1B}[m\u{1B}[32mgreen is new's own color\u{1B}[m\n"
            + "\u{1B}[1;33m+\u{1B}[m\u{1B}[1;33mthe default alternative\u{1B}[m\n"
        // newMovedAlternative is green, as new is: it marks nothing, and bold yellow is no longer it.
        #expect(marks(text, configured) == [
            "-moved moved", "-plain the default is not configured", "+moved moved", "+plain green is new's own color",
            "+plain the default alternative",
        ])
    }

    @Test func aGraphPrefixIsPassedAndMergesAreNotMarked() {
        let graph = "\u{1B}[33m*\u{1B}[m \u{1B}[33mcommit abcdef1234567\u{1B}[m\n"
            + "\u{1B}[31m|\u{1B}[m \u{1B}[1mdiff --git a/x b/x\u{1B}[m\n"
            + "\u{1B}[31m|\u{1B}[m \u{1B}[36m@@ -1 +1 @@\u{1B}[m\n"
            + "\u{1B}[31m|\u{1B}[m \u{1B}[1;35m-moved from here\u{1B}[m\n"
            + "\u{1B}[31m|\u{1B}[m \u{1B}[32m+\u{1B}[m\u{1B}[32madded\u{1B}[m\n"
        #expect(marks(graph) == ["-moved moved from here", "+plain added"])
        let merge = "\u{1B}[1mdiff --cc x\u{1B}[m\n\u{1B}[36m@@@ -1 -1 +1 @@@\u{1B}[m\n\u{1B}[1;35m- old\u{1B}[m\n"
            + "\u{1B}[1;35m -old\u{1B}[m\n\u{1B}[1;36m++new\u{1B}[m\n"
        #expect(marks(merge) == ["-plain old", "-plain old", "+plain new"])
    }

    @Test func aColorOfTheContentIsNotTheMarkersColor() {
        // Uncolored input: escapes there are content, and mark nothing.
        let text = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-\u{1B}[1;35mx\n+\u{1B}[1;36mx\n"
        #expect(marks(text) == ["-plain \u{1B}[1;35mx", "+plain \u{1B}[1;36mx"])
    }
}
