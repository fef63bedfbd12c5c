import Dispatch
#if canImport(Glibc)
import Glibc
#endif
@testable import Threads
import Synchronization
import Testing

@Suite struct LanesTests {
    @Test func runsEveryTaskNoMoreThanTheWidthAtOnce() {
        let lanes = Lanes(width: 2)
        let counts = Mutex((running: 0, most: 0, done: 0))
        let group = DispatchGroup()
        for _ in 0..<40 {
            group.enter()
            lanes.run {
                counts.withLock { c in
                    c.running += 1
                    c.most = max(c.most, c.running)
                }
                usleep(2_000)
                counts.withLock { c in
                    c.running -= 1
                    c.done += 1
                }
                group.leave()
            }
        }
        group.wait()
        let final = counts.withLock { $0 }
        #expect(final.done == 40)
        // Two when the pool has two threads free; fewer when tests running beside this one hold them.
        #expect((1...2).contains(final.most))
    }

    @Test func startsTasksInTheOrderGiven() {
        let lanes = Lanes(width: 1)
        let order = Mutex<[Int]>([])
        let group = DispatchGroup()
        for n in 0..<100 {
            group.enter()
            lanes.run {
                order.withLock { $0.append(n) }
                group.leave()
            }
        }
        group.wait()
        #expect(order.withLock { $0 } == Array(0..<100))
    }
}
