import Diff
import Testing
@testable import TingeCLI

/// A batch of the parser's events gives them back in order, once each, and fills again once drained.
@Suite struct EventBatchTests {
    static func text(_ s: String) -> DiffEvent { .text(InputLine(raw: Array(s.utf8))) }

    static func texts(_ batch: EventBatch) -> [String] {
        var out: [String] = []
        batch.drain { event in
            if case .text(let line) = event { out.append(String(decoding: line.text, as: UTF8.self)) } else { out.append("?") }
        }
        return out
    }

    @Test func eventsComeOutInOrderPastItsFirstRoomAndItFillsAgain() {
        let batch = EventBatch(capacity: 2)
        for s in ["a", "b", "c", "d", "e"] { batch.append(Self.text(s)) }
        #expect(batch.count == 5)
        #expect(Self.texts(batch) == ["a", "b", "c", "d", "e"], "grown past its first room of two")
        #expect(batch.isEmpty)
        batch.append(Self.text("f"))
        #expect(Self.texts(batch) == ["f"])
        #expect(Self.texts(batch) == [], "drained once each")
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

    struct Stop: Error {}

    @Test func aDrainThatThrowsLeavesTheRestUnpaintedAndHeld() {
        let batch = EventBatch(capacity: 4)
        for s in ["a", "b", "c"] { batch.append(Self.text(s)) }
        var seen: [String] = []
        #expect(throws: Stop.self) {
            try batch.drain { (event) throws(Stop) in
                if case .text(let line) = event { seen.append(String(decoding: line.text, as: UTF8.self)) }
                if seen.count == 2 { throw Stop() }
            }
        }
        #expect(seen == ["a", "b"])
        #expect(!batch.isEmpty, "the third is still held, for the batch to drop")
        // Filled again past its room, it gives back what it held, then the rest, in order.
        for s in ["d", "e", "f", "g"] { batch.append(Self.text(s)) }
        #expect(Self.texts(batch) == ["c", "d", "e", "f", "g"])
    }
}
