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
        return items(events)
    }

    /// Items rebuilt from the events of `input` read in blocks of `size` bytes, ordinary hunk
    /// lines by the run (`BlockParser`).
    static func itemsFromBlocks(_ input: [UInt8], size: Int) -> [DiffItem] {
        var parser = BlockParser(DiffParser())
        var events: [DiffEvent] = []
        for line in BlockLine.split(input, blockSize: size) {
            parser.feed(line.block, line.range, hasNewline: line.hasNewline) { events.append($0) }
        }
        parser.finish { events.append($0) }
        return items(events)
    }

    /// Items rebuilt from the events of `input` read in blocks of `size` bytes and handed to
    /// the parser a run of lines at a time (`BlockParser.feed(_:lines:hasNewline:emit:)`).
    static func itemsFromRuns(_ input: [UInt8], size: Int) -> [DiffItem] {
        var parser = BlockParser(DiffParser())
        var events: [DiffEvent] = []
        for run in BlockLine.runs(input, blockSize: size) {
            parser.feed(run.block, lines: run.range, hasNewline: run.hasNewline) { events.append($0) }
        }
        parser.finish { events.append($0) }
        return items(events)
    }

    /// Items rebuilt from `events`, checking their order.
    static func items(_ events: [DiffEvent]) -> [DiffItem] {
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
            case .lines(let run):
                #expect(file?.hunks.isEmpty == false, "a run outside a hunk")
                #expect(!run.bytes.isEmpty)
                if var current = file {
                    run.forEachLine { current.hunks[current.hunks.count - 1].lines.append($0) }
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

    /// Runs of ordinary lines stand for the lines they hold, wherever the blocks end.
    @Test("events read in blocks, by the run, rebuild the items of every fixture", arguments: DiffFixture.all)
    func blockEventsMatchItems(_ fixture: DiffFixture) {
        let expected = ItemListing.render(Parse.items(fixture.bytes))
        for size in [7, 100, 1 << 18] {
            #expect(ItemListing.render(Self.itemsFromBlocks(fixture.bytes, size: size)) == expected, "blocks of \(size)")
        }
    }

    /// Lines handed on by the run of a block say what they say one at a time.
    @Test("events of lines read a block's run at a time rebuild the items of every fixture", arguments: DiffFixture.all)
    func runEventsMatchItems(_ fixture: DiffFixture) {
        let expected = ItemListing.render(Parse.items(fixture.bytes))
        for size in [1, 7, 100, 1 << 18] {
            #expect(ItemListing.render(Self.itemsFromRuns(fixture.bytes, size: size)) == expected, "blocks of \(size)")
        }
    }

    /// The pager's files gathered whole: a block's runs of lines through `BlockParser`, the
    /// events assembled by `DiffItemAssembler`, are the items the parser makes line by line.
    @Test("runs assembled into items are the parser's items, for every fixture", arguments: DiffFixture.all)
    func assembledRunsMatchItems(_ fixture: DiffFixture) {
        let expected = ItemListing.render(Parse.items(fixture.bytes))
        for size in [1, 7, 100, 1 << 18] {
            var parser = BlockParser(DiffParser())
            var assembler = DiffItemAssembler()
            var items: [DiffItem] = []
            for run in BlockLine.runs(fixture.bytes, blockSize: size) {
                parser.feed(run.block, lines: run.range, hasNewline: run.hasNewline) { assembler.take($0) { items.append($0) } }
            }
            parser.finish { assembler.take($0) { items.append($0) } }
            #expect(ItemListing.render(items) == expected, "blocks of \(size)")
        }
    }

    /// A run of a hunk's lines goes on across the calls that hand a block's lines on, and
    /// stops at a line that is not one of them.
    @Test func aRunOfOrdinaryLinesGoesOnAcrossCallsInOneBlock() throws {
        let diff = Array("diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -3,3 +3,4 @@\n a\n-b\n+c\n+d\n e\ntext\n".utf8)
        let lines = BlockLine.split(diff, blockSize: 1 << 18)
        var parser = BlockParser(DiffParser())
        var events: [DiffEvent] = []
        // The header and the first two hunk lines, then the rest: two calls, one block.
        let cut = lines[5].range.upperBound
        parser.feed(diff, lines: 0..<cut, hasNewline: true) { events.append($0) }
        parser.feed(diff, lines: (cut + 1)..<(diff.count - 1), hasNewline: true) { events.append($0) }
        parser.finish { events.append($0) }
        let runs = events.compactMap { if case .lines(let run) = $0 { run } else { nil } }
        #expect(runs.map { String(decoding: $0.bytes, as: UTF8.self) } == [" a\n-b\n+c\n+d\n e"])
        let texts = events.compactMap { if case .text(let line) = $0 { String(decoding: line.text, as: UTF8.self) } else { nil } }
        #expect(texts == ["text"])
    }

    @Test func ordinaryLinesComeAsOneRunWithTheirNumbers() throws {
        let diff = Array("diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -3,3 +3,4 @@\n a\n-b\n+c\n+d\n e\n".utf8)
        var parser = BlockParser(DiffParser())
        var events: [DiffEvent] = []
        for line in BlockLine.split(diff, blockSize: 1 << 18) {
            parser.feed(line.block, line.range, hasNewline: line.hasNewline) { events.append($0) }
        }
        parser.finish { events.append($0) }
        let runs = events.compactMap { if case .lines(let run) = $0 { run } else { nil } }
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.oldNumber == 3 && run.newNumber == 3)
        var lines: [String] = []
        run.forEachLine { line in
            lines.append("\(line.kind) \(line.oldNumber.map(String.init) ?? "-") \(line.newNumber.map(String.init) ?? "-")")
        }
        #expect(lines == ["context 3 3", "removed 4 -", "added - 4", "added - 5", "context 5 6"])
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
