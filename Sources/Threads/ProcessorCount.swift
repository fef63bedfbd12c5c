#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many processors can run threads now.
package enum ProcessorCount {
    /// The number online (2 when it cannot be told). The corresponding C function is `sysconf`.
    package static var online: Int {
        #if canImport(Glibc)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 2
        #endif
    }
}
