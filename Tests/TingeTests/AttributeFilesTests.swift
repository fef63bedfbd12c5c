import Foundation
import TestSupport
import Testing
@testable import TingeCLI

/// libgit2 is asked for an attribute only when a line of some attributes file that names it
/// could match the file: its pattern matches the file's name, or is more than a name's pattern
/// (a path's, a macro's, quoted), about which the look says yes.
@Suite struct AttributeFilesTests {
    @Test func aFilesNameMustMatchALineNamingTheAttribute() throws {
        let (dir, files) = try Self.repository(top: "# diff=comment\n*.[ch] whitespace=indent diff=cpp\n*.py\tdiff=python\r\n*.md text\n",
                                               "t", "t[0-9]*.sh diff=bash\n")
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
        // A file's path, split into its folder and name.
        #expect(files.mayMention("diff", ofFile: top + "/t/t1234-x.sh"))
        #expect(!files.mayMention("diff", ofFile: top + "/t/helper.sh"))
        #expect(!files.mayMention("diff", ofFile: top + "/README.md"))
    }

    @Test func aPathsPatternOrAMacroMayMatchAnyFileAndAMarkIsSkipped() throws {
        let (dir, files) = try Self.repository(top: "/docs/*.txt diff=astextplain\n", "lib", "[attr]code diff=cpp\n*.x code\n")
        let (bom, bomFiles) = try Self.repository(top: "\u{FEFF}*.y diff=cpp\n", "lib", "")
        #expect(bomFiles.mayMention("diff", from: bom.path, file: "z.y"))  // the mark is not the pattern's
        #expect(!bomFiles.mayMention("diff", from: bom.path, file: "z.x"))
        #expect(files.mayMention("diff", from: dir.path, file: "anything"))
        #expect(files.mayMention("diff", from: dir.path + "/lib", file: "y.x"))
        #expect(!files.mayMention("merge", from: dir.path + "/lib", file: "y.x"))
    }

    /// A repository whose top `.gitattributes` is `top` and whose folder `folder` has one of
    /// `inFolder`, and the attributes files looked at with it as home (no user's files read).
    private static func repository(top: String, _ folder: String, _ inFolder: String) throws -> (TemporaryDirectory, AttributeFiles) {
        let dir = try TemporaryDirectory()
        _ = try dir.git("init", "-q")
        _ = try dir.write(".gitattributes", top)
        try FileManager.default.createDirectory(atPath: dir.path + "/" + folder, withIntermediateDirectories: true)
        _ = try dir.write(folder + "/.gitattributes", inFolder)
        return (dir, AttributeFiles(environment: ["HOME": dir.path]))
    }
}
