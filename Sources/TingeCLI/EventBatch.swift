import Diff

/// The parser's events of a few blocks of input, handed from the parsing thread to the
/// painting stage: each event moved in as it is made and read where it lies as it is painted,
/// so it is never copied. (Read out of an array, every event was copied, its lines' references
/// taken, then dropped twice: by the painter and by the array: a tenth of the painting
/// thread's time.)
///
/// One thread at a time has a batch (the parser fills it, the handoff passes it, the painter
/// paints it): its storage is not checked for exclusive access at each event.
///
/// The painter leaves the events it paints (`forEach`): the parsing thread drops a painted
/// batch's events when it takes the batch to fill again (`removeAll`), so their lines' blocks
/// are freed on the thread that allocated them, into its own cache of free memory for the next
/// blocks it reads, and releasing them is not the work of the painter, the busier of the two
/// threads in uncolored output.
final class EventBatch: @unchecked Sendable {
    @exclusivity(unchecked) private var events: UnsafeMutablePointer<DiffEvent>
    @exclusivity(unchecked) private var capacity: Int
    /// How many events are held.
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        events = .allocate(capacity: self.capacity)
    }

    deinit {
        events.deinitialize(count: count)
        events.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Trades events and room with `other`: the parser's batch stays one object, held by a
    /// constant (a variable the parser's closure captures is checked for exclusive access at
    /// each event), its events handed on in `other`.
    func exchange(with other: EventBatch) {
        swap(&events, &other.events)
        swap(&capacity, &other.capacity)
        swap(&count, &other.count)
    }

    /// Moves `event` in, after the others.
    func append(_ event: consuming DiffEvent) {
        if count == capacity {
            let grown = UnsafeMutablePointer<DiffEvent>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: events, count: count)
            events.deallocate()
            events = grown
            capacity *= 2
        }
        (events + count).initialize(to: event)
        count += 1
    }

    /// Hands each event to `body` in order, moved out for the call and back in after it: the
    /// events stay, for `removeAll` (or `deinit`) to drop, and none is copied (read in place
    /// through a pointer, each was, a reference taken and dropped for every event). An event
    /// `body` throws at ends the loop.
    func forEach<E: Error>(_ body: (borrowing DiffEvent) throws(E) -> Void) throws(E) {
        for k in 0..<count {
            let event = (events + k).move()
            defer { (events + k).initialize(to: event) }
            try body(event)
        }
    }

    /// Drops the events held, on the calling thread: the batch is empty, ready to fill again.
    func removeAll() {
        events.deinitialize(count: count)
        count = 0
    }
}
