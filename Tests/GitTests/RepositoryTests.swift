import Git
import TestSupport
import Testing

@Suite struct RepositoryTests {
    @Test func findsTheRepositoryAboveAFolder() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("a/b/file.txt", "x\n")
        let repository = try Repository(discoveringFrom: dir.path + "/a/b")
        let top = try #require(repository.workingDirectory)
        #expect(top.hasSuffix("/"))
        #expect(top.contains("tinge-test-"))
    }

    @Test func readsAttributes() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write(".gitattributes", "*.tpl linguist-language=HTML\n*.bin binary\n")
        let repository = try Repository(discoveringFrom: dir.path)
        #expect(try repository.attribute("linguist-language", forPath: "views/page.tpl") == "HTML")
        #expect(try repository.attribute("linguist-language", forPath: "page.txt") == nil)
        #expect(try repository.attribute("diff", forPath: "x.bin") == "false")
    }

    @Test func outsideARepositoryIsANotFoundError() throws {
        let dir = try TemporaryDirectory()
        do {
            _ = try Repository(discoveringFrom: dir.path)
            Issue.record("opened a repository where there is none")
        } catch {
            #expect(error.isNotFound)
            #expect(!error.message.isEmpty)
        }
    }
}
