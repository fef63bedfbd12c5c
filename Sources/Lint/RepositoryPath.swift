/// A file's path in the repository, as git stores it: bytes, which need not be UTF-8.
///
/// A name may hold any byte but `/` and NUL. Decoded as UTF-8 with repair, two names that
/// differ only in bytes that are not UTF-8 would both become U+FFFD: look alike, and be
/// neither. So lint keeps the bytes; a printer shows them (`\xNN`) and JSON carries them.
public struct RepositoryPath: Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The path's bytes, as git has them.
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The path as text when it is UTF-8, else nil.
    public var text: String? { String(validating: bytes, as: UTF8.self) }

    /// The path as text, bytes that are not UTF-8 replaced (for languages and lookups by name,
    /// never for showing or telling paths apart).
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Byte order, as git sorts paths.
    public static func < (a: RepositoryPath, b: RepositoryPath) -> Bool {
        a.bytes.lexicographicallyPrecedes(b.bytes)
    }
}
