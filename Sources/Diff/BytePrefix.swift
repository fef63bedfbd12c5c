#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prefix tests on raw bytes with literal prefixes: one `memcmp`, no allocation (the generic
/// `starts(with:)` over a string's UTF-8 view walks both a byte at a time).
extension Array where Element == UInt8 {
    @inline(__always)
    func hasPrefix(_ prefix: StaticString) -> Bool {
        withUnsafeBufferPointer { BytePrefix.matches($0, prefix) }
    }
}

extension ArraySlice where Element == UInt8 {
    @inline(__always)
    func hasPrefix(_ prefix: StaticString) -> Bool {
        withUnsafeBufferPointer { BytePrefix.matches($0, prefix) }
    }
}

enum BytePrefix {
    @inline(__always)
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let n = prefix.utf8CodeUnitCount
        guard bytes.count >= n else { return false }
        return n == 0 || memcmp(bytes.baseAddress!, prefix.utf8Start, n) == 0
    }
}
