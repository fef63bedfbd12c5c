/// Stops the run when an invariant does not hold: libFuzzer records the input that did it.
public enum Invariant {
    /// Fails with `message` when `condition` is false.
    @inline(__always)
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    /// Fails with `message`: a trap, which libFuzzer reports as a crash and saves the input of.
    public static func fail(_ message: String) -> Never {
        fatalError("invariant violated: \(message)")
    }
}

/// Bytes quoted for a failure message: printable ASCII as it is, everything else as `\xNN`.
public func quoted(_ bytes: some Sequence<UInt8>, limit: Int = 400) -> String {
    var out = "\""
    for (n, b) in bytes.enumerated() {
        if n == limit { out += "…"; break }
        switch b {
        case 0x5C: out += "\\\\"
        case 0x22: out += "\\\""
        case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(b))
        default: out += "\\x" + (b < 16 ? "0" : "") + String(b, radix: 16)
        }
    }
    return out + "\""
}
