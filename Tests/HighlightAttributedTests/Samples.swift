import Highlight
import TestSupport

/// Texts with scalars of every UTF-8 length: é (2 bytes, 1 UTF-16 unit), 中 (3, 1), 😀 (4, 2).
enum Samples {
    static let swift = """
        let greeting = "héllo wörld 😀" // 中文注释 é
        /* a block 🎉
           still comment 字 */
        func añadir(_ x: Int) -> Int { x + 42 }  // ok
        let emoji = "👩‍👩‍👧 家族"

        """

    /// What random edits insert: comment and string delimiters, newlines, and non-ASCII scalars.
    static let pieces = ["/*", "*/", "\"", "\n", "é", "😀", "中", "a", " ", "//"]

    /// A random byte range of `text` that starts and ends between scalars: empty (an insertion
    /// point) or one scalar (a deletion).
    static func edit(in text: [UInt8], _ rng: inout SeededGenerator) -> (range: Range<Int>, replacement: String) {
        let boundaries = text.indices.filter { text[$0] & 0xC0 != 0x80 } + [text.count]
        let at = rng.below(boundaries.count)
        if rng.below(3) == 0 && at + 1 < boundaries.count {
            return (boundaries[at]..<boundaries[at + 1], "")
        }
        return (boundaries[at]..<boundaries[at], pieces[rng.below(pieces.count)])
    }
}
