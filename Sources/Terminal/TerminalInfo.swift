#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the process's terminal: whether a descriptor is one, and how wide it is.
package enum TerminalInfo {
    /// Whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The width in columns: `COLUMNS` when set, else the terminal's, else nil.
    public static func width(environment: [String: String], descriptor: Int32 = 1) -> Int? {
        if let columns = environment["COLUMNS"], let n = Int(columns), n > 0 { return n }
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return nil
    }

    /// The process environment as a dictionary.
    package static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") {
                result[String(s[..<eq])] = String(s[s.index(after: eq)...])
            }
            p += 1
        }
        return result
    }
}
