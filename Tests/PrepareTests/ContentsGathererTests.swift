import Diff
import Prepare
import Testing

/// Each commit's files held back until the commit ends, the first carrying the table of them
/// all, and every item handed on once, in order.
@Suite struct ContentsGathererTests {
    static let log = """
        commit 1111111111111111111111111111111111111111
        Author: A <a@example.com>

            First

        diff --git a/a.txt b/a.txt
        --- a/a.txt
        +++ b/a.txt
        @@ -1,2 +1,3 @@
         a
        -b
        +c
        +d
        diff --git a/b.bin b/b.bin
        Binary files a/b.bin and b/b.bin differ

        commit 2222222222222222222222222222222222222222
        Author: A <a@example.com>

            No files

        commit 3333333333333333333333333333333333333333

            Last
        diff --git a/c.txt b/c.txt
        --- a/c.txt
        +++ b/c.txt
        @@ -1 +0,0 @@
        -gone

        """

    static func items(_ text: String) -> [DiffItem] {
        var parser = DiffParser()
        var items: [DiffItem] = []
        for line in Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
            parser.feed(Array(line)) { items.append($0) }
        }
        parser.finish { items.append($0) }
        return items
    }

    /// A short description of each item: `commit`, `text`, or `file PATH` with its table's entries.
    static func described(_ items: [DiffItem]) -> [String] {
        items.map { item in
            switch item {
            case .commit: return "commit"
            case .text(let line): return "text \(String(decoding: line.text, as: UTF8.self))"
            case .file(let file):
                guard let contents = file.contents else { return "file \(file.header.path)" }
                let entries = contents.entries.map {
                    "\($0.header.path) +\($0.added) -\($0.removed)\($0.isBinary ? " bin" : "")"
                }
                return "file \(file.header.path) [\(entries.joined(separator: ", "))]"
            }
        }
    }

    static func gathered(_ items: [DiffItem], handedOn: (([String]) -> Void)? = nil) -> [DiffItem] {
        var gatherer = ContentsGatherer()
        var out: [DiffItem] = []
        for item in items {
            gatherer.take(item) { out.append($0) }
            handedOn?(described(out))
        }
        gatherer.finish { out.append($0) }
        return out
    }

    @Test func theFirstFileOfEachCommitCarriesItsTable() {
        let items = Self.items(Self.log)
        let out = Self.gathered(items)
        #expect(Self.described(out) == [
            "commit", "text Author: A <a@example.com>", "text ", "text     First", "text ",
            "file a.txt [a.txt +2 -1, b.bin +0 -0 bin]", "file b.bin", "text ",
            "commit", "text Author: A <a@example.com>", "text ", "text     No files", "text ",
            "commit", "text ", "text     Last", "file c.txt [c.txt +0 -1]",
        ])
        // Nothing but the table changed: the same items, in the same order.
        var plain = Self.described(items)
        plain[5] = "file a.txt [a.txt +2 -1, b.bin +0 -0 bin]"
        plain[16] = "file c.txt [c.txt +0 -1]"
        #expect(Self.described(out) == plain)
    }

    @Test func aCommitsHeaderGoesOnAtOnceAndItsFilesWaitForItsEnd() {
        let items = Self.items(Self.log)
        var seen: [[String]] = []
        _ = Self.gathered(items) { seen.append($0) }
        // The message is handed on as it comes; the files only when the next commit line comes.
        #expect(seen[4].last == "text ")
        #expect(seen[5].count == 5 && seen[6].count == 5 && seen[7].count == 5, "a.txt, b.bin and the line after wait")
        #expect(seen[8].count == 9 && seen[8].last == "commit")
    }

    @Test func aDiffWithoutCommitsIsOneCommit() {
        let text = Self.log.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("commit ") }.joined(separator: "\n")
        let out = Self.described(Self.gathered(Self.items(text)))
        #expect(out.filter { $0.contains("[") } == ["file a.txt [a.txt +2 -1, b.bin +0 -0 bin, c.txt +0 -1]"])
    }

    @Test func noFilesNoTable() {
        let items = Self.items("commit 1111111111111111111111111111111111111111\n\n    Empty\n")
        #expect(Self.described(Self.gathered(items)) == Self.described(items))
    }
}
