import Git
import TestSupport
import Testing

/// Failures are told apart by `GitError.kind`, never by their words: what libgit2 cannot read
/// (which git can), libgit2's other failures, and git's own.
@Suite struct GitErrorKindTests {
    /// What `body` threw, when it threw a `GitError`.
    static func failure(_ body: () throws -> Void) -> GitError? {
        do { try body() } catch let error as GitError { return error } catch {}
        return nil
    }

    /// A repository with one commit of one file, `a.txt`.
    static func committed() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("a.txt", "a\n")
        try dir.git("add", "a.txt")
        try dir.git("-c", "user.name=A", "-c", "user.email=a@example.com", "commit", "-qm", "a")
        return dir
    }

    @Test func aSha256RepositoryIsUnsupportedNotMissing() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q", "--object-format=sha256")
        let error = try #require(Self.failure { _ = try Repository(discoveringFrom: dir.path) })
        #expect(error.kind == .unsupportedRepository, "\(error.message)")
        let none = try TemporaryDirectory()
        let missing = try #require(Self.failure { _ = try Repository(discoveringFrom: none.path) })
        #expect(missing.kind == .libgit2 && missing.isNotFound, "\(missing.message)")
    }

    @Test func aSplitIndexIsUnsupported() throws {
        let dir = try Self.committed()
        try dir.git("update-index", "--split-index")
        try dir.write("a.txt", "b\n")
        let error = try #require(Self.failure { _ = try NativeDiff(discoveringFrom: dir.path).diff() })
        #expect(error.kind == .unsupportedRepository, "\(error.message)")
    }

    @Test func gitsOwnFailureIsGits() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let error = try #require(Self.failure { _ = try GitCommand(directory: dir.path).output(["rev-parse", "--verify", "nonesuch"]) })
        #expect(error.kind == .gitFailed, "\(error.message)")
    }

    /// A revision that is not one keeps libgit2's kind when its message is made to name it.
    @Test func aBadRevisionKeepsItsKind() throws {
        let dir = try Self.committed()
        let error = try #require(Self.failure { _ = try NativeDiff(discoveringFrom: dir.path).show("nonesuch") })
        #expect(error.kind == .libgit2 && error.message.contains("nonesuch"), "\(error.message)")
    }
}
