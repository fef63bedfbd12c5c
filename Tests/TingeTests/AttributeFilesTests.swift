import Foundation
import TestSupport
import Testing
@testable import TingeCLI

/// libgit2 is asked for an attribute only when a line of some attributes file that names it
/// could match the file: its pattern matches the file's name, or is more than a name's pattern
/// (a path's, a macro's, quoted), about which the look says yes.
@Suite struct AttributeFilesTests {
    @Test func aFilesNameMustMatchALineNamingTheAttribute() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.git("init", "-q")
        _ = try dir.write(".gitattributes", "# diff=comment\n*.[ch] whitespace=indent diff=cpp\n*.py\tdiff=python\r\n*.md text\n")
        try FileManager.default.createDirectory(atPath: dir.path + "/t", withIntermediateDirectories: true)
        _ = try dir.write("t/.gitattributes", "t[0-9]*.sh diff=bash\n")
        let files = AttributeFiles(environment: ["HOME": dir.path])
        let top = dir.path
        #expect(files.mayMention("diff", from: top, file: "main.c"))
        #expect(files.mayMention("diff", from: top, file: "tool.py"))
        #expect(files.mayMention("diff", from: top, file: "TOOL.PY"))  // core.ignorecase may hold
        #expect(!files.mayMention("diff", from: top, file: "README.md"))
        #expect(!files.mayMention("diff", from: top, file: "Makefile"))
        #expect(files.mayMention("diff", from: top))  // no file named: any line
        #expect(files.mayMention("diff", from: top + "/t", file: "t1234-x.sh"))
        #expect(files.mayMention("diff", from: top + "/t", file: "lib.c"))  // the top's lines hold below
        #expect(!files.mayMention("diff", from: top + "/t", file: "helper.sh"))
        #expect(!files.mayMention("linguist-language", from: top, file: "main.c"))
    }

    @Test func aPathsPatternOrAMacroMayMatchAnyFile() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.git("init", "-q")
        _ = try dir.write(".gitattributes", "/docs/*.txt diff=astextplain\n")
        try FileManager.default.createDirectory(atPath: dir.path + "/lib", withIntermediateDirectories: true)
        _ = try dir.write("lib/.gitattributes", "[attr]code diff=cpp\n*.x code\n")
        let files = AttributeFiles(environment: ["HOME": dir.path])
        #expect(files.mayMention("diff", from: dir.path, file: "anything"))
        #expect(files.mayMention("diff", from: dir.path + "/lib", file: "y.x"))
        #expect(!files.mayMention("merge", from: dir.path + "/lib", file: "y.x"))
    }
}
