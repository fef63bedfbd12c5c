import Foundation
import TestSupport
import Testing

/// `git blame … | tinge` in every form git prints, and `tinge blame FILE`, through real git:
/// the blame's text kept, the code colored with the whole file as context, each commit's color.
@Suite struct BlameInputTests {
    /// A shell script whose heredoc spans two commits by two authors, with an uncommitted line.
    /// Three commits of `run.sh`, the second by another author. Their dates are fixed, so their
    /// ids are too, and so are the colors the ids choose: two of eight colors can be the same.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        func commit(_ arguments: [String], day: Int, author: String? = nil) throws {
            let date = "2024-03-0\(day)T12:00:00Z"
            var environment = ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date]
            if let author { environment["GIT_AUTHOR_NAME"] = author }
            let run = try ToolRun.run("git", ["commit", "-q"] + arguments, directory: dir.path, environment: environment)
            #expect(run.status == 0, "git commit: \(run.stderr)")
        }
        try dir.write("run.sh", "#!/bin/sh\n# a comment\necho hi\n")
        try dir.git("add", ".")
        try commit(["-m", "first"], day: 1)
        try dir.write("run.sh", "#!/bin/sh\n# a comment\necho hi\ncat <<EOF\nin the heredoc\nEOF\n")
        try commit(["-am", "second"], day: 2, author: "Bob Ümlaut")
        try dir.write("run.sh", "#!/bin/sh\n# a comment\necho hi\ncat <<EOF\nin the heredoc\nstill: echo no\nEOF\n")
        try commit(["-am", "third"], day: 3)
        return dir
    }

    /// The foreground of the first character of `needle` where it is shown in `output`.
    static func foreground(of needle: String, in output: String) -> String? {
        ANSIColors.foreground(of: needle, in: output)
    }

    static let colored = ["--color=always", "--paging=never"]

    @Test func uncoloredItIsTheBlameAsGitPrintedIt() throws {
        let dir = try Self.repository()
        for form in [[], ["-s"], ["-e"], ["-n", "-f"], ["-l"], ["--date=short"], ["--date=relative"], ["-t"], ["-b"], ["--abbrev=12"]] {
            let blame = try ToolRun.run("git", ["blame"] + form + ["run.sh"], directory: dir.path)
            let run = try InProcessRun.tinge(["--color=never", "--paging=never"], input: blame.stdout, directory: dir.path)
            #expect(run.status == 0 && run.text == blame.text, "git blame \(form)")
        }
    }

    /// `--color-lines` leaves the first line plain (it repeats no commit) and colors the lines
    /// that repeat the one above: git's colors are known and cut from the second line on.
    @Test(arguments: [["--color-lines"], ["--color-by-age"], ["--color-lines", "--color-by-age"]])
    func gitsColorsAreCutWhereverTheyStart(_ options: [String]) throws {
        let dir = try Self.repository()
        let plain = try ToolRun.run("git", ["blame", "run.sh"], directory: dir.path)
        let colored = try ToolRun.run("git", ["-c", "color.ui=always", "blame"] + options + ["run.sh"], directory: dir.path)
        #expect(colored.stdout.contains(0x1B), "git colored its blame")
        let run = try InProcessRun.tinge(["--color=never", "--paging=never"], input: colored.stdout, directory: dir.path)
        #expect(run.status == 0 && run.text == plain.text, "git blame \(options)")
        // Read as a blame, not as text: the same view as git's uncolored blame gets.
        let view = try InProcessRun.tinge(Self.colored, input: colored.stdout, directory: dir.path)
        #expect(view.text == (try InProcessRun.tinge(Self.colored, input: plain.stdout, directory: dir.path)).text, "git blame \(options)")
    }

    @Test(arguments: [[], ["-s"], ["-e"], ["-n"], ["--date=short"], ["--porcelain"], ["--line-porcelain"], ["-c"]])
    func eachFormIsColoredWithTheWholeFileAsContext(_ form: [String]) throws {
        let dir = try Self.repository()
        let blame = try ToolRun.run("git", ["blame"] + form + ["run.sh"], directory: dir.path)
        let run = try InProcessRun.tinge(Self.colored, input: blame.stdout, directory: dir.path)
        #expect(run.status == 0)
        let plain = run.text.split(separator: "\n").map { ANSIColors.text(String($0)) }
        #expect(plain.count == 7, "one row a line of the file")
        #expect(plain.last?.hasSuffix(") EOF") == true || plain.last?.hasSuffix(")EOF") == true)
        // `still: echo no` is in the heredoc, a commit after the heredoc began: a string, not a command.
        let inside = Self.foreground(of: "still: echo no", in: run.text)
        #expect(inside != nil && inside == Self.foreground(of: "in the heredoc", in: run.text), "\(form)")
        #expect(inside != Self.foreground(of: "echo hi", in: run.text), "\(form)")
    }

    @Test func porcelainIsShownInGitsDefaultForm() throws {
        let dir = try Self.repository()
        let porcelain = try ToolRun.run("git", ["blame", "--porcelain", "run.sh"], directory: dir.path)
        let run = try InProcessRun.tinge(["--color=never"], input: porcelain.stdout, directory: dir.path)
        #expect(run.text == (try dir.git("blame", "run.sh")))
    }

    @Test func eachCommitHasItsColorAndRepeatedMetadataIsDimmed() throws {
        let dir = try Self.repository()
        let blame = try ToolRun.run("git", ["blame", "run.sh"], directory: dir.path)
        let rows = try InProcessRun.tinge(Self.colored, input: blame.stdout, directory: dir.path).text.split(separator: "\n").map(String.init)
        let ids = rows.map { ANSIColors.cells($0)[1].foreground }
        #expect(ids[0] == ids[1] && ids[1] == ids[2], "one commit, one color")
        #expect(ids[2] != ids[3], "another commit")
        func authorColor(_ row: String) -> String { ANSIColors.cells(row)[12].foreground }
        #expect(authorColor(rows[0]) != authorColor(rows[1]), "the second line repeats the first's commit")
        #expect(authorColor(rows[1]) == authorColor(rows[2]))
        #expect(authorColor(rows[3]) == authorColor(rows[0]))
    }

    @Test func theLanguageComesFromTheNameGivenOrTheFirstLine() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("notes", "x = \"\"\"\nin a string\n\"\"\"\ny = 1\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "x")
        let blame = try ToolRun.run("git", ["blame", "notes"], directory: dir.path)
        let plain = try InProcessRun.tinge(Self.colored, input: blame.stdout, directory: dir.path)
        #expect(Self.foreground(of: "in a string", in: plain.text) == Self.foreground(of: "y = 1", in: plain.text), "no name: plain text")
        for arguments in [["--file-name", "notes.py"], ["--language", "python"]] {
            let run = try InProcessRun.tinge(Self.colored + arguments, input: blame.stdout, directory: dir.path)
            #expect(Self.foreground(of: "in a string", in: run.text) != Self.foreground(of: "y = 1", in: run.text), "\(arguments)")
        }
    }

    /// As git's pager (`core.pager`), tinge finds the file on git's command line: git pages only
    /// a terminal, so `script` gives it one.
    @Test func asGitsPagerTheFileNamedToGitGivesTheLanguage() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("notes.py", "x = \"\"\"\nin a string\n\"\"\"\ny = 1\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "x")
        let pager = "\(ToolRun.tinge) --color=always --paging=never"
        let run = try ToolRun.run("script", ["-qec", "git -c core.pager='\(pager)' blame notes.py", "/dev/null"], directory: dir.path)
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.text.replacingOccurrences(of: "\r", with: "")
        #expect(ANSIColors.text(text).contains("in a string"))
        #expect(Self.foreground(of: "in a string", in: text) != Self.foreground(of: "y = 1", in: text))
    }

    @Test func nativeBlameIsGitsBlame() throws {
        let dir = try Self.repository()
        let native = try InProcessRun.tinge(["blame", "run.sh", "--color=never", "--paging=never"], directory: dir.path)
        #expect(native.status == 0)
        #expect(native.text == (try dir.git("blame", "run.sh")))
        let colored = try InProcessRun.tinge(["blame", "run.sh"] + Self.colored, directory: dir.path)
        let piped = try InProcessRun.tinge(Self.colored, input: Array((try dir.git("blame", "run.sh")).utf8), directory: dir.path)
        #expect(colored.text == piped.text, "the same view as the pager's")
        // From a folder below, by a path from there.
        try FileManager.default.createDirectory(atPath: dir.path + "/sub", withIntermediateDirectories: true)
        let below = try InProcessRun.tinge(["blame", "../run.sh", "--color=never"], directory: dir.path + "/sub")
        #expect(below.text == native.text)
    }

    @Test func nativeBlameShowsUncommittedLinesAsGitDoes() throws {
        let dir = try Self.repository()
        try dir.write("run.sh", "#!/bin/sh\n# a comment\necho hi\nnew line\ncat <<EOF\nin the heredoc\nstill: echo no\nEOF\n")
        let native = try InProcessRun.tinge(["blame", "run.sh", "--color=never"], directory: dir.path).text.split(separator: "\n")
        let git = try dir.git("blame", "run.sh").split(separator: "\n")
        #expect(native.count == git.count)
        #expect(native[3].hasPrefix("00000000 (Not Committed Yet ") && native[3].hasSuffix(" 4) new line"))
        #expect(native[4] == git[4])
    }

    @Test func nativeBlameFailsAsGitDoes() throws {
        let dir = try Self.repository()
        try dir.write("untracked.txt", "x\n")
        let untracked = try InProcessRun.tinge(["blame", "untracked.txt"], directory: dir.path)
        #expect(untracked.status == 128 && untracked.stderr.contains("no such path 'untracked.txt' in HEAD"))
        #expect(try InProcessRun.tinge(["blame"], directory: dir.path).status == 2)
        #expect(try InProcessRun.tinge(["blame", "a", "b", "c"], directory: dir.path).status == 2)
        let outside = try TemporaryDirectory()
        try outside.write("f", "x\n")
        #expect(try InProcessRun.tinge(["blame", "f"], directory: outside.path).status == 128)
        let help = try InProcessRun.tinge(["blame", "--help"])
        #expect(help.status == 0 && help.text.contains("Usage: tinge blame"))
    }

    @Test func aBlameAsAPage() throws {
        let dir = try Self.repository()
        let page = try InProcessRun.tinge(["blame", "run.sh", "--format=html"], directory: dir.path)
        #expect(page.status == 0)
        #expect(page.text.hasPrefix("<!DOCTYPE html>") && page.text.contains("f-commit-"))
        #expect(HTMLPage.text(page.text).contains("in the heredoc"))
    }
}
