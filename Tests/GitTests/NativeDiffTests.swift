import Diff
import Foundation
import Git
import TestSupport
import Testing

/// Compares NativeDiff's text with what the real `git` prints for the same repository and options.
/// `core.abbrev=7` is given to git so its abbreviations (unique at 7 digits in repositories this
/// small) are the fixed 7 digits libgit2 prints.
@Suite struct NativeDiffTests {
    /// A throwaway repository with commits made at fixed, increasing dates.
    final class Fixture {
        let dir: TemporaryDirectory
        private var clock = 1_600_000_000

        init() throws {
            dir = try TemporaryDirectory()
            try git("init", "-q", "-b", "main")
            try git("config", "core.autocrlf", "false")
        }

        /// Runs git, failing when it does, with author and committer dates that move on each call.
        @discardableResult
        func git(_ arguments: String...) throws -> String {
            clock += 3600
            let date = "\(clock) +0200"
            let run = try ToolRun.run("git", arguments, directory: dir.path,
                                      environment: ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date])
            guard run.status == 0 else { throw GitFailed(message: run.stderr) }
            return run.text
        }

        /// What `git -c core.abbrev=7 <arguments>` prints.
        func expectedOutput(_ arguments: [String]) throws -> String {
            try git(["-c", "core.abbrev=7"] + arguments)
        }

        /// Records an issue showing the first line where `actual` and git's output differ.
        func expectSameAsGit(_ actual: String, _ arguments: [String], sourceLocation: SourceLocation) throws {
            let expected = try expectedOutput(arguments)
            guard actual != expected else { return }
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let n = zip(a, e).prefix(while: { $0 == $1 }).count
            Issue.record("""
                differs from git \(arguments.joined(separator: " ")) at line \(n + 1)
                  git:    \(n < e.count ? String(e[n]) : "<end>")
                  native: \(n < a.count ? String(a[n]) : "<end>")
                git's whole output:
                \(expected)
                """, sourceLocation: sourceLocation)
        }

        private func git(_ arguments: [String]) throws -> String {
            let run = try ToolRun.run("git", arguments, directory: dir.path)
            guard run.status == 0 else { throw GitFailed(message: run.stderr) }
            return run.text
        }

        func write(_ name: String, _ text: String) throws { try dir.write(name, text) }

        func commit(_ message: String) throws {
            try git("add", "-A")
            try git("commit", "-q", "-m", message)
        }

