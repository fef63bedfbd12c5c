import Foundation
import Glibc
import Highlight
import Lint
import LintReport
import Render
import Terminal
import Theme
import TestSupport
import Testing

@Suite struct LintPrinterTests {
    func printed(_ findings: [Finding], _ files: [LintFile], _ format: LintPrinter.Format, depth: ColorDepth = .none) throws -> String {
        let out = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            try LintPrinter(theme: .dark, depth: depth).print(findings, files: files, format: format, to: writer)
            try writer.flush()
        }
        return String(decoding: out, as: UTF8.self)
    }

    let file = LintFile(path: "app.py", text: Array("def f():\n\tx = 1  \n    return x\n".utf8), oldText: nil,
                        language: Languages.named("python")!, added: [1, 2, 3])
    var finding: Finding {
        Finding(rule: "whitespace", level: .error, path: "app.py", line: 2, column: 7, length: 2,
                message: "trailing whitespace", help: "remove it")
    }

    @Test func prettyIsLikeACompiler() throws {
        let text = try printed([finding], [file], .pretty)
        #expect(text == """
            error[whitespace]: trailing whitespace
             --> app.py:2:7
              |
            2 |     x = 1  
              |          ^^
              = help: remove it

            1 error, 0 warnings in 1 file

            """)
    }

    /// A span that runs to a CRLF line's end takes the carets of what the line shows, the `\r` not shown.
    @Test func aSpanIntoACarriageReturnIsUnderlinedWhole() throws {
        let crlf = LintFile(path: "a.c", text: Array("int x;\r\n/* open\r\n".utf8), oldText: nil,
                            language: Languages.named("c")!, added: [1, 2])
        let open = Finding(rule: "unterminated", level: .error, path: "a.c", line: 2, column: 1, length: 8,
                           message: "comment opened here is never closed", help: nil)
        let text = try printed([open], [crlf], .pretty)
        #expect(text.contains("2 | /* open\n  | ^^^^^^^\n"), "\(text)")
        let atCR = Finding(rule: "whitespace", level: .error, path: "a.c", line: 1, column: 7, length: 1,
                           message: "trailing whitespace", help: nil)
        #expect(try printed([atCR], [crlf], .pretty).contains("1 | int x;\n  |       ^\n"))
    }

    @Test func prettyColorsTheLineAsCode() throws {
        let text = try printed([finding], [file], .pretty, depth: .trueColor)
        #expect(text.contains("\u{1B}["))
        #expect(text.contains("error[whitespace]"))
    }

    @Test func noFindingsSaysSo() throws {
        #expect(try printed([], [file], .pretty) == "no problems in 1 file\n")
    }

    @Test func json() throws {
        let text = try printed([finding], [file], .json)
        #expect(text == """
            {
              "findings": [
                {"rule": "whitespace", "level": "error", "path": "app.py", "line": 2, "column": 7, "length": 2, "message": "trailing whitespace", "help": "remove it"}
              ],
              "summary": {"errors": 1, "warnings": 0, "files": 1}
            }

            """)
    }

    @Test func githubAnnotations() throws {
        var f = finding
        f.path = "a,b:c.py"
        f.message = "50% bad\nreally"
        #expect(try printed([f], [file], .github) == "::error file=a%2Cb%3Ac.py,line=2,col=7,title=whitespace::50%25 bad^Jreally (remove it)\n")
    }

    /// GitHub's escapes byte by byte: CR LF is one `Character`, and a `Character`-wise
    /// replacement of "\r" and "\n" left it whole, so a name could start a command of its own.
    @Test func githubEscapesCarriageReturnLineFeed() {
        let name = "X\r\n::warning file=README.md,line=1::injected\r\n"
        #expect(LintJSON.githubData(name) == "X%0D%0A::warning file=README.md,line=1::injected%0D%0A")
        #expect(LintJSON.githubProperty(name) == "X%0D%0A%3A%3Awarning file=README.md%2Cline=1%3A%3Ainjected%0D%0A")
        #expect(LintJSON.githubData("100% é\r") == "100%25 é%0D")
    }

    /// A path or message from content is escaped once, the same way, in the pretty form.
    @Test func prettyEscapesPathsAndMessages() throws {
        var f = finding
        f.path = RepositoryPath(bytes: Array("a\u{1B}]0;x\u{7}".utf8) + [0xFF] + Array(".py".utf8))
        f.line = 0
        f.message = "differs from '\(RepositoryPath(bytes: [0x1B, 0x5B, 0x32, 0x4A, 0xC3]))'"
        let text = try printed([f], [], .pretty)
        #expect(text.contains("error[whitespace]: differs from '^[[2J\\xc3'\n"))
        #expect(text.contains(" --> a^[]0;x^G\\xff.py\n"))
    }

    /// JSON strings are exact: a reader gets each name back; controls, C1, bidirectional and
    /// invisible characters are JSON escapes, so the output is inert on a terminal.
    @Test func jsonIsExactAndInert() throws {
        var f = finding
        let name = "x\u{1B}[2J\u{9B}\u{202E}\u{2028}\u{E0041}\u{7F}\\\"é.py"
        f.path = RepositoryPath(name)
        let text = try printed([f], [file], .json)
        #expect(text.contains(#""path": "x\u001b[2J\u009b\u202e\u2028\udb40\udc41\u007f\\\"é.py", "line""#), "\(text)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.first?["path"] as? String == name)
        #expect(findings.first?["path_bytes"] == nil)
    }

    @Test func jsonGivesTheBytesOfANameThatIsNotUTF8() throws {
        var f = finding
        f.path = RepositoryPath(bytes: [0x61, 0xE9, 0x2E, 0x70, 0x79])
        let text = try printed([f], [file], .json)
        #expect(text.contains(#""path": "a\\xe9.py", "path_bytes": [97, 233, 46, 112, 121], "line": 2"#), "\(text)")
    }

    @Test func bidiControlsAreShownInTheSnippet() throws {
        let evil = LintFile(path: "x.js", text: Array("let a = \"\u{202E}txt\";\n".utf8), oldText: nil,
                            language: Languages.named("javascript")!, added: [1])
        let f = Finding(rule: "bidi-control", level: .error, path: "x.js", line: 1, column: 10, length: 3, message: "U+202E")
        let text = try printed([f], [evil], .pretty)
        #expect(text.contains("<U+202E>"))
        #expect(!text.unicodeScalars.contains { $0.value == 0x202E })
    }
}

/// Issue 21: thousands of findings on one long line printed the whole line for each, the output
/// growing as findings times the line's length (10,000 U+202E on a 30 KB line wrote 1.2 GB).
@Suite struct LintPrinterSizeTests {
    /// Printed into a file: a pipe read only afterwards would hold no more than 64 KB.
    func printed(_ findings: [Finding], _ file: LintFile, _ format: LintPrinter.Format, depth: ColorDepth = .trueColor) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)").path
        let fd = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
        defer { unlink(path) }
        let writer = OutputWriter(descriptor: fd)
        try LintPrinter(theme: .dark, depth: depth).print(findings, files: [file], format: format, to: writer)
        try writer.flush()
        close(fd)
        return String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
    }

    /// The findings of `rule` on `text`, and the file.
    func lint(_ rule: String, _ path: RepositoryPath, _ text: String) -> ([Finding], LintFile) {
        let bytes = Array(text.utf8)
        let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
        let file = LintFile(path: path, text: bytes, oldText: nil, language: Detection.language(path: path.description, head: bytes),
                            added: Set(1...lineCount))
        return (Linter(only: [rule]).run([file], context: LintContext()), file)
    }

    /// Lines of many findings: bidi controls alone and among code, trailing whitespace kinds, keys.
    static let lines: [(rule: String, path: RepositoryPath, text: String)] = [
        ("bidi-control", "a.py", String(repeating: "\u{202E}", count: 2000) + "\n"),
        ("bidi-control", "a.js", "x = '\u{202E}'; // \u{2066} " + String(repeating: "f(\"\u{202E}\"); ", count: 600) + "\n"),
        ("private-key", "k.txt", String(repeating: "-----BEGIN RSA PRIVATE KEY-----", count: 300) + String(repeating: "A", count: 40) + "\n"),
        ("debug-leftover", "a.js", String(repeating: "debugger; ", count: 800) + "\n"),
    ]

    @Test("the pretty output of many findings on a line stays proportional to the input", arguments: lines.indices)
    func proportional(_ index: Int) throws {
        let (rule, path, text) = Self.lines[index]
        let (findings, file) = lint(rule, path, text)
        #expect(findings.count >= 300)
        let pretty = try printed(findings, file, .pretty)
        // Each finding's own lines (its message, its place) and the line itself a few times.
        let bound = 4 * text.utf8.count + 400 * findings.count
        #expect(pretty.utf8.count < bound, "\(rule): \(findings.count) findings on \(text.utf8.count) bytes printed \(pretty.utf8.count) bytes")
        // Every finding is still reported, in the pretty form and one JSON record each.
        #expect(pretty.components(separatedBy: "--> ").count - 1 == findings.count)
        let json = try printed(findings, file, .json)
        #expect(json.components(separatedBy: "\"rule\": ").count - 1 == findings.count)
        #expect(try printed(findings, file, .github).split(separator: "\n").count == findings.count)
    }

    @Test func aLongLineIsCutAroundItsFinding() throws {
        let (findings, file) = lint("whitespace", "a.py", "x = 1" + String(repeating: " + 1", count: 25_000) + "  \n")
        #expect(findings.count == 1)
        let pretty = try printed(findings, file, .pretty)
        #expect(pretty.utf8.count < 4096, "\(pretty.utf8.count) bytes")
        #expect(pretty.contains("…"))
        let plain = try printed(findings, file, .pretty, depth: .none)
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        // The caret stands under the two trailing blanks, after the cut.
        let snippet = try #require(lines.first { $0.hasPrefix("1 | ") }), caret = try #require(lines.first { $0.hasSuffix("^^") })
        #expect(snippet.hasPrefix("1 | …") && snippet.hasSuffix("+ 1  "))
        #expect(caret.count == snippet.count, "\(snippet)\n\(caret)")
    }

    @Test func findingsFarApartOnALongLineEachGetAShortSnippet() throws {
        let far = String(repeating: "x", count: 100_000)
        let (findings, file) = lint("bidi-control", "a.py", "\u{202E}" + far + "\u{2066}" + far + "\u{2067}\n")
        #expect(findings.count == 3)
        let pretty = try printed(findings, file, .pretty, depth: .none)
        #expect(pretty.utf8.count < 3000, "\(pretty.utf8.count) bytes")
        #expect(pretty.components(separatedBy: "1 | ").count - 1 == 3)
    }

    @Test func findingsOnOneLineShareItsSnippet() throws {
        let (findings, file) = lint("bidi-control", "a.py", "a = '\u{202E}' + '\u{2066}'\n")
        #expect(findings.count == 2)
        let plain = try printed(findings, file, .pretty, depth: .none)
        #expect(plain.components(separatedBy: "1 | a = ").count == 2, "\(plain)")
        #expect(plain.components(separatedBy: "--> a.py:1:").count == 3, "\(plain)")
    }
}
