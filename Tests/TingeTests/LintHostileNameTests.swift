import Foundation
import TestSupport
import Testing

/// `tinge lint` on files whose names are made to attack a terminal or a CI log: every format
/// shows them, none obeys them, and JSON gives each name back exactly.
@Suite struct LintHostileNameTests {
    static let esc: UInt8 = 0x1B, bel: UInt8 = 0x07
    /// OSC 52 (writes the clipboard), a screen clear, a right-to-left override, a C1 CSI.
    static let clipboard = Array("set".utf8) + [esc] + Array("]52;c;aGk=".utf8) + [bel] + Array(".txt".utf8)
    static let clear = Array("a".utf8) + [esc] + Array("[2Jb.txt".utf8)
    static let override = Array("evil\u{202E}txt.sh".utf8)
    static let c1 = Array("c1\u{9B}31m.txt".utf8)
    /// Two names that differ only in a byte that is not UTF-8.
    static let latin1 = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)
    static let latin2 = Array("caf".utf8) + [0xE8] + Array(".txt".utf8)
    /// Two names that differ only by case, each holding the clipboard sequence: each one's
    /// case-conflict message names the other.
    static let upper = Array("Up".utf8) + [esc] + Array("]52;c;aGk=".utf8) + [bel]
    static let lower = Array("up".utf8) + [esc] + Array("]52;c;aGk=".utf8) + [bel]
    static let names = [clipboard, clear, override, c1, latin1, latin2, upper, lower]

    /// A repository with each of `names` staged as a new file with trailing whitespace. The
    /// names go to git's index as bytes (`update-index -z --index-info`): no file system or
    /// `String` stands between.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let blob = try ToolRun.run("git", ["hash-object", "-w", "--stdin"], input: Array("x = 1  \n".utf8), directory: dir.path)
        let id = blob.text.trimmingCharacters(in: .whitespacesAndNewlines)
        var info: [UInt8] = []
        for name in names { info += Array("100644 \(id)\t".utf8) + name + [0] }
        let add = try ToolRun.run("git", ["update-index", "--add", "-z", "--index-info"], input: info, directory: dir.path)
        #expect(add.status == 0, "\(add.stderr)")
        return dir
    }

    /// Whether `bytes` hold `needle`.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        bytes.count >= needle.count && (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }

    /// Nothing a terminal would obey: no ESC, BEL, C1 control or bidirectional override.
    static func expectInert(_ output: [UInt8], _ format: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!output.contains(esc) && !output.contains(bel), "\(format): raw ESC or BEL", sourceLocation: sourceLocation)
        #expect(!contains(output, [0xC2, 0x9B]), "\(format): raw C1 CSI", sourceLocation: sourceLocation)
        #expect(!contains(output, Array("\u{202E}".utf8)), "\(format): raw U+202E", sourceLocation: sourceLocation)
        #expect(!output.contains(0x0D), "\(format): raw CR", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["pretty", "github", "json"])
    func namesAreShownNotObeyed(_ format: String) throws {
        let dir = try Self.repository()
        let run = try InProcessRun.tinge(["lint", "--format=\(format)", "--color=always"], directory: dir.path)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        // --color=always: the only escape sequences would be tinge's own, and json and github
        // have none; pretty is checked without colors, so any ESC would be a name's.
        let output = format == "pretty" ? try InProcessRun.tinge(["lint"], directory: dir.path).stdout : run.stdout
        Self.expectInert(output, format)
        if format != "json" {
            let text = String(decoding: output, as: UTF8.self)
            #expect(text.contains("set^[]52;c;aGk=^G.txt"), "\(text)")
            #expect(text.contains("a^[[2Jb.txt"))
            #expect(text.contains("evil<U+202E>txt.sh"))
            #expect(text.contains("c1<U+009B>31m.txt"))
            // Two names, told apart: neither became U+FFFD.
            #expect(text.contains("caf\\xe9.txt") && text.contains("caf\\xe8.txt"))
            #expect(!text.contains("\u{FFFD}"))
            // The case-conflict message names the other path, escaped the same way.
            #expect(text.contains("path differs only by case from 'up^[]52;c;aGk=^G'"), "\(text)")
        }
    }

    @Test func prettyShowsEachNameOnItsArrowLine() throws {
        let dir = try Self.repository()
        let run = try InProcessRun.tinge(["lint"], directory: dir.path)
        let arrows = run.text.split(separator: "\n").filter { $0.hasPrefix(" --> ") }.map { String($0.dropFirst(5)) }
        #expect(arrows.contains("a^[[2Jb.txt:1:6"))
        #expect(arrows.contains("Up^[]52;c;aGk=^G"))
        #expect(run.text.hasSuffix("in 8 files\n"), "\(run.text)")
    }

    /// JSON gives every name back byte for byte: as text when it is UTF-8, in `path_bytes` when not.
    @Test func jsonRoundTripsEveryName() throws {
        let dir = try Self.repository()
        let run = try InProcessRun.tinge(["lint", "--format=json"], directory: dir.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        var paths = Set<[UInt8]>()
        for finding in findings {
            let path = try #require(finding["path"] as? String)
            if let bytes = finding["path_bytes"] as? [Int] {
                #expect(String(validating: bytes.map(UInt8.init), as: UTF8.self) == nil, "path_bytes for a UTF-8 name")
                paths.insert(bytes.map(UInt8.init))
            } else {
                paths.insert(Array(path.utf8))
            }
        }
        #expect(paths == Set(Self.names))
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 8)
    }
}

/// `--format=github` writes workflow commands: a file name must not be able to write one.
@Suite struct LintGitHubInjectionTests {
    @Test func eachAnnotationIsOneLineAndNothingElseIsACommand() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        // Names that try to end the annotation's line and start a command of their own.
        let names = ["X\r\n::warning file=README.md,line=1::injected\r\n", "Y\n::error::injected", "Z\r::debug::x",
                     "a,line=9,col=1::b.txt", "100%0A::notice::c.txt", "tab\t::group::d.txt"]
        for name in names {
            try dir.write(name, "x = 1  \n")
        }
        // A conflict whose message names the other path.
        try dir.write("Q\n::warning::q.txt", "y\n")
        try dir.write("q\n::warning::q.txt", "y\n")
        try dir.git("add", ".")
        let run = try InProcessRun.tinge(["lint", "--format=github"], directory: dir.path)
        #expect(run.status == 1, "\(run.stderr)")
        let json = try InProcessRun.tinge(["lint", "--format=json"], directory: dir.path)
        let findings = json.text.split(separator: "\n").filter { $0.contains("\"rule\": ") }.count
        #expect(findings == names.count + 2)
        #expect(!run.stdout.contains(0x0D))
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(run.text.hasSuffix("\n"))
        #expect(lines.count == findings, "\(run.text)")
        let annotation = /::(error|warning) file=[^:,]*(,line=\d+,col=\d+)?,title=[a-z-]+::.*/
        for line in lines {
            #expect(line.wholeMatch(of: annotation) != nil, "not one annotation: \(line)")
        }
        #expect(run.text.contains("file=X^M^J%3A%3Awarning file=README.md%2Cline=1%3A%3Ainjected^M^J,line=1,col=6"), "\(run.text)")
        #expect(run.text.contains("file=100%250A%3A%3Anotice%3A%3Ac.txt,"))
    }
}
