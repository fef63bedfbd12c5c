import Foundation
@testable import Lint
import Testing

@Suite struct UnterminatedRuleTests {
    @Test func aBlockCommentInC() {
        expectFindings("unterminated", in: """
            int x = 1;
            int y = 2; 1️⃣/* the rest
            int z = 3;

            """, path: "a.c")
    }

    @Test func aTripleQuotedStringInPython() {
        expectFindings("unterminated", in: "def f():\n    return 1️⃣\"\"\"text\n\nx = 1\n", path: "a.py")
    }

    @Test func aHeredocInBash() {
        // At the terminator word: the `EOF ` line with a blank after it does not end the heredoc.
        expectFindings("unterminated", in: "echo start\ncat <<1️⃣EOF\nhello\nEOF \n", path: "a.sh")
    }

    @Test func aTemplateLiteralInTypeScript() {
        expectFindings("unterminated", in: "const a = 1;\nconst s = 1️⃣`text\n${a}\n", path: "a.ts")
    }

    /// Prose and markup readers accept anything, and the lexer's reading of them is a guess.
    @Test func proseAndMarkupNeverBlock() {
        expectFindings("unterminated", in: "# Title\n\n```swift\nlet x = 1\n\nMore prose.\n", path: "README.md")
        expectFindings("unterminated", in: "# Title\n\n<details>\n<summary>More</summary>\n", path: "README.md")
        expectFindings("unterminated", in: "= Title\n\n----\nlisting\n", path: "a.adoc")
        expectFindings("unterminated", in: "Title\n=====\n\n::\n\n   literal\n", path: "a.rst")
        expectFindings("unterminated", in: "<p>text\n<!-- open\n", path: "a.html")
        expectFindings("unterminated", in: "<a><![CDATA[\nx\n", path: "a.xml")
    }

    @Test func closedConstructsAreFine() {
        expectFindings("unterminated", in: "int x; /* a\n b */ int y;\n", path: "a.c")
        expectFindings("unterminated", in: "x = \"\"\"\ntext\n\"\"\"\n", path: "a.py")
        expectFindings("unterminated", in: "cat <<EOF\nhello\nEOF\n", path: "a.sh")
        expectFindings("unterminated", in: "```swift\nlet x = 1\n```\n", path: "README.md")
    }

    @Test func theOpenerNeedNotBeAdded() {
        // Deleting the closing line leaves the comment open.
        expectFindings("unterminated", in: "1️⃣/* a\n b\nint y;\n", path: "a.c", added: [3], old: "/* a\n b */\nint y;\n")
    }

    @Test func anOldVersionAlreadyUnterminatedIsNotThisChange() {
        expectFindings("unterminated", in: "int x;\n/* a\nb\n", path: "a.c", added: [3], old: "int x;\n/* a\n")
    }

    /// Open in HEAD too, but from another line or as another construct: the change opened this one.
    @Test func anOldVersionOpenElsewhereIsNoExcuse() {
        expectFindings("unterminated", in: "int x;\n1️⃣/* b\n/* a\n", path: "a.c", added: [2], old: "int x;\n/* a\n")
        expectFindings("unterminated", in: "x = 1\ny = 1️⃣\"\"\"a\n", path: "a.py", added: [2], old: "x = 1\ny = \'\'\'a\n")
    }

    /// Past `LineState.stackLimit` nested frames a lexer reads on as if flat: it is no longer sure.
    @Test func aLexerPastItsLimitsIsNotSure() {
        let deep = "let s = " + String(repeating: "`${", count: 70) + "\n"
        expectFindings("unterminated", in: deep, path: "a.js")
        expectFindings("unterminated", in: "1️⃣let s = `${`${\n", path: "a.js")
    }

    /// A capture of colored output is no program, whatever its name.
    @Test func aCaptureOfColoredOutputIsNotSure() {
        expectFindings("unterminated", in: "\u{1B}[1mcat\u{1B}[0m <<END\ntext\n\u{1B}[1mEND\u{1B}[0m\n", path: "a.sh")
    }

    @Test func whatRunsToTheEndByDesign() {
        expectFindings("unterminated", in: "<?php\necho 1;\n", path: "index.php")
        expectFindings("unterminated", in: "<?php\necho 1;\n?>\n<p>text</p>\n", path: "index.php")
        expectFindings("unterminated", in: "puts 1\n__END__\ndata \"\n", path: "a.rb")
        expectFindings("unterminated", in: "print 1;\n=head1 NAME\n\nx\n", path: "a.pl")
        expectFindings("unterminated", in: "a: |\n  text\nb: >-\n  more\n", path: "a.yaml")
        expectFindings("unterminated", in: "#define X \\", path: "a.c")
    }

    /// Issue 8: git's `gitk` is Tcl behind an `sh` shebang; read as shell, its `'`s open strings.
    @Test func aGuessedLanguageIsNeverCalledUnterminated() {
        let gitk = "#!/bin/sh\n# Tcl ignores the next line \\\nexec wish \"$0\" -- \"$@\"\n\nputs {don't}\n"
        expectFindings("unterminated", in: gitk, path: "gitk")
        expectFindings("unterminated", in: "#!/bin/sh\necho 'open\n", path: "script")
        expectFindings("unterminated", in: "#!/usr/bin/env python3\nx = \"\"\"\ntext\n", path: "tool")
        // Named by the path, the same text is still caught.
        expectFindings("unterminated", in: "#!/bin/sh\necho 1️⃣'open\n", path: "script.sh")
    }

    /// Languages whose lexers guess where the grammar is ambiguous are not in the sure list.
    @Test func languagesTheLexerGuessesAtNeverBlock() {
        expectFindings("unterminated", in: "<?php\n/* open\necho 1;\n", path: "index.php")
        expectFindings("unterminated", in: "x = 1\n=begin\nnotes\n", path: "a.rb")
        expectFindings("unterminated", in: "my $x = 'open;\n", path: "a.pl")
        expectFindings("unterminated", in: "set x {open\n", path: "a.tcl")
    }

    /// A file whose own modeline names another language is not the lexer's to judge.
    @Test func aFileNamingAnotherLanguageIsNotSure() {
        expectFindings("unterminated", in: "#!/bin/sh\n# -*- tcl -*-\nputs {don't}\n", path: "gui.sh")
    }

    /// The man page names the languages the rule reports in, each by its common name.
    @Test func theManPageNamesTheSureLanguages() throws {
        let names = [
            "bash": "Bash", "c": "C", "cpp": "C++", "csharp": "C#", "css": "CSS", "dart": "Dart", "go": "Go",
            "java": "Java", "javascript": "JavaScript", "json": "JSON", "kotlin": "Kotlin", "lua": "Lua",
            "objective-c": "Objective-C", "python": "Python", "rust": "Rust", "scala": "Scala", "scss": "SCSS",
            "swift": "Swift", "toml": "TOML", "tsx": "TSX", "typescript": "TypeScript", "zig": "Zig",
        ]
        let man = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("man/tinge.1")
        let page = try String(contentsOf: man, encoding: .utf8)
        let start = try #require(page.firstRange(of: ".B unterminated\n"))
        let entry = page[start.upperBound...].prefix { $0 != ")" }
        let listed = entry.split(separator: ":").dropFirst().first?.split(separator: ";").first ?? ""
        let named = Set(listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        #expect(named == Set(UnterminatedCertainty.sureLanguages.map { names[$0] ?? $0 }), "\(named)")
    }
}
