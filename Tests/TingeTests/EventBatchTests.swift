import Diff
import Testing
@testable import TingeCLI

/// A batch of the parser's events gives them back in order, holds them until it is emptied to
/// fill again, and trades them whole.
@Suite struct EventBatchTests {
    static func text(_ s: String) -> DiffEvent { .text(InputLine(raw: Array(s.utf8))) }

    static func texts(_ batch: EventBatch) -> [String] {
        var out: [String] = []
        batch.forEach { event in
            if case .text(let line) = event { out.append(String(decoding: line.text, as: UTF8.self)) } else { out.append("?") }
        }
        return out
    }

    @Test func eventsComeOutInOrderPastItsFirstRoomAndItFillsAgain() {
        let batch = EventBatch(capacity: 2)
        for s in ["a", "b", "c", "d", "e"] { batch.append(Self.text(s)) }
        #expect(batch.count == 5)
        #expect(Self.texts(batch) == ["a", "b", "c", "d", "e"], "grown past its first room of two")
        #expect(batch.count == 5, "painted, the events are still held")
        #expect(Self.texts(batch) == ["a", "b", "c", "d", "e"], "and read again the same")
        batch.removeAll()
        #expect(batch.isEmpty)
        batch.append(Self.text("f"))
        #expect(Self.texts(batch) == ["f"])
        batch.removeAll()
        #expect(Self.texts(batch) == [])
    }

    @Test func anExchangeTradesTheEvents() {
        let filling = EventBatch(capacity: 1)
        let empty = EventBatch(capacity: 8)
        for s in ["a", "b"] { filling.append(Self.text(s)) }
        empty.exchange(with: filling)
        #expect(filling.isEmpty)
        filling.append(Self.text("c"))
        #expect(Self.texts(empty) == ["a", "b"])
        #expect(Self.texts(filling) == ["c"])
    }

    @Test func theBatchHoldsItsLinesBlocksUntilItIsEmptied() {
        /// Whether a line's block, its event painted (and the batch emptied, `empty`), is still
        /// held by the batch: a write to the block then copies it.
        func held(emptied empty: Bool) -> Bool {
            var block = Array("shared".utf8)
            let batch = EventBatch(capacity: 1)
            batch.append(.text(InputLine(raw: block[...], hasNewline: true, plain: block[...], graphWidth: 0)))
            return withExtendedLifetime(batch) {
                #expect(Self.texts(batch) == ["shared"])
                if empty { batch.removeAll() }
                let before = block.withUnsafeBufferPointer { $0.baseAddress }
                block[0] = 0x53
                return block.withUnsafeBufferPointer { $0.baseAddress } != before
            }
        }
        #expect(held(emptied: false), "painted, the line's block is still the batch's too")
        #expect(!held(emptied: true), "emptied, the batch holds it no more")
    }

    struct Stop: Error {}

    @Test func aPaintThatThrowsStopsThereAndTheBatchStillHoldsEveryEvent() {
        let batch = EventBatch(capacity: 4)
        for s in ["a", "b", "c"] { batch.append(Self.text(s)) }
        var seen: [String] = []
        #expect(throws: Stop.self) {
            try batch.forEach { (event) throws(Stop) in
                if case .text(let line) = event { seen.append(String(decoding: line.text, as: UTF8.self)) }
                if seen.count == 2 { throw Stop() }
            }
        }
        #expect(seen == ["a", "b"])
        #expect(batch.count == 3, "every event is still held, for the batch to drop")
        batch.removeAll()
        for s in ["d", "e", "f", "g"] { batch.append(Self.text(s)) }
        #expect(Self.texts(batch) == ["d", "e", "f", "g"])
    }
}
