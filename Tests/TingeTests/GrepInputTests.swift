import Foundation
import TestSupport
import Testing

/// `git grep -n`, `grep -rn`, `rg -n` and `rg --json` through the pager, from the real tools:
/// each file's lines under one title, each line colored with its file as context, matches marked.
/// ripgrep is Debian's (`.ci/run` installs it); without it these tests fail, not skip. (Its
/// standard input is a pipe here, so rg is given the paths to search.)
@Suite struct GrepInputTests {
    /// A C file whose matches sit in a block comment, and a shell script.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("sub/a.c", "int main() {\n  /* hi there\n   hi inside */\n  return hi;\n}\n")
        try dir.write("run.sh", "#!/bin/sh\necho \"hi\"\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "x")
        return dir
    }

    static let colored = ["--color=always", "--paging=never"]

    static func rows(_ output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map { ANSIColors.text(String($0)) }
    }

    /// The foreground of the first character of `needle` where it is shown in `output`.
    static func foreground(of needle: String, in output: String) -> String? {
        BlameInputTests.foreground(of: needle, in: output)
    }

    /// What every search of "hi" shows: two titles, the lines under them, in the files' colors.
    static func expectShown(_ output: String, _ search: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let rows = Self.rows(output)
        #expect(rows.filter { $0 == "sub/a.c" }.count == 1, "\(search): one title for the file", sourceLocation: sourceLocation)
        #expect(rows.filter { $0 == "run.sh" }.count == 1, "\(search)", sourceLocation: sourceLocation)
        for line in ["   2 │   /* hi there", "   3 │    hi inside */", "   4 │   return hi;", "   2 │ echo \"hi\""] {
            #expect(rows.contains(line), "\(search): \(line)", sourceLocation: sourceLocation)
        }
        // `inside */` is in the comment the line above opened: the file's lexer state says so.
        let comment = foreground(of: "inside", in: output)
        #expect(comment != nil && comment == foreground(of: "there", in: output), "\(search)", sourceLocation: sourceLocation)
        #expect(comment != foreground(of: "return", in: output), "\(search)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [["git", "grep", "-n", "hi"], ["git", "grep", "-n", "--heading", "--break", "hi"], ["git", "grep", "-n", "-C1", "hi"],
                      ["grep", "-rn", "hi", "sub", "run.sh"], ["grep", "-rn", "--color=always", "hi", "sub", "run.sh"],
                      ["rg", "-n", "hi", "sub", "run.sh"], ["rg", "-n", "--heading", "hi", "sub", "run.sh"], ["rg", "-n", "-C1", "hi", "sub", "run.sh"], ["rg", "--json", "hi", "sub", "run.sh"],
                      ["rg", "-n", "--color=always", "hi", "sub", "run.sh"], ["git", "-c", "color.grep=always", "grep", "-n", "hi"]])
    func eachToolsOutputIsGroupedAndColored(_ command: [String]) throws {
        let dir = try Self.repository()
        let search = try ToolRun.run(command[0], Array(command.dropFirst()), directory: dir.path)
        #expect(search.status == 0, "\(command): \(search.stderr)")
        let run = try InProcessRun.tinge(Self.colored, input: search.stdout, directory: dir.path)
        #expect(run.status == 0)
        Self.expectShown(run.text, command.joined(separator: " "))
    }

    @Test func matchesAreMarkedFromColorsJSONOrThePatternGiven() throws {
        let dir = try Self.repository()
        // The search mark's background: the only background on these rows.
        func marked(_ output: String) -> Int { output.components(separatedBy: ";48;5;").count - 1 }
        let plain = try ToolRun.run("git", ["grep", "-n", "hi"], directory: dir.path)
        #expect(marked(try InProcessRun.tinge(Self.colored, input: plain.stdout, directory: dir.path).text) == 0)
        #expect(marked(try InProcessRun.tinge(Self.colored + ["-e", "hi"], input: plain.stdout, directory: dir.path).text) == 4)
        #expect(marked(try InProcessRun.tinge(Self.colored + ["--match", #"\bhi\b"#], input: plain.stdout, directory: dir.path).text) == 4)
        let gitColors = try ToolRun.run("git", ["-c", "color.grep=always", "grep", "-n", "hi"], directory: dir.path)
        #expect(marked(try InProcessRun.tinge(Self.colored, input: gitColors.stdout, directory: dir.path).text) == 4)
        let json = try ToolRun.run("rg", ["--json", "hi", "sub", "run.sh"], directory: dir.path)
        #expect(marked(try InProcessRun.tinge(Self.colored, input: json.stdout, directory: dir.path).text) == 4)
        let bad = try InProcessRun.tinge(Self.colored + ["-e", "("], input: plain.stdout, directory: dir.path)
        #expect(bad.status == 2 && bad.stderr.contains("not a regular expression"))
    }

    /// `color.grep.selected` and `color.grep.context` color the rest of each line, around the
    /// matches, in colors of their own: those stretches are not matches, the matches still are.
    @Test(arguments: [["-n"], ["-n", "-C1"], ["-n", "--heading", "--break"]])
    func gitsLineColorsAreNotMatches(_ options: [String]) throws {
        let dir = try Self.repository()
        let search = try ToolRun.run("git", ["-c", "color.grep=always", "-c", "color.grep.selected=green",
                                             "-c", "color.grep.context=blue", "grep"] + options + ["hi"], directory: dir.path)
        let run = try ToolRun.tinge(Self.colored, input: search.stdout, directory: dir.path)
        #expect(run.status == 0)
        var marked: [String] = []
        for row in run.text.split(separator: "\n").map(String.init) {
            // The mark's background is the only one on these rows: each run of it is a match.
            var stretch = ""
            for (character, background) in zip(ANSIColors.text(row), ANSIColors.backgrounds(row)) {
                if !background.isEmpty { stretch.append(character) } else if !stretch.isEmpty { marked.append(stretch); stretch = "" }
            }
            if !stretch.isEmpty { marked.append(stretch) }
        }
        #expect(marked == ["hi", "hi", "hi", "hi"], "\(options)")
        Self.expectShown(run.text, "git grep \(options) with line colors")
    }

    @Test func aLineTheFileNoLongerHasIsColoredAlone() throws {
        let dir = try Self.repository()
        let search = try ToolRun.run("git", ["grep", "-n", "hi"], directory: dir.path)
        // The comment's opening line is gone: line 3 is no longer inside a comment.
        try dir.write("sub/a.c", "int main() {\n  int x;\n   hi inside */\n  return hi;\n}\n")
        let run = try InProcessRun.tinge(Self.colored, input: search.stdout, directory: dir.path)
        #expect(Self.rows(run.text).contains("   3 │    hi inside */"))
        #expect(Self.foreground(of: "inside", in: run.text) != Self.foreground(of: "there", in: run.text))
    }

    @Test func uncoloredEveryLineIsShownInOrder() throws {
        let dir = try Self.repository()
        let search = try ToolRun.run("git", ["grep", "-n", "-C1", "hi"], directory: dir.path)
        let run = try InProcessRun.tinge(["--color=never"], input: search.stdout, directory: dir.path)
        #expect(!run.stdout.contains(0x1B))
        // `path:N:line` and `path-N-line` (no path here holds `-`): the number padded, a bar, the line.
        let expected = search.text.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: /^[^:-]*[:-](\d+)[:-](.*)$/) else { return nil }
            return String(repeating: " ", count: 4 - match.1.count) + match.1 + " │ " + match.2
        }
        #expect(expected.count == 7)
        #expect(Self.rows(run.text).filter { $0.contains(" │ ") } == expected)
    }

    /// Output that starts like a search's and then is not: what came after is text, in order.
    @Test func aMisreadingFallsBackToText() throws {
        let dir = try Self.repository()
        let input = "sub/a.c:2:  /* hi there\nsub/a.c:3:   hi inside */\nrun.sh:2:echo \"hi\"\njust text\n\u{1B}[31mred\u{1B}[m\nsub/a.c:4:  return hi;\n"
        let run = try InProcessRun.tinge(["--color=never"], input: Array(input.utf8), directory: dir.path)
        #expect(Self.rows(run.text) == ["sub/a.c", String(repeating: "─", count: 60), "   2 │   /* hi there", "   3 │    hi inside */",
                                        "run.sh", String(repeating: "─", count: 60), "   2 │ echo \"hi\"", "just text", "^[[31mred^[[m",
                                        "sub/a.c", String(repeating: "─", count: 60), "   4 │   return hi;", ""])
    }

    @Test func aDiffOfFilesNamedLikeASearchStaysADiff() throws {
        let dir = try Self.repository()
        try dir.write("sub/a.c", "int main() {\n  /* hi there */\n}\n")
        let diff = try ToolRun.run("git", ["diff"], directory: dir.path)
        let run = try InProcessRun.tinge(["--color=never"], input: diff.stdout, directory: dir.path)
        #expect(Self.rows(run.text).first == "sub/a.c")
        #expect(Self.rows(run.text).contains("-  /* hi there"))
    }
}
