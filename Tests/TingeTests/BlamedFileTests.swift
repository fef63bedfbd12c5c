import Foundation
import TestSupport
import Testing

/// A piped blame names no file: tinge finds the file by the blame's lines (the work tree below
/// the current folder, then HEAD's tree), for its language and the state at the blame's first
/// line, through real git.
@Suite struct BlamedFileTests {
    /// A C file with no shebang or modeline (only its name says C) whose lines 1 and 2 are one
    /// block comment, and a file with the same longest line at another number.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("src/apply.c", "/* a comment\n   spanning two lines */\nint main(void) {\n    return apply(0); // the longest line\n}\n")
        try dir.write("notes.txt", "first\n   spanning two lines */\n    return apply(0); // the longest line\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        return dir
    }

    static let colored = ["--color=always", "--paging=never"]

    /// The colors `git blame ARGUMENTS | tinge` gives the code (`spanning`, in the comment, and
    /// `int`), run in `folder` below the repository.
    static func colors(_ dir: TemporaryDirectory, _ arguments: [String], in folder: String = "",
                       tinge options: [String] = []) throws -> (comment: String?, type: String?) {
        let path = dir.path + (folder.isEmpty ? "" : "/" + folder)
        let blame = try ToolRun.run("git", ["blame"] + arguments, directory: path)
        #expect(blame.status == 0, "git blame: \(blame.stderr)")
        let run = try ToolRun.tinge(colored + options, input: blame.stdout, directory: path)
        #expect(run.status == 0)
        return (ANSIColors.foreground(of: "spanning", in: run.text), ANSIColors.foreground(of: "int", in: run.text))
    }

    /// The colors when the file is named and the whole file blamed: what each case must give.
    static func expected(_ dir: TemporaryDirectory) throws -> (comment: String?, type: String?) {
        let named = try colors(dir, ["src/apply.c"], tinge: ["--file-name=src/apply.c"])
        #expect(named.comment != nil && named.comment != named.type, "the named whole file is colored")
        return named
    }

    @Test func aWholeBlameIsColoredInItsFilesLanguage() throws {
        let dir = try Self.repository()
        let expected = try Self.expected(dir)
        let found = try Self.colors(dir, ["src/apply.c"])
        #expect(found.comment == expected.comment && found.type == expected.type)
    }

    /// `-L 2,3` starts inside the comment: line 2 is the comment's end, not code.
    @Test(arguments: [["-L", "2,3", "src/apply.c"], ["-L", "3,3", "-L", "2,2", "src/apply.c"], ["-s", "-L", "2,3", "src/apply.c"],
                      ["--porcelain", "-L", "2,3", "src/apply.c"]])
    func someLinesAreLexedFromTheirFilesState(_ arguments: [String]) throws {
        let dir = try Self.repository()
        let expected = try Self.expected(dir)
        let found = try Self.colors(dir, arguments)
        #expect(found.comment == expected.comment && found.type == expected.type, "\(arguments)")
    }

    @Test func aBlameFromASubfolderFindsItsFileThere() throws {
        let dir = try Self.repository()
        let expected = try Self.expected(dir)
        let found = try Self.colors(dir, ["-L", "2,3", "apply.c"], in: "src")
        #expect(found.comment == expected.comment && found.type == expected.type)
    }

    /// The file is gone from the work tree (or changed there): HEAD's tree has it.
    @Test func aFileNotInTheWorkTreeIsFoundInHEAD() throws {
        let dir = try Self.repository()
        let expected = try Self.expected(dir)
        try FileManager.default.removeItem(atPath: dir.path + "/src/apply.c")
        let found = try Self.colors(dir, ["-L", "2,3", "HEAD", "--", "src/apply.c"])
        #expect(found.comment == expected.comment && found.type == expected.type)
    }

    /// `tinge blame -L` names its file, and still needs the file's state at the first line.
    @Test func tingeBlameOfSomeLinesHasTheWholeFileAsContext() throws {
        let dir = try Self.repository()
        let expected = try Self.expected(dir)
        let run = try ToolRun.tinge(["blame"] + Self.colored + ["-L", "2,3", "src/apply.c"], directory: dir.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(ANSIColors.foreground(of: "spanning", in: run.text) == expected.comment)
        #expect(ANSIColors.foreground(of: "int", in: run.text) == expected.type)
    }
}
