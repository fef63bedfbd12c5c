import Diff
import TestSupport
import Testing

/// The parser's events, read line by line, say what its items say: a header before its hunks,
/// each hunk's lines after it, an end to every file.
@Suite struct DiffEventTests {
    /// Items rebuilt from the events of `input`, fed one line at a time.
    static func itemsFromEvents(_ input: [UInt8]) -> [DiffItem] {
        var parser = DiffParser()
        var events: [DiffEvent] = []
        for line in RawLine.split(input) { parser.feedEvents(line.bytes[...], hasNewline: line.hasNewline) { events.append($0) } }
        parser.finishEvents { events.append($0) }
        var items: [DiffItem] = []
        var file: FileDiff?
        for event in events {
            switch event {
            case .commit(let line, let commit): items.append(.commit(line, commit))
            case .text(let line): items.append(.text(line))
            case .header(let header):
                #expect(file == nil, "a header inside a file")
                file = FileDiff(header: header)
            case .hunk(let hunk): file?.hunks.append(hunk)
            case .line(let line):
                #expect(file?.hunks.isEmpty == false, "a hunk line outside a hunk")
                if var current = file {
                    current.hunks[current.hunks.count - 1].lines.append(line)
                    file = current
                }
            case .endOfFile:
                #expect(file != nil, "an end without a file")
                if let done = file { items.append(.file(done)) }
                file = nil
            }
        }
        #expect(file == nil, "a file without an end")
        return items
    }

    @Test("events rebuild the items of every fixture", arguments: DiffFixture.all)
    func eventsMatchItems(_ fixture: DiffFixture) {
        #expect(ItemListing.render(Self.itemsFromEvents(fixture.bytes)) == ItemListing.render(Parse.items(fixture.bytes)))
    }

    @Test func aFileWithoutHunksStillGetsItsHeaderAndItsEnd() {
        var parser = DiffParser()
        var kinds: [String] = []
        let text = "diff --git a/x b/x\nold mode 100644\nnew mode 100755\ncommit 0123456789abcdef\n"
        for line in text.split(separator: "\n") {
            parser.feedEvents(Array(line.utf8)[...]) { kinds.append("\($0)".prefix(while: { $0 != "(" }).description) }
        }
        parser.finishEvents { kinds.append("\($0)".prefix(while: { $0 != "(" }).description) }
        #expect(kinds == ["header", "endOfFile", "commit"])
    }
}
