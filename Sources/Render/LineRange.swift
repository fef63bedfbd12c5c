/// Lines of a file as bat's `--line-range` and `--highlight-line` write them: `N:M` (lines N to
/// M), `N:` (N to the end), `:M` (the first to M), `N:+K` (N and the K after it), or `N` alone.
/// Lines count from 1.
public struct LineRange: Sendable, Equatable {
    /// The first line.
    public let first: Int
    /// The last line; nil: to the end.
    public let last: Int?

    public init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    /// The range `text` writes; nil when it writes none (a line 0, an end before its start).
    public init?(_ text: String) {
        func number(_ digits: Substring) -> Int? {
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(digits)
        }
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 1 {
            guard let n = number(parts[0]), n >= 1 else { return nil }
            self.init(first: n, last: n)
            return
        }
        let (from, to) = (parts[0], parts[1])
        guard !from.isEmpty || !to.isEmpty else { return nil }
        let first = from.isEmpty ? 1 : number(from)
        guard let first, first >= 1 else { return nil }
        if to.isEmpty {
            self.init(first: first, last: nil)
        } else if to.hasPrefix("+") {
            guard let count = number(to.dropFirst()) else { return nil }
            self.init(first: first, last: first + count)
        } else {
            guard let last = number(to), last >= first else { return nil }
            self.init(first: first, last: last)
        }
    }

    /// Whether line `number` is in the range.
    public func contains(_ number: Int) -> Bool {
        number >= first && last.map { number <= $0 } ?? true
    }

    /// What `--line-range` and `--highlight-line` take, for their messages.
    public static let described = "N:M, N:, :M, N:+K or N (lines from 1)"
}
