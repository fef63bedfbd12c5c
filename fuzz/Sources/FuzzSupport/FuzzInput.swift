/// A fuzzer's input read from the front: a few bytes of choices, then the text.
import Highlight

public struct FuzzInput {
    public private(set) var rest: ArraySlice<UInt8>

    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        rest = Array(UnsafeBufferPointer(start: data, count: size))[...]
    }

    public init(_ bytes: [UInt8]) {
        rest = bytes[...]
    }

    /// The next byte of choices (0 once the input is used up).
    public mutating func byte() -> UInt8 {
        guard let b = rest.first else { return 0 }
        rest = rest.dropFirst()
        return b
    }

    /// One of `choices`, picked by the next byte.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// The next byte's bit `n` (so one byte can hold eight choices: read it once, then ask `bit`).
    public static func bit(_ byte: UInt8, _ n: Int) -> Bool { byte & (1 << n) != 0 }

    /// A language: named by a `name\0` prefix (as seeds and saved findings are written), else
    /// picked by the next byte.
    public mutating func language() -> Language {
        if let nul = rest.prefix(24).firstIndex(of: 0), let named = Languages.named(String(decoding: rest[..<nul], as: UTF8.self)) {
            rest = rest[(nul + 1)...]
            return named
        }
        return pick(Languages.all)
    }

    /// Everything up to the first `\n` (taken with it), the rest staying.
    public mutating func line() -> ArraySlice<UInt8> {
        guard let newline = rest.firstIndex(of: 0x0A) else {
            defer { rest = rest[rest.endIndex...] }
            return rest
        }
        defer { rest = rest[(newline + 1)...] }
        return rest[..<newline]
    }
}

/// Input lines the way tinge reads them: split at `\n`, which is not part of the line; a last
/// line without one comes with `hasNewline` false, and an input ending in `\n` has no empty line after it.
public func inputLines(_ bytes: [UInt8]) -> [(line: ArraySlice<UInt8>, hasNewline: Bool)] {
    var lines: [(ArraySlice<UInt8>, Bool)] = []
    var start = 0
    for (i, b) in bytes.enumerated() where b == 0x0A {
        lines.append((bytes[start..<i], true))
        start = i + 1
    }
    if start < bytes.count { lines.append((bytes[start...], false)) }
    return lines
}
