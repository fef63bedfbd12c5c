import Foundation
import TestSupport
import Testing

/// git's word diff through tinge: as git's pager, git's command line says so; piped, `--word-diff`
/// does. The file's title is tinge's, the hunks are git's, with git's colors and nothing lost.
@Suite struct WordDiffTests {
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("app.c", "    int value = 1;\n    /* a note */\n    int other = 2;\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.write("app.c", "    int value = 42;\n    /* a longer note */\n    int other = 2;\n- starts with a dash\n")
        return dir
    }

    @Test(arguments: ["--color-words", "--word-diff=color"])
    func asGitsPagerTheWordsKeepGitsColors(_ option: String) throws {
        let dir = try Self.repository()
        let pager = "\(ToolRun.tinge) --color=always --paging=never --theme=dark"
        let run = try ToolRun.run("script", ["-qec", "git -c color.ui=always -c core.pager='\(pager)' diff \(option)", "/dev/null"],
                                  directory: dir.path)
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.text.replacingOccurrences(of: "\r", with: "")
        let plain = ANSIColors.text(text)
        #expect(plain.contains("app.c"))
        #expect(!plain.contains("diff --git"), "the file's title is tinge's")
        #expect(plain.contains("int value = 1;42;"), "old and new words on one line, none lost")
        #expect(plain.contains("- starts with a dash"))
        // git colors the new word green and the old one red; both kept, and apart.
        let new = ANSIColors.foreground(of: "42", in: text)
        let old = ANSIColors.foreground(of: "1;", in: text)
        #expect(new != nil && old != nil && new != old, "\(String(describing: new)) \(String(describing: old))")
        #expect(ANSIColors.foreground(of: "longer", in: text) == new)
        // Told otherwise, tinge reads it as a diff with markers, whatever git was asked.
        let told = try ToolRun.run("script", ["-qec", "git -c color.ui=always -c core.pager='\(pager) --word-diff=false' diff \(option)",
                                              "/dev/null"], directory: dir.path)
        #expect(!ANSIColors.text(told.text.replacingOccurrences(of: "\r", with: "")).contains("int value = 1;42;"))
    }

    @Test func pipedItIsSaidWithAnOption() throws {
        let dir = try Self.repository()
        let words = try ToolRun.run("git", ["diff", "--word-diff"], directory: dir.path)
        let run = try InProcessRun.tinge(["--word-diff", "--color=never", "--paging=never"], input: words.stdout, directory: dir.path)
        #expect(run.status == 0)
        // Every line of git's from the first hunk on, as git wrote it (indented lines are not
        // context lines of a hunk, whose space would be taken for a marker).
        let gits = words.text.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("@@") }
        #expect(run.text.hasSuffix(gits.joined(separator: "\n")), "\(run.text)")
        #expect(run.text.contains("[-1;-]{+42;+}"))
        // Without the option, `- starts with a dash` would be read as a removed line.
        let colored = try ToolRun.run("git", ["-c", "color.ui=always", "diff", "--color-words"], directory: dir.path)
        let painted = try InProcessRun.tinge(["--word-diff", "--color=always", "--paging=never"], input: colored.stdout, directory: dir.path)
        #expect(ANSIColors.text(painted.text).contains("int value = 1;42;"))
    }
}
