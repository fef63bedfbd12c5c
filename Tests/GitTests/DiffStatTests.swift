import Diff
import Foundation
import TestSupport
import Testing
import TextBytes

@testable import Git

/// `--stat` as git prints it: native stats compared byte for byte with git's, and the rules of
/// git's `show_stats` that the `git` installed here cannot show (it predates them).
@Suite struct DiffStatTests {
    /// Every commit's `show --stat` and the whole `log --stat`, with `core.quotePath` on and
    /// off, are git's bytes: quoted names, renames, binary files, bars and totals.
    @Test(arguments: [true, false])
    func nativeStatIsGitsByteForByte(quotePath: Bool) throws {
        let repository = try StatRepository()
        try repository.quotePath(quotePath)
        let native = try NativeDiff(discoveringFrom: repository.dir.path)
        for revision in repository.revisions {
            let made = ItemText.bytes(try native.show(revision, stat: true, patch: false))
            let git = try repository.git(["show", "--stat", revision])
            let difference = StatRepository.difference(made, git)
            #expect(difference == nil, "show --stat \(revision), core.quotePath=\(quotePath): \(difference ?? "")")
        }
        let log = ItemText.bytes(try native.log(stat: true).all())
        let difference = StatRepository.difference(log, try repository.git(["log", "--stat"]))
        #expect(difference == nil, "log --stat, core.quotePath=\(quotePath): \(difference ?? "")")
    }

    func stat(_ files: [DiffStat.File], quotesFully: Bool = true) -> String {
        String(decoding: DiffStat(files: files, quotesFully: quotesFully).text(), as: UTF8.self)
    }

    func file(_ path: String, _ change: DiffStat.File.Change, from old: String? = nil) -> DiffStat.File {
        DiffStat.File(path: Array(path.utf8), oldPath: old.map { Array($0.utf8) }, change: change)
    }

