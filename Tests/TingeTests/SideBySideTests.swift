import Foundation
import TestSupport
import Testing

/// The side-by-side view end to end: through git as its pager, from git config, natively, and
/// left alone by `--color-only`.
@Suite struct SideBySideTests {
    /// A repository whose last commit changes a C file inside a block comment and in code.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("code.c", "/* a comment\n   that goes on\n*/\nint x = 1;\nint y = 2;\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "one")
        try dir.write("code.c", "/* a comment\n   that goes on and on\n*/\nint x = 10;\nint y = 2;\nint z = 3;\n")
        try dir.git("commit", "-qam", "two")
        return dir
    }

    /// Rows of `text` without colors.
    static func rows(_ text: String) -> [String] {
        ANSIColors.text(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Display width as the tests count it: every character one cell (the fixture is ASCII and box drawing).
    static func width(_ row: String) -> Int { row.count }

    @Test func removedLeftAddedRightThroughGitsPager() throws {
        let dir = try Self.repository()
        let run = try ToolRun.run("script", ["-qc", "git -c core.pager='\(ToolRun.tinge) -s --width=100' show", "/dev/null"],
                                  directory: dir.path, environment: ["TINGE_PAGER": "cat"])
        #expect(run.status == 0)
        let rows = Self.rows(run.text.replacingOccurrences(of: "\r", with: ""))
        let changed = try #require(rows.first { $0.contains("int x = 1;") })
        // One row holds both sides of the change, old on the left, new on the right.
        let divider = try #require(changed.firstIndex(of: "│", after: 8))
        #expect(changed[..<divider].contains("-int x = 1;"))
        #expect(changed[divider...].contains("+int x = 10;"))
        let added = try #require(rows.first { $0.contains("int z = 3;") })
        #expect(added.hasPrefix(String(repeating: " ", count: 20)), "nothing was removed beside it: \(added)")
        #expect(rows.allSatisfy { Self.width($0) <= 100 }, "\(rows)")
        #expect(run.text.contains("\u{1B}["))
    }

    @Test func configAutoChoosesByTheWidth() throws {
        let dir = try Self.repository()
        let show = try ToolRun.run("git", ["show", "--color=always"], directory: dir.path)
        func sideBySide(_ config: [String], columns: String) throws -> Bool {
            let run = try InProcessRun.tinge(["--color=always", "--paging=never"], input: show.stdout, directory: dir.path,
                                        environment: ["COLUMNS": columns, "GIT_CONFIG_PARAMETERS": config.joined(separator: " ")])
            #expect(run.status == 0, "\(run.stderr)")
            return Self.rows(run.text).contains { $0.contains("-int x = 1;") && $0.contains("+int x = 10;") }
        }
        #expect(try sideBySide(["'tinge.sidebyside=auto'"], columns: "200"))
        #expect(try !sideBySide(["'tinge.sidebyside=auto'"], columns: "120"))
        #expect(try sideBySide(["'tinge.sidebyside=auto'", "'tinge.sidebysideminwidth=100'"], columns: "120"))
        #expect(try sideBySide(["'tinge.sidebyside=true'"], columns: "80"))
        #expect(try !sideBySide([], columns: "200"))
    }

    @Test func longLinesWrapInTheirPaneOrAreCut() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("a.txt", "short\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "one")
        let long = (1...30).map { "word\($0)" }.joined(separator: " ")
        try dir.write("a.txt", "short\n" + long + "\n")
        try dir.git("commit", "-qam", "two")
        let show = try ToolRun.run("git", ["show"], directory: dir.path)
        let wrapped = Self.rows(try InProcessRun.tinge(["-s", "--width=80", "--color=never"], input: show.stdout).text)
        #expect(wrapped.allSatisfy { Self.width($0) <= 80 })
        // Every word is there, in order, across the wrapped rows.
        let right = wrapped.compactMap { $0.split(separator: "│", maxSplits: 1).dropFirst().first }.joined()
        #expect(right.replacingOccurrences(of: "↪", with: "").contains(long))
        let cut = Self.rows(try InProcessRun.tinge(["-s", "--width=80", "--color=never", "--wrap=never"], input: show.stdout).text)
        #expect(cut.allSatisfy { Self.width($0) <= 80 })
        #expect(cut.contains { $0.hasSuffix("→") })
        #expect(!cut.contains { $0.contains("word30") })
    }

    @Test func nativeShowTakesTheFlag() throws {
        let dir = try Self.repository()
        let run = try InProcessRun.tinge(["show", "--side-by-side", "--width=100", "--color=never"], directory: dir.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.rows(run.text).contains { $0.contains("-int x = 1;") && $0.contains("+int x = 10;") })
    }

    @Test func colorOnlyIgnoresIt() throws {
        let dir = try Self.repository()
        let show = try ToolRun.run("git", ["show", "--color=always"], directory: dir.path)
        let run = try InProcessRun.tinge(["--color-only", "-s"], input: show.stdout, directory: dir.path)
        #expect(run.status == 0)
        #expect(Self.rows(run.text) == Self.rows(show.text))
    }

    @Test func aBadValueNamesItsSetting() throws {
        // From git config, a warning; the default (off) is used.
        let run = try InProcessRun.tinge(["--paging=never"], input: [], environment: ["GIT_CONFIG_PARAMETERS": "'tinge.sidebyside=sometimes'"])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("tinge: warning: git -c tinge.sideBySide: 'sometimes'"), "\(run.stderr)")
        let wrap = try InProcessRun.tinge(["--wrap=maybe"], input: [])
        #expect(wrap.status == 2)
        #expect(wrap.stderr.contains("--wrap") && wrap.stderr.contains("maybe"), "\(wrap.stderr)")
    }
}

extension String {
    /// The first index of `character` at or after the `offset`th character.
    func firstIndex(of character: Character, after offset: Int) -> String.Index? {
        guard offset < count else { return nil }
        return self[index(startIndex, offsetBy: offset)...].firstIndex(of: character)
    }
}
