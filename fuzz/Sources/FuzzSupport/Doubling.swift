/// Time linear in the input, checked by doubling it: a unit the fuzzer makes (`head` once, then
/// `body` repeated) is timed at some size and at twice that, and the second may take at most
/// `limit` times as long (plus `slack` for the timer). Over budget, both are timed again on
/// larger texts, the least of three runs each, so only work that stays superlinear fails, not a
/// burst of other work on the machine.
public struct Doubling {
    public static let limit = 2.5
    public static let slack = 0.0003

    public let head: [UInt8]
    public let body: [UInt8]

    public init(head: [UInt8], body: [UInt8]) {
        self.head = head
        self.body = body
    }

    /// `head` then `body` repeated, `bytes` long in all (the last repetition cut short).
    public func text(bytes: Int) -> [UInt8] {
        var text = head
        text.reserveCapacity(bytes)
        while text.count + body.count <= bytes { text += body }
        text += body.prefix(bytes - text.count)
        return text
    }

    /// Fails, naming `what`, unless `work` on the text of `bytes` and of twice as many stays
    /// within the budget, there or on texts four and eight times as large.
    public func check(from bytes: Int, _ what: @autoclosure () -> String, _ work: ([UInt8]) -> Void) {
        func time(_ bytes: Int, rounds: Int) -> Double {
            let text = text(bytes: bytes)
            return CPUClock.fastest(rounds) { work(text) }
        }
        var (size, small, large) = (bytes, time(bytes, rounds: 2), time(2 * bytes, rounds: 2))
        guard large > Self.limit * small + Self.slack else { return }
        for _ in 0..<2 {
            size *= size == bytes ? 4 : 2
            small = time(size, rounds: 3)
            large = time(2 * size, rounds: 3)
            if large <= Self.limit * small + Self.slack { return }
        }
        Invariant.fail("\(what()): \(2 * size) bytes of \(quoted(head)) then \(quoted(body)) repeated took "
                       + "\(Self.ms(large)), \(Self.ms(small)) for half as many")
    }

    static func ms(_ seconds: Double) -> String { "\((seconds * 100_000).rounded() / 100) ms" }
}
