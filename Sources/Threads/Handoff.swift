import Dispatch
import Synchronization

/// Hands values from one thread to another, in order, holding at most `capacity` at once: the
/// parser runs ahead of the painter by that much and no further, so memory stays bounded.
package final class Handoff<Value>: @unchecked Sendable {
    private let slots: DispatchSemaphore
    private let ready = DispatchSemaphore(value: 0)
    /// Signalled at each `vacate` (and at `cancel`), for the sender of a held value.
    private let vacated = DispatchSemaphore(value: 0)
    /// Guards `values` and `cancelled`.
    private let lock = Mutex<Void>(())
    /// What was sent and not yet received (nil: the end).
    private var values = FIFO<Value?>()
    private var cancelled = false
    /// Which values are large: each is held until `vacate`, and its sender waits until then.
    private let holds: @Sendable (Value) -> Bool

    /// A handoff of at most `capacity` values; a value `holds` says is large keeps its slot
    /// while the receiver works on it (until `vacate`), and its sender waits until then: nothing
    /// more is made meanwhile, so no second large value is held beside it.
    package init(capacity: Int, holds: @escaping @Sendable (Value) -> Bool = { _ in false }) {
        self.holds = holds
        // Made at zero and raised to `capacity`: libdispatch traps when a semaphore is released
        // below the value it was made with, and a pipeline torn down early (the reader quit the
        // pager) releases this one with values still in it.
        slots = DispatchSemaphore(value: 0)
        for _ in 0..<capacity { slots.signal() }
    }

    /// Sends `value` (nil: the end), waiting while the receiver is `capacity` behind, and, for a
    /// value it holds, until the receiver is done with it; false once the receiver has given up
    /// (`cancel`).
    @discardableResult
    package func send(_ value: Value?) -> Bool {
        slots.wait()
        let taken = lock.withLock { _ in
            guard !cancelled else { return false }
            values.append(value)
            return true
        }
        if taken { ready.signal() } else { slots.signal() }
        if taken, let value, holds(value) {
            vacated.wait()
            return lock.withLock { _ in !cancelled }
        }
        return taken
    }

    /// The next value, waiting for it; nil at the end. A value `holds` says is large keeps its
    /// slot, and its sender, until `vacate()`.
    package func receive() -> Value? {
        ready.wait()
        // `ready` counts the values sent: one is there.
        let value = lock.withLock { _ in values.removeFirst()! }
        if let value, holds(value) { return value }
        slots.signal()
        return value
    }

    /// Whether nothing sent waits to be received (the sender is still making the next value).
    package var isEmpty: Bool {
        lock.withLock { _ in values.isEmpty }
    }

    /// Gives back the slot of a value received as held.
    package func vacate() {
        slots.signal()
        vacated.signal()
    }

    /// Gives up receiving: every later `send` returns false at once.
    package func cancel() {
        lock.withLock { _ in cancelled = true }
        slots.signal()
        vacated.signal()
    }
}