    @Test func renamesShareWhatTheirPathsShare() {
        let cases: [(String, String, String)] = [
            ("src/old/main.c", "src/new/main.c", "src/{old => new}/main.c"),
            ("a/x.c", "b/x.c", "{a => b}/x.c"),
            ("a/x.c", "a/y.c", "a/{x.c => y.c}"),
            ("a/x/c", "a/c", "a/{x => }/c"),
            ("x.txt", "y/x.txt", "x.txt => y/x.txt"),
            ("tab\tname", "plain", "\"tab\\tname\" => plain"),
        ]
        for (old, new, printed) in cases {
            let name = RenameName.make(from: Array(old.utf8), to: Array(new.utf8), quotesFully: true)
            #expect(String(decoding: name, as: UTF8.self) == printed)
        }
        let cafe = (Array("dir/café".utf8), Array("dir/cafés".utf8))
        #expect(String(decoding: RenameName.make(from: cafe.0, to: cafe.1, quotesFully: false), as: UTF8.self)
                == "dir/{café => cafés}")
        #expect(String(decoding: RenameName.make(from: cafe.0, to: cafe.1, quotesFully: true), as: UTF8.self)
                == "\"dir/caf\\303\\251\" => \"dir/caf\\303\\251s\"")
    }

    @Test func namesAreQuotedAsGitQuotesThem() {
        func quoted(_ bytes: [UInt8], fully: Bool = true) -> String {
            String(decoding: QuotedPath.quoted(bytes, fully: fully), as: UTF8.self)
        }
        #expect(quoted(Array("new\nline.txt".utf8)) == "\"new\\nline.txt\"")
        #expect(quoted(Array("esc\u{1B}[2J.txt".utf8)) == "\"esc\\033[2J.txt\"")
        #expect(quoted(Array("q\"uote\\back".utf8)) == "\"q\\\"uote\\\\back\"")
        #expect(quoted([0x61, 0x07, 0x08, 0x0B, 0x0C, 0x0D, 0x7F]) == "\"a\\a\\b\\v\\f\\r\\177\"")
        #expect(quoted(StatRepository.latin1Name) == "\"caf\\351.txt\"")
        #expect(QuotedPath.quoted(StatRepository.latin1Name, fully: false) == StatRepository.latin1Name)
        #expect(quoted(Array("esc\u{1B}é".utf8), fully: false) == "\"esc\\033é\"")
        #expect(quoted(Array("plain/name.txt".utf8)) == "plain/name.txt")
    }

    /// Checked against git: the bar is scaled to 69 columns, a change of both kinds keeps one of each.
    @Test func barsAreScaledToTheWidth() {
        let text = stat([file("a", .lines(added: 1000, deleted: 1)), file("b", .lines(added: 1, deleted: 1)),
                         file("c", .lines(added: 0, deleted: 3))])
        #expect(text == " a | 1001 " + String(repeating: "+", count: 68) + "-\n"
                + " b |    2 +-\n c |    3 -\n 3 files changed, 1001 insertions(+), 5 deletions(-)\n")
    }

    @Test func binaryFilesAndTheTotals() {
        #expect(stat([file("data.bin", .binary(sizes: (old: 0, new: 6)))])
                == " data.bin | Bin 0 -> 6 bytes\n 1 file changed, 0 insertions(+), 0 deletions(-)\n")
        #expect(stat([file("b", .lines(added: 0, deleted: 1))]) == " b | 1 -\n 1 file changed, 1 deletion(-)\n")
        #expect(stat([file("a.bin", .binary(sizes: nil), from: "b.bin"), file("c", .lines(added: 2, deleted: 0))])
                == " b.bin => a.bin | Bin\n c              |   2 ++\n 2 files changed, 2 insertions(+)\n")
        #expect(stat([]) == "")
    }

    /// git 2.40 and later end the line after `Unmerged` (2.39 ran the next line into it).
    @Test func unmergedPathsAreNotCounted() {
        #expect(stat([file("c.txt", .unmerged), file("other.txt", .lines(added: 5, deleted: 0))])
                == " c.txt     | Unmerged\n other.txt | 5 +++++\n 1 file changed, 5 insertions(+)\n")
        #expect(stat([file("c.txt", .unmerged)]) == " c.txt | Unmerged\n 0 files changed\n")
    }

    /// git 2.54 and later cut a long name by display width, not by bytes: the name keeps the
    /// 69 columns that fit after `...` (72 less 3), a wide character at a time, then loses
    /// what comes before its next `/`.
    @Test func longNamesAreCutByDisplayWidth() {
        let noSlash = String(repeating: "日本語", count: 14) + ".txt"  // 88 columns
        #expect(stat([file(noSlash, .lines(added: 1, deleted: 0))], quotesFully: false)
                == " ..." + String(repeating: "日本語", count: 14).dropFirst(10) + ".txt  | 1 +\n"
                + " 1 file changed, 1 insertion(+)\n")
        let folders = String(repeating: "日本語/", count: 10) + "ファイル.txt"  // 82 columns
        #expect(stat([file(folders, .lines(added: 1, deleted: 0))], quotesFully: false)
                == " .../" + String(repeating: "日本語/", count: 8) + "ファイル.txt | 1 +\n"
                + " 1 file changed, 1 insertion(+)\n")
        // A byte that is not UTF-8 counts one column, and is dropped as one (git 2.55).
        let latin1 = DiffStat.File(path: [0xE9] + Array(String(repeating: "x", count: 80).utf8),
                                   change: .lines(added: 1, deleted: 0))
        #expect(stat([latin1], quotesFully: false)
                == " ..." + String(repeating: "x", count: 69) + " | 1 +\n 1 file changed, 1 insertion(+)\n")
    }

    /// A name that is not UTF-8 takes a column a byte, as git counts it.
    @Test func displayWidths() {
        #expect(DiffStat.columns(Array("日本.txt".utf8)[...]) == 8)
        #expect(DiffStat.columns(Array("é-accent".utf8)[...]) == 8)
        #expect(DiffStat.columns(Array("😀😀.txt".utf8)[...]) == 8)
        #expect(DiffStat.columns(StatRepository.latin1Name[...]) == 8)
        #expect(DiffStat.columns(Array("a\u{0301}".utf8)[...]) == 1)
    }
}
