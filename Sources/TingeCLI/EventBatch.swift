import Diff

/// The parser's events of a few blocks of input, handed from the parsing thread to the
/// painting stage: each event moved in as it is made and moved out as it is painted, so it is
/// never copied. (Read out of an array, every event was copied, its lines' references taken,
/// then dropped twice: by the painter and by the array: a tenth of the painting thread's time.)
///
/// One thread at a time has a batch (the parser fills it, the handoff passes it, the painter
/// drains it): its storage is not checked for exclusive access at each event.
final class EventBatch: @unchecked Sendable {
    @exclusivity(unchecked) private var events: UnsafeMutablePointer<DiffEvent>
    @exclusivity(unchecked) private var capacity: Int
    /// How many events are held: those from `taken` on, not yet moved out.
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var taken = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        events = .allocate(capacity: self.capacity)
    }

    deinit {
        (events + taken).deinitialize(count: count - taken)
        events.deallocate()
    }

    var isEmpty: Bool { count == taken }

    /// Trades events and room with `other`: the parser's batch stays one object, held by a
    /// constant (a variable the parser's closure captures is checked for exclusive access at
    /// each event), its events handed on in `other`.
    func exchange(with other: EventBatch) {
        swap(&events, &other.events)
        swap(&capacity, &other.capacity)
        swap(&count, &other.count)
        swap(&taken, &other.taken)
    }

    /// Moves `event` in, after the others.
    func append(_ event: consuming DiffEvent) {
        if count == capacity {
            // The events not yet moved out (all of them but after a drain that threw) move to
            // the start of twice the room.
            let grown = UnsafeMutablePointer<DiffEvent>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: events + taken, count: count - taken)
            events.deallocate()
            events = grown
            capacity *= 2
            count -= taken
            taken = 0
        }
        (events + count).initialize(to: event)
        count += 1
    }

    /// Moves each event out in order, handing it to `body`; an event `body` throws at and the
    /// ones after it stay, for `deinit` to drop. Drained, the batch is empty, ready to fill again.
    func drain<E: Error>(_ body: (consuming DiffEvent) throws(E) -> Void) throws(E) {
        while taken < count {
            let event = (events + taken).move()
            taken += 1
            try body(event)
        }
        count = 0
        taken = 0
    }
}
