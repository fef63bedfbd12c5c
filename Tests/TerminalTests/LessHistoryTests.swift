import Glibc
import Testing

@testable import Terminal

/// Which pager commands are less: only they are given a search, and the painter marks rows.
@Suite struct PagerIsLessTests {
    @Test(arguments: [
        ("less", true),
        ("less -R -F -X", true),
        ("/usr/bin/less -RS", true),
        ("  less\t-R", true),
        ("LESS=-RS less", true),
        ("LESS='-R -F -S' less", true),
        ("LESS=\"-R -F\" LESSCHARSET=utf-8 /usr/local/bin/less -X", true),
        ("env LESS=-R less", true),
        ("exec less -R", true),
        ("more", false),
        ("most -s", false),
        ("lesspipe", false),
        ("lv -c", false),
        ("cat", false),
        ("LESS=less more", false),
        ("delta --paging=always", false),
        ("'less'", true),
        ("", false),
        ("LESS=-R", false),
    ])
    func isLess(_ command: String, _ expected: Bool) {
        #expect(Pager.isLess(command) == expected, "\(command)")
    }

    @Test func shellWordsLoseTheirQuotes() {
        #expect(Pager.shellWords(#"LESS='-R -F' a\ b "c d" e"f"g ''"#) == ["LESS=-R -F", "a b", "c d", "efg", ""])
    }
}

/// The history less is handed: the reader's searches and shell commands, then tinge's pattern
/// as the last search, within the budget a pipe takes at once.
@Suite struct LessHistoryTests {
    static let pattern = "\u{200B}"

    @Test func withoutAHistoryThePatternIsTheOnlySearch() {
        let text = String(decoding: LessHistory.seeded(with: Self.pattern, history: nil), as: UTF8.self)
        #expect(text == ".less-history-file:\n.search\n\"\u{200B}\n.shell\n")
    }

    @Test func theReadersEntriesComeFirstAndMarksAreDropped() {
        let history = """
            .less-history-file:
            .search
            "older
            "newer
            .shell
            "make
            .mark
            m a 1 0 /tmp/file

            """
        let text = String(decoding: LessHistory.seeded(with: Self.pattern, history: history), as: UTF8.self)
        #expect(text == ".less-history-file:\n.search\n\"older\n\"newer\n\"\u{200B}\n.shell\n\"make\n")
    }

    @Test func aLongHistoryKeepsItsNewestEntriesWithinTheBudget() {
        let searches = (1...2_000).map { "\"search \($0)" }.joined(separator: "\n")
        let commands = (1...2_000).map { "\"command \($0)" }.joined(separator: "\n")
        let history = ".less-history-file:\n.search\n\(searches)\n.shell\n\(commands)\n"
        let seeded = LessHistory.seeded(with: Self.pattern, history: history)
        #expect(seeded.count <= LessHistory.budget)
        #expect(seeded.count > LessHistory.budget - 200, "the budget is used, not wasted")
        let lines = String(decoding: seeded, as: UTF8.self).split(separator: "\n").map(String.init)
        let last = lines.firstIndex(of: "\"\u{200B}")
        #expect(last != nil && lines[last! - 1] == "\"search 2000", "the newest search is kept, just before the pattern")
        #expect(lines[last! + 1] == ".shell")
        #expect(!lines.contains("\"search 1"), "the oldest is dropped")
    }

    @Test func linesWithCarriageReturnsAreNotCopied() {
        let history = ".less-history-file:\n.search\n\"fine\n\"bad\r\n"
        let text = String(decoding: LessHistory.seeded(with: Self.pattern, history: history), as: UTF8.self)
        #expect(text == ".less-history-file:\n.search\n\"fine\n\"\u{200B}\n.shell\n")
    }

    @Test func theReadersFileIsFoundWhereLessLooks() {
        let home = ["HOME": "/home/r"]
        func file(_ env: [String: String], readable: Set<String>) -> String? {
            LessHistory.userFile({ env[$0] }, readable: { readable.contains($0) })
        }
        #expect(file(home.merging(["LESSHISTFILE": "/x/h"]) { $1 }, readable: []) == "/x/h")
        #expect(file(home.merging(["LESSHISTFILE": "-"]) { $1 }, readable: ["/home/r/.lesshst"]) == nil)
        #expect(file(home, readable: ["/home/r/.lesshst"]) == "/home/r/.lesshst")
        #expect(file(home, readable: ["/home/r/.lesshst", "/home/r/.local/state/lesshst"]) == "/home/r/.local/state/lesshst")
        #expect(file(home.merging(["XDG_STATE_HOME": "/s"]) { $1 }, readable: ["/s/lesshst", "/home/r/.lesshst"]) == "/s/lesshst")
        #expect(file(home, readable: []) == nil)
    }

    @Test func thePipeHoldsTheTextAndNothingMore() throws {
        let text = LessHistory.seeded(with: Self.pattern, history: nil)
        let fd = try #require(LessHistory.reader(holding: text))
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: LessHistory.budget + 1)
        var got: [UInt8] = []
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            got += buffer[0..<n]
        }
        #expect(got == text)
    }
}
