import Foundation
import TestSupport
import Testing

/// Tabs expand to the width the project declares for each path, through real git with tinge as
/// its pager: `.editorconfig` first, then the `whitespace=tabwidth` attribute, then
/// `tinge.tabs`, then 8; and `tinge config --path` says where each width came from.
@Suite struct TabWidthTests {
    /// A commit adding a tabbed line `\ty|` to a C file (`tab_width = 8`), a Go file
    /// (`indent_style = tab`, `indent_size = 4`, and an attribute the editorconfig wins over),
    /// a text file (`whitespace=tabwidth=2`) and a Markdown file whose `whitespace` names no width.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write(".editorconfig", """
            root = true

            [*]
            indent_style = space

            [*.c]
            tab_width = 8

            [*.go]
            indent_style = tab
            indent_size = 4

            """)
        // As in git's own sources, every path has a `whitespace` attribute, most without a width.
        try dir.write(".gitattributes", "* whitespace=trail,space\n*.txt whitespace=tabwidth=2\n*.go whitespace=tabwidth=2\n")
        for name in names { try dir.write(name, "x\n") }
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        for name in names { try dir.write(name, "x\n\ty|\n") }
        try dir.git("commit", "-qam", "second")
        return dir
    }

    static let names = ["a.c", "b.go", "c.txt", "d.md"]

    /// `git show` in a terminal (`script`), tinge as git's pager, not paging: each file's added
    /// line as the reader sees it, by the file's title.
    static func shown(_ dir: TemporaryDirectory, _ config: String = "") throws -> [String: String] {
        let command = "git -c core.pager='\(ToolRun.tinge) --paging=never' \(config) show"
        let run = try ToolRun.run("script", ["-qc", command, "/dev/null"], directory: dir.path, environment: ["HOME": dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        var added: [String: String] = [:]
        var file = ""
        // The terminal ends lines with `\r\n`: one Character, which splitting at "\n" would not cut.
        for raw in run.text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n") {
            let line = ANSIColors.text(String(raw))
            if names.contains(line) { file = line }
            if line.hasSuffix("y|") { added[file] = line }
        }
        return added
    }

    @Test func eachFileHasItsProjectsWidth() throws {
        let dir = try Self.repository()
        let added = try Self.shown(dir)
        #expect(added["a.c"] == "+" + String(repeating: " ", count: 8) + "y|", "\(added)")
        #expect(added["b.go"] == "+" + String(repeating: " ", count: 4) + "y|", "\(added)")
        #expect(added["c.txt"] == "+" + String(repeating: " ", count: 2) + "y|", "\(added)")
        #expect(added["d.md"] == "+" + String(repeating: " ", count: 8) + "y|", "git's and less's 8: \(added)")
        // tinge.tabs is for the files the project says nothing of.
        let configured = try Self.shown(dir, "-c tinge.tabs=3")
        #expect(configured["d.md"] == "+" + String(repeating: " ", count: 3) + "y|", "\(configured)")
        #expect(configured["b.go"] == added["b.go"])
        // --tabs on the command line is for every file.
        let forced = try InProcessRun.tinge(["show", "--tabs=5", "--color=always", "--paging=never"], directory: dir.path)
        let lines = ANSIColors.text(forced.text).split(separator: "\n").filter { $0.hasSuffix("y|") }
        #expect(lines.count == 4 && lines.allSatisfy { $0 == "+     y|" }, "\(lines)")
    }

    @Test func configTellsWhereAFilesWidthCameFrom() throws {
        let dir = try Self.repository()
        func tabs(_ path: String, in folder: String? = nil, _ config: [String: String] = [:]) throws -> String {
            let run = try InProcessRun.tinge(["config", "--path", path], directory: folder ?? dir.path, environment: config)
            #expect(run.status == 0, "\(run.stderr)")
            let row = run.text.split(separator: "\n").first { $0.hasPrefix("tinge.tabs ") } ?? ""
            return row.split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(separator: " ")
        }
        #expect(try tabs("a.c") == "8 .editorconfig [*.c] tab_width = 8 for a.c")
        #expect(try tabs("b.go") == "4 .editorconfig [*.go] indent_size = 4 for b.go")
        #expect(try tabs("c.txt") == "2 git attribute whitespace=tabwidth=2 for c.txt")
        #expect(try tabs("d.md") == "8 default for d.md")
        #expect(try tabs("d.md", ["GIT_CONFIG_PARAMETERS": "'tinge.tabs'='3'"]).hasPrefix("3 "))
    }
}
