import Foundation
import Git
import TestSupport
import Testing

/// The mailmap read and matched as git reads and matches it: each identity resolved as
/// `git check-mailmap` resolves it, from a mailmap in every form git reads.
@Suite struct MailmapTests {
    /// Every form, comments, case, a later line overriding an earlier one, and the lines git
    /// reads otherwise than libgit2 (a name where the second email would be).
    static let text = """
        # a comment <not@an.entry>
        Proper One <one@example.com>
        <proper-two@example.com> <two@example.com>
        Proper Three <proper-three@example.com> <three@example.com>
        Proper Four <proper-four@example.com> Commit Four <four@example.com>
        Other Four <other-four@example.com> commit four <FOUR@example.com>
        René Scharfe <l.s.r@web.de> Rene Scharfe
        Later Name <later@example.com>
        Latest Name <later@example.com>
          Spaced   Name   <spaced@example.com>   trailing words
        Empty Old <empty-old@example.com> Nobody <>
        <> <nameless@example.com>
        No Email <>
        """

    static let identities = [
        "Someone <one@example.com>", "Someone <ONE@Example.com>", "Two <two@example.com>",
        "Three <three@example.com>", "Commit Four <four@example.com>", "COMMIT FOUR <four@example.com>",
        "Another Four <four@example.com>", "Rene Scharfe <l.s.r@web.de>", "René Scharfe <l.s.r@web.de>",
        "x <later@example.com>", "x <spaced@example.com>", "Nobody <>", "Somebody <>", "y <nameless@example.com>",
        "Unknown <unknown@example.com>", "Ümlaut <ümlaut@example.com>",
    ]

    @Test func eachIdentityResolvesAsGitCheckMailmapResolvesIt() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write(".mailmap", Self.text + "\n")
        let mailmap = Mailmap(texts: [Array(Self.text.utf8)])
        for identity in Self.identities {
            let git = try ToolRun.run("git", ["check-mailmap", identity], directory: dir.path)
            #expect(git.status == 0, "\(git.stderr)")
            let open = identity.firstIndex(of: "<")!
            let name = identity[..<open].trimmingCharacters(in: .whitespaces)
            let email = identity[identity.index(after: open)...].dropLast()
            let (mappedName, mappedEmail) = mailmap.resolve(name: Array(name.utf8), email: Array(email.utf8))
            let ours = String(decoding: mappedName, as: UTF8.self) + " <" + String(decoding: mappedEmail, as: UTF8.self) + ">"
            #expect(ours + "\n" == git.text, "\(identity)")
        }
    }

    @Test func theSourcesAreReadInGitsOrder() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write(".mailmap", "From Work Tree <a@example.com>\nFrom Work Tree <b@example.com>\n")
        try dir.write("elsewhere", "From File <b@example.com>\nFrom File <c@example.com>\n")
        try dir.write("in-blob", "From Blob <a@example.com>\nFrom Blob <d@example.com>\n")
        try dir.git("add", "in-blob")
        try dir.git("commit", "-qm", "blob")
        let repository = try Repository(discoveringFrom: dir.path)
        let mailmap = Mailmap(repository, file: "elsewhere", blob: "HEAD:in-blob")
        for letter in ["a", "b", "c", "d"] {
            let git = try ToolRun.run("git", ["-c", "mailmap.file=elsewhere", "-c", "mailmap.blob=HEAD:in-blob",
                                              "check-mailmap", "x <\(letter)@example.com>"], directory: dir.path)
            let (name, _) = mailmap.resolve(name: Array("x".utf8), email: Array("\(letter)@example.com".utf8))
            #expect(git.text.hasPrefix(String(decoding: name, as: UTF8.self) + " <"), "\(letter): \(git.text)")
        }
        // A blob that names nothing is left out, as git leaves it out.
        #expect(!Mailmap(repository, file: nil, blob: "HEAD:no-such-file").isEmpty)
    }
}
