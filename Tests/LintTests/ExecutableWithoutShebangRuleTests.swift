import Lint
import Testing

@Suite struct ExecutableWithoutShebangRuleTests {
    @Test func anExecutableScriptWithoutShebang() {
        expectFindings("executable-without-shebang", in: "1️⃣echo hello\n", path: "run.sh", executable: true)
        // A byte order mark hides the `#!` from the kernel.
        expectFindings("executable-without-shebang", in: "1️⃣\u{FEFF}#!/bin/sh\necho hi\n", path: "run.sh", executable: true)
    }

    @Test func aShebangOrNoExecutableBitIsFine() {
        expectFindings("executable-without-shebang", in: "#!/bin/sh\necho hello\n", path: "run.sh", executable: true)
        expectFindings("executable-without-shebang", in: "echo hello\n", path: "lib.sh")
        expectFindings("executable-without-shebang", in: "", path: "empty", executable: true)
    }

    @Test func binaryFilesAreExempt() {
        expectFindings("executable-without-shebang", in: "\u{7F}ELF\u{2}\u{1}\u{1}\u{0}\u{0}", path: "a.out", executable: true)
    }

    @Test func anOldExecutableIsJudgedWhenItsFirstLineChanges() {
        func findings(added: Set<Int>) -> Int {
            let file = LintFile(path: "tool", text: Array("echo a\necho b\n".utf8), oldText: Array("echo a\n".utf8),
                                language: .plainText, added: added, isExecutable: true, wasExecutable: true)
            return Linter(only: ["executable-without-shebang"]).run([file], context: LintContext()).count
        }
        #expect(findings(added: [2]) == 0)
        #expect(findings(added: [1]) == 1)
    }
}