        var native: NativeDiff { get throws(GitError) { try NativeDiff(discoveringFrom: dir.path) } }
    }

    /// A small history: a root commit, edits, a rename, a deletion, a binary file, a merge.
    private func history() throws -> Fixture {
        let f = try Fixture()
        try f.write("a.txt", (1...20).map { "line \($0)\n" }.joined())
        try f.write("src/main.c", "int main(void) {\n\treturn 0;\n}\n")
        try f.write("old-name.md", "# Title\n\nSome text\nthat moves.\n")
        try f.write("docs/guide.md", "# Guide\n\nA rename inside a folder\nprints as docs/{a => b} in a stat.\n")
        try f.commit("Root commit\n\nWith a body line\n\tand a tab.")
        try f.write("a.txt", (1...20).map { $0 == 5 ? "line five\n" : "line \($0)\n" }.joined())
        try f.git("mv", "old-name.md", "new-name.md")
        try f.git("mv", "docs/guide.md", "docs/manual.md")

        try f.write("no-newline.txt", "no newline at end")
        try f.commit("Edit, rename and add")
        try f.git("checkout", "-q", "-b", "side", "HEAD~1")
        try f.write("side.txt", "from the side\n")
        try f.commit("Side work")
        try f.git("checkout", "-q", "main")
        try f.write("src/main.c", "int main(void) {\n\treturn 1;\n}\n")
        try f.write("data.bin", "\u{0}\u{1}\u{2}binary")
        try f.commit("Change main, add binary")
        try f.git("merge", "-q", "--no-edit", "side")
        return f
    }

    /// The text of native items, checked against what the parser reads in it.
    private func text(_ items: [DiffItem], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let problem = ItemText.mismatch(items)
        #expect(problem == nil, "the items differ from what the parser reads in their text: \(problem ?? "")",
                sourceLocation: sourceLocation)
        return ItemText.text(items)
    }

    private func same(_ actual: String, _ f: Fixture, _ arguments: String...,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        try f.expectSameAsGit(actual, arguments, sourceLocation: sourceLocation)
    }


    @Test func workTreeAgainstIndexWithStat() throws {
        let f = try history()
        try f.write("a.txt", (1...20).map { $0 == 18 ? "line eighteen\n" : "line \($0)\n" }.joined())
        try f.write("src/main.c", "int main(void) {\n\treturn 2;\n}\n")
        try f.write("no-newline.txt", "now with newline\n")
        try same(text(try f.native.diff()), f, "diff")
        try same(text(try f.native.diff(stat: true)), f, "diff", "--stat", "-p")
        try same(text(try f.native.diff(paths: ["src"], context: 1)), f, "diff", "-U1", "--", "src")
        try same(text(try f.native.diff(context: 0)), f, "diff", "-U0")
    }

    @Test func indexAgainstHeadAndAgainstARevision() throws {
        let f = try history()
        try f.write("staged.txt", "new\n")
        try f.git("rm", "-q", "side.txt")
        try f.git("mv", "new-name.md", "docs.md")
        try f.git("add", "-A")
        try f.write("a.txt", "work tree only\n")
        try same(text(try f.native.diff(cached: true)), f, "diff", "--cached", "-M")
        try same(text(try f.native.diff(cached: true, findRenames: false)), f, "diff", "--cached", "--no-renames")
        try same(text(try f.native.diff(from: "HEAD~2")), f, "diff", "-M", "HEAD~2")
        try same(text(try f.native.diff(cached: true, from: "HEAD~2")), f, "diff", "--cached", "-M", "HEAD~2")
    }

    @Test func oneRevisionAgainstAnother() throws {
        let f = try history()
        try same(text(try f.native.diff(from: "HEAD~2", to: "HEAD")), f, "diff", "-M", "HEAD~2", "HEAD")
        try same(text(try f.native.diff(from: "HEAD~2..HEAD", stat: true)), f, "diff", "-M", "--stat", "-p", "HEAD~2..HEAD")
        try same(text(try f.native.diff(from: "side...main")), f, "diff", "-M", "side...main")
        #expect(text(try f.native.diff(from: "HEAD~1", to: "HEAD~1")).isEmpty)
        try same(text(try f.native.diff(from: "HEAD~3", to: "HEAD", paths: ["a.txt"], context: 2)),
                 f, "diff", "-U2", "HEAD~3", "HEAD", "--", "a.txt")
    }

    @Test func showMatchesGitForCommitsAndMerges() throws {
        let f = try history()
        for revision in ["HEAD~1", "HEAD~2", "HEAD~3", "side"] {
            try same(text(try f.native.show(revision)), f, "show", "-M", revision)
            try same(text(try f.native.show(revision, stat: true)), f, "show", "-M", "--stat", "-p", revision)
            try same(text(try f.native.show(revision, stat: true, patch: false)), f, "show", "-M", "--stat", revision)
        }
        try same(text(try f.native.show("HEAD")), f, "show", "-M", "HEAD")
        try same(text(try f.native.show("HEAD", stat: true)), f, "show", "-M", "--stat", "-p", "HEAD")
        try same(text(try f.native.show("HEAD~3", paths: ["src"])), f, "show", "HEAD~3", "--", "src")
    }

    @Test func logMatchesGit() throws {
        let f = try history()
        func log(_ range: String? = nil, maxCount: Int? = nil, paths: [String] = [], patch: Bool = false, stat: Bool = false) throws -> String {
            text(try f.native.log(range: range, maxCount: maxCount, paths: paths, patch: patch, stat: stat).all())
        }
        try same(try log(), f, "log")
        try same(try log(patch: true), f, "log", "-p", "-M")
        try same(try log(patch: true, stat: true), f, "log", "-p", "--stat", "-M")
        try same(try log(maxCount: 2, patch: true), f, "log", "-p", "-M", "-n", "2")
        try same(try log("HEAD~2..HEAD", patch: true), f, "log", "-p", "-M", "HEAD~2..HEAD")
        try same(try log("side...main"), f, "log", "side...main")
        try same(try log(paths: ["src/main.c"], patch: true), f, "log", "-p", "--", "src/main.c")
        try same(try log(paths: ["a.txt"], patch: true), f, "log", "-p", "--", "a.txt")
    }

    @Test func logStreamsOneCommitAtATime() throws {
        let f = try history()
        let log = try f.native.log(maxCount: 2)
        var first: [DiffItem] = []
        #expect(try log.next { first.append($0) })
        #expect(text(first).hasPrefix("commit "))
        var second: [DiffItem] = []
        #expect(try log.next { second.append($0) })
        #expect(text(second).hasPrefix("\ncommit "))
        #expect(try !log.next { _ in Issue.record("a third commit") })
    }

    @Test func errorsNameWhatIsAtFault() throws {
        let f = try history()
        do {
            _ = try f.native.diff(from: "no-such-branch")
            Issue.record("a bad revision was accepted")
        } catch { #expect((error as? GitError)?.message.contains("no-such-branch") == true) }
        do {
            _ = try f.native.show("HEAD~99")
            Issue.record("a bad revision was accepted")
        } catch { #expect((error as? GitError)?.message.contains("HEAD~99") == true) }
        do {
            _ = try f.native.log(range: "nope..HEAD")
            Issue.record("a bad range was accepted")
        } catch { #expect(error.message.contains("nope")) }
        do {
            _ = try f.native.diff(paths: ["missing/file.txt"])
            Issue.record("a bad path was accepted")
        } catch { #expect((error as? GitError)?.message.contains("missing/file.txt") == true) }
        let empty = try TemporaryDirectory()
        do {
            _ = try NativeDiff(discoveringFrom: empty.path)
            Issue.record("opened a repository where there is none")
        } catch { #expect(error.message.contains(empty.path) || error.isNotFound) }
    }
}

/// A git command a test ran failed.
struct GitFailed: Error { let message: String }
