@testable import Git
import TestSupport
import Testing

/// A commit's header and message laid out as `git log` lays them out.
@Suite struct CommitHeaderTests {
    /// Messages kept verbatim, so every rule of git's layout has something to do: leading blank
    /// lines, trailing white space (a carriage return too), tabs after text of one and of two
    /// bytes a character, lines without a tab, blank lines inside and at the end.
    @Test func messagesAreLaidOutAsGitLaysThemOut() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let messages = [
            "\n\n  \nTitle after blank lines  \n\nBody\tafter a tab\n\tcafé\tß\t.\r\n \t \nplain line\n\n\n",
            "one line, no newline",
            "\ttab first\n\n\n\n",
            "long " + String(repeating: "words and more words ", count: 200) + "\n",
        ]
        for (n, message) in messages.enumerated() {
            try dir.write("f.txt", "\(n)\n")
            try dir.git("add", "f.txt")
            try dir.write("message.txt", message)
            try dir.git("commit", "-q", "--cleanup=verbatim", "-F", "message.txt")
            let repository = try Repository(discoveringFrom: dir.path)
            let text = try CommitHeader.text(of: repository.commit("HEAD"))
            let git = try dir.git("log", "-n", "1", "--no-decorate", "--no-mailmap", "HEAD")
            #expect(String(decoding: text, as: UTF8.self) == git, "message \(n)")
        }
    }
}
