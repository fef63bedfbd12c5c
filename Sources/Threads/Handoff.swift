import Dispatch
import Synchronization

/// Hands values from one thread to another, in order, holding at most `capacity` at once: the
/// parser runs ahead of the painter by that much and no further, so memory stays bounded.
package final class Handoff<Value>: @unchecked Sendable {
    private let slots: DispatchSemaphore
    private let ready = DispatchSemaphore(value: 0)
    /// Signalled at each `vacate` (and at `cancel`), for a sender waiting `untilVacated`.
    private let vacated = DispatchSemaphore(value: 0)
    /// Guards `values` and `cancelled`.
    private let lock = Mutex<Void>(())
    /// What was sent and not yet received (nil: the end).
    private var values = FIFO<Value?>()
    private var cancelled = false

    package init(capacity: Int) {
        // Made at zero and raised to `capacity`: libdispatch traps when a semaphore is released
        // below the value it was made with, and a pipeline torn down early (the reader quit the
        // pager) releases this one with values still in it.
        slots = DispatchSemaphore(value: 0)
        for _ in 0..<capacity { slots.signal() }
    }

    /// Sends `value` (nil: the end), waiting while the receiver is `capacity` behind; false once
    /// the receiver has given up (`cancel`). With `untilVacated` (for a value the receiver
    /// holds), it then waits until the receiver is done with it (`vacate`): nothing more is made
    /// meanwhile, so no second large value is held beside it.
    @discardableResult
    package func send(_ value: Value?, untilVacated: Bool = false) -> Bool {
        slots.wait()
        let taken = lock.withLock { _ in
            guard !cancelled else { return false }
            values.append(value)
            return true
        }
        if taken { ready.signal() } else { slots.signal() }
        if taken, untilVacated {
            vacated.wait()
            return lock.withLock { _ in !cancelled }
        }
        return taken
    }

    /// The next value, waiting for it; nil at the end. A value `holds` says is large keeps its
    /// slot until `vacate()`: the sender waits meanwhile, as if it were still there.
    package func receive(holding holds: (Value) -> Bool = { _ in false }) -> Value? {
        ready.wait()
        // `ready` counts the values sent: one is there.
        let value = lock.withLock { _ in values.removeFirst()! }
        if let value, holds(value) { return value }
        slots.signal()
        return value
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
