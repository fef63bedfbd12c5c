import Foundation
import TestSupport
import Testing

/// `tinge A B`, `tinge diff --no-index A B` and `tinge diff A B` outside a repository: two files
/// or folders compared as git compares them, each side's context its own file, through real git.
@Suite struct NoIndexDiffTests {
    /// A C file whose lines 1 to 12 are one block comment, changed at line 10 (inside it, out of
    /// sight of a one-line hunk) and at line 14 (a line comment).
    static let old = "/*\n" + (2...11).map { " * line \($0)\n" }.joined() + " */\nint x;\n// old remark\nint y;\n"
    static let new = old.replacingOccurrences(of: " * line 10\n", with: " * changed words\n")
        .replacingOccurrences(of: "// old remark", with: "// new remark")

    static let colored = ["--color=always", "--paging=never", "-U1"]

    /// A folder outside any repository holding `old.c` and `new.c`, and folders `d1` and `d2`.
    static func files() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write("old.c", old)
        try dir.write("new.c", new)
        try dir.write("d1/sub/k.c", old)
        try dir.write("d2/sub/k.c", new)
        try dir.write("d1/gone.c", "int gone;\n")
        try dir.write("d2/added.c", "int added;\n")
        return dir
    }

    /// The changed comment line is colored as comment (its side's state from the file's top),
    /// as the line comment is, and not as code.
    static func expectWholeFileContext(_ run: ToolRun, sourceLocation: SourceLocation = #_sourceLocation) {
        let inside = ANSIColors.foreground(of: "changed words", in: run.text)
        #expect(inside != nil && inside == ANSIColors.foreground(of: "new remark", in: run.text), sourceLocation: sourceLocation)
        #expect(inside != ANSIColors.foreground(of: "int", in: run.text), sourceLocation: sourceLocation)
    }

    @Test(arguments: [[], ["diff", "--no-index"], ["diff"]])
    func twoFilesOutsideAnyRepository(_ command: [String]) throws {
        let dir = try Self.files()
        let run = try ToolRun.tinge(command + Self.colored + ["old.c", "new.c"], directory: dir.path)
        #expect(run.status == 1, "they differ, as git diff --no-index says: \(run.stderr)")
        #expect(run.stderr.isEmpty)
        Self.expectWholeFileContext(run)
    }

    /// Files given by absolute paths, from a folder that holds neither, inside a repository.
    @Test func filesOutsideTheCurrentFolderByAbsolutePaths() throws {
        let dir = try Self.files()
        let repository = try TemporaryDirectory()
        try repository.git("init", "-q")
        let run = try ToolRun.tinge(["diff", "--no-index"] + Self.colored + [dir.path + "/old.c", dir.path + "/new.c"],
                                    directory: repository.path)
        #expect(run.status == 1, "\(run.stderr)")
        Self.expectWholeFileContext(run)
        let title = run.text.split(separator: "\n").map { ANSIColors.text(String($0)) }.first
        #expect(title == "\(dir.path)/old.c → \(dir.path)/new.c", "named as given, not as git's a/tmp/…")
    }

    /// Folders: their files paired by name, one deleted, one added, each titled.
    @Test func twoFolders() throws {
        let dir = try Self.files()
        let run = try ToolRun.tinge(Self.colored + ["d1", "d2"], directory: dir.path)
        #expect(run.status == 1, "\(run.stderr)")
        let rows = run.text.split(separator: "\n").map { ANSIColors.text(String($0)) }
        #expect(rows.contains("d1/gone.c (deleted)"))
        #expect(rows.contains("d2/added.c (new file)"))
        #expect(rows.contains("sub/k.c"))
        Self.expectWholeFileContext(run)
    }

    @Test func theSameFilesDifferInNothing() throws {
        let dir = try Self.files()
        let run = try ToolRun.tinge(Self.colored + ["old.c", "old.c"], directory: dir.path)
        #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty)
    }

    @Test(arguments: [[], ["diff", "--no-index"]])
    func aMissingFileIsOneLineOfError(_ command: [String]) throws {
        let dir = try Self.files()
        let run = try ToolRun.tinge(command + ["old.c", "nope.c"], directory: dir.path)
        #expect(run.status == 2)
        #expect(run.stderr == "tinge: cannot compare 'nope.c': no such file or folder\n")
        #expect(run.stdout.isEmpty)
        // A file against a folder without a file of its name: git's one line, not a silent "differ".
        let folder = try ToolRun.tinge(command + ["old.c", "d1"], directory: dir.path)
        #expect(folder.status == 2 && folder.stderr == "tinge: Could not access 'd1/old.c'\n" && folder.stdout.isEmpty)
    }

    /// The painted diff of the two files, with its escapes shown, kept as a golden listing.
    @Test func twoFilesAsPainted() throws {
        let dir = try Self.files()
        let run = try ToolRun.tinge(Self.colored + ["--width=60", "old.c", "new.c"], directory: dir.path,
                                    environment: ["COLORTERM": "truecolor"])
        let listing = run.text.replacingOccurrences(of: "\u{1B}", with: "␛")
        let problem = Golden.mismatch(listing, path: Golden.directory(of: #filePath) + "/Golden/no-index-files.txt")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
