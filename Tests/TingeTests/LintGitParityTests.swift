import Foundation
import TestSupport
import Testing

/// `tinge lint`'s `whitespace` rule against the real `git diff --check`, on a repository of many
/// cases under `core.whitespace` and `.gitattributes`: the two must name the same lines.
@Suite struct LintGitParityTests {
    /// Every kind of line git's whitespace rules look at.
    static let torture = [
        "plain line", "trailing space  ", "trailing tab\t", "cr at end\r", "space then cr \r", "vertical tab\u{0B}",
        "form feed\u{0C}", "\u{0C}", " \tspace before tab", "\t indented by a tab and a space", "        eight spaces",
        "    four spaces", "  two spaces", "\t\ttwo tabs", "   \t\tspaces and tabs", "mid  dle", "", "  ", "\t",
    ].joined(separator: "\n") + "\n"

    /// The attributes and settings that choose the rules; names given by their beginnings, as
    /// git's own `.gitattributes` does (`whitespace=indent,trail,space`).
    static let attributes = """
        *.set whitespace
        *.off -whitespace
        *.unset !whitespace
        *.notrail whitespace=-trail
        *.cr whitespace=cr-at-eol,trail,space
        *.tabs whitespace=tab-in-indent,-indent,tabwidth=2
        *.indent whitespace=indent,trail,space,tabwidth=4
        *.eol whitespace=-blank-at-eof
        *.t whitespace=t
        *.lone whitespace=-,indent
        *.bin binary
        *.nodiff -diff

        """

    static let suffixes = ["txt", "set", "off", "unset", "notrail", "cr", "tabs", "indent", "eol", "t", "lone", "bin", "nodiff"]

