import Glibc
import Highlight
import Lint
import Render
import Terminal
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
        #expect(try printed([f], [file], .github) == "::error file=a%2Cb%3Ac.py,line=2,col=7,title=whitespace::50%25 bad%0Areally (remove it)\n")
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
