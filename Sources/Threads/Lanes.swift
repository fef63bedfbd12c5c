import Dispatch
import Synchronization

/// Runs tasks on Dispatch's pool, at most `width` at once and in the order given: a task
/// waiting for a lane is queued here, not started on a thread of its own to wait there.
package final class Lanes: Sendable {
    /// One lane a core, for every preparation in the process.
    package static let shared = Lanes(width: ProcessorCount.online)

    private struct State {
        var running = 0
        /// Tasks not started, in the order given.
        var waiting = FIFO<@Sendable () -> Void>()
    }

    private let width: Int
    private let state = Mutex(State())

    package init(width: Int) { self.width = max(1, width) }

    /// Runs `task` once a lane is free.
    package func run(_ task: @escaping @Sendable () -> Void) {
        let start = state.withLock { s in
            if s.running < width {
                s.running += 1
                return true
            }
            s.waiting.append(task)
            return false
        }
        if start { DispatchQueue.global().async { self.drive(task) } }
    }

    /// Runs `task`, then the waiting ones, on this lane until none waits.
    private func drive(_ task: @escaping @Sendable () -> Void) {
        var next: (@Sendable () -> Void)? = task
        while let current = next {
            current()
            next = state.withLock { s in
                if let task = s.waiting.removeFirst() { return task }
                s.running -= 1
                return nil
            }
        }
    }
}
