import TextBytes

/// Numbers in settings and attributes, read as git reads them.
enum CNumber {
    /// C's `atoi`: leading white space, a sign, then digits as far as they go; 0 when none.
    /// git reads `tabwidth=` and `conflict-marker-size` this way, so `32x` is 32.
    static func atoi(_ s: some Collection<UInt8>) -> Int {
        var rest = s.drop { $0 == 0x20 || (0x09...0x0D).contains($0) }
        let negative = rest.first == 0x2D
        if rest.first == 0x2D || rest.first == 0x2B { rest = rest.dropFirst() }
        var n = 0
        for c in rest {
            guard ASCII.isDigit(c), n < 1 << 32 else { break }
            n = n * 10 + Int(c - 0x30)
        }
        return negative ? -n : n
    }
}
