#if canImport(Glibc)
import Glibc
#endif

/// The CPU time this thread has used: what a measurement on a shared machine should count,
/// since time other processes take is not in it.
public enum CPUClock {
    public static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The least time `body` takes in `rounds` runs.
    public static func fastest(_ rounds: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = now()
            body()
            best = min(best, now() - start)
        }
        return best
    }
}
