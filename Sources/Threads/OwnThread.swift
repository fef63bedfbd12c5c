#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Runs work on a thread of its own, outside Dispatch's pool: work that waits (on the next
/// window, on a preparation) must not hold one of the pool's few threads while the preparations
/// it waits for need them. The corresponding C function is `pthread_create`.
package enum OwnThread {
    /// Starts `body` on a new thread, which ends when `body` returns.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        final class Box: @unchecked Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread to be had: run it on Dispatch's pool after all.
            let box = Unmanaged<Box>.fromOpaque(box).takeRetainedValue()
            DispatchQueue.global().async { box.body() }
        }
    }
}
