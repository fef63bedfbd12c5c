#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Goes forward through a text's lines (split at `\n`, as a diff counts them), line by line or
/// to the line asked for: one pass over a side for a file's hunks, which go in ascending order
/// (`SideRebuilder` rebuilding a side, `SideCheck` checking one). Inlinable: it runs for
/// every line of every side read.
package struct TextLines {
    package let text: UnsafeBufferPointer<UInt8>
    /// The index (0-based) of the line starting at `offset`.
    package private(set) var index = 0
    package private(set) var offset = 0

    @inlinable package init(_ text: UnsafeBufferPointer<UInt8>) { self.text = text }

    /// Where the line starting at `offset` ends (its `\n`, or the text's end).
    @inlinable func end() -> Int {
        guard let base = text.baseAddress, offset < text.count else { return text.count }
        return memchr(base + offset, 0x0A, text.count - offset)
            .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? text.count
    }

    /// The current line, without its `\n`; nil past the text's last line.
    @inlinable package var current: UnsafeBufferPointer<UInt8>? {
        offset < text.count ? UnsafeBufferPointer(rebasing: text[offset..<end()]) : nil
    }

    /// Moves past the current line.
    @inlinable package mutating func step() {
        offset = min(end() + 1, text.count)
        index += 1
    }

    /// Moves to line `target` (0-based, not before the current one); false when the text ends
    /// first (line `target` may be the one after the last: the place to append at).
    @inlinable package mutating func advance(to target: Int) -> Bool {
        guard target >= index else { return false }
        guard target > index else { return true }
        guard let base = text.baseAddress else { return false }
        // `step` unrolled: a side's lines before its hunks are passed here by the thousand.
        while index < target {
            guard offset < text.count else { return false }
            offset = memchr(base + offset, 0x0A, text.count - offset)
                .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) + 1 } ?? text.count
            index += 1
        }
        return true
    }

    /// Whether the current line is `content`, byte for byte.
    @inlinable package func current(is content: ArraySlice<UInt8>) -> Bool {
        content.withUnsafeBufferPointer { current(is: $0) }
    }

    /// Whether the current line is `content`, bytes where they lie.
    @inlinable package func current(is content: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let line = current else { return false }
        return content.count == line.count && (line.isEmpty || memcmp(content.baseAddress!, line.baseAddress!, line.count) == 0)
    }
}
