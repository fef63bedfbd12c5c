import Foundation
import Git
import TestSupport
import Testing

/// Where git looks for hooks, as libgit2 reads it.
@Suite struct HooksDirectoryTests {
    private func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        return dir
    }

    @Test func theGitFoldersHooksByDefault() throws {
        let dir = try repository()
        let repository = try Repository(discoveringFrom: dir.path)
        #expect(try repository.hooksDirectory() == repository.workingDirectory! + ".git/hooks")
    }

    @Test func aRelativeHooksPathIsUnderTheWorkTree() throws {
        let dir = try repository()
        try dir.git("config", "core.hooksPath", ".githooks/")
        try dir.write("sub/file", "x\n")
        let repository = try Repository(discoveringFrom: dir.path + "/sub")
        #expect(try repository.hooksDirectory() == repository.workingDirectory! + ".githooks")
    }

    @Test func anAbsoluteHooksPathIsKept() throws {
        let dir = try repository()
        try dir.git("config", "core.hooksPath", "/somewhere/hooks")
        #expect(try Repository(discoveringFrom: dir.path).hooksDirectory() == "/somewhere/hooks")
    }

    @Test func aLinkedWorkTreeSharesTheMainHooks() throws {
        let dir = try repository()
        try dir.write("a", "a\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "a")
        try dir.git("worktree", "add", "-q", "linked")
        let main = try Repository(discoveringFrom: dir.path).hooksDirectory()
        #expect(try Repository(discoveringFrom: dir.path + "/linked").hooksDirectory() == main)
    }
}
