/// What a finding says, in one line: text, with any path it names kept as the path's bytes
/// (which need not be UTF-8), so a printer shows the name as it is, escaped once, like a path.
///
/// Written as a string literal, with paths interpolated: `"differs from '\(other)'"`.
public struct Message: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The message's bytes: UTF-8 text, and paths' bytes as they are.
    public let bytes: [UInt8]

    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
    }

    /// The message as text, bytes that are not UTF-8 replaced (not for showing: see `bytes`).
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Builds a message from literal text and interpolated values; a path goes in as its bytes.
    public struct Interpolation: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            bytes += literal.utf8
        }

        public mutating func appendInterpolation(_ path: RepositoryPath) {
            bytes += path.bytes
        }

        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            bytes += value.description.utf8
        }
    }
}