    /// A repository with the torture text in a file of each kind, and more: blank lines at the
    /// end, a last line without a newline, a binary file, a file of blank lines.
    static func repository(coreWhitespace: String?) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        if let coreWhitespace { try dir.git("config", "core.whitespace", coreWhitespace) }
        try dir.write(".gitattributes", attributes)
        for suffix in suffixes {
            try dir.write("cases.\(suffix)", torture)
            try dir.write("end.\(suffix)", "text\n\n  \n\t\n")
            try dir.write("open.\(suffix)", "text\nlast  ")
        }
        try dir.write("blank.txt", "\n\n\n")
        try dir.write("spaces.txt", "  \n  \n")
        try dir.write("nul.txt", bytes: Array("a  \n".utf8) + [0] + Array("b  \n\n\n".utf8))
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "torture")
        return dir
    }

    /// The `path:line` pairs `git diff --check` names for whitespace (its conflict markers left out).
    static func gitLines(_ dir: TemporaryDirectory, _ arguments: [String]) throws -> Set<String> {
        let run = try ToolRun.run("git", ["diff", "--check"] + arguments, directory: dir.path)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        var lines = Set<String>()
        // Split on bytes: a `Character` holds CR LF as one, and the lines git quotes end in CR.
        for bytes in run.stdout.split(separator: 0x0A) {
            let line = String(decoding: bytes, as: UTF8.self)
            guard !line.hasPrefix("+"), !line.contains("leftover conflict marker") else { continue }
            guard let match = line.firstMatch(of: #/^(.+?):(\d+): /#) else { continue }
            lines.insert("\(match.1):\(match.2)")
        }
        return lines
    }

    /// The `path:line` pairs of tinge's whitespace findings.
    static func tingeLines(_ dir: TemporaryDirectory, _ arguments: [String]) throws -> Set<String> {
        let run = try InProcessRun.tinge(["lint", "--rule", "whitespace", "--format=json"] + arguments, directory: dir.path)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        return Set(findings.map { "\($0["path"] as! String):\($0["line"] as! Int)" })
    }

    @Test(arguments: [nil, "indent,-trail,tabwidth=4", "-space,cr", "trailing-space,-blank-at-eof", "blank-at-eol,-t"])
    func everyFileOfARepositoryAsGitChecksItAgainstTheEmptyTree(_ coreWhitespace: String?) throws {
        let dir = try Self.repository(coreWhitespace: coreWhitespace)
        let empty = try dir.git("hash-object", "-t", "tree", "/dev/null").trimmingCharacters(in: .whitespacesAndNewlines)
        let git = try Self.gitLines(dir, [empty, "HEAD"])
        let tinge = try Self.tingeLines(dir, ["--all"])
        #expect(git.count > 50, "the cases should give git much to report: \(git.count)")
        #expect(tinge.subtracting(git).sorted() == [], "tinge only")
        #expect(git.subtracting(tinge).sorted() == [], "git only")
    }

    /// A staged change: only added lines count, and blank lines at the end only beyond the old ones.
    @Test func aStagedChangeAsGitChecksIt() throws {
        let dir = try Self.repository(coreWhitespace: "indent")
        for suffix in Self.suffixes {
            try dir.write("cases.\(suffix)", "new  \n" + Self.torture + "\t \n")
            try dir.write("end.\(suffix)", "text\n\n  \n\t\n\n  \n")
            try dir.write("open.\(suffix)", "text\nlast  \n\n")
        }
        try dir.write("blank.txt", "\n\n\n\n")
        try dir.git("add", ".")
        let git = try Self.gitLines(dir, ["--cached"])
        let tinge = try Self.tingeLines(dir, ["--staged"])
        #expect(git.count > 20, "\(git.count)")
        #expect(tinge.subtracting(git).sorted() == [], "tinge only")
        #expect(git.subtracting(tinge).sorted() == [], "git only")
    }

    /// git refuses to check with both tab-in-indent and indent-with-non-tab; so does tinge, in one line.
    @Test func conflictingCoreWhitespaceIsRefusedAsGitRefusesIt() throws {
        let dir = try Self.repository(coreWhitespace: nil)
        try dir.git("config", "core.whitespace", "tab-in-indent,indent")
        let git = try ToolRun.run("git", ["diff", "--check", "HEAD~0"], directory: dir.path)
        #expect(git.status != 0 && git.stderr.contains("cannot enforce both"))
        let run = try InProcessRun.tinge(["lint", "--all"], directory: dir.path)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("tinge: git config core.whitespace: cannot enforce both tab-in-indent and indent-with-non-tab\n"))
        #expect(run.stdout.isEmpty)
    }

    /// `conflict-marker-size` sets the markers' length for `git diff --check` and for tinge alike.
    /// (Both tools' markers agree here; tinge alone does not take a lone `=======` outside a
    /// block for one, so the cases keep it inside.)
    @Test func conflictMarkersFollowTheMarkerSizeAttributeAsInGit() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write(".gitattributes", "*.adoc conflict-marker-size=32\n*.ten conflict-marker-size=10x\n*.zero conflict-marker-size=0\n")
        let seven = "text\n<<<<<<< ours\na\n||||||| base\nb\n=======\nc\n>>>>>>> theirs\n<<<<<<<<< nine\n"
        let long = (["<", "="].map { String(repeating: $0, count: 32) } + [String(repeating: ">", count: 32) + " x"]).joined(separator: "\n")
        let ten = ["<", "=", ">"].map { String(repeating: $0, count: 10) }.joined(separator: "\n")
        for suffix in ["adoc", "ten", "zero", "txt"] {
            try dir.write("doc.\(suffix)", seven + long + "\n" + ten + "\n")
        }
        try dir.git("add", ".")
        var git = Set<String>()
        let check = try ToolRun.run("git", ["diff", "--cached", "--check"], directory: dir.path)
        for line in check.text.split(separator: "\n") where line.hasSuffix(": leftover conflict marker") {
            git.insert(String(line.dropLast(": leftover conflict marker".count)))
        }
        let run = try InProcessRun.tinge(["lint", "--rule", "conflict-marker", "--format=github"], directory: dir.path)
        let tinge = Set(run.text.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: #/^::error file=([^,]+),line=(\d+),/#) else { return nil }
            return "\(match.1):\(match.2)"
        })
        #expect(git.count == 3 + 3 + 4 + 4, "\(git.sorted())")  // adoc, ten, zero, txt
        #expect(tinge == git, "tinge only: \(tinge.subtracting(git).sorted()), git only: \(git.subtracting(tinge).sorted())")
    }
}
