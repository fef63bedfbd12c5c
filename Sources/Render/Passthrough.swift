import Terminal

/// Copies a line that is not part of a diff as it came, keeping git's color codes (SGR sequences)
/// but showing every other control character visibly, as file content is shown.
enum Passthrough {
    static func write(_ raw: ArraySlice<UInt8>, notice: [UInt8], reset: [UInt8], to out: OutputWriter) throws(OutputError) {
        try raw.withUnsafeBufferPointer { (p) throws(OutputError) in
            var run = 0
            var i = 0
            while i < p.count {
                let b = p[i]
                if !VisibleText.needsCare(b) || b == 0x09 { i += 1; continue }
                if b == 0x1B, let end = sgrEnd(p, i) {
                    i = end
                    continue
                }
                if i > run { try out.write(UnsafeBufferPointer(rebasing: p[run..<i])) }
                if b == 0x0D, i == p.count - 1 {  // a CRLF line ending
                    i += 1
                    run = i
                    continue
                }
                switch VisibleText.piece(p, at: i, end: p.count) {
                case .text(let n):
                    try out.write(UnsafeBufferPointer(rebasing: p[i..<(i + n)]))
                    i += n
                case .tab:
                    out.write(byte: 0x09)
                    i += 1
                case .visible(let shown, let n):
                    try out.write(notice)
                    try out.write(shown)
                    try out.write(reset)
                    i += n
                }
                run = i
            }
            if i > run { try out.write(UnsafeBufferPointer(rebasing: p[run..<i])) }
        }
    }

    /// The end of an SGR sequence (`ESC [ digits ; … m`) starting at `i`, or nil when it is anything else.
    private static func sgrEnd(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
        guard i + 2 < p.count + 1, i + 1 < p.count, p[i + 1] == 0x5B else { return nil }
        var j = i + 2
        while j < p.count, (p[j] >= 0x30 && p[j] <= 0x39) || p[j] == 0x3B { j += 1 }
        return j < p.count && p[j] == 0x6D ? j + 1 : nil
    }
}
