@testable import Git
import TestSupport
import Testing

/// Abbreviated ids and cut function contexts, as git prints them.
@Suite struct AbbreviationTests {
    /// git's `auto`: half the bits that count the objects, rounded up, never below 7.
    @Test func autoLengthGrowsWithTheObjects() {
        #expect(Abbreviation.auto(0) == 7)
        #expect(Abbreviation.auto(16_383) == 7)
        #expect(Abbreviation.auto(16_384) == 8)
        #expect(Abbreviation.auto(849_000) == 10)  // git's own repository
        #expect(Abbreviation.auto(1 << 24) == 13)
    }

    @Test func configuredLengths() {
        func length(_ value: String?) -> Int { Abbreviation.length(configured: value) { 849_000 } }
        #expect(length(nil) == 10)
        #expect(length("auto") == 10)
        #expect(length("AUTO") == 10)
        #expect(length("12") == 12)
        #expect(length("4") == 4)
        #expect(length("no") == 40)
        #expect(length("false") == 40)
        #expect(length("3") == 10)  // out of git's range: auto
        #expect(length("41") == 10)
        #expect(length("seven") == 10)
    }

    /// The count comes from the pack indexes' headers; git's `count-objects` reads the same.
    @Test func packedObjectsAreCountedAsGitCountsThem() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        for n in 0..<5 {
            try dir.write("f\(n).txt", "\(n)\n")
            try dir.git("add", ".")
            try dir.git("commit", "-qm", "c\(n)")
        }
        try dir.git("gc", "-q")
        let counted = try dir.git("count-objects", "-v").split(separator: "\n")
            .first { $0.hasPrefix("in-pack: ") }.flatMap { Int($0.dropFirst(9)) }
        #expect(counted != nil && counted! > 0)
        #expect(Abbreviation.packedObjects(in: dir.path + "/.git/objects/pack") == counted)
        #expect(Abbreviation.packedObjects(in: dir.path + "/missing") == 0)
    }

    /// `core.abbrev` set to `auto`, a number or `no` shortens the parents on a merge's `Merge:`
    /// line and the ids on `index` lines as git does (`auto` made libgit2 fail before).
    @Test func mergeAndIndexLinesFollowCoreAbbrev() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q", "-b", "main")
        try dir.write("a.txt", "1\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "one")
        try dir.git("checkout", "-qb", "side")
        try dir.write("b.txt", "side\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "side")
        try dir.git("checkout", "-q", "main")
        try dir.write("a.txt", "2\n")
        try dir.git("commit", "-qam", "two")
        try dir.git("merge", "-q", "--no-edit", "side")
        for value in ["auto", "12", "no", "4"] {
            try dir.git("config", "core.abbrev", value)
            for arguments in [["show", "HEAD"], ["show", "HEAD~1"]] {
                let made = try NativeDiff(discoveringFrom: dir.path).show(arguments[1])
                #expect(ItemText.text(made) == (try dir.git(arguments[0], arguments[1])), "core.abbrev=\(value) \(arguments)")
            }
        }
    }

    /// git cuts a function context to 80 bytes, trims the white space that then ends it, and
    /// drops a character the cut split, keeping the white space before it.
    @Test func cutFunctionContextsMatchGit() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let body = (0..<10).map { " line\($0)\n" }.joined()
        let heads = ["f" + String(repeating: "x", count: 78) + " int tail(void)",
                     "g" + String(repeating: "y", count: 77) + " \u{435}after",
                     "h" + String(repeating: "z", count: 76) + "  \u{435}after",
                     "k" + String(repeating: "w", count: 70) + "\u{435}\u{435}\u{435}\u{435} after",
                     "short(void)   "]
        try dir.write("t.c", heads.map { $0 + "\n" + body }.joined())
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "one")
        try dir.write("t.c", heads.map { $0 + "\n" + body.replacingOccurrences(of: "line5", with: "LINE5") }.joined())
        let made = ItemText.text(try NativeDiff(discoveringFrom: dir.path).diff())
        let git = try dir.git("diff")
        #expect(made == git)
        #expect(git.contains("@@ g" + String(repeating: "y", count: 77) + " \n"))
    }
}

/// Where git places a hunk that could slide: by indentation (`diff.indentHeuristic`, on unless
/// the configuration turns it off).
@Suite struct IndentHeuristicTests {
    @Test func ambiguousHunksSlideAsGitSlidesThem() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let old = "struct a {\n    int x;\n};\n\nvoid f(void) {\n    /*\n     * one\n     */\n    g();\n}\n"
        let new = "struct a {\n    int x;\n};\n\nvoid f(void) {\n    /*\n     * zero\n     */\n    h();\n\n    /*\n     * one\n     */\n    g();\n}\n"
        try dir.write("t.c", old)
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "one")
        try dir.write("t.c", new)
        for setting in ["true", "false"] {
            try dir.git("config", "diff.indentHeuristic", setting)
            let made = ItemText.text(try NativeDiff(discoveringFrom: dir.path).diff())
            #expect(made == (try dir.git("diff")), "diff.indentHeuristic=\(setting)")
        }
    }
}
