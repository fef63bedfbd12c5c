#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time of the calling thread, for timing tests: on a shared machine the wall clock
/// counts whatever else runs (other tests, other builds), and a longer run is preempted more
/// often than a short one, which makes linear work look superlinear.
public enum ThreadTime {
    /// Seconds of CPU the calling thread has used.
    public static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// The seconds of CPU `body` takes on this thread (work it hands to other threads is not counted).
    public static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = now
        try body()
        return now - start
    }
}
