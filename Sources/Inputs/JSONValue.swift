/// A JSON value read from one line of bytes: enough JSON for `rg --json`'s messages.
///
/// Strings are kept as UTF-8 bytes (a `\u` escape of a lone surrogate becomes U+FFFD); numbers
/// as integers when they are whole, else not kept. Nesting deeper than `depthLimit` is refused,
/// so no input can exhaust the stack.
package indirect enum JSONValue: Sendable, Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string([UInt8])
    case integer(Int)
    /// A number with a fraction or an exponent, or too large for an `Int`.
    case otherNumber
    case bool(Bool)
    case null

    /// How deep objects and arrays may nest.
    package static let depthLimit = 64

    /// The value `bytes` hold (white space around it allowed), or nil when they hold anything else.
    package static func parse(_ bytes: ArraySlice<UInt8>) -> JSONValue? {
        bytes.withUnsafeBufferPointer { p in
            var reader = Reader(p: p)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.i == p.count ? value : nil
        }
    }

    /// The member `key` of an object.
    package subscript(_ key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The bytes of a string.
    package var bytes: [UInt8]? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// A string's text.
    package var text: String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    /// An integer's value.
    package var integer: Int? {
        if case .integer(let n) = self { return n }
        return nil
    }

    /// An array's elements.
    package var elements: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    private struct Reader {
        let p: UnsafeBufferPointer<UInt8>
        var i = 0

        mutating func skipSpace() {
            while i < p.count, p[i] == 0x20 || p[i] == 0x09 || p[i] == 0x0A || p[i] == 0x0D { i += 1 }
        }

        mutating func value(depth: Int) -> JSONValue? {
            skipSpace()
            guard i < p.count else { return nil }
            switch p[i] {
            case 0x7B: return depth < JSONValue.depthLimit ? object(depth: depth + 1) : nil
            case 0x5B: return depth < JSONValue.depthLimit ? array(depth: depth + 1) : nil
            case 0x22: return string().map(JSONValue.string)
            case 0x74: return word("true") ? .bool(true) : nil
            case 0x66: return word("false") ? .bool(false) : nil
            case 0x6E: return word("null") ? .null : nil
            default: return number()
            }
        }

        mutating func word(_ w: StaticString) -> Bool {
            let n = w.utf8CodeUnitCount
            guard i + n <= p.count else { return false }
            for k in 0..<n where p[i + k] != w.utf8Start[k] { return false }
            i += n
            return true
        }

        mutating func object(depth: Int) -> JSONValue? {
            i += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if i < p.count, p[i] == 0x7D { i += 1; return .object(members) }
            while true {
                skipSpace()
                guard i < p.count, p[i] == 0x22, let key = string() else { return nil }
                skipSpace()
                guard i < p.count, p[i] == 0x3A else { return nil }
                i += 1
                guard let value = value(depth: depth) else { return nil }
                members[String(decoding: key, as: UTF8.self)] = value
                skipSpace()
                guard i < p.count else { return nil }
                if p[i] == 0x2C { i += 1; continue }
                guard p[i] == 0x7D else { return nil }
                i += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) -> JSONValue? {
            i += 1
            var elements: [JSONValue] = []
            skipSpace()
            if i < p.count, p[i] == 0x5D { i += 1; return .array(elements) }
            while true {
                guard let value = value(depth: depth) else { return nil }
                elements.append(value)
                skipSpace()
                guard i < p.count else { return nil }
                if p[i] == 0x2C { i += 1; continue }
                guard p[i] == 0x5D else { return nil }
                i += 1
                return .array(elements)
            }
        }

        mutating func number() -> JSONValue? {
            let start = i
            if i < p.count, p[i] == 0x2D { i += 1 }
            let digits = i
            while i < p.count, p[i] >= 0x30, p[i] <= 0x39 { i += 1 }
            guard i > digits else { return nil }
            var whole = true
            if i < p.count, p[i] == 0x2E {
                whole = false
                i += 1
                let fraction = i
                while i < p.count, p[i] >= 0x30, p[i] <= 0x39 { i += 1 }
                guard i > fraction else { return nil }
            }
            if i < p.count, p[i] == 0x65 || p[i] == 0x45 {
                whole = false
                i += 1
                if i < p.count, p[i] == 0x2B || p[i] == 0x2D { i += 1 }
                let exponent = i
                while i < p.count, p[i] >= 0x30, p[i] <= 0x39 { i += 1 }
                guard i > exponent else { return nil }
            }
            let written = String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self)
            guard whole, let n = Int(written) else {
                return .otherNumber
            }
            return .integer(n)
        }

        /// A string's bytes, escapes decoded; `i` is at its opening quote.
        mutating func string() -> [UInt8]? {
            i += 1
            var out: [UInt8] = []
            while i < p.count {
                let b = p[i]
                i += 1
                switch b {
                case 0x22: return out
                case 0x5C:
                    guard i < p.count else { return nil }
                    let e = p[i]
                    i += 1
                    switch e {
                    case 0x22, 0x5C, 0x2F: out.append(e)
                    case 0x62: out.append(0x08)
                    case 0x66: out.append(0x0C)
                    case 0x6E: out.append(0x0A)
                    case 0x72: out.append(0x0D)
                    case 0x74: out.append(0x09)
                    case 0x75:
                        guard let unit = hex4() else { return nil }
                        var scalar: UInt32 = 0xFFFD
                        if (0xD800..<0xDC00).contains(unit) {
                            // A high surrogate counts only with its low one after it.
                            let save = i
                            if i + 1 < p.count, p[i] == 0x5C, p[i + 1] == 0x75 {
                                i += 2
                                if let low = hex4(), (0xDC00..<0xE000).contains(low) {
                                    scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                                } else {
                                    i = save
                                }
                            }
                        } else if !(0xDC00..<0xE000).contains(unit) {
                            scalar = unit
                        }
                        out += String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8
                    default: return nil
                    }
                case 0x00..<0x20: return nil
                default: out.append(b)
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard i + 4 <= p.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let b = p[i]
                let digit: UInt32
                switch b {
                case 0x30...0x39: digit = UInt32(b - 0x30)
                case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
                default: return nil
                }
                value = value << 4 | digit
                i += 1
            }
            return value
        }
    }
}
