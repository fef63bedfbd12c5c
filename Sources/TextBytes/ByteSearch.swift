/// Searching bytes for bytes, one byte at a time, for short texts read once (a `TERM`, a
/// modeline): the standard library's `firstRange(of:)` and `contains(_:)` on strings come from
/// `_StringProcessing`, whose searcher and the regex engine beside it are a few hundred KB of
/// code a run would otherwise bring into memory for these few calls.
public enum ByteSearch {
    /// Where `needle` first is in `haystack`; nil when it is not there (or is empty).
    public static func firstRange<Haystack: Collection<UInt8>>(of needle: [UInt8], in haystack: Haystack) -> Range<Haystack.Index>? {
        guard !needle.isEmpty else { return nil }
        var start = haystack.startIndex
        while let end = haystack.index(start, offsetBy: needle.count, limitedBy: haystack.endIndex) {
            if haystack[start..<end].elementsEqual(needle) { return start..<end }
            start = haystack.index(after: start)
        }
        return nil
    }
}
