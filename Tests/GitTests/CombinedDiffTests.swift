import Diff
import Foundation
import Git
import TestSupport
import Testing

/// Compares `NativeDiff.show` of merges with the dense combined diff (`--cc`) the real
/// `git show` prints, byte for byte.
@Suite struct CombinedDiffTests {
    typealias Fixture = NativeDiffTests.Fixture

    /// Twenty numbered lines under a function line (so hunks get git's function name), with
    /// `changes` replacing some of them.
    private func numbered(_ changes: [Int: String] = [:]) -> String {
        "func numbers() {\n" + (1...20).map { (changes[$0] ?? "line \($0)") + "\n" }.joined() + "}\n"
    }

    /// A repository with `base` committed on main, branch `side` committing `side`, main then
    /// committing `main`, and side merged into main; the merge's files are then set to `merged`
    /// (when given) and the merge committed. Each dictionary maps file names to contents.
    private func merge(base: [String: String], main: [String: String], side: [String: String],
                       merged: [String: String]? = nil, removed: [String] = []) throws -> Fixture {
        let f = try Fixture()
        for (name, text) in base { try f.write(name, text) }
        try f.commit("Base")
        try f.git("checkout", "-q", "-b", "side")
        for (name, text) in side { try f.write(name, text) }
        try f.commit("Side")
        try f.git("checkout", "-q", "main")
        for (name, text) in main { try f.write(name, text) }
        try f.commit("Main")
        // A conflict makes git merge fail; the resolution below is what counts.
        _ = try? f.git("merge", "-q", "--no-commit", "--no-ff", "side")
        for (name, text) in merged ?? [:] { try f.write(name, text) }
        for name in removed { try f.git("rm", "-q", "-f", name) }
        try f.git("add", "-A")
        try f.git("commit", "-q", "--no-edit", "-m", "Merge side\n\nResolved by hand.")
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

    /// Every way this suite compares one merge with git.
    private func sameAsGit(_ f: Fixture, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try same(text(try f.native.show("HEAD")), f, "show", "HEAD", sourceLocation: sourceLocation)
        try same(text(try f.native.show("HEAD", context: 1)), f, "show", "-U1", "HEAD", sourceLocation: sourceLocation)
        try same(text(try f.native.show("HEAD", context: 0)), f, "show", "-U0", "HEAD", sourceLocation: sourceLocation)
        try same(text(try f.native.show("HEAD", stat: true)), f, "show", "--stat", "-p", "HEAD", sourceLocation: sourceLocation)
        try same(text(try f.native.show("HEAD", stat: true, patch: false)), f, "show", "--stat", "HEAD", sourceLocation: sourceLocation)
    }

    @Test func conflictResolvedWithAThirdText() throws {
        let f = try merge(base: ["f.txt": numbered()], main: ["f.txt": numbered([9: "nine main", 10: "ten main"])],
                          side: ["f.txt": numbered([9: "nine side"])],
                          merged: ["f.txt": numbered([9: "nine both", 10: "ten main"])])
        #expect(text(try f.native.show("HEAD")).contains("\n- nine main\n -nine side\n -line 10\n++nine both\n +ten main\n"))
        try sameAsGit(f)
    }

    @Test func oneSidesLinesHereTheOthersThereAreLeftOut() throws {
        // Lines 3 and 17 merge cleanly; line 10 conflicts and takes main's text: all left out,
        // but for line 17 as context of the one hunk shown, line 14's, where the merge wrote its own.
        let f = try merge(base: ["f.txt": numbered()],
                          main: ["f.txt": numbered([3: "three main", 10: "ten main", 14: "fourteen main"])],
                          side: ["f.txt": numbered([17: "seventeen side", 10: "ten side", 14: "fourteen side"])],
                          merged: ["f.txt": numbered([3: "three main", 10: "ten main", 14: "fourteen merged",
                                                       17: "seventeen side"])])
        let shown = text(try f.native.show("HEAD"))
        #expect(shown.contains("++fourteen merged"))
        #expect(!shown.contains("three") && !shown.contains("ten side"))
        #expect(shown.components(separatedBy: "@@@ -").count == 2)
        try sameAsGit(f)
    }

    @Test func cleanMergeShowsNoDiff() throws {
        let f = try merge(base: ["f.txt": numbered(), "g.txt": "g\n"],
                          main: ["f.txt": numbered([2: "two main"])],
                          side: ["f.txt": numbered([18: "eighteen side"]), "new.txt": "from the side\n"])
        #expect(!text(try f.native.show("HEAD")).contains("diff --cc"))
        try sameAsGit(f)
    }

    @Test func evilMergeAddsALineNeitherParentHad() throws {
        let f = try merge(base: ["f.txt": numbered()],
                          main: ["f.txt": numbered([2: "two main"])],
                          side: ["f.txt": numbered([18: "eighteen side"])],
                          merged: ["f.txt": numbered([2: "two main", 10: "line 10\nevil line", 18: "eighteen side"]),
                                   "evil.txt": "a file of its own\n"])
        let shown = text(try f.native.show("HEAD"))
        #expect(shown.contains("++evil line"))
        #expect(shown.contains("new file mode 100644"))
        try sameAsGit(f)
        try same(text(try f.native.show("HEAD", paths: ["evil.txt"])), f, "show", "HEAD", "--", "evil.txt")
        try same(text(try f.native.show("HEAD", paths: ["f.txt"], stat: true)), f, "show", "--stat", "-p", "HEAD", "--", "f.txt")
    }

    @Test func mergeRemovesLinesAndFiles() throws {
        let f = try merge(base: ["f.txt": numbered(), "gone.txt": "one\ntwo\n"],
                          main: ["f.txt": numbered([1: "one main"]), "gone.txt": "one\ntwo main\n"],
                          side: ["f.txt": numbered([1: "one side", 20: "twenty side"]), "gone.txt": "one side\ntwo\n"],
                          merged: ["f.txt": numbered([1: "one merged"]).replacingOccurrences(of: "line 20\n", with: "")],
                          removed: ["gone.txt"])
        let shown = text(try f.native.show("HEAD"))
        #expect(shown.contains("deleted file mode 100644,100644"))
        try sameAsGit(f)
    }

    @Test func octopusOfThreeParents() throws {
        let f = try Fixture()
        try f.write("f.txt", numbered())
        try f.commit("Base")
        for (branch, line) in [("a", 8), ("b", 9)] {
            try f.git("checkout", "-q", "-b", branch, "main")
            try f.write("f.txt", numbered([line: "changed on \(branch)", 15: "fifteen \(branch)"]))
            try f.commit("Branch \(branch)")
        }
        try f.git("checkout", "-q", "main")
        try f.write("f.txt", numbered([2: "two main"]))
        try f.commit("Main")
        // Octopus merges refuse conflicts: merge ours, then write the merge's tree by hand.
        try f.git("merge", "-q", "-s", "ours", "--no-commit", "a", "b")
        try f.write("f.txt", numbered([2: "two main", 8: "changed on a", 9: "changed on b", 10: "ten merged",
                                       15: "fifteen b"]))
        try f.git("add", "-A")
        try f.git("commit", "-q", "-m", "Octopus")
        #expect(try f.git("rev-list", "--parents", "-n1", "HEAD").split(separator: " ").count == 4)
        let shown = text(try f.native.show("HEAD"))
        #expect(shown.contains("@@@@ "))
        try sameAsGit(f)
    }

    @Test func logPrintsNoPatchForMerges() throws {
        let f = try merge(base: ["f.txt": numbered()], main: ["f.txt": numbered([9: "nine main"])],
                          side: ["f.txt": numbered([9: "nine side"])], merged: ["f.txt": numbered([9: "nine both"])])
        let log = text(try f.native.log(patch: true).all())
        #expect(!log.contains("diff --cc"))
        try same(log, f, "log", "-p")
    }
}
