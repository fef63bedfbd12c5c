import Foundation
import TestSupport
import Testing

/// Issue 20: `unterminated` stops a commit only over what the commit left open, in a language
/// the lexer reads surely. Each case is a real repository and a real `git commit` or `tinge lint`.
@Suite struct UnterminatedCommitTests {
    /// The `unterminated` findings of `tinge lint` in `dir`, as `path:line`.
    static func unterminated(_ dir: TemporaryDirectory, _ arguments: [String] = []) throws -> [String] {
        let run = try InProcessRun.tinge(["lint", "--rule", "unterminated", "--format=json"] + arguments, directory: dir.path)
        return run.text.split(separator: "\n").compactMap { line -> String? in
            let text = String(line)
            guard let p = text.firstRange(of: "\"path\": \""), let l = text.firstRange(of: "\"line\": ") else { return nil }
            let path = text[p.upperBound...].prefix { $0 != "\"" }
            return path + ":" + text[l.upperBound...].prefix(while: \.isNumber)
        }
    }

    /// A README whose last block is HTML (`<details>`) was refused with the hook installed, and a
    /// blank line after it traded the error for `whitespace`'s: it can never have been committed.
    @Test func aReadmeEndingInADetailsBlockIsCommitted() throws {
        let dir = try HookCommitTests.repository()
        let path = try HookCommitTests.pathWithBuiltTinge(in: dir)
        #expect(try InProcessRun.tinge(["hook", "install"], directory: dir.path).status == 0)
        try dir.write("README.md", "# Tool\n\nUsage.\n\n<details>\n<summary>More</summary>\n\nIt's long.\n</details>\n")
        try dir.write("NOTES.md", "# Notes\n\n<!-- to do:\n  write them\n-->\n")
        try dir.git("add", ".")
        let run = try HookCommandTests.commit(dir, ["-m", "readme"], path: path)
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(try HookCommandTests.commitCount(dir) == 2)
    }

    /// Prose and markup never block, whatever their lexer leaves open: a fence, a listing block.
    @Test func proseAndMarkupNeverBlock() throws {
        let dir = try LintCommandTests.staged([:], then: [
            "guide.md": Array("# Guide\n\n```sh\nmake\n".utf8),
            "guide.adoc": Array("= Guide\n\n----\nmake\n".utf8),
            "page.html": Array("<p>text\n<!-- open\n".utf8),
            "data.xml": Array("<a><![CDATA[\nx\n".utf8),
            "main.c": Array("int a;\n/* open\n".utf8),
        ])
        #expect(try Self.unterminated(dir) == ["main.c:2"])
    }

    /// A file that already ended inside the same comment from the same line in HEAD is not the
    /// commit's doing: editing another line of it must not stop the commit. A new opener is.
    @Test func whatHEADAlreadyLeftOpenIsNotTheCommits() throws {
        let old = "int a;\n/* notes\nmore\n"
        let dir = try LintCommandTests.staged(["a.c": old, "b.c": old], then: [
            "a.c": Array("int b;\n/* notes\nmore\nstill more\n".utf8),
            "b.c": Array("int a;\n/* a new one\n/* notes\nmore\n".utf8),
        ])
        #expect(try Self.unterminated(dir) == ["b.c:2"])
    }

    /// Git's `git-gui.sh` is Tcl (`-*- tcl -*-`) behind a shell trampoline, named `.sh`; bat's
    /// `tests/syntax-tests/highlighted/` holds captures of colored output. Neither is read as
    /// its extension's language by anything, so neither is called unterminated.
    @Test func filesTheLexerDoesNotReadAsTheirLanguage() throws {
        let trampoline = "#!/bin/sh\n# Tcl ignores the next line -*- tcl -*- \\\n exec wish \"$0\" -- \"$@\"\n\n"
            + "if {[regexp {[ \\t'\"]} $v]} {\n\tset v x\n}\n"
        let capture = "\u{1B}[38;2;249;38;114mcat\u{1B}[0m <<\u{1B}[38;2;249;38;114mEND\u{1B}[0m\ntext\n"
            + "\u{1B}[38;2;1;1;1mEND\u{1B}[0m\n"
        let dir = try LintCommandTests.staged([:], then: [
            "git-gui.sh": Array(trampoline.utf8), "highlighted/simple.sh": Array(capture.utf8),
            "plain.sh": Array("cat <<END\ntext\n".utf8),
        ])
        #expect(try Self.unterminated(dir) == ["plain.sh:1"])
    }

    /// `--all` judges every file as new: git's AsciiDoc manuals, whose `NAME` over `----` is a
    /// section title, not a listing block, gave hundreds of errors.
    @Test func lintAllOnAnAsciiDocManual() throws {
        let page = "git-add(1)\n==========\n\nNAME\n----\ngit-add - Add file contents\n\nSYNOPSIS\n--------\n[verse]\n"
            + "'git add' [<pathspec>...]\n\nEXAMPLES\n--------\n----\n$ git add .\n----\n"
        let dir = try LintCommandTests.staged(["git-add.adoc": page], then: [:])
        #expect(try Self.unterminated(dir, ["--all"]).isEmpty)
    }
}
