import Foundation
import TestSupport
import Testing

/// `tinge log` and `tinge show` show authors as git does: through the mailmap unless
/// `log.mailmap` is false or `--no-mailmap` says not to, `--mailmap` overriding the config.
@Suite struct MailmapCommandTests {
    /// Commits by authors the mailmap names in each of its forms, and one it does not name.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let authors = [("Old Name", "old@example.com"), ("Two", "two@example.com"), ("Commit Four", "FOUR@example.com"),
                       ("Rene Scharfe", "l.s.r@web.de"), ("Stranger", "stranger@example.com")]
        for (n, (name, email)) in authors.enumerated() {
            try dir.write("file", "version \(n)\n")
            try dir.git("add", "file")
            let run = try ToolRun.run("git", ["commit", "-qm", "by \(name)"], directory: dir.path,
                                      environment: ["GIT_AUTHOR_NAME": name, "GIT_AUTHOR_EMAIL": email])
            #expect(run.status == 0, "\(run.stderr)")
        }
        try dir.write(".mailmap", """
            New Name <old@example.com>
            <proper-two@example.com> <two@example.com>
            Proper Four <proper-four@example.com> Commit Four <four@example.com>
            René Scharfe <l.s.r@web.de> Rene Scharfe

            """)
        return dir
    }

    static let plain = ["--color=never", "--paging=never"]

    /// What git prints for `arguments` in `dir`.
    static func git(_ arguments: [String], in dir: TemporaryDirectory) throws -> String {
        try ToolRun.run("git", arguments, directory: dir.path).text
    }

    @Test func logAndShowMapAuthorsAsGitDoes() throws {
        let dir = try Self.repository()
        for (tinge, git) in [(["log"], ["log"]), (["show", "-s"], ["show", "-s"]), (["show", "-s", "HEAD~2"], ["show", "-s", "HEAD~2"]),
                             (["log", "--no-mailmap"], ["log", "--no-mailmap"]),
                             (["log", "--no-use-mailmap", "--use-mailmap"], ["log", "--use-mailmap"])] {
            let ours = try InProcessRun.tinge(tinge + Self.plain, directory: dir.path)
            let expected = try Self.git(git, in: dir)
            #expect(ours.status == 0 && ours.text == expected, "tinge \(tinge)")
        }
        let log = try InProcessRun.tinge(["log"] + Self.plain, directory: dir.path).text
        for author in ["New Name <old@example.com>", "Two <proper-two@example.com>", "Proper Four <proper-four@example.com>",
                       "René Scharfe <l.s.r@web.de>", "Stranger <stranger@example.com>"] {
            #expect(log.contains("Author: \(author)\n"), "\(author)")
        }
    }

    @Test func logMailmapFalseTurnsItOffAndTheFlagsWin() throws {
        let dir = try Self.repository()
        try dir.git("config", "log.mailmap", "false")
        for flags in [[], ["--mailmap"], ["--no-mailmap"]] {
            let ours = try InProcessRun.tinge(["log"] + flags + Self.plain, directory: dir.path)
            #expect(ours.text == (try Self.git(["log"] + flags, in: dir)), "tinge log \(flags)")
        }
        #expect(try InProcessRun.tinge(["log"] + Self.plain, directory: dir.path).text.contains("Author: Old Name <old@example.com>"))
        // From git's command line too, as when git runs tinge.
        let overridden = try InProcessRun.tinge(["show", "-s", "HEAD~1"] + Self.plain, directory: dir.path,
                                           environment: ["GIT_CONFIG_PARAMETERS": "'log.mailmap'='true'"])
        #expect(overridden.text.contains("Author: René Scharfe <l.s.r@web.de>"))
        try dir.git("config", "log.mailmap", "maybe")
        let bad = try InProcessRun.tinge(["log"] + Self.plain, directory: dir.path)
        // A typo there is a warning, as any bad setting is, and the default (on) is used.
        #expect(bad.status == 0, "\(bad.stderr)")
        #expect(bad.stderr.hasPrefix("tinge: warning: git config log.mailmap (local: ") && bad.stderr.contains("'maybe'"), "\(bad.stderr)")
        #expect(bad.text.contains("Author: René Scharfe <l.s.r@web.de>"))
        #expect(try InProcessRun.tinge(["diff", "--no-mailmap"], directory: dir.path).status == 2)
    }

    @Test func mailmapFileAndBlobAndABareRepository() throws {
        let dir = try Self.repository()
        try dir.write("extra.mailmap", "From File <stranger@example.com>\n")
        try dir.git("config", "mailmap.file", "extra.mailmap")
        #expect(try InProcessRun.tinge(["log"] + Self.plain, directory: dir.path).text == (try Self.git(["log"], in: dir)))
        try dir.git("add", ".mailmap")
        try dir.git("commit", "-qm", "mailmap")
        let bare = dir.path + "/bare.git"
        try dir.git("clone", "-q", "--bare", ".", bare)
        let ours = try InProcessRun.tinge(["log"] + Self.plain, directory: bare)
        let git = try ToolRun.run("git", ["log"], directory: bare)
        #expect(ours.text == git.text && git.text.contains("René Scharfe"))
    }
}
